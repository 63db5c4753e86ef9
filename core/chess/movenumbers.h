// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include "core/chess/types.h"

namespace postmark::chess {

/// Plies written with their move numbers as a score sheet writes them, from the move `firstNumber` with
/// `firstToMove` to play: "12... Кb8-c6 13. Кg1-f3 Сf8-e7". A card's variant and repetition read as moves
/// of the game, not as bare plies ("d7-d6, c2-c3" said neither whose nor which moves they were).
QString numberedPlies(const QStringList& plies, int firstNumber, Color firstToMove);

} // namespace postmark::chess
