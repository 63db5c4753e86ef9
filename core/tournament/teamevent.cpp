// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/teamevent.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

int TeamEvent::teamIndex(const QString& id) const
{
    for (qsizetype i = 0; i < teams.size(); ++i) {
        if (teams[i].id == id)
            return int(i);
    }
    return -1;
}

std::optional<QPair<int, int>> TeamEvent::placeOf(const QString& playerId) const
{
    for (qsizetype team = 0; team < teams.size(); ++team) {
        for (qsizetype board = 0; board < teams[team].players.size(); ++board) {
            if (teams[team].players[board].id == playerId)
                return qMakePair(int(team), int(board) + 1);
        }
    }
    return std::nullopt;
}

Tournament boardTournament(const TeamEvent& event, int board)
{
    Tournament tournament;
    tournament.name = event.name;
    tournament.index = event.index;
    tournament.start = event.start;
    tournament.end = event.end;
    tournament.rules = event.rules;
    tournament.overrides = event.overrides;
    tournament.tiebreaks = event.boardTiebreaks;
    tournament.cycles = event.cycles;
    for (const Team& team : event.teams) {
        if (board >= 1 && board <= team.players.size())
            tournament.players.append(team.players[board - 1]);
    }
    for (const TeamGame& game : event.games) {
        if (game.board == board)
            tournament.games.append(game.game);
    }
    for (const Withdrawal& withdrawal : event.withdrawals) {
        if (tournament.playerIndex(withdrawal.player) >= 0)
            tournament.withdrawals.append(withdrawal);
    }
    return tournament;
}

QString teamCriterionId(TeamCriterion criterion)
{
    switch (criterion) {
    case TeamCriterion::BoardPoints:
        return u"board_points"_s;
    case TeamCriterion::MatchPoints:
        return u"match_points"_s;
    case TeamCriterion::HeadToHead:
        return u"head_to_head"_s;
    }
    return {};
}

std::optional<TeamCriterion> teamCriterionFromId(const QString& id)
{
    for (const TeamCriterion criterion :
        {TeamCriterion::BoardPoints, TeamCriterion::MatchPoints, TeamCriterion::HeadToHead}) {
        if (teamCriterionId(criterion) == id)
            return criterion;
    }
    return std::nullopt;
}

} // namespace postmark::tournament
