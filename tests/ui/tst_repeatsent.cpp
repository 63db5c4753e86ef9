// SPDX-License-Identifier: GPL-3.0-or-later
// Game ▸ Record my repeat as sent… on the demo's window, in Ukrainian: no reply came to my card w5 to
// Ткаченко within 16 days, the repeat is printed and posted (II.5.1), and the window keeps it as a card of
// the game — the repeat no longer overdue, telling the judge the next step if it is not answered either.
// helper-44 printed the repeat and found no way to record it: the game stayed «прострочено: повторити хід».
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>

#include "core/desk/postedcard.h"
#include "core/ledger/ledgerof.h"
#include "tests/support/demodesk.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/gametabs.h"
#include "tests/support/ukrainian.h"
#include "ui/desk/agendatable.h"
#include "ui/desk/cardledgertable.h"
#include "ui/desk/gamelistmodel.h"
#include "ui/desk/postingdialog.h"
#include "ui/mainwindow.h"
#include "ui/widgets/registeredmailedit.h"

using namespace Qt::StringLiterals;
using namespace postmark;

namespace {

/// My (White's) deadline of `kind` in Ткаченко's game as the archive has it, as of the demo's day.
std::optional<QDate> myDeadline(testing::DemoDesk& demo, qint64 id, ledger::DeadlineKind kind)
{
    const ledger::LedgerResult computed = ledger::ledgerOf(*demo.archive().game(id), demo.today());
    for (const ledger::Deadline& deadline : computed.ledger->deadlines) {
        if (deadline.player == ledger::Color::White && deadline.kind == kind)
            return deadline.due;
    }
    return std::nullopt;
}

} // namespace

class TestRepeatSent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(testing::speakUkrainian(m_translator));
        QVERIFY(m_demo.isValid());
    }

    void aRepeatRecordedBeforeItIsDueIsSaidToBeEarly_II_5_1()
    {
        // Олійник: my card is in the post, its repeat not due for two weeks. The item is there (one may
        // repeat early), and the form says the repeat is not due yet and when it would be.
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Олійник"_s));
        QString findings;
        testing::onNextDialog<ui::PostingDialog>([&findings](ui::PostingDialog& dialog) {
            findings = dialog.findChild<QLabel*>(u"findings"_s)->text();
            dialog.reject();
        });
        window.findChild<QAction*>(u"recordRepeat"_s)->trigger();
        QVERIFY2(findings.contains(u"повтор ще не настав"_s) && findings.contains(u"[II.5.1]"_s),
            qPrintable(findings));
    }

    void aRepeatPrintedBeforeItIsDueIsAskedAbout_II_5_1()
    {
        // Олійник: my card is in the post, its repeat not due for two weeks. Print ▸ Repeat card… asks first,
        // saying when it would be due (helper-61 printed one early from the menu, unwarned); Cancel, the
        // default, prints nothing; asked again, «all the same» previews it.
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Олійник"_s));
        QString asked;
        bool cancelIsDefault = false;
        testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
            asked = box.text();
            cancelIsDefault = box.defaultButton() == box.button(QMessageBox::Cancel);
            box.defaultButton()->click();
        });
        window.findChild<QAction*>(u"printRepeatCard"_s)->trigger();
        QVERIFY2(asked.contains(u"ще не настав"_s) && asked.contains(u"(II.5.1)"_s), qPrintable(asked));
        QVERIFY(cancelIsDefault);
        QVERIFY(!QApplication::activeModalWidget()); // no preview behind it

        bool previewed = false;
        testing::acceptNextQuestionThen<QPrintPreviewDialog>([&previewed](QPrintPreviewDialog& preview) {
            previewed = true;
            preview.reject();
        });
        window.findChild<QAction*>(u"printRepeatCard"_s)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(previewed, 30000);
    }

    void aRepeatInAGameSuspendedByMyClaimIsAskedAbout_II_6_6()
    {
        // Гончаренко: my claim is with the judge, the game suspended, no deadline running; my card went six
        // days ago. Print ▸ Repeat card… printed its repeat unasked (helper-63).
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Гончаренко"_s));
        QString asked;
        testing::onNextDialog<QMessageBox>([&asked](QMessageBox& box) {
            asked = box.text();
            box.defaultButton()->click();
        });
        window.findChild<QAction*>(u"printRepeatCard"_s)->trigger();
        QVERIFY2(asked.contains(u"Повторювати листівку"_s) && asked.contains(u"не треба"_s)
                && asked.contains(u"(II.6.6)"_s),
            qPrintable(asked));
        QVERIFY(!QApplication::activeModalWidget()); // Cancel, the default: no preview behind it
    }

    void theRepeatPostedIsACardOfTheGameAndTheJudgeIsNext_II_5_1()
    {
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Ткаченко"_s));
        qint64 id = 0;
        for (const archive::GameSummary& summary : m_demo.archive().games().value()) {
            if (summary.black.contains(u"Ткаченко"_s) && summary.white.contains(u"Ковальчук"_s))
                id = summary.id;
        }
        QVERIFY(id);
        const ledger::GameFile before = *m_demo.archive().game(id);
        // w5 went on 15 November, as the demo is built on 5 December: its repeat was due on 1 December.
        QCOMPARE(myDeadline(m_demo, id, ledger::DeadlineKind::RepeatMove), std::optional(QDate(2026, 12, 1)));
        QString title, intro, findings;
        testing::onNextDialog<ui::PostingDialog>([&](ui::PostingDialog& dialog) {
            title = dialog.windowTitle();
            intro = dialog.findChild<QLabel*>(u"intro"_s)->text();
            dialog.findChild<ui::RegisteredMailEdit*>(u"registeredMail"_s)
                ->setReceipt(true, u"0217"_s, QDate(2026, 12, 5));
            findings = dialog.findChild<QLabel*>(u"findings"_s)->text();
            dialog.accept();
        });
        window.findChild<QAction*>(u"recordRepeat"_s)->trigger();
        QCOMPARE(title, u"Відправлення повтору листівки Б5"_s);
        QVERIFY2(intro.contains(u"листівки Б5"_s) && intro.contains(u"II.5.1"_s), qPrintable(intro));
        // Written now, not imported: no «the date, if your records keep it» (the walk of the review).
        QVERIFY2(!intro.contains(u"записах"_s), qPrintable(intro));
        // Four days late, and what that may cost (helper-46 was not told).
        QVERIFY2(findings.contains(u"01.12.2026"_s) && findings.contains(u"II.4.11"_s), qPrintable(findings));
        const ledger::GameFile after = *m_demo.archive().game(id);
        QCOMPARE(after.cards.size(), before.cards.size() + 1);
        const ledger::Card& repeat = after.cards.last();
        QCOMPARE(repeat.kind, ledger::CardKind::Repeat);
        QCOMPARE(repeat.repeats, u"w5"_s);
        QCOMPARE(repeat.senderDate, std::optional(QDate(2026, 12, 5))); // written today unless said otherwise
        QCOMPARE(repeat.receipt, (ledger::MailReceipt{u"0217"_s, QDate(2026, 12, 5)}));
        // The repeat is no longer due; the judge is told 16 days after it went, if no reply comes.
        QCOMPARE(myDeadline(m_demo, id, ledger::DeadlineKind::RepeatMove), std::nullopt);
        QCOMPARE(
            myDeadline(m_demo, id, ledger::DeadlineKind::NotifyJudge), std::optional(QDate(2026, 12, 21)));
        QVERIFY2(window.statusBar()->currentMessage().contains(u"Повтор листівки Б5 записано"_s),
            qPrintable(window.statusBar()->currentMessage()));
        // The Cards tab names it as a repeat and shows the move it carries (helper-56 read «повтор Б5» there,
        // beside «Б5 повт.», and no move).
        const auto* shown = window.findChild<QTableWidget*>(u"cards"_s);
        QVERIFY(shown && shown->rowCount() == after.cards.size());
        const int last = shown->rowCount() - 1;
        QCOMPARE(shown->item(last, ui::CardLedgerTable::CardColumn)->text(), u"Б5 повт."_s);
        QCOMPARE(shown->item(last, ui::CardLedgerTable::MoveColumn)->text(), *before.card(u"w5"_s)->move);
        // The games list dates the row by my step, not by the partner's repeat overdue since 22 November
        // (helper-45 read that one in red as his own, his repeat just posted).
        const QAbstractItemModel& list = *window.findChild<QTableView*>(u"gameList"_s)->model();
        int row = 0;
        while (row < list.rowCount()
            && !list.index(row, ui::GameListModel::PartnerColumn).data().toString().contains(u"Ткаченко"_s))
            ++row;
        QVERIFY(row < list.rowCount());
        QCOMPARE(list.index(row, ui::GameListModel::NextDeadlineColumn).data().toString(), u"21.12.2026"_s);

        // The Deadlines tab: telling the judge is mine; the partner's repeat overdue since 22 November is
        // his, in grey, not the red of a step of mine (helper-46 read it as still wrong after his repeat).
        QVERIFY(testing::openGameTab(window, u"deadlinesPage"_s));
        auto* deadlines = window.findChild<QListWidget*>(u"deadlines"_s);
        bool judgeNext = false;
        bool partnersGrey = false;
        for (int line = 0; line < deadlines->count(); ++line) {
            const QListWidgetItem* item = deadlines->item(line);
            QVERIFY2(item->foreground().color() != QColor(0xB0, 0x00, 0x20), qPrintable(item->text()));
            // Due once the days pass without a reply, not «within» them (helper-52 read «протягом 16 днів»
            // as a window to act in).
            judgeNext |= item->text().startsWith(u"21.12.2026"_s) && item->text().contains(u"II.5.1"_s)
                && item->text().contains(u"через 16 днів без відповіді Білі повідомляють суддю"_s);
            partnersGrey |= item->text().startsWith(u"22.11.2026"_s)
                && item->foreground().color() == ui::AgendaTable::PartnersStep;
        }
        QVERIFY(judgeNext);
        QVERIFY(partnersGrey);

        // Printed again only when asked: the repeat went already (helper-45 printed it again unasked).
        QString reprint;
        testing::onNextDialog<QMessageBox>([&reprint](QMessageBox& box) {
            reprint = box.text();
            box.button(QMessageBox::Cancel)->click();
        });
        window.findChild<QAction*>(u"printRepeatCard"_s)->trigger();
        QVERIFY2(reprint.contains(u"повтор листівки Б5"_s) && reprint.contains(u"05.12.2026"_s),
            qPrintable(reprint));
        QVERIFY(!QApplication::activeModalWidget());

        // A receipt number mistyped is mended where the card is: a double-click on Б5 повт. in the Cards tab.
        QString mending;
        testing::onNextDialog<ui::PostingDialog>([&mending](ui::PostingDialog& dialog) {
            mending = dialog.windowTitle();
            dialog.findChild<ui::RegisteredMailEdit*>(u"registeredMail"_s)
                ->setReceipt(true, u"0218"_s, QDate(2026, 12, 5));
            dialog.accept();
        });
        QVERIFY(testing::openGameTab(window, u"cardsPage"_s));
        auto* cards = window.findChild<QTableWidget*>(u"cards"_s);
        Q_EMIT cards->itemActivated(cards->item(cards->rowCount() - 1, 0));
        QCOMPARE(mending, u"Відправлення повтору листівки Б5"_s);
        QCOMPARE(m_demo.archive().game(id)->cards.last().receipt->number, u"0218"_s);
        window.findChild<QUndoStack*>()->undo(); // the mending; the repeat stays

        // Repeated once, it is not repeated again: the box says why and what comes next.
        QString said;
        testing::onNextDialog<QMessageBox>([&said](QMessageBox& box) {
            said = box.text();
            box.accept();
        });
        window.findChild<QAction*>(u"recordRepeat"_s)->trigger();
        QVERIFY2(said.contains(u"листівку Б5"_s) && said.contains(u"судд"_s) && said.contains(u"II.5.1"_s),
            qPrintable(said));

        // One step back, and the game is as it was.
        window.findChild<QUndoStack*>()->undo();
        QCOMPARE(m_demo.archive().game(id)->cards, before.cards);
    }

    void theDeskOpensOnTheTopGameAsComputedToday()
    {
        // With the repeat posted, Ткаченко's game is dated by telling the judge on 21 December; the archive's
        // cached deadline (it knows no owner) still says the partner's repeat of 22 November. The first
        // screen is ordered by that one; once the games are computed, the desk is on the top game as computed
        // (helper-47 found it on Ткаченко, the list scrolled past the most urgent).
        qint64 id = 0;
        for (const archive::GameSummary& summary : m_demo.archive().games().value()) {
            if (summary.black.contains(u"Ткаченко"_s) && summary.white.contains(u"Ковальчук"_s))
                id = summary.id;
        }
        const ledger::GameFile before = *m_demo.archive().game(id);
        ledger::GameFile repeated = *desk::withRepeatToPost(before, ledger::Color::White);
        repeated.cards.last().senderDate = m_demo.today();
        QVERIFY(!m_demo.archive().replaceGames({{id, repeated}}, m_demo.today()));
        ui::MainWindow window;
        QSignalSpy computed(&window, &ui::MainWindow::gamesComputed);
        QVERIFY(m_demo.showIn(window));
        QTRY_COMPARE_WITH_TIMEOUT(computed.count(), 1, 10000);
        QCoreApplication::processEvents();
        const QAbstractItemModel& list = *window.findChild<QTableView*>(u"gameList"_s)->model();
        const QString top = list.index(0, ui::GameListModel::PartnerColumn).data().toString();
        QVERIFY2(!top.contains(u"Ткаченко"_s), qPrintable(top));
        const QString chosen = window.findChild<QComboBox*>(u"gameChooser"_s)->currentText();
        QVERIFY2(chosen.contains(top.section(u' ', 0, 0)), qPrintable(chosen + u" / "_s + top));
        QVERIFY(!m_demo.archive().replaceGames({{id, before}}, m_demo.today()));
    }

private:
    QTranslator m_translator;
    testing::DemoDesk m_demo{QDate(2026, 12, 5)};
};

QTEST_MAIN(TestRepeatSent)
#include "tst_repeatsent.moc"
