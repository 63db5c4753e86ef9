// SPDX-License-Identifier: GPL-3.0-or-later
// Thinking time (II.4.4–II.4.7, II.7.4): which of the partner's cards a card answers, and the days from its
// receipt to the reply's sending, less leave and excused days.
#include <algorithm>

#include "core/ledger/ledgerbuilder.h"
#include "core/ledger/ledgerexplain.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

namespace {

MessageCode sendRuleWord(SendRule rule)
{
    switch (rule) {
    case SendRule::Receipt:
        return MessageCode::SendRuleReceipt;
    case SendRule::DeparturePostmark:
        return MessageCode::SendRuleDeparturePostmark;
    case SendRule::SenderDate:
        return MessageCode::SendRuleSenderDate;
    case SendRule::Unknown:
        break;
    }
    return MessageCode::SendRuleUnknown;
}

MessageCode receiptRuleWord(ReceiptRule rule)
{
    switch (rule) {
    case ReceiptRule::ArrivalPostmark:
        return MessageCode::ReceiptRuleArrivalPostmark;
    case ReceiptRule::RecipientDate:
        return MessageCode::ReceiptRuleRecipientDate;
    case ReceiptRule::NotReceived:
        break;
    }
    return MessageCode::ReceiptRuleNotReceived;
}

/// "→ sent 2017-03-05 (card w2, departure postmark)", after where the period began.
Message sentEvidence(const GameFile& game, const Ledger& ledger, int card, const Message& from)
{
    const CardDates& dates = ledger.cardDates[std::size_t(card)];
    const Message sent = dates.sent ? say(MessageCode::Verbatim, *dates.sent) : say(MessageCode::UnknownDate);
    return say(
        MessageCode::PeriodToSent, from, sent, CardRef{game.cards[card].id}, sendRuleWord(dates.sentRule));
}

Message receivedEvidence(const GameFile& game, const Ledger& ledger, int card, const QDate& used)
{
    const CardDates& dates = ledger.cardDates[std::size_t(card)];
    const bool earliestCopy = dates.received && *dates.received != used;
    return say(MessageCode::PeriodFromReceipt,
        used,
        CardRef{game.cards[card].id},
        receiptRuleWord(dates.receivedRule),
        earliestCopy ? say(MessageCode::EarliestCopyToArrive) : Message{});
}

} // namespace

namespace detail {

void LedgerBuilder::prepareReplies()
{
    const int count = int(m_game.cards.size());
    // A repeat and its original are one postal message: the partner's time runs from whichever copy
    // arrived first (rules §2, repeats). A query for an illegible move makes that move illegible. One walk
    // of the cards finds both; a second, only when there is a repeat, the earliest receipt of each message.
    m_cardState.assign(std::size_t(count), CardState{});
    bool anyRepeat = false;
    for (int i = 0; i < count; ++i) {
        m_cardState[std::size_t(i)].copyOf = i;
        const Card& each = card(i);
        if (each.kind == CardKind::Repeat) {
            const int original = cardIndex(each.repeats);
            if (original >= 0) {
                m_cardState[std::size_t(i)].copyOf = original;
                anyRepeat = true;
            }
        } else if (each.kind == CardKind::Query && each.reason == QueryReason::Illegible) {
            const int queried = cardIndex(each.about);
            if (queried >= 0)
                m_cardState[std::size_t(queried)].illegibleByQuery = true;
        }
    }
    if (anyRepeat) {
        std::vector<std::optional<QDate>> earliest(static_cast<std::size_t>(count));
        for (int i = 0; i < count; ++i) {
            const auto& received = dates(i).received;
            auto& slot = earliest[std::size_t(m_cardState[std::size_t(i)].copyOf)];
            if (received && (!slot || *received < *slot))
                slot = received;
        }
        for (int i = 0; i < count; ++i)
            m_cardState[std::size_t(i)].receiptOfCopies =
                earliest[std::size_t(m_cardState[std::size_t(i)].copyOf)];
    }
    // Each player's cards by the day they arrived. Cards nearly always arrive in the order they went: sorted
    // already, then nothing to sort (a stable sort would still allocate its buffer).
    for (auto& list : m_receivedFrom)
        list.reserve(std::size_t(count));
    std::array<bool, 2> sorted{true, true};
    for (int i = 0; i < count; ++i) {
        auto& receipt = m_cardState[std::size_t(i)].receiptOfCopies;
        if (!anyRepeat) // every card its own message: its own receipt
            receipt = dates(i).received;
        if (!receipt)
            continue;
        const int side = index(card(i).from);
        sorted[side] = listReceipt(i, receipt->toJulianDay()) && sorted[side];
    }
    const auto byReceipt = [](const auto& a, const auto& b) {
        return a.first < b.first;
    };
    for (int side : {0, 1}) {
        if (!sorted[side])
            std::stable_sort(m_receivedFrom[side].begin(), m_receivedFrom[side].end(), byReceipt);
    }
}

int LedgerBuilder::findAnsweredCard(int i) const
{
    const Card& sent = card(i);
    if (!sent.repliesTo.isEmpty())
        return cardIndex(sent.repliesTo);
    // The default: the partner's latest card received before this one was sent.
    const auto& received = m_receivedFrom[index(opposite(sent.from))];
    const auto& sentDate = dates(i).sent;
    int best = -1;
    if (sentDate) {
        const qint64 limit = sentDate->toJulianDay();
        // The cards are asked for in file order and a player's send dates mostly grow: the end found for
        // the previous card is walked forward, and searched for again only when the date went back.
        const int side = index(opposite(sent.from));
        std::size_t& cursor = m_receivedCursor[side];
        if (limit < m_receivedCursorDay[side]) {
            cursor = std::size_t(std::upper_bound(received.begin(),
                                     received.end(),
                                     limit,
                                     [](qint64 value, const auto& entry) { return value < entry.first; })
                - received.begin());
        } else {
            while (cursor < received.size() && received[cursor].first <= limit)
                ++cursor;
        }
        m_receivedCursorDay[side] = limit;
        m_latestLookup[side] = std::max(m_latestLookup[side], limit);
        const auto end = received.begin() + std::ptrdiff_t(cursor);
        if (end != received.begin()) {
            // Of the cards received by then, those of the latest day, the last in the file — before this one:
            // a card after it carries a later move (it answers this one), whatever day it came (helper-61's
            // next card, entered as received the day his reply went, was taken as the card it answered).
            std::optional<qint64> day;
            for (auto it = std::prev(end);; --it) {
                if (day && it->first != *day)
                    break;
                if (it->second < i) {
                    day = it->first;
                    best = std::max(best, it->second);
                }
                if (it == received.begin())
                    break;
            }
        }
        // The partner's latest card before this one in the file, sent no later, but with no day of receipt
        // known (the receiver's card did not state it, II.3.7): it is the card answered — an earlier one's
        // receipt would count its days in the post (II.4.3), the start date all of them. Its time stays
        // open until the receipt is entered (book()).
        for (int j = i - 1; j > best; --j) {
            if (card(j).from == sent.from)
                continue;
            if (!m_cardState[std::size_t(j)].receiptOfCopies
                && (!dates(j).sent || dates(j).sent->toJulianDay() <= limit))
                return j;
            break;
        }
    } else {
        for (const auto& entry : received) {
            if (entry.second < i)
                best = entry.second; // the send date is unknown: the latest earlier card received
        }
        // … unless the partner's latest card before it in the file has no day of receipt known: that is the
        // card answered, as above (a game imported from its moves alone, the day the reply came entered
        // since: it answered the card before it, not the start).
        for (int j = i - 1; j > best; --j) {
            if (card(j).from == sent.from)
                continue;
            if (!m_cardState[std::size_t(j)].receiptOfCopies)
                return j;
            break;
        }
    }
    return best;
}

void LedgerBuilder::refuseSentBeforeReceipt(int cardIndex, const QDate& sent, const QDate& from, int answered)
{
    problem(cardIndex,
        u"replies_to"_s,
        say(MessageCode::SentBeforeReceiptOfAnswered, sent, from, CardRef{card(answered).id}));
}

} // namespace detail

Explanation explainBooking(const GameFile& game, const Ledger& ledger, const TimeBooking& booking)
{
    Message from;
    if (booking.answeredCard >= 0 && booking.from != ledger.startDates[static_cast<int>(booking.player)])
        from = receivedEvidence(game, ledger, booking.answeredCard, booking.from);
    else
        from = say(
            booking.startNoticeLate ? MessageCode::PeriodFromStartLateNotice : MessageCode::PeriodFromStart,
            booking.from);
    const rules::RuleSet& rules = ledger.rules;
    if (booking.receiptUnknown)
        return {rules::clause(rules, rules::Rule::StatedFacts),
            say(MessageCode::BookingOpenReceiptUnknown,
                say(MessageCode::PlayersMove, colorWord(booking.player), booking.moveNumber),
                CardRef{game.cards[booking.answeredCard].id},
                rules::clause(rules, rules::Rule::StatedFacts))};
    const Message period = sentEvidence(game, ledger, booking.card, from);
    if (!booking.to)
        return {u"II.2.2 ¶6"_s, say(MessageCode::BookingOpen, period)};

    QList<Message> arithmetic{say(MessageCode::DayCount, booking.calendarDays)};
    if (booking.leaveDays)
        arithmetic.append(say(MessageCode::LessLeaveDays,
            booking.leaveDays,
            rules::clause(rules, rules::Rule::LeaveNotCounted)));
    if (booking.excusedDays)
        arithmetic.append(say(MessageCode::LessExcusedDays,
            booking.excusedDays,
            rules::clause(rules,
                booking.basis == BookingBasis::WrongRepetitionAnswer
                    ? rules::Rule::WrongRepetitionAnswerExcused
                    : booking.basis == BookingBasis::RepeatAnswer ? rules::Rule::RepeatAnswerExcused
                                                                  : rules::Rule::QueryExcused)));
    if (booking.doubledDays)
        arithmetic.append(
            say(MessageCode::PlusDoubledDays, booking.doubledDays, *ledger.rules.doubleAfterDays));
    if (booking.leaveDays || booking.excusedDays || booking.doubledDays)
        arithmetic.append(say(MessageCode::EqualsDays, booking.days));
    const Message sum = joined(arithmetic);

    const Message who = say(MessageCode::PlayersMove, colorWord(booking.player), booking.moveNumber);
    const auto clause = [&](rules::Rule rule) {
        return rules::clause(rules, rule);
    };
    switch (booking.basis) {
    case BookingBasis::FirstMove:
        return {clause(rules::Rule::OfficialStart), say(MessageCode::BookingOnMove, who, period, sum)};
    case BookingBasis::Reply:
        return {clause(rules::Rule::ThinkingTime), say(MessageCode::BookingOnMove, who, period, sum)};
    case BookingBasis::VariantReceiver:
        return {clause(rules::Rule::Variant), say(MessageCode::BookingVariantReceiver, who, period, sum)};
    case BookingBasis::Replacement:
        return {clause(rules::Rule::Replacement), say(MessageCode::BookingReplacement, who, period, sum)};
    case BookingBasis::QueryDelay:
        return {rules::has(rules, rules::Rule::QueryExcused) ? clause(rules::Rule::QueryExcused)
                                                             : clause(rules::Rule::ThinkingTime),
            say(MessageCode::BookingQueryDelay,
                who,
                CardRef{game.cards[booking.answeredCard].id},
                period,
                sum)};
    case BookingBasis::RepeatAnswer:
        return {rules::has(rules, rules::Rule::RepeatAnswerExcused) ? clause(rules::Rule::RepeatAnswerExcused)
                                                                    : clause(rules::Rule::ThinkingTime),
            say(MessageCode::BookingRepeatAnswer, who, period, sum)};
    case BookingBasis::WrongRepetitionAnswer:
        return {clause(rules::Rule::WrongRepetitionAnswerExcused),
            say(MessageCode::BookingWrongRepetitionAnswer,
                who,
                CardRef{game.cards[booking.answeredCard].id},
                period,
                sum)};
    }
    return {};
}

} // namespace postmark::ledger
