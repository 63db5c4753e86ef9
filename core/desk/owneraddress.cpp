// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/owneraddress.h"

namespace postmark::desk {

ledger::GameFile withOwnerAddress(ledger::GameFile game, ledger::Color mine, const QString& ownerAddress)
{
    ledger::Player& me = mine == ledger::Color::White ? game.white : game.black;
    if (!ownerAddress.trimmed().isEmpty())
        me.address = ownerAddress.trimmed();
    return game;
}

} // namespace postmark::desk
