// SPDX-License-Identifier: GPL-3.0-or-later
// A whole tournament in the archive: the tournament file's players, pairings, results, withdrawals
// and tie-break order, written in one transaction and read back unchanged.
#include <QJsonDocument>
#include <QMap>

#include "core/storage/eventstore.h"
#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/sqlsession.h"
#include "core/storage/statement.h"
#include "core/storage/transaction.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

using tournament::WithdrawalDecision;

QString storedWithdrawalDecision(WithdrawalDecision decision)
{
    switch (decision) {
    case WithdrawalDecision::Loss:
        return u"loss"_s;
    case WithdrawalDecision::Adjudicate:
        return u"adjudication"_s;
    case WithdrawalDecision::Exclude:
    case WithdrawalDecision::ExcludeAll:
        return u"exclusion"_s;
    }
    return {};
}

namespace {

std::optional<WithdrawalDecision> decisionOf(const QString& stored, bool allGames)
{
    if (stored == u"loss")
        return WithdrawalDecision::Loss;
    if (stored == u"adjudication")
        return WithdrawalDecision::Adjudicate;
    if (stored == u"exclusion")
        return allGames ? WithdrawalDecision::ExcludeAll : WithdrawalDecision::Exclude;
    return std::nullopt;
}

} // namespace

Result<qint64> SqliteArchive::importTournament(const tournament::Tournament& event)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return *transaction.beginError();
    const Result<qint64> id = insertTournament(session(), event);
    if (!id)
        return id;
    if (auto error = transaction.commit())
        return *error;
    return id;
}

Result<qint64> insertTournament(const SqlSession& session, const tournament::Tournament& event)
{
    // One event once: its games are the archive's games of its name, and a second copy of it (the same file
    // imported again) listed it twice, the agenda reading one of the two (helper-67).
    Statement kept(session.statements, u"SELECT id FROM tournaments WHERE name = ? AND event_index = ?"_s);
    kept.bind(event.name).bind(event.index);
    if (!kept.exec())
        return session.error(kept.query().lastError());
    if (kept.query().next())
        return Error{ErrorCode::TournamentEditRefused,
            say(MessageCode::TournamentInArchiveAlready,
                event.name,
                event.index,
                kept.query().value(0).toLongLong())};
    QStringList tiebreaks;
    for (tournament::TieBreak tieBreak : event.tiebreaks)
        tiebreaks.append(tournament::tieBreakId(tieBreak));
    // COALESCE: a tournament without a tie-break ranks on points only.
    Statement insert(session.statements,
        u"INSERT INTO tournaments (name, event_index, start_date, end_date, rules, overrides, tiebreaks, "
        u"cycles) VALUES (COALESCE(?, ''), COALESCE(?, ''), ?, ?, ?, ?, COALESCE(?, ''), ?)"_s);
    insert.bind(event.name)
        .bind(event.index)
        .bind(event.start.toString(Qt::ISODate))
        .bind(event.end.toString(Qt::ISODate))
        .bind(event.rules)
        .bind(QString::fromUtf8(QJsonDocument(event.overrides).toJson(QJsonDocument::Compact)))
        .bind(tiebreaks.join(u','))
        .bind(event.cycles);
    if (!insert.exec())
        return session.error(insert.query().lastError());
    const qint64 id = session.insertedId(insert, u"tournaments"_s);

    QMap<QString, const tournament::Withdrawal*> withdrawals;
    for (const tournament::Withdrawal& withdrawal : event.withdrawals)
        withdrawals.insert(withdrawal.player, &withdrawal);
    Statement person(session.statements,
        u"INSERT INTO people (name, address) VALUES (COALESCE(?, ''), COALESCE(?, ''))"_s);
    Statement seat(session.statements,
        u"INSERT INTO tournament_players (tournament_id, person_id, seat, rating, withdrawn_on, "
        u"withdrawal_decision, player_key, withdrawal_all_games) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (int index = 0; index < event.players.size(); ++index) {
        const tournament::Player& player = event.players[index];
        person.bind(player.name).bind(player.address);
        if (!person.exec())
            return session.error(person.query().lastError());
        const qint64 personId = session.insertedId(person, u"people"_s);
        const tournament::Withdrawal* withdrawal = withdrawals.value(player.id);
        seat.bind(id)
            .bind(personId)
            .bind(index + 1)
            .bind(player.rating ? QVariant(*player.rating) : QVariant(QMetaType(QMetaType::Int)))
            .bind(dateValue(withdrawal ? std::optional(withdrawal->date) : std::nullopt))
            .bind(textValue(withdrawal ? storedWithdrawalDecision(withdrawal->decision) : QString()))
            .bind(player.id)
            .bind(withdrawal && withdrawal->decision == WithdrawalDecision::ExcludeAll ? 1 : 0);
        if (!seat.exec())
            return session.error(seat.query().lastError());
    }

    Statement game(session.statements,
        u"INSERT INTO tournament_games (tournament_id, seq, white_seat, black_seat, result, how, cancelled, "
        u"reported_on, record_received) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (int index = 0; index < event.games.size(); ++index) {
        const tournament::TournamentGame& pairing = event.games[index];
        const int white = event.playerIndex(pairing.white);
        const int black = event.playerIndex(pairing.black);
        if (white < 0 || black < 0)
            return Error{ErrorCode::ArchiveFailure,
                say(MessageCode::PairingOfStrangers, index + 1, pairing.white, pairing.black)};
        game.bind(id)
            .bind(index + 1)
            .bind(white + 1)
            .bind(black + 1)
            .bind(storedResult(pairing.result))
            .bind(tournament::howText(pairing.how))
            .bind(pairing.result == tournament::GameResult::Cancelled ? 1 : 0)
            .bind(dateValue(pairing.reportedOn))
            .bind(dateValue(pairing.recordReceived));
        if (!game.exec())
            return session.error(game.query().lastError());
    }
    return id;
}

Result<tournament::Tournament> readTournament(const SqlSession& session, qint64 id)
{
    tournament::Tournament event;
    Statement top(session.statements,
        u"SELECT name, event_index, start_date, end_date, rules, tiebreaks, overrides, cycles FROM "
        u"tournaments "
        u"WHERE id = ?"_s);
    top.bind(id);
    if (!top.exec())
        return session.error(top.query().lastError());
    if (!top.query().next())
        return Error{ErrorCode::TournamentNotFound, say(MessageCode::Verbatim, QString::number(id))};
    event.name = top.query().value(0).toString();
    event.index = top.query().value(1).toString();
    event.start = dateOf(top.query().value(2)).value_or(QDate());
    event.end = dateOf(top.query().value(3)).value_or(QDate());
    event.rules = top.query().value(4).toString();
    event.overrides = QJsonDocument::fromJson(top.query().value(6).toString().toUtf8()).object();
    event.cycles = top.query().value(7).toInt();
    for (const QString& text : top.query().value(5).toString().split(u',', Qt::SkipEmptyParts)) {
        if (const auto tieBreak = tournament::tieBreakFromId(text))
            event.tiebreaks.append(*tieBreak);
    }

    Statement players(session.statements,
        u"SELECT COALESCE(t.player_key, 'p' || t.seat), p.name, p.address, t.rating, t.withdrawn_on, "
        u"t.withdrawal_decision, t.withdrawal_all_games FROM tournament_players t "
        u"JOIN people p ON p.id = t.person_id WHERE t.tournament_id = ? ORDER BY t.seat"_s);
    players.bind(id);
    if (!players.exec())
        return session.error(players.query().lastError());
    QSqlQuery& row = players.query();
    while (row.next()) {
        tournament::Player player;
        player.id = row.value(0).toString();
        player.name = row.value(1).toString();
        player.address = row.value(2).toString();
        if (!row.value(3).isNull())
            player.rating = row.value(3).toInt();
        event.players.append(player);
        const auto withdrawn = dateOf(row.value(4));
        const auto decision = decisionOf(row.value(5).toString(), row.value(6).toInt() == 1);
        if (withdrawn && decision)
            event.withdrawals.append(tournament::Withdrawal{player.id, *withdrawn, *decision});
    }

    Statement games(session.statements,
        u"SELECT white_seat, black_seat, result, how, cancelled, reported_on, record_received "
        u"FROM tournament_games WHERE tournament_id = ? ORDER BY seq"_s);
    games.bind(id);
    if (!games.exec())
        return session.error(games.query().lastError());
    QSqlQuery& pairing = games.query();
    while (pairing.next()) {
        tournament::TournamentGame game;
        game.white = event.players.value(pairing.value(0).toInt() - 1).id;
        game.black = event.players.value(pairing.value(1).toInt() - 1).id;
        if (pairing.value(4).toInt() == 1)
            game.result = tournament::GameResult::Cancelled;
        else if (!pairing.value(2).isNull())
            game.result = tournament::resultFromText(pairing.value(2).toString());
        game.how =
            tournament::howFromText(pairing.value(3).toString()).value_or(tournament::ResultHow::Played);
        game.reportedOn = dateOf(pairing.value(5));
        game.recordReceived = dateOf(pairing.value(6));
        event.games.append(game);
    }
    return event;
}

Result<QList<archive::TournamentSummary>> listTournaments(const SqlSession& session)
{
    // Only tournaments with pairings: the older records (schema v1) hold players alone.
    Statement list(session.statements,
        u"SELECT id, name, event_index FROM tournaments t WHERE EXISTS "
        u"(SELECT 1 FROM tournament_games g WHERE g.tournament_id = t.id) ORDER BY id"_s);
    if (!list.exec())
        return session.error(list.query().lastError());
    QList<archive::TournamentSummary> result;
    while (list.query().next())
        result.append({list.query().value(0).toLongLong(),
            list.query().value(1).toString(),
            list.query().value(2).toString()});
    return result;
}

Result<tournament::Tournament> SqliteArchive::tournament(qint64 id) const
{
    return readTournament(session(), id);
}

Result<QList<archive::TournamentSummary>> SqliteArchive::tournaments() const
{
    return listTournaments(session());
}

} // namespace postmark::storage
