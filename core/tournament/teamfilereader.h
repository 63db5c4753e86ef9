// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QByteArray>

#include "core/ledger/inputproblem.h"
#include "core/tournament/teamevent.h"

namespace postmark::tournament {

struct TeamFileReading
{
    std::optional<TeamEvent> event; ///< set when `problems` is empty
    ledger::InputProblems problems;
};

/// Reads a team event file (format "postmark-team-event", version 1; docs/user-guide.*.md gives its
/// keys) strictly, as a tournament file is read: every board's games are checked as that board's
/// tournament, and a game between players of one team, or of another board than its own, is refused
/// naming the game.
TeamFileReading readTeamFile(const QByteArray& json);

} // namespace postmark::tournament
