// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/analysisline.h"

using namespace Qt::StringLiterals;

namespace postmark::engine {

WhiteScore whiteScore(const UciScore& score, chess::Color sideToMove)
{
    // UCI scores are from the engine's side: the side to move.
    const int sign = sideToMove == chess::Color::White ? 1 : -1;
    return {score.mate, score.value * sign, score.bound};
}

std::optional<AnalysisLine> analysisLine(const chess::Position& position, const UciInfo& info)
{
    if (!info.score || info.pv.isEmpty())
        return std::nullopt;
    AnalysisLine line;
    line.multiPv = info.multiPv;
    line.depth = info.depth;
    line.selectiveDepth = info.selectiveDepth;
    line.score = whiteScore(*info.score, position.sideToMove());
    line.nodes = info.nodes;
    line.timeMs = info.timeMs;
    chess::Position walked = position;
    for (const QString& text : info.pv) {
        const std::optional<chess::Move> move = moveFromUci(walked, text);
        if (!move)
            break;
        line.moves.push_back(*move);
        walked.play(*move);
    }
    if (line.moves.empty())
        return std::nullopt;
    return line;
}

documents::EngineAssessment assessmentOf(const AnalysisLine& line, const QString& engineName)
{
    return {engineName, line.depth, line.score.mate, line.score.value, line.moves};
}

} // namespace postmark::engine
