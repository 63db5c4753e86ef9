// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <span>

#include "core/chess/position.h"

namespace postmark::chess {

/// Why a draw may be claimed, or is automatic.
enum class DrawReason
{
    InsufficientMaterial, ///< no sequence of legal moves can mate (FIDE 5.2.2)
    FiftyMoves, ///< 50 moves by each side without a pawn move or capture (FIDE 9.3)
    ThreefoldRepetition, ///< the same position for the third time (FIDE 9.2)
};

/// The draw the side to move in `history.back()` may claim, if any. `history` holds every position of the
/// game from the start (or the set-up position) to now, in order.
std::optional<DrawReason> claimableDraw(std::span<const Position> history);

/// How often the last position of `history` has occurred in it (the current one included).
int repetitionCount(std::span<const Position> history);

} // namespace postmark::chess
