// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/enginerun.h"

#include <QEventLoop>

namespace postmark::cli {

EngineOutcome runEngine(const engine::EngineSettings& settings,
    const chess::Position& start,
    const std::vector<chess::Move>& moves,
    engine::SearchLimit limit)
{
    EngineOutcome outcome;
    engine::UciEngine engine;
    QEventLoop loop;
    QObject::connect(&engine, &engine::UciEngine::lineChanged, &loop, [&](const engine::AnalysisLine& line) {
        // A bound is a score still moving: kept only until a settled one of the rank comes.
        auto found = outcome.lines.find(line.multiPv);
        if (found == outcome.lines.end() || !line.score.bound || found->second.score.bound)
            outcome.lines[line.multiPv] = line;
    });
    QObject::connect(&engine, &engine::UciEngine::searchFinished, &loop, [&] { loop.quit(); });
    QObject::connect(&engine, &engine::UciEngine::failed, &loop, [&](const engine::EngineProblem& problem) {
        outcome.problem = problem;
        loop.quit();
    });
    engine.start(settings);
    engine.analyse(start, moves, limit);
    if (engine.state() != engine::UciEngine::State::Failed)
        loop.exec();
    outcome.engineName = engine.name().isEmpty() ? settings.path : engine.name();
    return outcome;
}

} // namespace postmark::cli
