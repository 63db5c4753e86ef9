// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chess/position.h"

namespace postmark::chess {

namespace {

constexpr PieceType Promotions[] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight};

} // namespace

void Position::addPawnMoves(MoveList& moves, Square from, Bitboard targets) const
{
    while (targets) {
        const Square to = popLowest(targets);
        if (relativeRank(m_sideToMove, to) == 7) {
            for (PieceType promotion : Promotions)
                moves.push(makeMove(from, to, promotion));
        } else {
            moves.push(makeMove(from, to));
        }
    }
}

void Position::generatePseudoLegal(MoveList& moves) const
{
    const Color us = m_sideToMove;
    const Color them = opposite(us);
    const Bitboard own = pieces(us);
    const Bitboard enemy = pieces(them);
    const Bitboard all = own | enemy;
    const int forward = us == Color::White ? 8 : -8;

    Bitboard pawns = pieces(us, PieceType::Pawn);
    while (pawns) {
        const Square from = popLowest(pawns);
        Bitboard targets = pawnAttacks(us, from) & enemy;
        if (m_enPassant != NoSquare)
            targets |= pawnAttacks(us, from) & bit(m_enPassant);
        const Square ahead = from + forward;
        if (!(all & bit(ahead))) {
            targets |= bit(ahead);
            const Square twoAhead = ahead + forward;
            if (relativeRank(us, from) == 1 && !(all & bit(twoAhead)))
                targets |= bit(twoAhead);
        }
        addPawnMoves(moves, from, targets);
    }

    const auto addPieceMoves = [&](PieceType type, auto attacksOf) {
        Bitboard movers = pieces(us, type);
        while (movers) {
            const Square from = popLowest(movers);
            Bitboard targets = attacksOf(from) & ~own;
            while (targets)
                moves.push(makeMove(from, popLowest(targets)));
        }
    };
    addPieceMoves(PieceType::Knight, [](Square s) { return knightAttacks(s); });
    addPieceMoves(PieceType::Bishop, [all](Square s) { return bishopAttacks(s, all); });
    addPieceMoves(PieceType::Rook, [all](Square s) { return rookAttacks(s, all); });
    addPieceMoves(PieceType::Queen, [all](Square s) { return bishopAttacks(s, all) | rookAttacks(s, all); });
    addPieceMoves(PieceType::King, [](Square s) { return kingAttacks(s); });

    // Castling: the king may not castle out of, through or into check; the squares between king and
    // rook must be empty. The destination square is checked by the king-safety filter in legalMoves().
    const Square king = kingSquare(us);
    const std::uint8_t kingside = us == Color::White ? WhiteKingside : BlackKingside;
    const std::uint8_t queenside = us == Color::White ? WhiteQueenside : BlackQueenside;
    if ((m_castling & (kingside | queenside)) && !isAttacked(king, them)) {
        if ((m_castling & kingside) && !(all & (bit(king + 1) | bit(king + 2)))
            && !isAttacked(king + 1, them))
            moves.push(makeMove(king, king + 2));
        if ((m_castling & queenside) && !(all & (bit(king - 1) | bit(king - 2) | bit(king - 3)))
            && !isAttacked(king - 1, them))
            moves.push(makeMove(king, king - 2));
    }
}

MoveList Position::legalMoves() const
{
    MoveList pseudo;
    generatePseudoLegal(pseudo);
    MoveList legal;
    for (const Move& move : pseudo) {
        if (leavesKingSafe(move))
            legal.push(move);
    }
    return legal;
}

} // namespace postmark::chess
