// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/ledger/gamefile.h"

namespace postmark::desk {

/// `game` with my address as the cards and letters I send carry it (II.3.7: the sender's full address):
/// `ownerAddress`, the archive owner's from the settings, whenever it is set — a player who moved writes his
/// new address on every card from then on (helper-61 changed it and his next cards kept the old one) — else
/// the game file's own (a game imported with it, an archive whose owner has set none).
ledger::GameFile withOwnerAddress(ledger::GameFile game, ledger::Color mine, const QString& ownerAddress);

} // namespace postmark::desk
