// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include <QString>

#include "core/chess/notation.h"
#include "core/documents/engineassessment.h"
#include "core/engine/uciprotocol.h"

namespace postmark::engine {

/// An engine's score from White's view, as a player reads it whatever side is to move: +0.35 White is
/// better, a mate in 3 for Black is mate −3.
struct WhiteScore
{
    bool mate = false;
    int value = 0; ///< centipawns, or moves to mate (positive: White mates)
    bool bound = false; ///< only a bound while the search settles (UciScore::bound)

    bool operator==(const WhiteScore&) const = default;
};

WhiteScore whiteScore(const UciScore& score, chess::Color sideToMove);

/// One line of an engine's analysis of a position, ready to show: the moves are legal from the position,
/// the score is from White's view.
struct AnalysisLine
{
    int multiPv = 1;
    int depth = 0;
    int selectiveDepth = 0;
    WhiteScore score;
    std::vector<chess::Move> moves;
    qint64 nodes = 0;
    int timeMs = 0;
};

/// The line an `info` gives for `position`: none without a score or a principal variation. The variation
/// stops before the first move that is not legal (an engine's garbage is not shown as chess).
std::optional<AnalysisLine> analysisLine(const chess::Position& position, const UciInfo& info);

/// The line as a document prints it: the engine's name, the depth, the score, the moves.
documents::EngineAssessment assessmentOf(const AnalysisLine& line, const QString& engineName);

} // namespace postmark::engine
