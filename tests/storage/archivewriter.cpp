// SPDX-License-Identifier: GPL-3.0-or-later
// A helper for the reliability tests: writes to an archive from its own process and prints "ack N" after
// each committed write, so that a test can kill it at any moment and know what was acknowledged.
//   archive-writer add DB COUNT            adds COUNT generated games
//   archive-writer increment DB GAME COUNT appends COUNT judge's adjustments to one game, one per action
#include <cstdio>

#include <QCoreApplication>

#include "core/storage/sqlitearchive.h"
#include "tests/support/messagewords.h"
#include "tests/support/randomgame.h"

using postmark::testing::english;

using namespace postmark;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    if (arguments.size() < 4)
        return 2;
    auto opened = storage::SqliteArchive::open(arguments[2], {.busyTimeoutMs = 20000});
    if (!opened) {
        std::fprintf(stderr, "%s\n", qPrintable(english(opened.error().detail)));
        return 1;
    }
    storage::SqliteArchive& archive = *opened.value();
    const QDate today(2019, 6, 1);
    if (arguments[1] == QLatin1StringView("add")) {
        const int count = arguments[3].toInt();
        for (int seed = 1; seed <= count; ++seed) {
            const Result<qint64> id =
                archive.addGame(testing::randomGame(quint32(seed), {.cards = 20}), today);
            if (!id) {
                std::fprintf(stderr, "%s\n", qPrintable(english(id.error().detail)));
                return 1;
            }
            std::printf("ack %lld\n", static_cast<long long>(*id));
            std::fflush(stdout);
        }
        return 0;
    }
    if (arguments[1] == QLatin1StringView("increment") && arguments.size() == 5) {
        const qint64 game = arguments[3].toLongLong();
        const int count = arguments[4].toInt();
        for (int step = 0; step < count; ++step) {
            const auto error = archive.updateGame(
                game,
                [](ledger::GameFile& file) -> std::optional<Error> {
                    file.adjustments.append({ledger::Color::White, 1, QStringLiteral("one more"), {}});
                    return std::nullopt;
                },
                today);
            if (error) {
                std::fprintf(stderr, "%s\n", qPrintable(english(error->detail)));
                return 1;
            }
            std::printf("ack\n");
            std::fflush(stdout);
        }
        return 0;
    }
    return 2;
}
