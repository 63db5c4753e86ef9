// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QString>
#include <QStringView>

#include "core/chess/move.h"
#include "core/chess/position.h"

namespace postmark::chess {

/// A move in the coordinates chess engines speak (UCI): from, to and the promotion piece — e2e4, e1g1 for
/// castling, e7e8q. Also how the archive keeps a player's analysis: the same whatever notation is chosen.
QString uciMove(const Move& move);
/// Whether `text` has the shape of such a move (four or five characters: e2e4, a7a8n).
bool looksLikeUciMove(QStringView text);
/// A move written so, if it is legal in `position`.
std::optional<Move> moveFromUci(const Position& position, QStringView text);

} // namespace postmark::chess
