// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include "core/ledger/gamefile.h"
#include "core/tournament/judgeregisters.h"
#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// The claims a player knows of without the judge's register (a federation's server shows it to the judge
/// alone): those their own game files record, made by them or against them, pending with the judge while
/// the game has no result. With it the player's view of the event says the game is suspended (II.6.6) and
/// when their objection is due (II.6.4), as their desk does, instead of showing the game in play.
JudgeRegisters claimsKnownFromGames(const Tournament& event, const QList<ledger::GameFile>& games);

} // namespace postmark::tournament
