// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QList>
#include <QMap>

#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// One player's result against one opponent, after the withdrawal decisions (II.8.1) are applied.
struct CrosstableCell
{
    enum class State
    {
        Self, ///< the diagonal
        NotPaired, ///< no game between the two in the file
        InProgress,
        AwaitingAdjudication, ///< unfinished, the opponent or the player withdrew: "adjudicate"
        NotCounted, ///< excluded by a withdrawal decision: counts for neither player
        Scored,
    };
    State state = State::NotPaired;
    double points = 0; ///< this player's points, when Scored
    bool bothLost = false; ///< II.9.3 0-0
    std::optional<ResultHow> how; ///< when Scored; withdrawal_loss when a "loss" decision scored it
    bool byWithdrawal = false; ///< Scored by applying a withdrawal "loss" decision
};

struct Standing
{
    int player = 0; ///< index into Tournament::players
    std::optional<int> rank; ///< absent for a player excluded with all games (exclude_all)
    bool sharedRank = false; ///< still tied after every tie-break
    double points = 0;
    int gamesScored = 0;
    QMap<TieBreak, double> tiebreaks;
};

struct Crosstable
{
    QList<TieBreak> order;
    QList<Standing> standings; ///< ranked order; excluded players last
    /// cells[i][j]: player i (starting order) against player j
    QList<QList<CrosstableCell>> cells;
};

/// Ranks by points, then each tie-break in the configured order; players equal on all share the
/// rank. Wins counts games won; Sonneborn–Berger adds, per opponent, the points scored against them
/// times their final points; head-to-head is the points scored against the others still tied at
/// that stage; Koya is the points scored against the opponents with at least half of a full score
/// (the number of ranked players less one).
Crosstable computeCrosstable(const Tournament& event);

} // namespace postmark::tournament
