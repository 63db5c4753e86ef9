// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/eventpairingscheck.h"

#include <QHash>

#include "core/tournament/pairingcheck.h"

namespace postmark::storage {

Result<QList<Message>> eventPairingProblems(const archive::GameRepository& archive)
{
    const Result<QList<archive::TournamentSummary>> events = archive.tournaments();
    if (!events)
        return events.error();
    const Result<QList<archive::GameSummary>> listed = archive.games();
    if (!listed)
        return listed.error();
    QHash<QString, QList<tournament::ListedGame>> gamesOfEvent;
    for (const archive::GameSummary& game : *listed)
        gamesOfEvent[game.event].append({game.id, game.event, game.white, game.black, game.index});
    QList<Message> problems;
    for (const archive::TournamentSummary& summary : *events) {
        const auto games = gamesOfEvent.constFind(summary.name);
        if (games == gamesOfEvent.cend())
            continue; // an event whose games are kept elsewhere (the players' archives)
        const Result<tournament::Tournament> event = archive.tournament(summary.id);
        if (!event)
            return event.error();
        problems.append(tournament::gamesOutsidePairings(*event, *games));
    }
    return problems;
}

} // namespace postmark::storage
