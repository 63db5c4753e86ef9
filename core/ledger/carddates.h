// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

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
/// The game file's key of the evidence a send date was taken from (receipt, departure_postmarks,
/// sender_date), so that a problem names both fields.
QString sentEvidenceKey(SendRule rule);

/// A disagreement in a card's evidence: shown, not hidden (II.2.2). The card holds the dates involved.
enum class DateConflict : std::uint8_t
{
    ReceiptBeatsOtherEvidence, ///< the receipt's date differs from the written date or a postmark (¶3)
    RegisteredWithoutReceipt, ///< sent registered, but the receipt is not recorded (¶3)
    SeveralDeparturePostmarks, ///< the earliest counts for the sender (¶4)
    WrittenDateDiffersFromPostmark, ///< the postmark counts (¶2)
    RecipientDateBeforePostmark, ///< the postmark counts (¶4)
    SendDateUnknown, ///< to be clarified in the reply (¶6)
    SeveralArrivalPostmarks, ///< the latest counts for the recipient (¶4)
};

/// The conflicts of one card, in the order found: at most one of each kind, kept inline so that resolving
/// a card's dates allocates nothing.
class DateConflicts
{
public:
    void push_back(DateConflict conflict) { m_items[m_count++] = conflict; }
    const DateConflict* begin() const { return m_items.data(); }
    const DateConflict* end() const { return m_items.data() + m_count; }
    bool empty() const { return m_count == 0; }
    std::size_t size() const { return m_count; }

private:
    std::array<DateConflict, 7> m_items{};
    std::uint8_t m_count = 0;
};

/// A card's resolved dates, the rule behind each, and every conflict in its evidence. Facts only: the
/// words come from explainSent(), explainReceived() and explainConflicts(), when someone reads them.
struct CardDates
{
    std::optional<QDate> sent;
    SendRule sentRule = SendRule::Unknown;
    std::optional<QDate> received;
    ReceiptRule receivedRule = ReceiptRule::NotReceived;
    DateConflicts conflicts;
};

Explanation explainSent(const Card& card, const CardDates& dates);
Explanation explainReceived(const Card& card, const CardDates& dates);
QList<Explanation> explainConflicts(const Card& card, const CardDates& dates);

/// The dates a card's evidence may carry: from a year before the official start to the as-of date.
struct DateBounds
{
    DateBounds(const QDate& start, const QDate& asOfDate)
        : officialStart(start)
        , earliest(start.addYears(-1))
        , asOf(asOfDate)
    {}
    QDate officialStart;
    QDate earliest;
    QDate asOf;
};

/// Resolves a card's send and receipt dates from its evidence (rules §1). Impossible evidence — received
/// before sent, an arrival postmark before a departure postmark, a date outside `bounds` — is added to
/// `problems`, naming the card and the field.
CardDates resolveCardDates(const Card& card, const DateBounds& bounds, InputProblems& problems);
/// The same, into `dates` (a CardDates as made by default): the ledger dates every card into its place, as a
/// copy of a CardDates just made is read back wide before its narrow fields are stored, a stall a card.
void resolveCardDates(const Card& card, const DateBounds& bounds, InputProblems& problems, CardDates& dates);

/// Whether nothing of the card's post is dated: no date written, no postmark, no receipt, no day it came (a
/// card of a game imported from its moves alone).
bool postUndated(const Card& card);

/// The first card after card `index` from the other side that answers it — a move or a query, which its
/// sender wrote only with the card in hand; a repeat says the card it waited for did not come (II.5.1) — or
/// -1. The card answered came, whatever its dates say.
int answeringCard(const GameFile& game, int index);

} // namespace postmark::ledger
