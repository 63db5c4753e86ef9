// SPDX-License-Identifier: GPL-3.0-or-later
// A team event's window, reached as the judge reaches it: the demo's team match from the main window's
// Tournaments menu, a team event file from File ▸ Open tournament. The teams' table, every board's
// crosstable, the captains; a result recorded on a board stored in the archive at once; the file saved; a
// player leaving without a substitute ruled on (IV.10.3) and taken back with Edit ▸ Undo; the judge's agenda.
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include "app/demo/demoarchive.h"
#include "core/storage/sqlitearchive.h"
#include "core/tournament/crosstable.h"
#include "core/tournament/teamfilereader.h"
#include "tests/support/dialogtesting.h"
#include "ui/mainwindow.h"
#include "ui/tournament/crosstablemodel.h"
#include "ui/tournament/regulationtable.h"
#include "ui/tournament/resultdialog.h"
#include "ui/tournament/teamtablemodel.h"
#include "ui/tournament/teamwindow.h"
#include "ui/tournament/withdrawaldialog.h"
#include "ui/widgets/optionaldateedit.h"

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
        // The teams, four boards, the judge's agenda, the captains and the regulation.
        QCOMPARE(window->findChild<QTabWidget*>(u"teamTabs"_s)->count(), 1 + 4 + 1 + 1 + 1);
        // The regulation: the match's two games a board and its match points, its rules the team
        // section's (IV), with their clauses.
        auto* regulation = window->findChild<QWidget*>(u"regulationPanel"_s);
        const QString facts = regulation->findChild<QLabel*>(u"eventRegulation"_s)->text();
        for (const QString& said : {u"Boards:"_s,
                 u"Start (II.4.5):"_s,
                 u"two, one with each colour"_s,
                 u"2 for a match won, 1 drawn, 0 lost"_s,
                 u"Teams ranked by:"_s,
                 u"board points, match points"_s})
            QVERIFY2(facts.contains(said), qPrintable(facts));
        auto* rules = regulation->findChild<ui::RegulationTable*>(u"regulation"_s);
        const auto clause = [rules](const QString& key) {
            return rules->item(rules->rowOf(key), ui::RegulationTable::ClauseColumn)->text();
        };
        QCOMPARE(clause(u"repeat_after_days"_s), u"IV.7.1"_s);
        QCOMPARE(clause(u"days_per_control"_s), u"II.4.3"_s); // section II's chapter 4 by post (IV.4–IV.6)
        auto* teams = window->findChild<QTableView*>(u"teamTable"_s);
        QCOMPARE(teams->model()->rowCount(), 2);
        const auto* model = static_cast<const ui::TeamTableModel*>(teams->model());
        const tournament::TeamTable& table = model->table();
        // Six of eight games finished: boards 1 and 2 both, boards 3 and 4 one each.
        QCOMPARE(table.standings[0].finishedGames + table.standings[0].remainingGames, 8);
        QCOMPARE(table.standings[0].remainingGames, 2);
        QVERIFY(!table.meetings[0][1].matchPoints); // the match is not over
        // …so neither team has match points yet: «—», not a 0 read as a result (helper-53).
        int matchColumn = 0;
        while (teams->model()->headerData(matchColumn, Qt::Horizontal).toString() != u"Match pts"_s)
            ++matchColumn;
        for (int row = 0; row < 2; ++row)
            QCOMPARE(teams->model()->index(row, matchColumn).data().toString(), u"—"_s);
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

    void IV_10_3_aPlayerLeavesWithoutASubstituteAndTheJudgeUndoesIt()
    {
        auto archive = storage::SqliteArchive::open(m_dir.filePath(u"withdrawal.postmark"_s)).value();
        QVERIFY(demo::buildDemoArchive(*archive, m_today).hasValue());
        const auto [id, event] = archive->teamEvents().value().constFirst();
        ui::TeamWindow window(event, m_today);
        window.attachArchive(archive.get(), id);
        // Board 3: Чорновол (Харків) leaves, his one unfinished game (his White) to be adjudicated.
        const QString player = event.teams[1].players[2].id;
        const auto boardsGames = [](const tournament::TeamEvent& stored) {
            return tournament::computeCrosstable(tournament::boardTournament(stored, 3));
        };
        // The section IV decisions only, with IV.10.3: no "not counted" (II.8.1's) for a team.
        ui::WithdrawalDialog dialog(tournament::boardTournament(event, 3), player, m_today);
        auto* decision = dialog.findChild<QComboBox*>(u"decision"_s);
        QCOMPARE(decision->count(), 3);
        QCOMPARE(decision->itemText(1), u"left, no substitute: unfinished games lost (IV.10.3)"_s);
        QCOMPARE(decision->itemText(2), u"left, no substitute: unfinished games adjudicated (IV.10.3)"_s);
        // Withdrawal… with no row chosen asks for one (helper-30 ruled on the first row's player unawares);
        // on a player whose games are all finished, there is nothing to rule on. No dialog opens for either.
        auto* board3 = window.findChild<QTableView*>(u"board3"_s);
        window.findChild<QPushButton*>(u"withdrawal3"_s)->click();
        QCOMPARE(window.statusBar()->currentMessage(), u"Choose the player's row on board 3 first."_s);
        auto* board1 = window.findChild<QTableView*>(u"board1"_s);
        board1->selectionModel()->setCurrentIndex(
            board1->model()->index(0, 2), QItemSelectionModel::ClearAndSelect); // a click on the name
        window.findChild<QPushButton*>(u"withdrawal1"_s)->click();
        QVERIFY2(window.statusBar()->currentMessage().contains(
                     u"has no unfinished game on board 1: there is nothing to rule on (IV.10.3)"_s),
            qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(window.undoStack().count(), 0);
        QVERIFY(window.recordWithdrawal(
            3, player, tournament::Withdrawal{player, m_today, tournament::WithdrawalDecision::Adjudicate}));
        // The player who left is marked on his board's table, with the day.
        bool marked = false;
        for (int row = 0; row < board3->model()->rowCount(); ++row)
            marked = marked
                || board3->model()->index(row, 2).data().toString()
                    == u"Чорновол Д. Д. (Харків; left 1 December 2026)"_s;
        QVERIFY(marked);
        // Its cells cite the team event's clause, not section II's (the window said IV.10.3, the cells
        // II.8.1).
        bool cited = false;
        for (int row = 0; row < board3->model()->rowCount(); ++row) {
            for (int column = 0; column < board3->model()->columnCount(); ++column) {
                const QString said = board3->model()->index(row, column).data(Qt::ToolTipRole).toString();
                QVERIFY2(!said.contains(u"II.8.1"_s), qPrintable(said));
                cited = cited || said.contains(u"awaiting adjudication after a withdrawal (IV.10.3)"_s);
            }
        }
        QVERIFY(cited);
        const auto stored = [&archive] {
            return archive->teamEvents().value().constFirst().second;
        };
        QCOMPARE(stored().withdrawals.size(), 1);
        QCOMPARE(stored().withdrawals[0].decision, tournament::WithdrawalDecision::Adjudicate);
        int awaiting = 0;
        for (const auto& game : boardsGames(stored()).games)
            awaiting += game.first.state == tournament::CrosstableCell::State::AwaitingAdjudication ? 1 : 0;
        QCOMPARE(awaiting, 1);
        // A player of another board is refused, the event unchanged.
        QVERIFY(!window.recordWithdrawal(2, player, std::nullopt));
        QCOMPARE(stored().withdrawals.size(), 1);
        // So is a withdrawal dated before the match began, said with the day it began, the event unchanged.
        QVERIFY(!window.recordWithdrawal(3,
            player,
            tournament::Withdrawal{
                player, window.event().start.addDays(-3), tournament::WithdrawalDecision::Loss}));
        QVERIFY2(window.statusBar()->currentMessage().contains(u"on or after the start"_s),
            qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(stored().withdrawals.size(), 1);
        QCOMPARE(stored().withdrawals[0].decision, tournament::WithdrawalDecision::Adjudicate);
        QCOMPARE(window.undoStack().count(), 1);
        // Edit ▸ Undo takes it back in the archive and the window; Redo puts it back.
        auto* undo = window.findChild<QAction*>(u"undo"_s);
        QVERIFY(undo && undo->isEnabled());
        QVERIFY2(undo->text().contains(u"record the withdrawal of Чорновол"_s), qPrintable(undo->text()));
        undo->trigger();
        QVERIFY(stored().withdrawals.isEmpty());
        QVERIFY(window.event().withdrawals.isEmpty());
        // The window says what it took back (helper-30 saw nothing change but the cells).
        QVERIFY2(
            window.statusBar()->currentMessage().startsWith(u"Undone: record the withdrawal of Чорновол"_s),
            qPrintable(window.statusBar()->currentMessage()));
        window.findChild<QAction*>(u"redo"_s)->trigger();
        QCOMPARE(stored().withdrawals.size(), 1);
        QVERIFY2(
            window.statusBar()->currentMessage().startsWith(u"Redone: record the withdrawal of Чорновол"_s),
            qPrintable(window.statusBar()->currentMessage()));
        // A result is undone the same way.
        QVERIFY(window.recordResult(4, 0, tournament::GameResult::Draw, tournament::ResultHow::Played));
        undo->trigger();
        QVERIFY(!stored().games[6].game.result);
        QCOMPARE(window.undoStack().count(), 2);
    }

    void aResultBeforeTheMatchBeganIsRefusedInItsForm()
    {
        // A record dated before the event's start is refused on a board as in a tournament (the team window
        // took it), and the form says why over what the judge typed (helper-35 saw a form close, its input
        // gone).
        auto archive = storage::SqliteArchive::open(m_dir.filePath(u"refused.postmark"_s)).value();
        QVERIFY(demo::buildDemoArchive(*archive, m_today).hasValue());
        const auto [id, event] = archive->teamEvents().value().constFirst();
        ui::TeamWindow window(event, m_today);
        window.attachArchive(archive.get(), id);
        // The first unfinished game of any board, as the judge activates its cell (the row's player White).
        QTableView* view = nullptr;
        QModelIndex cell;
        for (int number = 1; number <= event.teams[0].players.size() && !cell.isValid(); ++number) {
            const tournament::Tournament board = tournament::boardTournament(event, number);
            const tournament::Crosstable table = tournament::computeCrosstable(board);
            view = window.findChild<QTableView*>(u"board%1"_s.arg(number));
            for (const tournament::TournamentGame& game : board.games) {
                for (int row = 0; row < table.standings.size() && !game.result && !cell.isValid(); ++row) {
                    if (board.players[table.standings[row].player].id == game.white)
                        cell = view->model()->index(
                            row, ui::CrosstableModel::firstOpponentColumn() + board.playerIndex(game.black));
                }
            }
        }
        QVERIFY(cell.isValid());
        QString said;
        std::optional<tournament::GameResult> kept;
        testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& dialog) {
            dialog.setResult(tournament::GameResult::Draw, tournament::ResultHow::Played);
            dialog.findChild<ui::OptionalDateEdit*>(u"recordReceived"_s)
                ->setDate(event.start.addDays(-30), {});
            testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& again) {
                said = again.findChild<QLabel*>(u"problem"_s)->text();
                kept = again.result();
                again.done(QDialog::Rejected); // as a test closes it: not the question Escape asks
            });
            dialog.accept();
        });
        Q_EMIT view->activated(cell);
        QVERIFY2(said.contains(u"is before the event started"_s), qPrintable(said));
        QCOMPARE(kept, tournament::GameResult::Draw);
        QCOMPARE(window.undoStack().count(), 0); // nothing stored
        QCOMPARE(archive->teamEvents().value().constFirst().second, event);
    }

    void theJudgesAgendaOfATeamEvent()
    {
        auto archive = storage::SqliteArchive::open(m_dir.filePath(u"agenda.postmark"_s)).value();
        QVERIFY(demo::buildDemoArchive(*archive, m_today).hasValue());
        auto [id, event] = archive->teamEvents().value().constFirst();
        ui::TeamWindow window(event, m_today);
        window.attachArchive(archive.get(), id);
        auto* agenda = window.findChild<QTableView*>(u"teamAgenda"_s);
        QVERIFY(agenda);
        // Every result's record is in; the end is in 2028: nothing for the judge, and the heading says so.
        QCOMPARE(agenda->model()->rowCount(), 0);
        QVERIFY(
            window.findChild<QLabel*>(u"teamAgendaHeading"_s)->text().startsWith(u"Nothing for the judge"_s));
        // Board 4's game reported won by White on 28 November, its record not come yet: a team event's own
        // chapter 11 (IV.11.1: through the captain), not section II's II.9.1.
        QVERIFY(window.recordResult(
            4, 0, tournament::GameResult::WhiteWon, tournament::ResultHow::Played, QDate(2026, 11, 28)));
        QCOMPARE(agenda->model()->rowCount(), 1);
        QCOMPARE(agenda->model()->headerData(1, Qt::Horizontal).toString(), u"Board"_s);
        QCOMPARE(agenda->model()->index(0, 1).data().toString(), u"Board 4"_s);
        QVERIFY(agenda->model()->index(0, 2).data().toString().contains(u" – "_s));
        QCOMPARE(agenda->model()->index(0, 4).data().toString(), u"IV.11.1"_s);
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
        QCOMPARE(window->findChild<QTabWidget*>(u"teamTabs"_s)->count(),
            1 + 2 + 1 + 1 + 1); // teams, two boards, agenda, captains, regulation
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
