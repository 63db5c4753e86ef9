// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"

namespace postmark::ledger {

/// Where a game stands, as the games list shows it and the archive keeps it. Derived in one place,
/// gameStatus(); the list puts it into words, the archive into its column (core/storage/cachedstate.h).
enum class GameStatus
{
    ToMove, ///< a player is to move and the time runs; Ledger::toMove says who
    TimeTrouble, ///< the owner is to move in time trouble: the reply must go registered (II.4.12)
    WaitingForPost, ///< the card to be answered has not been received yet: no time runs
    Overstep, ///< a player has overstepped the time limit (II.6.1)
    Suspended, ///< a forfeit claim is with the judge (II.6.6)
    Finished, ///< the game has a result
    Refused, ///< the game cannot be computed
};

/// The status of a computed game, first of: finished, suspended, overstep, waiting for the post, the owner's
/// move in time trouble, to move. `owner` is the side whose desk it is; without one (the archive, which keeps
/// every player's games) time trouble is not told apart from the move.
GameStatus gameStatus(const Ledger& ledger, std::optional<Color> owner = std::nullopt);

} // namespace postmark::ledger
