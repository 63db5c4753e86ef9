// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documents/gamefacts.h"

#include "core/chess/movenumbers.h"
#include "core/ledger/ledgerexplain.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

CardFacts cardFacts(const ledger::GameFile& game, const ledger::Ledger& ledger, int card)
{
    CardFacts facts;
    facts.sent = ledger.cardDates[std::size_t(card)].sent;
    for (const ledger::TimeBooking& booking : ledger.bookings) {
        if (booking.card != card || booking.answeredCard < 0)
            continue;
        facts.partnerSent = ledger.cardDates[std::size_t(booking.answeredCard)].sent;
        // Its receipt not known, the day is not: not the start date the period would otherwise begin on.
        facts.partnerReceived = booking.receiptUnknown ? std::nullopt : std::optional(booking.from);
    }
    // The totals as they stand once this card is sent: every row up to its move.
    std::array<int, 2> totals{};
    std::optional<QStringList> moveTexts; // written only for the card's own move
    for (std::size_t r = 0; r < ledger.rows.size(); ++r) {
        const ledger::MoveRow& row = ledger.rows[r];
        if (row.card < 0 || row.card > card)
            continue; // a move made later, or one still in progress
        totals[static_cast<int>(row.player)] = row.total;
        (row.player == ledger::Color::White ? facts.whiteTotalOpen : facts.blackTotalOpen) |= row.open;
        if (row.card == card && row.move && !row.insideVariant) {
            if (!moveTexts)
                moveTexts = ledger::rowMoveTexts(game, ledger);
            facts.moveNumber = row.number;
            facts.mover = row.player;
            facts.moveText = chess::numberedPlies({(*moveTexts)[qsizetype(r)]}, row.number, row.player);
        }
    }
    facts.whiteTotal = totals[0];
    facts.blackTotal = totals[1];
    return facts;
}

Error notApplicable(const Message& why)
{
    return Error{ErrorCode::DocumentNotApplicable, why};
}

QString competitionOf(const ledger::GameFile& game)
{
    return game.event.index.isEmpty() ? game.event.name : game.event.name + u", "_s + game.event.index;
}

} // namespace postmark::documents
