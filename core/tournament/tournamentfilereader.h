// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QByteArray>

#include "core/ledger/inputproblem.h"
#include "core/tournament/tournament.h"

namespace postmark::tournament {

struct TournamentFileReading
{
    std::optional<Tournament> tournament; ///< set when `problems` is empty
    ledger::InputProblems problems;
};

/// Reads a tournament file (UTF-8 JSON, format 1) strictly: an unknown key, an unknown player, a
/// pair that meets twice, a player paired with themself, an unknown result, `how` or tie-break —
/// each is a problem naming the player, game or withdrawal and the key.
TournamentFileReading readTournamentFile(const QByteArray& json);

} // namespace postmark::tournament
