// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chess/drawclaims.h"

namespace postmark::chess {

int repetitionCount(std::span<const Position> history)
{
    if (history.empty())
        return 0;
    const Position& current = history.back();
    int count = 0;
    // A position can only recur since the last capture or pawn move, which the half-move clock counts.
    const std::size_t reach = std::min<std::size_t>(history.size(), std::size_t(current.halfmoveClock()) + 1);
    for (std::size_t back = 0; back < reach; back += 2) {
        if (history[history.size() - 1 - back].key() == current.key())
            ++count;
    }
    return count;
}

std::optional<DrawReason> claimableDraw(std::span<const Position> history)
{
    if (history.empty())
        return std::nullopt;
    const Position& current = history.back();
    if (current.hasInsufficientMaterial())
        return DrawReason::InsufficientMaterial;
    if (repetitionCount(history) >= 3)
        return DrawReason::ThreefoldRepetition;
    if (current.halfmoveClock() >= 100 && !current.isCheckmate())
        return DrawReason::FiftyMoves;
    return std::nullopt;
}

} // namespace postmark::chess
