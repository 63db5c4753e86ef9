// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The days booked on a move (II.4.4–II.4.7, II.7.4): from the receipt of the card answered (or the start) to
// the send date of the reply, less leave and excused days. Inline, in the files that read move cards,
// repeats and queries: it is done for nearly every card, and a call was a tenth of a card's own work.

#include "core/ledger/ledgerbuilder.h"

namespace postmark::ledger::detail {

inline int LedgerBuilder::book(int cardIndex,
    Color player,
    int moveNumber,
    int answered,
    BookingBasis basis,
    bool excuse,
    const QDate* periodStart)
{
    const rules::RuleSet& rules = m_ledger.rules;
    // Filled in place (the bookings are reserved for every card): a booking is some eighty bytes.
    TimeBooking& booking = m_ledger.bookings.emplace_back();
    booking.player = player;
    booking.moveNumber = moveNumber;
    booking.card = cardIndex;
    booking.answeredCard = answered;
    booking.basis = basis;
    booking.to = dates(cardIndex).sent;
    const QDate start = m_ledger.startDates[index(player)];
    QDate from = start;
    if (periodStart)
        from = std::max(start, *periodStart);
    else if (answered >= 0 && m_cardState[std::size_t(answered)].receiptOfCopies)
        from = std::max(start, *m_cardState[std::size_t(answered)].receiptOfCopies);
    else if (answered >= 0)
        booking.receiptUnknown = true;
    booking.from = from;
    booking.startNoticeLate = from == start && start != m_game.event.start;
    if (booking.to && !booking.receiptUnknown) {
        if (*booking.to < from) {
            if (answered >= 0 && from != start)
                refuseSentBeforeReceipt(cardIndex, *booking.to, from, answered);
            booking.to = from;
        }
        // The counting rule (rules §2): days d with from < d <= sent, not a granted leave day.
        booking.calendarDays = int(booking.to->toJulianDay() - from.toJulianDay()); // daysTo() is a call
        booking.leaveDays = m_leaves.leaveDaysBetween(player, from, *booking.to);
        int counted = booking.calendarDays - booking.leaveDays;
        if (excuse) {
            booking.excusedDays = std::min(counted, rules.excusedDays);
            counted -= booking.excusedDays;
        }
        if (rules.doubleAfterDays && counted > *rules.doubleAfterDays) {
            booking.doubledDays = counted - *rules.doubleAfterDays;
            counted += booking.doubledDays;
        }
        booking.days = counted;
    }
    MoveRow& target = row(player, moveNumber);
    target.days += booking.days;
    target.open |= !booking.to || booking.receiptUnknown;
    m_runningTotal[index(player)] += booking.days;
    return booking.days;
}

} // namespace postmark::ledger::detail
