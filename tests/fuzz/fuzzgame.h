// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ledger/gamefile.h"

namespace postmark::fuzz {

/// Everything the programs build from one game file that reads: its ledger as of asOfDay(), the ledger
/// report (text in both languages and JSON), the claim check, every document of every card, the player's
/// due document from each side, the game as PGN read back, and the text of every problem. Checks that the
/// file writes back to itself.
enum class Reach
{
    LedgerOnly, ///< the file written back, the ledger and its problems: for a target whose reader is
                ///< elsewhere
    Everything,
};
void exerciseGameFile(const ledger::GameFile& game, Reach reach = Reach::Everything);

} // namespace postmark::fuzz
