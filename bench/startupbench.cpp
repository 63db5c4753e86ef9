// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up of the player's desk against a bare Qt Widgets window, both started the same way: a new process
// on the offscreen platform, timed from the parent's start of it to the child's first paint. Then logging a
// card in a player's 30-game desk until the game's card table shows it. Prints JSON; never a test.
//
//   postmark-bench-startup [GAMES]          the parent: builds the archive, runs the children, prints ratios
//   postmark-bench-startup --child bare     a window with a label
//   postmark-bench-startup --child desk DB  the main window on the archive DB
//   postmark-bench-startup --archive N DB   only builds an archive of N generated games
#include <algorithm>
#include <chrono>
#include <cstdio>

#include <QApplication>
#include <QLabel>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include "app/afterfirstpaint.h"
#include "bench/benchclock.h"
#include "core/desk/cardentry.h"
#include "core/ledger/ledger.h"
#include "core/storage/sqlitearchive.h"
#include "tests/support/randomgame.h"
#include "ui/desk/cardledgertable.h"
#include "ui/mainwindow.h"

using namespace postmark;

namespace {

/// Quits the application at the window's first paint: the moment the user sees it.
class FirstPaint : public QObject
{
public:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            std::printf("painted\n");
            std::fflush(stdout);
            if (!m_waitForList || m_listed)
                QCoreApplication::exit(0);
        }
        return false;
    }

    void waitForList() { m_waitForList = true; }
    /// The games are listed: the child is done once the window has also been painted.
    void listed()
    {
        m_listed = true;
        std::printf("listed\n");
        std::fflush(stdout);
        if (m_seen)
            QCoreApplication::exit(0);
    }

private:
    bool m_seen = false;
    bool m_waitForList = false;
    bool m_listed = false;
};

int runChild(int argc, char** argv)
{
    QApplication app(argc, argv);
    FirstPaint watcher;
    const QString kind = QString::fromLocal8Bit(argv[2]);
    if (kind == QStringLiteral("bare")) {
        QLabel window(QStringLiteral("Postmark"));
        window.installEventFilter(&watcher);
        window.show();
        return QApplication::exec();
    }
    // As app/main.cpp starts: the window shown and painted first, the archive read right after.
    ui::MainWindow window;
    std::unique_ptr<storage::SqliteArchive> archive;
    window.installEventFilter(&watcher);
    window.show();
    if (kind == QStringLiteral("desk")) {
        watcher.waitForList();
        const QString path = QString::fromLocal8Bit(argv[3]);
        app::runAfterFirstPaint(window, [&] {
            archive = storage::SqliteArchive::open(path).value();
            window.openArchive(*archive, QDate(2020, 1, 1));
            watcher.listed();
        });
    }
    return QApplication::exec();
}

/// The median wall times, in milliseconds, from starting the child to its first paint and, for the desk, to
/// its games listed.
std::pair<double, double> medianStartMs(const QStringList& arguments, int runs)
{
    std::vector<double> times;
    std::vector<double> listed;
    for (int run = 0; run < runs; ++run) {
        QProcess child;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        child.setProcessEnvironment(environment);
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel); // a failing child says why
        const auto start = std::chrono::steady_clock::now();
        child.start(QCoreApplication::applicationFilePath(), arguments);
        QByteArray output;
        bool painted = false;
        while (child.waitForReadyRead(600000)) {
            output += child.readAll();
            if (!painted && output.contains("painted")) {
                painted = true;
                times.push_back(secondsSince(start) * 1000);
            }
            const bool desk = arguments.contains(QStringLiteral("desk"));
            if (desk && output.contains("listed") && listed.size() < times.size() + 1 && painted) {
                listed.push_back(secondsSince(start) * 1000);
                break;
            }
            if (painted && !desk)
                break;
        }
        child.waitForFinished(600000);
    }
    if (times.empty())
        qFatal("the child %s never painted its window", qPrintable(arguments.join(QLatin1Char(' '))));
    std::sort(times.begin(), times.end());
    std::sort(listed.begin(), listed.end());
    return {times[times.size() / 2], listed.empty() ? 0.0 : listed[listed.size() / 2]};
}

/// Logging one received card in a 30-game desk until the card table shows it: the core's check, the
/// transaction, the game read back and the table filled. The median of `runs`, in milliseconds.
double medianLogCardMs(const QString& path, int runs)
{
    auto archive = storage::SqliteArchive::open(path).value();
    std::vector<double> times;
    ui::CardLedgerTable table;
    for (int run = 0; run < runs; ++run) {
        // Take a game's last card out and log it back as received.
        const qint64 id = archive->games()->at(run % 30).id;
        ledger::GameFile game = archive->game(id).value();
        const ledger::Card last = game.cards.takeLast();
        if (!last.received || !last.move)
            continue;
        if (archive->replaceGame(id, game, QDate(2020, 1, 1)))
            continue;
        desk::ReceivedCard card;
        card.move = *last.move;
        card.repetition = last.repetition.join(QLatin1Char(' '));
        card.senderDate = last.senderDate;
        card.received = *last.received;
        const ledger::Color me =
            last.from == ledger::Color::White ? ledger::Color::Black : ledger::Color::White;
        const auto start = std::chrono::steady_clock::now();
        const desk::CardCheck check = desk::checkReceivedCard(game, me, card, QDate(2020, 1, 1));
        if (!check.problems.isEmpty())
            continue;
        // As the desk does it: the check's ledger is stored as the game's state and shown (MainWindow::
        // storeGames), not computed again.
        if (archive->replaceComputedGame(id, check.game, *check.ledger, QDate(2020, 1, 1)))
            continue;
        table.setGame(check.game, *check.ledger);
        times.push_back(secondsSince(start) * 1000);
    }
    std::sort(times.begin(), times.end());
    return times.empty() ? -1 : times[times.size() / 2];
}

QString buildArchive(const QString& path, int games)
{
    auto archive = storage::SqliteArchive::open(path).value();
    for (int seed = 1; seed <= games; ++seed) {
        if (!archive->addGame(testing::randomGame(quint32(seed), {.cards = 60}), QDate(2020, 1, 1)))
            qFatal("the benchmark archive could not be built");
    }
    return path;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc > 2 && QByteArray(argv[1]) == "--child")
        return runChild(argc, argv);
    if (argc > 3 && QByteArray(argv[1]) == "--archive") { // keeps an archive of generated games to look into
        QCoreApplication app(argc, argv);
        buildArchive(QString::fromLocal8Bit(argv[3]), std::atoi(argv[2]));
        return 0;
    }
    QApplication app(argc, argv);
    const int games = argc > 1 ? std::atoi(argv[1]) : 10000;
    QTemporaryDir dir;
    const QString big = buildArchive(dir.filePath(QStringLiteral("desk.postmark")), games);
    const QString small = buildArchive(dir.filePath(QStringLiteral("thirty.postmark")), 30);
    const double bare = medianStartMs({QStringLiteral("--child"), QStringLiteral("bare")}, 5).first;
    const double empty = medianStartMs({QStringLiteral("--child"), QStringLiteral("empty")}, 5).first;
    const auto [desk, deskListed] =
        medianStartMs({QStringLiteral("--child"), QStringLiteral("desk"), big}, 3);
    const double logCard = medianLogCardMs(small, 30);
    std::printf("{\"games\": %d, \"bare_window_first_paint_ms\": %.0f, \"desk_first_paint_ms\": %.0f, "
                "\"empty_main_window_first_paint_ms\": %.0f, \"desk_games_listed_ms\": %.0f, "
                "\"startup_ratio\": %.2f, "
                "\"startup_target_ratio\": 1.5, \"log_card_ms\": %.2f, "
                "\"log_card_target_ms\": 16}\n",
        games,
        bare,
        desk,
        empty,
        deskListed,
        desk / bare,
        logCard);
    return 0;
}
