// SPDX-License-Identifier: GPL-3.0-or-later
// The chief judge's edits of a stored tournament: results, withdrawals, the claims register with each
// claim's evidence, and the adjudication register, written back in one transaction.
#include <QSet>

#include "core/ledger/gamefilereader.h"
#include "core/ledger/gamefilewriter.h"
#include "core/storage/eventstore.h"
#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/statement.h"
#include "core/storage/transaction.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

using tournament::Adjudication;
using tournament::GameResult;
using tournament::JudgeClaim;

QVariant resultValue(const std::optional<GameResult>& result)
{
    return textValue(result ? tournament::resultText(*result) : QString());
}

std::optional<GameResult> resultOf(const QVariant& value)
{
    return value.isNull() ? std::nullopt : tournament::resultFromText(value.toString());
}

QVariant seatValue(const tournament::Tournament& event, const QString& player)
{
    const int index = event.playerIndex(player);
    return index >= 0 ? QVariant(index + 1) : QVariant(QMetaType(QMetaType::Int));
}

QString playerAt(const tournament::Tournament& event, const QVariant& seat)
{
    return seat.isNull() ? QString() : event.players.value(seat.toInt() - 1).id;
}

bool samePairings(const tournament::Tournament& before, const tournament::Tournament& after)
{
    if (before.players.size() != after.players.size() || before.games.size() != after.games.size())
        return false;
    for (qsizetype i = 0; i < before.players.size(); ++i) {
        if (before.players[i].id != after.players[i].id || before.players[i].name != after.players[i].name)
            return false;
    }
    for (qsizetype i = 0; i < before.games.size(); ++i) {
        if (before.games[i].white != after.games[i].white || before.games[i].black != after.games[i].black)
            return false;
    }
    return true;
}

} // namespace

Result<tournament::JudgeRegisters> readJudgeRegisters(const SqlSession& session, qint64 id)
{
    const Result<tournament::Tournament> event = readTournament(session, id);
    if (!event)
        return event.error();
    tournament::JudgeRegisters registers;
    Statement claims(session.statements,
        u"SELECT id, game_seq, claimant_seat, sent, notice_received, objection_sent, sealed_move, evidence, "
        u"decision, decided_on, penalty_days, reason, claimant_received_decision, "
        u"offender_received_decision, "
        u"appeal_received, appellant_seat, committee_ruled_on, early_decision_reason, bars_further_claims "
        u"FROM tournament_claims WHERE tournament_id = ? ORDER BY id"_s);
    claims.bind(id);
    if (!claims.exec())
        return session.error(claims.query().lastError());
    QSqlQuery& row = claims.query();
    while (row.next()) {
        JudgeClaim claim;
        claim.id = row.value(0).toLongLong();
        claim.game = row.value(1).toInt() - 1;
        claim.claimant = playerAt(*event, row.value(2));
        claim.sent = dateOf(row.value(3)).value_or(QDate());
        claim.noticeReceived = dateOf(row.value(4));
        claim.objectionSent = dateOf(row.value(5));
        claim.sealedMove = row.value(6).toString();
        const ledger::GameFileReading evidence = ledger::readGameFile(row.value(7).toString().toUtf8());
        if (!evidence.game)
            return Error{ErrorCode::ArchiveFailure,
                say(MessageCode::StoredClaimEvidence,
                    claim.id,
                    ledger::problemMessage(evidence.problems.value(0)))};
        claim.evidence = *evidence.game;
        claim.decision = tournament::claimDecisionFromText(row.value(8).toString())
                             .value_or(tournament::ClaimDecision::Pending);
        claim.decidedOn = dateOf(row.value(9));
        claim.penaltyDays = row.value(10).toInt();
        claim.reason = row.value(11).toString();
        claim.claimantReceivedDecision = dateOf(row.value(12));
        claim.offenderReceivedDecision = dateOf(row.value(13));
        claim.appealReceived = dateOf(row.value(14));
        claim.appellant = playerAt(*event, row.value(15));
        claim.earlyDecisionReason = row.value(17).toString();
        claim.committeeRuledOn = dateOf(row.value(16));
        claim.barsFurtherClaims = row.value(18).toInt() != 0;
        registers.claims.append(claim);
    }

    Statement adjudications(session.statements,
        u"SELECT game_seq, white_packet, black_packet, white_assessment, black_assessment, adjudicator, "
        u"decision, decided_on, appeal_received, appellant_seat, second_adjudicator, final_decision, "
        u"final_on, last_move, white_received_result, black_received_result FROM tournament_adjudications WHERE tournament_id = ? ORDER BY game_seq"_s);
    adjudications.bind(id);
    if (!adjudications.exec())
        return session.error(adjudications.query().lastError());
    QSqlQuery& entry = adjudications.query();
    while (entry.next()) {
        Adjudication adjudication;
        adjudication.game = entry.value(0).toInt() - 1;
        adjudication.whitePacket = dateOf(entry.value(1));
        adjudication.blackPacket = dateOf(entry.value(2));
        adjudication.whiteAssessment = resultOf(entry.value(3));
        adjudication.blackAssessment = resultOf(entry.value(4));
        adjudication.adjudicator = entry.value(5).toString();
        adjudication.decision = resultOf(entry.value(6));
        adjudication.decidedOn = dateOf(entry.value(7));
        adjudication.appealReceived = dateOf(entry.value(8));
        adjudication.appellant = playerAt(*event, entry.value(9));
        adjudication.secondAdjudicator = entry.value(10).toString();
        adjudication.finalDecision = resultOf(entry.value(11));
        adjudication.finalOn = dateOf(entry.value(12));
        adjudication.lastMove = entry.value(13).toString();
        adjudication.whiteReceivedResult = dateOf(entry.value(14));
        adjudication.blackReceivedResult = dateOf(entry.value(15));
        registers.adjudications.append(adjudication);
    }
    return registers;
}

std::optional<Error> applyTournamentEdit(
    const SqlSession& session, qint64 id, const archive::GameRepository::TournamentEdit& edit)
{
    const Result<tournament::Tournament> before = readTournament(session, id);
    if (!before)
        return before.error();
    Result<tournament::JudgeRegisters> stored = readJudgeRegisters(session, id);
    if (!stored)
        return stored.error();
    tournament::Tournament event = *before;
    const tournament::JudgeRegisters registersBefore = *stored;
    tournament::JudgeRegisters* registers = &stored.value();
    if (auto error = edit(event, *registers))
        return error;
    if (!samePairings(*before, event))
        return Error{ErrorCode::TournamentEditRefused, say(MessageCode::PairingsStayAsImported)};
    // The registers are checked here too, so that no caller can store a claim the core would refuse.
    for (qsizetype i = 0; i < registers->claims.size(); ++i) {
        if (const auto problem = tournament::claimProblem(event, registers->claims[i]))
            return Error{ErrorCode::TournamentEditRefused, ledger::problemMessage(*problem)};
    }
    for (const Adjudication& each : registers->adjudications) {
        // One stored before a check was added (a decision made while a packet could still come) must not
        // block every later edit of its event: only what this edit adds or changes is checked.
        if (registersBefore.adjudications.contains(each))
            continue;
        if (const auto problem = tournament::adjudicationProblem(event, each))
            return Error{ErrorCode::TournamentEditRefused, ledger::problemMessage(*problem)};
    }

    Statement game(session.statements,
        u"UPDATE tournament_games SET result = ?, how = ?, cancelled = ?, reported_on = ?, record_received = "
        u"? "
        u"WHERE tournament_id = ? AND seq = ?"_s);
    // Only the pairings the edit changed: a result is one row, not the event's every pairing again (on a
    // federation's server each row written is checked against the judge's rights).
    for (int index = 0; index < event.games.size(); ++index) {
        const tournament::TournamentGame& pairing = event.games[index];
        if (pairing == before->games[index])
            continue;
        game.bind(storedResult(pairing.result))
            .bind(tournament::howText(pairing.how))
            .bind(pairing.result == GameResult::Cancelled ? 1 : 0)
            .bind(dateValue(pairing.reportedOn))
            .bind(dateValue(pairing.recordReceived))
            .bind(id)
            .bind(index + 1);
        if (!game.exec())
            return session.error(game.query().lastError());
    }

    // A player's address (II.1.2) and rating; the person's row belongs to this tournament's seat.
    Statement address(session.statements,
        u"UPDATE people SET address = COALESCE(?, '') WHERE id = (SELECT person_id FROM tournament_players "
        u"WHERE tournament_id = ? AND seat = ?)"_s);
    Statement rating(session.statements,
        u"UPDATE tournament_players SET rating = ? WHERE tournament_id = ? AND seat = ?"_s);
    for (int index = 0; index < event.players.size(); ++index) {
        const tournament::Player& player = event.players[index];
        if (player == before->players[index])
            continue;
        address.bind(player.address).bind(id).bind(index + 1);
        rating.bind(player.rating ? QVariant(*player.rating) : QVariant(QMetaType(QMetaType::Int)))
            .bind(id)
            .bind(index + 1);
        if (!address.exec())
            return session.error(address.query().lastError());
        if (!rating.exec())
            return session.error(rating.query().lastError());
    }

    Statement withdrawal(session.statements,
        u"UPDATE tournament_players SET withdrawn_on = ?, withdrawal_decision = ?, withdrawal_all_games = ? "
        u"WHERE tournament_id = ? AND seat = ?"_s);
    const auto withdrawalOf = [](const tournament::Tournament& of, const QString& player) {
        const auto found = std::find_if(of.withdrawals.begin(), of.withdrawals.end(), [&](const auto& each) {
            return each.player == player;
        });
        return found == of.withdrawals.end() ? std::optional<tournament::Withdrawal>()
                                             : std::optional(*found);
    };
    for (int index = 0; index < event.players.size(); ++index) {
        const std::optional<tournament::Withdrawal> found = withdrawalOf(event, event.players[index].id);
        if (found == withdrawalOf(*before, event.players[index].id))
            continue; // as it was: not written again
        const bool withdrawn = found.has_value();
        withdrawal.bind(dateValue(withdrawn ? std::optional(found->date) : std::nullopt))
            .bind(textValue(withdrawn ? storedWithdrawalDecision(found->decision) : QString()))
            .bind(withdrawn && found->decision == tournament::WithdrawalDecision::ExcludeAll ? 1 : 0)
            .bind(id)
            .bind(index + 1);
        if (!withdrawal.exec())
            return session.error(withdrawal.query().lastError());
    }

    if (*registers == registersBefore)
        return std::nullopt; // the registers as they were: neither the claims nor the adjudications rewritten
    QSet<qint64> kept;
    for (const JudgeClaim& claim : registers->claims)
        kept.insert(claim.id);
    const Result<tournament::JudgeRegisters> previous = readJudgeRegisters(session, id);
    if (!previous)
        return previous.error();
    for (const JudgeClaim& claim : previous->claims) {
        if (kept.contains(claim.id))
            continue;
        Statement remove(session.statements, u"DELETE FROM tournament_claims WHERE id = ?"_s);
        remove.bind(claim.id);
        if (!remove.exec())
            return session.error(remove.query().lastError());
    }
    for (const JudgeClaim& claim : registers->claims) {
        Statement write(session.statements,
            claim.id == 0
                ? u"INSERT INTO tournament_claims (game_seq, claimant_seat, sent, notice_received, "
                  u"objection_sent, "
                  u"sealed_move, evidence, decision, decided_on, penalty_days, reason, "
                  u"claimant_received_decision, "
                  u"offender_received_decision, appeal_received, appellant_seat, committee_ruled_on, "
                  u"early_decision_reason, bars_further_claims, tournament_id) "
                  u"VALUES (?, ?, ?, ?, ?, COALESCE(?, ''), ?, ?, ?, ?, COALESCE(?, ''), ?, ?, ?, ?, ?, "
                  u"COALESCE(?, ''), ?, "
                  u"?)"_s
                : u"UPDATE tournament_claims SET game_seq = ?, claimant_seat = ?, sent = ?, notice_received "
                  u"= ?, "
                  u"objection_sent = ?, sealed_move = COALESCE(?, ''), evidence = ?, decision = ?, "
                  u"decided_on = ?, "
                  u"penalty_days = ?, reason = COALESCE(?, ''), claimant_received_decision = ?, "
                  u"offender_received_decision = ?, appeal_received = ?, appellant_seat = ?, "
                  u"committee_ruled_on = ?, early_decision_reason = COALESCE(?, ''), bars_further_claims = ? "
                  u"WHERE tournament_id = ? AND id = ?"_s);
        write.bind(claim.game + 1)
            .bind(seatValue(event, claim.claimant))
            .bind(dateValue(claim.sent))
            .bind(dateValue(claim.noticeReceived))
            .bind(dateValue(claim.objectionSent))
            .bind(claim.sealedMove)
            .bind(QString::fromUtf8(ledger::writeGameFile(claim.evidence)))
            .bind(tournament::claimDecisionText(claim.decision))
            .bind(dateValue(claim.decidedOn))
            .bind(claim.penaltyDays)
            .bind(claim.reason)
            .bind(dateValue(claim.claimantReceivedDecision))
            .bind(dateValue(claim.offenderReceivedDecision))
            .bind(dateValue(claim.appealReceived))
            .bind(seatValue(event, claim.appellant))
            .bind(dateValue(claim.committeeRuledOn))
            .bind(claim.earlyDecisionReason)
            .bind(claim.barsFurtherClaims ? 1 : 0)
            .bind(id);
        if (claim.id != 0)
            write.bind(claim.id);
        if (!write.exec())
            return session.error(write.query().lastError());
    }

    Statement clear(session.statements, u"DELETE FROM tournament_adjudications WHERE tournament_id = ?"_s);
    clear.bind(id);
    if (!clear.exec())
        return session.error(clear.query().lastError());
    Statement adjudication(session.statements,
        u"INSERT INTO tournament_adjudications (tournament_id, game_seq, white_packet, black_packet, "
        u"white_assessment, black_assessment, adjudicator, decision, decided_on, appeal_received, "
        u"appellant_seat, "
        u"second_adjudicator, final_decision, final_on, last_move, white_received_result, "
        u"black_received_result) "
        u"VALUES (?, ?, ?, ?, ?, ?, COALESCE(?, ''), ?, ?, ?, ?, COALESCE(?, ''), ?, ?, COALESCE(?, ''), ?, ?)"_s);
    for (const Adjudication& each : registers->adjudications) {
        adjudication.bind(id)
            .bind(each.game + 1)
            .bind(dateValue(each.whitePacket))
            .bind(dateValue(each.blackPacket))
            .bind(resultValue(each.whiteAssessment))
            .bind(resultValue(each.blackAssessment))
            .bind(each.adjudicator)
            .bind(resultValue(each.decision))
            .bind(dateValue(each.decidedOn))
            .bind(dateValue(each.appealReceived))
            .bind(seatValue(event, each.appellant))
            .bind(each.secondAdjudicator)
            .bind(resultValue(each.finalDecision))
            .bind(dateValue(each.finalOn))
            .bind(each.lastMove)
            .bind(dateValue(each.whiteReceivedResult))
            .bind(dateValue(each.blackReceivedResult));
        if (!adjudication.exec())
            return session.error(adjudication.query().lastError());
    }
    return std::nullopt;
}

Result<qint64> insertTournamentCopy(const SqlSession& session,
    const tournament::Tournament& event,
    const tournament::JudgeRegisters& registers)
{
    // The event already there is refused by insertTournament(), as every other way in; a copy says so in its
    // own words (nothing copied).
    const Result<qint64> id = insertTournament(session, event);
    if (!id && id.error().code == ErrorCode::TournamentEditRefused)
        return Error{ErrorCode::TournamentEditRefused, say(MessageCode::TournamentNameTaken, event.name)};
    if (!id)
        return id;
    tournament::JudgeRegisters copied = registers;
    for (JudgeClaim& claim : copied.claims)
        claim.id = 0; // a new row here
    const auto edit = [&copied](tournament::Tournament&, tournament::JudgeRegisters& stored) {
        stored = copied;
        return std::optional<Error>();
    };
    if (auto refused = applyTournamentEdit(session, *id, edit))
        return *refused;
    return id;
}

Result<qint64> SqliteArchive::copyInTournament(
    const tournament::Tournament& event, const tournament::JudgeRegisters& registers)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return *transaction.beginError();
    const Result<qint64> id = insertTournamentCopy(session(), event, registers);
    if (!id)
        return id;
    if (auto error = transaction.commit())
        return *error;
    return id;
}

Result<tournament::JudgeRegisters> SqliteArchive::judgeRegisters(qint64 id) const
{
    return readJudgeRegisters(session(), id);
}

std::optional<Error> SqliteArchive::updateTournament(qint64 id, const TournamentEdit& edit)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return transaction.beginError();
    if (auto refused = applyTournamentEdit(session(), id, edit))
        return refused;
    return transaction.commit();
}

} // namespace postmark::storage
