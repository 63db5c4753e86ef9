// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chess/position.h"

#include "core/chess/zobrist.h"

namespace postmark::chess {

namespace {

constexpr std::int8_t encode(Piece piece)
{
    return static_cast<std::int8_t>(1 + static_cast<int>(piece.type) + 8 * static_cast<int>(piece.color));
}

constexpr int zobristIndex(Piece piece)
{
    return static_cast<int>(piece.type) + 6 * static_cast<int>(piece.color);
}

// Castling rights lost when a piece leaves or arrives at a square (king and rook home squares).
constexpr std::array<std::uint8_t, 64> castlingMaskTable()
{
    std::array<std::uint8_t, 64> table{};
    table[squares::E1] = WhiteKingside | WhiteQueenside;
    table[squares::H1] = WhiteKingside;
    table[squares::A1] = WhiteQueenside;
    table[squares::E8] = BlackKingside | BlackQueenside;
    table[squares::H8] = BlackKingside;
    table[squares::A8] = BlackQueenside;
    return table;
}
constexpr auto CastlingLost = castlingMaskTable();

} // namespace

Position Position::initial()
{
    // Read once: every new game starts from it, so re-reading the FEN each time would show in imports.
    static const Position Initial =
        fromFen(u"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").value();
    return Initial;
}

void Position::put(Square square, Piece piece)
{
    m_board[square] = encode(piece);
    m_byType[static_cast<int>(piece.type)] |= bit(square);
    m_byColor[static_cast<int>(piece.color)] |= bit(square);
    m_key ^= zobrist::Table.pieceSquare[zobristIndex(piece)][square];
}

void Position::remove(Square square)
{
    const int code = m_board[square];
    const Piece piece{static_cast<PieceType>((code - 1) & 7), static_cast<Color>((code - 1) >> 3)};
    m_board[square] = 0;
    m_byType[static_cast<int>(piece.type)] &= ~bit(square);
    m_byColor[static_cast<int>(piece.color)] &= ~bit(square);
    m_key ^= zobrist::Table.pieceSquare[zobristIndex(piece)][square];
}

Bitboard Position::attackersTo(Square square, Bitboard occupiedSquares) const
{
    const Bitboard rooksQueens =
        m_byType[static_cast<int>(PieceType::Rook)] | m_byType[static_cast<int>(PieceType::Queen)];
    const Bitboard bishopsQueens =
        m_byType[static_cast<int>(PieceType::Bishop)] | m_byType[static_cast<int>(PieceType::Queen)];
    return (pawnAttacks(Color::Black, square) & pieces(Color::White, PieceType::Pawn))
        | (pawnAttacks(Color::White, square) & pieces(Color::Black, PieceType::Pawn))
        | (knightAttacks(square) & m_byType[static_cast<int>(PieceType::Knight)])
        | (kingAttacks(square) & m_byType[static_cast<int>(PieceType::King)])
        | (rookAttacks(square, occupiedSquares) & rooksQueens)
        | (bishopAttacks(square, occupiedSquares) & bishopsQueens);
}

bool Position::isCheck() const
{
    return isAttacked(kingSquare(m_sideToMove), opposite(m_sideToMove));
}

bool Position::isCapture(const Move& move) const
{
    return m_board[move.to] != 0 || isEnPassant(move);
}

bool Position::isCastling(const Move& move) const
{
    const auto piece = pieceAt(move.from);
    return piece && piece->type == PieceType::King && std::abs(move.to - move.from) == 2;
}

bool Position::isEnPassant(const Move& move) const
{
    const auto piece = pieceAt(move.from);
    return piece && piece->type == PieceType::Pawn && move.to == m_enPassant;
}

bool Position::leavesKingSafe(const Move& move) const
{
    const Color us = m_sideToMove;
    const Color them = opposite(us);
    const Square from = move.from;
    const Square to = move.to;
    Bitboard occupiedAfter = (occupied() & ~bit(from)) | bit(to);
    Bitboard capturedMask = bit(to);
    if (m_board[from] == encode({PieceType::Pawn, us}) && to == m_enPassant) {
        const Square capturedPawn = to + (us == Color::White ? -8 : 8);
        occupiedAfter &= ~bit(capturedPawn);
        capturedMask |= bit(capturedPawn);
    }
    const Square king = (m_board[from] == encode({PieceType::King, us})) ? to : kingSquare(us);
    return !(attackersTo(king, occupiedAfter) & pieces(them) & ~capturedMask);
}

bool Position::isLegal(const Move& move) const
{
    if (move.from < 0 || move.from > 63 || move.to < 0 || move.to > 63)
        return false;
    const MoveList moves = legalMoves();
    return moves.contains(move);
}

void Position::refreshEnPassant(Square candidate)
{
    // The square is kept only when a capture onto it is legal, so that FEN output and repetition
    // keys agree with what the side to move can actually do (FIDE 9.2.3).
    m_enPassant = NoSquare;
    const Color us = m_sideToMove;
    Bitboard capturers = pawnAttacks(opposite(us), candidate) & pieces(us, PieceType::Pawn);
    if (!capturers)
        return;
    m_enPassant = static_cast<std::int8_t>(candidate);
    bool anyLegal = false;
    while (capturers) {
        const Square from = popLowest(capturers);
        if (leavesKingSafe(makeMove(from, candidate))) {
            anyLegal = true;
            break;
        }
    }
    if (anyLegal)
        m_key ^= zobrist::Table.enPassantFile[fileOf(candidate)];
    else
        m_enPassant = NoSquare;
}

void Position::play(const Move& move)
{
    const Color us = m_sideToMove;
    const Square from = move.from;
    const Square to = move.to;
    const Piece moving = *pieceAt(from);
    const bool capture = m_board[to] != 0;

    if (m_enPassant != NoSquare)
        m_key ^= zobrist::Table.enPassantFile[fileOf(m_enPassant)];
    const Square previousEnPassant = m_enPassant;
    m_enPassant = NoSquare;

    ++m_halfmoveClock;
    if (capture) {
        remove(to);
        m_halfmoveClock = 0;
    }
    remove(from);
    put(to, move.promotion ? Piece{*move.promotion, us} : moving);

    Square doublePushTarget = NoSquare;
    if (moving.type == PieceType::Pawn) {
        m_halfmoveClock = 0;
        if (to == previousEnPassant)
            remove(to + (us == Color::White ? -8 : 8));
        else if (std::abs(to - from) == 16)
            doublePushTarget = (from + to) / 2;
    } else if (moving.type == PieceType::King && std::abs(to - from) == 2) {
        const bool kingside = to > from;
        const Square rookFrom = kingside ? from + 3 : from - 4;
        const Square rookTo = kingside ? from + 1 : from - 1;
        remove(rookFrom);
        put(rookTo, Piece{PieceType::Rook, us});
    }

    m_key ^= zobrist::Table.castling[m_castling];
    m_castling &= ~(CastlingLost[from] | CastlingLost[to]);
    m_key ^= zobrist::Table.castling[m_castling];

    if (us == Color::Black)
        ++m_fullmoveNumber;
    m_sideToMove = opposite(us);
    m_key ^= zobrist::Table.blackToMove;

    if (doublePushTarget != NoSquare)
        refreshEnPassant(doublePushTarget);
}

void Position::recomputeKey()
{
    m_key = 0;
    for (Square square = 0; square < 64; ++square) {
        if (const auto piece = pieceAt(square))
            m_key ^= zobrist::Table.pieceSquare[zobristIndex(*piece)][square];
    }
    m_key ^= zobrist::Table.castling[m_castling];
    if (m_enPassant != NoSquare)
        m_key ^= zobrist::Table.enPassantFile[fileOf(m_enPassant)];
    if (m_sideToMove == Color::Black)
        m_key ^= zobrist::Table.blackToMove;
}

bool Position::hasInsufficientMaterial() const
{
    const Bitboard heavy = m_byType[static_cast<int>(PieceType::Pawn)]
        | m_byType[static_cast<int>(PieceType::Rook)] | m_byType[static_cast<int>(PieceType::Queen)];
    if (heavy)
        return false;
    const Bitboard knights = m_byType[static_cast<int>(PieceType::Knight)];
    const Bitboard bishops = m_byType[static_cast<int>(PieceType::Bishop)];
    const int minors = std::popcount(knights | bishops);
    if (minors <= 1)
        return true;
    if (knights)
        return false;
    // Only bishops remain: mate is impossible when they all stand on squares of one colour.
    constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;
    return (bishops & DarkSquares) == 0 || (bishops & ~DarkSquares) == 0;
}

bool Position::operator==(const Position& other) const
{
    return m_board == other.m_board && m_sideToMove == other.m_sideToMove && m_castling == other.m_castling
        && m_enPassant == other.m_enPassant && m_halfmoveClock == other.m_halfmoveClock
        && m_fullmoveNumber == other.m_fullmoveNumber;
}

} // namespace postmark::chess
