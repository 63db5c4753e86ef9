// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/eventgames.h"

#include <algorithm>

namespace postmark::tournament {

bool isGameOfEvent(const Tournament& event, const QString& name, const QString& index)
{
    if (name != event.name)
        return false;
    if (index.isEmpty() || event.index.isEmpty() || index == event.index)
        return true;
    return index.startsWith(event.index) && QStringView(u"-/. ").contains(index.at(event.index.size()));
}

bool isGameFileOf(const Tournament& event, const TournamentGame& pairing, const ledger::GameFile& file)
{
    return file.white.name == event.playerName(pairing.white)
        && file.black.name == event.playerName(pairing.black);
}

const ledger::GameFile* gameFileOf(
    const Tournament& event, const TournamentGame& pairing, const QList<ledger::GameFile>& files)
{
    const auto found = std::find_if(files.begin(), files.end(), [&](const ledger::GameFile& file) {
        return isGameFileOf(event, pairing, file);
    });
    return found == files.end() ? nullptr : &*found;
}

QList<ledger::GameFile> gamesOfEvent(const Tournament& event, const QList<ledger::GameFile>& games)
{
    QList<ledger::GameFile> ofEvent;
    for (const ledger::GameFile& game : games) {
        if (game.event.name != event.name)
            continue;
        if (std::any_of(event.games.begin(), event.games.end(), [&](const TournamentGame& pairing) {
                return isGameFileOf(event, pairing, game);
            }))
            ofEvent.append(game);
    }
    return ofEvent;
}

} // namespace postmark::tournament
