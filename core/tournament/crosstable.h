// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QList>
#include <QMap>

#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// One player's result in one game, after the withdrawal decisions (II.8.1) are applied.
struct CrosstableCell
{
    enum class State
    {
        Self, ///< the diagonal
        NotPaired, ///< no game between the two in the file
        InProgress,
        AwaitingAdjudication, ///< unfinished, the opponent or the player withdrew: "adjudicate"
        NotCounted, ///< excluded by a withdrawal decision: counts for neither player
        Cancelled, ///< the game is annulled (V.8.1): counts for neither player
        /// A result reported, its game record not yet received (II.9.1); or a withdrawal's "loss" whose game
        /// text the judge has not had yet (II.8.2): not counted yet
        AwaitingRecord,
        Scored,
    };
    State state = State::NotPaired;
    double points = 0; ///< this player's points, when Scored (or those it will have: AwaitingRecord)
    bool bothLost = false; ///< II.9.3 0-0
    std::optional<ResultHow> how; ///< when Scored; withdrawal_loss when a "loss" decision scored it
    /// Scored by applying a withdrawal "loss" decision, or awaiting the game's text to be (II.8.2)
    bool byWithdrawal = false;
};

/// Whether `cell` awaits the game's text after a withdrawal's "loss" (II.8.2, III.8.2) rather than a
/// reported result's record (II.9.1): derived from the decision or recorded so by the judge.
bool awaitsWithdrawnGameText(const CrosstableCell& cell, const Tournament& event);

/// What a withdrawal's "loss" gives game `game` while the judge awaits its text (II.8.2, III.8.2): the
/// partner's win by withdrawal, known since the withdrawal's date — what the judge records, with the day the
/// text came, once it has. None for a game that does not await one (its result recorded, no such decision, a
/// team board's or a server's event).
std::optional<TournamentGame> withdrawalLossAwaitingText(const Tournament& event, int game);

/// The withdrawal that decides game `game` for the player who left it (II.8.1): of its two players'
/// withdrawals the earlier one (the later finds the game no longer in play, unless it counts none of that
/// player's games, V.8.2); both alike when they withdrew on the same day. Nothing when neither withdrew.
QList<Withdrawal> withdrawalsDeciding(const Tournament& event, int game);

struct Standing
{
    int player = 0; ///< index into Tournament::players
    std::optional<int> rank; ///< absent for a player excluded with all games (exclude_all)
    bool sharedRank = false; ///< still tied after every tie-break
    /// False while no game of the event is scored: nobody has a place or a tie-break to show yet (an event
    /// just made showed «1=» for all to helper-59); the rank and the values stay for whoever ranks by them.
    bool placed = true;
    double points = 0;
    int gamesScored = 0;
    /// Each tie-break's value; head-to-head only for a player still tied when it was applied (it has no
    /// value for the others: their tie, if any, was broken before).
    QMap<TieBreak, double> tiebreaks;
};

/// What one player has against one opponent: a cell for each game between them (two in a double round
/// robin), the games the player had White first, as ICCF prints them; a single Self cell on the diagonal;
/// a single NotPaired cell where the two do not meet.
using Meeting = QList<CrosstableCell>;

/// The state a meeting shows as a whole: Scored when every game is; else the first game's that is not.
CrosstableCell::State meetingState(const Meeting& meeting);

struct Crosstable
{
    QList<TieBreak> order;
    QList<Standing> standings; ///< ranked order; excluded players last
    /// cells[i][j]: player i (starting order) against player j
    QList<QList<Meeting>> cells;
    /// For each game of the event (in its order): White's cell and Black's.
    QList<QPair<CrosstableCell, CrosstableCell>> games;
};

/// Ranks by points, then each tie-break in the configured order; players equal on all share the
/// rank. Every game between two players counts (both of a double round robin). Wins counts games won;
/// Sonneborn–Berger adds, per game, the points scored in it times the opponent's final points; head-to-head
/// is the points scored against the others still tied at that stage; Koya is the points scored against the
/// opponents with at least half of a full score (the number of ranked players less one).
Crosstable computeCrosstable(const Tournament& event);

} // namespace postmark::tournament
