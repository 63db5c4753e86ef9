// SPDX-License-Identifier: GPL-3.0-or-later
// Measures PGN import: parse every game and replay every move (variations included) on a board,
// the job Scid, pgn-extract and chess.js do in bench/run-pgn-bench.sh. Prints one JSON line.
#include <chrono>
#include <cstdio>

#include <QCoreApplication>
#include <QFile>

#include "core/pgn/pgnreader.h"

#include <sys/resource.h>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: postmark-bench-pgn FILE.pgn\n");
        return 2;
    }
    QFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "postmark-bench-pgn: %s: %s\n", argv[1], qPrintable(file.errorString()));
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    postmark::pgn::PgnReader reader(file);
    postmark::pgn::PgnGame game;
    long long games = 0;
    long long plies = 0;
    long long illegal = 0;
    while (reader.readNext(game)) {
        ++games;
        plies += game.plyCount();
        illegal += game.illegal ? 1 : 0;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf(
        "{\"tool\": \"postmark\", \"games\": %lld, \"plies\": %lld, \"illegal\": %lld, \"seconds\": %.3f, "
        "\"games_per_s\": %.0f, \"plies_per_s\": %.0f, \"peak_rss_mb\": %.1f}\n",
        games,
        plies,
        illegal,
        seconds,
        games / seconds,
        plies / seconds,
        usage.ru_maxrss / 1024.0);
    return 0;
}
