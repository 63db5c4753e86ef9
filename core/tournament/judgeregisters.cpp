// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/judgeregisters.h"

#include <algorithm>

#include "core/rules/clauses.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

namespace {

ledger::InputProblem field(const Message& where, const QString& key, const Message& what)
{
    return {where, key, what};
}

MessageCode howWord(ResultHow how)
{
    switch (how) {
    case ResultHow::Played:
    case ResultHow::Mate:
    case ResultHow::Resignation:
    case ResultHow::DrawAgreed:
    case ResultHow::DrawClaimed:
        return MessageCode::ResultHowPlayed;
    case ResultHow::TimeForfeit:
        return MessageCode::ResultHowTimeForfeit;
    case ResultHow::Adjudicated:
        return MessageCode::ResultHowAdjudicated;
    case ResultHow::WithdrawalLoss:
        return MessageCode::ResultHowWithdrawalLoss;
    case ResultHow::InactivityLoss:
        return MessageCode::ResultHowInactivityLoss;
    case ResultHow::NoRecord:
        break;
    }
    return MessageCode::ResultHowNoRecord;
}

} // namespace

std::optional<ledger::InputProblem> recordResult(Tournament& event,
    int game,
    std::optional<GameResult> result,
    ResultHow how,
    std::optional<QDate> reportedOn,
    std::optional<QDate> recordReceived)
{
    if (game < 0 || game >= event.games.size())
        return field(say(MessageCode::WhereResult), u"game"_s, say(MessageCode::NoPairingNumber, game + 1));
    if (!result && how != ResultHow::Played)
        return field(say(MessageCode::WhereResult), u"how"_s, say(MessageCode::HowNeedsResult, howWord(how)));
    for (const auto& [key, date] :
        {std::pair{u"reported_on"_s, reportedOn}, std::pair{u"record_received"_s, recordReceived}}) {
        if (date && event.start.isValid() && *date < event.start)
            return field(say(MessageCode::WhereResult),
                key,
                say(MessageCode::DateBeforeEventStart, *date, event.start));
    }
    // II.8.2: the text of a game lost by a withdrawal comes after the withdrawal (helper-38 had one counted
    // from five days before it, with "reported" left blank).
    if (how == ResultHow::WithdrawalLoss && recordReceived
        && (result == GameResult::WhiteWon || result == GameResult::BlackWon)) {
        const QString& loser =
            result == GameResult::WhiteWon ? event.games[game].black : event.games[game].white;
        for (const Withdrawal& withdrawal : event.withdrawals) {
            if (withdrawal.player == loser && *recordReceived < withdrawal.date)
                return field(say(MessageCode::WhereResult),
                    u"record_received"_s,
                    say(MessageCode::TextBeforeWithdrawal,
                        *recordReceived,
                        event.playerName(loser),
                        withdrawal.date));
        }
    }
    // II.9.1: the record states the result, so the result was known by the day the record came at the latest.
    if (result && reportedOn && recordReceived && *recordReceived < *reportedOn)
        return field(say(MessageCode::WhereResult),
            u"record_received"_s,
            say(MessageCode::RecordBeforeResultReported, *recordReceived, *reportedOn));
    // A loss by withdrawal is the withdrawn player's (II.8.1): his partner's win, never his own.
    if (how == ResultHow::WithdrawalLoss
        && (result == GameResult::WhiteWon || result == GameResult::BlackWon)) {
        const TournamentGame& pairing = event.games[game];
        const auto withdrew = [&event](const QString& player) {
            return std::any_of(event.withdrawals.begin(),
                event.withdrawals.end(),
                [&player](const Withdrawal& each) { return each.player == player; });
        };
        const QString& winner = result == GameResult::WhiteWon ? pairing.white : pairing.black;
        const QString& loser = result == GameResult::WhiteWon ? pairing.black : pairing.white;
        if (withdrew(winner) && !withdrew(loser))
            // Said of "how": the result was «the result, «result»: …» twice over (helper-38).
            return field(say(MessageCode::WhereResult),
                u"how"_s,
                say(MessageCode::WithdrawnPlayerWinsByWithdrawal, event.playerName(winner)));
    }
    event.games[game].result = result;
    event.games[game].how = how;
    event.games[game].reportedOn = result ? reportedOn : std::nullopt;
    event.games[game].recordReceived = result ? recordReceived : std::nullopt;
    return std::nullopt;
}

std::optional<ledger::InputProblem> recordWithdrawal(
    Tournament& event, const QString& player, const std::optional<Withdrawal>& withdrawal)
{
    if (event.playerIndex(player) < 0)
        return field(
            say(MessageCode::WhereWithdrawal), u"player"_s, say(MessageCode::NotAPlayerOfTheEvent, player));
    if (withdrawal && (!withdrawal->date.isValid() || withdrawal->date < event.start))
        return field(say(MessageCode::WhereWithdrawal),
            u"date"_s,
            say(MessageCode::WithdrawalDateBeforeStart, event.start));
    event.withdrawals.removeIf([&](const Withdrawal& each) { return each.player == player; });
    if (withdrawal) {
        Withdrawal stored = *withdrawal;
        stored.player = player;
        event.withdrawals.append(stored);
    }
    return std::nullopt;
}

std::optional<ledger::InputProblem> recordPlayerDetails(
    Tournament& event, const QString& player, const QString& address, std::optional<int> rating)
{
    const int index = event.playerIndex(player);
    if (index < 0)
        return field(say(MessageCode::WherePlayer, player),
            u"player"_s,
            say(MessageCode::NotAPlayerOfTheEvent, player));
    if (rating && *rating < 0)
        return field(say(MessageCode::WherePlayer, player), u"rating"_s, say(MessageCode::MustBeWholeNumber));
    event.players[index].address = address.trimmed();
    event.players[index].rating = rating;
    return std::nullopt;
}

std::optional<ledger::InputProblem> recordClaim(
    Tournament& event, JudgeRegisters& registers, JudgeClaim claim)
{
    if (const auto problem = claimProblem(event, claim))
        return problem;
    if (const JudgeClaim* barring = claimBarring(event, registers.claims, claim))
        return field(say(MessageCode::WhereClaim),
            u"claimant"_s,
            say(MessageCode::ClaimBarred,
                event.playerName(claim.claimant),
                barring->sent,
                assessClaim(event, *barring, barring->sent).cycleControlMove,
                *barring->decidedOn,
                rules::clause(rulesOrSectionDefault(event), rules::Rule::ClaimBar)));
    const auto previous = std::find_if(registers.claims.begin(),
        registers.claims.end(),
        [&](const JudgeClaim& each) { return claim.id != 0 && each.id == claim.id; });
    if (previous != registers.claims.end() && previous->decision == ClaimDecision::Upheld
        && claim.decision != ClaimDecision::Upheld
        && event.games[previous->game].how == ResultHow::TimeForfeit) {
        event.games[previous->game].result.reset();
        event.games[previous->game].how = ResultHow::Played;
    }
    event.games[claim.game] = gameAfterDecision(event, claim);
    if (previous != registers.claims.end())
        *previous = claim;
    else
        registers.claims.append(claim);
    return std::nullopt;
}

std::optional<ledger::InputProblem> recordAdjudication(
    Tournament& event, JudgeRegisters& registers, const Adjudication& adjudication)
{
    if (const auto problem = adjudicationProblem(event, adjudication))
        return problem;
    const Result<rules::RuleSet> rules = rulesOf(event);
    if (!rules)
        return field(say(MessageCode::WhereEvent), u"rules"_s, rules.error().detail);
    // The result does not depend on the date, only the stage does: any date gives the same pairing.
    event.games[adjudication.game] = gameAfterAdjudication(event, *rules, adjudication, event.end);
    registers.adjudications.removeIf(
        [&](const Adjudication& each) { return each.game == adjudication.game; });
    registers.adjudications.append(adjudication);
    return std::nullopt;
}

} // namespace postmark::tournament
