// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/analysistext.h"

#include <cstdlib>

#include "core/documents/engineassessment.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::text {

QString scoreText(const engine::WhiteScore& score)
{
    return documents::engineScoreText(score.mate, score.value);
}

QString scoreWords(const engine::WhiteScore& score, Language language)
{
    if (score.mate) {
        // "mate 0" is a mate on the board: the side to move is mated; the engine gives no line for it.
        const int moves = std::abs(score.value);
        return score.value > 0
            ? words("Analysis", QT_TRANSLATE_N_NOOP("Analysis", "White mates in %n move(s)"), language, moves)
            : words(
                "Analysis", QT_TRANSLATE_N_NOOP("Analysis", "Black mates in %n move(s)"), language, moves);
    }
    QString pawns = QString::number(std::abs(score.value) / 100.0, 'f', 2);
    if (language == Language::Ukrainian)
        pawns.replace(u'.', u','); // as Ukrainian writes a fraction
    if (score.value > 0)
        return words("Analysis", QT_TRANSLATE_NOOP("Analysis", "White is better by %1 pawns"), language)
            .arg(pawns);
    if (score.value < 0)
        return words("Analysis", QT_TRANSLATE_NOOP("Analysis", "Black is better by %1 pawns"), language)
            .arg(pawns);
    return words("Analysis", QT_TRANSLATE_NOOP("Analysis", "equal"), language);
}

QString engineProblemText(const engine::EngineProblem& problem, Language language, EngineChoice choice)
{
    using engine::EngineFailure;
    // As the language writes a fraction: 0.5 s, 0,5 с.
    QString seconds = QString::number(problem.waitedMs / 1000.0);
    if (language == Language::Ukrainian)
        seconds.replace(u'.', u',');
    const QString choose = choice == EngineChoice::InSettings
        ? words("Analysis", QT_TRANSLATE_NOOP("Analysis", "Choose an engine in Settings."), language)
        : words("Analysis", QT_TRANSLATE_NOOP("Analysis", "Name an engine with --engine PATH."), language);
    switch (problem.failure) {
    case EngineFailure::NotInstalled:
        return words("Analysis",
                   QT_TRANSLATE_NOOP("Analysis",
                       "No chess engine is installed: install Debian's Stockfish (sudo apt install "
                       "stockfish)."),
                   language)
            + u' ' + choose;
    case EngineFailure::Missing:
        return words("Analysis", QT_TRANSLATE_NOOP("Analysis", "There is no engine at %1."), language)
                   .arg(problem.path)
            + u' ' + choose;
    case EngineFailure::DidNotStart:
        return words("Analysis",
                   QT_TRANSLATE_NOOP("Analysis", "The engine %1 could not be started (%2)."),
                   language)
                   .arg(problem.path, problem.said)
            + u' ' + choose;
    case EngineFailure::NotUci: {
        QString text = problem.ended
            ? words("Analysis",
                QT_TRANSLATE_NOOP("Analysis",
                    "%1 ended without answering as a UCI chess engine (no \"uciok\"): it cannot be used."),
                language)
                  .arg(problem.path)
            : words("Analysis",
                QT_TRANSLATE_NOOP("Analysis",
                    "%1 did not answer as a UCI chess engine (no \"uciok\" within %2 s): it cannot be used."),
                language)
                  .arg(problem.path, seconds);
        if (!problem.said.isEmpty())
            text += u' '
                + words("Analysis", QT_TRANSLATE_NOOP("Analysis", "It said: %1"), language).arg(problem.said);
        return text + u' ' + choose;
    }
    case EngineFailure::NotReady:
        return words("Analysis",
            QT_TRANSLATE_NOOP(
                "Analysis", "The engine %1 did not answer \"isready\" within %2 s and was ended."),
            language)
            .arg(problem.path)
            .arg(seconds);
    case EngineFailure::Crashed:
        return words("Analysis",
            QT_TRANSLATE_NOOP("Analysis", "The engine %1 stopped working (exit code %2)."),
            language)
            .arg(problem.path)
            .arg(problem.exitCode);
    case EngineFailure::StopIgnored:
        return words("Analysis",
            QT_TRANSLATE_NOOP(
                "Analysis", "The engine %1 went on searching %2 s after it was told to stop, and was ended."),
            language)
            .arg(problem.path)
            .arg(seconds);
    }
    return {};
}

} // namespace postmark::text
