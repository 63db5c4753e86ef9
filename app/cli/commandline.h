// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QCommandLineParser>

#include "app/cli/command.h"

namespace postmark::cli {

/// Parses a subcommand's arguments. Returns an exit code when the command must stop here: after --help
/// (Success) or on a usage error (BadUsage, with the message and a hint on stderr).
std::optional<int> parseCommandLine(
    QCommandLineParser& parser, const QStringList& arguments, Console& console);

} // namespace postmark::cli
