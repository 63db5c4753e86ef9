// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/gameanalysis.h"
#include "core/pgn/pgngame.h"

namespace postmark::analysis {

/// The game's PGN with the player's analysis in it: each variation as PGN's alternative to the move it
/// replaces, nested as played, each comment after its move. A continuation after the game's last move has
/// no move to stand for: it is written as an alternative to the last move that plays that move again, as
/// the chess programs that read PGN expect. `game` is the game's PGN (ledger::pgnFromGameFile); its moves
/// are the analysis's main line.
pgn::PgnGame withAnalysis(pgn::PgnGame game, const GameAnalysis& analysis);

/// The main line the analysis of `game` hangs on: its start and its moves.
MainLineMoves mainLineOf(const pgn::PgnGame& game);

} // namespace postmark::analysis
