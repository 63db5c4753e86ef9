// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string_view>

#include <QStringView>

#include "core/chess/notation.h"

namespace postmark::chess {

/// What a written move says, before the board is asked: the piece, whatever part of the origin square
/// was written, the destination and the promotion piece. Every notation is read into this shape.
struct MoveSpec
{
    enum class Castling
    {
        None,
        Kingside,
        Queenside,
    };

    std::optional<PieceType> piece; ///< nothing written: a pawn, unless the full origin square is given
    int fromFile = -1;
    int fromRank = -1;
    Square to = NoSquare;
    std::optional<PieceType> promotion;
    Castling castling = Castling::None;

    bool operator==(const MoveSpec&) const = default;
};

/// Finds the one legal move `spec` describes; the error says why there is none (the caller names the move
/// as written). `notation` is used to list the candidates of an ambiguous move.
Result<Move> resolveMove(const Position& position, const MoveSpec& spec, Notation notation);

/// Reads SAN, long algebraic and Ukrainian algebraic (whichever `notation` says) into a MoveSpec.
Result<MoveSpec> readAlgebraic(QStringView token, Notation notation, Warnings& warnings);

/// The common shapes of SAN read straight from the bytes of a PGN file (issue 18): e4, exd5, Nf3, Nbd7,
/// R1e2, Qh4xe1, e8=Q, O-O, O-O-O, with any check or mate marks after them — as readAlgebraic() reads
/// them in SAN, without widening the text or trying every notation's letters. False for anything else
/// (another notation, a letter look-alike, a slip): the full reader decides those and says why.
/// The move is written into `spec`, field by field: a MoveSpec returned whole was assembled on the stack
/// from narrow stores and read back wide, a store-forwarding stall that cost the PGN replay some 8 %.
bool readPlainSan(std::string_view token, MoveSpec& spec);

/// Reads ICCF numeric notation: 4 digits, or 5 with the promotion piece (1 = queen … 4 = knight).
Result<MoveSpec> readIccfNumeric(QStringView token);

} // namespace postmark::chess
