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

/// What the commands that read one game file share: `NAME [--as-of DATE] [--format F] FILE`, the first of
/// `formats` the default. Returns the exit code to stop with (after --help, bad usage, an invalid file), or
/// nothing when `format` and `loaded` are set.
struct GameCommand
{
    QString format;
    std::optional<LoadedGame> loaded;
};
std::optional<int> readGameCommand(const QString& name,
    const QString& description,
    const QStringList& formats,
    const QStringList& arguments,
    Console& console,
    GameCommand& command);

} // namespace postmark::cli
