// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/chess/types.h"
#include "core/rules/ruleset.h"

namespace postmark::ledger {

using chess::Color;

/// The time control (II.4.3, II.6.1): the limit for a move is the days per control times the control
/// periods up to and including it, cumulative. Inline: the ledger asks it for every card.
inline int limitFor(const rules::RuleSet& rules, int moveNumber)
{
    const int periods =
        ((moveNumber > 1 ? moveNumber : 1) + rules.movesPerControl - 1) / rules.movesPerControl;
    return periods * rules.daysPerControl;
}

/// The move that closes the control period containing `move` (10, 20, …).
int controlMoveOf(const rules::RuleSet& rules, int move);

/// Whether a forfeit claim may still be made (II.6.3): no later than the claimant's reply to the
/// offender's control move, so the window is open until the claimant has made that reply.
bool claimWindowOpen(Color offender, int controlMove, int offenderMovesMade, int claimantMovesMade);

} // namespace postmark::ledger
