// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/carddates.h"

#include <algorithm>
#include <limits>

#include "core/support/isodate.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

namespace {

Message dateList(const Postmarks& dates)
{
    QList<Message> parts;
    for (const QDate& date : dates)
        parts.append(say(MessageCode::Verbatim, date));
    return joined(parts, MessageCode::JoinComma);
}

} // namespace

QString sendRuleName(SendRule rule)
{
    switch (rule) {
    case SendRule::Receipt:
        return u"receipt"_s;
    case SendRule::DeparturePostmark:
        return u"departure_postmark"_s;
    case SendRule::SenderDate:
        return u"sender_date"_s;
    case SendRule::Unknown:
        return u"unknown"_s;
    }
    return {};
}

QString receiptRuleName(ReceiptRule rule)
{
    switch (rule) {
    case ReceiptRule::ArrivalPostmark:
        return u"arrival_postmark"_s;
    case ReceiptRule::RecipientDate:
        return u"recipient_date"_s;
    case ReceiptRule::NotReceived:
        return u"not_received"_s;
    }
    return {};
}

QString sentEvidenceKey(SendRule rule)
{
    switch (rule) {
    case SendRule::Receipt:
        return u"receipt"_s;
    case SendRule::DeparturePostmark:
        return u"departure_postmarks"_s;
    case SendRule::SenderDate:
    case SendRule::Unknown:
        break;
    }
    return u"sender_date"_s;
}

namespace {

/// The earliest and the latest of some dates, as day numbers: each list of postmarks is walked once.
struct DaySpan
{
    qint64 first = std::numeric_limits<qint64>::max();
    qint64 last = std::numeric_limits<qint64>::min();

    void add(qint64 day)
    {
        first = std::min(first, day);
        last = std::max(last, day);
    }
    bool empty() const { return first > last; }
};

[[gnu::always_inline]] inline DaySpan spanOf(const Postmarks& dates)
{
    DaySpan span;
    for (const QDate& date : dates)
        span.add(date.toJulianDay());
    return span;
}

/// What resolveCardDates() found of a card's dates, for naming the impossible ones.
struct DateChecks
{
    DaySpan departures;
    bool sentBeforeReceived = true;
    bool arrivedAfterDeparture = true;
    /// The recipient's own date not before the send date, even where an arrival postmark decides the receipt:
    /// a card cannot reach its reader before it went (helper-76 saved 24.11 for a card postmarked 26.11).
    bool sentBeforeRecipientDate = true;
};

/// Names each impossible date of a card (rules §1), card and field: out of line, as a card with one is rare.
[[gnu::cold]] [[gnu::noinline]] void reportImpossibleDates(const Card& card,
    const DateBounds& bounds,
    InputProblems& problems,
    const CardDates& dates,
    const DateChecks& checks)
{
    const bool bounded = bounds.asOf.isValid();
    // Impossible evidence is an input error (rules §1), named by card and field.
    const auto problem = [&](const QString& key, const Message& what) {
        problems.append({say(MessageCode::WhereCard, CardRef{card.id}), key, what});
    };
    if (!checks.sentBeforeReceived)
        problem(card.arrivalPostmarks.isEmpty() ? u"received"_s : u"arrival_postmarks"_s,
            say(MessageCode::ReceivedBeforeSent,
                *dates.received,
                *dates.sent,
                say(MessageCode::FieldKey, sentEvidenceKey(dates.sentRule))));
    if (!checks.sentBeforeRecipientDate)
        problem(u"received"_s,
            say(MessageCode::ReceivedBeforeSent,
                *card.received,
                *dates.sent,
                say(MessageCode::FieldKey, sentEvidenceKey(dates.sentRule))));
    if (!checks.arrivedAfterDeparture) {
        const QDate earliestDeparture = QDate::fromJulianDay(checks.departures.first);
        for (const QDate& arrival : card.arrivalPostmarks) {
            if (arrival < earliestDeparture)
                problem(u"arrival_postmarks"_s,
                    say(MessageCode::ArrivalBeforeDeparture, arrival, earliestDeparture));
        }
    }

    // The bounds, each field only when one is out.
    const auto inRange = [&](const QDate& date) {
        return date >= bounds.earliest && (!bounded || date <= bounds.asOf);
    };
    const auto outOfRange = [&](const char16_t* key, const QDate& date) {
        if (date < bounds.earliest)
            problem(
                QString::fromUtf16(key), say(MessageCode::DateLongBeforeStart, date, bounds.officialStart));
        else
            problem(QString::fromUtf16(key), say(MessageCode::DateAfterAsOf, date, bounds.asOf));
    };
    if (card.senderDate && !inRange(*card.senderDate))
        outOfRange(u"sender_date", *card.senderDate);
    if (card.receipt && !inRange(card.receipt->date))
        outOfRange(u"receipt", card.receipt->date);
    for (const QDate& date : card.departurePostmarks) {
        if (!inRange(date))
            outOfRange(u"departure_postmarks", date);
    }
    for (const QDate& date : card.arrivalPostmarks) {
        if (!inRange(date))
            outOfRange(u"arrival_postmarks", date);
    }
    if (card.received && !inRange(*card.received))
        outOfRange(u"received", *card.received);
}

} // namespace

CardDates resolveCardDates(const Card& card, const DateBounds& bounds, InputProblems& problems)
{
    CardDates dates;
    resolveCardDates(card, bounds, problems, dates);
    return dates;
}

void resolveCardDates(const Card& card, const DateBounds& bounds, InputProblems& problems, CardDates& dates)
{
    // Every card of every game is dated here: each list of postmarks walked once for its earliest and latest
    // day, and one test for the bounds of all the card's dates before any field is looked at one by one.
    const DaySpan departures = spanOf(card.departurePostmarks);
    const DaySpan arrivals = spanOf(card.arrivalPostmarks);

    // Send date: the first rule that applies (II.2.2).
    if (card.registered && card.receipt) {
        const qint64 receipt = card.receipt->date.toJulianDay();
        dates.sent = card.receipt->date;
        dates.sentRule = SendRule::Receipt;
        const bool beats = (card.senderDate && card.senderDate->toJulianDay() != receipt)
            || (!departures.empty() && (departures.first != receipt || departures.last != receipt));
        if (beats)
            dates.conflicts.push_back(DateConflict::ReceiptBeatsOtherEvidence);
    } else if (!departures.empty()) {
        dates.sent = QDate::fromJulianDay(departures.first);
        dates.sentRule = SendRule::DeparturePostmark;
        if (card.departurePostmarks.size() > 1)
            dates.conflicts.push_back(DateConflict::SeveralDeparturePostmarks);
        if (card.senderDate && card.senderDate->toJulianDay() != departures.first)
            dates.conflicts.push_back(DateConflict::WrittenDateDiffersFromPostmark);
    } else if (card.senderDate) {
        dates.sent = card.senderDate;
        dates.sentRule = SendRule::SenderDate;
    } else {
        dates.sentRule = SendRule::Unknown;
        dates.conflicts.push_back(DateConflict::SendDateUnknown);
    }
    if (card.registered && !card.receipt)
        dates.conflicts.push_back(DateConflict::RegisteredWithoutReceipt);

    // Receipt date: the first rule that applies.
    if (!arrivals.empty()) {
        dates.received = QDate::fromJulianDay(arrivals.last);
        dates.receivedRule = ReceiptRule::ArrivalPostmark;
        if (card.arrivalPostmarks.size() > 1)
            dates.conflicts.push_back(DateConflict::SeveralArrivalPostmarks);
        if (card.received && card.received->toJulianDay() < arrivals.last)
            dates.conflicts.push_back(DateConflict::RecipientDateBeforePostmark);
    } else if (card.received) {
        dates.received = card.received;
        dates.receivedRule = ReceiptRule::RecipientDate;
    }

    // The card's earliest and latest date, for the bounds.
    DaySpan all = departures;
    if (!arrivals.empty()) {
        all.add(arrivals.first);
        all.add(arrivals.last);
    }
    if (card.senderDate)
        all.add(card.senderDate->toJulianDay());
    if (card.receipt)
        all.add(card.receipt->date.toJulianDay());
    if (card.received)
        all.add(card.received->toJulianDay());
    const DateChecks checks{departures,
        !dates.sent || !dates.received || *dates.received >= *dates.sent,
        departures.empty() || arrivals.empty() || arrivals.first >= departures.first,
        // Without an arrival postmark the recipient's date is the receipt, checked just above.
        arrivals.empty() || !card.received || !dates.sent || *card.received >= *dates.sent};
    if (checks.sentBeforeReceived && checks.arrivedAfterDeparture && checks.sentBeforeRecipientDate
        && all.first >= bounds.earliest.toJulianDay()
        && (!bounds.asOf.isValid() || all.last <= bounds.asOf.toJulianDay()))
        return; // nearly every card: nothing impossible
    reportImpossibleDates(card, bounds, problems, dates, checks);
}

Explanation explainSent(const Card& card, const CardDates& dates)
{
    switch (dates.sentRule) {
    case SendRule::Receipt:
        return {u"II.2.2 ¶3"_s, say(MessageCode::SentByReceipt, *dates.sent, card.receipt->number)};
    case SendRule::DeparturePostmark:
        return {u"II.2.2 ¶2"_s, say(MessageCode::SentByDeparturePostmark, *dates.sent)};
    case SendRule::SenderDate:
        return {u"II.2.2 ¶5"_s, say(MessageCode::SentBySenderDate, *dates.sent)};
    case SendRule::Unknown:
        break;
    }
    return {u"II.2.2 ¶6"_s, say(MessageCode::SendDateUnknown)};
}

Explanation explainReceived(const Card& card, const CardDates& dates)
{
    Q_UNUSED(card);
    switch (dates.receivedRule) {
    case ReceiptRule::ArrivalPostmark:
        return {u"II.2.2 ¶4"_s, say(MessageCode::ReceivedByArrivalPostmark, *dates.received)};
    case ReceiptRule::RecipientDate:
        return {u"II.2.2 ¶5"_s, say(MessageCode::ReceivedByRecipientDate, *dates.received)};
    case ReceiptRule::NotReceived:
        break;
    }
    return {u"II.2.2"_s, say(MessageCode::NotReceivedYet)};
}

QList<Explanation> explainConflicts(const Card& card, const CardDates& dates)
{
    QList<Explanation> explanations;
    for (DateConflict conflict : dates.conflicts) {
        switch (conflict) {
        case DateConflict::ReceiptBeatsOtherEvidence: {
            QList<Message> beaten;
            if (card.senderDate && *card.senderDate != card.receipt->date)
                beaten.append(say(MessageCode::BeatenWrittenDate, *card.senderDate));
            for (const QDate& postmark : card.departurePostmarks) {
                if (postmark != card.receipt->date)
                    beaten.append(say(MessageCode::BeatenDeparturePostmark, postmark));
            }
            explanations.append({u"II.2.2 ¶3"_s,
                say(MessageCode::ReceiptDateBeats,
                    card.receipt->date,
                    joined(beaten, MessageCode::JoinAnd))});
            break;
        }
        case DateConflict::RegisteredWithoutReceipt:
            explanations.append({u"II.2.2 ¶3"_s, say(MessageCode::RegisteredWithoutReceipt)});
            break;
        case DateConflict::SeveralDeparturePostmarks:
            explanations.append({u"II.2.2 ¶4"_s,
                say(MessageCode::EarliestDeparturePostmarkCounts,
                    dateList(card.departurePostmarks),
                    *dates.sent)});
            break;
        case DateConflict::SeveralArrivalPostmarks:
            explanations.append({u"II.2.2 ¶4"_s,
                say(MessageCode::LatestArrivalPostmarkCounts,
                    dateList(card.arrivalPostmarks),
                    *dates.received)});
            break;
        case DateConflict::WrittenDateDiffersFromPostmark:
            explanations.append({u"II.2.2 ¶2"_s,
                say(MessageCode::WrittenDateDiffersFromPostmark, *card.senderDate, *dates.sent)});
            break;
        case DateConflict::RecipientDateBeforePostmark:
            explanations.append({u"II.2.2 ¶4"_s,
                say(MessageCode::RecipientDateBeforePostmark, *card.received, *dates.received)});
            break;
        case DateConflict::SendDateUnknown:
            explanations.append(explainSent(card, dates));
            break;
        }
    }
    return explanations;
}

int answeringCard(const GameFile& game, int index)
{
    for (int later = index + 1; later < int(game.cards.size()); ++later) {
        const Card& card = game.cards[later];
        if (card.from != game.cards[index].from && card.kind != CardKind::Repeat)
            return later;
    }
    return -1;
}

bool postUndated(const Card& card)
{
    return !card.senderDate && card.departurePostmarks.isEmpty() && !card.receipt && !card.received
        && card.arrivalPostmarks.isEmpty();
}

} // namespace postmark::ledger
