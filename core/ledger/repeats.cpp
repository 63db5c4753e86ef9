// SPDX-License-Identifier: GPL-3.0-or-later
// Repeats and queries: a repeat is no thinking period (rules §2); answering the partner's repeat with one's
// own and querying an impossible move are excused up to three days (II.4.7, III.4.8); a late repeat that
// delayed the game adds the delay (II.4.11, III.4.9).
#include "core/ledger/booking.h"
#include "core/ledger/ledgerbuilder.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger::detail {

void LedgerBuilder::processRepeat(int i)
{
    const Card& repeat = card(i);
    const Color player = repeat.from;
    const int original = cardIndex(repeat.repeats);
    if (original < 0)
        return;
    const int number = m_cardState[std::size_t(original)].moveOfCard > 0
        ? m_cardState[std::size_t(original)].moveOfCard
        : moveInProgress(player);
    m_cardState[std::size_t(i)].moveOfCard = number;

    // Answering the partner's repeat by repeating one's own move: up to the excused days not counted
    // (II.4.7; section III has no such excuse, III.4.8). The delay runs from the arrival of that repeat
    // itself, which told the player the move was lost.
    const int answered = answeredCard(i);
    if (answered >= 0 && card(answered).kind == CardKind::Repeat && dates(original).sent
        && dates(answered).received && *dates(answered).received >= *dates(original).sent) {
        book(i,
            player,
            number,
            answered,
            BookingBasis::RepeatAnswer,
            applies(rules::Rule::RepeatAnswerExcused),
            &*dates(answered).received);
        return;
    }

    const auto& originalSent = dates(original).sent;
    const auto& repeatSent = dates(i).sent;
    if (!originalSent || !repeatSent || !applies(rules::Rule::LateRepeat))
        return;
    int leaveDays = 0;
    const QDate due =
        extendByLeave(opposite(player), *originalSent, m_ledger.rules.repeatAfterDays, leaveDays);
    if (*repeatSent > due && gameDelayedByLoss(original, i))
        penalizeLateRepeat(i, original, due);
}

bool LedgerBuilder::gameDelayedByLoss(int original, int repeat) const
{
    // II.4.11 «що призвело до затримки гри»: the repeat delayed the game when it was the copy that got
    // through, because the original was lost (no receipt evidence) — or because the partner's reply to the
    // original went astray, so that only the repeat set the game going again.
    // Decision (the rules model is silent): a reply went astray when the partner's card answering the
    // original went before the repeat arrived and has no receipt of its own; its own repeat arriving
    // later does not undo the delay.
    if (!dates(repeat).received)
        return false;
    if (dates(original).receivedRule == ReceiptRule::NotReceived)
        return true;
    const Color partner = opposite(card(original).from);
    for (int j = 0; j < int(m_game.cards.size()); ++j) {
        if (card(j).from != partner || card(j).kind == CardKind::Repeat)
            continue;
        const int answered = answeredCard(j);
        // A reply that went before the repeat arrived and never arrived itself; one sent after the repeat
        // came answers the repeat and may simply still be in the post.
        if (answered >= 0 && m_cardState[std::size_t(answered)].copyOf == original
            && dates(j).receivedRule == ReceiptRule::NotReceived && dates(j).sent
            && *dates(j).sent < *dates(repeat).received)
            return true;
    }
    return false;
}

void LedgerBuilder::processQuery(int i)
{
    const Card& query = card(i);
    const int queried = cardIndex(query.about);
    if (queried < 0)
        return;
    const Color partner = opposite(query.from);
    if (!m_awaitingReplacement[index(partner)] && query.reason == QueryReason::Impossible)
        cardWarning(i,
            rules::clause(m_ledger.rules, rules::Rule::Replacement),
            say(MessageCode::QueryUnfounded, CardRef{card(queried).id}));
    const int number = moveInProgress(query.from);
    m_cardState[std::size_t(i)].moveOfCard = number;
    book(i, query.from, number, queried, BookingBasis::QueryDelay, applies(rules::Rule::QueryExcused));
}

} // namespace postmark::ledger::detail
