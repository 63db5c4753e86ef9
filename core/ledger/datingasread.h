// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Rules §1 (II.2.2) for a game whose cards can be dated one by one, just ahead of the card being read: every
// card a move card, none stating a date of receipt, none with an impossible date, each player's cards
// arriving in the order of the file and after every send date looked up so far. Then each card is first
// read while the card before it is worked on, not in a walk of its own that only waits for memory. Anything
// else stops the walk (dateAsRead() is false), and the game is done again with every card dated first.
// Inline, in ledger.cpp: it is done for every card.

#include "core/ledger/ledgerbuilder.h"

namespace postmark::ledger::detail {

inline void LedgerBuilder::startDatingAsRead()
{
    const std::size_t count = std::size_t(m_game.cards.size());
    m_ledger.cardDates.reserve(count);
    m_cardState.assign(count, CardState{});
    for (auto& list : m_receivedFrom)
        list.reserve(count);
}

/// Dates card `i`, the next not dated, as prepareReplies() would have it after resolveDates(); false when
/// the game needs every card dated first.
[[gnu::always_inline]] inline bool LedgerBuilder::dateAsRead(int i, const DateBounds& bounds)
{
    constexpr int cardsAhead = 4; // the memory of a card is asked for this many cards before it is dated
    prefetchCard(i + cardsAhead);
    const Card& each = card(i);
    // A repeat or a query changes what an earlier card's state is (prepareReplies()); a stated date of
    // receipt dates an earlier card (resolveDates()).
    if (each.kind != CardKind::Move || each.statesReceived)
        return false;
    // The card's move and its repetition of the partner's lie elsewhere on the heap, read two cards from now.
    if (each.move)
        __builtin_prefetch(each.move->constData());
    __builtin_prefetch(each.repetition.constData());
    const qsizetype problemsBefore = m_problems.size();
    CardDates& resolved = m_ledger.cardDates.emplace_back();
    resolveCardDates(each, bounds, m_problems, resolved);
    if (m_problems.size() != problemsBefore)
        return false; // named in the order of the cards, before any other problem
    CardState& state = m_cardState[std::size_t(i)];
    state.copyOf = i;
    if (resolved.received) {
        state.receiptOfCopies = resolved.received;
        const qint64 day = resolved.received->toJulianDay();
        // Out of order, it would have been sorted; received by a send date already looked up to, it would
        // have been found for that card.
        if (!listReceipt(i, day) || day <= m_latestLookup[index(each.from)])
            return false;
    }
    // Before any warning the reading of the card may add: a card's warnings read as when every card is
    // dated first (explainCardWarnings() takes each card's own, in order).
    warnIfLongTransit(i);
    m_dated = i + 1;
    return true;
}

} // namespace postmark::ledger::detail
