// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>

#include "core/documents/document.h"
#include "core/tournament/crosstable.h"

namespace postmark::documents {

/// The chief judge's tournament report as of a date (A4): the event, the standings with points and
/// tie-breaks, the withdrawals and their decisions (II.8.1), and the state of every game.
Document tournamentReport(const tournament::Tournament& event, const QDate& asOf, Language language);

/// One start notice per player (A4, one page each): the event and its dates, the player's games
/// with colour, opponent, address and rating, and which first moves the player sends.
Document startNotices(const tournament::Tournament& event, Language language);

} // namespace postmark::documents
