// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <initializer_list>

#include "core/documents/document.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"
#include "core/support/result.h"

namespace postmark::desk {

/// The documents a player prints for a game.
enum class GameDocument
{
    None, ///< nothing of mine to print yet
    Postcard, ///< my last move card (II.3.7)
    Repeat, ///< the registered repeat of my last card (II.5.1)
    Query, ///< the query about the partner's impossible or illegible move (II.3.12)
    Claim, ///< my forfeit-claim packet (II.6.2)
    Objection, ///< my objection to the partner's claim (II.6.4)
    Record, ///< the game record for the judge (II.9.2)
    Adjudication, ///< the adjudication packet at the event's end (II.9.5)
    Envelope, ///< the address label of the last card's envelope
    Leave, ///< the notice of the first leave in the game (II.7.2)
};

/// The document the game calls for from `me` now, in this order: the record of a finished game; my
/// objection to the partner's claim (nothing while my own claim is with the judge); the query my partner's
/// impossible move needs; my claim packet when the partner has overstepped; the adjudication packet of a
/// game unfinished at the event's end; the repeat of my card once the reply is overdue; the postcard of
/// the reply I have just composed (my last card, dated today). None when nothing is mine to post now.
GameDocument dueDocument(const ledger::GameFile& game, const ledger::Ledger& ledger, ledger::Color me);

/// The index of the last card of one of `kinds` sent by `from`, or -1.
int lastCardOf(
    const ledger::GameFile& game, ledger::Color from, std::initializer_list<ledger::CardKind> kinds);

/// The document of that kind from `me` for the game, or why it does not apply (DocumentNotApplicable): the
/// move card and its repeat are of my last move card (the repeat only while the partner has not answered
/// it), the query is about the partner's last move, the envelope is of my last card, the claim is mine
/// against the partner's overstep, the objection mine against the partner's claim, the adjudication packet
/// and the leave notice mine.
Result<documents::Document> gameDocument(GameDocument kind,
    const ledger::GameFile& game,
    const ledger::Ledger& ledger,
    ledger::Color me,
    documents::Language language);

} // namespace postmark::desk
