// SPDX-License-Identifier: GPL-3.0-or-later
// The chief judge's window on a 15-player semifinal with a game file for each of its 105 games: how long
// the window takes to open, show, lay out and paint itself, and to show an edit, against computing the
// same agenda and crosstable in the core alone (the ratio is what the window adds). Medians of seven runs
// with min and max; never a test.
//
//   postmark-bench-judge [PLAYERS] [CARDS]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

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

    constexpr int Runs = 7;
    std::vector<double> core, open, edit;
    qsizetype items = 0;
    for (int repeat = 0; repeat < Runs; ++repeat) {
        const auto start = std::chrono::steady_clock::now();
        const tournament::Crosstable table = tournament::computeCrosstable(event);
        items = tournament::judgeAgenda(event, files, asOf).size() + table.standings.size();
        core.push_back(secondsSince(start));
    }
    for (int repeat = 0; repeat < Runs; ++repeat) {
        // To the window shown, laid out and painted at the size of a judge's laptop screen.
        auto start = std::chrono::steady_clock::now();
        ui::TournamentWindow window(event, files, asOf);
        window.resize(1366, 768);
        window.show();
        window.repaint();
        open.push_back(secondsSince(start));
        start = std::chrono::steady_clock::now();
        window.recordResult(0, tournament::GameResult::Draw, tournament::ResultHow::Played);
        window.repaint();
        edit.push_back(secondsSince(start));
    }
    const auto median = [](std::vector<double> samples) {
        std::sort(samples.begin(), samples.end());
        return samples[samples.size() / 2];
    };
    const auto range = [](const std::vector<double>& samples) {
        return std::pair(*std::min_element(samples.begin(), samples.end()) * 1000,
            *std::max_element(samples.begin(), samples.end()) * 1000);
    };
    std::printf("The judge's window, %d players, %d games of %d cards, medians of %d runs (ms):\n\n",
        players,
        static_cast<int>(event.games.size()),
        cards,
        Runs);
    std::printf("| %-44s | %7s | %7s | %7s | %7s |\n", "", "median", "min", "max", "÷ core");
    std::printf("|----------------------------------------------|---------|---------|---------|---------|\n");
    const auto row = [&](const char* what, const std::vector<double>& samples) {
        const auto [low, high] = range(samples);
        std::printf("| %-44s | %7.1f | %7.1f | %7.1f | %6.2f× |\n",
            what,
            median(samples) * 1000,
            low,
            high,
            median(samples) / median(core));
    };
    row("the agenda and the crosstable, core alone", core);
    row("the window opened, shown and painted", open);
    row("a result recorded and the window painted", edit);
    std::printf("\n%lld agenda items and standings.\n", static_cast<long long>(items));
    return 0;
}
