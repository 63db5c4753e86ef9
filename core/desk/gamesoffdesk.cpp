// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/gamesoffdesk.h"

namespace postmark::desk {

GamesOffDesk gamesOffDesk(const QList<ledger::GameFile>& games, const PlayerNames& owner)
{
    GamesOffDesk off;
    for (const ledger::GameFile& game : games) {
        if (owner.matches(game.white.name) || owner.matches(game.black.name))
            continue;
        ++off.count;
        for (const QString& name : {game.white.name, game.black.name}) {
            if (!name.isEmpty() && !off.names.contains(name))
                off.names.append(name);
        }
    }
    return off;
}

} // namespace postmark::desk
