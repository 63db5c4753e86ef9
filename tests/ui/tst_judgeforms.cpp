// SPDX-License-Identifier: GPL-3.0-or-later
// The judge's forms as helper-28 met them: they record what has happened (a day after today is refused,
// naming the field by its label: a claim's decision dated two days ahead passed the offender's objection
// window, II.6.4); they name the game or the player in the form; and they offer section V's options (a
// withdrawn player with no game counted, V.8.2; a cancelled game, V.8.1) only where section V applies.
#include <algorithm>

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QtTest>

#include "tests/support/gamefixtures.h"
#include "tests/support/tournamentfixture.h"
#include "ui/tournament/adjudicationdialog.h"
#include "ui/tournament/claimdialog.h"
#include "ui/tournament/claimspanel.h"
#include "ui/tournament/resultdialog.h"
#include "ui/tournament/withdrawaldialog.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/optionaldateedit.h"

using namespace Qt::StringLiterals;
using namespace postmark;

namespace {

QString problemOf(const QDialog& dialog)
{
    return dialog.findChild<QLabel*>(u"problem"_s)->text();
}

/// The claim of the test event's first game, against Black's overstep, sent on 25 February 2018.
void claimSentOn25February(ui::ClaimDialog& dialog)
{
    dialog.findChild<QComboBox*>(u"game"_s)->setCurrentIndex(0);
    dialog.findChild<ui::DateField*>(u"sent"_s)->setDate(QDate(2018, 2, 25));
}

} // namespace

class TestJudgeForms : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aClaimDecidedAfterTodayIsRefused()
    {
        // Rejected with a reason (no objection window to wait for), but dated two days ahead of 1 March.
        ui::ClaimDialog dialog(testing::claimTestTournament(),
            {testing::testGameFile(u"overstep-black.game.json"_s)},
            tournament::JudgeClaim{},
            QDate(2018, 3, 1));
        claimSentOn25February(dialog);
        dialog.findChild<QComboBox*>(u"decision"_s)->setCurrentIndex(2);
        dialog.findChild<QLineEdit*>(u"earlyDecisionReason"_s)->setText(u"both players asked for it"_s);
        dialog.findChild<ui::DateField*>(u"decidedOn"_s)->setDate(QDate(2018, 3, 3));
        const QString said =
            u"The claim cannot be registered: «Decided on»: 3 March 2018 is after today (1 March 2018): only "
            "what has already happened is recorded"_s;
        QCOMPARE(dialog.problem(), said); // said as the date is typed, not only on OK
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QCOMPARE(dialog.problem(), said);
        // Dated today, it is taken.
        dialog.findChild<ui::DateField*>(u"decidedOn"_s)->setDate(QDate(2018, 3, 1));
        QCOMPARE(dialog.problem(), QString());
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void enterOnTheDecisionOpensItsListAndRecordsNothing()
    {
        // helper-69 chose «upheld» with the arrow keys and Enter: the form was sent at once, its other fields
        // unfilled. Enter on the closed list opens it; the choice made, the keyboard goes to the decision's
        // day.
        ui::ClaimDialog dialog(testing::claimTestTournament(),
            {testing::testGameFile(u"overstep-black.game.json"_s)},
            tournament::JudgeClaim{},
            QDate(2018, 3, 1));
        claimSentOn25February(dialog);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* decision = dialog.findChild<QComboBox*>(u"decision"_s);
        decision->setFocus();
        QTest::keyClick(decision, Qt::Key_Down);
        QCOMPARE(decision->currentIndex(), 1);
        QTest::keyClick(decision, Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QVERIFY(dialog.result() != QDialog::Accepted);
        QTRY_VERIFY(decision->view()->isVisible());
        QTest::keyClick(decision->view(), Qt::Key_Down);
        QTest::keyClick(decision->view(), Qt::Key_Return);
        QTRY_VERIFY(!decision->view()->isVisible());
        QCOMPARE(decision->currentIndex(), 2);
        QTRY_COMPARE(dialog.focusWidget(),
            dialog.findChild<ui::DateField*>(u"decidedOn"_s)->focusProxy()
                ? dialog.findChild<ui::DateField*>(u"decidedOn"_s)->focusProxy()
                : dialog.findChild<ui::DateField*>(u"decidedOn"_s));
        QVERIFY(dialog.isVisible());
    }

    void aDecisionDateThatCannotStandIsSaidAsItIsTyped()
    {
        // «31.02» in «Decided on» is said at once, not only by the field's colour (helper-53); a decision
        // dated before the claim was sent is said as such, and the cards are still counted (they read as a
        // game file that cannot be computed, counted to a day before their own).
        ui::ClaimDialog dialog(testing::claimTestTournament(),
            {testing::testGameFile(u"overstep-black.game.json"_s)},
            tournament::JudgeClaim{},
            QDate(2018, 3, 1));
        claimSentOn25February(dialog);
        dialog.findChild<QComboBox*>(u"decision"_s)->setCurrentIndex(2);
        dialog.findChild<QLineEdit*>(u"earlyDecisionReason"_s)->setText(u"both players asked for it"_s);
        auto* decidedOn = dialog.findChild<ui::DateField*>(u"decidedOn"_s);
        auto* typed = decidedOn->findChild<QLineEdit*>();
        typed->selectAll();
        QTest::keyClicks(typed, u"31.02.2018"_s);
        QVERIFY2(dialog.problem().contains(u"“31.02.2018” is not a date"_s), qPrintable(dialog.problem()));
        typed->selectAll();
        QTest::keyClicks(typed, u"20.02.2018"_s);
        QCOMPARE(decidedOn->date(), QDate(2018, 2, 20));
        QVERIFY2(dialog.problem().startsWith(u"The claim cannot be registered: "_s)
                && dialog.problem().contains(u"20 February 2018"_s)
                && dialog.problem().contains(u"25 February 2018"_s),
            qPrintable(dialog.problem()));
        QVERIFY2(!dialog.finding().contains(u"cannot be computed"_s), qPrintable(dialog.finding()));
        QVERIFY2(dialog.finding().startsWith(u"The claim holds"_s), qPrintable(dialog.finding()));
        QVERIFY2(!dialog.finding().contains(u"20 February 2018"_s), qPrintable(dialog.finding()));
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
    }

    void theSealedMoveIsCheckedAsItIsTyped_II_6_2()
    {
        // After 1. e4 e5 White seals his next move: one the position allows is said to be playable, an
        // impossible one said as it is typed (helper-50 saw the finding change only with the claim's date).
        ui::ClaimDialog dialog(testing::claimTestTournament(),
            {testing::testGameFile(u"overstep-black.game.json"_s)},
            tournament::JudgeClaim{},
            QDate(2018, 3, 1));
        claimSentOn25February(dialog);
        auto* sealed = dialog.findChild<QLineEdit*>(u"sealedMove"_s);
        sealed->setText(u"Кg1-f3"_s);
        QVERIFY2(
            dialog.finding().contains(u"The sealed move Кg1-f3 can be made where the cards stop [II.6.2]."_s),
            qPrintable(dialog.finding()));
        sealed->setText(u"Фd1-d5"_s);
        QVERIFY2(dialog.finding().contains(u"The sealed move [II.6.2]: an impossible move “Фd1-d5”"_s),
            qPrintable(dialog.finding()));
    }

    void aClaimDecidedEarlyWithoutAReasonNamesTheFieldOnce()
    {
        // Decided on the day the claim was sent, the notice's receipt not recorded: the offender may still
        // object (II.6.4). The refusal names the field, not "the claim" a second time (helper-31 read «Заяву
        // не можна записати: Заява, «вирішено раніше, бо»: …»).
        ui::ClaimDialog dialog(testing::claimTestTournament(),
            {testing::testGameFile(u"overstep-black.game.json"_s)},
            tournament::JudgeClaim{},
            QDate(2018, 3, 1));
        claimSentOn25February(dialog);
        dialog.findChild<QComboBox*>(u"decision"_s)->setCurrentIndex(1);
        dialog.findChild<ui::DateField*>(u"decidedOn"_s)->setDate(QDate(2018, 3, 1));
        const QString said = dialog.problem();
        QVERIFY2(said.startsWith(u"The claim cannot be registered: «"_s), qPrintable(said));
        QVERIFY2(!said.contains(u"Claim, "_s), qPrintable(said));
        QVERIFY2(said.contains(u"(II.6.4)"_s), qPrintable(said));
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
    }

    void aRejectionByEmailMayBarFurtherClaims_III_6_7()
    {
        // By e-mail the form offers the bar with its clause, for a rejection only; by post it is not there
        // (II.6.8's penalty days are).
        tournament::Tournament byEmail = testing::claimTestTournament();
        byEmail.rules = u"fzshu-email"_s;
        ui::ClaimDialog dialog(byEmail,
            {testing::testGameFile(u"overstep-black.game.json"_s)},
            tournament::JudgeClaim{},
            QDate(2018, 3, 20));
        claimSentOn25February(dialog);
        auto* bar = dialog.findChild<QCheckBox*>(u"barsFurtherClaims"_s);
        QVERIFY(!bar->isHidden());
        QVERIFY(!bar->isEnabled()); // pending
        dialog.findChild<QComboBox*>(u"decision"_s)->setCurrentIndex(2); // rejected
        QVERIFY(bar->isEnabled());
        bar->setChecked(true);
        QVERIFY(dialog.claim().barsFurtherClaims);
        const QList<QLabel*> labels = dialog.findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [](const QLabel* each) {
            return each->text().contains(u"(III.6.7)"_s); // the row names its clause
        }));
        dialog.findChild<QComboBox*>(u"decision"_s)->setCurrentIndex(1); // upheld: no bar
        QVERIFY(!bar->isEnabled());
        QVERIFY(!dialog.claim().barsFurtherClaims);

        ui::ClaimDialog byPost(testing::claimTestTournament(),
            {testing::testGameFile(u"overstep-black.game.json"_s)},
            tournament::JudgeClaim{},
            QDate(2018, 3, 20));
        QVERIFY(byPost.findChild<QCheckBox*>(u"barsFurtherClaims"_s)->isHidden());
    }

    void aWithdrawalAfterTodayIsRefused()
    {
        ui::WithdrawalDialog dialog(testing::claimTestTournament(), u"p1"_s, QDate(2018, 3, 1));
        dialog.findChild<QComboBox*>(u"decision"_s)->setCurrentIndex(1);
        dialog.findChild<ui::DateField*>(u"date"_s)->setDate(QDate(2018, 3, 2));
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QCOMPARE(problemOf(dialog),
            u"The withdrawal cannot be recorded: «Withdrew on»: 2 March 2018 is after today (1 March 2018): "
            "only what has already happened is recorded"_s);
        QVERIFY(dialog.withdrawal()); // nothing of the form lost: mended, it goes
        dialog.findChild<ui::DateField*>(u"date"_s)->setDate(QDate(2018, 3, 1));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void aResultReportedAfterTodayIsRefused()
    {
        ui::ResultDialog dialog(testing::claimTestTournament(), 0, QDate(2018, 6, 1));
        dialog.findChild<QComboBox*>(u"result"_s)->setCurrentIndex(1);
        dialog.findChild<ui::OptionalDateEdit*>(u"recordReceived"_s)->setDate(QDate(2018, 6, 5), {});
        dialog.accept();
        QVERIFY(dialog.QDialog::result() != QDialog::Accepted);
        QCOMPARE(problemOf(dialog),
            u"The result cannot be recorded: «Game record received on»: 5 June 2018 is after today (1 June "
            "2018): only what has already happened is recorded"_s);
        // A date left unknown is no date: the record not in yet is recorded as such.
        dialog.findChild<ui::OptionalDateEdit*>(u"recordReceived"_s)
            ->setDate(std::nullopt, QDate(2018, 6, 5));
        QCOMPARE(problemOf(dialog), QString());
        dialog.accept();
        QCOMPARE(dialog.QDialog::result(), int(QDialog::Accepted));
    }

    void aGameInProgressHasNoDatesToRefuse()
    {
        // In progress, the dates are greyed from the start: none is checked, whatever it holds.
        ui::ResultDialog dialog(testing::claimTestTournament(), 0, QDate(2018, 6, 1));
        QVERIFY(!dialog.findChild<ui::OptionalDateEdit*>(u"reportedOn"_s)->isEnabled());
        QVERIFY(!dialog.findChild<ui::OptionalDateEdit*>(u"recordReceived"_s)->isEnabled());
        dialog.findChild<ui::OptionalDateEdit*>(u"reportedOn"_s)->setDate(QDate(2018, 6, 9), {});
        dialog.accept();
        QCOMPARE(dialog.QDialog::result(), int(QDialog::Accepted));
        QCOMPARE(dialog.reportedOn(), std::nullopt);
    }

    void anAdjudicationDecidedAfterTodayIsRefused()
    {
        tournament::Adjudication adjudication;
        adjudication.game = 0;
        adjudication.whitePacket = QDate(2020, 1, 10);
        adjudication.adjudicator = u"Adjudicator A."_s;
        adjudication.decision = tournament::GameResult::WhiteWon;
        adjudication.decidedOn = QDate(2020, 2, 12);
        ui::AdjudicationDialog dialog(testing::claimTestTournament(), adjudication, QDate(2020, 2, 10));
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QVERIFY2(dialog.problem().startsWith(u"The adjudication cannot be registered: «"_s)
                && dialog.problem().contains(u"»: 12 February 2020 is after today (10 February 2020)"_s),
            qPrintable(dialog.problem()));
    }

    void theLastMoveIsTheCardsOwn_II_9_9()
    {
        // The letter names the last move made to both players: with the game's cards held, it is theirs.
        tournament::Adjudication adjudication;
        adjudication.game = 0;
        adjudication.whitePacket = QDate(2020, 1, 3);
        adjudication.blackPacket = QDate(2020, 1, 4);
        adjudication.adjudicator = u"Adjudicator A."_s;
        adjudication.decision = tournament::GameResult::WhiteWon;
        adjudication.decidedOn = QDate(2020, 1, 20);
        ui::AdjudicationDialog dialog(testing::claimTestTournament(), adjudication, QDate(2020, 1, 20));
        dialog.setLastMoveInCards(u"12. 0-0-0"_s);
        auto* lastMove = dialog.findChild<QLineEdit*>(u"lastMove"_s);
        QCOMPARE(lastMove->text(), u"12. 0-0-0"_s); // filled in from the cards
        lastMove->setText(u"7. Кg1-f3"_s);
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QCOMPARE(dialog.problem(),
            u"The adjudication cannot be registered: «Last move made»: the game's cards end with 12. 0-0-0, "
            u"not "
            "“7. Кg1-f3”; the letter names the last move made (II.9.9)."_s);
        lastMove->setText(u"12.0-0-0"_s); // the same move, spaced otherwise
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void aDecisionBeforeThePacketsAreDueIsSaidAsItIsMade_II_9_5()
    {
        // Black's packet may come until 15 January 2020: a decision of the 10th is refused as it is chosen,
        // and the form's stage stays "awaiting packets" (it read «final: no appeal» above the refusal).
        tournament::Adjudication adjudication;
        adjudication.game = 0;
        adjudication.whitePacket = QDate(2020, 1, 3);
        adjudication.adjudicator = u"Adjudicator A."_s;
        ui::AdjudicationDialog dialog(testing::claimTestTournament(), adjudication, QDate(2020, 1, 10));
        QCOMPARE(dialog.findChild<QLabel*>(u"game"_s)->text(), u"Game: 1. Claimant C. – Slow S."_s);
        const QString before = dialog.stage();
        auto* decision = dialog.findChild<QComboBox*>(u"decision"_s);
        decision->setCurrentIndex(decision->findData(u"1-0"_s));
        QVERIFY2(dialog.problem().contains(u"is before the packets are in"_s), qPrintable(dialog.problem()));
        QCOMPARE(dialog.stage(), before);
        QVERIFY2(!dialog.stage().contains(u"(II.9.8)"_s) && !dialog.stage().contains(u"[II.9.8]"_s),
            qPrintable(dialog.stage()));
    }

    void aZeroZeroIsOneForNoRecord_II_9_3()
    {
        ui::ResultDialog dialog(testing::claimTestTournament(), 0, QDate(2018, 6, 1));
        auto* result = dialog.findChild<QComboBox*>(u"result"_s);
        result->setCurrentIndex(result->findData(u"1-0"_s));
        QCOMPARE(dialog.how(), tournament::ResultHow::Played);
        result->setCurrentIndex(result->findData(u"0-0"_s));
        QCOMPARE(dialog.how(), tournament::ResultHow::NoRecord); // not «played» beside «both lost»
    }

    void sectionVOptionsOnlyWhereSectionVApplies_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<bool>("offered");
        QTest::addColumn<QString>("withdrawalClause");
        QTest::newRow("II.8.1 a postal event") << u"fzshu-postal"_s << false << u"II.8.1"_s;
        QTest::newRow("V.8.2 a server event") << u"fzshu-server"_s << true << u"V.8.2"_s;
    }

    void sectionVOptionsOnlyWhereSectionVApplies()
    {
        QFETCH(QString, rules);
        QFETCH(bool, offered);
        QFETCH(QString, withdrawalClause);
        tournament::Tournament event = testing::claimTestTournament();
        event.rules = rules;
        const auto offers = [](const QComboBox* box, const QString& words) {
            return box->findText(words, Qt::MatchContains) >= 0;
        };
        ui::WithdrawalDialog withdrawal(event, u"p1"_s, QDate(2018, 3, 1));
        auto* decisions = withdrawal.findChild<QComboBox*>(u"decision"_s);
        // Each decision cites the event's own clause (a server's withdrawal is V.8.2, not II.8.1).
        QVERIFY(offers(decisions, u"unfinished games not counted (%1)"_s.arg(withdrawalClause)));
        QCOMPARE(offers(decisions, u"no game counted (V.8.2)"_s), offered);
        ui::ResultDialog result(event, 0, QDate(2018, 6, 1));
        QCOMPARE(offers(result.findChild<QComboBox*>(u"result"_s), u"(V.8.1)"_s), offered);
        // Each form names whom it is about.
        const QString player = event.playerName(u"p1"_s);
        const QList<QLabel*> labels = withdrawal.findChildren<QLabel*>();
        QVERIFY(std::any_of(
            labels.begin(), labels.end(), [&](const QLabel* label) { return label->text() == player; }));
    }

    // The judge's name signs every letter of the event: typed into the claims tab and the window closed at
    // once, it is kept (the sanitizer build found the line edit saying its editing finished only once the
    // panel was half destroyed); a window closed untouched leaves alone what another window kept since.
    void theJudgesNameTypedIsKeptWhenTheWindowCloses()
    {
        QSettings().setValue(u"judge/name"_s, u"Бойко Т. С."_s);
        auto* typedInto = new ui::ClaimsPanel;
        auto* untouched = new ui::ClaimsPanel;
        typedInto->QWidget::show();
        QVERIFY(QTest::qWaitForWindowExposed(typedInto));
        typedInto->activateWindow();
        auto* name = typedInto->findChild<QLineEdit*>(u"judgeName"_s);
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, u"Koval P. R."_s);
        delete typedInto;
        QCOMPARE(QSettings().value(u"judge/name"_s).toString(), u"Koval P. R."_s);
        delete untouched;
        QCOMPARE(QSettings().value(u"judge/name"_s).toString(), u"Koval P. R."_s);
        QSettings().remove(u"judge/name"_s);
        QSettings().remove(u"judge/address"_s);
    }
};

QTEST_MAIN(TestJudgeForms)
#include "tst_judgeforms.moc"
