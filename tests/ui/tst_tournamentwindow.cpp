// SPDX-License-Identifier: GPL-3.0-or-later
#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "core/ledger/gamefilereader.h"
#include "core/storage/sqlitearchive.h"
#include "core/tournament/bergerpairings.h"
#include "core/tournament/tournamentfilereader.h"
#include "tests/support/tournamentfixture.h"
#include "ui/mainwindow.h"
#include "ui/tournament/crosstablemodel.h"
#include "ui/tournament/tournamentwindow.h"

using namespace postmark;
using namespace Qt::StringLiterals;

namespace {

QString fixture()
{
    return testing::fivePlayerTournamentPath();
}

QString rowText(const QAbstractItemModel& model, int row)
{
    QStringList cells;
    for (int c = 0; c < model.columnCount(); ++c)
        cells.append(model.index(row, c).data().toString());
    return cells.join(u'|');
}

} // namespace

class TestTournamentWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void opensATournamentFileFromTheMainWindow()
    {
        ui::MainWindow main;
        ui::TournamentWindow* window = main.openTournament(fixture());
        QVERIFY(window);
        QVERIFY(window->windowTitle().startsWith(u"Кубок <тест> (пошта)"_s));
        auto* view = window->findChild<QTableView*>(u"crosstable"_s);
        QVERIFY(view);
        const QAbstractItemModel& model = *view->model();
        QCOMPARE(model.rowCount(), 5);
        // Ranked rows: rank, number, name, the five cells by starting number, points, wins, SB, H2H, Koya.
        QCOMPARE(rowText(model, 0), u"1|1|Антоненко А.А.|*|1|½|0|+|2.5|2|2.25|0|1"_s);
        QCOMPARE(rowText(model, 4), u"5|5|Дорошенко Д.Д.|−|0|||*|0|0|0|0|0"_s);
        QCOMPARE(model.headerData(9, Qt::Horizontal).toString(), u"Wins"_s);
    }

    void colourAndTooltipSayTheStateOfEachGame()
    {
        ui::MainWindow main;
        ui::TournamentWindow* window = main.openTournament(fixture());
        const QAbstractItemModel& model = *window->findChild<QTableView*>(u"crosstable"_s)->model();
        const int first = ui::CrosstableModel::firstOpponentColumn();
        // Row 2 is Гончар (d, starting number 4): against a a time forfeit, against c in progress.
        const QModelIndex forfeit = model.index(2, first + 0);
        const QModelIndex inProgress = model.index(2, first + 2);
        QVERIFY(forfeit.data(Qt::ToolTipRole).toString().contains(u"time forfeit (II.6)"_s));
        QVERIFY(inProgress.data(Qt::ToolTipRole).toString().endsWith(u"in progress"_s));
        QVERIFY(forfeit.data(Qt::BackgroundRole).isValid());
        QVERIFY(!inProgress.data(Qt::BackgroundRole).isValid());
        const QModelIndex withdrawal = model.index(0, first + 4); // a against e: scored by e's withdrawal
        QVERIFY(withdrawal.data(Qt::ToolTipRole).toString().contains(u"withdrawal (II.8.1)"_s));
        auto* players = window->findChild<QTableWidget*>(u"players"_s);
        QVERIFY(players->item(4, 4)->text().contains(u"unfinished games lost (II.8.1)"_s));
        auto* games = window->findChild<QTableWidget*>(u"games"_s);
        QCOMPARE(games->rowCount(), 8);
        QCOMPARE(games->item(6, 2)->text(), u"−"_s); // e-a: e loses by the withdrawal decision
    }

    void refusesAnInvalidFileSayingWhere()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(u"bad.json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "postmark-tournament", "version": 1, "name": "X", "start": "2017-03-01",
            "end": "2019-03-01", "players": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
            "withdrawals": [{"player": "b", "date": "2018-13-01", "decision": "loss"}]})");
        file.close();
        ui::MainWindow main;
        QVERIFY(!main.openTournament(file.fileName()));
        QVERIFY2(
            main.statusBar()->currentMessage().contains(u"withdrawal #1: date: '2018-13-01' is not a date"_s),
            qPrintable(main.statusBar()->currentMessage()));
    }

    void exportsWithoutLosingTheOldFileOnFailure()
    {
        ui::MainWindow main;
        ui::TournamentWindow* window = main.openTournament(fixture());
        QTemporaryDir dir;
        const QString csv = dir.filePath(u"table.csv"_s);
        QVERIFY(window->exportTo(csv, ui::TournamentWindow::ExportFormat::Csv));
        QFile written(csv);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().startsWith("Rank,No,Player,1,2,3,4,5,Pts,Wins,SB,H2H,Koya\r\n1,1,"));
        const QString saved = dir.filePath(u"copy.json"_s);
        QVERIFY(window->exportTo(saved, ui::TournamentWindow::ExportFormat::TournamentFile));
        QFile copy(saved);
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QVERIFY(tournament::readTournamentFile(copy.readAll()).tournament);
        QVERIFY(!window->exportTo(
            dir.filePath(u"missing/dir/table.html"_s), ui::TournamentWindow::ExportFormat::Html));
        QVERIFY(window->statusBar()->currentMessage().startsWith(u"Cannot write"_s));
    }

    void offersTheReportAndTheStartNoticesForPrinting()
    {
        ui::MainWindow main;
        ui::TournamentWindow* window = main.openTournament(fixture());
        for (const char* name : {"printReport", "printStartNotices"}) {
            auto* action = window->findChild<QAction*>(QString::fromLatin1(name));
            QVERIFY2(action && action->isEnabled(), name);
        }
    }

    void agendaTabListsTheDeadlinesOverdueInRed()
    {
        ui::MainWindow main;
        ui::TournamentWindow* window = main.openTournament(fixture());
        window->showAgendaAsOf(QDate(2018, 6, 1));
        auto* agenda = window->findChild<QTableWidget*>(u"agenda"_s);
        QVERIFY(agenda->rowCount() > 0);
        QCOMPARE(agenda->item(0, 1)->text(), u"Ващенко В.В. – Гончар Г.Г."_s);
        QCOMPARE(agenda->item(0, 3)->text(), u"II.5.1"_s);
        QCOMPARE(agenda->item(0, 0)->foreground().color(), QColor(0xB0, 0x00, 0x20)); // due 2017-03-17
        const int last = agenda->rowCount() - 1;
        QCOMPARE(
            agenda->item(last, 0)->text(), u"with the reply"_s); // the claim is due with a reply (II.6.3)
        window->showAgendaAsOf(QDate(2017, 3, 5));
        QVERIFY(agenda->item(0, 0)->foreground() != QBrush(QColor(0xB0, 0x00, 0x20)));
        window->findChild<QTabWidget*>(u"tabs"_s)->setCurrentIndex(3);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QDir().mkpath(u"screenshots"_s);
        QVERIFY(window->grab().save(u"screenshots/tournamentwindow-agenda.png"_s));
    }

    void opensTheArchivesTournamentWithItsGames()
    {
        QTemporaryDir dir;
        auto archive = storage::SqliteArchive::open(dir.filePath(u"judge.postmark"_s));
        QVERIFY(archive);
        QVERIFY((*archive)->importTournament(testing::fivePlayerTournament()));
        // The judge has the cards of Ващенко – Гончар: worked example 1 between them.
        QFile file(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example1_dates.game.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        ledger::GameFile game = *ledger::readGameFile(file.readAll()).game;
        game.white.name = u"Ващенко В.В."_s;
        game.black.name = u"Гончар Г.Г."_s;
        game.event.name = testing::fivePlayerTournament().name;
        QVERIFY((*archive)->addGame(game, *game.asOf));

        ui::MainWindow main;
        QVERIFY(main.openArchive(**archive, *game.asOf));
        auto* menu = main.findChild<QMenu*>(u"tournamentsMenu"_s);
        QVERIFY(menu->isEnabled());
        QCOMPARE(menu->actions().size(), 1);
        QCOMPARE(menu->actions().first()->text(), u"Кубок <тест> (пошта) (TEST/5)"_s);
        ui::TournamentWindow* window = main.openArchiveTournament(0);
        QVERIFY(window);
        auto* agenda = window->findChild<QTableWidget*>(u"agenda"_s);
        QVERIFY(agenda->rowCount() > 0);
        QVERIFY(agenda->item(0, 4)->text().startsWith(
            u"no reply to card w2 sent 2018-02-02"_s)); // from the cards
        for (int row = 0; row < agenda->rowCount(); ++row) {
            QCOMPARE(agenda->item(row, 1)->text(), u"Ващенко В.В. – Гончар Г.Г."_s);
            // White's first move arrived on the cards: no inquiry for it is due (II.5.1).
            QVERIFY(!agenda->item(row, 4)->text().startsWith(u"no first move from White"_s));
        }
        QCOMPARE(rowText(*window->findChild<QTableView*>(u"crosstable"_s)->model(), 0),
            u"1|1|Антоненко А.А.|*|1|½|0|+|2.5|2|2.25|0|1"_s);
    }

    void aFifteenPlayerSemifinalFitsTheWindow()
    {
        tournament::Tournament event;
        event.name = u"XI Кубок України (пошта), півфінал 1"_s;
        event.index = u"UKR/C11/SF1"_s;
        event.start = QDate(2017, 3, 1);
        event.end = QDate(2019, 3, 1);
        event.tiebreaks = {tournament::TieBreak::Wins,
            tournament::TieBreak::SonnebornBerger,
            tournament::TieBreak::HeadToHead};
        const QStringList surnames{u"Антоненко"_s,
            u"Бондаренко"_s,
            u"Васильченко"_s,
            u"Гнатюк"_s,
            u"Дмитренко"_s,
            u"Єрмоленко"_s,
            u"Жуковський"_s,
            u"Зінченко"_s,
            u"Іваненко"_s,
            u"Коваленко"_s,
            u"Литвиненко"_s,
            u"Мельниченко"_s,
            u"Наливайко"_s,
            u"Остапенко"_s,
            u"Петриченко"_s};
        for (int i = 0; i < surnames.size(); ++i)
            event.players.append({u"p%1"_s.arg(i + 1), surnames[i] + u" О.П."_s, {}, 2100 + i * 13});
        event.games = tournament::roundRobinGames(event.players);
        for (int g = 0; g < event.games.size(); g += 2)
            event.games[g].result =
                g % 3 == 0 ? tournament::GameResult::Draw : tournament::GameResult::WhiteWon;
        event.withdrawals.append({u"p14"_s, QDate(2018, 5, 2), tournament::WithdrawalDecision::Adjudicate});
        ui::TournamentWindow window(event, {}, QDate(2018, 6, 1));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDir().mkpath(u"screenshots"_s);
        QVERIFY(window.grab().save(u"screenshots/tournamentwindow-15.png"_s));
        auto* view = window.findChild<QTableView*>(u"crosstable"_s);
        QCOMPARE(view->model()->rowCount(), 15);
        const int lastColumn = view->model()->columnCount() - 1;
        QVERIFY(view->columnViewportPosition(lastColumn) + view->columnWidth(lastColumn)
            <= view->viewport()->width());
    }

    void screenshot()
    {
        ui::MainWindow main;
        ui::TournamentWindow* window = main.openTournament(fixture());
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QDir().mkpath(u"screenshots"_s);
        QVERIFY(window->grab().save(u"screenshots/tournamentwindow.png"_s));
        // Every column of the crosstable is visible without scrolling at the default size.
        auto* view = window->findChild<QTableView*>(u"crosstable"_s);
        const int lastColumn = view->model()->columnCount() - 1;
        QVERIFY(view->columnViewportPosition(lastColumn) + view->columnWidth(lastColumn)
            <= view->viewport()->width());
    }
};

QTEST_MAIN(TestTournamentWindow)
#include "tst_tournamentwindow.moc"
