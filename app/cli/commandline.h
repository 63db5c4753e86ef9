// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QCommandLineParser>
#include <QDate>

#include "app/cli/command.h"

namespace postmark::cli {

/// Parses a subcommand's arguments. Returns an exit code when the command must stop here: after --help
/// (Success) or on a usage error (BadUsage, with the message and a hint on stderr).
std::optional<int> parseCommandLine(
    QCommandLineParser& parser, const QStringList& arguments, Console& console);

/// A command that takes options only was given an argument besides them (a mistyped option value, a
/// file): says so on stderr, naming it, and returns true (the command then exits with BadUsage).
bool refusesArguments(const QCommandLineParser& parser, const QString& command, Console& console);

/// The date given with `option` (YYYY-MM-DD), or today when it is not given. A malformed date is said
/// on stderr, naming the command and the option, and gives nothing (the command then exits with BadUsage).
std::optional<QDate> dateOrToday(const QCommandLineParser& parser,
    const QCommandLineOption& option,
    const QString& command,
    Console& console);

} // namespace postmark::cli
