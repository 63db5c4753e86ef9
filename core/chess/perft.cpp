// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chess/perft.h"

namespace postmark::chess {

std::uint64_t perft(const Position& position, int depth)
{
    if (depth == 0)
        return 1;
    const MoveList moves = position.legalMoves();
    if (depth == 1)
        return moves.size();
    std::uint64_t nodes = 0;
    for (const Move& move : moves)
        nodes += perft(position.after(move), depth - 1);
    return nodes;
}

} // namespace postmark::chess
