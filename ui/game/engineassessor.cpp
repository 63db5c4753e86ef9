// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/game/engineassessor.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QProgressDialog>
#include <QTimer>

#include "core/engine/uciengine.h"
#include "ui/desk/settingsdialog.h"
#include "ui/text/analysistext.h"
#include "ui/text/messagetext.h"

namespace postmark::ui {

namespace {

struct EngineAssessor
{
    Q_DECLARE_TR_FUNCTIONS(EngineAssessor)
};

} // namespace

Assessed assessPosition(QWidget* parent, const chess::Position& position, int depth, int limitMs)
{
    Assessed assessed;
    engine::EngineSettings settings = SettingsDialog::engineSettings();
    settings.multiPv = 1; // the best line only: a packet prints one
    engine::UciEngine engine;
    QProgressDialog progress(EngineAssessor::tr("The engine assesses the final position…"),
        EngineAssessor::tr("Cancel"),
        0,
        depth,
        parent);
    progress.setObjectName(QStringLiteral("engineAssessment"));
    progress.setWindowTitle(EngineAssessor::tr("The engine's assessment"));
    progress.setMinimumDuration(0);
    progress.setWindowModality(Qt::WindowModal);
    std::optional<engine::AnalysisLine> best;
    QEventLoop loop;
    QObject::connect(&engine, &engine::UciEngine::lineChanged, &loop, [&](const engine::AnalysisLine& line) {
        if (line.multiPv != 1 || (line.score.bound && best && !best->score.bound))
            return;
        best = line;
        progress.setValue(std::min(line.depth, depth));
        progress.setLabelText(EngineAssessor::tr("The engine assesses the final position: depth %1 of %2, %3")
                                  .arg(line.depth)
                                  .arg(depth)
                                  .arg(text::scoreText(line.score)));
    });
    QObject::connect(&engine, &engine::UciEngine::searchFinished, &loop, &QEventLoop::quit);
    QObject::connect(&engine, &engine::UciEngine::failed, &loop, [&](const engine::EngineProblem& problem) {
        assessed.problem =
            text::engineProblemText(problem, text::interfaceLanguage(), text::EngineChoice::InSettings);
        loop.quit();
    });
    bool cancelled = false;
    QObject::connect(&progress, &QProgressDialog::canceled, &loop, [&] {
        cancelled = true;
        loop.quit();
    });
    // Long enough for a judge's trust, short enough for a player's patience: the best line found by then.
    QTimer limit;
    limit.setSingleShot(true);
    QObject::connect(&limit, &QTimer::timeout, &engine, &engine::UciEngine::stop);
    engine.start(settings);
    engine.analyse(position, {}, engine::SearchLimit::depth(depth));
    if (engine.state() != engine::UciEngine::State::Failed) {
        limit.start(limitMs);
        loop.exec();
    }
    if (!cancelled && assessed.problem.isEmpty() && best)
        assessed.assessment = engine::assessmentOf(*best, engine.name());
    return assessed;
}

} // namespace postmark::ui
