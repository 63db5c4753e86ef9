// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QString>

#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "core/support/errors.h"

namespace postmark::ledger {

/// A move read from a card in any of the four notations (spec: "moves in any of the four are accepted on
/// input"), the game's own tried first. The ledger and the form that logs a card both read with it, so
/// that what the form shows is what the ledger will book.
struct ReadMove
{
    std::optional<chess::Move> move;
    bool noNotation = false; ///< no notation reads it at all: an input error
    Error error{ErrorCode::MalformedMove, {}};
    Warnings warnings; ///< read, but worth telling: a Latin look-alike, a lowercase piece letter
};

ReadMove readCardMove(const chess::Position& position, const QString& text, chess::Notation preferred);

} // namespace postmark::ledger
