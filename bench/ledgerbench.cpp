// SPDX-License-Identifier: GPL-3.0-or-later
// Recomputes the ledgers of generated games (legal moves, random evidence) and compares the time with its
// floor: reading and playing the same moves on the board, which every ledger must do before any date. The
// two are timed in turns and the ratio taken per pair. Never a test.
//
// Each measurement is made in several processes: where a process's stack, heap and code land (the address
// space is laid out anew for each, and the size of the environment moves the stack) moved the ratio of one
// and the same binary between 1.40× and 1.52× from one process to the next, while the runs inside a process
// agreed. The figure is the median of the processes' medians, with the range of the processes.
//
//   postmark-bench-ledger [GAMES] [CARDS] [RUNS] [DIGEST] [PROCESSES]
//       default 10000 60 5 1 5; DIGEST 0 leaves out the digest of every figure (for a profile); PROCESSES 1
//       measures in this process only (for a profile, and what each process of a measurement runs)
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <vector>

#include <QCoreApplication>
#include <QProcess>

#include "bench/benchclock.h"
#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "core/ledger/ledger.h"
#include "tests/support/ledgerdigest.h"
#include "tests/support/messagewords.h"
#include "tests/support/randomgame.h"

using postmark::testing::english;

using namespace postmark;

namespace {

struct Settings
{
    int games = 10000;
    int cardsPerGame = 60;
    int runs = 5;
    bool digested = true;
    int processes = 5;
};

/// What one process measured: each run's seconds, the ledger's beside the floor's.
struct Measurement
{
    std::vector<double> ledger;
    std::vector<double> floor;
    long long cards = 0;
    long long plies = 0;
    long long checksum = 0;
    QString digest;
};

/// The median, min and max.
std::array<double, 3> spread(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples.front(), samples.back()};
}

std::vector<double> ratiosOf(const Measurement& measured)
{
    std::vector<double> ratios;
    for (std::size_t run = 0; run < measured.ledger.size(); ++run)
        ratios.push_back(measured.ledger[run] / measured.floor[run]);
    return ratios;
}

Measurement measureHere(const Settings& settings)
{
    Measurement measured;
    std::vector<ledger::GameFile> files;
    files.reserve(std::size_t(settings.games));
    for (int seed = 1; seed <= settings.games; ++seed) {
        files.push_back(testing::randomGame(quint32(seed),
            {.cards = settings.cardsPerGame,
                .variedEvidence = true,
                .leaves = true,
                .variedNotation = true}));
        measured.cards += files.back().cards.size();
    }
    const rules::RuleSet rules = rules::ruleSet(QStringLiteral("fzshu-postal")).value();

    // The floor and the ledger are timed in turns, each ledger run beside a floor run: a machine whose speed
    // drifts (another process, a neighbour on the host) moves both alike, and the ratio is taken per pair.
    for (int repeat = 0; repeat < settings.runs; ++repeat) {
        // The floor: what no ledger can avoid — every card's move read in the game's notation and played on
        // the board (the same plies, legal moves checked), without a date.
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
        measured.floor.push_back(secondsSince(floorStart));
        measured.plies = plies;

        const auto ledgerStart = std::chrono::steady_clock::now();
        long long sum = 0;
        for (const ledger::GameFile& file : files) {
            const ledger::LedgerResult result = ledger::computeLedger(file, rules, *file.asOf);
            if (!result.ledger)
                qFatal("a generated game was refused: %s", qPrintable(english(result.problems.first())));
            sum += result.ledger->totals[0] + result.ledger->totals[1];
        }
        measured.ledger.push_back(secondsSince(ledgerStart));
        measured.checksum = sum;
    }
    // Outside the timed runs: every figure and every word of every ledger, for a change made for speed to be
    // checked against the ledgers computed before it.
    if (settings.digested) {
        testing::LedgerDigest digest;
        for (const ledger::GameFile& file : files)
            digest.add(file, *ledger::computeLedger(file, rules, *file.asOf).ledger);
        measured.digest = digest.hex();
    }
    return measured;
}

/// A process's measurement, for the parent: a line per run, then the counts and the digest.
void writeMeasurement(const Measurement& measured)
{
    for (std::size_t run = 0; run < measured.ledger.size(); ++run)
        std::printf("run %.9f %.9f\n", measured.ledger[run], measured.floor[run]);
    std::printf("counts %lld %lld %lld %s\n",
        measured.cards,
        measured.plies,
        measured.checksum,
        measured.digest.isEmpty() ? "-" : qPrintable(measured.digest));
}

Measurement readMeasurement(const QByteArray& output)
{
    Measurement measured;
    for (const QByteArray& line : output.split('\n')) {
        const QList<QByteArray> words = line.split(' ');
        if (words.size() == 3 && words[0] == "run") {
            measured.ledger.push_back(words[1].toDouble());
            measured.floor.push_back(words[2].toDouble());
        } else if (words.size() == 5 && words[0] == "counts") {
            measured.cards = words[1].toLongLong();
            measured.plies = words[2].toLongLong();
            measured.checksum = words[3].toLongLong();
            if (words[4] != "-")
                measured.digest = QString::fromLatin1(words[4]);
        }
    }
    return measured;
}

/// Runs this program once more with `settings` in one process, and reads what it measured.
Measurement measureInChild(const QString& program, const Settings& settings)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel); // a failing child says why
    child.start(program,
        {QString::number(settings.games),
            QString::number(settings.cardsPerGame),
            QString::number(settings.runs),
            QString::number(int(settings.digested)),
            QStringLiteral("1"),
            QStringLiteral("--raw")});
    if (!child.waitForFinished(600000) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0)
        qFatal("a measuring process failed (exit %d)", child.exitCode());
    const Measurement measured = readMeasurement(child.readAllStandardOutput());
    if (measured.ledger.size() != std::size_t(settings.runs))
        qFatal("a measuring process said %zu runs of %d", measured.ledger.size(), settings.runs);
    return measured;
}

void printTable(const std::vector<Measurement>& processes, const Settings& settings)
{
    std::vector<double> ledgerRuns;
    std::vector<double> floorRuns;
    std::vector<double> processRatios;
    for (const Measurement& measured : processes) {
        ledgerRuns.insert(ledgerRuns.end(), measured.ledger.begin(), measured.ledger.end());
        floorRuns.insert(floorRuns.end(), measured.floor.begin(), measured.floor.end());
        processRatios.push_back(spread(ratiosOf(measured))[0]);
    }
    const Measurement& first = processes.front();
    const auto ledgerTime = spread(ledgerRuns);
    const auto floorTime = spread(floorRuns);
    std::printf(
        "The ledgers of %d generated games, %lld cards (%lld plies): %d runs in each of %zu processes, "
        "medians of all runs:\n\n",
        settings.games,
        first.cards,
        first.plies,
        settings.runs,
        processes.size());
    std::printf("| %-46s | %9s | %9s | %9s | %12s |\n", "", "median s", "min s", "max s", "cards/s");
    std::printf("|------------------------------------------------|-----------|-----------|-----------|------"
                "--------|\n");
    const auto row = [&](const char* what, const std::array<double, 3>& time) {
        std::printf("| %-46s | %9.3f | %9.3f | %9.3f | %12.0f |\n",
            what,
            time[0],
            time[1],
            time[2],
            double(first.cards) / time[0]);
    };
    row("the ledger (every clause, every date)", ledgerTime);
    row("the floor: each move read and played", floorTime);
    const auto ratio = spread(processRatios);
    QStringList each;
    for (double value : processRatios)
        each.append(QString::number(value, 'f', 2));
    std::printf(
        "\nThe ledger takes %.2f× its floor (goal ≤ 1.5×; the median of the processes' medians of each "
        "run's ratio to the floor run beside it; the processes %.2f–%.2f: %s) at %.2f M cards/s (goal ≥ "
        "3 M). Checksum %lld; every figure and explanation: %s.\n",
        ratio[0],
        ratio[1],
        ratio[2],
        qPrintable(each.join(u", ")),
        double(first.cards) / ledgerTime[0] / 1e6,
        first.checksum,
        qPrintable(first.digest.isEmpty() ? QStringLiteral("not computed") : first.digest));
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    Settings settings;
    const QStringList arguments = app.arguments();
    const auto number = [&](int at, int fallback) {
        return arguments.size() > at ? arguments[at].toInt() : fallback;
    };
    settings.games = number(1, settings.games);
    settings.cardsPerGame = number(2, settings.cardsPerGame);
    settings.runs = std::max(1, number(3, settings.runs)); // more runs: a profile of the ledger
    settings.digested = number(4, 1) != 0;
    settings.processes = std::max(1, number(5, settings.processes));
    if (arguments.contains(QStringLiteral("--raw"))) { // one process of a measurement
        writeMeasurement(measureHere(settings));
        return 0;
    }

    std::vector<Measurement> processes;
    if (settings.processes == 1) {
        processes.push_back(measureHere(settings));
    } else {
        // The digest once, in the first process: the same games and the same code in every one.
        for (int process = 0; process < settings.processes; ++process) {
            Settings each = settings;
            each.digested = settings.digested && process == 0;
            processes.push_back(measureInChild(app.applicationFilePath(), each));
        }
    }
    printTable(processes, settings);
    return 0;
}
