// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/judgeregisters.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

std::optional<QString> recordResult(
    Tournament& event, int game, std::optional<GameResult> result, ResultHow how)
{
    if (game < 0 || game >= event.games.size())
        return u"game: no pairing #%1 in the event"_s.arg(game + 1);
    if (!result && how != ResultHow::Played)
        return u"how: '%1' needs a result"_s.arg(howText(how));
    event.games[game].result = result;
    event.games[game].how = how;
    return std::nullopt;
}

std::optional<QString> recordWithdrawal(
    Tournament& event, const QString& player, const std::optional<Withdrawal>& withdrawal)
{
    if (event.playerIndex(player) < 0)
        return u"player: '%1' is not a player of the event"_s.arg(player);
    if (withdrawal && (!withdrawal->date.isValid() || withdrawal->date < event.start))
        return u"date: a withdrawal needs a date on or after the start %1"_s.arg(
            event.start.toString(Qt::ISODate));
    event.withdrawals.removeIf([&](const Withdrawal& each) { return each.player == player; });
    if (withdrawal) {
        Withdrawal stored = *withdrawal;
        stored.player = player;
        event.withdrawals.append(stored);
    }
    return std::nullopt;
}

std::optional<QString> recordPlayerDetails(
    Tournament& event, const QString& player, const QString& address, std::optional<int> rating)
{
    const int index = event.playerIndex(player);
    if (index < 0)
        return u"player: '%1' is not a player of the event"_s.arg(player);
    if (rating && *rating < 0)
        return u"rating: %1 is not a rating"_s.arg(*rating);
    event.players[index].address = address.trimmed();
    event.players[index].rating = rating;
    return std::nullopt;
}

std::optional<QString> recordClaim(Tournament& event, JudgeRegisters& registers, JudgeClaim claim)
{
    if (const auto problem = claimProblem(event, claim))
        return problem;
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

std::optional<QString> recordAdjudication(
    Tournament& event, JudgeRegisters& registers, const Adjudication& adjudication)
{
    if (const auto problem = adjudicationProblem(event, adjudication))
        return problem;
    const Result<rules::RuleSet> rules = rulesOf(event);
    if (!rules)
        return u"rules: "_s + rules.error().detail;
    // The result does not depend on the date, only the stage does: any date gives the same pairing.
    event.games[adjudication.game] = gameAfterAdjudication(event, *rules, adjudication, event.end);
    registers.adjudications.removeIf(
        [&](const Adjudication& each) { return each.game == adjudication.game; });
    registers.adjudications.append(adjudication);
    return std::nullopt;
}

} // namespace postmark::tournament
