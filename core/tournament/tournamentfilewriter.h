// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// Writes a tournament file (format 1) that readTournamentFile reads back to the same Tournament.
/// Games in progress are written without `result` and `how`.
QByteArray writeTournamentFile(const Tournament& event);

} // namespace postmark::tournament
