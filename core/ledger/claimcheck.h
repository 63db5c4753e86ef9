// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include "core/ledger/controlperiod.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"

namespace postmark::ledger {

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
    /// The clauses of the game's section behind what a check says besides its findings: no overstep,
    /// the time calculation a claim sends, the game suspended by a claim (II.6.1, II.6.2, II.6.6 by post;
    /// III.4.3, III.6.1, III.6.3 by e-mail); empty where the section has none.
    QString overstepClause;
    QString calculationClause;
    QString suspensionClause;
};

ClaimCheck checkClaim(const GameFile& game, const Ledger& ledger);

} // namespace postmark::ledger
