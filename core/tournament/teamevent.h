// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>

#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// A team's captain (IV.2): the judge's letters to the team go to the captain, who answers for it.
struct Captain
{
    QString name;
    QString address;

    bool operator==(const Captain&) const = default;
};

struct Team
{
    QString id;
    QString name;
    Captain captain;
    /// One player a board, board 1 first: the captain places the players on the boards (IV.1.3).
    QList<Player> players;

    bool operator==(const Team&) const = default;
};

/// A game of a team event: on one board, between two players of different teams.
struct TeamGame
{
    int board = 1; ///< 1 to TeamEvent::boards
    TournamentGame game;

    bool operator==(const TeamGame&) const = default;
};

/// How teams are ranked: by the first criterion, ties broken by the next ones in order. Board points
/// add every game the team's players scored; match points score each completed match between two teams
/// (more board points than the other team: a win); head-to-head is the board points scored against the
/// other teams still tied.
enum class TeamCriterion
{
    BoardPoints,
    MatchPoints,
    HeadToHead
};

/// Points for a match (two teams meeting on every board) won, drawn and lost: 2, 1, 0 as ICCF's and most
/// regulations give them, unless the event's regulation says otherwise.
struct MatchPoints
{
    double win = 2;
    double draw = 1;
    double loss = 0;

    bool operator==(const MatchPoints&) const = default;
};

/// A team event (section IV): teams of the same number of boards, each board a tournament of its own
/// (IV.1.3) — a round robin of the teams' players on that board, or with two teams a match. The
/// teams' order is their starting order, and each board's players follow it.
struct TeamEvent
{
    QString name;
    QString index;
    QDate start;
    QDate end;
    QString rules = QStringLiteral("fzshu-team-postal");
    QJsonObject overrides;
    int boards = 1;
    /// Games each pair of players plays on a board: 1, or 2, one with each colour (a match of two games a
    /// board, as the 1945 radio match was played, or a double round robin of the boards).
    int cycles = 1;
    QList<TeamCriterion> ranking = {TeamCriterion::BoardPoints, TeamCriterion::MatchPoints};
    MatchPoints matchPoints;
    /// Each board's own tie-breaks, after points (its players' places on the board).
    QList<TieBreak> boardTiebreaks;
    QList<Team> teams;
    QList<TeamGame> games;
    QList<Withdrawal> withdrawals; ///< of players, each on the board they play

    int teamIndex(const QString& id) const;
    /// The team and board of a player id; nothing for an id of no team.
    std::optional<QPair<int, int>> placeOf(const QString& playerId) const;
    bool operator==(const TeamEvent&) const = default;
};

/// Board `board` (1-based) as the individual tournament it is: the teams' players on that board in the
/// teams' order, that board's games and withdrawals, the event's dates and rules, the boards' tie-breaks.
Tournament boardTournament(const TeamEvent& event, int board);

QString teamCriterionId(TeamCriterion criterion);
std::optional<TeamCriterion> teamCriterionFromId(const QString& id);

} // namespace postmark::tournament
