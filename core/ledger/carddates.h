// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QList>
#include <QString>

#include "core/ledger/explanation.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/inputproblem.h"

namespace postmark::ledger {

/// Which evidence decided a card's send date (rules §1, II.2.2).
enum class SendRule
{
    Receipt, ///< the registered-mail receipt's date (¶3)
    DeparturePostmark, ///< the earliest legible departure postmark (¶2, ¶4)
    SenderDate, ///< the date written by the sender (¶5)
    Unknown, ///< none: to be clarified in the reply (¶6)
};

/// Which evidence decided a card's receipt date.
enum class ReceiptRule
{
    ArrivalPostmark, ///< the latest legible arrival postmark (¶4)
    RecipientDate, ///< the recipient's date (¶5)
    NotReceived,
};

QString sendRuleName(SendRule rule); ///< receipt, departure_postmark, sender_date, unknown
QString receiptRuleName(ReceiptRule rule); ///< arrival_postmark, recipient_date, not_received

/// A card's resolved dates, the rule behind each, and every conflict in its evidence.
struct CardDates
{
    std::optional<QDate> sent;
    SendRule sentRule = SendRule::Unknown;
    std::optional<QDate> received;
    ReceiptRule receivedRule = ReceiptRule::NotReceived;
    QList<Explanation> warnings; ///< conflicts shown, not hidden (II.2.2)
    Explanation sentWhy;
    Explanation receivedWhy;
};

/// Resolves a card's send and receipt dates from its evidence (rules §1). Impossible evidence — received
/// before sent, an arrival postmark before a departure postmark, a date more than a year before the
/// official start or after `asOf` — is added to `problems`, naming the card and the field.
CardDates resolveCardDates(
    const Card& card, const QDate& officialStart, const QDate& asOf, InputProblems& problems);

} // namespace postmark::ledger
