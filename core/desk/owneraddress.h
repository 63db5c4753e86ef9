// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/ledger/gamefile.h"

namespace postmark::desk {

/// `game` with my address, `ownerAddress` (the archive owner's, from the settings), where its file has none
/// for me: the cards and letters I send carry the sender's full address (II.3.7), and a game entered before
/// the address was set, or imported from a PGN, has none. A game whose file has one keeps it: it is what
/// that game's partner writes to.
ledger::GameFile withOwnerAddress(ledger::GameFile game, ledger::Color mine, const QString& ownerAddress);

} // namespace postmark::desk
