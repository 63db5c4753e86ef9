// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <optional>
#include <vector>

#include "core/engine/uciengine.h"

namespace postmark::cli {

/// What an engine said about a position by the end of a limited search.
struct EngineOutcome
{
    std::map<int, engine::AnalysisLine> lines; ///< by MultiPV rank: the last settled line of each
    std::optional<engine::EngineProblem> problem;
    QString engineName; ///< as the engine names itself, else its path
};

/// Runs the engine of `settings` on the position after `moves` from `start` until `limit` ends the search
/// (the command line waits for it; the window never does).
EngineOutcome runEngine(const engine::EngineSettings& settings,
    const chess::Position& start,
    const std::vector<chess::Move>& moves,
    engine::SearchLimit limit);

} // namespace postmark::cli
