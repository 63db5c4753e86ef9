// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QList>

#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// One board of a round: starting numbers from 1, as on a Berger table.
struct Board
{
    int white = 0;
    int black = 0;
    bool operator==(const Board&) const = default;
};

struct Round
{
    int number = 0; ///< from 1
    QList<Board> boards; ///< board 1 first
    std::optional<int> bye; ///< the player who sits out (odd number of players)
};

/// The Berger tables of a single round robin (FIDE Handbook C.05, Annex 1): every pair meets once,
/// each player's whites and blacks differ by at most one. An odd number of players is paired as the
/// next even number, the last starting number being the bye. In a postal event all rounds start at
/// once; the round number only fixes colours. Empty below two players.
QList<Round> bergerRounds(int playerCount);

/// Every game of a new round robin, starting numbers in `players` order, colours from the Berger tables,
/// all in progress; with `cycles` 2, a double round robin: the second cycle's games follow the first's with
/// the colours reversed (in a postal event both are played at the same time).
QList<TournamentGame> roundRobinGames(const QList<Player>& players, int cycles = 1);

} // namespace postmark::tournament
