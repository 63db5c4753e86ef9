// SPDX-License-Identifier: GPL-3.0-or-later
// Recomputes the ledgers of generated games (legal moves, random evidence) and compares the rate with a
// bare loop that only sums (send − receipt) over the same cards in memory. Prints one JSON line.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include <QCoreApplication>

#include "bench/benchclock.h"
#include "core/ledger/ledger.h"
#include "tests/support/messagewords.h"
#include "tests/support/randomgame.h"

using postmark::testing::english;

using namespace postmark;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int games = argc > 1 ? std::atoi(argv[1]) : 10000;
    const int cardsPerGame = argc > 2 ? std::atoi(argv[2]) : 60;
    const int ledgerRuns =
        argc > 3 ? std::max(1, std::atoi(argv[3])) : 3; // more runs: a profile of the ledger

    std::vector<ledger::GameFile> files;
    files.reserve(std::size_t(games));
    long long cards = 0;
    for (int seed = 1; seed <= games; ++seed) {
        files.push_back(testing::randomGame(quint32(seed),
            {.cards = cardsPerGame, .variedEvidence = true, .leaves = true, .variedNotation = true}));
        cards += files.back().cards.size();
    }
    const rules::RuleSet rules = rules::ruleSet(QStringLiteral("fzshu-postal")).value();

    // The bare loop: per card, its written send date minus the previous card's recipient date.
    long long bareSum = 0;
    double bareSeconds = 1e9;
    for (int repeat = 0; repeat < 5; ++repeat) {
        const auto start = std::chrono::steady_clock::now();
        long long sum = 0;
        for (const ledger::GameFile& file : files) {
            const QDate* previous = nullptr;
            for (const ledger::Card& card : file.cards) {
                if (previous && card.senderDate)
                    sum += previous->daysTo(*card.senderDate);
                previous = card.received ? &*card.received : previous;
            }
        }
        bareSeconds = std::min(bareSeconds, secondsSince(start));
        bareSum = sum;
    }

    long long totals = 0;
    double ledgerSeconds = 1e9;
    for (int repeat = 0; repeat < ledgerRuns; ++repeat) {
        const auto start = std::chrono::steady_clock::now();
        long long sum = 0;
        for (const ledger::GameFile& file : files) {
            const ledger::LedgerResult result = ledger::computeLedger(file, rules, *file.asOf);
            if (!result.ledger) {
                std::fprintf(stderr,
                    "a generated game was refused: %s\n",
                    qPrintable(english(result.problems.first())));
                return 1;
            }
            sum += result.ledger->totals[0] + result.ledger->totals[1];
        }
        ledgerSeconds = std::min(ledgerSeconds, secondsSince(start));
        totals = sum;
    }

    std::printf("{\"games\": %d, \"cards\": %lld, \"ledger_seconds\": %.3f, \"cards_per_s\": %.0f, "
                "\"bare_seconds\": %.5f, \"bare_cards_per_s\": %.0f, \"ratio_to_bare\": %.0f, "
                "\"checksum\": [%lld, %lld]}\n",
        games,
        cards,
        ledgerSeconds,
        cards / ledgerSeconds,
        bareSeconds,
        cards / bareSeconds,
        ledgerSeconds / bareSeconds,
        totals,
        bareSum);
    return 0;
}
