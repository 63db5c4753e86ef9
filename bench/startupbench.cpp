// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up of the real program (app/main.cpp: its translations, its settings, in Ukrainian) on an archive
// of generated games, against a bare Qt Widgets window started the same way, and beside a floor (a main
// window with a menu bar, a toolbar and a 64-row table, nothing else): each a new process, timed
// from the parent's start of it to the child's first paint and, for Postmark, to its games listed and
// painted (app/startupprobe.h). On the offscreen platform, and on the X server of $DISPLAY when there is
// one (bench/run-all.sh starts Xvfb). The bare window and Postmark are started in turn, nine times each:
// medians with min and max, and each ratio the median of the runs' ratios to the bare run before them (the
// bare window alone varied by half between runs), each after a pause for the one before to be gone from the X
// server. A child that fails stops the benchmark. Never a test.
//
//   [POSTMARK_BENCH_DIR=DIR] postmark-bench-startup [GAMES]        (default 10000)
//   postmark-bench-startup --bare         the bare window (a child)
//   postmark-bench-startup --table        the floor (a child)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QScreen>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QThread>
#include <QToolBar>

#include "bench/benchclock.h"
#include "core/storage/sqlitearchive.h"
#include "tests/support/randomgame.h"

using namespace postmark;

namespace {

constexpr int Runs = 9;
constexpr int SettleMilliseconds = 200;
const QString Owner = QStringLiteral("Owner O.");

/// The bare window: a label, quit at its first paint.
class QuitAtFirstPaint : public QObject
{
public:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint) {
            std::fputs("painted\n", stdout);
            std::fflush(stdout);
            QCoreApplication::exit(0);
        }
        return false;
    }
};

int runBare(int argc, char** argv)
{
    QApplication app(argc, argv);
    QuitAtFirstPaint watcher;
    QLabel window(QStringLiteral("Postmark"));
    window.installEventFilter(&watcher);
    window.show();
    return QApplication::exec();
}

/// A floor for any desk: a main window the size of the screen with a menu bar, a toolbar, a status bar and a
/// table of 64 rows by 7 columns fitted to their text (no archive, no board, no game), quit at its first
/// paint as the bare window.
int runTable(int argc, char** argv)
{
    QApplication app(argc, argv);
    QuitAtFirstPaint watcher;
    QMainWindow window;
    for (const char* menu : {"Файл", "Правка", "Гра", "Друк", "Довідка"}) {
        QMenu* added = window.menuBar()->addMenu(QString::fromUtf8(menu));
        for (int item = 1; item <= 8; ++item)
            added->addAction(QStringLiteral("Дія %1").arg(item));
    }
    QToolBar* tools = window.addToolBar(QStringLiteral("Дії"));
    for (const char* action : {"Записати листівку", "Відповісти", "Друк", "Скасувати"})
        tools->addAction(QString::fromUtf8(action));
    auto* model = new QStandardItemModel(64, 7, &window);
    for (int row = 0; row < 64; ++row) {
        const QStringList cells = {QStringLiteral("Партнерченко П. %1.").arg(QChar(u'А' + row % 28)),
            QStringLiteral("%1.11.2026").arg(1 + row % 28, 2, 10, QLatin1Char('0')),
            QStringLiteral("чекаю відповіді"),
            QStringLiteral("%1").arg(row * 3 % 40),
            QStringLiteral("білі"),
            QStringLiteral("Кубок України, півфінал %1").arg(row % 4 + 1),
            QStringLiteral("%1 дн.").arg(row % 30)};
        for (int column = 0; column < 7; ++column)
            model->setItem(row, column, new QStandardItem(cells[column]));
    }
    auto* table = new QTableView;
    table->setModel(model);
    table->resizeColumnsToContents();
    window.setCentralWidget(table);
    window.statusBar()->showMessage(QStringLiteral("64 партії"));
    window.setGeometry(window.screen()->availableGeometry());
    window.installEventFilter(&watcher);
    window.show();
    return QApplication::exec();
}

struct Spread
{
    double median = 0, min = 0, max = 0;
};

Spread spreadOf(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples.front(), samples.back()};
}

/// Milliseconds from starting `program` to each of `marks` on its output, in one run.
std::vector<double> timeChild(const QString& program,
    const QStringList& arguments,
    const QProcessEnvironment& environment,
    const QList<QByteArray>& marks)
{
    std::vector<double> times;
    QProcess child;
    child.setProcessEnvironment(environment);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel); // a failing child says why
    // Each child starts on a quiet machine: the bare window quits at its first paint, while the X server is
    // still putting that paint on the screen and then closing the window; Postmark started that instant
    // waited behind it (its QApplication took 15–36 ms, the bare window's 8; 8 after a pause of 100 ms).
    // Nobody starts a program within a millisecond of another's closing.
    QThread::msleep(SettleMilliseconds);
    const auto start = std::chrono::steady_clock::now();
    child.start(program, arguments);
    QByteArray output;
    while (times.size() < std::size_t(marks.size()) && child.waitForReadyRead(120000)) {
        output += child.readAll();
        while (times.size() < std::size_t(marks.size()) && output.contains(marks[qsizetype(times.size())]))
            times.push_back(secondsSince(start) * 1000);
    }
    if (!child.waitForFinished(120000) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0
        || times.size() < std::size_t(marks.size()))
        qFatal("%s %s: the child failed (exit %d) or never said %s",
            qPrintable(program),
            qPrintable(arguments.join(QLatin1Char(' '))),
            child.exitCode(),
            marks.value(qsizetype(times.size())).constData());
    return times;
}

void buildArchive(const QString& path, int games)
{
    auto archive = storage::SqliteArchive::open(path).value();
    if (archive->setOwner({Owner, true, false}))
        qFatal("the benchmark archive could not be built");
    for (int first = 1; first <= games; first += 1000) {
        QList<ledger::GameFile> file;
        for (int seed = first; seed <= std::min(games, first + 999); ++seed) {
            ledger::GameFile game = testing::randomGame(quint32(seed), {.cards = 60});
            game.white.name = Owner; // a player's desk lists the owner's games
            file.append(game);
        }
        if (!archive->importGames(file, QDate(2020, 1, 1)))
            qFatal("the benchmark archive could not be built");
    }
}

void printRow(const char* what, const char* platform, const Spread& spread, const Spread& ratio)
{
    std::printf("| %-40s | %-9s | %8.0f | %6.0f | %6.0f | %5.2f× (%.2f–%.2f) |\n",
        what,
        platform,
        spread.median,
        spread.min,
        spread.max,
        ratio.median,
        ratio.min,
        ratio.max);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc > 1 && QByteArray(argv[1]) == "--bare")
        return runBare(argc, argv);
    if (argc > 1 && QByteArray(argv[1]) == "--table")
        return runTable(argc, argv);
    QCoreApplication app(argc, argv);
    const int games = argc > 1 ? std::atoi(argv[1]) : 10000;
    QTemporaryDir dir;
    // POSTMARK_BENCH_DIR keeps the archive there, to look into it (or profile the program on it).
    const QString keep = qEnvironmentVariable("POSTMARK_BENCH_DIR");
    const QString archive = keep.isEmpty() ? dir.filePath(QStringLiteral("desk.postmark"))
                                           : keep + QStringLiteral("/desk-%1.postmark").arg(games);
    QFile::remove(archive);
    buildArchive(archive, games);

    QStringList platforms = {QStringLiteral("offscreen")};
    if (qEnvironmentVariableIsSet("DISPLAY"))
        platforms.append(QStringLiteral("xcb"));
    std::printf(
        "Start-up, %d games of 60 cards, each the median of %d runs (ms); the bare window and Postmark "
        "started in turn, each ratio the median of the runs' ratios to the bare run before them:\n\n",
        games,
        Runs);
    std::printf("| %-40s | %-9s | %8s | %6s | %6s | %-19s |\n",
        "to",
        "platform",
        "median",
        "min",
        "max",
        "÷ bare (min–max)");
    std::printf(
        "|------------------------------------------|-----------|----------|--------|--------|-------------"
        "--------|\n");
    for (const QString& platform : platforms) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
        environment.insert(QStringLiteral("LANG"), QStringLiteral("uk_UA.UTF-8"));
        // Settings and a cache of their own: the user's must neither change the figures nor be changed. Both
        // start empty on each platform: its first run is a first start (the window's default layout, the
        // board's pieces drawn and kept), the others every later start of a user's.
        const QString config = dir.filePath(QStringLiteral("config-") + platform);
        const QString cache = dir.filePath(QStringLiteral("cache-") + platform);
        QDir(config).removeRecursively();
        QDir(cache).removeRecursively();
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
        environment.insert(QStringLiteral("XDG_CACHE_HOME"), cache);
        environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.path());
        environment.insert(QStringLiteral("POSTMARK_STARTUP_PROBE"), QStringLiteral("1"));
        const QByteArray name = platform.toUtf8();
        // In turn, a bare window then Postmark: a machine whose speed drifts (another process, a neighbour
        // on the host) moves both of a pair alike. The bare window's own time varied by half between runs.
        const QList<QByteArray> marks = {"painted", "listed", "computed"};
        std::vector<double> bare;
        std::vector<double> table;
        std::vector<double> tableRatios;
        std::vector<std::vector<double>> postmark(std::size_t(marks.size()));
        std::vector<std::vector<double>> ratios(std::size_t(marks.size()));
        for (int run = 0; run < Runs; ++run) {
            bare.push_back(timeChild(
                QCoreApplication::applicationFilePath(), {QStringLiteral("--bare")}, environment, {"painted"})
                               .front());
            table.push_back(timeChild(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--table")},
                environment,
                {"painted"})
                                .front());
            tableRatios.push_back(table.back() / bare.back());
            const std::vector<double> times = timeChild(
                QStringLiteral(POSTMARK_GUI), {QStringLiteral("--db"), archive}, environment, marks);
            for (std::size_t mark = 0; mark < times.size(); ++mark) {
                postmark[mark].push_back(times[mark]);
                ratios[mark].push_back(times[mark] / bare.back());
            }
        }
        printRow("a bare Qt Widgets window, first paint", name.constData(), spreadOf(bare), {1, 1, 1});
        printRow(
            "a floor: a table window, first paint", name.constData(), spreadOf(table), spreadOf(tableRatios));
        const char* rows[] = {"Postmark, first paint",
            "Postmark, the games listed and painted",
            "Postmark, every game read and computed"};
        for (std::size_t mark = 0; mark < postmark.size(); ++mark)
            printRow(rows[mark], name.constData(), spreadOf(postmark[mark]), spreadOf(ratios[mark]));
        const double first = postmark[1].front();
        const double firstRatio = ratios[1].front();
        printRow("  the same, the first start (run 1)",
            name.constData(),
            {first, first, first},
            {firstRatio, firstRatio, firstRatio});
    }
    std::printf(
        "\nGoal: the games listed and painted on a real X server within 1.5× the bare window. The floor is "
        "a\n"
        "main window of the screen's size with a menu bar, a toolbar and a table of 64 rows by 7 columns "
        "fitted to\n"
        "their text, and nothing else: what any desk costs before it reads an archive or draws a board.\n"
        "Run 1 of each platform is a first start: no settings yet, the board's pieces drawn and kept in the\n"
        "cache folder; the other runs start as a user's every later start does, reading them.\n");
    return 0;
}
