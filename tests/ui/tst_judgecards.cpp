// SPDX-License-Identifier: GPL-3.0-or-later
// The judge reads a game's cards and time from the judge's window: from the Games tab, the archive's game
// file of a pairing; from the Claims tab, the claimant's file enclosed with the claim (II.6.2). Read-only,
// counted as the desk counts them (II.4.4), as of the judge's day.
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QtTest>

#include "core/ledger/ledgerof.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/tournamentfixture.h"
#include "ui/tournament/gamecardswindow.h"
#include "ui/tournament/pairingsmodel.h"
#include "ui/tournament/tournamentwindow.h"

using namespace Qt::StringLiterals;
using namespace postmark;

namespace {

const QDate Today(2018, 3, 1);

/// The cards window the last click opened beside `window`, or null.
ui::GameCardsWindow* openedCards(const ui::TournamentWindow& window)
{
    const QList<ui::GameCardsWindow*> open = window.findChildren<ui::GameCardsWindow*>();
    return open.isEmpty() ? nullptr : open.last();
}

} // namespace

class TestJudgeCards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theGamesTabOpensAPairingsCardsAndTime_II_4_4()
    {
        // Pairing 1, Claimant C. against Slow S.: the archive holds its cards; Black's first move took 45
        // days.
        const ledger::GameFile cards = testing::testGameFile(u"overstep-black.game.json"_s);
        ui::TournamentWindow window(testing::claimTestTournament(), {cards}, Today);
        auto* games = window.findChild<QTableView*>(u"games"_s);
        // The list says which games have their cards in the archive, and how many (helper-48 found no mark).
        QCOMPARE(games->model()->index(0, ui::PairingsModel::CardsColumn).data().toString(), u"2"_s);
        QCOMPARE(games->model()->index(1, ui::PairingsModel::CardsColumn).data().toString(), u"—"_s);
        games->setCurrentIndex(games->model()->index(0, 0));
        QTest::mouseClick(window.findChild<QPushButton*>(u"gameCards"_s), Qt::LeftButton);
        ui::GameCardsWindow* shown = openedCards(window);
        QVERIFY(shown);
        QVERIFY(shown->isVisible());
        QVERIFY(!shown->isModal()); // the crosstable stays in reach
        QVERIFY2(shown->findChild<QLabel*>(u"gameCardsHeading"_s)->text().contains(u"Game 1, Claimant C."_s),
            qPrintable(shown->findChild<QLabel*>(u"gameCardsHeading"_s)->text()));
        // Every card with its dates, the last one in view.
        auto* table = shown->findChild<QTableWidget*>(u"cards"_s);
        QVERIFY(table && table->isVisible());
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(0, 0)->text(), u"w1"_s);
        QCOMPARE(table->item(1, 0)->text(), u"b1"_s);
        QCOMPARE(table->currentRow(), 1);
        QVERIFY(table->toolTip().isEmpty()); // nothing to correct: the players log their own cards
        // The time as the ledger counts it from those cards, move by move.
        const ledger::LedgerResult counted = ledger::ledgerOf(cards, Today);
        QVERIFY(counted.ledger);
        shown->findChild<QTabWidget*>(u"gameTabs"_s)->setCurrentIndex(2);
        QCoreApplication::processEvents();
        auto* moves = shown->findChild<QTableWidget*>(u"moveDays"_s);
        QVERIFY(moves && moves->isVisible());
        QCOMPARE(moves->rowCount(), 2);
        QCOMPARE(moves->item(1, 1)->text(), u"Black"_s); // the judge is neither player
        QCOMPARE(moves->item(1, 2)->text(), u"45"_s); // received 4 January, answered 18 February
        QCOMPARE(moves->item(1, 4)->text().toInt(), counted.ledger->totals[1]);
        shown->close();
        QCoreApplication::processEvents();

        // A pairing the archive has no cards of says so, and where they would come from.
        QString said;
        testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
            said = box.text();
            box.accept();
        });
        games->setCurrentIndex(games->model()->index(1, 0));
        QTest::mouseClick(window.findChild<QPushButton*>(u"gameCards"_s), Qt::LeftButton);
        QVERIFY2(said.startsWith(u"The archive holds no cards of game 2 (Slow S. – Third T.)"_s),
            qPrintable(said));
    }

    void theClaimsTabOpensTheClaimantsCards_II_6_2()
    {
        // The claim's calculation names the claimant's cards: the judge reads those, not the archive's.
        ui::TournamentWindow window(testing::claimTestTournament(), {}, Today);
        tournament::JudgeClaim claim = testing::overstepClaim();
        claim.evidence.asOf = Today; // the file written out after the claim went: still counted at the claim
        QVERIFY(window.recordClaim(claim));
        auto* claims = window.findChild<QTableView*>(u"claims"_s);
        claims->setCurrentIndex(claims->model()->index(0, 0));
        QTest::mouseClick(window.findChild<QPushButton*>(u"claimCards"_s), Qt::LeftButton);
        ui::GameCardsWindow* shown = openedCards(window);
        QVERIFY(shown);
        QVERIFY2(shown->findChild<QLabel*>(u"gameCardsHeading"_s)->text().contains(u"the claimant's cards"_s),
            qPrintable(shown->findChild<QLabel*>(u"gameCardsHeading"_s)->text()));
        QCOMPARE(shown->findChild<QTableWidget*>(u"cards"_s)->rowCount(), 2);
        // Counted as of the claim's sending (25 February), as the claim's calculation is, not as of the
        // judge's day: White, thinking since 21 February, has 4 days there, not the 8 of 1 March.
        QVERIFY2(shown->findChild<QLabel*>(u"gameCardsHeading"_s)->text().contains(u"25 February 2018"_s),
            qPrintable(shown->findChild<QLabel*>(u"gameCardsHeading"_s)->text()));
        const QString totals = shown->findChild<QLabel*>(u"gameTitle"_s)->text();
        QVERIFY2(totals.contains(u"White 4 days"_s), qPrintable(totals));
        // With the claim in it, as the claim's calculation reads it: suspended, not going on with deadlines
        // to come (helper-48 read «The game goes on» and a repeat due after the claim).
        QVERIFY2(
            totals.contains(u"Suspended: a forfeit claim is with the judge (II.6.6)"_s), qPrintable(totals));
        QVERIFY(QTest::qWaitForWindowExposed(shown));
        testing::saveScreenshot(*shown, u"judge-claimants-cards"_s);
    }
};

QTEST_MAIN(TestJudgeCards)
#include "tst_judgecards.moc"
