// SPDX-License-Identifier: GPL-3.0-or-later
#include <QStringList>

#include "core/chess/position.h"
#include "core/chess/zobrist.h"

using namespace Qt::StringLiterals;

namespace postmark::chess {

namespace {

std::optional<Piece> pieceFromFenLetter(QChar letter)
{
    const Color color = letter.isUpper() ? Color::White : Color::Black;
    switch (letter.toLower().unicode()) {
    case 'p':
        return Piece{PieceType::Pawn, color};
    case 'n':
        return Piece{PieceType::Knight, color};
    case 'b':
        return Piece{PieceType::Bishop, color};
    case 'r':
        return Piece{PieceType::Rook, color};
    case 'q':
        return Piece{PieceType::Queen, color};
    case 'k':
        return Piece{PieceType::King, color};
    default:
        return std::nullopt;
    }
}

QChar fenLetter(Piece piece)
{
    static constexpr char16_t Letters[] = u"pnbrqk";
    const QChar letter(Letters[static_cast<int>(piece.type)]);
    return piece.color == Color::White ? letter.toUpper() : letter;
}

Error fenError(ErrorCode code, const Message& detail)
{
    return Error{code, detail};
}

} // namespace

/// Reads the six FEN fields into a Position; a friend of Position so that it can set the fields directly.
struct FenReader
{
    bool lenient = false;
    Warnings* warnings = nullptr;

    void warn(WarningCode code, const Message& detail) const
    {
        if (warnings)
            warnings->append(Warning{code, detail});
    }

    std::optional<Error> readBoard(Position& position, QStringView field) const
    {
        const auto ranks = field.split(u'/');
        if (ranks.size() != 8)
            return fenError(ErrorCode::FenBoard, say(MessageCode::FenRankCount, ranks.size()));
        for (int index = 0; index < 8; ++index) {
            const int rank = 7 - index;
            int file = 0;
            for (QChar letter : ranks[index]) {
                if (letter >= u'1' && letter <= u'8') {
                    file += letter.digitValue();
                } else if (const auto piece = pieceFromFenLetter(letter)) {
                    if (file > 7)
                        return fenError(ErrorCode::FenBoard, say(MessageCode::FenRankTooLong, rank + 1));
                    position.put(makeSquare(file, rank), *piece);
                    ++file;
                } else {
                    return fenError(
                        ErrorCode::FenBoard, say(MessageCode::FenNotAPiece, rank + 1, QString(letter)));
                }
            }
            if (file != 8)
                return fenError(ErrorCode::FenBoard, say(MessageCode::FenRankSquares, rank + 1, file));
        }
        for (Color color : {Color::White, Color::Black}) {
            const int kings = std::popcount(position.pieces(color, PieceType::King));
            if (kings != 1)
                return fenError(ErrorCode::FenKings,
                    say(MessageCode::FenKingCount,
                        kings,
                        color == Color::White ? MessageCode::White : MessageCode::Black));
        }
        const Bitboard pawns =
            position.pieces(Color::White, PieceType::Pawn) | position.pieces(Color::Black, PieceType::Pawn);
        if (pawns & (Rank1 | Rank8))
            return fenError(ErrorCode::FenPawnOnBackRank, say(MessageCode::FenPawnOnBackRank));
        return std::nullopt;
    }

    std::optional<Error> readCastling(Position& position, QStringView field) const
    {
        if (field == u"-")
            return std::nullopt;
        struct Right
        {
            char16_t letter;
            std::uint8_t flag;
            Square king;
            Square rook;
            Color color;
        };
        static constexpr Right Rights[] = {
            {u'K', WhiteKingside, squares::E1, squares::H1, Color::White},
            {u'Q', WhiteQueenside, squares::E1, squares::A1, Color::White},
            {u'k', BlackKingside, squares::E8, squares::H8, Color::Black},
            {u'q', BlackQueenside, squares::E8, squares::A8, Color::Black},
        };
        for (QChar letter : field) {
            const Right* right = nullptr;
            for (const Right& candidate : Rights) {
                if (candidate.letter == letter.unicode())
                    right = &candidate;
            }
            if (!right || (position.m_castling & right->flag))
                return fenError(ErrorCode::FenCastling, say(MessageCode::FenCastlingField, field.toString()));
            const bool kingHome = position.pieceAt(right->king) == Piece{PieceType::King, right->color};
            const bool rookHome = position.pieceAt(right->rook) == Piece{PieceType::Rook, right->color};
            if (!kingHome || !rookHome) {
                const Message why =
                    say(kingHome ? MessageCode::FenCastlingNeedsRook : MessageCode::FenCastlingNeedsKing,
                        QString(letter));
                if (!lenient)
                    return fenError(ErrorCode::FenCastling, why);
                warn(WarningCode::FenCastlingRightDropped, why);
                continue;
            }
            position.m_castling |= right->flag;
        }
        return std::nullopt;
    }

    std::optional<Error> readEnPassant(Position& position, QStringView field) const
    {
        if (field == u"-")
            return std::nullopt;
        const bool wellFormed =
            field.size() == 2 && field[0] >= u'a' && field[0] <= u'h' && field[1] >= u'1' && field[1] <= u'8';
        if (!wellFormed)
            return fenError(
                ErrorCode::FenEnPassant, say(MessageCode::FenEnPassantNotASquare, field.toString()));
        const Square square = makeSquare(field[0].unicode() - u'a', field[1].unicode() - u'1');
        const Color mover = position.sideToMove();
        const Color pusher = opposite(mover);
        const int behind = pusher == Color::White ? -8 : 8;
        const bool plausible = relativeRank(mover, square) == 5
            && position.pieceAt(square - behind) == Piece{PieceType::Pawn, pusher}
            && !position.pieceAt(square) && !position.pieceAt(square + behind);
        if (!plausible) {
            const Message why = say(MessageCode::FenEnPassantWithoutDoubleStep, field.toString());
            if (!lenient)
                return fenError(ErrorCode::FenEnPassant, why);
            warn(WarningCode::FenEnPassantDropped, why);
            return std::nullopt;
        }
        position.refreshEnPassant(square);
        return std::nullopt;
    }

    Result<Position> read(QStringView fen) const
    {
        const auto fields = fen.trimmed().split(u' ', Qt::SkipEmptyParts);
        const bool clocksMissing = lenient && fields.size() == 4;
        if (fields.size() != 6 && !clocksMissing)
            return fenError(ErrorCode::FenFieldCount, say(MessageCode::FenFieldCount, fields.size()));

        Position position;
        position.m_byType.fill(0);
        position.m_byColor.fill(0);
        position.m_board.fill(0);
        if (auto error = readBoard(position, fields[0]))
            return *error;

        if (fields[1] == u"w")
            position.m_sideToMove = Color::White;
        else if (fields[1] == u"b")
            position.m_sideToMove = Color::Black;
        else
            return fenError(ErrorCode::FenSideToMove, say(MessageCode::FenSideToMove, fields[1].toString()));

        if (auto error = readCastling(position, fields[2]))
            return *error;

        if (clocksMissing) {
            warn(WarningCode::FenMissingClocks, say(MessageCode::FenMissingClocks));
        } else {
            bool ok = false;
            const int halfmoves = fields[4].toInt(&ok);
            if (!ok || halfmoves < 0)
                return fenError(
                    ErrorCode::FenClock, say(MessageCode::FenHalfmoveClock, fields[4].toString()));
            position.m_halfmoveClock = halfmoves;
            const int moveNumber = fields[5].toInt(&ok);
            if (!ok || moveNumber < 0 || (moveNumber == 0 && !lenient))
                return fenError(ErrorCode::FenClock, say(MessageCode::FenMoveNumber, fields[5].toString()));
            if (moveNumber == 0) {
                warn(WarningCode::FenMoveNumberZero, say(MessageCode::FenMoveNumberZero));
                position.m_fullmoveNumber = 1;
            } else {
                position.m_fullmoveNumber = moveNumber;
            }
        }

        const Color waiting = opposite(position.m_sideToMove);
        if (position.isAttacked(position.kingSquare(waiting), position.m_sideToMove))
            return fenError(ErrorCode::FenOpponentInCheck, say(MessageCode::FenOpponentInCheck));

        position.recomputeKey();
        if (auto error = readEnPassant(position, fields[3]))
            return *error;
        position.recomputeKey();
        return position;
    }
};

Result<Position> Position::fromFen(QStringView fen)
{
    return FenReader{}.read(fen);
}

Result<Position> Position::fromFenLenient(QStringView fen, Warnings& warnings)
{
    return FenReader{true, &warnings}.read(fen);
}

QString Position::toFen() const
{
    QString fen;
    fen.reserve(90);
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const auto piece = pieceAt(makeSquare(file, rank));
            if (!piece) {
                ++empty;
                continue;
            }
            if (empty)
                fen += QChar(u'0' + empty);
            empty = 0;
            fen += fenLetter(*piece);
        }
        if (empty)
            fen += QChar(u'0' + empty);
        if (rank)
            fen += u'/';
    }
    fen += m_sideToMove == Color::White ? u" w "_s : u" b "_s;
    if (!m_castling) {
        fen += u'-';
    } else {
        if (m_castling & WhiteKingside)
            fen += u'K';
        if (m_castling & WhiteQueenside)
            fen += u'Q';
        if (m_castling & BlackKingside)
            fen += u'k';
        if (m_castling & BlackQueenside)
            fen += u'q';
    }
    fen += u' ';
    if (m_enPassant == NoSquare) {
        fen += u'-';
    } else {
        fen += QChar(u'a' + fileOf(m_enPassant));
        fen += QChar(u'1' + rankOf(m_enPassant));
    }
    fen += u' ' + QString::number(m_halfmoveClock) + u' ' + QString::number(m_fullmoveNumber);
    return fen;
}

} // namespace postmark::chess
