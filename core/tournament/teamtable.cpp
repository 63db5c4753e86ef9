// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/teamtable.h"

#include <algorithm>
#include <cmath>

namespace postmark::tournament {

namespace {

using State = CrosstableCell::State;

bool counts(State state)
{
    return state != State::Cancelled && state != State::NotCounted;
}

/// Adds board `board`'s games to the meetings of the teams that played them.
void addBoard(const TeamEvent& event, int board, const Crosstable& table, TeamTable& result)
{
    const Tournament tournament = boardTournament(event, board);
    for (qsizetype game = 0; game < tournament.games.size(); ++game) {
        const auto whiteTeam = event.placeOf(tournament.games[game].white);
        const auto blackTeam = event.placeOf(tournament.games[game].black);
        if (!whiteTeam || !blackTeam)
            continue;
        const auto& [white, black] = table.games[game];
        TeamMeeting& whites = result.meetings[whiteTeam->first][blackTeam->first];
        TeamMeeting& blacks = result.meetings[blackTeam->first][whiteTeam->first];
        if (!counts(white.state))
            continue;
        ++whites.games;
        ++blacks.games;
        if (white.state != State::Scored)
            continue;
        ++whites.finishedGames;
        ++blacks.finishedGames;
        whites.boardPoints += white.points;
        blacks.boardPoints += black.points;
    }
}

void scoreMatches(const MatchPoints& points, TeamTable& table)
{
    for (qsizetype i = 0; i < table.meetings.size(); ++i) {
        for (qsizetype j = 0; j < table.meetings.size(); ++j) {
            TeamMeeting& meeting = table.meetings[i][j];
            const TeamMeeting& other = table.meetings[j][i];
            if (i == j || meeting.games == 0 || meeting.finishedGames < meeting.games)
                continue;
            meeting.matchPoints = meeting.boardPoints > other.boardPoints ? points.win
                : meeting.boardPoints < other.boardPoints                 ? points.loss
                                                                          : points.draw;
        }
    }
}

double headToHead(const TeamTable& table, int team, const QList<int>& tied)
{
    double points = 0;
    for (int other : tied)
        points += other == team ? 0 : table.meetings[team][other].boardPoints;
    return points;
}

double valueOf(const TeamStanding& standing, TeamCriterion criterion)
{
    switch (criterion) {
    case TeamCriterion::BoardPoints:
        return standing.boardPoints;
    case TeamCriterion::MatchPoints:
        return standing.matchPoints;
    case TeamCriterion::HeadToHead:
        return standing.headToHead.value_or(0);
    }
    return 0;
}

/// Orders `group` (indices into standings, all equal so far) by criteria[from…], giving head-to-head
/// its value among the teams still tied when it applies; appends the order to `ranked` with ranks.
void rankGroup(TeamTable& table, QList<int> group, qsizetype from, int firstRank, QList<TeamStanding>& ranked)
{
    if (group.size() == 1 || from >= table.ranking.size()) {
        for (int index : group) {
            TeamStanding standing = table.standings[index];
            standing.rank = firstRank;
            standing.sharedRank = group.size() > 1;
            ranked.append(standing);
        }
        return;
    }
    const TeamCriterion criterion = table.ranking[from];
    if (criterion == TeamCriterion::HeadToHead) {
        QList<int> teams;
        for (int index : group)
            teams.append(table.standings[index].team);
        for (int index : group)
            table.standings[index].headToHead = headToHead(table, table.standings[index].team, teams);
    }
    std::stable_sort(group.begin(), group.end(), [&](int a, int b) {
        return valueOf(table.standings[a], criterion) > valueOf(table.standings[b], criterion);
    });
    int rank = firstRank;
    for (qsizetype start = 0; start < group.size();) {
        qsizetype end = start + 1;
        const double value = valueOf(table.standings[group[start]], criterion);
        while (end < group.size() && valueOf(table.standings[group[end]], criterion) == value)
            ++end;
        rankGroup(table, group.mid(start, end - start), from + 1, rank, ranked);
        rank += int(end - start);
        start = end;
    }
}

} // namespace

TeamTable computeTeamTable(const TeamEvent& event)
{
    TeamTable table;
    table.ranking = event.ranking;
    const qsizetype teams = event.teams.size();
    table.meetings = QList<QList<TeamMeeting>>(teams, QList<TeamMeeting>(teams));
    for (int board = 1; board <= event.boards; ++board) {
        table.boards.append(computeCrosstable(boardTournament(event, board)));
        addBoard(event, board, table.boards.last(), table);
    }
    scoreMatches(event.matchPoints, table);
    for (int team = 0; team < teams; ++team) {
        TeamStanding standing;
        standing.team = team;
        for (int other = 0; other < teams; ++other) {
            const TeamMeeting& meeting = table.meetings[team][other];
            standing.boardPoints += meeting.boardPoints;
            standing.matchPoints += meeting.matchPoints.value_or(0);
            standing.finishedGames += meeting.finishedGames;
            standing.remainingGames += meeting.games - meeting.finishedGames;
        }
        standing.plusMinus = 2 * standing.boardPoints - standing.finishedGames;
        if (standing.finishedGames > 0)
            standing.percent = int(std::floor(100 * standing.boardPoints / standing.finishedGames + 1e-9));
        table.standings.append(standing);
    }
    QList<int> everyone;
    for (int team = 0; team < teams; ++team)
        everyone.append(team);
    QList<TeamStanding> ranked;
    rankGroup(table, everyone, 0, 1, ranked);
    table.standings = ranked;
    return table;
}

bool hasFinishedMatch(const TeamTable& table, int team)
{
    for (const TeamMeeting& meeting : table.meetings.value(team)) {
        if (meeting.matchPoints)
            return true;
    }
    return false;
}

} // namespace postmark::tournament
