// SPDX-License-Identifier: GPL-3.0-or-later
// Imports generated games into a new archive (each game its own transaction, as the command line does),
// then opens the archive afresh and lists every game with its status and next deadline. Prints JSON.
#include <chrono>
#include <cstdio>

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include "bench/benchclock.h"
#include "core/storage/sqlitearchive.h"
#include "tests/support/randomgame.h"

using namespace postmark;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int games = argc > 1 ? std::atoi(argv[1]) : 10000;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.postmark"));

    std::vector<ledger::GameFile> files;
    files.reserve(std::size_t(games));
    for (int seed = 1; seed <= games; ++seed)
        files.push_back(testing::randomGame(quint32(seed), {.cards = 60}));

    double importSeconds = 0;
    {
        auto archive = storage::SqliteArchive::open(path).value();
        const auto start = std::chrono::steady_clock::now();
        for (const ledger::GameFile& file : files) {
            if (!archive->addGame(file, QDate(2020, 1, 1))) {
                std::fprintf(stderr, "import failed\n");
                return 1;
            }
        }
        importSeconds = secondsSince(start);
    }

    double openSeconds = 1e9;
    double listSeconds = 1e9;
    qsizetype listed = 0;
    for (int repeat = 0; repeat < 5; ++repeat) {
        const auto start = std::chrono::steady_clock::now();
        auto archive = storage::SqliteArchive::open(path).value();
        const double opened = secondsSince(start);
        const auto summaries = archive->games().value();
        const double total = secondsSince(start);
        listed = summaries.size();
        openSeconds = std::min(openSeconds, opened);
        listSeconds = std::min(listSeconds, total);
    }
    std::printf("{\"games\": %d, \"import_seconds\": %.2f, \"games_per_s\": %.0f, \"archive_mb\": %.1f, "
                "\"open_ms\": %.1f, \"open_and_list_ms\": %.1f, \"listed\": %lld}\n",
        games,
        importSeconds,
        games / importSeconds,
        QFile(path).size() / 1048576.0,
        openSeconds * 1000,
        listSeconds * 1000,
        static_cast<long long>(listed));
    return 0;
}
