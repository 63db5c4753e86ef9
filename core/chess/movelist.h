// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>

#include "core/chess/move.h"

namespace postmark::chess {

/// The legal moves of one position, without a heap allocation (no position has more than 218).
class MoveList
{
public:
    static constexpr std::size_t Capacity = 256;

    void push(Move move) { m_moves[m_size++] = move; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Move& operator[](std::size_t index) const { return m_moves[index]; }
    const Move* begin() const { return m_moves.data(); }
    const Move* end() const { return m_moves.data() + m_size; }
    bool contains(const Move& move) const
    {
        for (const Move& candidate : *this) {
            if (candidate == move)
                return true;
        }
        return false;
    }

private:
    std::array<Move, Capacity> m_moves;
    std::size_t m_size = 0;
};

} // namespace postmark::chess
