// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/teamagenda.h"

#include <algorithm>

namespace postmark::tournament {

namespace {

/// Whether the step needs no game's cards: the judge's own steps and the adjudication packets, which the
/// event's end dates. The other deadlines of a game with no card would be dated from the event's start.
bool knownWithoutCards(const AgendaItem& item)
{
    const auto* deadline = std::get_if<ledger::DeadlineKind>(&item.what);
    return !deadline || *deadline == ledger::DeadlineKind::Adjudication;
}

} // namespace

QList<TeamAgendaItem> teamAgenda(const TeamEvent& event, const QDate& asOf)
{
    QList<TeamAgendaItem> items;
    for (int board = 1; board <= event.boards; ++board) {
        for (const AgendaItem& item : judgeAgenda(boardTournament(event, board), {}, asOf)) {
            if (knownWithoutCards(item) && isJudgesStep(item, asOf))
                items.append({board, item});
        }
    }
    std::stable_sort(items.begin(), items.end(), [](const TeamAgendaItem& a, const TeamAgendaItem& b) {
        if (a.item.due.has_value() != b.item.due.has_value())
            return a.item.due.has_value();
        if (a.item.due != b.item.due)
            return a.item.due && *a.item.due < *b.item.due;
        return a.board < b.board;
    });
    return items;
}

} // namespace postmark::tournament
