// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace postmark::engine {

/// Which engine analyses, and how: what Settings keeps and postmark-cli's options give.
struct EngineSettings
{
    QString path; ///< the program; empty: the default engine (defaultEnginePath())
    int threads = 1;
    int hashMb = 64;
    int multiPv = 1; ///< how many best lines to show

    bool operator==(const EngineSettings&) const = default;
};

/// Debian's Stockfish where the package puts it (/usr/games, which a desktop's PATH may lack), else a
/// `stockfish` on PATH; empty when there is none.
QString defaultEnginePath();

} // namespace postmark::engine
