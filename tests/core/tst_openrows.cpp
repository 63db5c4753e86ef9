// SPDX-License-Identifier: GPL-3.0-or-later
// What the games list says of a game whose days are not all known: a card without a date leaves its move's
// days open (II.2.2 ¶6), and so does a card answered whose day of receipt is not known (II.3.7). The total
// is then at least its figure; on the owner's move, the partner's card in the archive has come, and only the
// day it came is missing — a game imported from a PGN of moves alone.
#include <QTest>

#include "core/desk/gamerow.h"
#include "core/ledger/ledgerof.h"
#include "tests/support/gamefixtures.h"

using namespace Qt::StringLiterals;
using namespace postmark;

namespace {

/// Worked example 1 (w1, b1, w2) as of its own day, 25 February 2018: White's w2 went on 2 February, and
/// the file (White's) does not know when Black received it.
ledger::GameFile example1()
{
    return testing::exampleGameFile(u"example1_dates.game.json"_s);
}

/// The same on Black's desk, who entered the day w2 came: 6 February 2018. Black thinks on move 2.
ledger::GameFile example1Received()
{
    ledger::GameFile game = example1();
    game.cards.last().received = QDate(2018, 2, 6);
    return game;
}

} // namespace

class TestOpenRows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aGameWithEveryDateIsNotOpen()
    {
        const ledger::GameFile game = example1Received();
        const desk::GameRow row = desk::gameRow({1, game}, u"Melnyk T."_s, *game.asOf);
        QVERIFY(!row.myTotalOpen);
        QVERIFY(!row.partnerTotalOpen);
        QCOMPARE(row.status, ledger::GameStatus::ToMove);
        // White's desk before Black's reply: his card in the post is no day of anybody's (II.4.3).
        const desk::GameRow whites = desk::gameRow({1, example1()}, u"Koval O."_s, *game.asOf);
        QCOMPARE(whites.status, ledger::GameStatus::WaitingForPost);
        QVERIFY(!whites.myMove);
        QVERIFY(!whites.myTotalOpen);
        QVERIFY(!whites.partnerTotalOpen);
    }

    void undatedCardsLeaveBothTotalsOpen_II_2_2_6()
    {
        // No card has a date: every move's days are open, each side's total at least what is counted.
        const ledger::GameFile game = testing::withoutDates(example1());
        const desk::GameRow row = desk::gameRow({1, game}, u"Melnyk T."_s, *game.asOf);
        QVERIFY(row.myTotalOpen);
        QVERIFY(row.partnerTotalOpen);
        // On Melnyk's move the card he answers, w2, is in the archive without the day it came: his move.
        QVERIFY(row.myMove);
        QCOMPARE(row.status, ledger::GameStatus::WaitingForPost);
        // The other side's desk: his card w2 is with the partner, whose receipt is the post's to tell.
        const desk::GameRow partners = desk::gameRow({1, game}, u"Koval O."_s, *game.asOf);
        QVERIFY(!partners.myMove);
        QVERIFY(partners.myTotalOpen); // his own w1 and w2 undated
        QVERIFY(partners.partnerTotalOpen); // Melnyk's b1 undated
    }

    void theDayOfReceiptAloneMissingLeavesOnlyTheMoveInProgressOpen_II_3_7()
    {
        // On Melnyk's desk, every card dated but the day he received w2: his move in progress cannot be
        // counted; White's moves are all known.
        const ledger::GameFile game = example1();
        const desk::GameRow row = desk::gameRow({1, game}, u"Melnyk T."_s, *game.asOf);
        QCOMPARE(row.status, ledger::GameStatus::WaitingForPost);
        QVERIFY(row.myTotalOpen);
        QVERIFY(!row.partnerTotalOpen);
        // Once the day is entered, nothing is open.
        const desk::GameRow entered = desk::gameRow({1, example1Received()}, u"Melnyk T."_s, *game.asOf);
        QVERIFY(!entered.myTotalOpen);
    }

    void theCachedStateTellsTheMissingReceiptOnMyMove()
    {
        // Before each game is computed, the list reads the archive's cached state: waiting on my move is the
        // partner's card come without its day, my total open; waiting on the partner's move is the post.
        archive::GameSummary summary;
        summary.white = u"Koval O."_s;
        summary.black = u"Melnyk T."_s;
        summary.toMove = ledger::Color::Black;
        summary.status = ledger::GameStatus::WaitingForPost;
        QVERIFY(desk::gameRowFromSummary(summary, u"Melnyk T."_s, QDate(2018, 2, 25)).myTotalOpen);
        QVERIFY(!desk::gameRowFromSummary(summary, u"Koval O."_s, QDate(2018, 2, 25)).myTotalOpen);
    }
};

QTEST_GUILESS_MAIN(TestOpenRows)
#include "tst_openrows.moc"
