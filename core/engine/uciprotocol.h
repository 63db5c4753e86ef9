// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a UCI engine says and what it is told (the Universal Chess Interface, as published by its authors
// with Shredder's documentation): lines of text, read and written here without a process, so that every
// reply an engine may give — garbage included — is tested without one.

#include <optional>
#include <vector>

#include <QString>
#include <QStringList>
#include <QStringView>

#include "core/chess/move.h"
#include "core/chess/position.h"
#include "core/chess/ucimove.h"

namespace postmark::engine {

/// A score as the engine gives it: from the side to move's view, in centipawns or as a mate in N moves
/// (negative: the side to move is mated).
struct UciScore
{
    bool mate = false;
    int value = 0;
    /// The search only knows the score is at least (lower) or at most (upper) this: a line still moving.
    bool bound = false;

    bool operator==(const UciScore&) const = default;
};

/// One `info` line. Fields the engine did not send stay unset (0, empty).
struct UciInfo
{
    int depth = 0;
    int selectiveDepth = 0;
    int multiPv = 1; ///< which line of several (MultiPV), from 1
    std::optional<UciScore> score;
    qint64 nodes = 0;
    qint64 nodesPerSecond = 0;
    int timeMs = 0;
    QStringList pv; ///< the principal variation in the engine's coordinates (e2e4, e7e8q)
};

/// An option the engine announced (`option name Threads type spin default 1 min 1 max 1024`).
struct UciOption
{
    QString name;
    QString type;
    QString defaultValue;
    std::optional<int> min;
    std::optional<int> max;
};

/// What one line from the engine is, read.
struct UciReply
{
    enum class Kind
    {
        IdName,
        IdAuthor,
        UciOk,
        ReadyOk,
        Option,
        Info,
        BestMove,
        Other, ///< anything else: an engine may say what it likes before `uciok` (a banner)
    };
    Kind kind = Kind::Other;
    QString text; ///< the name or the author; the best move; the ponder move in `ponder`
    QString ponder;
    UciOption option;
    UciInfo info;
};

UciReply readUciLine(QStringView line);

using chess::moveFromUci;
using chess::uciMove;

/// `position fen FEN moves m1 m2 …`: the game's position is always given by FEN and the moves after it, so
/// that a game from a set position and one from the start are told alike.
QString positionCommand(const chess::Position& start, const std::vector<chess::Move>& moves);
/// `setoption name NAME value VALUE`
QString setOptionCommand(const QString& name, const QString& value);

} // namespace postmark::engine
