// SPDX-License-Identifier: GPL-3.0-or-later
// The judge's assessment of a claim whose evidence records the claim itself: what became of it is the
// register's to say (II.6.5-II.6.7), not the evidence's "a claim is with the judge" (II.6.6), which a
// decided claim's details went on saying (helper-28).
#include <QTest>

#include "core/ledger/claimcheck.h"
#include "core/ledger/ledgerof.h"
#include "core/tournament/claimsregister.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/tournamentfixture.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::tournament;

class TestClaimAssessment : public QObject
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
};

QTEST_GUILESS_MAIN(TestClaimAssessment)
#include "tst_claimassessment.moc"
