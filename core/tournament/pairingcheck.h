// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include "core/support/message.h"
#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// A game as an archive lists it: enough to find it among its event's pairings.
struct ListedGame
{
    qint64 id = 0;
    QString event;
    QString white;
    QString black;
    QString index = {}; ///< the event's index as the game names it (empty: not written)
};

/// The games naming `event` whose White and Black it pairs in no game with those colours: a game file
/// of another event under its name, players swapped, or a person written otherwise than the event's list
/// writes them. The judge reads the event's games as the pairings say (the crosstable never counts a
/// game file), so such a game would be seen in the event and counted nowhere. One message a game. A game
/// whose index is not the event's (nor the event's with the game's number, UKR/C11/SF1-13) is of another
/// event of that name (next year's Cup, another group): not this one's to judge; a game or event that
/// writes no index is matched by the name alone.
QList<Message> gamesOutsidePairings(const Tournament& event, const QList<ListedGame>& games);

} // namespace postmark::tournament
