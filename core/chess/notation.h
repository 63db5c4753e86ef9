// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include <QString>
#include <QStringView>

#include "core/chess/move.h"
#include "core/chess/position.h"
#include "core/support/result.h"

namespace postmark::chess {

/// The ways a postal player writes a move.
enum class Notation
{
    Ukrainian, ///< full algebraic with Ukrainian piece letters, the rules' default (II.3.2): Кg1-f3
    San, ///< English short algebraic, as PGN uses: Nf3
    Lan, ///< English long algebraic: Ng1-f3
    Iccf, ///< ICCF numeric: 7163
};

/// "uk", "san", "lan", "iccf" (as the game file and the command line name them).
std::optional<Notation> notationFromName(QStringView name);
QString notationName(Notation notation);

struct ParsedMove
{
    Move move;
    Warnings warnings; ///< accepted, but worth telling: a Latin look-alike letter, a Russian Л
};

/// Reads one move written in `notation`. Check, mate and capture marks and annotations (!, ?) are
/// ignored (II.3.5); castling may be written 0-0 or O-O in every notation; an all-digit token is read as
/// ICCF numeric whatever the game's notation, since it cannot mean anything else.
/// Errors: MalformedMove, IllegalMove, AmbiguousMove (the candidates in `detail`), MissingPromotion.
Result<ParsedMove> parseMove(const Position& position, QStringView text, Notation notation);

/// Writes a legal move. Check and mate marks are added unless `withCheckMarks` is false; ICCF numeric
/// has none.
QString writeMove(const Position& position, const Move& move, Notation notation, bool withCheckMarks = true);

/// Moves from `position` written in `notation` with their numbers, as a player writes a line:
/// "12... Кb8-c6 13. Кg1-f3 d7-d6". Stops before the first move that is not legal where it stands.
QString writeLine(const Position& position, const std::vector<Move>& moves, Notation notation);

} // namespace postmark::chess
