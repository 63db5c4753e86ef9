// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include "core/archive/gamerepository.h"

namespace postmark::storage {

/// check(), for both archives: every event's games against its pairings (tournament::
/// gamesOutsidePairings), from the games' list and each event read once. On a server, what the login
/// reads: a player's own games in the events they play in.
Result<QList<Message>> eventPairingProblems(const archive::GameRepository& archive);

} // namespace postmark::storage
