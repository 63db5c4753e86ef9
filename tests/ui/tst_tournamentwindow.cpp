// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament window as a judge opens it: a tournament file or the archive's, the crosstable's colours and
// tooltips, export, printing, the agenda tab, a fifteen-player semifinal on the screen, a new tournament
// entered, paired, kept, imported or refused naming the field, every input named.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>

#include "core/ledger/gamefilereader.h"
#include "core/storage/sqlitearchive.h"
#include "core/tournament/bergerpairings.h"
#include "core/tournament/tournamentfilereader.h"
#include "core/tournament/tournamentfilewriter.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/tournamentfixture.h"
#include "tests/support/ukrainian.h"
#include "tests/ui/tournamentwindowtests.h"
#include "ui/mainwindow.h"
#include "ui/tournament/adjudicationdialog.h"
#include "ui/tournament/claimdialog.h"
#include "ui/tournament/crosstablemodel.h"
#include "ui/tournament/newtournamentdialog.h"
#include "ui/tournament/pairingsmodel.h"
#include "ui/tournament/playerdialog.h"
#include "ui/tournament/regulationtable.h"
#include "ui/tournament/resultdialog.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/tournament/withdrawaldialog.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/optionaldateedit.h"

using namespace postmark;
using namespace postmark::testing::tournamentwindow;
using namespace Qt::StringLiterals;

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
        QCOMPARE(rowText(model, 0), u"1|1|Антоненко А.А.|*|1|½|0|+|2.5|2|2.25|—|1"_s);
        QCOMPARE(rowText(model, 4), u"5|5|Дорошенко Д.Д.|−|0|||*|0|0|0|—|0"_s);
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
        QVERIFY(forfeit.data(Qt::ToolTipRole).toString().contains(u"time forfeit (II.6.5)"_s));
        // The game's number as the Games tab has it, White – Black, then the row's player's view of it: "A –
        // B" with the row's player first read as White – Black (helper-31).
        const QString said = forfeit.data(Qt::ToolTipRole).toString();
        const QString rowPlayer = model.index(2, 2).data().toString();
        QVERIFY2(
            said.startsWith(u"Game "_s) && said.contains(u". "_s + rowPlayer + u": "_s), qPrintable(said));
        QVERIFY(inProgress.data(Qt::ToolTipRole).toString().endsWith(u"in progress"_s));
        QVERIFY(forfeit.data(Qt::BackgroundRole).isValid());
        QVERIFY(!inProgress.data(Qt::BackgroundRole).isValid());
        // a against e: e's loss by withdrawal, recorded once its text came (II.8.2)
        const QModelIndex withdrawal = model.index(0, first + 4);
        QVERIFY(withdrawal.data(Qt::ToolTipRole).toString().contains(u"withdrawal (II.8.1)"_s));
        auto* players = window->findChild<QTableView*>(u"players"_s);
        QVERIFY(
            players->model()->index(4, 4).data().toString().contains(u"unfinished games lost (II.8.1)"_s));
        auto* games = window->findChild<QTableView*>(u"games"_s);
        QCOMPARE(games->model()->rowCount(), 8);
        QCOMPARE(games->model()->index(6, ui::PairingsModel::ResultColumn).data().toString(),
            u"−/+"_s); // e-a: e loses by the withdrawal, unplayed: White's mark and Black's
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
        QVERIFY2(main.statusBar()->currentMessage().contains(
                     u"Withdrawal no. 1, date: “2018-13-01” is not a date"_s),
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
        auto* agenda = window->findChild<QTableView*>(u"agenda"_s);
        // By default the judge's own steps only: no player's repeat or first-move inquiry (II.5.1) among
        // them.
        const int judges = agenda->model()->rowCount();
        for (int row = 0; row < judges; ++row)
            QVERIFY2(agenda->model()->index(row, 3).data().toString() != u"II.5.1",
                qPrintable(agenda->model()->index(row, 4).data().toString()));
        QVERIFY2(
            window->findChild<QLabel*>(u"agendaHeading"_s)->text().contains(u"more are the players' own"_s),
            qPrintable(window->findChild<QLabel*>(u"agendaHeading"_s)->text()));
        // One tick shows the players' deadlines too.
        window->findChild<QCheckBox*>(u"playersSteps"_s)->setChecked(true);
        QVERIFY(agenda->model()->rowCount() > judges);
        // Each game named by its number before its players, the number the Games tab gives it.
        QCOMPARE(agenda->model()->index(0, 1).data().toString(), u"6. Ващенко В.В. – Гончар Г.Г."_s);
        const QAbstractItemModel* games = window->findChild<QTableView*>(u"games"_s)->model();
        QCOMPARE(games->index(5, ui::PairingsModel::NumberColumn).data().toString(), u"6"_s);
        QCOMPARE(games->index(5, ui::PairingsModel::WhiteColumn).data().toString(), u"Ващенко В.В."_s);
        QCOMPARE(games->index(5, ui::PairingsModel::BlackColumn).data().toString(), u"Гончар Г.Г."_s);
        QCOMPARE(agenda->model()->index(0, 3).data().toString(), u"II.5.1"_s);
        QCOMPARE(agenda->model()->index(0, 0).data(Qt::ForegroundRole).value<QColor>(),
            QColor(0xB0, 0x00, 0x20)); // due 2017-03-17
        const int last = agenda->model()->rowCount() - 1;
        QCOMPARE(agenda->model()->index(last, 0).data().toString(),
            u"with the reply"_s); // the claim is due with a reply (II.6.3)
        window->findChild<QTabWidget*>(u"tabs"_s)->setCurrentWidget(agenda->parentWidget());
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QDir().mkpath(u"screenshots"_s);
        QVERIFY(window->grab().save(u"screenshots/tournamentwindow-agenda.png"_s));
        window->showAgendaAsOf(QDate(2017, 3, 5));
        QVERIFY(agenda->model()->index(0, 0).data(Qt::ForegroundRole).value<QColor>()
            != QColor(0xB0, 0x00, 0x20));

        // Every game decided and its text with the judge: nothing to do, and the heading says so rather than
        // «0 more are the players' own» over an empty table (helper-65).
        window->findChild<QCheckBox*>(u"playersSteps"_s)->setChecked(false);
        QTemporaryDir dir;
        QFile file(dir.filePath(u"finished.tournament.json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(tournament::writeTournamentFile(testing::finishedFivePlayerTournament()));
        file.close();
        ui::TournamentWindow* done = main.openTournament(file.fileName());
        QVERIFY(done);
        done->showAgendaAsOf(QDate(2018, 6, 1));
        const QString heading = done->findChild<QLabel*>(u"agendaHeading"_s)->text();
        QCOMPARE(done->findChild<QTableView*>(u"agenda"_s)->model()->rowCount(), 0);
        QVERIFY2(heading.endsWith(u"Nothing waits on the judge now."_s) && !heading.contains(u"more are"_s),
            qPrintable(heading));
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
        // The archive is the judge's, who plays in none of the event's games: the desk lists none of them,
        // the judge's window has them all.
        QVERIFY(!(*archive)->setOwner({u"Суддя С.С."_s, true, true}));

        ui::MainWindow main;
        QVERIFY(main.openArchive(**archive, *game.asOf));
        QCOMPARE(main.gameCount(), 0);
        auto* menu = main.findChild<QMenu*>(u"tournamentsMenu"_s);
        QVERIFY(menu->isEnabled());
        QCOMPARE(menu->actions().size(), 1);
        QCOMPARE(menu->actions().first()->text(), u"Кубок <тест> (пошта) (TEST/5)"_s);
        ui::TournamentWindow* window = main.openArchiveTournament(0);
        QVERIFY(window);
        auto* agenda = window->findChild<QTableView*>(u"agenda"_s);
        window->findChild<QCheckBox*>(u"playersSteps"_s)->setChecked(true); // the players' deadlines too
        QVERIFY(agenda->model()->rowCount() > 0);
        // From the cards: w2 is still in the post, so Black has no reply to b1 either (II.5.1).
        QVERIFY(agenda->model()->index(0, 4).data().toString().startsWith(
            u"no reply to card b1 sent 25 January 2018"_s));
        QVERIFY(agenda->model()->index(1, 4).data().toString().startsWith(
            u"no reply to card w2 sent 2 February 2018"_s));
        for (int row = 0; row < agenda->model()->rowCount(); ++row) {
            QCOMPARE(agenda->model()->index(row, 1).data().toString(), u"6. Ващенко В.В. – Гончар Г.Г."_s);
            // White's first move arrived on the cards: no inquiry for it is due (II.5.1).
            QVERIFY(
                !agenda->model()->index(row, 4).data().toString().startsWith(u"no first move from White"_s));
        }
        QCOMPARE(rowText(*window->findChild<QTableView*>(u"crosstable"_s)->model(), 0),
            u"1|1|Антоненко А.А.|*|1|½|0|+|2.5|2|2.25|—|1"_s);
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

    void aNewTournamentIsEnteredPairedAndKeptInTheArchive()
    {
        // In English, as the application speaks it: the count's plural comes from the translation.
        QTranslator english;
        QVERIFY(english.load(u":/i18n/postmark_en"_s));
        QCoreApplication::installTranslator(&english);
        const auto uninstall = qScopeGuard([&english] { QCoreApplication::removeTranslator(&english); });
        QTemporaryDir dir;
        auto archive = storage::SqliteArchive::open(dir.filePath(u"judge.postmark"_s));
        QVERIFY(archive);
        ui::MainWindow main;
        QVERIFY(main.openArchive(**archive, QDate(2017, 2, 1)));
        QString summary;
        testing::onNextDialog<ui::NewTournamentDialog>([&](ui::NewTournamentDialog& dialog) {
            dialog.findChild<QLineEdit*>(u"name"_s)->setText(u"11th Cup of Ukraine (post), semifinal 1"_s);
            dialog.findChild<QLineEdit*>(u"index"_s)->setText(u"UKR/C11/SF1"_s);
            dialog.findChild<postmark::ui::DateField*>(u"start"_s)->setDate(QDate(2017, 3, 1));
            dialog.findChild<postmark::ui::DateField*>(u"end"_s)->setDate(QDate(2019, 3, 1));
            for (int i = 1; i <= 15; ++i)
                dialog.addPlayer(u"Гравець %1"_s.arg(i, 2, 10, QChar(u'0')),
                    u"вул. Садова %1, Полтава, 36000"_s.arg(i),
                    QString::number(2100 + i));
            // The regulation changes one number of the rule set (§10).
            // Each parameter is named in words with its clause, the rule set's value beside it; the key a
            // tournament file writes is only its tooltip.
            auto* regulation = dialog.findChild<ui::RegulationTable*>(u"regulation"_s);
            const int inquiry = regulation->rowOf(u"first_move_inquiry_days"_s);
            QVERIFY(inquiry >= 0);
            QCOMPARE(regulation->item(inquiry, ui::RegulationTable::ParameterColumn)->text(),
                u"days without White's first move before an inquiry"_s);
            QCOMPARE(regulation->item(inquiry, ui::RegulationTable::ClauseColumn)->text(), u"II.5.1"_s);
            QCOMPARE(regulation->item(inquiry, ui::RegulationTable::RuleSetColumn)->text(), u"16"_s);
            const int registered = regulation->rowOf(u"time_trouble_registered"_s);
            QCOMPARE(regulation->item(registered, ui::RegulationTable::ClauseColumn)->text(), u"II.4.12"_s);
            QCOMPARE(regulation->item(registered, ui::RegulationTable::RuleSetColumn)->text(), u"yes"_s);
            for (int row = 0; row < regulation->rowCount(); ++row) {
                const QString name = regulation->item(row, ui::RegulationTable::ParameterColumn)->text();
                QVERIFY2(!name.contains(u'_'), qPrintable(name));
            }
            regulation->item(inquiry, ui::RegulationTable::RegulationColumn)->setText(u"20"_s);
            // A switch takes the words the table shows it in.
            regulation->item(registered, ui::RegulationTable::RegulationColumn)->setText(u"No"_s);
            summary = dialog.summary();
            auto* pages = dialog.findChild<QTabWidget*>(u"pages"_s);
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            for (const auto& [page, name] : {std::pair{0, u"newtournamentdialog-event"_s},
                     std::pair{1, u"newtournamentdialog"_s},
                     std::pair{2, u"newtournamentdialog-regulation"_s}}) {
                pages->setCurrentIndex(page);
                testing::saveScreenshot(dialog, name);
            }
            dialog.accept();
        });
        main.findChild<QAction*>(u"newTournament"_s)->trigger();
        QCOMPARE(summary,
            u"15 players: 105 games, all starting at once; colours from the Berger tables, each player White "
            u"in 7 of their 14 games."_s);
        // Stored whole, paired from the Berger tables, nothing played; its window opens on it.
        const QList<archive::TournamentSummary> stored = (*archive)->tournaments().value();
        QCOMPARE(stored.size(), 1);
        const tournament::Tournament event = (*archive)->tournament(stored.first().id).value();
        QCOMPARE(event.index, u"UKR/C11/SF1"_s);
        QCOMPARE(event.overrides,
            (QJsonObject{{u"first_move_inquiry_days"_s, 20}, {u"time_trouble_registered"_s, 0}}));
        QCOMPARE(event.players.size(), 15);
        QCOMPARE(event.players[0].address, u"вул. Садова 1, Полтава, 36000"_s);
        QCOMPARE(event.games, tournament::roundRobinGames(event.players));
        QCOMPARE(event.tiebreaks,
            (QList<tournament::TieBreak>{tournament::TieBreak::Wins,
                tournament::TieBreak::SonnebornBerger,
                tournament::TieBreak::HeadToHead}));
        const QList<ui::TournamentWindow*> windows = main.findChildren<ui::TournamentWindow*>();
        QCOMPARE(windows.size(), 1);
        QCOMPARE(windows.first()->event(), event);
        QVERIFY(main.findChild<QMenu*>(u"tournamentsMenu"_s)->isEnabled());
        QVERIFY(QTest::qWaitForWindowExposed(windows.first()));
        testing::saveScreenshot(*windows.first(), u"tournamentwindow-new"_s);
    }

    void escapeOnAFilledFormAsksFirst()
    {
        // helper-72 pressed Escape on a new event with its name, index and three players typed: all lost,
        // unasked. Now asked (going back the default), and going back keeps every field; a form left as it
        // opened closes at once.
        ui::NewTournamentDialog untouched(QDate(2020, 8, 1));
        untouched.show();
        untouched.reject(); // nothing typed: no question (one would wait here unanswered)
        QVERIFY(!untouched.isVisible());

        ui::NewTournamentDialog dialog(QDate(2020, 8, 1));
        dialog.show();
        dialog.findChild<QLineEdit*>(u"name"_s)->setText(u"Кубок"_s);
        dialog.addPlayer(u"Гравець 1"_s, u"вул. Садова 1, Полтава"_s, {});
        QString asked, byDefault;
        testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
            asked = box.text();
            byDefault = box.defaultButton()->objectName();
            box.findChild<QPushButton*>(u"goBack"_s)->click();
        });
        dialog.reject();
        QCOMPARE(asked, u"Close the form without recording it? What you typed is lost."_s);
        QCOMPARE(byDefault, u"goBack"_s);
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.findChild<QLineEdit*>(u"name"_s)->text(), u"Кубок"_s);
        QCOMPARE(dialog.findChild<QTableWidget*>(u"players"_s)->rowCount(), 1);
        testing::onNextDialog<QMessageBox>(
            [](QMessageBox& box) { box.findChild<QPushButton*>(u"proceed"_s)->click(); });
        dialog.reject();
        QVERIFY(!dialog.isVisible());
    }

    void aDoubleRoundRobinShowsBothGamesOfAPair()
    {
        // The judge ticks "two games per pair": the Berger tables' two cycles, the summary says so.
        ui::NewTournamentDialog dialog(QDate(2020, 8, 1));
        dialog.findChild<QLineEdit*>(u"name"_s)->setText(u"Матч-турнір"_s);
        for (int i = 1; i <= 5; ++i)
            dialog.addPlayer(u"Гравець %1"_s.arg(i), u"вул. Садова %1, Полтава"_s.arg(i), {});
        dialog.findChild<QCheckBox*>(u"twoGames"_s)->setChecked(true);
        QVERIFY2(
            dialog.summary().contains(u": 20 games, all starting at once; colours from the Berger tables, "
                                      u"each player White in 4 of their 8 games."_s),
            qPrintable(dialog.summary()));
        tournament::Tournament event = dialog.result().event;
        QCOMPARE(event.cycles, 2);
        QCOMPARE(event.games, tournament::roundRobinGames(event.players, 2));
        // Player 1 wins with White against player 2 and draws with Black.
        for (tournament::TournamentGame& game : event.games) {
            if (game.white == u"p1" && game.black == u"p2")
                game.result = tournament::GameResult::WhiteWon;
            if (game.white == u"p2" && game.black == u"p1")
                game.result = tournament::GameResult::Draw;
        }
        ui::TournamentWindow window(event, {}, QDate(2020, 9, 1));
        const QAbstractItemModel& model = *window.findChild<QTableView*>(u"crosstable"_s)->model();
        // Both marks on one line (a no-break space between them).
        QCOMPARE(rowText(model, 0), u"1|1|Гравець 1|*|1\u00A0½||||1.5|1|0.75|—"_s);
        QCOMPARE(rowText(model, 1), u"2|2|Гравець 2|½\u00A00|*||||0.5|0|0.75|—"_s);
        const QString why = model.index(0, 4).data(Qt::ToolTipRole).toString();
        QVERIFY2(why.contains(u"with White: 1, played"_s) && why.contains(u"with Black: ½, played"_s),
            qPrintable(why));
        // Both games' numbers, then the row's player's view ("A – B" read as White – Black).
        QVERIFY2(why.startsWith(u"Games 4, 14. Гравець 1: "_s), qPrintable(why));

        // Both games of players 1 and 3 cancelled: the widest marks the table holds fit their cells
        // (helper-69 read «ан …»).
        for (tournament::TournamentGame& game : event.games) {
            if ((game.white == u"p1" && game.black == u"p3") || (game.white == u"p3" && game.black == u"p1"))
                game.result = tournament::GameResult::Cancelled;
        }
        const testing::SpeakingUkrainian ukrainian; // «ан ан», wider than English's «-C -C»
        ui::TournamentWindow cancelled(event, {}, QDate(2020, 9, 1));
        const auto* view = cancelled.findChild<QTableView*>(u"crosstable"_s);
        int first = 0;
        while (view->model()->index(first, 2).data().toString() != u"Гравець 1"_s)
            ++first;
        const QModelIndex both = view->model()->index(first, 5); // against player 3
        QCOMPARE(both.data().toString(), u"ан\u00A0ан"_s);
        // With the margins the delegate draws it within (Fusion: 3 px each side, and the grid line).
        QVERIFY2(view->columnWidth(5) >= view->fontMetrics().horizontalAdvance(both.data().toString()) + 8,
            qPrintable(u"%1: %2 px for %3"_s.arg(both.data().toString())
                           .arg(view->columnWidth(5))
                           .arg(view->fontMetrics().horizontalAdvance(both.data().toString()))));
    }

    void aNewTournamentSpeaksUkrainian()
    {
        const testing::SpeakingUkrainian ukrainian; // as the program speaks it, dates and all
        QVERIFY(ukrainian.loaded());
        ui::NewTournamentDialog dialog(QDate(2017, 2, 1));
        QCOMPARE(dialog.windowTitle(), u"Новий турнір"_s);
        dialog.addPlayer(u"Коваль О."_s, u"вул. Садова 3, Полтава"_s, u"2150"_s);
        dialog.addPlayer(u"Мельник Т."_s, u"вул. Шевченка 10, Чернігів"_s, {});
        QCOMPARE(dialog.summary(),
            u"2 гравці: партій — 1, усі починаються одночасно; кольори — за таблицями Бергера: кожен грає "
            u"білими 0 або 1 з 1."_s);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (int page = 0; page < 3; ++page) {
            dialog.findChild<QTabWidget*>(u"pages"_s)->setCurrentIndex(page);
            testing::saveScreenshot(dialog, u"newtournamentdialog-uk-%1"_s.arg(page + 1));
        }
        // The regulation names every parameter in Ukrainian, not by a file's key (days_per_control).
        static const QRegularExpression latinWord(u"(?<![\\p{L}])(?![IVX]+[.])[A-Za-z]{2,}(?![\\p{L}])"_s);
        auto* regulation = dialog.findChild<ui::RegulationTable*>(u"regulation"_s);
        for (int row = 0; row < regulation->rowCount(); ++row) {
            for (int column : {ui::RegulationTable::ParameterColumn, ui::RegulationTable::RuleSetColumn}) {
                const QString text = regulation->item(row, column)->text();
                QVERIFY2(!latinWord.match(text).hasMatch(), qPrintable(text));
            }
        }
        QCOMPARE(
            regulation->item(regulation->rowOf(u"days_per_control"_s), ui::RegulationTable::ParameterColumn)
                ->text(),
            u"днів на контрольний період"_s);
        QCOMPARE(
            regulation
                ->item(regulation->rowOf(u"time_trouble_registered"_s), ui::RegulationTable::RuleSetColumn)
                ->text(),
            u"так"_s);
        // The judge's window explains its marks in the marks it shows: «пр», «н/в», «ан», not adj or n/c.
        const tournament::Tournament event = tournament::readTournamentFile([] {
            QFile file(fixture());
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        }())
                                                 .tournament.value();
        ui::TournamentWindow window(event, {}, QDate(2018, 6, 1));
        const QString legend = window.findChild<QLabel*>(u"legend"_s)->text();
        // Clause numbers (II.8.1) are the rules' own.
        QVERIFY2(!latinWord.match(legend.section(u"Місця"_s, 0, 0)).hasMatch(), qPrintable(legend));
        QVERIFY2(legend.contains(u"пр — чекає присудження"_s), qPrintable(legend));
    }

    void theRegulationTabSaysTheRulesInForceBesideTheRuleSets()
    {
        const testing::SpeakingUkrainian ukrainian; // as the program speaks it, dates and all
        QVERIFY(ukrainian.loaded());
        tournament::Tournament event = tournament::readTournamentFile([] {
            QFile file(fixture());
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        }())
                                           .tournament.value();
        // A regulation as a judge enters one: 30 days for 10 moves, no registered replies in time trouble,
        // the 2-month rule switched off; the pairs playing two games.
        event.overrides = QJsonObject{{u"days_per_control"_s, 30},
            {u"time_trouble_registered"_s, 0},
            {u"inactivity_months"_s, QJsonValue::Null}};
        event.cycles = 2;
        event.tiebreaks = {tournament::TieBreak::SonnebornBerger, tournament::TieBreak::Wins};
        ui::TournamentWindow window(event, {}, QDate(2018, 6, 1));
        auto* tabs = window.findChild<QTabWidget*>(u"tabs"_s);
        auto* panel = window.findChild<QWidget*>(u"regulationPanel"_s);
        QVERIFY(panel);
        QCOMPARE(tabs->tabText(tabs->indexOf(panel)), u"Положення"_s);
        const QString facts = panel->findChild<QLabel*>(u"eventRegulation"_s)->text();
        for (const QString& said : {event.name.toHtmlEscaped(),
                 u"Початок (II.4.5):"_s,
                 u"дві, по одній кожним кольором"_s,
                 u"1. Зоннеборн–Бергер; 2. кількість перемог"_s})
            QVERIFY2(facts.contains(said), qPrintable(facts));
        auto* table = panel->findChild<ui::RegulationTable*>(u"regulation"_s);
        const auto cell = [table](const char* key, int column) {
            return table->item(table->rowOf(QString::fromLatin1(key)), column);
        };
        const auto inForce = ui::RegulationTable::RegulationColumn;
        const auto ruleSet = ui::RegulationTable::RuleSetColumn;
        QCOMPARE(table->horizontalHeaderItem(inForce)->text(), u"У цьому турнірі"_s);
        // What the regulation changes, in bold beside the rule set's value; the rest as the rule set.
        QCOMPARE(cell("days_per_control", ruleSet)->text(), u"40"_s);
        QCOMPARE(cell("days_per_control", inForce)->text(), u"30"_s);
        QVERIFY(cell("days_per_control", inForce)->font().bold());
        QCOMPARE(cell("time_trouble_registered", ruleSet)->text(), u"так"_s);
        QCOMPARE(cell("time_trouble_registered", inForce)->text(), u"ні"_s);
        QVERIFY(cell("time_trouble_registered", inForce)->font().bold());
        QCOMPARE(cell("inactivity_months", inForce)->text(), u"вимк"_s);
        QCOMPARE(cell("moves_per_control", inForce)->text(), u"10"_s);
        QVERIFY(!cell("moves_per_control", inForce)->font().bold());
        QCOMPARE(cell("days_per_control", ui::RegulationTable::ClauseColumn)->text(), u"II.4.3"_s);
        // Read only: the regulation is the event's as created, not changed in passing.
        QVERIFY(!(cell("days_per_control", inForce)->flags() & Qt::ItemIsEditable));

        // A regulation the program cannot apply (a file written by hand) is said, not shown as the rules.
        event.overrides = QJsonObject{{u"days_per_kontrol"_s, 30}};
        ui::TournamentWindow unreadable(event, {}, QDate(2018, 6, 1));
        auto* problem =
            unreadable.findChild<QWidget*>(u"regulationPanel"_s)->findChild<QLabel*>(u"problem"_s);
        QVERIFY(problem && !problem->isHidden());
        QVERIFY2(problem->text().contains(u"параметр правил «days_per_kontrol» невідомий"_s),
            qPrintable(problem->text()));
    }

    void aTournamentFileIsImportedIntoTheArchive()
    {
        QTemporaryDir dir;
        auto archive = storage::SqliteArchive::open(dir.filePath(u"judge.postmark"_s));
        QVERIFY(archive);
        ui::MainWindow main;
        QVERIFY(main.openArchive(**archive, QDate(2018, 6, 1)));
        // A faulty file is refused with its problem named, and the archive keeps nothing of it.
        QFile bad(dir.filePath(u"bad.json"_s));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"format": "postmark-tournament", "version": 1})");
        bad.close();
        QCOMPARE(main.importTournament(bad.fileName()), nullptr);
        QVERIFY2(main.statusBar()->currentMessage().contains(u"is not a valid tournament file"_s),
            qPrintable(main.statusBar()->currentMessage()));
        QVERIFY((*archive)->tournaments()->isEmpty());
        // A result reported after today has not come yet: refused as the result form refuses it, not counted
        // (helper-65's file had its results in 2027).
        tournament::Tournament future = testing::fivePlayerTournament();
        future.games.first().reportedOn = QDate::currentDate().addDays(30);
        QFile later(dir.filePath(u"later.json"_s));
        QVERIFY(later.open(QIODevice::WriteOnly));
        later.write(tournament::writeTournamentFile(future));
        later.close();
        QCOMPARE(main.importTournament(later.fileName()), nullptr);
        QVERIFY2(main.statusBar()->currentMessage().contains(u"Game no. 1, result reported on: "_s)
                && main.statusBar()->currentMessage().contains(u"is after today"_s),
            qPrintable(main.statusBar()->currentMessage()));
        QCOMPARE(main.openTournament(later.fileName()), nullptr);
        QVERIFY((*archive)->tournaments()->isEmpty());
        // The fixture, whole: its window is attached to the archive, so claims are kept.
        ui::TournamentWindow* window = main.importTournament(fixture());
        QVERIFY(window);
        QCOMPARE((*archive)->tournaments()->size(), 1);
        // The same file again is the same event: refused, saying where it is, not listed twice (helper-67).
        QCOMPARE(main.importTournament(fixture()), nullptr);
        QVERIFY2(main.statusBar()->currentMessage().contains(u"already, as tournament 1"_s),
            qPrintable(main.statusBar()->currentMessage()));
        QCOMPARE((*archive)->tournaments()->size(), 1);
        QCOMPARE((*archive)->tournament((*archive)->tournaments()->first().id).value(),
            testing::fivePlayerTournament());
        QVERIFY2(window->findChild<QLabel*>(u"registersNote"_s)
                     ->text()
                     .startsWith(u"Claims are kept in the archive"_s),
            qPrintable(window->findChild<QLabel*>(u"registersNote"_s)->text()));
    }

    void aNewTournamentIsRefusedNamingTheField()
    {
        ui::NewTournamentDialog dialog(QDate(2017, 2, 1));
        QVERIFY(dialog.problem().isEmpty()); // an empty form is not yet an error
        dialog.accept();
        QVERIFY(dialog.result().problems.size() > 0);
        QCOMPARE(dialog.problem(), u"The event, Name: not filled in"_s);
        dialog.findChild<QLineEdit*>(u"name"_s)->setText(u"Cup"_s);
        QCOMPARE(dialog.problem(), u"The event, Players: a round robin needs at least two players"_s);
        auto* regulation = dialog.findChild<ui::RegulationTable*>(u"regulation"_s);
        regulation->item(0, ui::RegulationTable::RegulationColumn)->setText(u"ten"_s);
        QCOMPARE(dialog.problem(),
            u"The regulation, moves per control period: must be a whole number from 1 to 100"_s);
        regulation->item(0, ui::RegulationTable::RegulationColumn)->setText(QString());
        const int leave = regulation->rowOf(u"leave_per_tournament"_s);
        regulation->item(leave, ui::RegulationTable::RegulationColumn)->setText(u"maybe"_s);
        QCOMPARE(dialog.problem(),
            u"The regulation, leave counted per tournament, not over all games together: “maybe” is not yes or no"_s);
        // Switched «off» like an optional rule: refused in the words typed, not the file's.
        regulation->item(leave, ui::RegulationTable::RegulationColumn)->setText(u"Off"_s);
        QVERIFY2(dialog.problem().endsWith(u": “Off” is not yes or no"_s), qPrintable(dialog.problem()));
        regulation->item(leave, ui::RegulationTable::RegulationColumn)->setText(QString());
        {
            // The page in view says its own problem first: a regulation refused before the event has its
            // name (helper-48 saw only «name: not filled in» on the Regulation tab).
            ui::NewTournamentDialog unnamed(QDate(2017, 2, 1));
            auto* pages = unnamed.findChild<QTabWidget*>(u"pages"_s);
            auto* table = unnamed.findChild<ui::RegulationTable*>(u"regulation"_s);
            pages->setCurrentIndex(2);
            table->item(0, ui::RegulationTable::RegulationColumn)->setText(u"0"_s);
            QCOMPARE(unnamed.problem(),
                u"The regulation, moves per control period: must be a whole number from 1 to 100"_s);
            pages->setCurrentIndex(0);
            QCOMPARE(unnamed.problem(), u"The event, Name: not filled in"_s);
        }
        dialog.addPlayer(u"Koval O."_s, {}, u"2150"_s);
        dialog.addPlayer(u"Melnyk T."_s, {}, u"about 2000"_s);
        QCOMPARE(dialog.problem(), u"Player no. 2, Rating: “about 2000” is not a whole number"_s);
        dialog.addPlayer(u"Koval O."_s);
        auto* players = dialog.findChild<QTableWidget*>(u"players"_s);
        players->item(1, 2)->setText(u"2000"_s);
        QCOMPARE(dialog.problem(),
            u"Player no. 3, Name: Koval O. is already player no. 1: game files are matched to pairings by name"_s);
        players->item(2, 0)->setText(u"Bondar B."_s);
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
        // The tie-break order is the judge's: Sonneborn–Berger first, Koya added.
        auto* tiebreaks = dialog.findChild<QListWidget*>(u"tiebreaks"_s);
        tiebreaks->setCurrentRow(1);
        QTest::mouseClick(dialog.findChild<QPushButton*>(u"tiebreakUp"_s), Qt::LeftButton);
        tiebreaks->item(3)->setCheckState(Qt::Checked);
        QCOMPARE(dialog.result().event.tiebreaks,
            (QList<tournament::TieBreak>{tournament::TieBreak::SonnebornBerger,
                tournament::TieBreak::Wins,
                tournament::TieBreak::HeadToHead,
                tournament::TieBreak::Koya}));
        // Moving a player changes the starting numbers, and with them the colours.
        players->setCurrentCell(2, 0);
        QTest::mouseClick(dialog.findChild<QPushButton*>(u"playerUp"_s), Qt::LeftButton);
        QCOMPARE(dialog.result().event.players[1].name, u"Bondar B."_s);
        QCOMPARE(dialog.result().event.players[2].rating, std::optional(2000));
        // A pasted list is added whole, or not at all when a line is wrong.
        QVERIFY(!dialog.pastePlayers(u"Гончар Г.\tСуми\tbad\n"_s));
        QCOMPARE(dialog.problem(), u"Nothing added: Line 1, rating: “bad” is not a whole number"_s);
        QCOMPARE(players->rowCount(), 3);
        QVERIFY(dialog.pastePlayers(u"Гончар Г.\tСуми\t1900\nДорошенко Д.;Львів;\n"_s));
        QCOMPARE(players->rowCount(), 5);
        QCOMPARE(dialog.result().event.players[4].address, u"Львів"_s);
        players->setCurrentCell(4, 0);
        QTest::mouseClick(dialog.findChild<QPushButton*>(u"removePlayer"_s), Qt::LeftButton);
        players->setCurrentCell(3, 0);
        QTest::mouseClick(dialog.findChild<QPushButton*>(u"removePlayer"_s), Qt::LeftButton);
        QCOMPARE(players->rowCount(), 3);
        // Drawing lots keeps every player, with their address and rating.
        dialog.drawLots();
        QStringList names;
        for (const tournament::Player& player : dialog.result().event.players)
            names.append(player.name + u' ' + QString::number(player.rating.value_or(0)));
        names.sort();
        QCOMPARE(names, (QStringList{u"Bondar B. 0"_s, u"Koval O. 2150"_s, u"Melnyk T. 2000"_s}));
        // Nobody has an address: asked, named, before it is made (helper-74 made one, nothing said); going
        // back leaves the form open on its players.
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.findChild<QTabWidget*>(u"pages"_s)->setCurrentIndex(0);
        QString asked;
        testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
            asked = box.text();
            box.findChild<QPushButton*>(u"goBack"_s)->click();
        });
        dialog.accept();
        QVERIFY2(asked.startsWith(u"No address for "_s) && asked.contains(u"Koval O."_s)
                && asked.contains(u"Melnyk T."_s) && asked.contains(u"Bondar B."_s)
                && asked.contains(u"lines to write it by hand"_s),
            qPrintable(asked));
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.findChild<QTabWidget*>(u"pages"_s)->currentIndex(), 1);
        QCOMPARE(players->currentColumn(), 1); // at the first address to type
        QVERIFY(players->item(players->currentRow(), 0));
        testing::onNextDialog<QMessageBox>(
            [](QMessageBox& box) { box.findChild<QPushButton*>(u"proceed"_s)->click(); });
        dialog.accept();
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.QDialog::result(), int(QDialog::Accepted));
        QCOMPARE(dialog.result().event.games.size(), 3);
    }

    void aFreshFormSaysNoProblemUntilSomethingIsTyped()
    {
        // helper-73 opened the Players tab of a form just opened and read «потрібно щонайменше двоє гравців»
        // in red before typing anything.
        ui::NewTournamentDialog dialog(QDate(2017, 2, 1));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.findChild<QTabWidget*>(u"pages"_s)->setCurrentIndex(1);
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
        dialog.findChild<QTabWidget*>(u"pages"_s)->setCurrentIndex(0);
        dialog.findChild<QLineEdit*>(u"name"_s)->setText(u"Cup"_s);
        dialog.findChild<QTabWidget*>(u"pages"_s)->setCurrentIndex(1);
        QCOMPARE(dialog.problem(), u"The event, Players: a round robin needs at least two players"_s);
        // Cleared again, the form is as it was shown: nothing said until Create and pair.
        dialog.findChild<QLineEdit*>(u"name"_s)->clear();
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.problem(), u"The event, Players: a round robin needs at least two players"_s);
        dialog.done(QDialog::Rejected);
        // Its tabs looked through and nothing typed, Escape closes it unasked.
        ui::NewTournamentDialog looked(QDate(2017, 2, 1));
        looked.show();
        QVERIFY(QTest::qWaitForWindowExposed(&looked));
        for (int page : {1, 2, 0})
            looked.findChild<QTabWidget*>(u"pages"_s)->setCurrentIndex(page);
        bool asked = false;
        QTimer::singleShot(0, &looked, [&asked] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                asked = true;
                box->reject();
            }
        });
        looked.reject();
        QVERIFY(!asked);
        QVERIFY(!looked.isVisible());
    }

    void everyInputHasANameAndTakesTheKeyboard()
    {
        const tournament::Tournament event = testing::claimTestTournament();
        tournament::JudgeClaim claim;
        claim.game = 0;
        tournament::Adjudication adjudication;
        adjudication.game = 0;
        QList<QWidget*> screens{new ui::ClaimDialog(event, {}, claim, QDate(2018, 3, 1)),
            new ui::AdjudicationDialog(event, adjudication, QDate(2020, 1, 20)),
            new ui::ResultDialog(event, 0, QDate(2018, 6, 1)),
            new ui::WithdrawalDialog(event, u"p1"_s, QDate(2018, 3, 1)),
            new ui::PlayerDialog(event.players[0], tournament::rulesOrSectionDefault(event)),
            new ui::NewTournamentDialog(QDate(2018, 3, 1)),
            new ui::TournamentWindow(event, {}, QDate(2018, 3, 1))};
        for (QWidget* screen : screens) {
            const QStringList problems = testing::unnamedInputs(screen);
            QVERIFY2(
                problems.isEmpty(), qPrintable(screen->windowTitle() + u": "_s + problems.join(u"; "_s)));
            delete screen;
        }
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
