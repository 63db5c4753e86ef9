// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/bergerpairings.h"

namespace postmark::tournament {

QList<Round> bergerRounds(int playerCount)
{
    QList<Round> rounds;
    if (playerCount < 2)
        return rounds;
    const int n = playerCount % 2 == 0 ? playerCount : playerCount + 1;
    const int rotating = n - 1; // players 1..n-1 rotate; n is fixed
    const int half = n / 2;
    for (int r = 1; r <= rotating; ++r) {
        Round round;
        round.number = r;
        // The player who meets n: 1 in round 1, then advancing by n/2 each round.
        const int facingLast = ((r - 1) * half) % rotating + 1;
        const Board first = r % 2 == 1 ? Board{facingLast, n} : Board{n, facingLast};
        QList<Board> boards{first};
        for (int k = 1; k < half; ++k) {
            const int white = (facingLast + k - 1) % rotating + 1;
            const int black = (facingLast - k - 1 + rotating) % rotating + 1;
            boards.append(Board{white, black});
        }
        for (const Board& board : boards) {
            if (board.white > playerCount)
                round.bye = board.black;
            else if (board.black > playerCount)
                round.bye = board.white;
            else
                round.boards.append(board);
        }
        rounds.append(round);
    }
    return rounds;
}

QList<TournamentGame> roundRobinGames(const QList<Player>& players, int cycles)
{
    QList<TournamentGame> games;
    const QList<Round> rounds = bergerRounds(static_cast<int>(players.size()));
    // The second cycle repeats the first with the colours reversed (FIDE C.05 Annex 1, double round robin):
    // each pair has one game with each colour.
    for (int cycle = 0; cycle < cycles; ++cycle) {
        for (const Round& round : rounds) {
            for (const Board& board : round.boards) {
                const int white = cycle == 0 ? board.white : board.black;
                const int black = cycle == 0 ? board.black : board.white;
                games.append(TournamentGame{
                    players[white - 1].id, players[black - 1].id, std::nullopt, ResultHow::Played, {}, {}});
            }
        }
    }
    return games;
}

} // namespace postmark::tournament
