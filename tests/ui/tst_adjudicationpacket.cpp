// SPDX-License-Identifier: GPL-3.0-or-later
// Game ▸ Prepare the adjudication packet… and Print ▸ Adjudication packet… on the desk (II.9.5): before the
// event's end the player is asked first, going back the default (the packet goes after the end, or when the
// judge asks for it, as after a partner's withdrawal, II.8.1 — helper-63 and helper-64 had one prepared
// mid-event unasked); then whether an engine's assessment goes in; the day after the end nothing is asked.
#include "tests/ui/deskfixture.h"

using namespace postmark;
using namespace Qt::StringLiterals;

class TestAdjudicationPacket : public QObject, private testing::DeskFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { setUpDesk(); }

    void theAdjudicationPacketIsPrepared()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        bool previewed = false;
        // The event has not ended: asked first, going back the default (helper-63 had a packet prepared at
        // once for a game three days old); Enter prints nothing.
        QString early;
        QString byDefault;
        testing::onNextDialog<QMessageBox>([&](QMessageBox& before) {
            early = before.text();
            byDefault = before.defaultButton()->objectName();
            before.reject(); // Escape
        });
        window.findChild<QAction*>(u"adjudicationPacket"_s)->trigger();
        QVERIFY2(early.contains(u"(II.9.5)"_s) && early.contains(u"(II.8.1)"_s), qPrintable(early));
        QCOMPARE(byDefault, u"goBack"_s);
        // The Print menu's item asks the same (helper-64 printed the packet mid-event from there, unasked).
        QString fromPrintMenu;
        testing::onNextDialog<QMessageBox>([&](QMessageBox& before) {
            fromPrintMenu = before.text();
            before.reject();
        });
        window.findChild<QAction*>(u"printAdjudicationPacket"_s)->trigger();
        QCOMPARE(fromPrintMenu, early);
        QVERIFY(!QApplication::activeModalWidget());
        // Prepared all the same, asked then whether an engine's assessment goes in (tst_analysis prints
        // one): Enter says without.
        testing::onNextDialog<QMessageBox>([&](QMessageBox& before) {
            testing::onNextDialog<QMessageBox>([&](QMessageBox& question) {
                QCOMPARE(question.defaultButton()->objectName(), u"without"_s);
                testing::onNextDialog<QPrintPreviewDialog>([&](QPrintPreviewDialog& preview) {
                    previewed = true;
                    preview.reject();
                });
                question.defaultButton()->click();
            });
            before.findChild<QPushButton*>(u"proceed"_s)->click();
        });
        window.findChild<QAction*>(u"adjudicationPacket"_s)->trigger();
        QVERIFY(previewed); // II.9.5: the packet, with the game record and the final position
        // The day after the event's end it is due: nothing asked before the engine's question.
        const std::optional<QDate> end = m_archive->game(m_example1)->event.end;
        QVERIFY(end);
        ui::MainWindow after;
        QVERIFY(after.openArchive(*m_archive, end->addDays(1)));
        QVERIFY(after.showArchiveGame(m_example1));
        QString first;
        testing::onNextDialog<QMessageBox>([&first](QMessageBox& question) {
            first = question.defaultButton()->objectName();
            question.reject();
        });
        after.findChild<QAction*>(u"adjudicationPacket"_s)->trigger();
        QCOMPARE(first, u"without"_s);
    }
};

QTEST_MAIN(TestAdjudicationPacket)
#include "tst_adjudicationpacket.moc"
