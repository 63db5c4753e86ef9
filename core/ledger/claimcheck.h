// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"

namespace postmark::ledger {

/// The move that closes the control period containing `move` (10, 20, …).
int controlMoveOf(const rules::RuleSet& rules, int move);

/// Whether a forfeit claim may still be made (II.6.3): no later than the claimant's reply to the
/// offender's control move, so the window is open until the claimant has made that reply.
bool claimWindowOpen(Color offender, int controlMove, int offenderMovesMade, int claimantMovesMade);

/// What a judge or a claimant needs to know about an overstep: whether it holds, whose, at which move, the
/// time calculation behind it (every move of the offender), and whether the claim is still in time.
struct ClaimCheck
{
    std::optional<Overstep> overstep;
    Explanation overstepWhy;
    int controlMove = 0;
    bool windowOpen = false;
    Explanation windowWhy;
    std::vector<MoveRow> offenderMoves; ///< the time calculation (II.6.2 part 2)
    std::vector<Explanation> offenderWhy; ///< beside each of those moves: how its days were counted
    bool alreadyClaimed = false;
};

ClaimCheck checkClaim(const GameFile& game, const Ledger& ledger);

} // namespace postmark::ledger
