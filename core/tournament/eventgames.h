// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include "core/ledger/gamefile.h"
#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// Whether a game naming `name` and `index` is one of `event`'s: the same name, and the event's index or
/// the event's with the game's number after a separator (UKR/C11/SF1-13 in UKR/C11/SF1). A game of another
/// index is of another event of that name (next year's Cup, another group); a game or event that writes
/// no index is matched by the name alone.
bool isGameOfEvent(const Tournament& event, const QString& name, const QString& index);

/// Whether `file` is pairing `pairing`'s game file: White and Black named as the event's list names them
/// (the names the cards write), in those colours.
bool isGameFileOf(const Tournament& event, const TournamentGame& pairing, const ledger::GameFile& file);

/// The game file among `files` that is pairing `pairing`'s (isGameFileOf()): nullptr when none is. The one
/// rule by which the judge's agenda, a player's view of the claims and a publication find a pairing's cards.
const ledger::GameFile* gameFileOf(
    const Tournament& event, const TournamentGame& pairing, const QList<ledger::GameFile>& files);

/// The game files among `games` that `event` counts: of its name, White and Black as one of its pairings
/// has them — the games its crosstable and agenda are computed from, in their order. A game of the name the
/// event does not pair (players swapped, a name written otherwise) is the check's to report, not to copy.
QList<ledger::GameFile> gamesOfEvent(const Tournament& event, const QList<ledger::GameFile>& games);

} // namespace postmark::tournament
