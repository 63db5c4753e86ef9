// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/judgeagenda.h"

#include <algorithm>

#include <QScopeGuard>

#include "core/ledger/ledgerexplain.h"
#include "core/ledger/ledgerof.h"
#include "core/rules/clauses.h"
#include "core/tournament/crosstable.h"
#include "core/tournament/crosstablemarks.h"
#include "core/tournament/eventgames.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

namespace {

using State = CrosstableCell::State;

/// The claim steps of pairing `game`; true when a pending claim suspends the game (II.6.6).
bool addClaimItems(const Tournament& event,
    const rules::RuleSet& rules,
    const QList<JudgeClaim>& claims,
    int game,
    const QString& label,
    const QDate& asOf,
    QList<AgendaItem>& items)
{
    bool suspended = false;
    for (const JudgeClaim& claim : claims) {
        if (claim.game != game)
            continue;
        if (claim.decision != ClaimDecision::Pending) {
            const AppealWindow window = claimAppealWindow(event, rules, claim, asOf);
            if (window.open && claim.appealReceived)
                items.append(
                    {std::nullopt, JudgeStep::ClaimAppeal, label, u"appeals committee"_s, window.why, false});
            else if (window.open) // whose: the judge's to record each receipt, then the players' to appeal
                items.append({window.closes,
                    JudgeStep::Appeal,
                    label,
                    window.receiptMissing.isEmpty() ? u"players"_s : u"judge"_s,
                    window.why,
                    false});
            continue;
        }
        suspended = true;
        const ClaimAssessment assessment = assessClaim(event, claim, asOf);
        const int offender = event.playerIndex(assessment.offender);
        const bool windowOpen =
            assessment.objectionDue && !claim.objectionSent && asOf <= *assessment.objectionDue;
        // While the objection window is open the offender's objection is awaited, and the judge's decision
        // follows on the day it closes: both are on the agenda (a walk found only the player's step there).
        if (windowOpen)
            items.append({assessment.objectionDue,
                JudgeStep::Objection,
                label,
                event.players[offender].name,
                assessment.objectionWhy,
                false});
        // II.6.4: the judge decides once the objection is in, or the day after its window closes — the
        // first day the decision needs no reason for being early (claimProblem refuses the days before).
        const std::optional<QDate> decisionFrom = claim.objectionSent ? claim.objectionSent
            : assessment.objectionDue ? std::optional(assessment.objectionDue->addDays(1))
                                      : std::nullopt;
        const Message finding = assessment.problems.isEmpty()
            ? say(MessageCode::PostmarkFinds, assessment.why.what, assessment.why.clause)
            : say(MessageCode::ClaimantsFileCannotBeComputed,
                ledger::problemMessage(assessment.problems.first()));
        items.append({decisionFrom,
            JudgeStep::ClaimDecision,
            label,
            u"judge"_s,
            {rules::clause(rules, rules::Rule::Suspension),
                say(MessageCode::SuspendedUntilJudgeDecides,
                    claim.sent,
                    assessment.objectionWhy.what,
                    finding)},
            decisionFrom && *decisionFrom < asOf});
    }
    return suspended;
}

/// The step the adjudication of pairing `game` waits for, if the register holds it; true when it does.
bool addAdjudicationItems(const Tournament& event,
    const rules::RuleSet& rules,
    const QList<Adjudication>& adjudications,
    int game,
    const QString& label,
    const QDate& asOf,
    QList<AgendaItem>& items)
{
    for (const Adjudication& adjudication : adjudications) {
        if (adjudication.game != game)
            continue;
        const AdjudicationState state = adjudicationState(event, rules, adjudication, asOf);
        const TournamentGame& pairing = event.games[game];
        switch (state.stage) {
        case AdjudicationStage::AwaitingPackets:
            for (const auto& [player, packet] : {std::pair{pairing.white, adjudication.whitePacket},
                     std::pair{pairing.black, adjudication.blackPacket}}) {
                if (!packet)
                    items.append({state.packetsDue,
                        ledger::DeadlineKind::Adjudication,
                        label,
                        event.players[event.playerIndex(player)].name,
                        state.why,
                        state.packetsDue < asOf});
            }
            break;
        case AdjudicationStage::AwaitingDecision:
            items.append(
                {state.packetsDue, JudgeStep::AdjudicationDecision, label, u"judge"_s, state.why, false});
            break;
        case AdjudicationStage::AppealWindow:
            // Undated while a receipt of the result is not recorded: the judge's to record it, then theirs.
            items.append({state.appealDue,
                JudgeStep::AdjudicationAppeal,
                label,
                state.appealDue ? u"players"_s : u"judge"_s,
                state.why,
                false});
            break;
        case AdjudicationStage::Appealed:
            items.append({std::nullopt, JudgeStep::SecondAdjudication, label, u"judge"_s, state.why, false});
            break;
        case AdjudicationStage::Agreed:
        case AdjudicationStage::Final:
            break;
        }
        return true;
    }
    return false;
}

} // namespace

QString agendaKindName(const JudgeAgendaKind& kind)
{
    if (const auto* deadline = std::get_if<ledger::DeadlineKind>(&kind))
        return ledger::deadlineKindName(*deadline);
    switch (std::get<JudgeStep>(kind)) {
    case JudgeStep::Objection:
        return u"objection"_s;
    case JudgeStep::ClaimDecision:
        return u"claim_decision"_s;
    case JudgeStep::Appeal:
        return u"appeal"_s;
    case JudgeStep::ClaimAppeal:
        return u"claim_appeal"_s;
    case JudgeStep::AdjudicationDecision:
        return u"adjudication_decision"_s;
    case JudgeStep::AdjudicationAppeal:
        return u"adjudication_appeal"_s;
    case JudgeStep::SecondAdjudication:
        return u"second_adjudication"_s;
    case JudgeStep::GameRecord:
        return u"game_record"_s;
    case JudgeStep::GameFile:
        return u"game_file"_s;
    case JudgeStep::SharedPlace:
        return u"shared_place"_s;
    }
    return {};
}

bool isJudgesStep(const AgendaItem& item, const QDate& asOf, int soonDays)
{
    const auto* deadline = std::get_if<ledger::DeadlineKind>(&item.what);
    if (!deadline)
        return true; // every step of the judge's own
    using Kind = ledger::DeadlineKind;
    // Every game in progress has both: far off, nothing to act on yet.
    if (*deadline == Kind::Inactivity || *deadline == Kind::Adjudication)
        return item.due && asOf.daysTo(*item.due) <= soonDays; // the desk's "soon" (its amber band)
    // The players' own routine steps; the rest (a player's notice to the judge) is the judge's.
    return *deadline != Kind::RepeatMove && *deadline != Kind::FirstMoveInquiry
        && *deadline != Kind::QueryMove && *deadline != Kind::Claim;
}

QList<AgendaItem> judgeAgenda(const Tournament& event,
    const QList<ledger::GameFile>& gameFiles,
    const QDate& asOf,
    const JudgeRegisters& registers)
{
    const Crosstable table = computeCrosstable(event);
    const rules::RuleSet eventRules = rulesOrSectionDefault(event);
    QList<AgendaItem> items;
    for (int g = 0; g < static_cast<int>(event.games.size()); ++g) {
        const TournamentGame& pairing = event.games[g];
        const int whiteIndex = event.playerIndex(pairing.white);
        const int blackIndex = event.playerIndex(pairing.black);
        const Player& white = event.players[whiteIndex];
        const Player& black = event.players[blackIndex];
        const State state = table.games[g].first.state;
        const QString label = white.name + u" – "_s + black.name;
        const ledger::GameFile* file = gameFileOf(event, pairing, gameFiles);
        // Each item of this pairing carries its number, for a judge who finds games by it (the Games tab).
        const qsizetype first = items.size();
        const auto numbered = qScopeGuard([&items, first, g] {
            for (qsizetype each = first; each < items.size(); ++each)
                items[each].pairing = g;
        });
        const bool suspended = addClaimItems(event, eventRules, registers.claims, g, label, asOf, items);
        if (addAdjudicationItems(event, eventRules, registers.adjudications, g, label, asOf, items)
            || suspended || state == State::Scored || state == State::NotCounted
            || state == State::Cancelled) {
            continue;
        }
        const CrosstableCell& whiteCell = table.games[g].first;
        if (awaitsWithdrawnGameText(whiteCell, event)) {
            // II.8.2 (III.8.2): the withdrawn player's loss counts for the partner once the judge has the
            // game's text; the partner is who sends it.
            const bool whiteWithdrew = whiteCell.points == 0;
            const Player& partner = whiteWithdrew ? black : white;
            const Player& withdrawn = whiteWithdrew ? white : black;
            // Since when the text is awaited: the withdrawal's date (a result recorded as one, without a
            // withdrawal in the file, since it was reported).
            QDate since = pairing.reportedOn.value_or(QDate());
            for (const Withdrawal& withdrawal : event.withdrawals) {
                if (withdrawal.player == withdrawn.id)
                    since = withdrawal.date;
            }
            items.append({std::nullopt,
                JudgeStep::GameRecord,
                label,
                partner.name,
                {rules::clause(eventRules, rules::Rule::WithdrawalTexts),
                    say(MessageCode::WithdrawalLossAwaitsText, partner.name, withdrawn.name, since)},
                false});
            continue;
        }
        if (state == State::AwaitingRecord) {
            // II.9.1 (III.9.2, IV.11.1): the result is reported; it counts once the game record reaches the
            // judge.
            items.append({std::nullopt,
                JudgeStep::GameRecord,
                label,
                white.name + u", "_s + black.name,
                {rules::clause(eventRules, rules::Rule::ResultRecorded),
                    say(MessageCode::ResultAwaitsRecord, resultMark(*pairing.result), *pairing.reportedOn)},
                false});
            continue;
        }
        const ledger::GameFile game = file ? *file : pairingGameFile(event, g);
        const ledger::LedgerResult computed = ledger::ledgerOf(game, asOf);
        if (!computed.ledger) {
            const Message problem = ledger::refusalMessage(computed.problems.value(0));
            items.append({std::nullopt,
                JudgeStep::GameFile,
                label,
                u"judge"_s,
                {u"—"_s, say(MessageCode::GameCannotBeComputed, problem)},
                false});
            continue;
        }
        const ledger::Ledger& ledger = *computed.ledger;
        if (ledger.finished) {
            items.append({std::nullopt,
                JudgeStep::GameRecord,
                label,
                white.name + u", "_s + black.name,
                {rules::clause(eventRules, rules::Rule::ResultRecorded),
                    say(MessageCode::FinishedWithoutRecordedResult)},
                false});
            continue;
        }
        for (const ledger::Deadline& deadline : ledger.deadlines) {
            if (state == State::AwaitingAdjudication && deadline.kind != ledger::DeadlineKind::Adjudication)
                continue; // a withdrawn player's game waits for adjudication only (II.8.1)
            AgendaItem item;
            item.due = deadline.due;
            item.what = deadline.kind;
            item.game = label;
            item.player = game.player(deadline.player).name;
            item.why = ledger::explainDeadline(game, ledger, deadline);
            item.overdue = deadline.due && *deadline.due < asOf;
            items.append(item);
        }
    }
    // A file the judge gave that matches no pairing (a misspelt name, colours swapped) is said, not dropped.
    for (const ledger::GameFile& file : gameFiles) {
        const bool paired =
            std::any_of(event.games.begin(), event.games.end(), [&](const TournamentGame& pairing) {
                return event.players[event.playerIndex(pairing.white)].name == file.white.name
                    && event.players[event.playerIndex(pairing.black)].name == file.black.name;
            });
        if (!paired)
            items.append({std::nullopt,
                JudgeStep::GameFile,
                file.white.name + u" – "_s + file.black.name,
                u"judge"_s,
                {u"—"_s, say(MessageCode::FileMatchesNoPairing)},
                false});
    }
    std::stable_sort(items.begin(), items.end(), [](const AgendaItem& a, const AgendaItem& b) {
        if (a.due.has_value() != b.due.has_value())
            return a.due.has_value();
        return a.due && *a.due < *b.due;
    });
    return items;
}

Tournament pairingsWithGameFiles(const Tournament& event, const QList<ledger::GameFile>& gameFiles)
{
    Tournament seen = event;
    seen.games.removeIf(
        [&](const TournamentGame& pairing) { return !gameFileOf(event, pairing, gameFiles); });
    return seen;
}

} // namespace postmark::tournament
