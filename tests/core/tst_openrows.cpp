// SPDX-License-Identifier: GPL-3.0-or-later
// What the games list says of a game whose days are not all known: a card without a date leaves its move's
// days open (II.2.2 ¶6), and so does a card answered whose day of receipt is not known (II.3.7). The total
// is then at least its figure; on the owner's move, the partner's card in the archive has come, and only the
// day it came is missing — a game imported from a PGN of moves alone — unless the partner logged it from his
// side on a federation's server, and it is in the post.
#include <QTest>

#include "core/desk/gamerow.h"
#include "core/desk/playeragenda.h"
#include "core/ledger/ledgerexplain.h"
#include "core/ledger/ledgerof.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/messagewords.h"

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
        // On Melnyk's move the card he answers, w2, is in the archive with nothing of its post: it came, on
        // a day not entered.
        QVERIFY(row.myMove);
        QCOMPARE(row.status, ledger::GameStatus::WaitingForPost);
        QVERIFY(row.receiptNotEntered);
        // The other side's desk: his card w2 is with the partner, whose receipt is the post's to tell.
        const desk::GameRow partners = desk::gameRow({1, game}, u"Koval O."_s, *game.asOf);
        QVERIFY(!partners.myMove);
        QVERIFY(!partners.receiptNotEntered);
        QVERIFY(partners.myTotalOpen); // his own w1 and w2 undated
        QVERIFY(partners.partnerTotalOpen); // Melnyk's b1 undated
    }

    void aReplyToACardOfUnknownReceiptLeavesOnlyThatSideOpen_II_3_7()
    {
        // Every card dated but the day White received b1: White's move 2 answers it, and its days are not
        // known (II.3.7); Black's moves are all known, and so is his move in progress (w2 came on 6
        // February).
        ledger::GameFile game = example1Received();
        game.cards[1].received.reset();
        game.cards[1].arrivalPostmarks.clear();
        const desk::GameRow row = desk::gameRow({1, game}, u"Melnyk T."_s, *game.asOf);
        QCOMPARE(row.status, ledger::GameStatus::ToMove);
        QVERIFY(row.partnerTotalOpen);
        QVERIFY(!row.myTotalOpen);
        // Once the day is entered, nothing is open.
        const desk::GameRow entered = desk::gameRow({1, example1Received()}, u"Melnyk T."_s, *game.asOf);
        QVERIFY(!entered.partnerTotalOpen);
    }

    void theDaysLeftOfAnOpenTotalAreSaidAtMost_II_2_2_6()
    {
        // Melnyk's b1 has no date (its days open); w2 came on 6 February and his move 2 runs: the days left
        // in the control period and the last day of his reply are bounds, said as such wherever they are told
        // (helper-41 read «19 days left» in the Time tab beside «≤ 19» in the list).
        ledger::GameFile game = testing::withoutDates(example1Received(), {u"w1"_s, u"w2"_s});
        game.cards.last().received = QDate(2018, 2, 6);
        const ledger::Ledger ledger = *ledger::ledgerOf(game, *game.asOf).ledger;
        QVERIFY(ledger.totalOpen(ledger::Color::Black));
        const QString running = testing::english(ledger::explainRunning(game, ledger, *ledger.running).what);
        QVERIFY2(
            running.contains(u"left of 40 in this control period; at most, the days of some earlier moves "
                             "not being known (II.2.2 ¶6, II.3.7)"_s),
            qPrintable(running));
        const std::optional<desk::PlayerAgendaItem> last =
            desk::timeLimitStep(game, ledger, ledger::Color::Black);
        QVERIFY(last);
        QVERIFY2(testing::english(last->why.what).contains(u"at most"_s),
            qPrintable(testing::english(last->why.what)));
        // With every day known, nothing is said to be a bound.
        const ledger::Ledger known = *ledger::ledgerOf(example1Received(), *game.asOf).ledger;
        QVERIFY(!testing::english(ledger::explainRunning(example1Received(), known, *known.running).what)
                     .contains(u"at most"_s));
    }

    void anAnsweredCardWithNoDateIsNotToBeClarifiedInTheReply_II_2_2_6()
    {
        // II.2.2 ¶6: an unknown send date is clarified in the reply. A card answered long since (w1, b1 of a
        // game imported from its moves alone) has had its reply: its days stay open until a date of it is
        // entered; only the last card, w2, still waits for the reply that can ask (helper-41).
        const ledger::GameFile game = testing::withoutDates(example1());
        const ledger::Ledger ledger = *ledger::ledgerOf(game, *game.asOf).ledger;
        const auto warnings = [&](int card) {
            QStringList said;
            for (const ledger::Explanation& each : ledger::explainCardWarnings(game, ledger, card))
                said.append(u"[%1] %2"_s.arg(each.clause, testing::english(each.what)));
            return said.join(u'|');
        };
        QVERIFY2(
            warnings(0).contains(u"[II.2.2 ¶6] the sending date is unknown: its move's days stay open"_s),
            qPrintable(warnings(0)));
        QVERIFY2(!warnings(1).contains(u"clarified in the reply"_s), qPrintable(warnings(1)));
        QVERIFY2(
            warnings(2).contains(u"[II.2.2 ¶6] the sending date is unknown: to be clarified in the reply"_s),
            qPrintable(warnings(2)));
    }

    void aCardThePartnerLoggedOnHisSideIsInThePost()
    {
        // On a federation's server the partner logs w2 from his side (the date he wrote): it is in Melnyk's
        // archive before it reaches him, and stays «in the post» until he takes it in.
        ledger::GameFile game = testing::withoutDates(example1(), {u"w1"_s, u"b1"_s});
        game.cards.last().senderDate = QDate(2018, 2, 2);
        const desk::GameRow row = desk::gameRow({1, game}, u"Melnyk T."_s, *game.asOf);
        QCOMPARE(row.status, ledger::GameStatus::WaitingForPost);
        QVERIFY(!row.receiptNotEntered);
        QVERIFY(!row.myTotalOpen);
    }
};

QTEST_GUILESS_MAIN(TestOpenRows)
#include "tst_openrows.moc"
