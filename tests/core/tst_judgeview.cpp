// SPDX-License-Identifier: GPL-3.0-or-later
// The judge's view as helper-28 met it: the assessment of a claim whose evidence records the claim itself
// leaves what became of it to the register (II.6.5-II.6.7), not the evidence's "a claim is with the judge"
// (II.6.6), which a decided claim's details went on saying; the agenda's appeal step (II.1.6) says whose it
// is; a result awaiting its record is written as the crosstable writes it (½–½, not 1/2-1/2).
#include <QTest>

#include "core/ledger/claimcheck.h"
#include "core/ledger/ledgerof.h"
#include "core/tournament/claimsregister.h"
#include "core/tournament/judgeagenda.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/messagewords.h"
#include "tests/support/tournamentfixture.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::tournament;

class TestJudgeView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theClaimAssessedIsNotAnotherClaimWithTheJudge_data()
    {
        QTest::addColumn<ClaimDecision>("decision");
        QTest::newRow("II.6.6 pending") << ClaimDecision::Pending;
        QTest::newRow("II.6.5 upheld") << ClaimDecision::Upheld;
        QTest::newRow("II.6.7 rejected") << ClaimDecision::Rejected;
    }

    void theClaimAssessedIsNotAnotherClaimWithTheJudge()
    {
        QFETCH(ClaimDecision, decision);
        JudgeClaim claim = testing::overstepClaim();
        ledger::Claim recorded;
        recorded.by = ledger::Color::White;
        recorded.sent = claim.sent;
        claim.evidence.claim = recorded; // the claimant's file records the claim he sent
        claim.decision = decision;
        if (decision != ClaimDecision::Pending)
            claim.decidedOn = claim.sent.addDays(20);
        // The player's own check of the same file says a claim is with the judge…
        const ledger::LedgerResult computed = ledger::ledgerOf(claim.evidence, QDate(2018, 3, 20));
        QVERIFY(computed.ledger);
        QVERIFY(ledger::checkClaim(claim.evidence, *computed.ledger).alreadyClaimed);
        // …the judge's assessment of that claim does not: it is the claim assessed.
        const ClaimAssessment assessment =
            assessClaim(testing::claimTestTournament(), claim, QDate(2018, 3, 20));
        QVERIFY(assessment.problems.isEmpty());
        QVERIFY(assessment.holds);
        QCOMPARE(assessment.check.alreadyClaimed, false);
    }

    void theAppealStepSaysWhoseItIs()
    {
        // Upheld on 17 March; until each player's receipt of the decision is recorded the window has no date
        // and the step is the judge's (to record them), then the players' (to appeal, II.1.6).
        JudgeClaim claim = testing::overstepClaim();
        claim.decision = ClaimDecision::Upheld;
        claim.decidedOn = QDate(2018, 3, 17);
        claim.earlyDecisionReason = u"the offender wrote that he will not object"_s;
        const auto appealStep = [](const JudgeClaim& decided) {
            const QList<AgendaItem> agenda =
                judgeAgenda(testing::claimTestTournament(), {}, QDate(2018, 3, 20), {{decided}, {}});
            const auto step = std::find_if(agenda.begin(), agenda.end(), [](const AgendaItem& item) {
                return item.what == JudgeAgendaKind(JudgeStep::Appeal);
            });
            return step == agenda.end() ? std::optional<AgendaItem>() : std::optional(*step);
        };
        const std::optional<AgendaItem> awaitingReceipts = appealStep(claim);
        QVERIFY(awaitingReceipts);
        QCOMPARE(awaitingReceipts->due, std::nullopt);
        QCOMPARE(awaitingReceipts->player, u"judge"_s);
        QCOMPARE(awaitingReceipts->why.clause, u"II.1.6"_s);
        claim.claimantReceivedDecision = QDate(2018, 3, 19);
        claim.offenderReceivedDecision = QDate(2018, 3, 20);
        const std::optional<AgendaItem> open = appealStep(claim);
        QVERIFY(open);
        QCOMPARE(open->due, QDate(2018, 4, 3)); // the later receipt, 20 March, + 14 days
        QCOMPARE(open->player, u"players"_s);
    }

    void aResultAwaitingItsRecordIsWrittenAsTheTableWritesIt()
    {
        tournament::Tournament event = testing::claimTestTournament();
        event.games[0].result = GameResult::Draw;
        event.games[0].reportedOn = QDate(2018, 3, 1);
        const QList<AgendaItem> agenda = judgeAgenda(event, {}, QDate(2018, 3, 5));
        const auto record = std::find_if(agenda.begin(), agenda.end(), [](const AgendaItem& item) {
            return item.what == JudgeAgendaKind(JudgeStep::GameRecord);
        });
        QVERIFY(record != agenda.end());
        QCOMPARE(record->why.clause, u"II.9.1"_s);
        QVERIFY2(testing::english(record->why).startsWith(u"the result ½–½ was reported"_s),
            qPrintable(testing::english(record->why)));
    }
};

QTEST_GUILESS_MAIN(TestJudgeView)
#include "tst_judgeview.moc"
