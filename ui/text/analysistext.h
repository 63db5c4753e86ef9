// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/engine/analysisline.h"
#include "core/engine/enginefailure.h"
#include "core/support/language.h"

// An engine's analysis in the user's words, for the analysis pane and postmark-cli alike.
namespace postmark::text {

/// The score as chess programs write it, from White's view: +0.35, -1.20, 0.00 in pawns; #3 White mates
/// in 3, #-3 Black does.
QString scoreText(const engine::WhiteScore& score);

/// The same in words: "White is better by 0.35 pawns", "Black mates in 3".
QString scoreWords(const engine::WhiteScore& score, Language language);

/// Where the user chooses the engine: the window's Settings, or postmark-cli's --engine.
enum class EngineChoice
{
    InSettings,
    WithOption,
};

/// Why the engine cannot analyse, naming the program, and what to do.
QString engineProblemText(const engine::EngineProblem& problem, Language language, EngineChoice choice);

} // namespace postmark::text
