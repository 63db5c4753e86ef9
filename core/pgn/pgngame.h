// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include <QDate>
#include <QList>
#include <QString>

#include "core/chess/move.h"
#include "core/chess/position.h"
#include "core/support/errors.h"

namespace postmark::pgn {

struct PgnLine;

/// One move of a game or variation, with what PGN attaches to it.
struct PgnMove
{
    /// Defaulted below, not here: a vector's emplace_back() value-initialises, which for a constructor
    /// defaulted in the class first zeroes the whole struct (a `rep stos` that was 3 % of a PGN replay).
    PgnMove();

    chess::Move move;
    QList<int> nags;
    QString comment; ///< the text of the comments after the move, without [%ccsnt]
    std::optional<QDate> sendDate; ///< the postal send date, PGN's {[%ccsnt YYYY.MM.DD]}
    std::vector<PgnLine> variations; ///< alternatives to this move, each from the position before it
};

/// A sequence of moves: a game's main line or a variation.
struct PgnLine
{
    QString leadingComment;
    std::vector<PgnMove> moves;
};

inline PgnMove::PgnMove() = default; // here, where the variations' PgnLine is complete

/// Where a game's movetext stopped being legal.
struct PgnIllegalMove
{
    int ply = 0; ///< half-moves from the game's start position to this move; 0 for the set-up
    QString move; ///< as written
    bool inVariation = false;
    Error error;
    bool inSetUp = false; ///< the FEN tag's position was refused; `move` is the FEN
};

/// What a user is told of the refusal: the set-up's FEN, or the half-move, main line or variation.
Message refusalMessage(const PgnIllegalMove& refusal);

struct PgnTag
{
    QString name;
    QString value;

    bool operator==(const PgnTag&) const = default;
};

/// One game of a PGN file as read, or as to be written.
struct PgnGame
{
    int number = 0; ///< 1-based position in its file
    QList<PgnTag> tags;
    chess::Position start = chess::Position::initial();
    PgnLine mainLine;
    QString result = QStringLiteral("*"); ///< the game termination marker
    Warnings warnings;
    std::optional<PgnIllegalMove> illegal; ///< set when the game was refused

    /// Empties the game for reuse, keeping the capacity of its move list (the reader reuses one game).
    void clear();
    QString tag(const QString& name) const;
    void setTag(const QString& name, const QString& value);
    int plyCount() const { return static_cast<int>(mainLine.moves.size()); }
    /// The position after the last main-line move.
    chess::Position finalPosition() const;
};

} // namespace postmark::pgn
