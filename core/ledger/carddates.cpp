// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/carddates.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace postmark::ledger {

namespace {

QString iso(const QDate& date)
{
    return date.toString(Qt::ISODate);
}

QString isoList(const QList<QDate>& dates)
{
    QStringList texts;
    for (const QDate& date : dates)
        texts.append(iso(date));
    return texts.join(u", "_s);
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

CardDates resolveCardDates(
    const Card& card, const QDate& officialStart, const QDate& asOf, InputProblems& problems)
{
    CardDates dates;
    const QString where = u"card "_s + card.id;
    const auto earliestDeparture = card.departurePostmarks.isEmpty()
        ? std::optional<QDate>()
        : std::optional(*std::min_element(card.departurePostmarks.begin(), card.departurePostmarks.end()));
    const auto latestArrival = card.arrivalPostmarks.isEmpty()
        ? std::optional<QDate>()
        : std::optional(*std::max_element(card.arrivalPostmarks.begin(), card.arrivalPostmarks.end()));

    // Send date: the first rule that applies (II.2.2).
    if (card.registered && card.receipt) {
        dates.sent = card.receipt->date;
        dates.sentRule = SendRule::Receipt;
        dates.sentWhy = {u"II.2.2 ¶3"_s,
            u"sent %1 by the registered-mail receipt %2"_s.arg(
                iso(card.receipt->date), card.receipt->number)};
        QStringList beaten;
        if (card.senderDate && *card.senderDate != card.receipt->date)
            beaten.append(u"the written date %1"_s.arg(iso(*card.senderDate)));
        for (const QDate& postmark : card.departurePostmarks) {
            if (postmark != card.receipt->date)
                beaten.append(u"the departure postmark %1"_s.arg(iso(postmark)));
        }
        if (!beaten.isEmpty())
            dates.warnings.append({u"II.2.2 ¶3"_s,
                u"the receipt's date %1 beats %2"_s.arg(iso(card.receipt->date), beaten.join(u" and "_s))});
    } else if (earliestDeparture) {
        dates.sent = earliestDeparture;
        dates.sentRule = SendRule::DeparturePostmark;
        dates.sentWhy = {u"II.2.2 ¶2"_s, u"sent %1 by the departure postmark"_s.arg(iso(*earliestDeparture))};
        if (card.departurePostmarks.size() > 1)
            dates.warnings.append({u"II.2.2 ¶4"_s,
                u"departure postmarks %1: the earliest, %2, counts for the sender"_s.arg(
                    isoList(card.departurePostmarks), iso(*earliestDeparture))});
        if (card.senderDate && *card.senderDate != *earliestDeparture)
            dates.warnings.append({u"II.2.2 ¶2"_s,
                u"the written date %1 differs from the departure postmark %2; the postmark counts"_s.arg(
                    iso(*card.senderDate), iso(*earliestDeparture))});
    } else if (card.senderDate) {
        dates.sent = card.senderDate;
        dates.sentRule = SendRule::SenderDate;
        dates.sentWhy = {u"II.2.2 ¶5"_s,
            u"sent %1 by the sender's date (no legible postmark)"_s.arg(iso(*card.senderDate))};
    } else {
        dates.sentRule = SendRule::Unknown;
        dates.sentWhy = {u"II.2.2 ¶6"_s, u"send date unknown: to be clarified in the reply"_s};
        dates.warnings.append(dates.sentWhy);
    }
    if (card.registered && !card.receipt)
        dates.warnings.append(
            {u"II.2.2 ¶3"_s, u"sent registered, but the receipt's number and date are not recorded"_s});

    // Receipt date: the first rule that applies.
    if (latestArrival) {
        dates.received = latestArrival;
        dates.receivedRule = ReceiptRule::ArrivalPostmark;
        dates.receivedWhy = {
            u"II.2.2 ¶4"_s, u"received %1 by the arrival postmark"_s.arg(iso(*latestArrival))};
        if (card.received && *card.received < *latestArrival)
            dates.warnings.append({u"II.2.2 ¶4"_s,
                u"the recipient's date %1 is earlier than the arrival postmark %2; the postmark counts"_s.arg(
                    iso(*card.received), iso(*latestArrival))});
    } else if (card.received) {
        dates.received = card.received;
        dates.receivedRule = ReceiptRule::RecipientDate;
        dates.receivedWhy = {u"II.2.2 ¶5"_s,
            u"received %1, the recipient's date (no legible postmark)"_s.arg(iso(*card.received))};
    } else {
        dates.receivedRule = ReceiptRule::NotReceived;
        dates.receivedWhy = {u"II.2.2"_s, u"not received yet"_s};
    }

    // Impossible evidence is an input error (rules §1).
    if (dates.sent && dates.received && *dates.received < *dates.sent)
        problems.append({where,
            latestArrival ? u"arrival_postmarks"_s : u"received"_s,
            u"%1 is before sent %2"_s.arg(iso(*dates.received), iso(*dates.sent))});
    if (earliestDeparture && latestArrival) {
        for (const QDate& arrival : card.arrivalPostmarks) {
            if (arrival < *earliestDeparture)
                problems.append({where,
                    u"arrival_postmarks"_s,
                    u"%1 is before the departure postmark %2"_s.arg(iso(arrival), iso(*earliestDeparture))});
        }
    }
    const QDate earliestPossible = officialStart.addYears(-1);
    const auto checkRange = [&](const QString& key, const QDate& date) {
        if (date < earliestPossible)
            problems.append({where,
                key,
                u"%1 is more than a year before the official start %2"_s.arg(iso(date), iso(officialStart))});
        else if (asOf.isValid() && date > asOf)
            problems.append({where, key, u"%1 is after the as-of date %2"_s.arg(iso(date), iso(asOf))});
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

} // namespace postmark::ledger
