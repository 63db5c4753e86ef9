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
    const auto ofThisEvent = [&event](const ListedGame& game) {
        return game.event == event.name
            && (game.index.isEmpty() || event.index.isEmpty() || game.index == event.index);
    };
    for (const ListedGame& game : games) {
        if (!ofThisEvent(game) || paired.contains(key(game.white, game.black)))
            continue;
        problems.append(say(MessageCode::EventGameNotPaired, game.id, game.white, game.black, event.name));
    }
    return problems;
}

} // namespace postmark::tournament
