// SPDX-License-Identifier: GPL-3.0-or-later
// The desk's agenda on the demo, in Ukrainian: my leave announced in every game is one row — its first day,
// how many games it covers, the partners in its tooltip — not a row a game (helper-68 read 13 rows
// «перерва 08.12.2026» pushing every other step out of view). An edit of one game keeps it one row.
#include <QLineEdit>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPushButton>
#include <QTableWidget>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>

#include "tests/support/demodesk.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/ukrainian.h"
#include "ui/desk/agendatable.h"
#include "ui/desk/lifeeventdialog.h"
#include "ui/mainwindow.h"
#include "ui/widgets/datefield.h"

using namespace Qt::StringLiterals;
using namespace postmark;

namespace {

/// The agenda's rows whose «What» is `what`.
QList<int> rowsOf(const QTableWidget& agenda, const QString& what)
{
    QList<int> rows;
    for (int row = 0; row < agenda.rowCount(); ++row) {
        if (agenda.item(row, 3)->text() == what)
            rows.append(row);
    }
    return rows;
}

} // namespace

class TestAgendaLeave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(testing::speakUkrainian(m_translator));
        QVERIFY(m_demo.isValid());
    }

    void myLeaveInEveryGameIsOneRow_II_7_2()
    {
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        auto* agenda = window.findChild<ui::AgendaTable*>(u"agenda"_s);
        QVERIFY(agenda);
        const QDate from = m_demo.today().addDays(3);
        testing::onNextDialog<ui::LifeEventDialog>([&](ui::LifeEventDialog& dialog) {
            dialog.findChild<ui::DateField*>(u"from"_s)->setDate(from);
            dialog.findChild<ui::DateField*>(u"to"_s)->setDate(from.addDays(9));
            testing::onNextDialog<QPrintPreviewDialog>(
                [](QPrintPreviewDialog& preview) { preview.reject(); });
            dialog.accept();
        });
        window.recordLifeEvent(static_cast<int>(ui::LifeEventDialog::Event::Leave));
        // Every game of mine not finished has it: the items are a game's each, the row is one.
        qsizetype games = 0;
        for (const desk::PlayerAgendaItem& item : agenda->items())
            games += item.due == from && std::holds_alternative<desk::DeskStep>(item.what) && item.mine;
        QVERIFY2(games > 5, qPrintable(QString::number(games)));
        const QList<int> rows = rowsOf(*agenda, u"перерва"_s);
        QCOMPARE(rows.size(), 1);
        const QTableWidgetItem* game = agenda->item(rows.first(), 2);
        QCOMPARE(game->text(), u"%1 партій"_s.arg(games));
        QVERIFY2(game->toolTip().contains(u"Руденко"_s) && game->toolTip().contains(u"Мороз"_s),
            qPrintable(game->toolTip()));

        // An edit of one game puts its items anew (an edit touches that game's rows only): the leave's row
        // stays one, and one game fewer once that game has it no longer.
        const qint64 edited = agenda->items().first().game;
        QList<desk::PlayerAgendaItem> itsItems;
        for (const desk::PlayerAgendaItem& item : agenda->items()) {
            if (item.game == edited)
                itsItems.append(item);
        }
        agenda->replaceGame(edited, itsItems);
        QCOMPARE(rowsOf(*agenda, u"перерва"_s).size(), 1);
        QCOMPARE(agenda->item(rowsOf(*agenda, u"перерва"_s).first(), 2)->text(), u"%1 партій"_s.arg(games));
        itsItems.removeIf([&from](const desk::PlayerAgendaItem& item) { return item.due == from; });
        agenda->replaceGame(edited, itsItems);
        QCOMPARE(rowsOf(*agenda, u"перерва"_s).size(), 1);
        QVERIFY(agenda->item(rowsOf(*agenda, u"перерва"_s).first(), 2)
                    ->text()
                    .startsWith(QString::number(games - 1)));
        // Named in Edit ▸ Undo as a change, not by the form's title (helper-71 read «Скасувати Оголосити
        // перерву»).
        QCOMPARE(window.findChild<QUndoStack*>()->undoText(), u"оголошення перерви"_s);
        // Taken back, the leave leaves no row.
        window.findChild<QUndoStack*>()->undo();
        QCOMPARE(rowsOf(*agenda, u"перерва"_s).size(), 0);
    }

    void theLeaveFormOffersTheDaysAfterTheLastLeave_II_7_2()
    {
        // helper-73 announced the leave the form offered (two weeks from today, for two weeks) and opened the
        // form again: it offered the same dates, refused at once as overlapping. It offers the days after.
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QDate firstFrom, firstTo, offered;
        QString problemAtOpening;
        testing::onNextDialog<ui::LifeEventDialog>([&](ui::LifeEventDialog& dialog) {
            firstFrom = dialog.findChild<ui::DateField*>(u"from"_s)->date();
            firstTo = dialog.findChild<ui::DateField*>(u"to"_s)->date();
            testing::onNextDialog<QPrintPreviewDialog>(
                [](QPrintPreviewDialog& preview) { preview.reject(); });
            dialog.accept(); // as offered
        });
        window.recordLifeEvent(static_cast<int>(ui::LifeEventDialog::Event::Leave));
        QCOMPARE(firstFrom, m_demo.today().addDays(14));
        testing::onNextDialog<ui::LifeEventDialog>([&](ui::LifeEventDialog& dialog) {
            offered = dialog.findChild<ui::DateField*>(u"from"_s)->date();
            problemAtOpening = dialog.problem();
            dialog.reject(); // untouched: closes at once
        });
        window.recordLifeEvent(static_cast<int>(ui::LifeEventDialog::Event::Leave));
        QCOMPARE(offered, firstTo.addDays(1));
        QVERIFY2(problemAtOpening.isEmpty(), qPrintable(problemAtOpening));
        window.findChild<QUndoStack*>()->undo(); // the demo's archive as it was, for the tests after
    }

    void escapeOnALeaveTypedInAsksFirst()
    {
        // helper-70 closed a leave form he had filled with Escape: gone unasked. Now asked (No the default);
        // going back keeps what was typed, and an untouched form closes at once.
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        const QDate from = m_demo.today().addDays(3);
        QString question;
        bool keptAfterGoingBack = false;
        bool closedUntouched = false;
        testing::onNextDialog<ui::LifeEventDialog>([&](ui::LifeEventDialog& dialog) {
            dialog.findChild<ui::DateField*>(u"from"_s)->setDate(from);
            testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
                question = box.text();
                box.findChild<QPushButton*>(u"goBack"_s)->click();
            });
            dialog.reject();
            keptAfterGoingBack =
                dialog.isVisible() && dialog.findChild<ui::DateField*>(u"from"_s)->date() == from;
            testing::onNextDialog<QMessageBox>(
                [](QMessageBox& box) { box.findChild<QPushButton*>(u"proceed"_s)->click(); });
            dialog.reject();
        });
        window.recordLifeEvent(static_cast<int>(ui::LifeEventDialog::Event::Leave));
        QVERIFY2(question.contains(u"Закрити"_s), qPrintable(question));
        QVERIFY(keptAfterGoingBack);
        // Nothing recorded: no leave in the agenda.
        auto* agenda = window.findChild<ui::AgendaTable*>(u"agenda"_s);
        QCOMPARE(rowsOf(*agenda, u"перерва"_s).size(), 0);

        testing::onNextDialog<ui::LifeEventDialog>([&](ui::LifeEventDialog& dialog) {
            dialog.reject(); // nothing typed: no question (one would block the test here)
            closedUntouched = !dialog.isVisible();
        });
        window.recordLifeEvent(static_cast<int>(ui::LifeEventDialog::Event::Leave));
        QVERIFY(closedUntouched);
    }

    void aLeaveDateMistypedIsSaidAndNothingIsRecorded_II_7_2()
    {
        // helper-71 typed «31.02.2027» as the leave's last day: the field turned pink, nothing was said, and
        // «Гаразд» recorded the date read before it (28.12) in 13 games.
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QString problem, notes;
        bool keptOpen = false;
        testing::onNextDialog<ui::LifeEventDialog>([&](ui::LifeEventDialog& dialog) {
            auto* until = dialog.findChild<ui::DateField*>(u"to"_s)->findChild<QLineEdit*>();
            until->selectAll();
            QTest::keyClicks(until, u"31.02.2027"_s);
            problem = dialog.problem();
            notes = dialog.notes();
            dialog.accept();
            keptOpen = dialog.isVisible();
            dialog.done(QDialog::Rejected); // closed as a test closes it: not the question Escape asks
        });
        window.recordLifeEvent(static_cast<int>(ui::LifeEventDialog::Event::Leave));
        QVERIFY2(
            problem.contains(u"«По (включно)»"_s) && problem.contains(u"31.02.2027"_s), qPrintable(problem));
        QVERIFY2(notes.isEmpty(), qPrintable(notes)); // no summary of the date read before
        QVERIFY(keptOpen);
        auto* agenda = window.findChild<ui::AgendaTable*>(u"agenda"_s);
        QCOMPARE(rowsOf(*agenda, u"перерва"_s).size(), 0);
    }

private:
    QTranslator m_translator;
    testing::DemoDesk m_demo{QDate(2026, 12, 5)};
};

QTEST_MAIN(TestAgendaLeave)
#include "tst_agendaleave.moc"
