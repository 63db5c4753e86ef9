// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

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
};

/// Finds the one legal move `spec` describes. `token` is the text as written, for the error detail;
/// `notation` is used to list the candidates of an ambiguous move.
Result<Move> resolveMove(
    const Position& position, const MoveSpec& spec, QStringView token, Notation notation);

/// Reads SAN, long algebraic and Ukrainian algebraic (whichever `notation` says) into a MoveSpec.
Result<MoveSpec> readAlgebraic(QStringView token, Notation notation, Warnings& warnings);

/// Reads ICCF numeric notation: 4 digits, or 5 with the promotion piece (1 = queen … 4 = knight).
Result<MoveSpec> readIccfNumeric(QStringView token);

} // namespace postmark::chess
