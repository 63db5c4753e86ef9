// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/carddates.h"

#include <algorithm>

#include "core/support/isodate.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

namespace {

QString isoList(const QList<QDate>& dates)
{
    QStringList texts;
    for (const QDate& date : dates)
        texts.append(isoDate(date));
    return texts.join(u", "_s);
}

std::optional<QDate> earliest(const QList<QDate>& dates)
{
    if (dates.isEmpty())
        return std::nullopt;
    return *std::min_element(dates.begin(), dates.end());
}

std::optional<QDate> latest(const QList<QDate>& dates)
{
    if (dates.isEmpty())
        return std::nullopt;
    return *std::max_element(dates.begin(), dates.end());
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

CardDates resolveCardDates(const Card& card, const DateBounds& bounds, InputProblems& problems)
{
    CardDates dates;
    const auto earliestDeparture = earliest(card.departurePostmarks);
    const auto latestArrival = latest(card.arrivalPostmarks);

    // Send date: the first rule that applies (II.2.2).
    if (card.registered && card.receipt) {
        dates.sent = card.receipt->date;
        dates.sentRule = SendRule::Receipt;
        bool beats = card.senderDate && *card.senderDate != card.receipt->date;
        for (const QDate& postmark : card.departurePostmarks)
            beats |= postmark != card.receipt->date;
        if (beats)
            dates.conflicts.push_back(DateConflict::ReceiptBeatsOtherEvidence);
    } else if (earliestDeparture) {
        dates.sent = earliestDeparture;
        dates.sentRule = SendRule::DeparturePostmark;
        if (card.departurePostmarks.size() > 1)
            dates.conflicts.push_back(DateConflict::SeveralDeparturePostmarks);
        if (card.senderDate && *card.senderDate != *earliestDeparture)
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
    if (latestArrival) {
        dates.received = latestArrival;
        dates.receivedRule = ReceiptRule::ArrivalPostmark;
        if (card.received && *card.received < *latestArrival)
            dates.conflicts.push_back(DateConflict::RecipientDateBeforePostmark);
    } else if (card.received) {
        dates.received = card.received;
        dates.receivedRule = ReceiptRule::RecipientDate;
    }

    // Impossible evidence is an input error (rules §1), named by card and field.
    const auto problem = [&](const QString& key, const QString& text) {
        problems.append({u"card "_s + card.id, key, text});
    };
    if (dates.sent && dates.received && *dates.received < *dates.sent)
        problem(latestArrival ? u"arrival_postmarks"_s : u"received"_s,
            u"%1 is before sent %2"_s.arg(isoDate(*dates.received), isoDate(*dates.sent)));
    if (earliestDeparture) {
        for (const QDate& arrival : card.arrivalPostmarks) {
            if (arrival < *earliestDeparture)
                problem(u"arrival_postmarks"_s,
                    u"%1 is before the departure postmark %2"_s.arg(
                        isoDate(arrival), isoDate(*earliestDeparture)));
        }
    }
    const auto checkRange = [&](const QString& key, const QDate& date) {
        if (date < bounds.earliest)
            problem(key,
                u"%1 is more than a year before the official start %2"_s.arg(
                    isoDate(date), isoDate(bounds.officialStart)));
        else if (bounds.asOf.isValid() && date > bounds.asOf)
            problem(key, u"%1 is after the as-of date %2"_s.arg(isoDate(date), isoDate(bounds.asOf)));
    };
    if (card.senderDate)
        checkRange(u"sender_date"_s, *card.senderDate);
    if (card.receipt)
        checkRange(u"receipt"_s, card.receipt->date);
    for (const QDate& date : card.departurePostmarks)
        checkRange(u"departure_postmarks"_s, date);
    for (const QDate& date : card.arrivalPostmarks)
        checkRange(u"arrival_postmarks"_s, date);
    if (card.received)
        checkRange(u"received"_s, *card.received);
    return dates;
}

Explanation explainSent(const Card& card, const CardDates& dates)
{
    switch (dates.sentRule) {
    case SendRule::Receipt:
        return {u"II.2.2 ¶3"_s,
            u"sent %1 by the registered-mail receipt %2"_s.arg(isoDate(*dates.sent), card.receipt->number)};
    case SendRule::DeparturePostmark:
        return {u"II.2.2 ¶2"_s, u"sent %1 by the departure postmark"_s.arg(isoDate(*dates.sent))};
    case SendRule::SenderDate:
        return {u"II.2.2 ¶5"_s,
            u"sent %1 by the sender's date (no legible postmark)"_s.arg(isoDate(*dates.sent))};
    case SendRule::Unknown:
        break;
    }
    return {u"II.2.2 ¶6"_s, u"send date unknown: to be clarified in the reply"_s};
}

Explanation explainReceived(const Card& card, const CardDates& dates)
{
    Q_UNUSED(card);
    switch (dates.receivedRule) {
    case ReceiptRule::ArrivalPostmark:
        return {u"II.2.2 ¶4"_s, u"received %1 by the arrival postmark"_s.arg(isoDate(*dates.received))};
    case ReceiptRule::RecipientDate:
        return {u"II.2.2 ¶5"_s,
            u"received %1, the recipient's date (no legible postmark)"_s.arg(isoDate(*dates.received))};
    case ReceiptRule::NotReceived:
        break;
    }
    return {u"II.2.2"_s, u"not received yet"_s};
}

QList<Explanation> explainConflicts(const Card& card, const CardDates& dates)
{
    QList<Explanation> explanations;
    for (DateConflict conflict : dates.conflicts) {
        switch (conflict) {
        case DateConflict::ReceiptBeatsOtherEvidence: {
            QStringList beaten;
            if (card.senderDate && *card.senderDate != card.receipt->date)
                beaten.append(u"the written date %1"_s.arg(isoDate(*card.senderDate)));
            for (const QDate& postmark : card.departurePostmarks) {
                if (postmark != card.receipt->date)
                    beaten.append(u"the departure postmark %1"_s.arg(isoDate(postmark)));
            }
            explanations.append({u"II.2.2 ¶3"_s,
                u"the receipt's date %1 beats %2"_s.arg(
                    isoDate(card.receipt->date), beaten.join(u" and "_s))});
            break;
        }
        case DateConflict::RegisteredWithoutReceipt:
            explanations.append(
                {u"II.2.2 ¶3"_s, u"sent registered, but the receipt's number and date are not recorded"_s});
            break;
        case DateConflict::SeveralDeparturePostmarks:
            explanations.append({u"II.2.2 ¶4"_s,
                u"departure postmarks %1: the earliest, %2, counts for the sender"_s.arg(
                    isoList(card.departurePostmarks), isoDate(*dates.sent))});
            break;
        case DateConflict::WrittenDateDiffersFromPostmark:
            explanations.append({u"II.2.2 ¶2"_s,
                u"the written date %1 differs from the departure postmark %2; the postmark counts"_s.arg(
                    isoDate(*card.senderDate), isoDate(*dates.sent))});
            break;
        case DateConflict::RecipientDateBeforePostmark:
            explanations.append({u"II.2.2 ¶4"_s,
                u"the recipient's date %1 is earlier than the arrival postmark %2; the postmark counts"_s.arg(
                    isoDate(*card.received), isoDate(*dates.received))});
            break;
        case DateConflict::SendDateUnknown:
            explanations.append(explainSent(card, dates));
            break;
        }
    }
    return explanations;
}

} // namespace postmark::ledger
