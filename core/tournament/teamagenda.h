// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>

#include "core/tournament/judgeagenda.h"
#include "core/tournament/teamevent.h"

namespace postmark::tournament {

/// A step on a team event's agenda: the board it is on, and the step as that board's (IV.1.3).
struct TeamAgendaItem
{
    int board = 1;
    AgendaItem item;

    bool operator==(const TeamAgendaItem&) const = default;
};

/// The chief judge's steps in a team event as of `asOf`, dated ones first, earliest first, then by board:
/// each board is a tournament of its own (IV.1.3) and has the steps judgeAgenda() gives a tournament's judge
/// — a reported result whose game record is awaited (II.9.1), a withdrawn player's games awaiting
/// adjudication and the adjudication packets once two weeks away or past (II.9.5). The judge of a team event
/// keeps no game's cards: the players report to their captains (IV.3.2, IV.7), who tell the judge; the
/// deadlines a game's cards would give (repeats, inquiries, two months without a move) are not guessed from
/// the start date.
QList<TeamAgendaItem> teamAgenda(const TeamEvent& event, const QDate& asOf);

} // namespace postmark::tournament
