// SPDX-License-Identifier: GPL-3.0-or-later
// Logging a received card through the real main window, as a player does it: the game shown, File ▸ Log a
// card, the form filled, OK — timed from OK until the window shows the card (the dialog's check, the
// transaction, the list and the views updated), then how long the window stays busy afterwards (what it
// re-reads in the background before the user's next keystroke is served at once), the Cards tab in view.
// On a 30-game desk and on 10,000 games, the medians of 15 cards with min and max. Offscreen. Prints JSON;
// never a test.
//
//   postmark-bench-logcard [GAMES...]      default: 30 10000
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>

#include "bench/benchclock.h"
#include "core/storage/sqlitearchive.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/randomgame.h"
#include "ui/desk/logcarddialog.h"
#include "ui/mainwindow.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/optionaldateedit.h"

using namespace postmark;

namespace {

const QString Owner = QStringLiteral("Owner O.");
const QDate Today(2030, 1, 1); // after every generated game's last card

/// A game of the owner's, with White's last card taken back out of it: the card the bench logs again.
struct Prepared
{
    qint64 id = 0;
    ledger::Card card;
};

/// Builds an archive of `games` random games, the owner White in each; the first `logged` of them lose
/// their last card of Black's (and any after it), which is logged again through the window.
std::vector<Prepared> buildArchive(storage::SqliteArchive& archive, int games, int logged)
{
    QList<ledger::GameFile> files;
    std::vector<ledger::Card> taken;
    for (int seed = 1; seed <= games; ++seed) {
        ledger::GameFile game = testing::randomGame(
            quint32(seed), {.cards = 60, .variedEvidence = false, .leaves = false, .variedNotation = false});
        game.white.name = Owner;
        if (int(taken.size()) < logged) {
            while (!game.cards.isEmpty()
                && !(game.cards.last().from == ledger::Color::Black && game.cards.last().move
                    && game.cards.last().received && game.cards.last().kind == ledger::CardKind::Move))
                game.cards.removeLast();
            if (game.cards.size() < 2)
                continue;
            taken.push_back(game.cards.takeLast());
        }
        files.append(game);
    }
    const QList<qint64> ids = archive.addGames(files, Today).value();
    if (archive.setOwner({Owner, true, false}))
        qFatal("the owner could not be set");
    std::vector<Prepared> prepared;
    for (std::size_t index = 0; index < taken.size(); ++index)
        prepared.push_back({ids[qsizetype(index)], taken[index]});
    return prepared;
}

/// Runs the event loop until the window has nothing left to do: three passes in a row that find no work.
double busyMsAfter()
{
    const auto start = std::chrono::steady_clock::now();
    int idlePasses = 0;
    while (idlePasses < 3) {
        QElapsedTimer pass;
        pass.start();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        idlePasses = pass.nsecsElapsed() < 200000 ? idlePasses + 1 : 0;
    }
    return secondsSince(start) * 1000;
}

struct Figures
{
    double median = 0, min = 0, max = 0;
};

Figures figuresOf(std::vector<double> times)
{
    if (times.empty())
        qFatal("no card was logged");
    std::sort(times.begin(), times.end());
    return {times[times.size() / 2], times.front(), times.back()};
}

void measure(int games)
{
    QTemporaryDir dir;
    auto archive = storage::SqliteArchive::open(dir.filePath(QStringLiteral("desk.postmark"))).value();
    const std::vector<Prepared> prepared = buildArchive(*archive, games, 15);
    ui::MainWindow window;
    window.resize(1366, 768);
    window.show();
    if (!window.openArchive(*archive, Today))
        qFatal("the window did not open the archive");
    // The Cards tab in view, as a player logging cards keeps it: it is built when first opened, and each
    // card logged is timed until this table shows it.
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("gameTabs"));
    if (!tabs)
        qFatal("the game's tabs are not there");
    tabs->setCurrentWidget(tabs->findChild<QWidget*>(QStringLiteral("cardsPage")));
    busyMsAfter(); // the background reading of every game at opening is not part of logging a card

    std::vector<double> logged, busy;
    for (const Prepared& each : prepared) {
        if (!window.showArchiveGame(each.id))
            qFatal("game %lld is not listed", each.id);
        busyMsAfter();
        const qsizetype before = archive->game(each.id)->cards.size();
        std::chrono::steady_clock::time_point pressedOk;
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            dialog.findChild<QLineEdit*>(QStringLiteral("move"))->setText(*each.card.move);
            dialog.findChild<QLineEdit*>(QStringLiteral("repetition"))
                ->setText(each.card.repetition.join(QLatin1Char(' ')));
            dialog.findChild<ui::OptionalDateEdit*>(QStringLiteral("senderDate"))
                ->setDate(each.card.senderDate, Today);
            dialog.findChild<ui::DateField*>(QStringLiteral("received"))->setDate(*each.card.received);
            pressedOk = std::chrono::steady_clock::now();
            dialog.accept();
            // A form that stays open (it asks something, or refuses the card) would wait for ever: say why.
            QTimer::singleShot(5000, [&each] {
                if (QWidget* modal = QApplication::activeModalWidget()) {
                    QStringList shown;
                    for (const QLabel* label : modal->findChildren<QLabel*>())
                        shown.append(label->text());
                    qFatal("logging card %s left %s open: %s",
                        qPrintable(each.card.id),
                        modal->metaObject()->className(),
                        qPrintable(shown.join(QLatin1String(" | "))));
                }
            });
        });
        window.logReceivedCard();
        auto* cards = window.findChild<QTableWidget*>(QStringLiteral("cards"));
        if (archive->game(each.id)->cards.size() != before + 1 || !cards || cards->rowCount() < before + 1)
            qFatal("card %s of game %lld was not logged and shown", qPrintable(each.card.id), each.id);
        logged.push_back(secondsSince(pressedOk) * 1000);
        busy.push_back(busyMsAfter());
    }
    const Figures shown = figuresOf(logged);
    const Figures after = figuresOf(busy);
    std::printf("{\"games\": %d, \"cards_logged\": %zu, \"log_card_ms\": {\"median\": %.1f, \"min\": %.1f, "
                "\"max\": %.1f}, \"busy_after_ms\": {\"median\": %.1f, \"min\": %.1f, \"max\": %.1f}, "
                "\"target_ms\": 16}\n",
        games,
        logged.size(),
        shown.median,
        shown.min,
        shown.max,
        after.median,
        after.min,
        after.max);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    std::vector<int> sizes;
    for (int index = 1; index < argc; ++index)
        sizes.push_back(std::atoi(argv[index]));
    if (sizes.empty())
        sizes = {30, 10000};
    for (int games : sizes)
        measure(games);
    return 0;
}
