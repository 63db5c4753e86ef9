// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament window as a judge rules in it: a claim checked, suspending the game and decided, its
// form's refusals and the appeal windows; adjudication step by step; results and withdrawals edited, undone
// and redone in the archive; the leave register; the result form and its dates.
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>

#include "core/ledger/gamefilereader.h"
#include "core/storage/sqlitearchive.h"
#include "core/tournament/bergerpairings.h"
#include "core/tournament/tournamentfilereader.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/tournamentfixture.h"
#include "tests/support/ukrainian.h"
#include "tests/ui/tournamentwindowtests.h"
#include "ui/mainwindow.h"
#include "ui/tournament/adjudicationdialog.h"
#include "ui/tournament/claimdialog.h"
#include "ui/tournament/crosstablemodel.h"
#include "ui/tournament/newtournamentdialog.h"
#include "ui/tournament/pairingsmodel.h"
#include "ui/tournament/playerdialog.h"
#include "ui/tournament/resultdialog.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/tournament/withdrawaldialog.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/optionaldateedit.h"
#include "ui/widgets/unbrokentext.h"

using namespace postmark;
using namespace postmark::testing::tournamentwindow;
using namespace Qt::StringLiterals;

class TestJudgeWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void claimFromTheArchiveIsCheckedSuspendsTheGameAndIsDecided()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"judge.postmark"_s);
        {
            auto archive = storage::SqliteArchive::open(path);
            QVERIFY(archive);
            QVERIFY((*archive)->importTournament(testing::claimTestTournament()));
            QVERIFY((*archive)->addGame(
                testing::testGameFile(u"overstep-black.game.json"_s), QDate(2018, 2, 25)));
            ui::MainWindow main;
            QVERIFY(main.openArchive(**archive, QDate(2018, 3, 1)));
            ui::TournamentWindow* window = main.openArchiveTournament(0);
            QVERIFY(window);
            window->setJudgeName(u"Judge J."_s);
            auto* tabs = window->findChild<QTabWidget*>(u"tabs"_s);
            tabs->setCurrentIndex(3);

            // A new claim takes the game's cards in the archive as the evidence and recomputes them.
            QString finding;
            testing::onNextDialog<ui::ClaimDialog>([&](ui::ClaimDialog& dialog) {
                dialog.findChild<postmark::ui::DateField*>(u"sent"_s)->setDate(QDate(2018, 2, 25));
                dialog.findChild<QLineEdit*>(u"sealedMove"_s)->setText(u"Кg1-f3"_s);
                finding = dialog.finding();
                testing::saveScreenshot(dialog, u"claimdialog"_s);
                dialog.accept();
            });
            QTest::mouseClick(window->findChild<QPushButton*>(u"newClaim"_s), Qt::LeftButton);
            QVERIFY2(finding.startsWith(
                         u"The claim holds [II.6.1]: the overstep holds: the total of Black, 45 days after "
                         u"move 1, exceeds 40 days"_s),
                qPrintable(finding));
            // The table (II.6.2): each move's line says the move and its days once, then where they come
            // from.
            QVERIFY2(finding.contains(u"move 1: 45 days + 0 penalty, total 45 — received "_s),
                qPrintable(finding));
            QVERIFY2(!finding.contains(u"— Black, move 1"_s), qPrintable(finding));
            // The overstep and the claim window said once, in the finding's first line (helper-31 read them
            // twice).
            QCOMPARE(finding.count(u"exceeds 40 days"_s), 1);
            QCOMPARE(finding.count(u"control move 10"_s), 1);
            auto* claims = window->findChild<QTableView*>(u"claims"_s);
            QCOMPARE(claims->model()->rowCount(), 1);
            QCOMPARE(claims->model()->index(0, 0).data().toString(), u"1. Claimant C. – Slow S."_s);
            QCOMPARE(claims->model()->index(0, 3).data().toString(), u"overstep holds [II.6.1]"_s);
            QCOMPARE(claims->model()->index(0, 4).data().toString(), u"notice receipt unknown"_s);
            // II.6.6: the game is suspended from the claim; the agenda waits for the judge.
            auto* games = window->findChild<QTableView*>(u"games"_s);
            QVERIFY(games->model()
                        ->index(0, ui::PairingsModel::StateColumn)
                        .data()
                        .toString()
                        .contains(u"(II.6.6)"_s));
            auto* agenda = window->findChild<QTableView*>(u"agenda"_s);
            QStringList steps;
            for (int row = 0; row < agenda->model()->rowCount(); ++row) {
                if (agenda->model()->index(row, 1).data().toString() == u"1. Claimant C. – Slow S."_s)
                    steps.append(agenda->model()->index(row, 3).data().toString() + u' '
                        + agenda->model()->index(row, 0).data().toString());
            }
            // The decision has no date yet: the notice's receipt, from which the objection runs, is unknown.
            QCOMPARE(steps, QStringList{u"II.6.6 no date yet"_s});
            // ...said whole, wherever in the list it is (the column was sized on the dated rows it showed).
            QVERIFY(agenda->columnWidth(0) > agenda->fontMetrics().horizontalAdvance(u"no date yet"_s));
            QVERIFY(QTest::qWaitForWindowExposed(window));
            window->findChild<QTabWidget*>(u"tabs"_s)->setCurrentIndex(3);
            QCoreApplication::processEvents();
            testing::saveScreenshot(*window, u"tournamentwindow-claims"_s);
            // Every column of the register within the window: none cut off at its right edge.
            QVERIFY2(claims->horizontalHeader()->length() <= claims->viewport()->width(),
                qPrintable(
                    u"%1 > %2"_s.arg(claims->horizontalHeader()->length()).arg(claims->viewport()->width())));

            // Upheld (II.6.7): the crosstable shows the win on time at once.
            tournament::JudgeClaim claim = window->registers().claims.first();
            claim.decision = tournament::ClaimDecision::Upheld;
            claim.decidedOn = QDate(2018, 3, 10);
            // II.6.4: not while Slow S. may still object, unless the judge says why.
            QVERIFY(!window->recordClaim(claim));
            claim.noticeReceived = QDate(2018, 2, 27); // the objection days ran out on 6 March
            QVERIFY(window->recordClaim(claim));
            QCOMPARE(window->event().games[0].result, tournament::GameResult::WhiteWon);
            QCOMPARE(claims->model()->index(0, 5).data().toString(), u"upheld (II.6.5)"_s);
            // II.1.6: the appeal window waits for both players' receipts of the decision.
            QCOMPARE(claims->model()->index(0, 6).data().toString(),
                u"receipt of the decision not recorded: Claimant C., Slow S."_s);
            claim.claimantReceivedDecision = QDate(2018, 3, 13);
            claim.offenderReceivedDecision = QDate(2018, 3, 15);
            QVERIFY(window->recordClaim(claim));
            QCOMPARE(claims->model()->index(0, 6).data().toString(), ui::shownDate(QDate(2018, 3, 29)));
            QVERIFY2(window->findChild<QPlainTextEdit*>(u"claimDetail"_s)
                         ->toPlainText()
                         .contains(u"[II.1.6] The claim was upheld on 10 March 2018"_s),
                qPrintable(window->findChild<QPlainTextEdit*>(u"claimDetail"_s)->toPlainText()));
            claim.appealReceived = QDate(2018, 3, 24);
            claim.appellant = u"p2"_s;
            QVERIFY(window->recordClaim(claim));
            QCOMPARE(claims->model()->index(0, 6).data().toString(),
                u"appealed %1: with the appeals committee"_s.arg(ui::shownDate(QDate(2018, 3, 24))));
            QVERIFY2(window->findChild<QPlainTextEdit*>(u"claimDetail"_s)
                         ->toPlainText()
                         .contains(u"[II.1.6] Slow S. appealed on 24 March 2018 against the decision (the "
                                   u"claim was upheld on 10 March "
                                   u"2018): the appeals committee decides, finally"_s),
                qPrintable(window->findChild<QPlainTextEdit*>(u"claimDetail"_s)->toPlainText()));
            testing::saveScreenshot(*window, u"tournamentwindow-claims-appealed"_s);
            // A refused change says why and changes nothing.
            claim.decidedOn = QDate(2018, 2, 1);
            QVERIFY(!window->recordClaim(claim));
            QVERIFY2(window->statusBar()->currentMessage().contains(
                         u"Not recorded: «date of the decision»: 1 February 2018 is before the claim"_s),
                qPrintable(window->statusBar()->currentMessage()));
            QCOMPARE(window->registers().claims.first().decidedOn, QDate(2018, 3, 10));
        }
        // Stored: a new session reads the decision and the result back.
        auto archive = storage::SqliteArchive::open(path);
        QVERIFY(archive);
        const tournament::Tournament stored = (*archive)->tournament(1).value();
        QCOMPARE(stored.games[0].result, tournament::GameResult::WhiteWon);
        QCOMPARE(stored.games[0].how, tournament::ResultHow::TimeForfeit);
        QCOMPARE((*archive)->judgeRegisters(1)->claims.first().decision, tournament::ClaimDecision::Upheld);
    }

    void claimDialogRefusesWhatItCannotRegister()
    {
        tournament::JudgeClaim claim;
        claim.game = 1; // Slow S. – Third T.: no game file of it
        ui::ClaimDialog dialog(testing::claimTestTournament(),
            {testing::testGameFile(u"overstep-black.game.json"_s)},
            claim,
            QDate(2018, 3, 1));
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QVERIFY2(dialog.problem().startsWith(u"Evidence: load the claimant's game file"_s),
            qPrintable(dialog.problem()));
        QTemporaryDir dir;
        QFile bad(dir.filePath(u"bad.game.json"_s));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"format": "postmark-game", "version": 1})");
        bad.close();
        QVERIFY(!dialog.loadEvidence(bad.fileName()));
        QVERIFY2(dialog.problem().contains(u"is not a valid game file: The file, event: not filled in"_s),
            qPrintable(dialog.problem()));
        // The first pairing has the archive's cards; a decision dated before the claim is refused by name.
        dialog.findChild<QComboBox*>(u"game"_s)->setCurrentIndex(0);
        dialog.findChild<postmark::ui::DateField*>(u"sent"_s)->setDate(QDate(2018, 2, 25));
        dialog.findChild<QComboBox*>(u"decision"_s)->setCurrentIndex(2);
        dialog.findChild<postmark::ui::DateField*>(u"decidedOn"_s)->setDate(QDate(2018, 2, 20));
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QVERIFY2(dialog.problem().contains(
                     u"The claim cannot be registered: «date of the decision»: 20 February 2018 is before "
                     u"the claim was sent"_s),
            qPrintable(dialog.problem()));
        // Claimed by the offender himself: the cards say so.
        dialog.findChild<QComboBox*>(u"claimant"_s)->setCurrentIndex(1);
        QVERIFY2(dialog.finding().startsWith(u"The claim does not hold"_s), qPrintable(dialog.finding()));
    }

    void appealWindowsRunFromEachPlayersReceipt()
    {
        // II.1.6: a decided claim; each player's appeal runs from their own receipt of the decision.
        tournament::JudgeClaim claim;
        claim.game = 0;
        claim.claimant = u"p1"_s;
        claim.sent = QDate(2018, 2, 25);
        claim.decision = tournament::ClaimDecision::Upheld;
        claim.decidedOn = QDate(2018, 3, 10);
        ui::ClaimDialog claimDialog(testing::claimTestTournament(),
            {testing::testGameFile(u"overstep-black.game.json"_s)},
            claim,
            QDate(2018, 3, 20));
        QVERIFY2(claimDialog.finding().contains(u"the receipt of Slow S. is not recorded"_s),
            qPrintable(claimDialog.finding()));
        claimDialog.findChild<ui::OptionalDateEdit*>(u"claimantReceivedDecision"_s)
            ->setDate(QDate(2018, 3, 13), {});
        claimDialog.findChild<ui::OptionalDateEdit*>(u"offenderReceivedDecision"_s)
            ->setDate(QDate(2018, 3, 15), {});
        QCOMPARE(claimDialog.claim().offenderReceivedDecision, std::optional(QDate(2018, 3, 15)));
        QVERIFY2(claimDialog.finding().contains(
                     // II.1.6 sends a protest to the appeals committee; the registered letter is II.9.10's.
                     u"[II.1.6] The claim was upheld on 10 March 2018; a protest to the appeals committee "
                     u"within 14 days of receiving it: "
                     u"Claimant C. received it 13 March 2018: by 27 March 2018; Slow S. "
                     u"received it 15 March 2018: by 29 March 2018"_s),
            qPrintable(claimDialog.finding()));
        // Slow S. protests to the appeals committee (II.1.6).
        QVERIFY(!claimDialog.findChild<QComboBox*>(u"appellant"_s)->isEnabled());
        claimDialog.findChild<ui::OptionalDateEdit*>(u"appealReceived"_s)->setDate(QDate(2018, 3, 24), {});
        claimDialog.findChild<QComboBox*>(u"appellant"_s)->setCurrentIndex(1);
        QCOMPARE(claimDialog.claim().appellant, u"p2"_s);
        QCOMPARE(claimDialog.claim().appealReceived, std::optional(QDate(2018, 3, 24)));
        QCOMPARE(claimDialog.claim().committeeRuledOn, std::nullopt);
        testing::saveScreenshot(claimDialog, u"claimdialog-decided"_s);
        // Back to pending: no decision, so no receipt either.
        claimDialog.findChild<QComboBox*>(u"decision"_s)->setCurrentIndex(0);
        QVERIFY(!claimDialog.findChild<ui::OptionalDateEdit*>(u"claimantReceivedDecision"_s)->isEnabled());
        QCOMPARE(claimDialog.claim().claimantReceivedDecision, std::nullopt);

        // II.9.10: only White sent a packet; the appeal window closes 14 days after White's receipt.
        tournament::Adjudication adjudication;
        adjudication.game = 0;
        adjudication.whitePacket = QDate(2020, 1, 10);
        adjudication.adjudicator = u"Adjudicator A."_s;
        adjudication.decision = tournament::GameResult::WhiteWon;
        adjudication.decidedOn = QDate(2020, 2, 1);
        ui::AdjudicationDialog adjudicationDialog(
            testing::claimTestTournament(), adjudication, QDate(2020, 2, 10));
        QVERIFY2(adjudicationDialog.stage().contains(u"the receipt of Claimant C. is not recorded"_s),
            qPrintable(adjudicationDialog.stage()));
        adjudicationDialog.findChild<ui::OptionalDateEdit*>(u"whiteReceivedResult"_s)
            ->setDate(QDate(2020, 2, 5), {});
        QVERIFY2(adjudicationDialog.stage().contains(
                     u"Claimant C. received it 5 February 2020: by 19 February 2020"_s),
            qPrintable(adjudicationDialog.stage()));
        QCOMPARE(adjudicationDialog.adjudication().whiteReceivedResult, std::optional(QDate(2020, 2, 5)));
        testing::saveScreenshot(adjudicationDialog, u"adjudicationdialog-decided"_s);
    }

    void aWithdrawalsAdjudicationsFitTheRegister()
    {
        // helper-78 left a player's nine games to adjudication by his withdrawal: the players' full names and
        // the stage, sized to their text, took two thirds of the width, each reason wrapped to six lines and
        // six games filled the screen. The names and the stage wrap; the reason has the width left.
        tournament::Tournament event = testing::eventWithEveryWithdrawalDecision();
        for (tournament::Player& player : event.players)
            player.name = u"Гончаренко Микола Федорович %1"_s.arg(player.name.right(1));
        ui::TournamentWindow window(event, {}, QDate(2026, 12, 7));
        window.resize(1300, 700);
        window.findChild<QTabWidget*>(u"tabs"_s)->setCurrentIndex(4);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* adjudications = window.findChild<QTableView*>(u"adjudications"_s);
        QVERIFY(adjudications->model()->rowCount() >= 3); // p5's games not finished
        QVERIFY2(
            adjudications->columnWidth(5) >= adjudications->columnWidth(0) + adjudications->columnWidth(1),
            qPrintable(u"%1 %2 %3"_s.arg(adjudications->columnWidth(0))
                           .arg(adjudications->columnWidth(1))
                           .arg(adjudications->columnWidth(5))));
        const QFontMetrics metrics(adjudications->font());
        for (int row = 0; row < adjudications->model()->rowCount(); ++row) {
            for (const int column : {0, 5}) {
                const QString text =
                    ui::withReferencesUnbroken(adjudications->model()->index(row, column).data().toString());
                const QRect wrapped = metrics.boundingRect(
                    QRect(0, 0, adjudications->columnWidth(column), 10000), Qt::TextWordWrap, text);
                QVERIFY2(adjudications->rowHeight(row) >= wrapped.height(), qPrintable(text));
            }
        }
        // The note's clauses are not split after «II.» where it wraps (helper-78 read «(II.» / «9.6)»).
        QVERIFY(
            window.findChild<QLabel*>(u"adjudicationsNote"_s)->text().contains(u"(II.\u20609.\u20606)"_s));
    }

    void theAdjudicationFormNamesThePlayersWithoutDecliningThem()
    {
        // helper-78 read «Матеріали Олійник Степан Дмитрович:» — a name in the nominative where Ukrainian
        // wants the genitive. The labels put the name first, as it is written: «Олійник Степан Дмитрович,
        // матеріали:».
        testing::SpeakingUkrainian ukrainian;
        QVERIFY(ukrainian.loaded());
        tournament::Adjudication adjudication;
        adjudication.game = 0;
        ui::AdjudicationDialog dialog(testing::claimTestTournament(), adjudication, QDate(2020, 1, 20));
        QStringList labels;
        for (QLabel* label : dialog.findChildren<QLabel*>()) {
            if (label->buddy())
                labels.append(label->text().remove(u'&'));
        }
        // The result's receipt likewise (it said «… отримав результат: ☐ отримано», and a woman's «отримала»
        // was not to be had), and the last date's label says of what (helper-79 read «Дата остаточного:»).
        for (const QString& word : {u"матеріали:"_s, u"оцінка:"_s, u"результат:"_s}) {
            const qsizetype named =
                std::count_if(labels.cbegin(), labels.cend(), [&word](const QString& text) {
                    return text.endsWith(u", "_s + word)
                        && (text.startsWith(u"Claimant C."_s) || text.startsWith(u"Slow S."_s));
                });
            QVERIFY2(named == 2, qPrintable(labels.join(u" | "_s)));
        }
        QVERIFY2(labels.contains(u"Дата остаточного результату:"_s), qPrintable(labels.join(u" | "_s)));
        QCOMPARE(dialog.findChild<QPushButton*>(u"askEngine"_s)->text().remove(u'&'), u"Оцінити рушієм"_s);
        dialog.done(QDialog::Rejected);
    }

    void adjudicationIsRegisteredStepByStep()
    {
        {
            // Before the packets are due, the stage says by when (helper-75 found the day only in the
            // tooltip of a reason cut to its column): the end + 14 days (II.9.5).
            ui::TournamentWindow waiting(testing::claimTestTournament(), {}, QDate(2020, 1, 5));
            QCOMPARE(
                waiting.findChild<QTableView*>(u"adjudications"_s)->model()->index(0, 1).data().toString(),
                u"awaiting the packets (II.9.5), by %1"_s.arg(ui::shownDate(QDate(2020, 1, 15))));
        }
        // After the end: the two unfinished games wait for adjudication.
        ui::TournamentWindow window(testing::claimTestTournament(), {}, QDate(2020, 1, 20));
        auto* adjudications = window.findChild<QTableView*>(u"adjudications"_s);
        QCOMPARE(adjudications->model()->rowCount(), 2);
        QCOMPARE(
            adjudications->model()->index(0, 1).data().toString(), u"awaiting the adjudicator (II.9.7)"_s);
        // Both packets assess a draw: the game ends without adjudication (II.9.6).
        QString stage;
        testing::onNextDialog<ui::AdjudicationDialog>([&](ui::AdjudicationDialog& dialog) {
            dialog.findChild<ui::OptionalDateEdit*>(u"whitePacket"_s)->setDate(QDate(2020, 1, 10), {});
            dialog.findChild<ui::OptionalDateEdit*>(u"blackPacket"_s)->setDate(QDate(2020, 1, 12), {});
            dialog.findChild<QComboBox*>(u"whiteAssessment"_s)->setCurrentIndex(3);
            dialog.findChild<QComboBox*>(u"blackAssessment"_s)->setCurrentIndex(3);
            stage = dialog.stage();
            testing::saveScreenshot(dialog, u"adjudicationdialog"_s);
            dialog.accept();
        });
        adjudications->setCurrentIndex(adjudications->model()->index(0, 0));
        QTest::mouseClick(window.findChild<QPushButton*>(u"editAdjudication"_s), Qt::LeftButton);
        // The clause said once: the stage names it, and no bracket repeats it (helper-79 read «(II.9.5)
        // [II.9.5]»).
        QVERIFY2(stage.count(u"II.9.6"_s) == 1 && stage.contains(u"(II.9.6)"_s), qPrintable(stage));
        QCOMPARE(window.event().games[0].result, tournament::GameResult::Draw);
        QCOMPARE(adjudications->model()->index(0, 4).data().toString(), u"½–½"_s);
        QVERIFY(window.isWindowModified());
        // An appeal from a player who sent no packet is refused (II.9.8) and nothing changes.
        tournament::Adjudication refused;
        refused.game = 1;
        refused.adjudicator = u"Adjudicator A."_s;
        refused.decision = tournament::GameResult::WhiteWon;
        refused.decidedOn = QDate(2020, 2, 1);
        refused.appellant = u"p3"_s;
        refused.appealReceived = QDate(2020, 2, 5);
        QVERIFY(!window.recordAdjudication(refused));
        QVERIFY(window.statusBar()->currentMessage().contains(u"(II.9.8)"_s));
        QVERIFY(!window.event().games[1].result);
        window.findChild<QTabWidget*>(u"tabs"_s)->setCurrentIndex(4);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Each reason whole in its row, wrapped (helper-77 read one cut mid-sentence).
        const QFontMetrics metrics(adjudications->font());
        for (int row = 0; row < adjudications->model()->rowCount(); ++row) {
            // As the cells draw it, clause references unbroken; measured on the column's whole width (the
            // cell draws within a few pixels less: a bound that errs on the lenient side, never on the
            // strict).
            const QString why =
                ui::withReferencesUnbroken(adjudications->model()->index(row, 5).data().toString());
            const QRect wrapped = metrics.boundingRect(
                QRect(0, 0, adjudications->columnWidth(5), 10000), Qt::TextWordWrap, why);
            QVERIFY2(adjudications->rowHeight(row) >= wrapped.height(), qPrintable(why));
        }
        testing::saveScreenshot(window, u"tournamentwindow-adjudications"_s);
    }

    void resultsAndWithdrawalsAreEditedInTheWindow()
    {
        ui::TournamentWindow window(testing::claimTestTournament(), {}, QDate(2018, 6, 1));
        testing::onNextDialog<ui::ResultDialog>([](ui::ResultDialog& dialog) {
            dialog.setResult(tournament::GameResult::BlackWon, tournament::ResultHow::InactivityLoss);
            dialog.accept();
        });
        auto* games = window.findChild<QTableView*>(u"games"_s);
        games->setCurrentIndex(games->model()->index(1, 0));
        QTest::mouseClick(window.findChild<QPushButton*>(u"recordResult"_s), Qt::LeftButton);
        QCOMPARE(window.event().games[1].result, tournament::GameResult::BlackWon);
        QCOMPARE(window.event().games[1].how, tournament::ResultHow::InactivityLoss);
        QCOMPARE(games->model()->index(1, ui::PairingsModel::ResultColumn).data().toString(), u"0–1"_s);
        QCOMPARE(games->model()->index(1, ui::PairingsModel::NumberColumn).data().toInt(), 2);
        // II.8.1: Slow S. withdraws, unfinished games lost; the crosstable scores Claimant C.'s game.
        testing::onNextDialog<ui::WithdrawalDialog>([](ui::WithdrawalDialog& dialog) {
            dialog.findChild<QComboBox*>(u"decision"_s)->setCurrentIndex(1);
            // Said where the decision is taken: with "lost", the partners' wins wait for the texts (II.8.2).
            QVERIFY(dialog.findChild<QLabel*>(u"decisionHelp"_s)->isVisible());
            QVERIFY(dialog.findChild<QLabel*>(u"decisionHelp"_s)->text().contains(u"(II.8.2)"_s));
            dialog.findChild<postmark::ui::DateField*>(u"date"_s)->setDate(QDate(2018, 5, 1));
            dialog.accept();
        });
        auto* players = window.findChild<QTableView*>(u"players"_s);
        players->setCurrentIndex(players->model()->index(1, 0));
        QTest::mouseClick(window.findChild<QPushButton*>(u"recordWithdrawal"_s), Qt::LeftButton);
        QCOMPARE(window.event().withdrawals.size(), 1);
        QVERIFY(
            players->model()->index(1, 4).data().toString().contains(u"unfinished games lost (II.8.1)"_s));
        // II.8.2: Claimant C.'s + counts once the judge has the game's text; until then in brackets.
        QCOMPARE(games->model()->index(0, ui::PairingsModel::ResultColumn).data().toString(), u"(+/−)"_s);
        QCOMPARE(games->model()->index(0, ui::PairingsModel::StateColumn).data().toString(),
            u"withdrawal (II.8.1); it counts once the judge has the game's text (II.8.2)"_s);
        const auto claimantsPoints = [&window] {
            const QAbstractItemModel& table = *window.findChild<QTableView*>(u"crosstable"_s)->model();
            for (int row = 0; row < table.rowCount(); ++row) {
                if (rowText(table, row).section(u'|', 2, 2) == u"Claimant C.")
                    return rowText(table, row)
                        .section(u'|',
                            ui::CrosstableModel::firstOpponentColumn() + 3,
                            ui::CrosstableModel::firstOpponentColumn() + 3);
            }
            return QString();
        };
        QCOMPARE(claimantsPoints(), u"0.5"_s); // the draw with Third T. only
        // The result form offers the withdrawal's +, known since the withdrawal: OK as offered changes
        // nothing; with the day the text came it counts.
        testing::onNextDialog<ui::ResultDialog>([](ui::ResultDialog& dialog) {
            QVERIFY(dialog.findChild<QLabel*>(u"awaitingText"_s)->text().contains(u"(II.8.2)"_s));
            QVERIFY(!dialog.result());
            dialog.accept();
        });
        games->setCurrentIndex(games->model()->index(0, 0));
        QTest::mouseClick(window.findChild<QPushButton*>(u"recordResult"_s), Qt::LeftButton);
        QVERIFY(!window.event().games[0].result);
        QCOMPARE(window.statusBar()->currentMessage(), u"Nothing changed: it was so already."_s);
        testing::onNextDialog<ui::ResultDialog>([](ui::ResultDialog& dialog) {
            dialog.findChild<ui::OptionalDateEdit*>(u"recordReceived"_s)
                ->setDate(QDate(2018, 5, 20), QDate(2018, 6, 1));
            dialog.accept();
        });
        games->setCurrentIndex(games->model()->index(0, 0));
        QTest::mouseClick(window.findChild<QPushButton*>(u"recordResult"_s), Qt::LeftButton);
        QCOMPARE(window.event().games[0].result, tournament::GameResult::WhiteWon);
        QCOMPARE(window.event().games[0].how, tournament::ResultHow::WithdrawalLoss);
        QCOMPARE(window.event().games[0].reportedOn, QDate(2018, 5, 1));
        QCOMPARE(window.event().games[0].recordReceived, QDate(2018, 5, 20));
        QCOMPARE(claimantsPoints(), u"1.5"_s);
        // How the game ended, without the result the column before shows (it read «+, withdrawal»).
        QCOMPARE(games->model()->index(0, ui::PairingsModel::ResultColumn).data().toString(), u"+/−"_s);
        QCOMPARE(games->model()->index(0, ui::PairingsModel::StateColumn).data().toString(),
            u"withdrawal (II.8.1)"_s);
        QVERIFY(!window.recordResult(0, std::nullopt, tournament::ResultHow::TimeForfeit));
        QVERIFY2(
            window.statusBar()->currentMessage().contains(u"«how it ended»: “lost on time” needs a result"_s),
            qPrintable(window.statusBar()->currentMessage()));

        // Edit ▸ Undo takes the withdrawal back, then the result; the refused edit was never on the stack.
        auto* undo = window.findChild<QAction*>(u"undo"_s);
        auto* redo = window.findChild<QAction*>(u"redo"_s);
        undo->trigger(); // the text's coming
        QVERIFY(!window.event().games[0].result);
        QCOMPARE(undo->text(), u"&Undo record the withdrawal of Slow S."_s);
        undo->trigger();
        QVERIFY(window.event().withdrawals.isEmpty());
        QVERIFY(!players->model()->index(1, 4).data().toString().contains(u"(II.8.1)"_s));
        undo->trigger();
        QCOMPARE(window.event(), testing::claimTestTournament());
        QCOMPARE(games->model()->index(1, ui::PairingsModel::ResultColumn).data().toString(), QString());
        QVERIFY(!undo->isEnabled());
        redo->trigger();
        QCOMPARE(window.event().games[1].result, tournament::GameResult::BlackWon);
        QCOMPARE(window.event().games[1].how, tournament::ResultHow::InactivityLoss);

        // II.1.2: Slow S. moves; the judge records the new address, which the letters then carry.
        QString refused;
        testing::onNextDialog<ui::PlayerDialog>([&](ui::PlayerDialog& dialog) {
            dialog.findChild<QPlainTextEdit*>(u"address"_s)->setPlainText(u"вул. Нова 5\nСуми, 40000"_s);
            dialog.findChild<QLineEdit*>(u"rating"_s)->setText(u"about 2200"_s);
            dialog.accept();
            refused = dialog.problem();
            dialog.findChild<QLineEdit*>(u"rating"_s)->setText(u"2200"_s);
            testing::saveScreenshot(dialog, u"playerdialog"_s);
            dialog.accept();
        });
        players->setCurrentIndex(players->model()->index(1, 0));
        QTest::mouseClick(window.findChild<QPushButton*>(u"changePlayer"_s), Qt::LeftButton);
        QCOMPARE(refused, u"Rating: 'about 2200' is not a number."_s);
        QCOMPARE(window.event().players[1].address, u"вул. Нова 5\nСуми, 40000"_s);
        QCOMPARE(window.event().players[1].rating, std::optional(2200));
        QCOMPARE(players->model()->index(1, 2).data().toString(), u"2200"_s);
        undo->trigger();
        QCOMPARE(window.event().players[1], testing::claimTestTournament().players[1]);
        // A double click on the address opens the same dialog.
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QTabWidget*>(u"tabs"_s)->setCurrentWidget(players->parentWidget());
        const QPoint address = players->visualRect(players->model()->index(1, 3)).center();
        QTest::mouseClick(players->viewport(), Qt::LeftButton, {}, address); // a view needs the press first
        bool opened = false;
        testing::onNextDialog<ui::PlayerDialog>([&](ui::PlayerDialog& dialog) {
            opened = true;
            dialog.reject();
        });
        QTest::mouseDClick(players->viewport(), Qt::LeftButton, {}, address);
        QVERIFY(opened);
    }

    void theGamesTabFindsAGameByItsNumberOrAPlayer()
    {
        // A letter names «партія 2»: typed above the Games tab, it is the one game shown and chosen, and
        // Enter opens its result form.
        ui::TournamentWindow window(testing::claimTestTournament(), {}, QDate(2018, 6, 1));
        auto* games = window.findChild<QTableView*>(u"games"_s);
        auto* find = window.findChild<QLineEdit*>(u"gamesFilter"_s);
        QVERIFY(find);
        QCOMPARE(games->model()->rowCount(), 3);
        QTest::keyClicks(find, u"2"_s);
        QCOMPARE(games->model()->rowCount(), 1);
        QCOMPARE(games->model()->index(0, ui::PairingsModel::NumberColumn).data().toInt(), 2);
        QCOMPARE(games->currentIndex().row(), 0);
        testing::onNextDialog<ui::ResultDialog>([](ui::ResultDialog& dialog) {
            dialog.setResult(tournament::GameResult::Draw, tournament::ResultHow::Played);
            dialog.accept();
        });
        QTest::keyClick(find, Qt::Key_Return);
        QCOMPARE(window.event().games[1].result, tournament::GameResult::Draw); // game 2, not the first row
        // A player's name, in either colour and any case: Slow S. plays games 1 and 2.
        find->clear();
        QTest::keyClicks(find, u"slow"_s);
        QCOMPARE(games->model()->rowCount(), 2);
        QCOMPARE(games->model()->index(1, ui::PairingsModel::NumberColumn).data().toInt(), 2);
        // A number no game has is said, with the numbers there are; the list is whole again once cleared.
        find->clear();
        QTest::keyClicks(find, u"999"_s);
        QCOMPARE(games->model()->rowCount(), 0);
        auto* notFound = window.findChild<QLabel*>(u"gamesNotFound"_s);
        QVERIFY(!notFound->isHidden()); // (its tab is not the one shown)
        QCOMPARE(notFound->text(),
            u"No game matches «999»: the games are numbered 1–3; a name matches any part of it."_s);
        find->clear();
        QCOMPARE(games->model()->rowCount(), 3);
        QVERIFY(notFound->isHidden());
    }

    void judgesEditsAreUndoneAndRedoneInTheArchive()
    {
        QTemporaryDir dir;
        auto archive = storage::SqliteArchive::open(dir.filePath(u"judge.postmark"_s));
        QVERIFY(archive);
        const qint64 id = (*archive)->importTournament(testing::claimTestTournament()).value();
        ui::TournamentWindow window(testing::claimTestTournament(), {}, QDate(2018, 3, 20));
        window.attachArchive(archive->get(), id);
        tournament::JudgeClaim claim;
        claim.game = 0;
        claim.claimant = u"p1"_s;
        claim.sent = QDate(2018, 2, 25);
        claim.evidence = testing::testGameFile(u"overstep-black.game.json"_s);
        QVERIFY(window.recordClaim(claim));
        claim = window.registers().claims.first();
        claim.decision = tournament::ClaimDecision::Upheld;
        claim.decidedOn = QDate(2018, 3, 10);
        claim.noticeReceived = QDate(2018, 2, 27); // the objection window (II.6.4) closed on 6 March
        QVERIFY(window.recordClaim(claim));
        QCOMPARE((*archive)->tournament(id)->games[0].how, tournament::ResultHow::TimeForfeit);

        // Undo the decision: the claim is pending again and the game in progress, in the archive too.
        auto* undo = window.findChild<QAction*>(u"undo"_s);
        auto* redo = window.findChild<QAction*>(u"redo"_s);
        undo->trigger();
        QCOMPARE((*archive)->judgeRegisters(id)->claims.first().decision, tournament::ClaimDecision::Pending);
        QVERIFY(!(*archive)->tournament(id)->games[0].result);
        // Undo the claim itself: the register is empty; redo twice brings both back, whole.
        undo->trigger();
        QVERIFY((*archive)->judgeRegisters(id)->claims.isEmpty());
        QVERIFY(window.registers().claims.isEmpty());
        redo->trigger();
        redo->trigger();
        const QList<tournament::JudgeClaim> stored = (*archive)->judgeRegisters(id)->claims;
        QCOMPARE(stored.size(), 1);
        tournament::JudgeClaim expected = claim;
        expected.id = stored.first().id; // stored anew after the undo removed it
        QVERIFY(stored.first() == expected);
        QCOMPARE((*archive)->tournament(id)->games[0].result, tournament::GameResult::WhiteWon);
        QCOMPARE(window.registers(), (*archive)->judgeRegisters(id).value());
    }

    void leaveTabChecksTheCapAcrossGames()
    {
        QFile file(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example3_leave.game.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ledger::GameFile game = *ledger::readGameFile(file.readAll()).game;
        tournament::Tournament event = testing::claimTestTournament();
        event.players[0].name = game.white.name;
        event.players[1].name = game.black.name;
        ui::TournamentWindow window(event, {game}, *game.asOf);
        auto* leaves = window.findChild<QTableView*>(u"leaves"_s);
        QVERIFY(leaves->model()->rowCount() > 0);
        QVERIFY(window.findChild<QLabel*>(u"leaveHeading"_s)->text().contains(u"(II.7.1)"_s));
        QCOMPARE(leaves->model()->index(0, 3).data().toString(), u"45"_s);
        window.findChild<QTabWidget*>(u"tabs"_s)->setCurrentIndex(5);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        testing::saveScreenshot(window, u"tournamentwindow-leave"_s);
    }

    void theResultFormShowsWhatTheGamesCardsSay()
    {
        // The judge decides, beside the player's own record of the end: the cards of pairing 1 (Claimant C.
        // against Slow S.) say Black resigned. Nothing is chosen from it.
        ledger::GameFile cards = testing::testGameFile(u"overstep-black.game.json"_s);
        cards.result = ledger::GameResult{u"1-0"_s, ledger::ResultHow::Resignation, QDate(2018, 5, 20)};
        ui::TournamentWindow window(testing::claimTestTournament(), {cards}, QDate(2018, 6, 1));
        QString shown;
        std::optional<tournament::GameResult> chosen;
        testing::onNextDialog<ui::ResultDialog>([&](ui::ResultDialog& dialog) {
            shown = dialog.findChild<QLabel*>(u"resultInCards"_s)->text();
            chosen = dialog.result();
            dialog.reject();
        });
        auto* games = window.findChild<QTableView*>(u"games"_s);
        games->setCurrentIndex(games->model()->index(0, 0));
        QTest::mouseClick(window.findChild<QPushButton*>(u"recordResult"_s), Qt::LeftButton);
        QCOMPARE(shown, u"1-0, resignation, 20 May 2018"_s);
        QCOMPARE(chosen, std::nullopt);
        QCOMPARE(window.event().games[0].result, std::nullopt);
    }

    void aResultIsRecordedWithItsDatesAndCountsOnceTheRecordCame()
    {
        // II.9.1: the form asks when the result was reported (today, unless said) and when the record came.
        const tournament::Tournament event = testing::claimTestTournament();
        ui::ResultDialog dialog(event, 0, QDate(2018, 6, 1));
        dialog.setResult(tournament::GameResult::WhiteWon, tournament::ResultHow::Played);
        QCOMPARE(dialog.reportedOn(), std::optional(QDate(2018, 6, 1)));
        QCOMPARE(dialog.recordReceived(), std::nullopt);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        testing::saveScreenshot(dialog, u"resultdialog"_s);
        // Recorded so in the window: shown "(1)", not counted, until the record is in.
        ui::TournamentWindow window(event, {}, QDate(2018, 6, 1));
        QVERIFY(window.recordResult(
            0, tournament::GameResult::WhiteWon, tournament::ResultHow::Played, QDate(2018, 6, 1)));
        const QAbstractItemModel& table = *window.findChild<QTableView*>(u"crosstable"_s)->model();
        QStringList cells;
        for (int row = 0; row < table.rowCount(); ++row)
            cells.append(rowText(table, row));
        QVERIFY2(cells.join(u'\n').contains(u"(1)"_s), qPrintable(cells.join(u'\n')));
        QVERIFY(window.recordResult(0,
            tournament::GameResult::WhiteWon,
            tournament::ResultHow::Played,
            QDate(2018, 6, 1),
            QDate(2018, 6, 5)));
        cells.clear();
        for (int row = 0; row < table.rowCount(); ++row)
            cells.append(rowText(table, row));
        QVERIFY(!cells.join(u'\n').contains(u"(1)"_s));
        // The same again changes nothing, says so, and leaves no step to undo.
        auto* undo = window.findChild<QUndoStack*>();
        const int steps = undo->count();
        QVERIFY(window.recordResult(0,
            tournament::GameResult::WhiteWon,
            tournament::ResultHow::Played,
            QDate(2018, 6, 1),
            QDate(2018, 6, 5)));
        QCOMPARE(undo->count(), steps);
        QVERIFY2(window.statusBar()->currentMessage().startsWith(u"Nothing changed"_s),
            qPrintable(window.statusBar()->currentMessage()));
    }
};

QTEST_MAIN(TestJudgeWindow)
#include "tst_judgewindow.moc"
