// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "core/chess/types.h"

namespace postmark::chess {

/// A move as the board sees it: from, to and the promotion piece. Castling is the king's two-square move
/// (as in ICCF numeric notation), en passant is the pawn's diagonal move to the empty square.
struct Move
{
    std::int8_t from = 0;
    std::int8_t to = 0;
    std::optional<PieceType> promotion;

    bool operator==(const Move&) const = default;
};

constexpr Move makeMove(Square from, Square to, std::optional<PieceType> promotion = std::nullopt)
{
    return Move{static_cast<std::int8_t>(from), static_cast<std::int8_t>(to), promotion};
}

} // namespace postmark::chess
