// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace postmark::chess {

enum class Color : std::uint8_t
{
    White,
    Black,
};

constexpr Color opposite(Color color)
{
    return color == Color::White ? Color::Black : Color::White;
}

enum class PieceType : std::uint8_t
{
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
};

constexpr int PieceTypeCount = 6;

struct Piece
{
    PieceType type;
    Color color;

    bool operator==(const Piece&) const = default;
};

/// Squares are 0..63, a1 = 0, b1 = 1, …, h8 = 63 (little-endian rank-file mapping).
using Square = int;

constexpr Square NoSquare = -1;

constexpr Square makeSquare(int file, int rank)
{
    return rank * 8 + file;
}
constexpr int fileOf(Square square)
{
    return square & 7;
}
constexpr int rankOf(Square square)
{
    return square >> 3;
}
/// The rank as seen by `color`: 0 is its back rank.
constexpr int relativeRank(Color color, Square square)
{
    return color == Color::White ? rankOf(square) : 7 - rankOf(square);
}

namespace squares {
constexpr Square A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
constexpr Square A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;
} // namespace squares

} // namespace postmark::chess
