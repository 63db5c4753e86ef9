// SPDX-License-Identifier: GPL-3.0-or-later
// The archive at a player's and a federation's size: for each size, generated games of 60 cards are
// imported (a file of 1,000 games at a time, as `import` and the window's Import do), beside a 20-player
// event of 190 games; then the archive is opened and listed, checked whole, and the event's agenda
// computed from the archive (`agenda --tournament`). Each figure is printed with its cost per game, so a
// step that does not grow linearly shows in the table. Medians of five runs (one for import and check,
// which change or read everything), with min and max. Never a test.
//
//   [POSTMARK_BENCH_DIR=DIR] postmark-bench-scale [GAMES…]        (default: 1000 10000 50000)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include "bench/benchclock.h"
#include "core/storage/sqlitearchive.h"
#include "core/tournament/bergerpairings.h"
#include "core/tournament/judgeagenda.h"
#include "tests/support/randomgame.h"

using namespace postmark;

namespace {

constexpr int GamesPerFile = 1000;
constexpr int EventPlayers = 20;
const QDate Today(2020, 1, 1);

struct Spread
{
    double median = 0;
    double min = 0;
    double max = 0;
};

Spread spreadOf(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples.front(), samples.back()};
}

Spread timed(int runs, const std::function<bool()>& run)
{
    std::vector<double> samples;
    for (int repeat = 0; repeat < runs; ++repeat) {
        const auto start = std::chrono::steady_clock::now();
        if (!run()) {
            std::fprintf(stderr, "postmark-bench-scale: a run failed\n");
            std::exit(1);
        }
        samples.push_back(secondsSince(start));
    }
    return spreadOf(samples);
}

tournament::Tournament twentyPlayerEvent()
{
    tournament::Tournament event;
    event.name = QStringLiteral("Scale bench final");
    event.start = QDate(2017, 3, 1);
    event.end = QDate(2021, 3, 1);
    for (int i = 1; i <= EventPlayers; ++i)
        event.players.append(
            {QStringLiteral("p%1").arg(i), QStringLiteral("Finalist %1").arg(i), {}, 2000 + i});
    event.games = tournament::roundRobinGames(event.players);
    return event;
}

QList<ledger::GameFile> eventGames(const tournament::Tournament& event)
{
    QList<ledger::GameFile> files;
    for (int g = 0; g < static_cast<int>(event.games.size()); ++g) {
        ledger::GameFile file = testing::randomGame(quint32(900000 + g), {.cards = 60});
        file.event.name = event.name;
        file.white.name = event.players[event.playerIndex(event.games[g].white)].name;
        file.black.name = event.players[event.playerIndex(event.games[g].black)].name;
        files.append(file);
    }
    return files;
}

void printRow(const char* figure, int games, const Spread& seconds, const char* unit = "ms")
{
    std::printf("| %-28s | %7d | %10.1f | %9.1f | %9.1f | %12.1f |\n",
        figure,
        games,
        seconds.median * 1000,
        seconds.min * 1000,
        seconds.max * 1000,
        seconds.median * 1e6 / games);
    Q_UNUSED(unit);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i)
        sizes.push_back(std::atoi(argv[i]));
    if (sizes.empty())
        sizes = {1000, 10000, 50000};

    const tournament::Tournament event = twentyPlayerEvent();
    const QList<ledger::GameFile> finals = eventGames(event);
    std::printf("| %-28s | %7s | %10s | %9s | %9s | %12s |\n",
        "figure",
        "games",
        "median ms",
        "min ms",
        "max ms",
        "µs per game");
    std::printf(
        "|------------------------------|---------|------------|-----------|-----------|--------------|\n");
    for (const int size : sizes) {
        // POSTMARK_BENCH_DIR keeps the archives there, to look into them afterwards.
        QTemporaryDir dir;
        const QString keep = qEnvironmentVariable("POSTMARK_BENCH_DIR");
        const QString path = keep.isEmpty() ? dir.filePath(QStringLiteral("scale.postmark"))
                                            : keep + QStringLiteral("/scale-%1.postmark").arg(size);
        QFile::remove(path);
        qint64 tournamentId = 0;
        double importSeconds = 0;
        {
            auto archive = storage::SqliteArchive::open(path).value();
            tournamentId = archive->importTournament(event).value();
            if (!archive->importGames(finals, Today)) {
                std::fprintf(stderr, "postmark-bench-scale: the event's games did not import\n");
                return 1;
            }
            // Generated a file at a time: 50,000 games of 60 cards would not fit in memory at once.
            for (int first = 0; first < size; first += GamesPerFile) {
                QList<ledger::GameFile> file;
                for (int seed = first + 1; seed <= std::min(size, first + GamesPerFile); ++seed)
                    file.append(testing::randomGame(quint32(seed), {.cards = 60}));
                const auto start = std::chrono::steady_clock::now();
                if (!archive->importGames(file, Today)) {
                    std::fprintf(stderr, "postmark-bench-scale: import failed\n");
                    return 1;
                }
                importSeconds += secondsSince(start);
            }
        }
        printRow("import (1,000 a file)", size, {importSeconds, importSeconds, importSeconds});

        const Spread list = timed(5, [&] {
            auto archive = storage::SqliteArchive::open(path);
            return archive && (*archive)->games() && (*archive)->games()->size() == size + finals.size();
        });
        printRow("open + list", size, list);

        auto archive = storage::SqliteArchive::open(path).value();
        const Spread check = timed(1, [&] {
            const auto problems = archive->check();
            return problems && problems->isEmpty();
        });
        printRow("check", size, check);

        qsizetype items = 0;
        const Spread agenda = timed(5, [&] {
            const auto stored = archive->tournament(tournamentId);
            const auto registers = archive->judgeRegisters(tournamentId);
            const auto games = archive->gamesOfEvent(event.name);
            if (!stored || !registers || !games || games->size() != finals.size())
                return false;
            QList<ledger::GameFile> files;
            for (const auto& [id, game] : *games)
                files.append(game);
            items = tournament::judgeAgenda(*stored, files, QDate(2018, 6, 1), *registers).size();
            return items > 0;
        });
        printRow("agenda of the 20-player event", size, agenda);
        archive.reset();
        const double kib = QFileInfo(path).size() / 1024.0;
        std::printf("| %-28s | %7d | %10.0f | %9s | %9s | %12.1f |\n",
            "archive size (KiB)",
            size,
            kib,
            "",
            "",
            kib / (size + finals.size()));
        std::fflush(stdout);
    }
    std::printf("\nimport, open + list and check per game of the archive; the agenda reads the event's %lld "
                "games only; the size's last column is KiB a game.\n",
        static_cast<long long>(finals.size()));
    return 0;
}
