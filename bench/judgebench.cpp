// SPDX-License-Identifier: GPL-3.0-or-later
// The chief judge's window on a 15-player semifinal with a game file for each of its 105 games: how long
// the window takes to open and to show an edit, against computing the same agenda and crosstable in the
// core alone (the ratio is what the window adds). Prints one JSON line; never a test.
//
//   postmark-bench-judge [PLAYERS] [CARDS]
#include <algorithm>
#include <chrono>
#include <cstdio>

#include <QApplication>

#include "bench/benchclock.h"
#include "core/tournament/bergerpairings.h"
#include "core/tournament/crosstable.h"
#include "core/tournament/judgeagenda.h"
#include "tests/support/randomgame.h"
#include "ui/tournament/tournamentwindow.h"

using namespace postmark;

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const int players = argc > 1 ? std::atoi(argv[1]) : 15;
    const int cards = argc > 2 ? std::atoi(argv[2]) : 40;

    tournament::Tournament event;
    event.name = QStringLiteral("Bench semifinal");
    event.start = QDate(2017, 3, 1);
    event.end = QDate(2019, 3, 1);
    event.tiebreaks = {tournament::TieBreak::Wins, tournament::TieBreak::SonnebornBerger};
    for (int i = 1; i <= players; ++i)
        event.players.append(
            {QStringLiteral("p%1").arg(i), QStringLiteral("Player %1").arg(i), {}, 2000 + i});
    event.games = tournament::roundRobinGames(event.players);

    // A generated game per pairing, renamed to its players: the agenda computes each from its cards.
    QList<ledger::GameFile> files;
    for (int g = 0; g < static_cast<int>(event.games.size()); ++g) {
        ledger::GameFile file = testing::randomGame(
            quint32(g + 1), {.cards = cards, .variedEvidence = true, .leaves = true, .variedNotation = true});
        file.event.name = event.name;
        file.white.name = event.players[event.playerIndex(event.games[g].white)].name;
        file.black.name = event.players[event.playerIndex(event.games[g].black)].name;
        files.append(file);
    }
    const QDate asOf(2018, 6, 1);

    double coreSeconds = 1e9;
    qsizetype items = 0;
    for (int repeat = 0; repeat < 3; ++repeat) {
        const auto start = std::chrono::steady_clock::now();
        const tournament::Crosstable table = tournament::computeCrosstable(event);
        items = tournament::judgeAgenda(event, files, asOf).size() + table.standings.size();
        coreSeconds = std::min(coreSeconds, secondsSince(start));
    }

    double openSeconds = 1e9;
    double editSeconds = 1e9;
    for (int repeat = 0; repeat < 3; ++repeat) {
        auto start = std::chrono::steady_clock::now();
        ui::TournamentWindow window(event, files, asOf);
        openSeconds = std::min(openSeconds, secondsSince(start));
        start = std::chrono::steady_clock::now();
        window.recordResult(0, tournament::GameResult::Draw, tournament::ResultHow::Played);
        editSeconds = std::min(editSeconds, secondsSince(start));
    }

    std::printf(
        "{\"players\": %d, \"games\": %d, \"cards_per_game\": %d, \"agenda_and_crosstable_ms\": %.1f, "
        "\"window_open_ms\": %.1f, \"record_result_ms\": %.1f, \"open_over_core\": %.2f, "
        "\"edit_over_core\": %.2f, \"items\": %lld}\n",
        players,
        static_cast<int>(event.games.size()),
        cards,
        coreSeconds * 1000,
        openSeconds * 1000,
        editSeconds * 1000,
        openSeconds / coreSeconds,
        editSeconds / coreSeconds,
        static_cast<long long>(items));
    return 0;
}
