// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringList>

#include "core/desk/playernames.h"
#include "core/ledger/gamefile.h"

namespace postmark::desk {

/// Games stored that the owner's desk will not list, as an import says them: how many, and the players'
/// names in them, in the order the games give them, for the owner to find his own spelling among them.
struct GamesOffDesk
{
    int count = 0;
    QStringList names;
};

/// The games of `games` that `owner` plays under none of his spellings.
GamesOffDesk gamesOffDesk(const QList<ledger::GameFile>& games, const PlayerNames& owner);

} // namespace postmark::desk
