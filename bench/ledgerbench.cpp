// SPDX-License-Identifier: GPL-3.0-or-later
// Recomputes the ledgers of generated games (legal moves, random evidence) and compares the time with its
// floor: reading and playing the same moves on the board, which every ledger must do before any date.
// Medians of seven runs with min and max; the two are timed in turns and the ratio taken per pair. Never a
// test.
//
//   postmark-bench-ledger [GAMES] [CARDS] [RUNS] [DIGEST]   (default 10000 60 7 1; DIGEST 0 for a profile)
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <vector>

#include <QCoreApplication>

#include "bench/benchclock.h"
#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "core/ledger/ledger.h"
#include "tests/support/ledgerdigest.h"
#include "tests/support/messagewords.h"
#include "tests/support/randomgame.h"

using postmark::testing::english;

using namespace postmark;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int games = argc > 1 ? std::atoi(argv[1]) : 10000;
    const int cardsPerGame = argc > 2 ? std::atoi(argv[2]) : 60;
    const int runs = argc > 3 ? std::max(1, std::atoi(argv[3])) : 7; // more runs: a profile of the ledger
    const bool digested = argc > 4 ? std::atoi(argv[4]) != 0 : true;

    std::vector<ledger::GameFile> files;
    files.reserve(std::size_t(games));
    long long cards = 0;
    for (int seed = 1; seed <= games; ++seed) {
        files.push_back(testing::randomGame(quint32(seed),
            {.cards = cardsPerGame, .variedEvidence = true, .leaves = true, .variedNotation = true}));
        cards += files.back().cards.size();
    }
    const rules::RuleSet rules = rules::ruleSet(QStringLiteral("fzshu-postal")).value();

    // The floor: what no ledger can avoid — every card's move read in the game's notation and played on
    // the board (the same plies, legal moves checked), without a date.
    const auto median = [](std::vector<double> samples) {
        std::sort(samples.begin(), samples.end());
        return std::array{samples[samples.size() / 2], samples.front(), samples.back()};
    };
    // The floor and the ledger are timed in turns, each ledger run beside a floor run: a machine whose speed
    // drifts (another process, a neighbour on the host) moves both alike, and the ratio is taken per pair.
    std::vector<double> floorSamples;
    std::vector<double> ledgerSamples;
    std::vector<double> ratios;
    long long floorPlies = 0;
    long long totals = 0;
    for (int repeat = 0; repeat < runs; ++repeat) {
        const auto floorStart = std::chrono::steady_clock::now();
        long long plies = 0;
        for (const ledger::GameFile& file : files) {
            chess::Position position = chess::Position::initial();
            for (const ledger::Card& card : file.cards) {
                if (card.kind != ledger::CardKind::Move || !card.move)
                    continue;
                const Result<chess::ParsedMove> parsed =
                    chess::parseMove(position, *card.move, file.notation);
                if (!parsed)
                    break;
                position.play(parsed->move);
                ++plies;
            }
        }
        floorSamples.push_back(secondsSince(floorStart));
        floorPlies = plies;

        const auto ledgerStart = std::chrono::steady_clock::now();
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
        ledgerSamples.push_back(secondsSince(ledgerStart));
        ratios.push_back(ledgerSamples.back() / floorSamples.back());
        totals = sum;
    }
    // Outside the timed runs: every figure and every word of every ledger, for a change made for speed to be
    // checked against the ledgers computed before it.
    testing::LedgerDigest digest;
    for (std::size_t g = 0; digested && g < files.size(); ++g)
        digest.add(files[g], *ledger::computeLedger(files[g], rules, *files[g].asOf).ledger);
    const auto ledgerTime = median(ledgerSamples);
    const auto floorTime = median(floorSamples);
    std::printf("The ledgers of %d generated games, %lld cards (%lld plies), medians of %d runs:\n\n",
        games,
        cards,
        floorPlies,
        runs);
    std::printf("| %-46s | %9s | %9s | %9s | %12s |\n", "", "median s", "min s", "max s", "cards/s");
    std::printf("|------------------------------------------------|-----------|-----------|-----------|------"
                "--------|\n");
    std::printf("| %-46s | %9.3f | %9.3f | %9.3f | %12.0f |\n",
        "the ledger (every clause, every date)",
        ledgerTime[0],
        ledgerTime[1],
        ledgerTime[2],
        cards / ledgerTime[0]);
    std::printf("| %-46s | %9.3f | %9.3f | %9.3f | %12.0f |\n",
        "the floor: each move read and played",
        floorTime[0],
        floorTime[1],
        floorTime[2],
        cards / floorTime[0]);
    const auto ratio = median(ratios);
    std::printf(
        "\nThe ledger takes %.2f× its floor (goal ≤ 1.5×; the median of each run's ratio to the floor run "
        "beside it, %.2f–%.2f) at %.2f M cards/s (goal ≥ 3 M). Checksum %lld; every figure and explanation: "
        "%s.\n",
        ratio[0],
        ratio[1],
        ratio[2],
        cards / ledgerTime[0] / 1e6,
        totals,
        qPrintable(digested ? digest.hex() : QStringLiteral("not computed")));
    return 0;
}
