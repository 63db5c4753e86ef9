// SPDX-License-Identifier: GPL-3.0-or-later
// The reply form on the demo, in Ukrainian: it names the game and card it writes, and in time trouble
// (II.4.12) says once, not twice, that the card goes registered, showing the card as it will be.
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTranslator>
#include <QtTest>

#include "tests/support/demodesk.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/ukrainian.h"
#include "ui/desk/replydialog.h"
#include "ui/mainwindow.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/registeredmailedit.h"

using namespace Qt::StringLiterals;
using namespace postmark;

class TestReplyForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(testing::speakUkrainian(m_translator));
        QVERIFY(m_demo.isValid());
    }

    void aReplyInTimeTroubleIsShownAsItWillGoAndRefusedUnregistered_II_4_12()
    {
        // Бондаренко (Black): my move with two days left in the period, so the reply goes registered.
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Бондаренко"_s));
        QString which, noteAtOpening, note, problemWhileTyping, summary, problemOnRecord;
        bool keptOpen = false;
        bool tickedAtOpening = false;
        testing::onNextDialog<ui::ReplyDialog>([&](ui::ReplyDialog& dialog) {
            which = dialog.findChild<QLabel*>(u"which"_s)->text();
            // Said before a move is typed (helper-51 learnt of it only once he had typed one), and ticked
            // as it goes (helper-52 found it said and left unticked).
            noteAtOpening = dialog.findChild<QLabel*>(u"registerNote"_s)->text();
            auto* registered = dialog.findChild<ui::RegisteredMailEdit*>(u"registeredMail"_s);
            tickedAtOpening = registered->isRegistered();
            dialog.findChild<QLineEdit*>(u"move"_s)->setText(u"h2-h3"_s);
            registered->setReceipt(false, QString(), std::nullopt); // the player unticks it
            note = dialog.findChild<QLabel*>(u"registerNote"_s)->text();
            problemWhileTyping = dialog.problem();
            summary = dialog.summary();
            dialog.accept(); // not ticked: refused, naming the field
            problemOnRecord = dialog.problem();
            keptOpen = dialog.isVisible();
            // Closed with a move typed: asked first, and closed (Escape keeps a reply typed, helper-68).
            testing::onNextDialog<QMessageBox>(
                [](QMessageBox& box) { box.findChild<QPushButton*>(u"proceed"_s)->click(); });
            dialog.reject();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"replyButton"_s), Qt::LeftButton);
        // Which game and card, whatever the title bar shows (helper-49).
        QVERIFY2(which.contains(u"Бондаренко Ігор Миколайович (Чорні): листівка Б8"_s), qPrintable(which));
        QVERIFY2(note.contains(u"рекомендованим"_s) && note.contains(u"(II.4.12)"_s), qPrintable(note));
        QCOMPARE(noteAtOpening, note);
        QVERIFY(tickedAtOpening);
        // Said once, in the note: not again in red while the move is being typed.
        QVERIFY2(problemWhileTyping.isEmpty(), qPrintable(problemWhileTyping));
        // The card as it will go, once ticked: its move and the totals.
        QVERIFY2(summary.contains(u"h2-h3"_s) && summary.contains(u"Листівка Б8"_s), qPrintable(summary));
        // Recorded unticked: refused, and the form stays with what was typed.
        QVERIFY2(problemOnRecord.contains(u"«рекомендована»"_s), qPrintable(problemOnRecord));
        QVERIFY(keptOpen);
    }

    void theRegisteredTickFollowsTheSendDateUntilThePlayerSetsIt_II_4_12()
    {
        // Бондаренко again: two days left on 5 December. The card dated four days back leaves six, out of
        // time trouble: the tick the form set goes with the note (helper-60 backdated a reply and found it
        // still ticked, the note gone). Once the player sets the tick, it stays as set.
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Бондаренко"_s));
        QList<bool> ticked;
        QStringList notes;
        testing::onNextDialog<ui::ReplyDialog>([&](ui::ReplyDialog& dialog) {
            auto* registered = dialog.findChild<ui::RegisteredMailEdit*>(u"registeredMail"_s);
            auto* date = dialog.findChild<ui::DateField*>(u"sendDate"_s);
            auto* note = dialog.findChild<QLabel*>(u"registerNote"_s);
            const auto look = [&] {
                ticked.append(registered->isRegistered());
                notes.append(note->text());
            };
            look(); // 0: as it opens, in time trouble
            date->setDate(QDate(2026, 12, 1));
            look(); // 1: dated back out of it
            date->setDate(QDate(2026, 12, 5));
            look(); // 2: today again
            registered->setReceipt(false, QString(), std::nullopt); // the player unticks it
            date->setDate(QDate(2026, 12, 1));
            date->setDate(QDate(2026, 12, 5));
            look(); // 3: the player's choice kept
            dialog.reject();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"replyButton"_s), Qt::LeftButton);
        QCOMPARE(ticked, (QList<bool>{true, false, true, false}));
        QVERIFY2(!notes[0].isEmpty() && notes[1].isEmpty() && notes[2] == notes[0] && notes[3] == notes[0],
            qPrintable(notes.join(u" | "_s)));
    }

private:
    QTranslator m_translator;
    testing::DemoDesk m_demo{QDate(2026, 12, 5)};
};

QTEST_MAIN(TestReplyForm)
#include "tst_replyform.moc"
