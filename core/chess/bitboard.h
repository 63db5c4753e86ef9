// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "core/chess/types.h"

namespace postmark::chess {

/// One bit per square, bit n = square n.
using Bitboard = std::uint64_t;

constexpr Bitboard bit(Square square)
{
    return Bitboard{1} << square;
}
constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard Rank1 = 0xFFULL;
constexpr Bitboard Rank8 = Rank1 << 56;

inline Square lowestSquare(Bitboard board)
{
    return std::countr_zero(board);
}
inline Square popLowest(Bitboard& board)
{
    const Square square = std::countr_zero(board);
    board &= board - 1;
    return square;
}

namespace detail {

constexpr bool onBoard(int file, int rank)
{
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

constexpr std::array<Bitboard, 64> leaperTable(const int (&deltas)[8][2])
{
    std::array<Bitboard, 64> table{};
    for (Square square = 0; square < 64; ++square) {
        for (const auto& delta : deltas) {
            const int file = fileOf(square) + delta[0];
            const int rank = rankOf(square) + delta[1];
            if (onBoard(file, rank))
                table[square] |= bit(makeSquare(file, rank));
        }
    }
    return table;
}

constexpr int KnightDeltas[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int KingDeltas[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

/// The eight ray directions; the first four run towards higher square numbers.
enum Direction
{
    North,
    East,
    NorthEast,
    NorthWest,
    South,
    West,
    SouthWest,
    SouthEast,
    DirectionCount
};
constexpr int DirectionDeltas[DirectionCount][2] = {
    {0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}};

constexpr std::array<std::array<Bitboard, 64>, DirectionCount> rayTable()
{
    std::array<std::array<Bitboard, 64>, DirectionCount> table{};
    for (int direction = 0; direction < DirectionCount; ++direction) {
        for (Square square = 0; square < 64; ++square) {
            int file = fileOf(square) + DirectionDeltas[direction][0];
            int rank = rankOf(square) + DirectionDeltas[direction][1];
            while (onBoard(file, rank)) {
                table[direction][square] |= bit(makeSquare(file, rank));
                file += DirectionDeltas[direction][0];
                rank += DirectionDeltas[direction][1];
            }
        }
    }
    return table;
}

constexpr std::array<std::array<Bitboard, 64>, 2> pawnAttackTable()
{
    std::array<std::array<Bitboard, 64>, 2> table{};
    for (Square square = 0; square < 64; ++square) {
        for (int side = 0; side < 2; ++side) {
            const int rank = rankOf(square) + (side == 0 ? 1 : -1);
            for (int df : {-1, 1}) {
                const int file = fileOf(square) + df;
                if (onBoard(file, rank))
                    table[side][square] |= bit(makeSquare(file, rank));
            }
        }
    }
    return table;
}

inline constexpr std::array<Bitboard, 64> KnightAttacks = leaperTable(KnightDeltas);
inline constexpr std::array<Bitboard, 64> KingAttacks = leaperTable(KingDeltas);
inline constexpr auto Rays = rayTable();
inline constexpr auto PawnAttacks = pawnAttackTable();

// rayAttacks() relies on it: the directions before South raise the square's index, the rest lower it, and
// no ray leaves h8 upwards or a1 downwards.
static_assert([] {
    for (int direction = 0; direction < DirectionCount; ++direction) {
        if (Rays[direction][direction < South ? 63 : 0] != 0)
            return false;
    }
    return true;
}());

// The classical ray approach: the ray is cut behind its first blocker. Without a branch: the square at the
// ray's far corner (h8 for rays that climb, a1 for rays that fall) is taken as a blocker too, and no ray
// leaves it in that direction — a blocker found or not was a branch mispredicted on every other ray.
template<int direction>
inline Bitboard rayAttacks(Square square, Bitboard occupied)
{
    const Bitboard attacks = Rays[direction][square];
    if constexpr (direction < South) {
        const Bitboard blockers = (attacks & occupied) | bit(63);
        return attacks ^ Rays[direction][std::countr_zero(blockers)];
    } else {
        const Bitboard blockers = (attacks & occupied) | bit(0);
        return attacks ^ Rays[direction][63 - std::countl_zero(blockers)];
    }
}

} // namespace detail

inline Bitboard knightAttacks(Square square)
{
    return detail::KnightAttacks[square];
}
inline Bitboard kingAttacks(Square square)
{
    return detail::KingAttacks[square];
}
/// Squares a pawn of `color` on `square` attacks.
inline Bitboard pawnAttacks(Color color, Square square)
{
    return detail::PawnAttacks[static_cast<int>(color)][square];
}
inline Bitboard rookAttacks(Square square, Bitboard occupied)
{
    using namespace detail;
    return rayAttacks<North>(square, occupied) | rayAttacks<East>(square, occupied)
        | rayAttacks<South>(square, occupied) | rayAttacks<West>(square, occupied);
}
inline Bitboard bishopAttacks(Square square, Bitboard occupied)
{
    using namespace detail;
    return rayAttacks<NorthEast>(square, occupied) | rayAttacks<NorthWest>(square, occupied)
        | rayAttacks<SouthEast>(square, occupied) | rayAttacks<SouthWest>(square, occupied);
}

} // namespace postmark::chess
