// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QList>
#include <QMap>

#include "core/tournament/crosstable.h"
#include "core/tournament/teamevent.h"

namespace postmark::tournament {

/// What one team has against another over every board.
struct TeamMeeting
{
    double boardPoints = 0; ///< the games scored for this team against the other
    int finishedGames = 0; ///< games between the two teams that count (scored)
    int games = 0; ///< games between the two teams in the event, cancelled and excluded ones left out
    /// Once every game between the two counts: this team's match points for the match.
    std::optional<double> matchPoints;
};

struct TeamStanding
{
    int team = 0; ///< index into TeamEvent::teams
    std::optional<int> rank;
    bool sharedRank = false; ///< still tied after every criterion
    double boardPoints = 0;
    double matchPoints = 0;
    int finishedGames = 0;
    int remainingGames = 0; ///< in progress, awaiting adjudication or a record
    /// Board points won less board points lost (ICCF's "+/-").
    double plusMinus = 0;
    /// Board points as a share of the finished games, in whole per cent cut down, not rounded (58.33 →
    /// 58), as ICCF prints it; 0 before any game finishes.
    int percent = 0;
    /// Head-to-head's value, only for a team still tied when it was applied.
    std::optional<double> headToHead;
};

struct TeamTable
{
    QList<TeamCriterion> ranking;
    QList<TeamStanding> standings; ///< ranked order
    /// meetings[i][j]: team i against team j (starting order); the diagonal is empty.
    QList<QList<TeamMeeting>> meetings;
    /// Each board's own crosstable, board 1 first (players in the teams' order).
    QList<Crosstable> boards;
};

/// Ranks the teams by the event's criteria in order; teams equal on all share the rank. Every board's
/// games count, after its withdrawal decisions (II.8.1), exactly as the board's own crosstable counts
/// them.
TeamTable computeTeamTable(const TeamEvent& event);

/// Whether any match of the team `team` (its starting index) is over, every game between the two teams
/// counting: until then its match points are none yet, not 0 (helper-53 read «0» against both teams of an
/// unfinished match as a result).
bool hasFinishedMatch(const TeamTable& table, int team);

} // namespace postmark::tournament
