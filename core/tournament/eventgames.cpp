// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/eventgames.h"

namespace postmark::tournament {

bool isGameOfEvent(const Tournament& event, const QString& name, const QString& index)
{
    if (name != event.name)
        return false;
    if (index.isEmpty() || event.index.isEmpty() || index == event.index)
        return true;
    return index.startsWith(event.index) && QStringView(u"-/. ").contains(index.at(event.index.size()));
}

QList<ledger::GameFile> gamesOfEvent(const Tournament& event, const QList<ledger::GameFile>& games)
{
    QList<ledger::GameFile> ofEvent;
    for (const ledger::GameFile& game : games) {
        if (isGameOfEvent(event, game.event.name, game.event.index))
            ofEvent.append(game);
    }
    return ofEvent;
}

} // namespace postmark::tournament
