// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/pairingcheck.h"

#include <QSet>

#include "core/tournament/eventgames.h"

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
    const auto ofThisEvent = [&event](const ListedGame& game) {
        return isGameOfEvent(event, game.event, game.index);
    };
    for (const ListedGame& game : games) {
        if (!ofThisEvent(game) || paired.contains(key(game.white, game.black)))
            continue;
        problems.append(say(MessageCode::EventGameNotPaired, game.id, game.white, game.black, event.name));
    }
    return problems;
}

} // namespace postmark::tournament
