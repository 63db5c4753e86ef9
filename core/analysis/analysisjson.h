// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include "core/analysis/gameanalysis.h"

namespace postmark::analysis {

/// The analysis as the archive keeps it: JSON, each move in the engines' coordinates (e2e4, e7e8q), so
/// that it reads the same whatever notation the player chooses.
QByteArray analysisJson(const GameAnalysis& analysis);

/// What was read back: the variations that still fit the game's moves (a card corrected since may have
/// changed a move they branch from), and how many did not.
struct ReadAnalysis
{
    GameAnalysis analysis;
    int variationsLeftOut = 0; ///< branched from a place the game no longer has, or began with no legal move
    int movesLeftOut = 0; ///< a variation's moves after the first one that is no longer legal
};

/// Reads what analysisJson() wrote, against the game's main line. Anything unreadable (not JSON, a field of
/// the wrong kind) is left out and counted, never a crash: the analysis is the player's notes, not the game.
ReadAnalysis readAnalysisJson(const QByteArray& json, const MainLineMoves& game);

} // namespace postmark::analysis
