// SPDX-License-Identifier: GPL-3.0-or-later
// The desk's window as a player reads it: the games list, the game view and its tabs (cards, time,
// deadlines), the agenda following the game shown, the board and the keyboard, a proposed variant.
#include "tests/ui/deskfixture.h"
#include "ui/desk/gamechoosermodel.h"

using namespace postmark;
using namespace Qt::StringLiterals;

class TestDesk : public QObject, private testing::DeskFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { setUpDesk(); }

    void gamesListShowsEveryGameOverdueFirst()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QCOMPARE(window.deskOwner(), u"Melnyk T."_s);
        auto* list = window.findChild<QTableView*>(u"gameList"_s);
        QCOMPARE(list->model()->rowCount(), 3);
        // Sorted by the next deadline: overdue and due-soon games first.
        int previous = -1;
        for (int row = 0; row < list->model()->rowCount(); ++row) {
            const int urgency = list->model()->index(row, 0).data(ui::GameListModel::UrgencyRole).toInt();
            QVERIFY(urgency >= previous);
            previous = urgency;
        }
        const QAbstractItemModel& model = *list->model();
        QStringList partners;
        for (int row = 0; row < model.rowCount(); ++row)
            partners.append(model.index(row, ui::GameListModel::PartnerColumn).data().toString());
        QVERIFY(partners.contains(u"Третій П."_s));
        // The filter narrows the list.
        window.findChild<QLineEdit*>(u"gameFilter"_s)->setText(u"Третій"_s);
        QCOMPARE(model.rowCount(), 1);
        // … and the status bar says how many of how many it shows.
        QVERIFY2(window.statusBar()->currentMessage().startsWith(u"1 of "_s),
            qPrintable(window.statusBar()->currentMessage()));
        window.findChild<QLineEdit*>(u"gameFilter"_s)->clear();
        QVERIFY(!window.statusBar()->currentMessage().contains(u" of "_s));
        // The agenda needs every game read: it fills in once the window is up.
        auto* agenda = window.findChild<ui::AgendaTable*>(u"agenda"_s);
        QTRY_VERIFY_WITH_TIMEOUT(agenda->rowCount() > 0, 120000); // what it needs, not a clock: a bound only
        QTemporaryDir dir;
        QVERIFY(!agenda->exportICalendar(
            dir.filePath(u"agenda.ics"_s), QDateTime(m_today, QTime(8, 0), Qt::UTC)));
        QFile ics(dir.filePath(u"agenda.ics"_s));
        QVERIFY(ics.open(QIODevice::ReadOnly));
        const QString calendar = QString::fromUtf8(ics.readAll()).replace(u"\r\n "_s, QString());
        QVERIFY(calendar.startsWith(u"BEGIN:VCALENDAR"_s));
        // Each event says whose step it is, as the agenda's column does.
        const qsizetype events = calendar.count(u"BEGIN:VEVENT"_s);
        QVERIFY(events > 0);
        QCOMPARE(
            calendar.count(u"SUMMARY:My step: "_s) + calendar.count(u"SUMMARY:Partner's step: "_s), events);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        testing::saveScreenshot(window, u"desk"_s);
    }

    void gameViewShowsCardsTimeAndDeadlines()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        QVERIFY(testing::openGameTab(window, u"cardsPage"_s));
        auto* cards = window.findChild<QTableWidget*>(u"cards"_s);
        QCOMPARE(cards->rowCount(), 2);
        // b1 went registered: its send date is the receipt's, and the tooltip says so with the clause.
        QCOMPARE(cards->item(1, 0)->text(), u"b1"_s);
        QVERIFY2(cards->item(1, 3)->toolTip().contains(u"0093"_s), qPrintable(cards->item(1, 3)->toolTip()));
        QVERIFY(cards->item(1, 3)->toolTip().startsWith(u"[II."_s));
        // Registered: marked beside its send date, the receipt in the tooltip; no column of its own to push
        // the dates out of a laptop's view.
        QVERIFY2(cards->item(1, 3)->text().endsWith(u"✉"_s), qPrintable(cards->item(1, 3)->text()));
        QVERIFY(!cards->item(0, 3)->text().contains(u"✉"_s));
        QVERIFY(cards->isColumnHidden(ui::CardLedgerTable::RegisteredColumn));
        QVERIFY(testing::openGameTab(window, u"timePage"_s));
        auto* chart = window.findChild<ui::TimeChart*>(u"timeChart"_s);
        // Each side said as the owner's or the partner's (helper-27 had to work out which colour was his).
        QVERIFY2(chart->summary().contains(u"Black (you), moves 1–10: 5 of 40 days"_s),
            qPrintable(chart->summary()));
        QVERIFY2(chart->summary().contains(u"White (partner), moves 1–10: 42 of 40 days"_s),
            qPrintable(chart->summary()));
        QVERIFY(testing::openGameTab(window, u"deadlinesPage"_s));
        auto* deadlines = window.findChild<QListWidget*>(u"deadlines"_s);
        QVERIFY(deadlines->count() > 0);
        QVERIFY2(deadlines->item(0)->text().contains(u"repeat the move [II.5.1]"_s),
            qPrintable(deadlines->item(0)->text()));
        auto* tabs = window.findChild<QTabWidget*>(u"gameTabs"_s);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        tabs->setCurrentIndex(1);
        testing::saveScreenshot(window, u"desk-cards"_s);
        tabs->setCurrentIndex(2);
        testing::saveScreenshot(window, u"desk-time"_s);
    }

    void aGameImportedWithoutDatesSaysItsDaysAreAtLeast_II_2_2_6()
    {
        // Worked example 1 as a PGN of moves alone gives it: no card dated. Melnyk (the owner) is to reply to
        // w2, which has come — its move is on the board — on a day not entered. The list said «0», «0»,
        // «40» and «card in the post» (helper-40): no figure of it is known but as a bound.
        const qint64 id = addExample1WithoutDates();
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        const QAbstractItemModel& model = *window.findChild<QTableView*>(u"gameList"_s)->model();
        const auto cell = [&](int column, int role = Qt::DisplayRole) {
            for (int row = 0; row < model.rowCount(); ++row) {
                if (model.index(row, 0).data(ui::GameListModel::GameIdRole).toLongLong() == id)
                    return model.index(row, column).data(role).toString();
            }
            return QString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(cell(ui::GameListModel::PartnerTimeColumn), u"≥ 0"_s, 120000);
        QCOMPARE(cell(ui::GameListModel::MyTimeColumn), u"≥ 0"_s);
        QCOMPARE(cell(ui::GameListModel::DaysLeftColumn), u"≤ 40"_s);
        QCOMPARE(cell(ui::GameListModel::StatusColumn), u"my move: no day of receipt"_s);
        QVERIFY2(cell(ui::GameListModel::MyTimeColumn, Qt::ToolTipRole).contains(u"(II.2.2 ¶6, II.3.7)"_s),
            qPrintable(cell(ui::GameListModel::MyTimeColumn, Qt::ToolTipRole)));
        QVERIFY2(cell(ui::GameListModel::StatusColumn, Qt::ToolTipRole).contains(u"Ctrl+L"_s),
            qPrintable(cell(ui::GameListModel::StatusColumn, Qt::ToolTipRole)));
        QVERIFY2(cell(ui::GameListModel::DaysLeftColumn, Qt::ToolTipRole).contains(u"At most"_s),
            qPrintable(cell(ui::GameListModel::DaysLeftColumn, Qt::ToolTipRole)));
        QVERIFY(window.showArchiveGame(id));
        // The Cards tab: w1 and b1 were answered, and so came, on days not known; w2, whose move is on the
        // board, came on a day not entered.
        QVERIFY(testing::openGameTab(window, u"cardsPage"_s));
        auto* cards = window.findChild<QTableWidget*>(u"cards"_s);
        for (int row = 0; row < 3; ++row)
            QCOMPARE(cards->item(row, ui::CardLedgerTable::ReceivedColumn)->text(), u"unknown"_s);
        QVERIFY2(cards->item(0, ui::CardLedgerTable::ReceivedColumn)
                     ->toolTip()
                     .startsWith(u"Card b1 answers it"_s),
            qPrintable(cards->item(0, ui::CardLedgerTable::ReceivedColumn)->toolTip()));
        QVERIFY(cards->item(2, ui::CardLedgerTable::ReceivedColumn)->toolTip().contains(u"Ctrl+L"_s));
        // The Deadlines tab: those of the post cannot be counted, said before the event's adjudication
        // (helper-42 read «No deadline» as nothing due).
        QVERIFY(testing::openGameTab(window, u"deadlinesPage"_s));
        const QString deadlines = window.findChild<QListWidget*>(u"deadlines"_s)->item(0)->text();
        QVERIFY2(
            deadlines.startsWith(
                u"No deadline of the post can be counted yet: the dates of the last cards are missing"_s),
            qPrintable(deadlines));
        // The Time tab says the same of each side.
        QVERIFY(testing::openGameTab(window, u"timePage"_s));
        const QString time = window.findChild<ui::TimeChart*>(u"timeChart"_s)->summary();
        QVERIFY2(
            time.contains(u"Black (you), moves 1–10: at least 0 of 40 days, the move being thought over: "
                          "its days count from the day the partner's card came, which is not entered"_s),
            qPrintable(time));
        QVERIFY2(time.contains(u"White (partner), moves 1–10: at least 0 of 40 days"_s), qPrintable(time));
        QVERIFY2(time.contains(u"(II.2.2 ¶6)"_s), qPrintable(time));
        const QString running = window.findChild<QLabel*>(u"runningTime"_s)->text();
        QVERIFY2(
            running.startsWith(u"[II.4.4] Your move 2: the partner's card is recorded without the day you "
                               "received it"_s),
            qPrintable(running));
        // The dated games of the desk say their figures as they are.
        QCOMPARE(model.index(0, ui::GameListModel::MyTimeColumn).data().toString().startsWith(u"≥"_s),
            model.index(0, 0).data(ui::GameListModel::GameIdRole).toLongLong() == id);
    }

    void aGameTabIsBuiltWhenOpenedAndShowsTheGameShownThen()
    {
        // The Cards, Time and Deadlines tabs are built when first opened, and a game chosen while one is
        // hidden is put into it when it is opened: it never shows the game seen before.
        ui::MainWindow window;
        QVERIFY(showOnALaptop(window));
        QVERIFY(window.showArchiveGame(m_example1));
        QVERIFY(!window.findChild<QTableWidget*>(u"cards"_s));
        QVERIFY(!window.findChild<ui::TimeChart*>(u"timeChart"_s));
        QVERIFY(testing::openGameTab(window, u"cardsPage"_s));
        auto* cards = window.findChild<QTableWidget*>(u"cards"_s);
        QVERIFY(cards && cards->isVisible());
        QCOMPARE(cards->rowCount(), int(m_archive->game(m_example1)->cards.size()));
        QVERIFY(testing::openGameTab(window, u"timePage"_s));
        auto* chart = window.findChild<ui::TimeChart*>(u"timeChart"_s);
        const QString firstTime = chart->summary();

        // Another game chosen in the list while the Time tab is in view: the Time tab shows it at once, the
        // Cards tab (hidden) when it is opened.
        qint64 other = 0;
        for (const archive::GameSummary& summary : m_archive->games().value()) {
            if (summary.id != m_example1
                && m_archive->game(summary.id)->cards.size() != m_archive->game(m_example1)->cards.size())
                other = summary.id;
        }
        QVERIFY(other);
        QVERIFY(window.showArchiveGame(other));
        QVERIFY(chart->summary() != firstTime);
        // (Not refilled while unseen: going from game to game costs the tab in view only.)
        QCOMPARE(cards->rowCount(), int(m_archive->game(m_example1)->cards.size()));
        QVERIFY(testing::openGameTab(window, u"cardsPage"_s));
        QCOMPARE(cards->rowCount(), int(m_archive->game(other)->cards.size()));
        QCOMPARE(cards->item(0, 0)->text(), m_archive->game(other)->cards.first().id);
    }

    void aGamePlayedWithBlackIsSeenFromBlacksSide()
    {
        // helper-22: every game was shown from White's side, those the player plays with Black too.
        ledger::GameFile white = testing::exampleGameFile(u"example2_variant_penalty.game.json"_s);
        white.black.name = u"Partner P."_s;
        white.white.name = u"Melnyk T."_s;
        const qint64 asWhite = m_archive->addGame(white, m_today).value();
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        auto* board = window.findChild<ui::BoardWidget*>(u"board"_s);
        QVERIFY(window.showArchiveGame(m_example1)); // Melnyk plays Black
        QVERIFY(board->isFlipped());
        QVERIFY(window.showArchiveGame(asWhite));
        QVERIFY(!board->isFlipped());
        // Flip board turns the game shown; the next game shown stands as its player sees it.
        QVERIFY(window.showArchiveGame(m_example1));
        window.findChild<QAction*>(u"actionFlip"_s)->trigger();
        QVERIFY(!board->isFlipped());
        QVERIFY(window.showArchiveGame(m_example1)); // shown again (a card logged, the desk computed)
        QVERIFY(!board->isFlipped());
        QVERIFY(window.showArchiveGame(asWhite));
        QVERIFY(!board->isFlipped());
        QVERIFY(window.showArchiveGame(m_example1));
        QVERIFY(board->isFlipped());
        // A PGN file's games are nobody's: from White's side.
        QVERIFY(window.openPgn(QStringLiteral(POSTMARK_TEST_DATA_DIR "/pgn/fen-black-to-move.pgn")));
        QVERIFY(!board->isFlipped());
    }

    void theCardsTabShowsTheLastCard()
    {
        // helper-22: a long game's Cards tab opened at its first card, the newest (the one wanted) out of
        // sight below.
        ledger::GameFile game = testing::randomGame(7, {.cards = 60});
        game.black.name = u"Melnyk T."_s;
        const qint64 id = m_archive->addGame(game, m_today).value();
        ui::MainWindow window;
        QVERIFY(showGameTab(window, id, u"cardsPage"_s));
        auto* cards = window.findChild<QTableWidget*>(u"cards"_s);
        QCOMPARE(cards->rowCount(), int(game.cards.size()));
        const auto inView = [cards](int row) {
            return cards->viewport()->rect().contains(cards->visualItemRect(cards->item(row, 0)));
        };
        QTRY_VERIFY(inView(cards->rowCount() - 1));
        QVERIFY(!inView(0)); // (a table this long does not show them all)
        // Another long game chosen with the tab open: its last card too.
        QVERIFY(window.showArchiveGame(m_example1));
        QVERIFY(window.showArchiveGame(id));
        QTRY_VERIFY(inView(cards->rowCount() - 1));
        // The keys come into the table at that card, not at the first (Qt's own start scrolled to the top).
        cards->setFocus(Qt::TabFocusReason);
        QCOMPARE(cards->currentRow(), cards->rowCount() - 1);
        QVERIFY(inView(cards->rowCount() - 1));
        QTest::keyClick(cards, Qt::Key_Up);
        QCOMPARE(cards->currentRow(), cards->rowCount() - 2);
        // Another game, then this one again: the keys come in at the newest card again, and it is chosen
        // (helper-24 saw only an outline on it).
        cards->clearFocus();
        QVERIFY(window.showArchiveGame(m_example1));
        QVERIFY(window.showArchiveGame(id));
        cards->setFocus(Qt::TabFocusReason);
        QCOMPARE(cards->currentRow(), cards->rowCount() - 1);
        QCOMPARE(cards->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(cards->selectionModel()->selectedRows().first().row(), cards->rowCount() - 1);
    }

    void theDeadlinesTabPutsWhatIsDueNowFirst()
    {
        // helper-22: the claim to make with the reply came last, under deadlines two years away, in the
        // ledger's order. Overdue first, then what goes with the reply, then the dates to come.
        ledger::GameFile game = testing::testGameFile(u"overstep-black.game.json"_s);
        game.white.name = u"Melnyk T."_s; // the claimant: the desk's owner
        const qint64 id = m_archive->addGame(game, m_today).value();
        ui::MainWindow window;
        QVERIFY(showGameTab(window, id, u"deadlinesPage"_s));
        auto* deadlines = window.findChild<QListWidget*>(u"deadlines"_s);
        QStringList lines;
        for (int row = 0; row < deadlines->count(); ++row)
            lines.append(deadlines->item(row)->text());
        QVERIFY2(lines.size() == 6, qPrintable(lines.join(u'\n')));
        QVERIFY2(lines[0].startsWith(ui::shownDate(QDate(2018, 3, 6))) && lines[0].contains(u"[II.5.1]"_s),
            qPrintable(lines.join(u'\n'))); // overdue on 10 March
        QVERIFY2(lines[1].startsWith(u"with the reply"_s) && lines[1].contains(u"[II.6.3]"_s),
            qPrintable(lines.join(u'\n')));
        // The last day of the owner's reply within his time (II.4.3): 23 days left on 10 March.
        QVERIFY2(lines[2].startsWith(ui::shownDate(QDate(2018, 4, 2))) && lines[2].contains(u"[II.4.3]"_s),
            qPrintable(lines.join(u'\n')));
        QVERIFY2(lines[3].startsWith(ui::shownDate(QDate(2018, 4, 18))), qPrintable(lines.join(u'\n')));
        QVERIFY(lines[4].contains(u"[II.9.5]"_s) && lines[5].contains(u"[II.9.5]"_s));
    }

    void theAgendaFollowsTheGameShown()
    {
        // helper-23: a game opened from the agenda left its row chosen there when another game was chosen
        // in the list (two games looked chosen).
        ui::MainWindow window;
        QVERIFY(showOnALaptop(window));
        auto* agenda = window.findChild<ui::AgendaTable*>(u"agenda"_s);
        QTRY_VERIFY_WITH_TIMEOUT(agenda->rowCount() > 0, 120000); // a bound only
        const qint64 fromAgenda = agenda->items().first().game;
        agenda->setCurrentCell(0, 0);
        Q_EMIT agenda->cellActivated(0, 0); // what a double-click on the row does
        QCOMPARE(window.findChild<ui::GameView*>()
                     ->gameChooser()
                     ->currentData(ui::GameChooserModel::IdRole)
                     .toLongLong(),
            fromAgenda);
        QVERIFY(!agenda->selectedItems().isEmpty());
        qint64 other = 0;
        for (const archive::GameSummary& summary : m_archive->games().value())
            if (summary.id != fromAgenda)
                other = summary.id;
        QVERIFY(window.showArchiveGame(other)); // as a click in the list does
        QVERIFY(agenda->selectedItems().isEmpty());

        // helper-24: a click on an item chose it, the board staying on another game. A click shows the
        // item's game, and so does the next item with Down — the first click too, which comes before the
        // window is active and the table has the focus (helper-25).
        QVERIFY(!agenda->hasFocus());
        agenda->setCurrentCell(agenda->rowCount() - 1, 2);
        QCOMPARE(window.findChild<ui::GameView*>()
                     ->gameChooser()
                     ->currentData(ui::GameChooserModel::IdRole)
                     .toLongLong(),
            agenda->items().last().game);
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const auto shownGame = [&window] {
            return window.findChild<ui::GameView*>()
                ->gameChooser()
                ->currentData(ui::GameChooserModel::IdRole)
                .toLongLong();
        };
        int row = 0;
        while (row < agenda->rowCount() && agenda->items()[row].game == shownGame())
            ++row;
        QVERIFY(row < agenda->rowCount());
        QTest::mouseClick(
            agenda->viewport(), Qt::LeftButton, {}, agenda->visualItemRect(agenda->item(row, 2)).center());
        QCOMPARE(shownGame(), agenda->items()[row].game);
        if (row + 1 < agenda->rowCount()) {
            QTest::keyClick(agenda, Qt::Key_Down);
            QCOMPARE(agenda->currentRow(), row + 1);
            QCOMPARE(shownGame(), agenda->items()[row + 1].game);
        }
    }

    void theBoardIsNeverDraggedAway()
    {
        // helper-23 dragged the handle beside the board to the edge: the board shrank to nothing, to be got
        // back only by a four-pixel handle.
        ui::MainWindow window;
        QVERIFY(showOnALaptop(window));
        auto* view = window.findChild<ui::GameView*>();
        view->setSizes({0, view->width()});
        QVERIFY2(view->sizes().first() > 0, qPrintable(u"%1"_s.arg(view->sizes().first())));
        view->setSizes({view->width(), 0});
        QVERIFY2(view->sizes().last() > 0, qPrintable(u"%1"_s.arg(view->sizes().last())));
    }

    void theGamesListFollowsTheGameChosenElsewhere()
    {
        // helper-22 chose a game in the chooser above the board: the board showed it, the games list stayed
        // highlighted on the game before, and the desk's commands acted on the game the list did not show.
        ui::MainWindow window;
        QVERIFY(showOnALaptop(window));
        auto* list = window.findChild<QTableView*>(u"gameList"_s);
        auto* chooser = window.findChild<QComboBox*>(u"gameChooser"_s);
        const auto listed = [&] {
            const QModelIndexList rows = list->selectionModel()->selectedRows();
            return rows.size() == 1 && list->currentIndex().row() == rows.first().row()
                ? rows.first().data(ui::GameListModel::GameIdRole).toLongLong()
                : qint64(-1);
        };
        const qint64 first = listed();
        QVERIFY(first > 0);
        for (int index = 0; index < chooser->count(); ++index) {
            chooser->setCurrentIndex(index); // as the user's choice in its list does
            const qint64 shown = listed();
            QVERIFY(shown > 0);
            // The list's row is the game the chooser names.
            QCOMPARE(chooser->currentData(ui::GameChooserModel::IdRole).toLongLong(), shown);
        }
        // A game the filter hides: the row left in the list, another game's, does not stand for it.
        chooser->setCurrentIndex(0);
        const QString partner = list->model()
                                    ->index(list->currentIndex().row(), ui::GameListModel::PartnerColumn)
                                    .data()
                                    .toString();
        QTest::keyClicks(window.findChild<QLineEdit*>(u"gameFilter"_s), partner);
        QList<qint64> left;
        for (int row = 0; row < list->model()->rowCount(); ++row)
            left.append(list->model()->index(row, 0).data(ui::GameListModel::GameIdRole).toLongLong());
        QVERIFY(!left.isEmpty() && left.size() < chooser->count());
        int other = 0;
        while (left.contains(chooser->itemData(other, ui::GameChooserModel::IdRole).toLongLong()))
            ++other;
        QVERIFY2(!window.statusBar()->currentMessage().contains(u"not in the list"_s),
            qPrintable(window.statusBar()->currentMessage()));
        chooser->setCurrentIndex(other);
        QVERIFY(list->selectionModel()->selectedRows().isEmpty());
        QVERIFY(!list->currentIndex().isValid());
        // Said, with the way back (helper-23 saw a game on the board and no row, and nothing said why).
        QVERIFY2(window.statusBar()->currentMessage().contains(
                     u"the game on the board is not in the list: Escape in the filter lists every game"_s),
            qPrintable(window.statusBar()->currentMessage()));
        // The filter emptied: every game listed, nothing to say, and the game on the board chosen in the list
        // again (helper-24 found none chosen).
        const qint64 onBoard = chooser->currentData(ui::GameChooserModel::IdRole).toLongLong();
        window.findChild<QLineEdit*>(u"gameFilter"_s)->clear();
        QVERIFY2(!window.statusBar()->currentMessage().contains(u"not in the list"_s),
            qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(list->currentIndex().data(ui::GameListModel::GameIdRole).toLongLong(), onBoard);
        QCOMPARE(list->selectionModel()->selectedRows().size(), 1);
    }

    void homeAndEndActWhereTheFocusIs()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.showArchiveGame(m_example1));
        const int lastPly = window.currentPly();
        QVERIFY(lastPly > 0);
        // In the Cards tab, Home and End go to the first and the last card; the board stays where it is.
        auto* tabs = window.findChild<QTabWidget*>(u"gameTabs"_s);
        QVERIFY(testing::openGameTab(window, u"cardsPage"_s));
        auto* cards = window.findChild<QTableWidget*>(u"cards"_s);
        QCOMPARE(tabs->currentWidget(), window.findChild<QWidget*>(u"cardsPage"_s));
        cards->setFocus();
        QTest::keyClick(cards, Qt::Key_Home);
        QCOMPARE(cards->currentRow(), 0);
        QCOMPARE(window.currentPly(), lastPly);
        QTest::keyClick(cards, Qt::Key_End);
        QCOMPARE(cards->currentRow(), cards->rowCount() - 1);
        // In the games list, they go to the first and the last game, which is then shown.
        auto* list = window.findChild<QTableView*>(u"gameList"_s);
        list->setFocus();
        QTest::keyClick(list, Qt::Key_End);
        QCOMPARE(list->currentIndex().row(), list->model()->rowCount() - 1);
        QTest::keyClick(list, Qt::Key_Home);
        QCOMPARE(list->currentIndex().row(), 0);
        // On the board they are the moves' first and last.
        auto* board = window.findChild<QWidget*>(u"board"_s);
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Home);
        QCOMPARE(window.currentPly(), 0);
    }

    void aProposedVariantIsPreviewedOnTheBoard()
    {
        // Example 2 up to b1: 1.d4 Кf6 with 2.c4 e6 proposed (II.3.8).
        ledger::GameFile game = testing::exampleGameFile(u"example2_variant_penalty.game.json"_s);
        game.cards = game.cards.mid(0, 2);
        game.white.name = u"Інший І."_s;
        const qint64 id = m_archive->addGame(game, m_today).value();
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(id));
        auto* preview = window.findChild<QCheckBox*>(u"variantPreview"_s);
        QVERIFY(!preview->isHidden());
        auto* variant = window.findChild<QLabel*>(u"variantText"_s);
        QVERIFY(!variant->isHidden());
        // With its numbers and its proposer, as a score sheet and the card say them.
        QCOMPARE(QString(variant->text()).replace(QChar(0x2011), u'-').replace(QChar(0xA0), u' '),
            u"You proposed a variant: 2. c2-c4 e7-e6"_s);
        // Wrapped beside the board, a move is never broken at a line's end (helper-24 read "c2-" over "c3").
        for (int width = 40; width <= 300; width += 4) {
            QTextLayout layout(variant->text(), variant->font());
            layout.beginLayout();
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine())
                line.setLineWidth(width);
            layout.endLayout();
            for (int line = 0; line + 1 < layout.lineCount(); ++line) {
                const QTextLine shown = layout.lineAt(line);
                const QString text = variant->text().mid(shown.textStart(), shown.textLength()).trimmed();
                QVERIFY2(!text.endsWith(u'-') && !text.endsWith(QChar(0x2011)), qPrintable(text));
            }
        }
        auto* board = window.findChild<ui::BoardWidget*>(u"board"_s);
        const QString now = board->position().toFen();
        preview->setChecked(true);
        QVERIFY(board->position().toFen() != now);
        QCOMPARE(board->position().fullmoveNumber(), 3); // after 2...e6
        preview->setChecked(false);
        QCOMPARE(board->position().toFen(), now);
        QVERIFY(window.showArchiveGame(m_example1)); // a game without a variant hides it
        QVERIFY(preview->isHidden());
        QVERIFY(variant->isHidden());
    }
};

QTEST_MAIN(TestDesk)
#include "tst_desk.moc"
