// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "app/cli/command.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"

namespace postmark::cli {

struct LoadedGame
{
    ledger::GameFile game;
    ledger::Ledger ledger;
};

/// Reads a game file and computes its ledger as of `asOfText` (YYYY-MM-DD), else the file's as_of, else
/// today. On any problem prints one line per problem to stderr, naming the card and the key, and
/// returns nothing (the command then exits with BadUsage).
std::optional<LoadedGame> loadGame(
    const QString& command, const QString& path, const QString& asOfText, Console& console);

} // namespace postmark::cli
