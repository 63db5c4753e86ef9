// SPDX-License-Identifier: GPL-3.0-or-later
#include <QStringList>

#include "core/chess/movespec.h"

using namespace Qt::StringLiterals;

namespace postmark::chess {

namespace {

MessageCode pieceName(PieceType type)
{
    static constexpr MessageCode Names[] = {MessageCode::PiecePawn,
        MessageCode::PieceKnight,
        MessageCode::PieceBishop,
        MessageCode::PieceRook,
        MessageCode::PieceQueen,
        MessageCode::PieceKing};
    return Names[static_cast<int>(type)];
}

QString squareName(Square square)
{
    const QChar text[2] = {QChar(u'a' + fileOf(square)), QChar(u'1' + rankOf(square))};
    return QString(text, 2);
}

/// The caller names the move; the reason says what is wrong with it.
Error illegal(const Message& why)
{
    return Error{ErrorCode::IllegalMove, why};
}

Bitboard originsOf(const Position& position, PieceType type, Square to)
{
    const Color us = position.sideToMove();
    const Bitboard own = position.pieces(us, type);
    const Bitboard all = position.occupied();
    switch (type) {
    case PieceType::Pawn: {
        Bitboard origins = 0;
        const auto target = position.pieceAt(to);
        const bool enPassant = position.enPassantSquare() == to;
        if ((target && target->color != us) || enPassant)
            origins |= pawnAttacks(opposite(us), to) & own;
        if (!target) {
            const int back = us == Color::White ? -8 : 8;
            const Square oneBack = to + back;
            if (oneBack >= 0 && oneBack < 64) {
                if (own & bit(oneBack))
                    origins |= bit(oneBack);
                else if (!(all & bit(oneBack)) && relativeRank(us, to) == 3 && (own & bit(oneBack + back)))
                    origins |= bit(oneBack + back);
            }
        }
        return origins;
    }
    case PieceType::Knight:
        return knightAttacks(to) & own;
    case PieceType::Bishop:
        return bishopAttacks(to, all) & own;
    case PieceType::Rook:
        return rookAttacks(to, all) & own;
    case PieceType::Queen:
        return (bishopAttacks(to, all) | rookAttacks(to, all)) & own;
    case PieceType::King:
        return kingAttacks(to) & own;
    }
    return 0;
}

Result<Move> resolveCastling(const Position& position, MoveSpec::Castling castling)
{
    const Color us = position.sideToMove();
    const Color them = opposite(us);
    const bool kingside = castling == MoveSpec::Castling::Kingside;
    const std::uint8_t right = us == Color::White ? (kingside ? WhiteKingside : WhiteQueenside)
                                                  : (kingside ? BlackKingside : BlackQueenside);
    if (!(position.castlingRights() & right))
        return illegal(say(MessageCode::CastlingRightLost));
    // A castling right implies king and rook on their home squares (FEN reading and play() keep it so).
    const Square king = position.kingSquare(us);
    const int step = kingside ? 1 : -1;
    const Square rook = kingside ? king + 3 : king - 4;
    for (Square square = king + step; square != rook; square += step) {
        if (position.pieceAt(square))
            return illegal(say(MessageCode::CastlingSquaresNotEmpty));
    }
    if (position.isCheck())
        return illegal(say(MessageCode::CastlingOutOfCheck));
    if (position.isAttacked(king + step, them) || position.isAttacked(king + 2 * step, them))
        return illegal(say(MessageCode::CastlingThroughAttack));
    return makeMove(king, king + 2 * step);
}

} // namespace

Result<Move> resolveMove(const Position& position, const MoveSpec& spec, Notation notation)
{
    if (spec.castling != MoveSpec::Castling::None)
        return resolveCastling(position, spec.castling);

    const Color us = position.sideToMove();
    const Square to = spec.to;
    const bool fullOrigin = spec.fromFile >= 0 && spec.fromRank >= 0;
    const Square fullFrom = fullOrigin ? makeSquare(spec.fromFile, spec.fromRank) : NoSquare;

    PieceType type = spec.piece.value_or(PieceType::Pawn);
    if (!spec.piece && fullOrigin) {
        // Long forms are often written without the piece letter (g1-f3): the origin square names it.
        const auto piece = position.pieceAt(fullFrom);
        if (!piece || piece->color != us)
            return illegal(say(MessageCode::NoPieceOfSideToMoveOn, squareName(fullFrom)));
        type = piece->type;
    }
    if (fullOrigin) {
        const auto piece = position.pieceAt(fullFrom);
        if (!piece || piece->color != us || piece->type != type)
            return illegal(say(MessageCode::PieceNotOnSquare, pieceName(type), squareName(fullFrom)));
    }

    // A king's two-square move is castling, as ICCF numeric and long algebraic write it.
    if (type == PieceType::King && fullOrigin && std::abs(to - fullFrom) == 2
        && rankOf(to) == rankOf(fullFrom))
        return resolveCastling(
            position, to > fullFrom ? MoveSpec::Castling::Kingside : MoveSpec::Castling::Queenside);

    const auto target = position.pieceAt(to);
    if (target && target->color == us)
        return illegal(say(MessageCode::SquareHoldsOwnPiece, squareName(to)));

    Bitboard origins = originsOf(position, type, to);
    if (spec.fromFile >= 0)
        origins &= FileA << spec.fromFile;
    if (spec.fromRank >= 0)
        origins &= Rank1 << (8 * spec.fromRank);
    if (!origins)
        return illegal(say(MessageCode::NoPieceCanReach, pieceName(type), squareName(to)));

    const bool promotes = type == PieceType::Pawn && relativeRank(us, to) == 7;
    if (spec.promotion && !promotes)
        return illegal(say(MessageCode::OnlyPawnsPromote));
    if (promotes && !spec.promotion)
        return Error{ErrorCode::MissingPromotion, say(MessageCode::PromotionPieceMissing)};
    if (spec.promotion && (*spec.promotion == PieceType::Pawn || *spec.promotion == PieceType::King))
        return illegal(say(MessageCode::CannotPromoteTo, pieceName(*spec.promotion)));

    MoveList candidates;
    while (origins) {
        const Move move = makeMove(popLowest(origins), to, spec.promotion);
        if (position.leavesKingSafe(move))
            candidates.push(move);
    }
    if (candidates.empty())
        return illegal(
            say(position.isCheck() ? MessageCode::DoesNotAnswerCheck : MessageCode::LeavesKingInCheck));
    if (candidates.size() > 1) {
        QList<Message> written;
        for (const Move& move : candidates)
            written.append(say(MessageCode::Verbatim, writeMove(position, move, notation, false)));
        return Error{
            ErrorCode::AmbiguousMove, say(MessageCode::CouldBe, joined(written, MessageCode::JoinOr))};
    }
    return candidates[0];
}

} // namespace postmark::chess
