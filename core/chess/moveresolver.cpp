// SPDX-License-Identifier: GPL-3.0-or-later
#include <QStringList>

#include "core/chess/movespec.h"

using namespace Qt::StringLiterals;

namespace postmark::chess {

namespace {

QString pieceName(PieceType type)
{
    static const char16_t* const Names[] = {u"pawn", u"knight", u"bishop", u"rook", u"queen", u"king"};
    return QString::fromUtf16(Names[static_cast<int>(type)]);
}

QString squareName(Square square)
{
    const QChar text[2] = {QChar(u'a' + fileOf(square)), QChar(u'1' + rankOf(square))};
    return QString(text, 2);
}

Error illegal(QStringView token, const QString& why)
{
    return Error{ErrorCode::IllegalMove, token.toString() + u": "_s + why};
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

Result<Move> resolveCastling(const Position& position, MoveSpec::Castling castling, QStringView token)
{
    const Color us = position.sideToMove();
    const Color them = opposite(us);
    const bool kingside = castling == MoveSpec::Castling::Kingside;
    const std::uint8_t right = us == Color::White ? (kingside ? WhiteKingside : WhiteQueenside)
                                                  : (kingside ? BlackKingside : BlackQueenside);
    if (!(position.castlingRights() & right))
        return illegal(token, u"castling on that side is no longer allowed"_s);
    // A castling right implies king and rook on their home squares (FEN reading and play() keep it so).
    const Square king = position.kingSquare(us);
    const int step = kingside ? 1 : -1;
    const Square rook = kingside ? king + 3 : king - 4;
    for (Square square = king + step; square != rook; square += step) {
        if (position.pieceAt(square))
            return illegal(token, u"the squares between king and rook must be empty"_s);
    }
    if (position.isCheck())
        return illegal(token, u"the king may not castle out of check"_s);
    if (position.isAttacked(king + step, them) || position.isAttacked(king + 2 * step, them))
        return illegal(token, u"the king may not pass through or land on an attacked square"_s);
    return makeMove(king, king + 2 * step);
}

} // namespace

Result<Move> resolveMove(const Position& position, const MoveSpec& spec, QStringView token, Notation notation)
{
    if (spec.castling != MoveSpec::Castling::None)
        return resolveCastling(position, spec.castling, token);

    const Color us = position.sideToMove();
    const Square to = spec.to;
    const bool fullOrigin = spec.fromFile >= 0 && spec.fromRank >= 0;
    const Square fullFrom = fullOrigin ? makeSquare(spec.fromFile, spec.fromRank) : NoSquare;

    PieceType type = spec.piece.value_or(PieceType::Pawn);
    if (!spec.piece && fullOrigin) {
        // Long forms are often written without the piece letter (g1-f3): the origin square names it.
        const auto piece = position.pieceAt(fullFrom);
        if (!piece || piece->color != us)
            return illegal(token, u"%1 holds no piece of the side to move"_s.arg(squareName(fullFrom)));
        type = piece->type;
    }
    if (fullOrigin) {
        const auto piece = position.pieceAt(fullFrom);
        if (!piece || piece->color != us || piece->type != type)
            return illegal(token,
                u"there is no %1 of the side to move on %2"_s.arg(pieceName(type), squareName(fullFrom)));
    }

    // A king's two-square move is castling, as ICCF numeric and long algebraic write it.
    if (type == PieceType::King && fullOrigin && std::abs(to - fullFrom) == 2
        && rankOf(to) == rankOf(fullFrom))
        return resolveCastling(
            position, to > fullFrom ? MoveSpec::Castling::Kingside : MoveSpec::Castling::Queenside, token);

    const auto target = position.pieceAt(to);
    if (target && target->color == us)
        return illegal(token, u"%1 is occupied by a piece of the side to move"_s.arg(squareName(to)));

    Bitboard origins = originsOf(position, type, to);
    if (spec.fromFile >= 0)
        origins &= FileA << spec.fromFile;
    if (spec.fromRank >= 0)
        origins &= Rank1 << (8 * spec.fromRank);
    if (!origins)
        return illegal(
            token, u"no %1 of the side to move can go to %2"_s.arg(pieceName(type), squareName(to)));

    const bool promotes = type == PieceType::Pawn && relativeRank(us, to) == 7;
    if (spec.promotion && !promotes)
        return illegal(token, u"only a pawn reaching the last rank is promoted"_s);
    if (promotes && !spec.promotion)
        return Error{ErrorCode::MissingPromotion,
            token.toString() + u": the pawn reaches the last rank; the promotion piece is missing"_s};
    if (spec.promotion && (*spec.promotion == PieceType::Pawn || *spec.promotion == PieceType::King))
        return illegal(token, u"a pawn may not be promoted to a %1"_s.arg(pieceName(*spec.promotion)));

    MoveList candidates;
    while (origins) {
        const Move move = makeMove(popLowest(origins), to, spec.promotion);
        if (position.leavesKingSafe(move))
            candidates.push(move);
    }
    if (candidates.empty())
        return illegal(token,
            position.isCheck() ? u"it does not answer the check"_s : u"it would leave the king in check"_s);
    if (candidates.size() > 1) {
        QStringList written;
        for (const Move& move : candidates)
            written.append(writeMove(position, move, notation, false));
        return Error{ErrorCode::AmbiguousMove,
            token.toString() + u": ambiguous, could be "_s + written.join(u" or "_s)};
    }
    return candidates[0];
}

} // namespace postmark::chess
