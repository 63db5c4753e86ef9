// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/teamfilewriter.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "core/tournament/tournamentfileparts.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

QByteArray writeTeamFile(const TeamEvent& event)
{
    QJsonObject root{{u"format"_s, u"postmark-team-event"_s},
        {u"version"_s, 1},
        {u"name"_s, event.name},
        {u"start"_s, event.start.toString(Qt::ISODate)},
        {u"end"_s, event.end.toString(Qt::ISODate)},
        {u"rules"_s, event.rules},
        {u"boards"_s, event.boards}};
    if (!event.index.isEmpty())
        root.insert(u"index"_s, event.index);
    if (!event.overrides.isEmpty())
        root.insert(u"overrides"_s, event.overrides);
    if (event.cycles != 1)
        root.insert(u"cycles"_s, event.cycles);
    QJsonArray ranking;
    for (TeamCriterion criterion : event.ranking)
        ranking.append(teamCriterionId(criterion));
    root.insert(u"ranking"_s, ranking);
    QJsonArray boardTiebreaks;
    for (TieBreak tieBreak : event.boardTiebreaks)
        boardTiebreaks.append(tieBreakId(tieBreak));
    root.insert(u"board_tiebreaks"_s, boardTiebreaks);
    if (event.matchPoints != MatchPoints{})
        root.insert(u"match_points"_s,
            QJsonObject{{u"win"_s, event.matchPoints.win},
                {u"draw"_s, event.matchPoints.draw},
                {u"loss"_s, event.matchPoints.loss}});
    QJsonArray teams;
    for (const Team& team : event.teams) {
        QJsonObject object{{u"id"_s, team.id}, {u"name"_s, team.name}};
        // A captain known by address alone (the name still to come) is kept: the reader accepts it.
        if (!team.captain.name.isEmpty() || !team.captain.address.isEmpty()) {
            QJsonObject captain{{u"name"_s, team.captain.name}};
            if (!team.captain.address.isEmpty())
                captain.insert(u"address"_s, team.captain.address);
            object.insert(u"captain"_s, captain);
        }
        QJsonArray players;
        for (const Player& player : team.players)
            players.append(detail::playerObject(player));
        object.insert(u"players"_s, players);
        teams.append(object);
    }
    root.insert(u"teams"_s, teams);
    QJsonArray games;
    for (const TeamGame& game : event.games) {
        QJsonObject object = detail::gameObject(game.game);
        object.insert(u"board"_s, game.board);
        games.append(object);
    }
    root.insert(u"games"_s, games);
    QJsonArray withdrawals;
    for (const Withdrawal& withdrawal : event.withdrawals)
        withdrawals.append(detail::withdrawalObject(withdrawal));
    root.insert(u"withdrawals"_s, withdrawals);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace postmark::tournament
