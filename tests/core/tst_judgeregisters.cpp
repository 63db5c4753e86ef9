// SPDX-License-Identifier: GPL-3.0-or-later
// The chief judge's registers: claims recomputed from the claimant's cards with their objection windows and
// decisions on the crosstable, and the adjudication register, each refusing what it cannot hold.
#include <QFile>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include "core/ledger/gamefilereader.h"
#include "core/ledger/ledger.h"
#include "core/ledger/ledgerexplain.h"
#include "core/ledger/ledgerof.h"
#include "core/tournament/bergerpairings.h"
#include "core/tournament/crosstable.h"
#include "core/tournament/crosstablemarks.h"
#include "core/tournament/judgeagenda.h"
#include "core/tournament/leaveregister.h"
#include "core/tournament/newevent.h"
#include "core/tournament/tournamentfilereader.h"
#include "core/tournament/tournamentfilewriter.h"
#include "tests/core/ledgerrows.h"
#include "tests/core/tournamenttests.h"
#include "tests/support/messagewords.h"
#include "tests/support/publishedcrosstable.h"
#include "tests/support/tournamentfixture.h"
#include "ui/text/crosstablereport.h"

using postmark::testing::english;
using namespace postmark::testing::tournaments;

using namespace Qt::StringLiterals;
using namespace postmark::tournament;

class TestJudgeRegisters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void claimIsRecomputedFromTheClaimantsCards_data()
    {
        QTest::addColumn<QString>("claimant");
        QTest::addColumn<QString>("evidence");
        QTest::addColumn<bool>("holds");
        QTest::addColumn<int>("move");
        QTest::addColumn<QString>("clause");
        QTest::addColumn<QString>("finding");
        QTest::newRow("II.6.1 the partner overstepped: 45 days > 40 at move 1")
            << u"p1"_s << u"overstep-black.game.json"_s << true << 1 << u"II.6.1"_s
            << u"the overstep holds: the total of Black, 45 days after move 1, exceeds 40 days (1 × 40 days for 10 moves); claimed in time (II.6.3: White may claim until replying to the control move 10 of Black)"_s;
        QTest::newRow("II.6.1 the overstep is the claimant's own")
            << u"p2"_s << u"overstep-black.game.json"_s << false << 1 << u"II.6.1"_s
            << u"the overstep the cards show is the claimant's own"_s;
        QTest::newRow("II.6.3 too late: the claimant has replied to the control move")
            << u"p1"_s << u"overstep-claimed-too-late.game.json"_s << false << 1 << u"II.6.3"_s
            << u"White has already replied to the control move 10 of Black: the claim is too late"_s;
        QTest::newRow("II.6.1 no overstep in the cards")
            << u"p1"_s << u"example1"_s << false << 0 << u"II.6.1"_s << u"no overstep"_s;
        QTest::newRow("II.6.2 the enclosed game file is of another game")
            << u"p1"_s << u"renamed"_s << false << 1 << u"II.6.2"_s
            << u"not of the pairing Claimant C. – Slow S."_s;
    }

    void claimIsRecomputedFromTheClaimantsCards()
    {
        QFETCH(QString, claimant);
        QFETCH(QString, evidence);
        QFETCH(bool, holds);
        QFETCH(int, move);
        QFETCH(QString, clause);
        QFETCH(QString, finding);
        Tournament event = postmark::testing::claimTestTournament();
        JudgeClaim claim;
        if (evidence == u"example1") {
            QFile file(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example1_dates.game.json"));
            QVERIFY(file.open(QIODevice::ReadOnly));
            claim = claimBy(claimant, u"overstep-black.game.json"_s, QDate(2018, 2, 25));
            claim.evidence = *postmark::ledger::readGameFile(file.readAll()).game;
            event.players[0].name = claim.evidence.white.name;
            event.players[1].name = claim.evidence.black.name;
            claim.sent = *claim.evidence.asOf;
        } else if (evidence == u"renamed") {
            claim = claimBy(claimant, u"overstep-black.game.json"_s, QDate(2018, 2, 25));
            claim.evidence.black.name = u"Somebody Else"_s;
        } else {
            claim = claimBy(claimant, evidence, *postmark::testing::testGameFile(evidence).asOf);
        }
        QVERIFY2(!claimProblem(event, claim), qPrintable(english(claimProblem(event, claim))));
        const ClaimAssessment assessment = assessClaim(event, claim, claim.sent.addDays(10));
        QVERIFY2(assessment.problems.isEmpty(), qPrintable(english(assessment.problems.value(0))));
        QCOMPARE(assessment.holds, holds);
        QCOMPARE(assessment.check.overstep ? assessment.check.overstep->move : 0, move);
        QCOMPARE(assessment.why.clause, clause);
        QVERIFY2(english(assessment.why).contains(finding), qPrintable(english(assessment.why)));
        QCOMPARE(assessment.offender, claimant == u"p1"_s ? u"p2"_s : u"p1"_s);
        if (holds) // the table the judge checks by hand: every move of the offender (II.6.2 part 2)
            QCOMPARE(assessment.check.offenderMoves.size(), std::size_t{1});
    }

    void claimsSealedMoveIsOneThePositionAllows_II_6_2_data()
    {
        QTest::addColumn<QString>("sealed");
        QTest::addColumn<QString>("said");
        // After 1. e4 e5 (the claimant's cards), White to move.
        QTest::newRow("a legal move, in the game's notation") << u"Кg1-f3"_s << QString();
        QTest::newRow("a legal move, in another notation") << u"Nf3"_s << QString();
        QTest::newRow("none sealed") << QString() << QString();
        QTest::newRow("a rook blocked by its own pieces (helper-48)")
            << u"Тa1-e1"_s << u"an impossible move “Тa1-e1”"_s;
        QTest::newRow("no notation at all") << u"the knight"_s << u"an impossible move “the knight”"_s;
    }

    void claimsSealedMoveIsOneThePositionAllows_II_6_2()
    {
        QFETCH(QString, sealed);
        QFETCH(QString, said);
        JudgeClaim claim = claimBy(u"p1"_s, u"overstep-black.game.json"_s, QDate(2018, 2, 25));
        claim.sealedMove = sealed;
        const ClaimAssessment assessment =
            assessClaim(postmark::testing::claimTestTournament(), claim, QDate(2018, 3, 10));
        QVERIFY(assessment.problems.isEmpty());
        if (said.isEmpty())
            QVERIFY2(
                assessment.sealedMoveProblem.isEmpty(), qPrintable(english(assessment.sealedMoveProblem)));
        else
            QVERIFY2(english(assessment.sealedMoveProblem).startsWith(said),
                qPrintable(english(assessment.sealedMoveProblem)));
    }

    void claimObjectionWindow_data()
    {
        QTest::addColumn<QDate>("noticeReceived");
        QTest::addColumn<QDate>("objectionSent");
        QTest::addColumn<QString>("due");
        QTest::addColumn<QString>("finding");
        QTest::newRow("II.6.4 seven days from the notice's receipt")
            << QDate(2018, 2, 27) << QDate() << u"2018-03-06"_s
            << u"the notice of the overstep was received on 27 February 2018: an objection, registered, to the judge by 6 March 2018"_s;
        QTest::newRow("II.6.4 an objection on the seventh day is in time")
            << QDate(2018, 2, 27) << QDate(2018, 3, 6) << u"2018-03-06"_s << u"is in time"_s;
        QTest::newRow("II.6.4 an objection two days after the window is late")
            << QDate(2018, 2, 27) << QDate(2018, 3, 8) << u"2018-03-06"_s << u"is 2 days late"_s;
        QTest::newRow("II.6.4 without the notice's receipt the window has no date")
            << QDate() << QDate() << u"-"_s << u"is not recorded"_s;
    }

    void claimObjectionWindow()
    {
        QFETCH(QDate, noticeReceived);
        QFETCH(QDate, objectionSent);
        QFETCH(QString, due);
        QFETCH(QString, finding);
        JudgeClaim claim = claimBy(u"p1"_s, u"overstep-black.game.json"_s, QDate(2018, 2, 25));
        if (noticeReceived.isValid())
            claim.noticeReceived = noticeReceived;
        if (objectionSent.isValid())
            claim.objectionSent = objectionSent;
        const ClaimAssessment assessment =
            assessClaim(postmark::testing::claimTestTournament(), claim, QDate(2018, 3, 10));
        QCOMPARE(assessment.objectionDue ? assessment.objectionDue->toString(Qt::ISODate) : u"-"_s, due);
        QCOMPARE(assessment.objectionWhy.clause, u"II.6.4"_s);
        QVERIFY2(
            english(assessment.objectionWhy).contains(finding), qPrintable(english(assessment.objectionWhy)));
    }

    void claimDecisionOnTheCrosstableAndTheAgenda()
    {
        Tournament event = postmark::testing::claimTestTournament();
        JudgeClaim claim = claimBy(u"p1"_s, u"overstep-black.game.json"_s, QDate(2018, 2, 25));
        claim.noticeReceived = QDate(2018, 2, 27);
        const auto kinds = [&](const QDate& asOf) {
            QStringList lines;
            for (const AgendaItem& item : judgeAgenda(event, {claim.evidence}, asOf, {{claim}, {}})) {
                if (item.game == u"Claimant C. – Slow S."_s)
                    lines.append(agendaKindName(item.what) + u" "_s
                        + (item.due ? item.due->toString(Qt::ISODate) : u"-"_s));
            }
            return lines;
        };
        // II.6.6: suspended from the claim; the offender's objection is awaited, and the judge's decision
        // follows when its window closes — both on the agenda while it is open; then only the decision.
        QCOMPARE(kinds(QDate(2018, 3, 1)),
            (QStringList{u"objection 2018-03-06"_s, u"claim_decision 2018-03-07"_s}));
        QCOMPARE(kinds(QDate(2018, 3, 7)), QStringList{u"claim_decision 2018-03-07"_s});
        // II.6.7 upheld: the claimant wins on time; each player may appeal within 14 days of receiving
        // the decision (II.1.6), so the window has no date until both receipts are recorded.
        claim.decision = ClaimDecision::Upheld;
        claim.decidedOn = QDate(2018, 3, 10);
        QVERIFY2(!claimProblem(event, claim), qPrintable(english(claimProblem(event, claim))));
        event.games[0] = gameAfterDecision(event, claim);
        QCOMPARE(event.games[0].result, GameResult::WhiteWon);
        QCOMPARE(event.games[0].how, ResultHow::TimeForfeit);
        QCOMPARE(kinds(QDate(2018, 3, 11)), QStringList{u"appeal -"_s});
        QCOMPARE(kinds(QDate(2018, 4, 30)), QStringList{u"appeal -"_s});
        claim.claimantReceivedDecision = QDate(2018, 3, 13);
        QCOMPARE(kinds(QDate(2018, 4, 30)), QStringList{u"appeal -"_s});
        claim.offenderReceivedDecision = QDate(2018, 3, 15); // the later receipt closes the window
        QVERIFY2(!claimProblem(event, claim), qPrintable(english(claimProblem(event, claim))));
        QCOMPARE(kinds(QDate(2018, 3, 29)), QStringList{u"appeal 2018-03-29"_s});
        QCOMPARE(kinds(QDate(2018, 3, 30)), QStringList{});
        // Slow S. protests to the appeals committee, whose decision is final (II.1.6): the agenda waits for
        // it; the judge records the ruling as the claim's decision.
        claim.appealReceived = QDate(2018, 3, 24);
        claim.appellant = u"p2"_s;
        QVERIFY2(!claimProblem(event, claim), qPrintable(english(claimProblem(event, claim))));
        QCOMPARE(kinds(QDate(2018, 3, 25)), QStringList{u"claim_appeal -"_s});
        QCOMPARE(kinds(QDate(2018, 9, 1)), QStringList{u"claim_appeal -"_s});
        claim.committeeRuledOn = QDate(2018, 5, 2);
        QVERIFY2(!claimProblem(event, claim), qPrintable(english(claimProblem(event, claim))));
        QCOMPARE(kinds(QDate(2018, 5, 3)), QStringList{});
        // II.6.7 rejected: no result, play goes on and the game's own deadlines come back.
        event = postmark::testing::claimTestTournament();
        claim.decision = ClaimDecision::Rejected;
        claim.penaltyDays = 5;
        QVERIFY2(!claimProblem(event, claim), qPrintable(english(claimProblem(event, claim))));
        QCOMPARE(gameAfterDecision(event, claim), event.games[0]);
    }

    void claimRegisterRefusesWhatItCannotHold_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("code");
        QTest::newRow("a claimant outside the game")
            << u"claimant"_s << u"claimant"_s << u"does_not_play_in_game"_s;
        QTest::newRow("II.6.6 the claim's date is what suspends the game")
            << u"sent"_s << u"sent"_s << u"key_missing"_s;
        QTest::newRow("II.6.7 a decision has a date")
            << u"undated"_s << u"decided_on"_s << u"decision_needs_date"_s;
        QTest::newRow("II.6.7 a decision before the claim")
            << u"early"_s << u"decided_on"_s << u"decided_before_claim_sent"_s;
        QTest::newRow("II.1.6 the decision received before it was made")
            << u"receipt"_s << u"offender_received_decision"_s << u"received_before_decision"_s;
        QTest::newRow("II.1.6 a receipt with no decision")
            << u"receipt pending"_s << u"claimant_received_decision"_s << u"no_decision_to_receive"_s;
        QTest::newRow("II.1.6 an appeal needs a decision")
            << u"appeal pending"_s << u"appeal_received"_s << u"no_decision_to_appeal"_s;
        QTest::newRow("II.1.6 an appeal from a player of the game")
            << u"appeal stranger"_s << u"appellant"_s << u"does_not_play_in_this_game"_s;
        QTest::newRow("II.1.6 the committee rules on an appeal")
            << u"ruling without appeal"_s << u"committee_ruled_on"_s << u"committee_rules_only_on_appeal"_s;
        QTest::newRow("II.6.8 penalty days only on a rejected claim")
            << u"penalty"_s << u"penalty_days"_s << u"penalty_only_for_rejected_claim"_s;
        QTest::newRow("II.6.4 a decision while the offender may still object needs its reason")
            << u"within window"_s << u"early_decision_reason"_s << u"decided_within_objection_window"_s;
        QTest::newRow("II.6.4 a decision before the notice's receipt is known needs its reason")
            << u"notice unknown"_s << u"early_decision_reason"_s << u"decided_before_notice_known"_s;
    }

    void aClaimDecidedEarlyStandsWithItsReasonOrAnObjection()
    {
        // II.6.4: the notice came 27 February, the objection days run to 6 March.
        JudgeClaim claim = claimBy(u"p1"_s, u"overstep-black.game.json"_s, QDate(2018, 2, 25));
        claim.noticeReceived = QDate(2018, 2, 27);
        claim.decision = ClaimDecision::Upheld;
        claim.decidedOn = QDate(2018, 3, 6);
        const Tournament event = postmark::testing::claimTestTournament();
        QVERIFY(claimProblem(event, claim)); // on the window's last day: still the offender's
        claim.decidedOn = QDate(2018, 3, 7);
        QVERIFY(!claimProblem(event, claim)); // the window closed
        claim.decidedOn = QDate(2018, 3, 1);
        claim.earlyDecisionReason = u"the offender wrote that he will not object"_s;
        QVERIFY(!claimProblem(event, claim)); // early, with the judge's reason
        claim.earlyDecisionReason.clear();
        claim.objectionSent = QDate(2018, 2, 28);
        QVERIFY(!claimProblem(event, claim)); // the objection is in: nothing to wait for
    }

    void claimRegisterRefusesWhatItCannotHold()
    {
        QFETCH(QString, change);
        QFETCH(QString, key);
        QFETCH(QString, code);
        JudgeClaim claim = claimBy(u"p1"_s, u"overstep-black.game.json"_s, QDate(2018, 2, 25));
        if (change == u"claimant")
            claim.claimant = u"p3"_s;
        else if (change == u"sent")
            claim.sent = QDate();
        else if (change == u"undated")
            claim.decision = ClaimDecision::Upheld;
        else if (change == u"early") {
            claim.decision = ClaimDecision::Rejected;
            claim.decidedOn = QDate(2018, 2, 20);
        } else if (change == u"receipt") {
            claim.decision = ClaimDecision::Upheld;
            claim.decidedOn = QDate(2018, 3, 10);
            claim.offenderReceivedDecision = QDate(2018, 3, 9);
        } else if (change == u"receipt pending") {
            claim.claimantReceivedDecision = QDate(2018, 3, 12);
        } else if (change == u"appeal pending") {
            claim.appealReceived = QDate(2018, 3, 20);
            claim.appellant = u"p2"_s;
        } else if (change == u"appeal stranger" || change == u"ruling without appeal") {
            claim.decision = ClaimDecision::Upheld;
            claim.decidedOn = QDate(2018, 3, 10);
            if (change == u"appeal stranger") {
                claim.appealReceived = QDate(2018, 3, 20);
                claim.appellant = u"p3"_s;
            } else
                claim.committeeRuledOn = QDate(2018, 5, 2);
        } else if (change == u"penalty") {
            claim.decision = ClaimDecision::Upheld;
            claim.decidedOn = QDate(2018, 3, 10);
            claim.noticeReceived = QDate(2018, 2, 27); // the objection window closed on 6 March
            claim.penaltyDays = 5;
        } else if (change == u"within window") {
            claim.noticeReceived = QDate(2018, 2, 27);
            claim.decision = ClaimDecision::Upheld;
            claim.decidedOn = QDate(2018, 3, 2);
        } else if (change == u"notice unknown") {
            claim.decision = ClaimDecision::Rejected;
            claim.decidedOn = QDate(2018, 3, 10);
        }
        const auto refused = claimProblem(postmark::testing::claimTestTournament(), claim);
        QVERIFY(refused);
        QCOMPARE(refused->key, key);
        QCOMPARE(messageCodeName(refused->what.code), code);
    }

    void aRejectedClaimByEmailBarsTheClaimantUntilTheNextControlMove_III_6_7()
    {
        // III.6.7: by e-mail the judge, rejecting a claim, may forbid the claimant further claims within the
        // current ten-move cycle. Slow S.'s 45 days on move 1 are within e-mail play's 50: Claimant C.'s
        // claim is rejected with the bar.
        Tournament event = postmark::testing::claimTestTournament();
        event.rules = u"fzshu-email"_s;
        JudgeRegisters registers;
        JudgeClaim rejected = claimBy(u"p1"_s, u"overstep-black.game.json"_s, QDate(2018, 2, 25));
        rejected.objectionSent = QDate(2018, 3, 1);
        rejected.decision = ClaimDecision::Rejected;
        rejected.decidedOn = QDate(2018, 3, 20);
        rejected.barsFurtherClaims = true;
        rejected.id = 1;
        QVERIFY(!assessClaim(event, rejected, QDate(2018, 3, 20)).holds);
        QCOMPARE(assessClaim(event, rejected, QDate(2018, 3, 20)).cycleControlMove, 10);
        QVERIFY(!recordClaim(event, registers, rejected));

        // Slow S. then takes 80 days on move 2, over 50 by move 2, and the claimant claims again after the
        // decision: within the same cycle he may not.
        const auto withMoves = [](postmark::ledger::GameFile game, int upTo, int blacksDays) {
            const QStringList& Plies = postmark::testing::rows::Opening; // 12 moves a side
            game.notation = postmark::chess::Notation::San;
            game.cards.clear();
            QDate day(2018, 1, 1);
            for (int move = 1; move <= upTo; ++move) {
                postmark::ledger::Card white;
                white.id = u"w%1"_s.arg(move);
                white.from = postmark::ledger::Color::White;
                white.move = Plies[2 * (move - 1)];
                if (move > 1)
                    white.repetition = {Plies[2 * (move - 1) - 1]};
                white.senderDate = day;
                white.received = day.addDays(2);
                postmark::ledger::Card black;
                black.id = u"b%1"_s.arg(move);
                black.from = postmark::ledger::Color::Black;
                black.move = Plies[2 * (move - 1) + 1];
                black.repetition = {Plies[2 * (move - 1)]};
                black.senderDate = day.addDays(2 + (move == upTo ? blacksDays : 1));
                black.received = black.senderDate->addDays(2);
                day = *black.received;
                game.cards.append(white);
                game.cards.append(black);
            }
            game.asOf = day;
            return game;
        };
        JudgeClaim again = rejected;
        again.id = 0;
        again.decision = ClaimDecision::Pending;
        again.decidedOn.reset();
        again.objectionSent.reset();
        again.barsFurtherClaims = false;
        again.evidence = withMoves(rejected.evidence, 2, 80);
        again.sent = *again.evidence.asOf;
        QCOMPARE(assessClaim(event, again, again.sent).cycleControlMove, 10);
        const auto barred = recordClaim(event, registers, again);
        QVERIFY(barred);
        QCOMPARE(barred->key, u"claimant"_s);
        QCOMPARE(messageCodeName(barred->what.code), u"claim_barred"_s);
        QVERIFY2(english(*barred).contains(u"may not claim again before control move 10 is made"_s)
                && english(*barred).contains(u"(III.6.7)"_s),
            qPrintable(english(*barred)));
        QCOMPARE(registers.claims.size(), 1); // refused: the register as it was

        // Once Slow S. has made move 11, the cycle of control move 10 is over: a claim is free again.
        JudgeClaim nextCycle = again;
        nextCycle.evidence = withMoves(rejected.evidence, 11, 120);
        nextCycle.sent = *nextCycle.evidence.asOf;
        QCOMPARE(assessClaim(event, nextCycle, nextCycle.sent).cycleControlMove, 20);
        QVERIFY(!recordClaim(event, registers, nextCycle));
        QCOMPARE(registers.claims.size(), 2);

        // A decision with the offender's objection window not known to be over cites e-mail's own clause
        // (a walk read II.6.4 in an e-mail event's form).
        JudgeClaim early = rejected;
        early.objectionSent.reset();
        early.barsFurtherClaims = false;
        QVERIFY2(english(*claimProblem(event, early)).contains(u"(III.6.4)"_s),
            qPrintable(english(*claimProblem(event, early))));

        // The bar goes only with a rejection, and only by e-mail: by post the judge charges penalty days
        // instead (II.6.8).
        JudgeClaim upheld = rejected;
        upheld.decision = ClaimDecision::Upheld;
        QCOMPARE(
            messageCodeName(claimProblem(event, upheld)->what.code), u"claim_bar_only_for_rejected_claim"_s);
        QCOMPARE(claimProblem(event, upheld)->key, u"bars_further_claims"_s);
        QCOMPARE(messageCodeName(claimProblem(postmark::testing::claimTestTournament(), rejected)->what.code),
            u"claim_bar_not_in_section"_s);
    }

    void adjudicationRegister_data()
    {
        QTest::addColumn<QStringList>("entries");
        QTest::addColumn<QDate>("asOf");
        QTest::addColumn<QString>("stage");
        QTest::addColumn<QString>("clause");
        QTest::addColumn<QString>("result");
        QTest::addColumn<QString>("how");
        const QDate afterEnd(2020, 1, 5);
        QTest::newRow("II.9.5 packets due 14 days after the end")
            << QStringList{u"white_packet 2020-01-03"_s} << afterEnd << u"awaiting_packets"_s << u"II.9.5"_s
            << u"-"_s << u"played"_s;
        QTest::newRow("II.9.6 equal assessments end the game without adjudication")
            << QStringList{u"white_packet 2020-01-03"_s,
                   u"black_packet 2020-01-04"_s,
                   u"white_assessment 1/2-1/2"_s,
                   u"black_assessment 1/2-1/2"_s}
            << afterEnd << u"agreed"_s << u"II.9.6"_s << u"1/2-1/2"_s << u"played"_s;
        QTest::newRow("II.9.7 different assessments go to the adjudicator")
            << QStringList{u"white_packet 2020-01-03"_s,
                   u"black_packet 2020-01-04"_s,
                   u"white_assessment 1-0"_s,
                   u"black_assessment 1/2-1/2"_s}
            << afterEnd << u"awaiting_decision"_s << u"II.9.7"_s << u"-"_s << u"played"_s;
        QTest::newRow("II.9.8 a missing packet after its time: the adjudicator decides without it")
            << QStringList{u"white_packet 2020-01-03"_s} << QDate(2020, 1, 16) << u"awaiting_decision"_s
            << u"II.9.7"_s << u"-"_s << u"played"_s;
        // Only White sent a packet, so only White may appeal (II.9.8); Black's receipt does not matter.
        const QStringList decided{
            u"white_packet 2020-01-03"_s, u"decision 1-0 2020-02-01"_s, u"white_received 2020-02-04"_s};
        QTest::newRow("II.9.10 the appeal window runs 14 days from the receipt of the result")
            << decided << QDate(2020, 2, 18) << u"appeal_window"_s << u"II.9.10"_s << u"1-0"_s
            << u"adjudicated"_s;
        QTest::newRow("II.9.10 no appeal within 14 days of the receipt: the result stands")
            << decided << QDate(2020, 2, 19) << u"final"_s << u"II.9.10"_s << u"1-0"_s << u"adjudicated"_s;
        QTest::newRow("II.9.10 the receipt not recorded: the window cannot close")
            << QStringList{u"white_packet 2020-01-03"_s, u"decision 1-0 2020-02-01"_s} << QDate(2020, 6, 1)
            << u"appeal_window"_s << u"II.9.10"_s << u"1-0"_s << u"adjudicated"_s;
        QTest::newRow("II.9.8 neither sent a packet: nobody may appeal, the result stands")
            << QStringList{u"decision 0-1 2020-02-01"_s} << QDate(2020, 2, 1) << u"final"_s << u"II.9.8"_s
            << u"0-1"_s << u"adjudicated"_s;
        QTest::newRow("II.9.11 appealed: the second adjudicator decides")
            << QStringList{u"white_packet 2020-01-03"_s,
                   u"decision 1-0 2020-02-01"_s,
                   u"appeal p1 2020-02-10"_s}
            << QDate(2020, 2, 16) << u"appealed"_s << u"II.9.11"_s << u"1-0"_s << u"adjudicated"_s;
        QTest::newRow("II.9.11 the second adjudication is final")
            << QStringList{u"white_packet 2020-01-03"_s,
                   u"decision 1-0 2020-02-01"_s,
                   u"appeal p1 2020-02-10"_s,
                   u"final 1/2-1/2 2020-03-01"_s}
            << QDate(2020, 3, 2) << u"final"_s << u"II.9.11"_s << u"1/2-1/2"_s << u"adjudicated"_s;
    }

    void adjudicationRegister()
    {
        QFETCH(QStringList, entries);
        QFETCH(QDate, asOf);
        QFETCH(QString, stage);
        QFETCH(QString, clause);
        QFETCH(QString, result);
        QFETCH(QString, how);
        const Tournament event = postmark::testing::claimTestTournament();
        Adjudication adjudication;
        adjudication.game = 0;
        adjudication.adjudicator = u"Judge A."_s;
        for (const QString& entry : entries) {
            const QStringList parts = entry.split(u' ');
            const QDate date = QDate::fromString(parts.last(), Qt::ISODate);
            if (parts[0] == u"white_packet")
                adjudication.whitePacket = date;
            else if (parts[0] == u"black_packet")
                adjudication.blackPacket = date;
            else if (parts[0] == u"white_assessment")
                adjudication.whiteAssessment = resultFromText(parts[1]);
            else if (parts[0] == u"black_assessment")
                adjudication.blackAssessment = resultFromText(parts[1]);
            else if (parts[0] == u"decision") {
                adjudication.decision = resultFromText(parts[1]);
                adjudication.decidedOn = date;
            } else if (parts[0] == u"white_received") {
                adjudication.whiteReceivedResult = date;
            } else if (parts[0] == u"appeal") {
                adjudication.appellant = parts[1];
                adjudication.appealReceived = date;
            } else if (parts[0] == u"final") {
                adjudication.secondAdjudicator = u"Judge B."_s;
                adjudication.finalDecision = resultFromText(parts[1]);
                adjudication.finalOn = date;
            }
        }
        QVERIFY2(!adjudicationProblem(event, adjudication),
            qPrintable(english(adjudicationProblem(event, adjudication))));
        QVERIFY(needsAdjudication(event, 0, asOf));
        const postmark::rules::RuleSet rules = *rulesOf(event);
        const AdjudicationState state = adjudicationState(event, rules, adjudication, asOf);
        QCOMPARE(adjudicationStageText(state.stage), stage);
        QCOMPARE(state.why.clause, clause);
        QCOMPARE(state.packetsDue, QDate(2020, 1, 15));
        const TournamentGame game = gameAfterAdjudication(event, rules, adjudication, asOf);
        QCOMPARE(game.result ? resultText(*game.result) : u"-"_s, result);
        QCOMPARE(howText(game.how), how);
    }

    void adjudicationRegisterRefusesWhatItCannotHold_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("code");
        QTest::newRow("II.9.8 no packet, no appeal")
            << u"appeal by black"_s << u"appellant"_s << u"no_packet_no_appeal"_s;
        QTest::newRow("II.9.11 the second adjudication is by another judge")
            << u"same judge"_s << u"second_adjudicator"_s << u"second_adjudicator_is_another_judge"_s;
        QTest::newRow("II.9.11 a second adjudication follows an appeal")
            << u"final without appeal"_s << u"final_decision"_s << u"second_adjudication_only_after_appeal"_s;
        QTest::newRow("II.9.10 the result received before the adjudication")
            << u"early receipt"_s << u"black_received_result"_s << u"received_before_decision"_s;
        QTest::newRow("II.9.7 an adjudication names its adjudicator")
            << u"anonymous"_s << u"adjudicator"_s << u"key_missing"_s;
        QTest::newRow("II.9.5 no adjudication while Black's packet may still come (due 15 January)")
            << u"before packets due"_s << u"decided_on"_s << u"decided_before_packets_due"_s;
    }

    void anAdjudicationIsDecidedOnThePacketsOrOnceTheyAreDue_II_9_5_II_9_7()
    {
        // The event ends 1 January 2020: packets are due by the 15th (II.9.5).
        const Tournament event = postmark::testing::claimTestTournament();
        Adjudication adjudication;
        adjudication.game = 0;
        adjudication.whitePacket = QDate(2020, 1, 3);
        adjudication.adjudicator = u"Judge A."_s;
        adjudication.decision = GameResult::WhiteWon;
        adjudication.decidedOn = QDate(2020, 1, 15); // the last day Black may still send his
        const auto refused = adjudicationProblem(event, adjudication);
        QVERIFY(refused);
        QCOMPARE(english(refused->what),
            u"15 January 2020 is before the packets are in: Slow S. may send one until 15 January 2020 "
            u"(II.9.5), "
            "and the adjudication is made on the packets received (II.9.7)"_s);
        adjudication.decidedOn =
            QDate(2020, 1, 16); // the day after: Black's right to appeal is gone (II.9.8)
        QVERIFY(!adjudicationProblem(event, adjudication));
        adjudication.decidedOn = QDate(2020, 1, 10); // both packets in: nothing more to wait for
        adjudication.blackPacket = QDate(2020, 1, 9);
        QVERIFY(!adjudicationProblem(event, adjudication));
    }

    void adjudicationRegisterRefusesWhatItCannotHold()
    {
        QFETCH(QString, change);
        QFETCH(QString, key);
        QFETCH(QString, code);
        Adjudication adjudication;
        adjudication.game = 0;
        adjudication.whitePacket = QDate(2020, 1, 3);
        adjudication.adjudicator = u"Judge A."_s;
        adjudication.decision = GameResult::WhiteWon;
        adjudication.decidedOn = QDate(2020, 2, 1);
        if (change == u"appeal by black") {
            adjudication.appellant = u"p2"_s;
            adjudication.appealReceived = QDate(2020, 2, 10);
        } else if (change == u"same judge") {
            adjudication.appellant = u"p1"_s;
            adjudication.appealReceived = QDate(2020, 2, 10);
            adjudication.secondAdjudicator = u"Judge A."_s;
            adjudication.finalDecision = GameResult::Draw;
            adjudication.finalOn = QDate(2020, 3, 1);
        } else if (change == u"final without appeal") {
            adjudication.secondAdjudicator = u"Judge B."_s;
            adjudication.finalDecision = GameResult::Draw;
            adjudication.finalOn = QDate(2020, 3, 1);
        } else if (change == u"early receipt") {
            adjudication.blackReceivedResult = QDate(2020, 1, 31);
        } else if (change == u"anonymous") {
            adjudication.adjudicator.clear();
        } else if (change == u"before packets due") {
            adjudication.decidedOn = QDate(2020, 1, 10);
            adjudication.blackReceivedResult.reset();
        }
        const auto refused = adjudicationProblem(postmark::testing::claimTestTournament(), adjudication);
        QVERIFY(refused);
        QCOMPARE(refused->key, key);
        QCOMPARE(messageCodeName(refused->what.code), code);
    }
};

QTEST_GUILESS_MAIN(TestJudgeRegisters)
#include "tst_judgeregisters.moc"
