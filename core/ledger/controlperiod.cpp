// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/controlperiod.h"

#include <algorithm>

namespace postmark::ledger {

int controlMoveOf(const rules::RuleSet& rules, int move)
{
    return ((std::max(move, 1) + rules.movesPerControl - 1) / rules.movesPerControl) * rules.movesPerControl;
}

bool claimWindowOpen(Color offender, int controlMove, int offenderMovesMade, int claimantMovesMade)
{
    if (offenderMovesMade < controlMove)
        return true;
    // White's control move n is answered by Black's move n; Black's by White's move n + 1.
    const int reply = offender == Color::White ? controlMove : controlMove + 1;
    return claimantMovesMade < reply;
}

} // namespace postmark::ledger
