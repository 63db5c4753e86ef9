// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/documents/document.h"
#include "core/tournament/teamevent.h"

namespace postmark::documents {

/// The chief judge's start notices in a team event, one to each team's captain (A4, a page each): the
/// judge's correspondence goes through the captain, who passes it to the team's players (IV.2.4). Each
/// says the team's games board by board — the player, the colour, the opponent, the opponent's team and
/// address — the other captains and their addresses (IV.2.3), and what the players and the captain do and
/// by when: the first moves, the inquiry for a missing one (IV.7.1), the reports and records the captain
/// sends the judge (IV.2.4).
/// `judge`: the chief judge's name, signed under each notice (a line to sign on when empty).
Document captainStartNotices(
    const tournament::TeamEvent& event, Language language, const QString& judge = {});

} // namespace postmark::documents
