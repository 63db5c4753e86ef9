// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/timeusage.h"

namespace postmark::desk {

QList<PeriodUsage> timeUsage(const ledger::Ledger& ledger, ledger::Color player)
{
    const int movesPerControl = ledger.rules.movesPerControl;
    QList<PeriodUsage> periods;
    const auto periodOf = [&](int move) {
        return (std::max(move, 1) + movesPerControl - 1) / movesPerControl;
    };
    const auto at = [&](int period) -> PeriodUsage& {
        while (periods.size() < period) {
            PeriodUsage next;
            next.period = static_cast<int>(periods.size()) + 1;
            next.limit = ledger.rules.daysPerControl * next.period;
            next.firstMove = (next.period - 1) * movesPerControl + 1;
            next.lastMove = next.period * movesPerControl;
            next.total = periods.isEmpty() ? 0 : periods.last().total;
            next.open = !periods.isEmpty() && periods.last().open; // the totals run on from period to period
            periods.append(next);
        }
        return periods[period - 1];
    };
    for (const ledger::MoveRow& row : ledger.rows) {
        if (row.player != player)
            continue;
        PeriodUsage& usage = at(periodOf(row.number));
        usage.total = row.total;
        usage.penalty += row.penalty;
        usage.open = usage.open || row.open;
    }
    if (ledger.running && ledger.running->player == player) {
        PeriodUsage& usage = at(periodOf(ledger.running->moveNumber));
        usage.total = ledger.running->total;
        usage.running = true;
        usage.runningDays = ledger.running->days;
        usage.clock = ledger.suspended       ? PeriodUsage::Clock::StoppedByClaim
            : ledger.running->waitingForPost ? PeriodUsage::Clock::WaitsForCard
                                             : PeriodUsage::Clock::Runs;
    }
    if (periods.isEmpty())
        at(1);
    return periods;
}

} // namespace postmark::desk
