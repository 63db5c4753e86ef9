// SPDX-License-Identifier: GPL-3.0-or-later
// The judge's edits through the tournament window's forms, as helper-35 made them on the demo's semifinal:
// OK on a result left as it was changes nothing (a counted draw stopped counting, II.9.1); a recorded result
// is replaced only when meant; a 0-0 for no record from either awaits no record (II.9.3); a date that is no
// date is refused, never stored as another day; and a refused edit keeps its form open over what was typed.
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "core/storage/sqlitearchive.h"
#include "core/tournament/crosstable.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/tournamentfixture.h"
#include "ui/tournament/resultdialog.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/tournament/withdrawaldialog.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/optionaldateedit.h"

using namespace Qt::StringLiterals;
using namespace postmark;

namespace {

const QDate Today(2018, 6, 1);

/// The test event with its second game drawn and counted as it is: no dates, as an imported result has.
tournament::Tournament withGame2Drawn()
{
    tournament::Tournament event = testing::claimTestTournament();
    event.games[1].result = tournament::GameResult::Draw;
    return event;
}

/// Opens the result form of game `row` + 1 from the Games tab, as the judge does.
void openResultForm(ui::TournamentWindow& window, int row)
{
    auto* games = window.findChild<QTableView*>(u"games"_s);
    games->setCurrentIndex(games->model()->index(row, 0));
    QTest::mouseClick(window.findChild<QPushButton*>(u"recordResult"_s), Qt::LeftButton);
}

tournament::CrosstableCell::State stateOfGame(const tournament::Tournament& event, int game)
{
    return tournament::computeCrosstable(event).games[game].first.state;
}

/// Types `text` into the date field named `name` under `root`, as the keyboard does.
void typeDate(QWidget& root, const QString& name, const QString& text)
{
    auto* edit = root.findChild<ui::DateField*>(name)->findChild<QLineEdit*>();
    edit->clear();
    QTest::keyClicks(edit, text);
}

QString problemOf(const QDialog& dialog)
{
    return dialog.findChild<QLabel*>(u"problem"_s)->text();
}

} // namespace

class TestJudgeEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void okOnAResultLeftAsItWasChangesNothing()
    {
        ui::TournamentWindow window(withGame2Drawn(), {}, Today);
        QCOMPARE(stateOfGame(window.event(), 1), tournament::CrosstableCell::State::Scored);
        bool datesAsRecorded = false;
        testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& dialog) {
            // Counted as it is: no "reported today" filled in, which would set it back to awaiting its
            // record.
            datesAsRecorded = !dialog.reportedOn() && !dialog.recordReceived();
            dialog.accept();
        });
        openResultForm(window, 1);
        QVERIFY(datesAsRecorded);
        QCOMPARE(window.event().games[1].result, tournament::GameResult::Draw);
        QCOMPARE(window.event().games[1].reportedOn, std::nullopt);
        QCOMPARE(stateOfGame(window.event(), 1), tournament::CrosstableCell::State::Scored);
    }

    void aRecordedResultIsReplacedOnlyWhenMeant()
    {
        ui::TournamentWindow window(withGame2Drawn(), {}, Today);
        QString asked;
        testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& dialog) {
            dialog.setResult(tournament::GameResult::BothLost, tournament::ResultHow::NoRecord);
            testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
                asked = box.text();
                QCOMPARE(box.defaultButton()->objectName(), u"goBack"_s); // a slip kept by Enter too
                box.findChild<QPushButton*>(u"goBack"_s)->click();
            });
            dialog.accept();
            QVERIFY(dialog.isVisible()); // kept: the form is the judge's to mend or cancel
            dialog.done(QDialog::Rejected); // as a test closes it: not the question Escape asks
        });
        openResultForm(window, 1);
        // (The scores keep to one line: word joiners beside their dashes.)
        QCOMPARE(
            asked.remove(QChar(0x2060)), u"The game has its result recorded: ½–½. Record 0–0 instead?"_s);
        QCOMPARE(window.event().games[1].result, tournament::GameResult::Draw);
        testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& dialog) {
            dialog.setResult(tournament::GameResult::BothLost, tournament::ResultHow::NoRecord);
            testing::onNextDialog<QMessageBox>(
                [](QMessageBox& box) { box.findChild<QPushButton*>(u"proceed"_s)->click(); });
            dialog.accept();
        });
        openResultForm(window, 1);
        QCOMPARE(window.event().games[1].result, tournament::GameResult::BothLost);
    }

    void aResultTheCardsContradictIsAsked_II_9_1()
    {
        // The cards of pairing 1 (Claimant C. against Slow S.) record Black's resignation: 0-1 picked from
        // the list by a slip is asked about, naming what the cards say; the cards' own result is not.
        ledger::GameFile cards = testing::testGameFile(u"overstep-black.game.json"_s);
        cards.result = ledger::GameResult{u"1-0"_s, ledger::ResultHow::Resignation, QDate(2018, 2, 20)};
        ui::TournamentWindow window(testing::claimTestTournament(), {cards}, Today);
        QString asked;
        testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& dialog) {
            dialog.setResult(tournament::GameResult::BlackWon, tournament::ResultHow::Played);
            testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
                asked = box.text();
                QCOMPARE(box.defaultButton()->objectName(), u"goBack"_s);
                box.findChild<QPushButton*>(u"goBack"_s)->click();
            });
            dialog.accept();
            QVERIFY(dialog.isVisible()); // kept, to mend
            dialog.done(QDialog::Rejected); // as a test closes it: not the question Escape asks
        });
        openResultForm(window, 0);
        QCOMPARE(asked.remove(QChar(0x2060)),
            u"The game's cards record 1–0, resignation, 20 February 2018. Record 0–1 all the same?"_s);
        QCOMPARE(window.event().games[0].result, std::nullopt);
        // The judge who means it (an adjudication, a forfeit the cards do not know) records it.
        testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& dialog) {
            dialog.setResult(tournament::GameResult::BlackWon, tournament::ResultHow::TimeForfeit);
            testing::onNextDialog<QMessageBox>(
                [](QMessageBox& box) { box.findChild<QPushButton*>(u"proceed"_s)->click(); });
            dialog.accept();
        });
        openResultForm(window, 0);
        QCOMPARE(window.event().games[0].result, tournament::GameResult::BlackWon);
        // What the cards say is recorded without a question.
        ui::TournamentWindow again(testing::claimTestTournament(), {cards}, Today);
        testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& dialog) {
            dialog.setResult(tournament::GameResult::WhiteWon, tournament::ResultHow::Played);
            dialog.accept();
            QVERIFY(!dialog.isVisible());
        });
        openResultForm(again, 0);
        QCOMPARE(again.event().games[0].result, tournament::GameResult::WhiteWon);
        // Replacing a recorded result with one the cards contradict says both (helper-48 was asked only
        // about the recorded one).
        testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& dialog) {
            dialog.setResult(tournament::GameResult::Draw, tournament::ResultHow::Played);
            testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
                asked = box.text();
                box.findChild<QPushButton*>(u"goBack"_s)->click();
            });
            dialog.accept();
            dialog.done(QDialog::Rejected); // as a test closes it: not the question Escape asks
        });
        openResultForm(again, 0);
        QCOMPARE(asked.remove(QChar(0x2060)),
            u"The game has its result recorded: 1–0. The game's cards record 1–0, resignation, 20 February "
            u"2018. "
            u"Record ½–½ instead?"_s);
        QCOMPARE(again.event().games[0].result, tournament::GameResult::WhiteWon);
    }

    void aResultOverAPendingClaimIsAsked_II_6_6()
    {
        // A claim on pairing 1 waits for its objection window: a result recorded from the Games tab would
        // leave it pending beside the result (helper-48). Asked, naming the claim; kept when not meant.
        ui::TournamentWindow window(testing::claimTestTournament(), {}, Today);
        QVERIFY(window.recordClaim(testing::overstepClaim()));
        QString asked;
        QString note;
        testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& dialog) {
            note = dialog.findChild<QLabel*>(u"pendingClaim"_s)->text(); // said as the form opens
            dialog.setResult(tournament::GameResult::WhiteWon, tournament::ResultHow::TimeForfeit);
            testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
                asked = box.text();
                box.findChild<QPushButton*>(u"goBack"_s)->click();
            });
            dialog.accept();
            QVERIFY(dialog.isVisible());
            dialog.done(QDialog::Rejected); // as a test closes it: not the question Escape asks
        });
        openResultForm(window, 0);
        QVERIFY2(asked.contains(
                     u"A forfeit claim on the game, sent 25 February 2018, is not yet decided (II.6.6)"_s),
            qPrintable(asked));
        QVERIFY2(
            asked.endsWith(u"all the same?"_s), qPrintable(asked)); // nothing recorded to stand «instead» of
        QVERIFY2(note.startsWith(
                     u"A forfeit claim on the game, sent 25 February 2018, is not yet decided (II.6.6): "
                     u"the game is suspended"_s),
            qPrintable(note));
        QCOMPARE(window.event().games[0].result, std::nullopt);
    }

    void aZeroZeroForNoRecordAwaitsNoRecord_II_9_3()
    {
        ui::ResultDialog dialog(testing::claimTestTournament(), 0, Today);
        dialog.setResult(tournament::GameResult::WhiteWon, tournament::ResultHow::Played);
        QVERIFY(dialog.findChild<ui::OptionalDateEdit*>(u"recordReceived"_s)->isEnabled());
        dialog.findChild<QComboBox*>(u"result"_s)
            ->setCurrentIndex(dialog.findChild<QComboBox*>(u"result"_s)->findData(u"0-0"_s));
        QCOMPARE(dialog.result(), tournament::GameResult::BothLost);
        // No record came from either: none is awaited, and the 0-0 counts at once.
        QVERIFY(!dialog.findChild<ui::OptionalDateEdit*>(u"reportedOn"_s)->isEnabled());
        QVERIFY(!dialog.findChild<ui::OptionalDateEdit*>(u"recordReceived"_s)->isEnabled());
        QCOMPARE(dialog.reportedOn(), std::nullopt);
        // And a 0-0 stored with a report date (an older file) still counts: it awaits no record.
        tournament::Tournament event = testing::claimTestTournament();
        event.games[0].result = tournament::GameResult::BothLost;
        event.games[0].reportedOn = QDate(2018, 5, 1);
        QCOMPARE(stateOfGame(event, 0), tournament::CrosstableCell::State::Scored);
        event.games[0].result = tournament::GameResult::WhiteWon;
        QCOMPARE(stateOfGame(event, 0), tournament::CrosstableCell::State::AwaitingRecord); // II.9.1
    }

    void aDateThatIsNoDateIsRefusedNotStoredAsAnother()
    {
        // «31.02.2018» keeps the field's last good day underneath: stored, that day would stand for it.
        ui::WithdrawalDialog withdrawal(testing::claimTestTournament(), u"p2"_s, Today);
        withdrawal.findChild<QComboBox*>(u"decision"_s)->setCurrentIndex(1);
        typeDate(withdrawal, u"date"_s, u"31.02.2018"_s);
        withdrawal.accept();
        QVERIFY(withdrawal.result() != QDialog::Accepted);
        QVERIFY2(problemOf(withdrawal).contains(u"“31.02.2018” is not a date"_s),
            qPrintable(problemOf(withdrawal)));
        // Before the event's start (1 January 2018), said as such: not "no date", nor stored as another day.
        typeDate(withdrawal, u"date"_s, u"15.12.2017"_s);
        withdrawal.accept();
        QVERIFY(withdrawal.result() != QDialog::Accepted);
        QVERIFY2(problemOf(withdrawal)
                     .contains(u"15 December 2017 is before 1 January 2018, the first day it may be"_s),
            qPrintable(problemOf(withdrawal)));
        typeDate(withdrawal, u"date"_s, u"28.02.2018"_s);
        withdrawal.accept();
        QCOMPARE(withdrawal.result(), int(QDialog::Accepted));
        QCOMPARE(withdrawal.withdrawal()->date, QDate(2018, 2, 28));

        ui::ResultDialog result(testing::claimTestTournament(), 0, Today);
        result.setResult(tournament::GameResult::WhiteWon, tournament::ResultHow::Played);
        typeDate(*result.findChild<ui::OptionalDateEdit*>(u"reportedOn"_s), {}, u"31.02.2018"_s);
        result.accept();
        QVERIFY(result.QDialog::result() != QDialog::Accepted);
        QVERIFY2(problemOf(result).contains(u"«Result reported on»: “31.02.2018” is not a date"_s),
            qPrintable(problemOf(result)));
    }

    void aRefusedEditKeepsItsFormAndWhatWasTyped_data()
    {
        QTest::addColumn<bool>("inAnArchive");
        QTest::newRow("a tournament file") << false;
        QTest::newRow("the archive's event") << true;
    }

    void aRefusedEditKeepsItsFormAndWhatWasTyped()
    {
        // The record dated before the event's start (1 January 2018): the archive's check refuses it.
        QFETCH(bool, inAnArchive);
        ui::TournamentWindow window(testing::claimTestTournament(), {}, Today);
        QTemporaryDir dir;
        std::unique_ptr<storage::SqliteArchive> archive;
        if (inAnArchive) {
            archive = storage::SqliteArchive::open(dir.filePath(u"judge.postmark"_s)).value();
            window.attachArchive(
                archive.get(), archive->importTournament(testing::claimTestTournament()).value());
        }
        QString said;
        std::optional<tournament::GameResult> kept;
        testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& dialog) {
            dialog.setResult(tournament::GameResult::WhiteWon, tournament::ResultHow::Played);
            dialog.findChild<ui::OptionalDateEdit*>(u"recordReceived"_s)->setDate(QDate(2017, 12, 1), {});
            testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& again) {
                said = problemOf(again);
                kept = again.result();
                again.done(QDialog::Rejected); // as a test closes it: not the question Escape asks
            });
            dialog.accept();
        });
        openResultForm(window, 0);
        // Said as the field and why, the same from an archive as from a file (helper-53 read «The change to
        // … cannot be stored. (…)» from the archive).
        QVERIFY2(said.startsWith(u"Not recorded: «"_s) && said.contains(u"1 December 2017"_s)
                && !said.contains(u"cannot be stored"_s),
            qPrintable(said));
        QCOMPARE(kept, tournament::GameResult::WhiteWon);
        QCOMPARE(window.event().games[0].result, std::nullopt); // nothing stored
        if (archive)
            QCOMPARE(
                archive->tournament(archive->tournaments().value().constFirst().id).value().games[0].result,
                std::nullopt);
    }

    void anAdjudicationStepWithNothingToAdjudicateSaysSo()
    {
        // No game awaits adjudication two years before the end: the tab's buttons say so when clicked,
        // not nothing (helper-55 took the silence for a broken button).
        ui::TournamentWindow window(testing::claimTestTournament(), {}, Today);
        for (const QString& button : {u"editAdjudication"_s, u"printAdjudication"_s}) {
            window.statusBar()->clearMessage();
            QTest::mouseClick(window.findChild<QPushButton*>(button), Qt::LeftButton);
            QVERIFY2(window.statusBar()->currentMessage().startsWith(u"No game awaits adjudication as of "_s),
                qPrintable(button + u": "_s + window.statusBar()->currentMessage()));
        }
    }

    void aGameBothWithdrawnPlayersLostIsSaidInItsForm_II_8_1()
    {
        // Claimant C. and Slow S. both withdrew the same day, their unfinished games lost: their game is −/−
        // by the decisions, which the form says above its «in progress» (helper-37 read the two as
        // contradicting).
        tournament::Tournament event = testing::claimTestTournament();
        event.withdrawals = {{u"p1"_s, QDate(2018, 3, 1), tournament::WithdrawalDecision::Loss},
            {u"p2"_s, QDate(2018, 3, 1), tournament::WithdrawalDecision::Loss}};
        ui::TournamentWindow window(event, {}, Today);
        auto* games = window.findChild<QTableView*>(u"games"_s);
        QCOMPARE(games->model()->index(0, 3).data().toString(), u"−/−"_s);
        QString said;
        testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& dialog) {
            said = dialog.findChild<QLabel*>(u"scoredByDecision"_s)->text();
            dialog.done(QDialog::Rejected); // as a test closes it: not the question Escape asks
        });
        openResultForm(window, 0);
        QCOMPARE(said,
            u"The withdrawal decision scores this game −/− (II.8.1); a result recorded here takes its place."_s);
    }

    void theWithdrawalFormSaysWhatEachDecisionDoesAndKeepsItsButtonsWhereTheyWere()
    {
        // What the decision chosen does is said as it is chosen (helper-73 read the note on lost games
        // whatever was chosen), and the buttons do not move as it changes (helper-37).
        ui::TournamentWindow window(testing::claimTestTournament(), {}, Today);
        QList<int> heights;
        QStringList helps;
        testing::onNextDialog<ui::WithdrawalDialog>([&](ui::WithdrawalDialog& dialog) {
            auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
            auto* decisions = dialog.findChild<QComboBox*>(u"decision"_s);
            for (int decision = 0; decision < decisions->count(); ++decision) {
                decisions->setCurrentIndex(decision);
                dialog.layout()->activate();
                heights.append(ok->mapTo(&dialog, QPoint()).y());
                helps.append(dialog.findChild<QLabel*>(u"decisionHelp"_s)->text());
            }
            dialog.done(QDialog::Rejected); // as a test closes it: not the question Escape asks
        });
        auto* players = window.findChild<QTableView*>(u"players"_s);
        players->setCurrentIndex(players->model()->index(1, 0));
        QTest::mouseClick(window.findChild<QPushButton*>(u"recordWithdrawal"_s), Qt::LeftButton);
        QCOMPARE(helps.size(), 4); // has not withdrawn, lost, adjudicated, not counted
        QCOMPARE(helps[0], u"Choose what becomes of the player's unfinished games."_s);
        QVERIFY2(helps[1].startsWith(u"Each unfinished game is lost by the player"_s), qPrintable(helps[1]));
        QVERIFY2(helps[2].contains(u"Adjudications tab"_s), qPrintable(helps[2]));
        QVERIFY2(helps[3].startsWith(u"The unfinished games are not counted"_s), qPrintable(helps[3]));
        QVERIFY(heights.first() > 0);
        for (int height : std::as_const(heights))
            QCOMPARE(height, heights.first());
    }

    void theNumberColumnFitsTheGameFound()
    {
        // 15 players, 105 games as a semifinal has: game 89's result recorded while it alone was found, then
        // game 101 found — its number read «…» (helper-37).
        tournament::Tournament event = testing::claimTestTournament();
        event.players.clear();
        event.games.clear();
        for (int i = 1; i <= 15; ++i)
            event.players.append({u"p%1"_s.arg(i), u"Player %1"_s.arg(i), {}, std::nullopt});
        for (int a = 1; a <= 15; ++a) {
            for (int b = a + 1; b <= 15; ++b)
                event.games.append(
                    {u"p%1"_s.arg(a), u"p%1"_s.arg(b), std::nullopt, tournament::ResultHow::Played, {}, {}});
        }
        ui::TournamentWindow window(event, {}, Today);
        window.show();
        auto* find = window.findChild<QLineEdit*>(u"gamesFilter"_s);
        auto* games = window.findChild<QTableView*>(u"games"_s);
        find->setText(u"89"_s);
        QVERIFY(window.recordResult(88, tournament::GameResult::Draw, tournament::ResultHow::Played));
        find->setText(u"101"_s);
        QCOMPARE(games->model()->rowCount(), 1);
        QVERIFY2(games->columnWidth(0) >= games->sizeHintForIndex(games->model()->index(0, 0)).width(),
            qPrintable(u"%1 < %2"_s.arg(games->columnWidth(0))
                           .arg(games->sizeHintForIndex(games->model()->index(0, 0)).width())));
    }
};

QTEST_MAIN(TestJudgeEdits)
#include "tst_judgeedits.moc"
