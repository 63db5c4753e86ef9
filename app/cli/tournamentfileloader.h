// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "app/cli/command.h"
#include "core/tournament/teamevent.h"
#include "core/tournament/tournament.h"

namespace postmark::cli {

/// Reads a tournament file. On any problem prints one line per problem to stderr, naming the player,
/// game or withdrawal and the key, and returns nothing (the command then exits with BadUsage).
std::optional<tournament::Tournament> loadTournament(
    const QString& command, const QString& path, Console& console);

/// A tournament file or a team event file (format "postmark-team-event"), as the file says it is.
struct LoadedEvent
{
    std::optional<tournament::Tournament> tournament;
    std::optional<tournament::TeamEvent> teamEvent;
};

/// Reads either kind of file, reporting problems as loadTournament() does; nothing when the file is not
/// valid.
std::optional<LoadedEvent> loadEvent(const QString& command, const QString& path, Console& console);

} // namespace postmark::cli
