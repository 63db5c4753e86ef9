// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/chess/notation.h"
#include "core/pgn/pgngame.h"

namespace postmark::pgn {

struct PgnWriteOptions
{
    /// PGN's own notation is SAN; the others serve `postmark-cli convert`.
    chess::Notation notation = chess::Notation::San;
    /// A paper-mail game: writes [Mode "PM"].
    bool postal = false;
};

/// Writes one game in PGN export format: the seven-tag roster first, in order, the other tags after it in
/// ASCII order, SetUp and FEN for a set-up start, movetext lines shorter than 80 characters, each move's
/// send date as {[%ccsnt YYYY.MM.DD]}, and a blank line after the game.
QString writePgn(const PgnGame& game, const PgnWriteOptions& options = {});

/// Only the movetext, wrapped as in writePgn().
QString writeMovetext(const PgnGame& game, const PgnWriteOptions& options = {});

} // namespace postmark::pgn
