// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>

#include <QString>
#include <QStringView>

#include "core/chess/bitboard.h"
#include "core/chess/move.h"
#include "core/chess/movelist.h"
#include "core/chess/types.h"
#include "core/support/result.h"

namespace postmark::chess {

enum CastlingRight : std::uint8_t
{
    WhiteKingside = 1,
    WhiteQueenside = 2,
    BlackKingside = 4,
    BlackQueenside = 8,
};

/// A chess position as a value: the board, the side to move, castling rights, the en-passant square,
/// the half-move clock and the move number. Queries are const; play() changes this value in place and
/// after() returns a changed copy.
class Position
{
public:
    /// The standard initial position.
    static Position initial();

    /// Reads FEN strictly: every defect is an Error naming the field and the reason.
    static Result<Position> fromFen(QStringView fen);

    /// Reads FEN as real files have it: defects that do not change which moves are legal (move number 0,
    /// missing clocks, a castling right without its king or rook, an impossible en-passant square) are
    /// repaired and reported in `warnings`; every other defect is an Error as in fromFen().
    static Result<Position> fromFenLenient(QStringView fen, Warnings& warnings);

    QString toFen() const;

    Color sideToMove() const { return m_sideToMove; }
    std::optional<Piece> pieceAt(Square square) const
    {
        // Inline: the move reader asks this for every move it resolves.
        const int code = m_board[square];
        if (code == 0)
            return std::nullopt;
        return Piece{static_cast<PieceType>((code - 1) & 7), static_cast<Color>((code - 1) >> 3)};
    }
    std::uint8_t castlingRights() const { return m_castling; }
    /// The square a pawn may capture onto en passant; only set when such a capture is legal.
    std::optional<Square> enPassantSquare() const
    {
        // Inline: the move reader asks it for every pawn move.
        if (m_enPassant == NoSquare)
            return std::nullopt;
        return m_enPassant;
    }
    int halfmoveClock() const { return m_halfmoveClock; }
    int fullmoveNumber() const { return m_fullmoveNumber; }
    /// A hash of what makes two positions "the same" for repetition (FIDE 9.2.3): the pieces, the side to
    /// move, the castling rights and a legal en-passant capture.
    std::uint64_t key() const { return m_key; }

    Bitboard pieces(Color color) const { return m_byColor[static_cast<int>(color)]; }
    Bitboard pieces(Color color, PieceType type) const
    {
        return m_byType[static_cast<int>(type)] & m_byColor[static_cast<int>(color)];
    }
    Bitboard occupied() const { return m_byColor[0] | m_byColor[1]; }
    Square kingSquare(Color color) const { return lowestSquare(pieces(color, PieceType::King)); }

    /// Whether `by` attacks `square`, with the board occupied as `occupiedSquares`.
    bool isAttacked(Square square, Color by) const { return attackersTo(square, occupied()) & pieces(by); }
    Bitboard attackersTo(Square square, Bitboard occupiedSquares) const;

    bool isCheck() const;
    MoveList legalMoves() const;
    /// Whether `move` is legal here; any move is accepted as input, however wrong.
    bool isLegal(const Move& move) const;
    /// Whether a move that obeys the piece's movement (pseudo-legal) leaves the own king safe.
    bool leavesKingSafe(const Move& move) const;
    bool isCapture(const Move& move) const;
    bool isCastling(const Move& move) const;
    bool isEnPassant(const Move& move) const;

    bool isCheckmate() const { return isCheck() && legalMoves().empty(); }
    bool isStalemate() const { return !isCheck() && legalMoves().empty(); }
    /// Neither side can mate by any series of legal moves (FIDE 5.2.2): K v K, K+minor v K, and
    /// positions where every remaining bishop stands on squares of one colour.
    bool hasInsufficientMaterial() const;

    /// Plays a legal move. Precondition: isLegal(move); parsers and legalMoves() only hand out legal moves.
    void play(const Move& move);
    Position after(const Move& move) const
    {
        Position next = *this;
        next.play(move);
        return next;
    }

    bool operator==(const Position& other) const;

private:
    friend struct FenReader;

    void put(Square square, Piece piece);
    void remove(Square square);
    void generatePseudoLegal(MoveList& moves) const;
    void addPawnMoves(MoveList& moves, Square from, Bitboard targets) const;
    void refreshEnPassant(Square candidate);
    void recomputeKey();

    std::array<Bitboard, PieceTypeCount> m_byType{};
    std::array<Bitboard, 2> m_byColor{};
    std::array<std::int8_t, 64> m_board{}; ///< 0 empty, else 1 + type + 8 * color
    Color m_sideToMove = Color::White;
    std::uint8_t m_castling = 0;
    std::int8_t m_enPassant = NoSquare;
    int m_halfmoveClock = 0;
    int m_fullmoveNumber = 1;
    std::uint64_t m_key = 0;
};

} // namespace postmark::chess
