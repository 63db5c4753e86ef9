// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QString>

#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"
#include "core/support/errors.h"

namespace postmark::documents {

/// What a card says about time (II.3.7), taken from the ledger.
struct CardFacts
{
    std::optional<QDate> partnerSent; ///< the send date of the partner's card this one answers
    std::optional<QDate> partnerReceived; ///< when that card was received
    std::optional<QDate> sent; ///< this card's send date
    int whiteTotal = 0; ///< both totals after this card
    int blackTotal = 0;
    /// A total with a move whose days are not known (its card undated, or the receipt of the card it answers
    /// unknown, II.2.2 ¶6, II.3.7): at least the figure; the card says so rather than state it as the total.
    bool whiteTotalOpen = false;
    bool blackTotalOpen = false;
    QString moveText; ///< the card's move in the game's notation, if it made one
    int moveNumber = 0; ///< that move's number, 0 when it made none
    ledger::Color mover = ledger::Color::White; ///< and whose move it is
};

CardFacts cardFacts(const ledger::GameFile& game, const ledger::Ledger& ledger, int card);

/// "XI Кубок України …, UKR/C11/SF1"
QString competitionOf(const ledger::GameFile& game);

/// Why a document cannot be made for a game (no overstep to claim, no leave to announce, …).
Error notApplicable(const Message& why);

} // namespace postmark::documents
