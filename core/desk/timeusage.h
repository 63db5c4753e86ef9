// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include "core/ledger/ledger.h"

namespace postmark::desk {

/// One control period of one player (II.4.3): the cumulative total at its end against its limit.
struct PeriodUsage
{
    int period = 1; ///< 1 for moves 1–10, 2 for 11–20, …
    int firstMove = 1; ///< the period's moves, e.g. 11–20
    int lastMove = 10;
    int limit = 0; ///< days allowed up to the end of this period, cumulative
    int total = 0; ///< the player's total at the period's last move made (or now, while it runs)
    int penalty = 0; ///< penalty days booked on this period's moves
    bool running = false; ///< the period in progress, its total with the running days
    int runningDays =
        0; ///< of `total`, the days of the move in progress (as they count: doubled on a server)
    /// Whether days run on the move in progress now (of the period in progress only): the partner's card not
    /// yet received stops nothing but starts nothing either (II.4.4); a claim with the judge stops the clock
    /// from its date (II.6.6).
    enum class Clock
    {
        Runs,
        WaitsForCard,
        StoppedByClaim
    };
    Clock clock = Clock::Runs;
    /// Days of a move up to this period not known — its card undated (II.2.2 ¶6), or the day the card it
    /// answers was received not known (II.3.7): `total` is at least what the cards date.
    bool open = false;
    bool over() const { return total > limit; }

    bool operator==(const PeriodUsage&) const = default;
};

/// The player's time per control period, as the game form shows it: each period's total against its
/// limit, the period in progress with the days running now.
QList<PeriodUsage> timeUsage(const ledger::Ledger& ledger, ledger::Color player);

} // namespace postmark::desk
