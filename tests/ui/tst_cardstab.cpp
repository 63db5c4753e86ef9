// SPDX-License-Identifier: GPL-3.0-or-later
// The Cards tab on a laptop's window, in Ukrainian, on the demo: every date with its year whole, and a
// card's notes (why a date counts and not the one written, a penalty) read whole in the table — wrapped in
// their cell, the row as tall as they are — by the keys as well as the mouse: cut to one line, they could
// be read only in a tooltip (helper-24).
#include <QComboBox>
#include <QFocusEvent>
#include <QHeaderView>
#include <QRegularExpression>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "tests/support/demodesk.h"
#include "tests/support/ukrainian.h"
#include "ui/desk/cardledgertable.h"
#include "ui/mainwindow.h"

using namespace Qt::StringLiterals;
using namespace postmark;

class TestCardsTab : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(testing::speakUkrainian(m_translator));
        QVERIFY(m_demo.isValid());
    }

    void everyNoteIsReadWholeInItsRow()
    {
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        auto* tabs = window.findChild<QTabWidget*>(u"gameTabs"_s);
        tabs->setCurrentIndex(1); // Листівки
        QCoreApplication::processEvents();
        auto* cards = window.findChild<QTableWidget*>(u"cards"_s);
        QVERIFY(cards && cards->isVisible());
        QVERIFY(cards->rowCount() > 0);
        const QRegularExpression wholeDate(u"^\\d\\d\\.\\d\\d\\.\\d{4}( ✉)?$"_s);
        int noted = 0;
        for (int row = 0; row < cards->rowCount(); ++row) {
            const QString sent = cards->item(row, ui::CardLedgerTable::SentColumn)->text();
            QVERIFY2(wholeDate.match(sent).hasMatch(), qPrintable(sent));
            const QTableWidgetItem* notes = cards->item(row, ui::CardLedgerTable::NotesColumn);
            if (notes->text().isEmpty())
                continue;
            ++noted;
            // Wrapped at the column's width, the row as tall as the notes need.
            const int needed = static_cast<const QAbstractItemView*>(cards)->sizeHintForRow(row);
            QVERIFY2(cards->rowHeight(row) >= needed,
                qPrintable(u"row %1: %2 px of %3 needed"_s.arg(row).arg(cards->rowHeight(row)).arg(needed)));
            QVERIFY(needed > cards->verticalHeader()->defaultSectionSize()); // more than one line here
        }
        QVERIFY(noted > 0);
        // Narrower, the notes take more lines and their rows grow with them.
        const int noteRow = [&] {
            for (int row = 0; row < cards->rowCount(); ++row)
                if (!cards->item(row, ui::CardLedgerTable::NotesColumn)->text().isEmpty())
                    return row;
            return -1;
        }();
        const int tallBefore = cards->rowHeight(noteRow);
        cards->horizontalHeader()->resizeSection(ui::CardLedgerTable::NotesColumn, 150);
        cards->horizontalHeader()->setStretchLastSection(false);
        cards->horizontalHeader()->resizeSection(ui::CardLedgerTable::NotesColumn, 150);
        QTRY_VERIFY(cards->rowHeight(noteRow) > tallBefore);
        cards->horizontalHeader()->setStretchLastSection(true);
        // The next game's rows: one line where it has no notes, whatever the game before had there.
        auto* chooser = window.findChild<QComboBox*>(u"gameChooser"_s);
        for (int index = 0; index < chooser->count(); ++index) {
            chooser->setCurrentIndex(index);
            QCoreApplication::processEvents();
            for (int row = 0; row < cards->rowCount(); ++row) {
                if (cards->item(row, ui::CardLedgerTable::NotesColumn)->text().isEmpty())
                    QCOMPARE(cards->rowHeight(row), cards->verticalHeader()->defaultSectionSize());
            }
        }
    }

    void theNotesAreWholeTheFirstTimeTheTabOpens()
    {
        // helper-26 opened the tab for the first time on Гончаренко's game: its w8 and w9 notes (a penalty
        // each, long) ended in «…» until another game was shown and this one again.
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Гончаренко"_s));
        window.findChild<QTabWidget*>(u"gameTabs"_s)->setCurrentIndex(1); // the first time
        QCoreApplication::processEvents();
        auto* cards = window.findChild<QTableWidget*>(u"cards"_s);
        QVERIFY(cards && cards->isVisible());
        verifyNotesWhole(*cards);
        // The scroll bar coming in narrows the Notes column (on X it came with the rows grown for the notes,
        // after they were fitted): the rows grow with it.
        for (const Qt::ScrollBarPolicy policy : {Qt::ScrollBarAlwaysOff, Qt::ScrollBarAlwaysOn}) {
            cards->setVerticalScrollBarPolicy(policy);
            QCoreApplication::processEvents();
            verifyNotesWhole(*cards);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void eachGameShowsItsCardsByTheirUkrainianNamesOneChosenAtATime()
    {
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto* chooser = window.findChild<QComboBox*>(u"gameChooser"_s);
        // The tabs' keys, as the user presses them: Ctrl+2 the cards, Ctrl+3 the time.
        const auto tabKey = [&window](int number) {
            const QList<QAction*> actions = window.findChildren<QAction*>();
            const auto found = std::find_if(actions.begin(), actions.end(), [number](QAction* action) {
                return action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + number));
            });
            QVERIFY(found != actions.end());
            (*found)->trigger();
            QCoreApplication::processEvents();
        };
        const QRegularExpression ukrainianName(u"^[БЧ]\\d+( повт\\.( \\d+)?)?$"_s);
        for (int index = 1; index < chooser->count(); ++index) {
            // As a walk on X went: Ctrl+2 into a game's cards, Ctrl+3 to its time, the next game, Ctrl+2. The
            // card chosen in the game before stood chosen in the next beside its newest card: two rows
            // highlighted, of cards that had nothing to do with each other.
            tabKey(2);
            tabKey(3);
            chooser->setCurrentIndex(index);
            QCoreApplication::processEvents();
            tabKey(2);
            auto* cards = window.findChild<QTableWidget*>(u"cards"_s);
            QVERIFY(cards && cards->isVisible());
            const QModelIndexList chosen = cards->selectionModel()->selectedRows();
            QVERIFY2(chosen.size() == 1,
                qPrintable(u"%1: %2 rows chosen, focus %3, current %4"_s.arg(chooser->currentText())
                               .arg(chosen.size())
                               .arg(cards->hasFocus())
                               .arg(cards->currentRow())));
            QCOMPARE(chosen.first().row(), cards->rowCount() - 1); // the keys come in at the newest
            for (int row = 0; row < cards->rowCount(); ++row) {
                // w7, b6, w5r as the game file writes them; «Б7», «Ч6», «Б5 повт.» as a Ukrainian reads them.
                const QString name = cards->item(row, ui::CardLedgerTable::CardColumn)->text();
                QVERIFY2(ukrainianName.match(name).hasMatch(), qPrintable(name));
            }
        }
    }

private:
    /// Each note's lines wrapped at its column's width, measured apart from the table, fit in its row.
    static void verifyNotesWhole(const QTableWidget& cards)
    {
        const int margin =
            2 * (cards.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &cards) + 1);
        int longNotes = 0;
        for (int row = 0; row < cards.rowCount(); ++row) {
            const QString notes = cards.item(row, ui::CardLedgerTable::NotesColumn)->text();
            if (notes.isEmpty())
                continue;
            const QRect lines = cards.fontMetrics().boundingRect(
                QRect(0, 0, cards.columnWidth(ui::CardLedgerTable::NotesColumn) - margin, 100000),
                Qt::TextWordWrap,
                notes);
            longNotes += lines.height() > 3 * cards.fontMetrics().height() ? 1 : 0;
            QVERIFY2(cards.rowHeight(row) >= lines.height(),
                qPrintable(u"%1: %2 px of %3 for «%4» at %5 px"_s.arg(cards.item(row, 0)->text())
                               .arg(cards.rowHeight(row))
                               .arg(lines.height())
                               .arg(notes)
                               .arg(cards.columnWidth(ui::CardLedgerTable::NotesColumn))));
        }
        QVERIFY(longNotes > 0); // the penalties' notes, more than three lines each
    }

    QTranslator m_translator;
    testing::DemoDesk m_demo{QDate(2026, 12, 5)};
};

QTEST_MAIN(TestCardsTab)
#include "tst_cardstab.moc"
