// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include "core/chess/position.h"

namespace postmark::chess {

/// The number of leaf nodes of the legal-move tree `depth` plies deep: the standard check of a move
/// generator against published counts.
std::uint64_t perft(const Position& position, int depth);

} // namespace postmark::chess
