// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

#include "core/ledger/inputproblem.h"
#include "core/tournament/tournament.h"

/// The parts of a tournament file read and written alike in a team event file, whose every board is a
/// tournament.
namespace postmark::tournament::detail {

/// The players of a list; an id used twice is a problem naming the player's place in the list.
QList<Player> readPlayers(const QJsonArray& array, ledger::InputProblems& problems);
/// The games of `event` (its players and cycles known); `numbers` gives each game's place in the file
/// when it is not its place in `array` (a team event lists every board's games together).
QList<TournamentGame> readGames(const QJsonArray& array,
    const Tournament& event,
    ledger::InputProblems& problems,
    const QList<qsizetype>& numbers = {});
QList<Withdrawal> readWithdrawals(const QJsonArray& array,
    const Tournament& event,
    ledger::InputProblems& problems,
    const QList<qsizetype>& numbers = {});

/// A player, a game and a withdrawal as a tournament file writes them.
QJsonObject playerObject(const Player& player);
QJsonObject gameObject(const TournamentGame& game);
QJsonObject withdrawalObject(const Withdrawal& withdrawal);

} // namespace postmark::tournament::detail
