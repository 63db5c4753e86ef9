// SPDX-License-Identifier: GPL-3.0-or-later
// Print ▸ Move card on the demo's window, in Ukrainian: a card sent before is printed again only when the
// player says so, told which card it is and when it went, with the way to the reply when the move is his.
// helper-26 was shown his card of 24 November, unmarked, on a game whose move was his to make, and could
// have posted the old move again.
#include <QAction>
#include <QComboBox>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "tests/support/demodesk.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/ukrainian.h"
#include "ui/mainwindow.h"

using namespace Qt::StringLiterals;
using namespace postmark;

class TestPrintMenu : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(testing::speakUkrainian(m_translator));
        QVERIFY(m_demo.isValid());
    }

    void aSentCardIsPrintedAgainOnlyWhenAskedFor()
    {
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Бондаренко"_s)); // my move
        auto* moveCard = window.findChild<QAction*>(u"printMoveCard"_s);
        QVERIFY(moveCard);

        // Cancelled: nothing is previewed.
        QString asked;
        QStringList buttons;
        testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
            asked = box.text();
            for (const QAbstractButton* button : box.buttons())
                buttons.append(button->text());
            box.button(QMessageBox::Cancel)->click();
        });
        moveCard->trigger();
        QVERIFY2(asked.contains(u"вже відправлено"_s) && asked.contains(u"листівка Б7"_s)
                && asked.contains(u"24.11.2026"_s),
            qPrintable(asked));
        QVERIFY2(asked.contains(u"хід ваш"_s), qPrintable(asked));
        QVERIFY2(buttons.contains(u"Скласти відповідь…"_s), qPrintable(buttons.join(u" | "_s)));
        QVERIFY(!QApplication::activeModalWidget());

        // Asked for: the card sent is previewed.
        bool previewed = false;
        testing::onNextDialog<QMessageBox>([](QMessageBox& box) {
            for (QAbstractButton* button : box.buttons()) {
                if (box.buttonRole(button) == QMessageBox::AcceptRole)
                    button->click();
            }
        });
        testing::onNextDialog<QPrintPreviewDialog>([&](QPrintPreviewDialog& preview) {
            previewed = true;
            preview.reject();
        });
        moveCard->trigger();
        QTRY_VERIFY(previewed);
    }

    void ctrlPWithNothingDueOnMyMoveShowsTheWayToTheReply()
    {
        // Ctrl+P on Бондаренко (my move, no reply composed): a box that says so, with Compose the reply….
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Бондаренко"_s));
        QString said;
        QStringList buttons;
        testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
            said = box.text();
            for (const QAbstractButton* button : box.buttons())
                buttons.append(button->text());
            box.button(QMessageBox::Close)->click();
        });
        window.findChild<QAction*>(u"printDue"_s)->trigger();
        QVERIFY2(said.contains(u"хід ваш"_s), qPrintable(said));
        QVERIFY2(buttons.contains(u"Скласти відповідь…"_s), qPrintable(buttons.join(u" | "_s)));
    }

private:
    QTranslator m_translator;
    testing::DemoDesk m_demo{QDate(2026, 12, 5)};
};

QTEST_MAIN(TestPrintMenu)
#include "tst_printmenu.moc"
