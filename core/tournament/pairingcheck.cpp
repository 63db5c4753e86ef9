// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/pairingcheck.h"

#include <QSet>

namespace postmark::tournament {

QList<Message> gamesOutsidePairings(const Tournament& event, const QList<ListedGame>& games)
{
    // White's name, a separator no name holds, Black's: a double round robin pairs each pair both ways.
    const auto key = [](const QString& white, const QString& black) -> QString {
        return white + QChar(0x1F) + black; // a QString: a QStringBuilder would outlive its parts
    };
    QSet<QString> paired;
    for (const TournamentGame& game : event.games)
        paired.insert(key(event.playerName(game.white), event.playerName(game.black)));
    QList<Message> problems;
    // A game's index is its event's, or the event's with the game's number after a separator
    // (UKR/C11/SF1-13 in UKR/C11/SF1).
    const auto indexOfThisEvent = [&event](const QString& index) {
        if (index.isEmpty() || event.index.isEmpty() || index == event.index)
            return true;
        return index.startsWith(event.index) && QStringView(u"-/. ").contains(index.at(event.index.size()));
    };
    const auto ofThisEvent = [&](const ListedGame& game) {
        return game.event == event.name && indexOfThisEvent(game.index);
    };
    for (const ListedGame& game : games) {
        if (!ofThisEvent(game) || paired.contains(key(game.white, game.black)))
            continue;
        problems.append(say(MessageCode::EventGameNotPaired, game.id, game.white, game.black, event.name));
    }
    return problems;
}

} // namespace postmark::tournament
