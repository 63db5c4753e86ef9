// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/archive/eventsdatedahead.h"

#include "core/tournament/tournamentdates.h"

namespace postmark::archive {

Result<QList<EventDatedAhead>> eventsDatedAhead(const GameRepository& archive, const QDate& today)
{
    const Result<QList<TournamentSummary>> kept = archive.tournaments();
    if (!kept)
        return kept.error();
    QList<EventDatedAhead> found;
    for (const TournamentSummary& summary : *kept) {
        const Result<tournament::Tournament> event = archive.tournament(summary.id);
        if (!event)
            return event.error();
        if (ledger::InputProblems problems = tournament::datesNotYetCome(*event, today); !problems.isEmpty())
            found.append({event->index, event->name, std::move(problems)});
    }
    return found;
}

} // namespace postmark::archive
