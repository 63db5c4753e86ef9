// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/chess/notation.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"
#include "core/pgn/pgngame.h"
#include "core/support/result.h"

namespace postmark::ledger {

/// A game file from a PGN game: one card per main-line move (in SAN, repeating the partner's last move),
/// sent on the move's {[%ccsnt]} date when the PGN has one. PGN carries no postal evidence beyond that:
/// receipt dates stay unknown, so the ledger shows those moves open rather than guessing.
/// Errors: a game with an illegal move, or without a start date (the Date tag's year, else the UTCDate
/// tag's, else a send date). What was assumed for the start (a month or day the tag leaves unknown taken as
/// the first, the UTCDate tag used), and that the file's comments, variations and NAGs are not kept, are
/// added to `notes`, for the user to be told.
/// The cards' moves are written in `notation` (the game's own): a player writes his cards in his notation,
/// whatever the PGN file's (PGN's is San).
Result<GameFile> gameFileFromPgn(const pgn::PgnGame& game,
    QList<Message>* notes = nullptr,
    chess::Notation notation = chess::Notation::San);

/// The PGN of a game: the seven-tag roster from the event and players, [Mode "PM"], and each move's send
/// date as {[%ccsnt YYYY.MM.DD]}.
pgn::PgnGame pgnFromGameFile(const GameFile& game, const Ledger& ledger);

} // namespace postmark::ledger
