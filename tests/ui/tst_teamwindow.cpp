// SPDX-License-Identifier: GPL-3.0-or-later
// A team event's window, reached as the judge reaches it: the demo's team match from the main window's
// Tournaments menu, a team event file from File ▸ Open tournament. The teams' table, every board's
// crosstable, the captains; a result recorded on a board stored in the archive at once; the file saved.
#include <QAction>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "app/demo/demoarchive.h"
#include "core/storage/sqlitearchive.h"
#include "core/tournament/teamfilereader.h"
#include "tests/support/dialogtesting.h"
#include "ui/mainwindow.h"
#include "ui/tournament/teamtablemodel.h"
#include "ui/tournament/teamwindow.h"

using namespace Qt::StringLiterals;
using namespace postmark;

class TestTeamWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QDate m_today = QDate(2026, 12, 1);

private Q_SLOTS:
    void theDemosTeamMatchFromTheMenu()
    {
        auto archive = storage::SqliteArchive::open(m_dir.filePath(u"demo.postmark"_s)).value();
        QVERIFY(demo::buildDemoArchive(*archive, m_today).hasValue());
        ui::MainWindow main;
        QVERIFY(main.openArchive(*archive, m_today));
        QAction* open = nullptr;
        for (QAction* action : main.findChildren<QAction*>()) {
            if (action->objectName().startsWith(u"openTeamEvent"_s))
                open = action;
        }
        QVERIFY(open);
        open->trigger();
        auto* window = main.findChild<ui::TeamWindow*>();
        QVERIFY(window);
        // The teams, four boards and the captains.
        QCOMPARE(window->findChild<QTabWidget*>(u"teamTabs"_s)->count(), 1 + 4 + 1);
        auto* teams = window->findChild<QTableView*>(u"teamTable"_s);
        QCOMPARE(teams->model()->rowCount(), 2);
        const auto* model = static_cast<const ui::TeamTableModel*>(teams->model());
        const tournament::TeamTable& table = model->table();
        // Six of eight games finished: boards 1 and 2 both, boards 3 and 4 one each.
        QCOMPARE(table.standings[0].finishedGames + table.standings[0].remainingGames, 8);
        QCOMPARE(table.standings[0].remainingGames, 2);
        QVERIFY(!table.meetings[0][1].matchPoints); // the match is not over
        // Each board's table says whose team each player is on.
        auto* board1 = window->findChild<QTableView*>(u"board1"_s);
        QCOMPARE(board1->model()->rowCount(), 2);
        for (int row = 0; row < 2; ++row) {
            const QString name = board1->model()->index(row, 2).data().toString();
            QVERIFY2(name.endsWith(u"(Полтава)"_s) || name.endsWith(u"(Харків)"_s), qPrintable(name));
        }
        auto* captains = window->findChild<QTableView*>(u"captains"_s);
        QCOMPARE(captains->model()->index(0, 1).data().toString(), u"Кулик Анатолій Петрович"_s);
        // Board 3's second game, recorded: stored in the archive at once, the match still open.
        QVERIFY(window->recordResult(3, 1, tournament::GameResult::WhiteWon, tournament::ResultHow::Played));
        const tournament::TeamEvent stored = archive->teamEvents().value().constFirst().second;
        int board3 = 0;
        for (const tournament::TeamGame& game : stored.games)
            board3 += game.board == 3 && game.game.result ? 1 : 0;
        QCOMPARE(board3, 2);
        QCOMPARE(
            static_cast<const ui::TeamTableModel*>(teams->model())->table().standings[0].remainingGames, 1);
        QVERIFY(window->findChild<QAction*>(u"printTeamReport"_s));
        QVERIFY(window->findChild<QAction*>(u"printCaptainNotices"_s));
        QVERIFY(QTest::qWaitForWindowExposed(window));
        testing::saveScreenshot(*window, u"team-window"_s);
    }

    void aTeamEventFileOpensAndSavesBack()
    {
        const QString fixture = QStringLiteral(POSTMARK_TEST_DATA_DIR "/tournaments/team-round-robin.json");
        QVERIFY(ui::MainWindow::isTeamEventFile(fixture));
        QVERIFY(!ui::MainWindow::isTeamEventFile(
            QStringLiteral(POSTMARK_TEST_DATA_DIR "/tournaments/five-players.tournament.json")));
        ui::MainWindow main;
        ui::TeamWindow* window = main.openTeamEvent(fixture);
        QVERIFY(window);
        QCOMPARE(window->findChild<QTabWidget*>(u"teamTabs"_s)->count(), 1 + 2 + 1);
        // Board 2's second game (Шевчук – Лисенко), played out after all: the withdrawal no longer scores it.
        QVERIFY(window->recordResult(2, 1, tournament::GameResult::Draw, tournament::ResultHow::Played));
        QVERIFY(window->isWindowModified());
        const QString saved = m_dir.filePath(u"saved-team.json"_s);
        QVERIFY(window->saveAs(saved));
        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const tournament::TeamFileReading reading = tournament::readTeamFile(file.readAll());
        QVERIFY(reading.event);
        QCOMPARE(*reading.event, window->event());
    }
};

QTEST_MAIN(TestTeamWindow)
#include "tst_teamwindow.moc"
