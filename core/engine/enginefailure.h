// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace postmark::engine {

/// Why an engine cannot analyse: a code with its facts, which ui/text puts into the user's words.
enum class EngineFailure
{
    NotInstalled, ///< no engine given and none found (Debian's stockfish is not installed)
    Missing, ///< no program at the path given
    DidNotStart, ///< the system would not run it (not executable, not a program for this machine)
    NotUci, ///< it did not answer `uci` with `uciok` in time: not a UCI engine
    NotReady, ///< it did not answer `isready` in time: it hangs
    Crashed, ///< it ended while in use
    StopIgnored, ///< it went on searching after `stop`: it was ended
};

struct EngineProblem
{
    EngineFailure failure = EngineFailure::Crashed;
    QString path; ///< the program
    /// What it said instead of the answer (its first lines), or how it ended ("exit code 139"); may be empty.
    QString said;
    int exitCode = 0;
    int waitedMs = 0; ///< how long it was given to answer
    bool ended = false; ///< it ended by itself before answering (NotUci), rather than keeping silent
};

} // namespace postmark::engine
