// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/archive/gamerepository.h"
#include "core/storage/cachedstate.h"
#include "core/storage/cardrows.h"

/// A line of the games list read from its row, the same way by both archives (internal to the storage
/// library): the columns SELECT g.id, g.event_name, g.event_index, w.name, b.name, s.plies, s.white_total,
/// s.black_total, s.to_move, s.status, s.days_left, s.next_due, s.next_kind.
namespace postmark::storage::gamerows {

/// `stateText(column)` reads the columns that name a state (to_move, status, next_kind): SQLite's archive
/// pools those few words rather than making each one again.
template<typename Row, typename StateText>
archive::GameSummary summaryOf(Row& row, const StateText& stateText)
{
    archive::GameSummary summary;
    summary.id = row.integer(0);
    summary.event = row.text(1);
    summary.index = row.text(2);
    summary.white = row.text(3);
    summary.black = row.text(4);
    summary.plies = int(row.integer(5));
    summary.whiteTotal = int(row.integer(6));
    summary.blackTotal = int(row.integer(7));
    summary.toMove = colorOf(stateText(8));
    summary.status = statusOfColumn(stateText(9));
    if (!row.isNull(10))
        summary.daysLeft = int(row.integer(10));
    summary.nextDue = row.date(11);
    summary.nextDeadline = deadlineKindOfColumn(stateText(12));
    return summary;
}

} // namespace postmark::storage::gamerows
