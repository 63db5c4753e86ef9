// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/eventgames.h"

#include <QSet>

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
    QSet<std::pair<QString, QString>> paired;
    for (const TournamentGame& game : event.games)
        paired.insert({event.playerName(game.white), event.playerName(game.black)});
    QList<ledger::GameFile> ofEvent;
    for (const ledger::GameFile& game : games) {
        if (game.event.name == event.name && paired.contains({game.white.name, game.black.name}))
            ofEvent.append(game);
    }
    return ofEvent;
}

} // namespace postmark::tournament
