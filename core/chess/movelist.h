// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <new>
#include <type_traits>

#include "core/chess/move.h"

namespace postmark::chess {

/// The moves of one position, without a heap allocation (no position has more than 218 legal moves).
/// The storage is left uninitialised until a move is pushed: lists are made at every node of a search
/// and at every move read from a file, and initialising 256 moves each time showed in the profile.
class MoveList
{
public:
    static constexpr std::size_t Capacity = 256;

    MoveList() = default;
    MoveList(const MoveList& other)
        : m_size(other.m_size)
    {
        for (std::size_t index = 0; index < m_size; ++index)
            new (&m_storage[index * sizeof(Move)]) Move(other[index]);
    }
    MoveList& operator=(const MoveList& other)
    {
        m_size = other.m_size;
        for (std::size_t index = 0; index < m_size; ++index)
            new (&m_storage[index * sizeof(Move)]) Move(other[index]);
        return *this;
    }

    void push(Move move) { new (&m_storage[m_size++ * sizeof(Move)]) Move(move); }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Move& operator[](std::size_t index) const { return begin()[index]; }
    const Move* begin() const { return std::launder(reinterpret_cast<const Move*>(m_storage)); }
    const Move* end() const { return begin() + m_size; }
    bool contains(const Move& move) const
    {
        for (const Move& candidate : *this) {
            if (candidate == move)
                return true;
        }
        return false;
    }

private:
    alignas(Move) unsigned char m_storage[Capacity * sizeof(Move)];
    std::size_t m_size = 0;
};

static_assert(std::is_trivially_destructible_v<Move>, "MoveList never destroys its moves");

} // namespace postmark::chess
