// SPDX-License-Identifier: GPL-3.0-or-later
// The desk's window as a player writes in it: a card logged and a reply made, a refused card, a card its
// sender logged, the registered-mail receipt, a leave, a claim against me, the end of a game, the settings.
#include "core/documents/gamefacts.h"
#include "tests/ui/deskfixture.h"

using namespace postmark;
using namespace Qt::StringLiterals;

class TestDeskCards : public QObject, private testing::DeskFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { setUpDesk(); }

    void logAReceivedCardThenReply()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        QString findings;
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            dialog.findChild<QLineEdit*>(u"move"_s)->setText(u"c2-c4"_s);
            dialog.findChild<QLineEdit*>(u"repetition"_s)->setText(u"Кg8-f6"_s);
            dialog.findChild<ui::OptionalDateEdit*>(u"senderDate"_s)->setDate(QDate(2018, 2, 2), {});
            dialog.findChild<postmark::ui::DateField*>(u"received"_s)->setDate(QDate(2018, 2, 6));
            findings = dialog.findings();
            testing::saveScreenshot(dialog, u"logcarddialog"_s);
            dialog.accept();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"logCardButton"_s), Qt::LeftButton);
        QVERIFY2(findings.contains(u"My time runs from"_s), qPrintable(findings));
        QCOMPARE(m_archive->game(m_example1)->cards.last().id, u"w2"_s);
        QCOMPARE(m_archive->game(m_example1)->cards.last().received, QDate(2018, 2, 6));
        QVERIFY(window.statusBar()->currentMessage().contains(u"w2"_s));

        QString summary;
        bool postcardPreviewed = false;
        testing::onNextDialog<ui::ReplyDialog>([&](ui::ReplyDialog& dialog) {
            // The move made on the board: Black's pawn e7, then e6 (the board is turned for Black).
            auto* board = dialog.findChild<ui::BoardWidget*>(u"replyBoard"_s);
            const auto click = [board](int file, int rank) {
                for (int y = 0; y < board->height(); y += 4) {
                    for (int x = 0; x < board->width(); x += 4) {
                        const auto at = board->squareAt(QPointF(x, y));
                        if (at && *at == chess::makeSquare(file, rank)) {
                            QTest::mouseClick(board, Qt::LeftButton, {}, QPoint(x + 2, y + 2));
                            return;
                        }
                    }
                }
            };
            click(4, 6); // e7
            click(4, 5); // e6
            QCOMPARE(dialog.findChild<QLineEdit*>(u"move"_s)->text(), u"e7-e6"_s);
            // The board shows the move made; a move typed instead is shown in its place.
            QVERIFY(board->position().pieceAt(chess::makeSquare(4, 5)));
            QVERIFY(!board->position().pieceAt(chess::makeSquare(4, 6)));
            auto* move = dialog.findChild<QLineEdit*>(u"move"_s);
            move->setText(u"d7-d6"_s);
            QVERIFY(board->position().pieceAt(chess::makeSquare(3, 5)));
            QVERIFY(board->position().pieceAt(chess::makeSquare(4, 6))); // e7 back where it was
            move->setText(u"e7-e6"_s);
            dialog.findChild<postmark::ui::DateField*>(u"sendDate"_s)->setDate(QDate(2018, 2, 8));
            // A variant proposed is said back as the card writes it (helper-68 saw no sign it was read).
            dialog.findChild<QLineEdit*>(u"variant"_s)->setText(u"Nb1-c3 d7-d5"_s);
            QVERIFY2(dialog.summary().contains(u"Proposed variant: Кb1-c3 d7-d5."_s),
                qPrintable(dialog.summary()));
            dialog.findChild<QLineEdit*>(u"variant"_s)->clear();
            // Escape with a move typed asks first; going back keeps it (helper-68 lost his).
            QString asked;
            testing::onNextDialog<QMessageBox>([&asked](QMessageBox& box) {
                asked = box.text();
                box.findChild<QPushButton*>(u"goBack"_s)->click();
            });
            dialog.reject();
            QVERIFY2(asked.contains(u"What you typed is lost"_s), qPrintable(asked));
            QVERIFY(dialog.isVisible() && move->text() == u"e7-e6"_s);
            summary = dialog.summary();
            testing::saveScreenshot(dialog, u"replydialog"_s);
            // Recorded, the postcard opens in the print preview.
            testing::onNextDialog<QPrintPreviewDialog>([&](QPrintPreviewDialog& preview) {
                postcardPreviewed = true;
                preview.reject();
            });
            dialog.accept();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"replyButton"_s), Qt::LeftButton);
        QVERIFY2(summary.startsWith(u"Card b2: repeats c2-c4; my move e7-e6."_s), qPrintable(summary));
        QVERIFY(postcardPreviewed);
        const ledger::GameFile stored = m_archive->game(m_example1).value();
        QCOMPARE(stored.cards.last().id, u"b2"_s);
        QCOMPARE(stored.cards.last().move, std::optional<QString>(u"e7-e6"_s));
        QCOMPARE(stored.cards.last().repetition, QStringList{u"c2-c4"_s});

        // Undo takes the reply back out of the archive, then the logged card; redo puts them back.
        auto* undo = window.findChild<QAction*>(u"undo"_s);
        auto* redo = window.findChild<QAction*>(u"redo"_s);
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QCOMPARE(m_archive->game(m_example1)->cards.last().id, u"w2"_s);
        undo->trigger();
        QCOMPARE(m_archive->game(m_example1)->cards.last().id, u"b1"_s);
        QVERIFY(!undo->isEnabled());
        redo->trigger();
        redo->trigger();
        QVERIFY(m_archive->game(m_example1).value() == stored);
    }

    void aCardWithTwoPostmarksOfEachKindIsLoggedWithAll()
    {
        // A card stamped twice on leaving (the sending office and a sorting office) and twice on arriving:
        // each legible postmark is typed, the earliest departure dates the sending, the latest arrival the
        // receipt (II.2.2 ¶4); the form had room for one of each. A correction shows them all again.
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        const auto fill = [](ui::PostmarkDatesEdit& edit, const QList<QDate>& dates) {
            edit.findChild<QCheckBox*>()->setChecked(true);
            auto* add = edit.findChild<QToolButton*>(u"addPostmark"_s);
            for (qsizetype i = 1; i < dates.size(); ++i) {
                QVERIFY(add->isEnabled());
                QTest::mouseClick(add, Qt::LeftButton);
            }
            const QList<postmark::ui::DateField*> fields = edit.findChildren<postmark::ui::DateField*>();
            QCOMPARE(fields.size(), dates.size());
            for (qsizetype i = 0; i < dates.size(); ++i)
                fields[i]->setDate(dates[i]);
        };
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            dialog.findChild<QLineEdit*>(u"move"_s)->setText(u"c2-c4"_s);
            dialog.findChild<QLineEdit*>(u"repetition"_s)->setText(u"Кg8-f6"_s);
            dialog.findChild<ui::OptionalDateEdit*>(u"senderDate"_s)->setDate(QDate(2018, 2, 2), {});
            fill(*dialog.findChild<ui::PostmarkDatesEdit*>(u"departure"_s),
                {QDate(2018, 2, 4), QDate(2018, 2, 3)});
            fill(*dialog.findChild<ui::PostmarkDatesEdit*>(u"arrival"_s),
                {QDate(2018, 2, 5), QDate(2018, 2, 6)});
            dialog.findChild<postmark::ui::DateField*>(u"received"_s)->setDate(QDate(2018, 2, 7));
            testing::saveScreenshot(dialog, u"logcarddialog-postmarks"_s);
            dialog.accept();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"logCardButton"_s), Qt::LeftButton);
        const ledger::GameFile stored = m_archive->game(m_example1).value();
        QCOMPARE(stored.cards.last().id, u"w2"_s);
        QCOMPARE(stored.cards.last().departurePostmarks,
            (ledger::Postmarks{QDate(2018, 2, 4), QDate(2018, 2, 3)}));
        QCOMPARE(
            stored.cards.last().arrivalPostmarks, (ledger::Postmarks{QDate(2018, 2, 5), QDate(2018, 2, 6)}));
        const ledger::Ledger computed = *ledger::ledgerOf(stored, m_today).ledger;
        const ledger::CardDates& dates = computed.cardDates.back();
        QCOMPARE(dates.sent, std::optional(QDate(2018, 2, 3)));
        QCOMPARE(dates.received, std::optional(QDate(2018, 2, 6)));

        // Corrected: both shown; one arrival postmark taken away, the other stays.
        QList<QDate> shownArrivals;
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            auto* arrival = dialog.findChild<ui::PostmarkDatesEdit*>(u"arrival"_s);
            shownArrivals = arrival->dates();
            const QList<QToolButton*> buttons = arrival->findChildren<QToolButton*>(u"removePostmark"_s);
            if (buttons.size() == 1) // else the comparison below fails, the form closed all the same
                QTest::mouseClick(buttons.first(), Qt::LeftButton);
            dialog.accept();
        });
        window.correctLoggedCard(int(stored.cards.size()) - 1);
        QCOMPARE(shownArrivals, (QList<QDate>{QDate(2018, 2, 5), QDate(2018, 2, 6)}));
        QCOMPARE(
            m_archive->game(m_example1)->cards.last().arrivalPostmarks, ledger::Postmarks{QDate(2018, 2, 5)});
        QCOMPARE(m_archive->game(m_example1)->cards.last().departurePostmarks,
            (ledger::Postmarks{QDate(2018, 2, 4), QDate(2018, 2, 3)}));

        // The first departure postmark unticked: it goes, the second moving up into its place.
        QList<QDate> departuresLeft;
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            auto* departure = dialog.findChild<ui::PostmarkDatesEdit*>(u"departure"_s);
            departure->findChild<QCheckBox*>()->setChecked(false);
            departuresLeft = departure->dates();
            dialog.accept();
        });
        window.correctLoggedCard(int(stored.cards.size()) - 1);
        QCOMPARE(departuresLeft, QList<QDate>{QDate(2018, 2, 3)});
        QCOMPARE(m_archive->game(m_example1)->cards.last().departurePostmarks,
            ledger::Postmarks{QDate(2018, 2, 3)});
    }

    void aLoggedCardsLedgerIsComputedOnceOnItsWayToTheCardTable()
    {
        // The form's check computes the game with the card; that ledger is the one the archive caches and
        // the card table shows: the archive is written with it, and the game is not read (and computed)
        // again to be shown.
        testing::WatchedArchive watched(*m_archive);
        ui::MainWindow window;
        QVERIFY(window.openArchive(watched, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        auto* chooser = window.findChild<QComboBox*>(u"gameChooser"_s);
        const QString lineBefore = chooser->currentText();
        QJsonObject checked;
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            dialog.findChild<QLineEdit*>(u"move"_s)->setText(u"c2-c4"_s);
            dialog.findChild<QLineEdit*>(u"repetition"_s)->setText(u"Кg8-f6"_s);
            dialog.findChild<ui::OptionalDateEdit*>(u"senderDate"_s)->setDate(QDate(2018, 2, 2), {});
            dialog.findChild<postmark::ui::DateField*>(u"received"_s)->setDate(QDate(2018, 2, 6));
            checked = text::ledgerReportJson(dialog.check().game, *dialog.check().ledger);
            dialog.accept();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"logCardButton"_s), Qt::LeftButton);
        const ledger::GameFile stored = m_archive->game(m_example1).value();
        QCOMPARE(stored.cards.last().id, u"w2"_s);
        QCOMPARE(watched.plainWrites, 0);
        QCOMPARE(watched.computedWrites.size(), 1);
        QCOMPARE(watched.computedWrites.first(), checked);
        // It is the stored game's ledger, as computing it afresh gives.
        QCOMPARE(checked, text::ledgerReportJson(stored, *ledger::ledgerOf(stored, m_today).ledger));
        QCOMPARE(watched.readsAfterWrite, 0);
        QVERIFY(testing::openGameTab(window, u"cardsPage"_s));
        auto* cards = window.findChild<QTableWidget*>(u"cards"_s);
        QCOMPARE(cards->rowCount(), int(stored.cards.size()));
        // The chooser beside the board names the game with its next deadline as the list now has it (a walk
        // saw it keep the date from before the card).
        const desk::GameRow row = window.findChild<ui::GameListModel*>()->rows().at(
            window.findChild<ui::GameListModel*>()->rowOf(m_example1));
        QVERIFY(row.nextDue);
        QVERIFY2(
            chooser->currentText().endsWith(ui::shownDate(*row.nextDue)), qPrintable(chooser->currentText()));
        QVERIFY2(chooser->currentText() != lineBefore, qPrintable(lineBefore)); // the card moved it
    }

    void aRefusedCardOpensItsFormAgainAsTyped()
    {
        // The archive refuses the card (as a federation's server refuses a card the partner logged, or a
        // full disk): the user is told why, over the window, and the form opens again as they left it;
        // once the archive takes it, the same form stores the card. Nothing typed is lost, nothing
        // half-written.
        testing::WatchedArchive watched(*m_archive);
        watched.refusal = Error{ErrorCode::PermissionDenied,
            say(MessageCode::RoleMayNot,
                u"postgresql:///federation"_s,
                say(MessageCode::ServerPartLoggedCard, u"w2"_s, u"bondar"_s))};
        ui::MainWindow window;
        QVERIFY(window.openArchive(watched, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        const qsizetype cardsBefore = m_archive->game(m_example1)->cards.size();
        QString told, moveAgain, receivedAgain, statusWhileTold;
        int formsOpened = 0;
        std::function<void(ui::LogCardDialog&)> fill;
        std::function<void(ui::LogCardDialog&)> checkKept;
        fill = [&](ui::LogCardDialog& dialog) {
            ++formsOpened;
            dialog.findChild<QLineEdit*>(u"move"_s)->setText(u"c2-c4"_s);
            dialog.findChild<QLineEdit*>(u"repetition"_s)->setText(u"Кg8-f6"_s);
            dialog.findChild<ui::OptionalDateEdit*>(u"senderDate"_s)->setDate(QDate(2018, 2, 2), {});
            dialog.findChild<postmark::ui::DateField*>(u"received"_s)->setDate(QDate(2018, 2, 6));
            testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
                told = box.objectName() + u": "_s + box.text();
                statusWhileTold = window.statusBar()->currentMessage();
                testing::onNextDialog<ui::LogCardDialog>(checkKept);
                box.accept();
            });
            dialog.accept();
        };
        checkKept = [&](ui::LogCardDialog& dialog) {
            ++formsOpened;
            moveAgain = dialog.findChild<QLineEdit*>(u"move"_s)->text();
            receivedAgain =
                dialog.findChild<postmark::ui::DateField*>(u"received"_s)->date().toString(Qt::ISODate);
            // Closed without logging, as asked: a card typed in is not thrown away without a question.
            testing::onNextDialog<QMessageBox>(
                [](QMessageBox& question) { question.findChild<QPushButton*>(u"proceed"_s)->click(); });
            dialog.reject();
        };
        testing::onNextDialog<ui::LogCardDialog>(fill);
        QTest::mouseClick(window.findChild<QPushButton*>(u"logCardButton"_s), Qt::LeftButton);
        QCOMPARE(formsOpened, 2);
        QVERIFY2(told.startsWith(u"notStored: "_s) && told.contains(u"w2"_s) && told.contains(u"bondar"_s),
            qPrintable(told));
        QCOMPARE(moveAgain, u"c2-c4"_s);
        QCOMPARE(receivedAgain, u"2018-02-06"_s);
        QCOMPARE(m_archive->game(m_example1)->cards.size(), cardsBefore); // cancelled: nothing stored
        QVERIFY(!window.findChild<QMessageBox*>(u"serverRefusal"_s)); // said once, over the form
        // ... and read whole there: not in the status bar too, cut off, while the message is open or after.
        QVERIFY2(!statusWhileTold.contains(u"bondar"_s), qPrintable(statusWhileTold));
        QVERIFY2(!window.statusBar()->currentMessage().contains(u"bondar"_s),
            qPrintable(window.statusBar()->currentMessage()));

        // Accepted again once the archive takes it: stored from the same form.
        watched.refusal.reset();
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            dialog.findChild<QLineEdit*>(u"move"_s)->setText(u"c2-c4"_s);
            dialog.findChild<QLineEdit*>(u"repetition"_s)->setText(u"Кg8-f6"_s);
            dialog.findChild<ui::OptionalDateEdit*>(u"senderDate"_s)->setDate(QDate(2018, 2, 2), {});
            dialog.findChild<postmark::ui::DateField*>(u"received"_s)->setDate(QDate(2018, 2, 6));
            dialog.accept();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"logCardButton"_s), Qt::LeftButton);
        QCOMPARE(m_archive->game(m_example1)->cards.size(), cardsBefore + 1);
        QCOMPARE(m_archive->game(m_example1)->cards.last().id, u"w2"_s);
    }

    void aCardItsSenderLoggedIsTakenInNotLoggedTwice()
    {
        // On a federation's server White logs w2 as he sends it; when it reaches Melnyk, "Log a received
        // card" takes that card in: its move and White's dates shown as logged and not editable, Melnyk's
        // day of receipt and arrival postmark added — one card, not two.
        ledger::GameFile sent = *m_archive->game(m_example1);
        const ledger::GameFile whole = testing::exampleGameFile(u"example1_dates.game.json"_s);
        sent.cards.append(whole.cards.last());
        QVERIFY(!m_archive->replaceGames({{m_example1, sent}}, m_today));
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        QString title, move, problemText;
        QColor problemColour, formColour;
        bool moveReadOnly = false, senderDateEnabled = true, receivedHasFocus = false;
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            title = dialog.windowTitle();
            move = dialog.findChild<QLineEdit*>(u"move"_s)->text();
            moveReadOnly = !dialog.findChild<QLineEdit*>(u"move"_s)->isEnabled();
            senderDateEnabled = dialog.findChild<ui::OptionalDateEdit*>(u"senderDate"_s)->isEnabled();
            auto* received = dialog.findChild<postmark::ui::DateField*>(u"received"_s);
            // The field the keyboard goes to when the form is active (not the application's, which
            // depends on the window manager).
            receivedHasFocus =
                dialog.focusWidget() == received || received->isAncestorOf(dialog.focusWidget());
            // The day not typed yet is what is left to do, said without the red of a mistake.
            problemText = dialog.findChild<QLabel*>(u"problem"_s)->text();
            problemColour = dialog.findChild<QLabel*>(u"problem"_s)->palette().color(QPalette::WindowText);
            formColour = dialog.palette().color(QPalette::WindowText);
            received->setDate(QDate(2018, 2, 6));
            dialog.findChild<ui::PostmarkDatesEdit*>(u"arrival"_s)->setDates({QDate(2018, 2, 5)}, {});
            dialog.accept();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"logCardButton"_s), Qt::LeftButton);
        QCOMPARE(title, u"Card w2 has arrived"_s);
        QCOMPARE(move, u"c2-c4"_s);
        QVERIFY(moveReadOnly);
        QVERIFY(!senderDateEnabled);
        QVERIFY(receivedHasFocus);
        QVERIFY(!problemText.isEmpty());
        QCOMPARE(problemColour, formColour);
        const ledger::GameFile stored = *m_archive->game(m_example1);
        QCOMPARE(stored.cards.size(), sent.cards.size()); // taken in, not logged twice
        ledger::Card expected = sent.cards.last();
        expected.received = QDate(2018, 2, 6);
        expected.arrivalPostmarks = {QDate(2018, 2, 5)};
        QCOMPARE(stored.cards.last(), expected);
        QVERIFY2(window.statusBar()->currentMessage().contains(u"w2"_s),
            qPrintable(window.statusBar()->currentMessage()));
        // Now the move is Melnyk's: no card of the partner's is due, and the window says so instead of
        // opening a form that could only refuse.
        QString said;
        testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
            said = box.objectName() + u": "_s + box.text();
            box.accept();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"logCardButton"_s), Qt::LeftButton);
        QVERIFY2(said.startsWith(u"yourMove: It is your move in this game"_s), qPrintable(said));
        // One step of Edit ▸ Undo takes it back.
        window.findChild<QAction*>(u"undo"_s)->trigger();
        QCOMPARE(m_archive->game(m_example1)->cards.last(), sent.cards.last());

        // Opened from the Cards tab (double-click, Enter), the card in the post is taken in the same way.
        QString fromCardsTab;
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            fromCardsTab = dialog.windowTitle();
            dialog.reject();
        });
        window.correctLoggedCard(int(sent.cards.size()) - 1);
        QCOMPARE(fromCardsTab, u"Card w2 has arrived"_s);
    }

    void aCardImportedWithoutDatesIsCompletedWholeNotTakenIn()
    {
        // A game imported from a PGN of moves alone: the partner's last card has no date at all. It is in
        // the player's hand, but nobody logged its sender's side: the log-card command opens it to be
        // completed whole, not the take-in form that greys the sender's side and says the partner logged it
        // (helper-39).
        const ledger::GameFile undated =
            testing::withoutDates(testing::exampleGameFile(u"example1_dates.game.json"_s));
        const qint64 id = m_archive->addGame(undated, m_today).value();
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(id));
        QString title, findings;
        bool senderDateEnabled = false;
        bool receivedHasFocus = false;
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            title = dialog.windowTitle();
            // Its move is in: the day it came is what is to be typed (helper-42 typed it into the move).
            auto* received = dialog.findChild<postmark::ui::DateField*>(u"received"_s);
            receivedHasFocus =
                dialog.focusWidget() == received || received->isAncestorOf(dialog.focusWidget());
            senderDateEnabled = dialog.findChild<ui::OptionalDateEdit*>(u"senderDate"_s)->isEnabled();
            dialog.findChild<ui::OptionalDateEdit*>(u"senderDate"_s)->setDate(QDate(2018, 2, 2), {});
            dialog.findChild<postmark::ui::DateField*>(u"received"_s)->setDate(QDate(2018, 2, 6));
            findings = dialog.findChild<QLabel*>(u"findings"_s)->text();
            dialog.accept();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"logCardButton"_s), Qt::LeftButton);
        QCOMPARE(title, u"Correct card w2"_s);
        QVERIFY(senderDateEnabled);
        QVERIFY(receivedHasFocus);
        // Melnyk's b1 undated: the days left that the form tells are a bound, as the list's «≤» (helper-42).
        QVERIFY2(
            findings.contains(u"days left in this control period. At most: the days of some earlier moves "
                              "are not known (II.2.2 ¶6, II.3.7)."_s),
            qPrintable(findings));
        const ledger::GameFile stored = m_archive->game(id).value();
        QCOMPARE(stored.cards.size(), undated.cards.size()); // completed, not logged a second time
        QCOMPARE(stored.cards.last().received, QDate(2018, 2, 6));
        QCOMPARE(stored.cards.last().senderDate, QDate(2018, 2, 2));
    }

    void noReplyIsComposedOnThePartnersMove()
    {
        // Melnyk's b1 is with Koval: nothing to reply to. The window says so and how to go on, rather than
        // open a form that can only refuse («Card b2, move: it is the partner's move», helper-41).
        ledger::GameFile waiting = testing::exampleGameFile(u"example1_dates.game.json"_s);
        waiting.cards.removeLast();
        const qint64 id = m_archive->addGame(waiting, m_today).value();
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(id));
        QString said;
        testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
            said = box.objectName() + u": "_s + box.text();
            box.accept();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"replyButton"_s), Qt::LeftButton);
        QVERIFY2(
            said.startsWith(u"partnersMove: It is your partner's move in this game"_s), qPrintable(said));
        QVERIFY(!window.findChild<ui::ReplyDialog*>());
        QCOMPARE(m_archive->game(id)->cards.size(), waiting.cards.size());
    }

    void aReplyToAPartnerWithNoAddressSaysSoAndLeavesLinesForIt()
    {
        // A game imported from PGN has no addresses: the reply form says so before the card is printed, and
        // the card leaves lines to write it on (helper-42's card was addressed to a name alone).
        ledger::GameFile game = testing::exampleGameFile(u"example1_dates.game.json"_s);
        game.white.address.clear();
        game.cards.last().received = QDate(2018, 2, 6); // w2 came: Melnyk's move
        const qint64 id = m_archive->addGame(game, m_today).value();
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(id));
        QString summary;
        testing::onNextDialog<ui::ReplyDialog>([&](ui::ReplyDialog& dialog) {
            QTest::keyClicks(dialog.findChild<QLineEdit*>(u"move"_s), u"e7-e6"_s);
            summary = dialog.summary();
            // Closed with a move typed: asked first, and closed (Escape keeps a reply typed, helper-68).
            testing::onNextDialog<QMessageBox>(
                [](QMessageBox& box) { box.findChild<QPushButton*>(u"proceed"_s)->click(); });
            dialog.reject();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"replyButton"_s), Qt::LeftButton);
        QVERIFY2(
            summary.contains(u"The archive has no address of Koval O.: the card leaves lines to write it by "
                             "hand"_s),
            qPrintable(summary));
    }

    void aReplyToACardWhoseDayIsNotEnteredSaysSo_II_3_7()
    {
        // A game imported from its moves alone: w2 came, its day not entered. The reply states that day
        // (II.3.7) and its days count from it (II.4.4): the form says so before the card is written.
        const qint64 id = addExample1WithoutDates();
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(id));
        QString summary;
        testing::onNextDialog<ui::ReplyDialog>([&](ui::ReplyDialog& dialog) {
            summary = dialog.summary();
            dialog.reject();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"replyButton"_s), Qt::LeftButton);
        QVERIFY2(summary.startsWith(u"The day card w2 came is not entered: your card states it (II.3.7)"_s),
            qPrintable(summary));
    }

    void myCardImportedWithoutADateTakesTheDateWrittenOnIt()
    {
        // A game imported from a PGN of moves alone: Melnyk's own b1 has no date at all. Opened from the
        // Cards tab, the posting form asks for the date he wrote on it as well (his records keep it), and
        // stores it; a card with its date written offers no such field (helper-40).
        const ledger::GameFile undated =
            testing::withoutDates(testing::exampleGameFile(u"example1_dates.game.json"_s), {u"w1"_s});
        const qint64 id = m_archive->addGame(undated, m_today).value();
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(id));
        QString intro, unknown;
        testing::onNextDialog<ui::PostingDialog>([&](ui::PostingDialog& dialog) {
            intro = dialog.findChild<QLabel*>(u"intro"_s)->text();
            unknown = dialog.findChild<QLabel*>(u"findings"_s)->text();
            dialog.findChild<ui::OptionalDateEdit*>(u"senderDate"_s)->setDate(QDate(2018, 1, 24), {});
            dialog.accept();
        });
        window.correctLoggedCard(1);
        QVERIFY2(intro.contains(u"no date written on it. Add the date you wrote on it"_s), qPrintable(intro));
        // What dates it, once: not «to be clarified in the reply» of the card being posted (helper-42).
        QVERIFY2(unknown.startsWith(u"Sent [II.2.2 ¶6]: not known yet"_s) && !unknown.contains(u"reply"_s)
                && !unknown.contains(u"Note"_s),
            qPrintable(unknown));
        QCOMPARE(m_archive->game(id)->cards[1].senderDate, QDate(2018, 1, 24));
        // Dated now: the form asks for the post office's part alone.
        bool offered = true;
        testing::onNextDialog<ui::PostingDialog>([&](ui::PostingDialog& dialog) {
            offered = dialog.findChild<ui::OptionalDateEdit*>(u"senderDate"_s) != nullptr;
            dialog.reject();
        });
        window.correctLoggedCard(1);
        QVERIFY(!offered);
    }

    void theReceiptIsAddedToMyCardOncePosted()
    {
        // Melnyk recorded b1 as sent before he went to the post office: a double-click on it in the Cards
        // tab adds the receipt the counter gave him (and the postmark stamped there); the ledger then
        // dates its sending by the receipt (II.2.2 ¶3). The move and the date written stay.
        ledger::GameFile unposted = *m_archive->game(m_example1);
        unposted.cards[1].registered = false;
        unposted.cards[1].receipt.reset();
        unposted.cards[1].departurePostmarks.clear();
        QVERIFY(!m_archive->replaceGames({{m_example1, unposted}}, m_today));
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        QString title, intro, findings;
        testing::onNextDialog<ui::PostingDialog>([&](ui::PostingDialog& dialog) {
            title = dialog.windowTitle();
            intro = dialog.findChild<QLabel*>(u"intro"_s)->text();
            auto* registered = dialog.findChild<ui::RegisteredMailEdit*>(u"registeredMail"_s);
            registered->setReceipt(true, u"0093"_s, QDate(2018, 1, 25));
            findings = dialog.findChild<QLabel*>(u"findings"_s)->text();
            dialog.accept();
        });
        QVERIFY(testing::openGameTab(window, u"cardsPage"_s));
        auto* cards = window.findChild<QTableWidget*>(u"cards"_s);
        Q_EMIT cards->itemActivated(cards->item(1, 0)); // a double-click on b1
        QCOMPARE(title, u"Posting card b1"_s);
        QVERIFY2(intro.contains(u"Кg8-f6"_s), qPrintable(intro));
        QVERIFY2(findings.contains(u"II.2.2 ¶3"_s) && findings.contains(u"0093"_s), qPrintable(findings));
        ledger::Card expected = unposted.cards[1];
        expected.registered = true;
        expected.receipt = ledger::MailReceipt{u"0093"_s, QDate(2018, 1, 25)};
        QCOMPARE(m_archive->game(m_example1)->cards[1], expected);
        QVERIFY2(window.statusBar()->currentMessage().contains(u"b1"_s),
            qPrintable(window.statusBar()->currentMessage()));
        window.findChild<QUndoStack*>()->undo();
        QCOMPARE(m_archive->game(m_example1)->cards, unposted.cards);
        // From the Game menu: my last card.
        QString fromMenu;
        testing::onNextDialog<ui::PostingDialog>([&](ui::PostingDialog& dialog) {
            fromMenu = dialog.windowTitle();
            dialog.reject();
        });
        window.findChild<QAction*>(u"recordPosting"_s)->trigger();
        QCOMPARE(fromMenu, u"Posting card b1"_s);
    }

    void aLeaveIsAnnouncedInEveryGameWithinTheCap()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        QString refused, late, notes;
        testing::onNextDialog<ui::LifeEventDialog>([&](ui::LifeEventDialog& dialog) {
            dialog.findChild<postmark::ui::DateField*>(u"from"_s)->setDate(QDate(2018, 4, 1));
            dialog.findChild<postmark::ui::DateField*>(u"to"_s)->setDate(QDate(2018, 4, 30));
            refused = dialog.problem(); // 28 days in February (example 3) + 30 > 45 (II.7.1)
            // A notice sent after the leave's last day would count none of it (II.7.6), and the field is
            // named as the form labels it (helper-68 read «Leave 1, «to»»).
            auto* from = dialog.findChild<postmark::ui::DateField*>(u"from"_s);
            auto* to = dialog.findChild<postmark::ui::DateField*>(u"to"_s);
            from->setDate(m_today.addDays(-20));
            to->setDate(m_today.addDays(-10));
            late = dialog.problem(); // the notice sent today
            from->setDate(QDate(2018, 4, 1));
            to->setDate(QDate(2018, 4, 10));
            notes = dialog.notes();
            testing::saveScreenshot(dialog, u"leavedialog"_s);
            // The notices to every partner open in the print preview once the leave is stored.
            testing::onNextDialog<QPrintPreviewDialog>(
                [](QPrintPreviewDialog& preview) { preview.reject(); });
            dialog.accept();
        });
        window.recordLifeEvent(static_cast<int>(ui::LifeEventDialog::Event::Leave));
        QVERIFY2(refused.startsWith(u"«To (included)»: "_s)
                && refused.contains(u"would pass the cap of 45 days (II.7.1)"_s),
            qPrintable(refused));
        QVERIFY2(late.startsWith(u"«Notices sent on»: "_s)
                && late.contains(u"not one of its days would count (II.7.6)"_s),
            qPrintable(late));
        QVERIFY2(notes.contains(u"2018: 38 days of leave, 7 left"_s), qPrintable(notes));
        // Every unfinished game of Melnyk's has the leave, and each partner a notice (II.7.2).
        QList<ledger::GameFile> withLeave;
        for (const archive::GameSummary& summary : m_archive->games().value()) {
            const ledger::GameFile game = m_archive->game(summary.id).value();
            QVERIFY(std::any_of(game.leaves.begin(), game.leaves.end(), [](const ledger::Leave& leave) {
                return leave.from == QDate(2018, 4, 1) && leave.to == QDate(2018, 4, 10);
            }));
            withLeave.append(game);
        }
        const auto one = documents::leaveNotice(
            withLeave.first(), int(withLeave.first().leaves.size()) - 1, documents::Language::English);
        // Each partner's card and its side; each event's judge one copy and its side.
        QSet<QString> events;
        for (const ledger::GameFile& game : std::as_const(withLeave))
            events.insert(documents::competitionOf(game));
        QCOMPARE(one->pages.size(), 4);
        QCOMPARE(documents::leaveNotices(withLeave, documents::Language::English)->pages.size(),
            withLeave.size() * 2 + events.size() * 2);
    }

    // A claim against me (II.6.4): the objection is due 7 days from when the notice reached me, as I
    // recorded it in the form, and the desk's agenda says so; undone, the game is as it was.
    void aClaimAgainstMeCountsTheObjectionFromTheNoticesArrival()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        const ledger::GameFile before = m_archive->game(m_example1).value();
        testing::onNextDialog<ui::LifeEventDialog>([&](ui::LifeEventDialog& dialog) {
            dialog.findChild<postmark::ui::DateField*>(u"sent"_s)->setDate(m_today.addDays(-6));
            dialog.findChild<QLineEdit*>(u"receiptNumber"_s)->setText(u"0917"_s);
            dialog.findChild<postmark::ui::OptionalDateEdit*>(u"receiptDate"_s)
                ->setDate(m_today.addDays(-6), m_today);
            dialog.findChild<postmark::ui::DateField*>(u"noticeReceived"_s)->setDate(m_today.addDays(-7));
            QVERIFY2(dialog.problem().contains(u"the notice cannot have reached me on"_s),
                qPrintable(dialog.problem()));
            dialog.findChild<postmark::ui::DateField*>(u"noticeReceived"_s)->setDate(m_today.addDays(-2));
            QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
            testing::onNextDialog<QPrintPreviewDialog>(
                [](QPrintPreviewDialog& preview) { preview.reject(); });
            dialog.accept();
        });
        window.recordLifeEvent(static_cast<int>(ui::LifeEventDialog::Event::ClaimAgainstMe));
        const ledger::GameFile stored = m_archive->game(m_example1).value();
        QVERIFY(stored.claim);
        QCOMPARE(stored.claim->noticeReceived, std::optional(m_today.addDays(-2)));
        auto* agenda = window.findChild<ui::AgendaTable*>(u"agenda"_s);
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(agenda->items().begin(),
                                     agenda->items().end(),
                                     [&](const desk::PlayerAgendaItem& item) {
                                         return item.what == desk::AgendaKind(desk::DeskStep::Objection)
                                             && item.due == m_today.addDays(5);
                                     }),
            120000); // a bound only
        // The game itself says so too: suspended, not going on (II.6.6), and its Deadlines tab has the
        // objection the agenda has, with its date and clause.
        const QString heading = window.findChild<QLabel*>(u"gameTitle"_s)->text();
        QVERIFY2(heading.contains(u"Suspended: a forfeit claim is with the judge (II.6.6)"_s)
                && !heading.contains(u"goes on"_s),
            qPrintable(heading));
        QVERIFY(testing::openGameTab(window, u"deadlinesPage"_s));
        auto* deadlines = window.findChild<QListWidget*>(u"deadlines"_s);
        QStringList lines;
        for (int row = 0; row < deadlines->count(); ++row)
            lines.append(deadlines->item(row)->text());
        QVERIFY2(lines.size() == 1 && lines[0].startsWith(ui::shownDate(m_today.addDays(5)))
                && lines[0].contains(u"objection to a claim [II.6.4]"_s),
            qPrintable(lines.join(u'|')));
        window.findChild<QUndoStack*>()->undo();
        QCOMPARE(m_archive->game(m_example1).value(), before);
        QVERIFY(!window.findChild<QLabel*>(u"gameTitle"_s)->text().contains(u"Suspended"_s));
    }

    void theEndOfTheGameIsRecorded()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        testing::onNextDialog<ui::LifeEventDialog>([&](ui::LifeEventDialog& dialog) {
            // No result until one is chosen: Enter on the form as it opens records nothing.
            auto* score = dialog.findChild<QComboBox*>(u"score"_s);
            QCOMPARE(score->currentData().toString(), QString());
            QVERIFY2(dialog.problem().contains(u"Choose the result"_s), qPrintable(dialog.problem()));
            QVERIFY2(score->itemText(score->findData(u"0-1"_s)).contains(u"Black won"_s),
                qPrintable(score->itemText(score->findData(u"0-1"_s))));
            score->setCurrentIndex(score->findData(u"0-1"_s)); // White resigned
            testing::onNextDialog<QPrintPreviewDialog>(
                [](QPrintPreviewDialog& preview) { preview.reject(); });
            dialog.accept();
        });
        window.recordLifeEvent(static_cast<int>(ui::LifeEventDialog::Event::GameEnd));
        const ledger::GameFile stored = m_archive->game(m_example1).value();
        QVERIFY(stored.result);
        QCOMPARE(stored.result->score, u"0-1"_s);
        QCOMPARE(stored.result->how, std::optional(ledger::ResultHow::Resignation));
        // Opened again, the form shows the result recorded, not a blank to fill in as if there were none.
        bool shown = false;
        testing::onNextDialog<ui::LifeEventDialog>([&](ui::LifeEventDialog& dialog) {
            QCOMPARE(dialog.findChild<QComboBox*>(u"score"_s)->currentData().toString(), u"0-1"_s);
            const QString recorded = dialog.findChild<QLabel*>(u"recordedResult"_s)->text();
            QVERIFY2(recorded.startsWith(u"Recorded already: 0-1"_s), qPrintable(recorded));
            shown = true;
            dialog.reject();
        });
        window.recordLifeEvent(static_cast<int>(ui::LifeEventDialog::Event::GameEnd));
        QVERIFY(shown);
    }

    void settingsChooseWhoseDeskItIs()
    {
        // With no archive open there is nobody to name: the fields wait for an archive.
        {
            ui::MainWindow empty;
            testing::onNextDialog<ui::SettingsDialog>([](ui::SettingsDialog& dialog) {
                QVERIFY(!dialog.findChild<QLineEdit*>(u"owner"_s)->isEnabled());
                QCOMPARE(dialog.owner(), std::nullopt);
                dialog.done(QDialog::Rejected); // closed as a test closes it: not the question Escape asks
            });
            empty.findChild<QAction*>(u"settings"_s)->trigger();
        }
        // The archive names nobody: Melnyk, who plays in all three games, is taken for its owner.
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QCOMPARE(window.deskOwner(), u"Melnyk T."_s);
        auto* list = window.findChild<QTableView*>(u"gameList"_s);
        QCOMPARE(list->model()->rowCount(), 3);
        // An empty name is refused and nothing changes; then Koval, who plays and judges, is named.
        testing::onNextDialog<ui::SettingsDialog>([](ui::SettingsDialog& dialog) {
            auto* name = dialog.findChild<QLineEdit*>(u"owner"_s);
            QCOMPARE(name->text(), u"Melnyk T."_s);
            name->clear();
            testing::onNextDialog<QMessageBox>([](QMessageBox& box) { box.accept(); });
            dialog.accept();
            QVERIFY(dialog.isVisible());
            name->setText(u"Koval O."_s);
            dialog.findChild<QCheckBox*>(u"ownerJudges"_s)->setChecked(true);
            dialog.findChild<QComboBox*>(u"notation"_s)->setCurrentIndex(1); // English short
            testing::saveScreenshot(dialog, u"settingsdialog"_s);
            dialog.accept();
        });
        window.findChild<QAction*>(u"settings"_s)->trigger();
        QCOMPARE(ui::SettingsDialog::notation(), u"san"_s);
        // The archive keeps its owner; the desk lists only the games he plays.
        QCOMPARE(m_archive->owner().value(), std::optional(archive::ArchiveOwner{u"Koval O."_s, true, true}));
        QCOMPARE(window.deskOwner(), u"Koval O."_s);
        QCOMPARE(list->model()->rowCount(), 2);
        QStringList colours;
        for (int row = 0; row < list->model()->rowCount(); ++row)
            colours.append(list->model()->index(row, ui::GameListModel::ColourColumn).data().toString());
        QCOMPARE(colours.count(u"White"_s), 2);
        ui::MainWindow again;
        QVERIFY(again.openArchive(*m_archive, m_today));
        QCOMPARE(again.deskOwner(), u"Koval O."_s);
        // A name that plays none of the games leaves the list empty, and says why.
        QVERIFY(!m_archive->setOwner({u"Kowal O."_s, true, false}));
        QVERIFY(again.openArchive(*m_archive, m_today));
        QCOMPARE(list->model()->rowCount(), 2); // the first window is not reopened
        QCOMPARE(again.findChild<QTableView*>(u"gameList"_s)->model()->rowCount(), 0);
        QVERIFY2(again.statusBar()->currentMessage().contains(u"«Kowal O.»"_s),
            qPrintable(again.statusBar()->currentMessage()));
        QSettings().clear();
    }

    void theAgendaStillFillsItsWidthAfterSettings()
    {
        // A walk saw the agenda's clause column squeezed to its text, with an empty band beside it, once
        // Settings closed with OK (the desk is listed again, its columns fitted to their contents).
        ui::MainWindow window;
        QVERIFY(showOnALaptop(window));
        auto* agenda = window.findChild<ui::AgendaTable*>(u"agenda"_s);
        QTRY_VERIFY_WITH_TIMEOUT(agenda->rowCount() > 0, 120000); // what it needs, not a clock: a bound only
        const auto filled = [agenda] {
            const QHeaderView* header = agenda->horizontalHeader();
            const int last = header->count() - 1;
            return header->sectionViewportPosition(last) + header->sectionSize(last)
                >= agenda->viewport()->width() - 1;
        };
        QTRY_VERIFY(filled());
        testing::onNextDialog<ui::SettingsDialog>([](ui::SettingsDialog& dialog) { dialog.accept(); });
        window.findChild<QAction*>(u"settings"_s)->trigger();
        QTRY_VERIFY(agenda->rowCount() > 0);
        QVERIFY(filled());
        QSettings().clear();
    }
};

QTEST_MAIN(TestDeskCards)
#include "tst_deskcards.moc"
