// SPDX-License-Identifier: GPL-3.0-or-later
// Each section of the rules numbers the judge's steps its own way: an e-mail event's withdrawal is III.8.1
// and its adjudications chapter III.9, a team event's results and adjudications its own chapter IV.11, a
// server's appeals go to the committee (V.9.4). The judge's registers, labels, legends, report and letters
// cite the event's section, never section II's numbers for another section's event.
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTest>
#include <QTranslator>

#include "core/documents/documents.h"
#include "core/documents/registerdocuments.h"
#include "core/documents/tournamentdocuments.h"
#include "core/ledger/gamefilereader.h"
#include "core/ledger/ledgerof.h"
#include "core/rules/clauses.h"
#include "core/rules/ruleset.h"
#include "core/tournament/adjudicationregister.h"
#include "core/tournament/crosstable.h"
#include "tests/support/messagewords.h"
#include "tests/support/tournamentfixture.h"
#include "ui/desk/lifeeventdialog.h"
#include "ui/text/crosstablereport.h"
#include "ui/tournament/adjudicationdialog.h"
#include "ui/tournament/claimdialog.h"
#include "ui/tournament/crosstablepanel.h"
#include "ui/tournament/judgelabels.h"
#include "ui/tournament/playerdialog.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using postmark::testing::english;

namespace {

tournament::Tournament eventUnder(const QString& rules)
{
    tournament::Tournament event = testing::claimTestTournament();
    event.rules = rules;
    return event;
}

/// Every word a document says, its tables' cells too.
QString wordsOf(const documents::Document& document)
{
    QStringList words;
    for (const documents::Page& page : document.pages) {
        for (const documents::Block& block : page.blocks) {
            words << block.label << block.text;
            for (const QStringList& row : block.rows)
                words << row;
        }
    }
    return words.join(u'\n');
}

} // namespace

class TestSectionClauses : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // In English as the application speaks it: a count's plural comes from the translation.
        QVERIFY(m_english.load(u":/i18n/postmark_en"_s));
        QCoreApplication::installTranslator(&m_english);
    }

    void eachSectionsAdjudicationsCiteItsOwnChapter_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("packets");
        QTest::addColumn<QString>("noPacketNoAppeal");
        QTest::addColumn<QString>("appeal");
        QTest::addColumn<QString>("route");
        QTest::addColumn<QString>("packetsSent");
        QTest::newRow("II.9 by post") << u"fzshu-postal"_s << u"II.9.5"_s << u"II.9.8"_s << u"II.9.10"_s
                                      << u"an appeal, registered,"_s << u"send the packet, registered,"_s;
        QTest::newRow("III.9 by e-mail: the packets and the appeal by e-mail too (III.9.5, III.9.10)")
            << u"fzshu-email"_s << u"III.9.5"_s << u"III.9.8"_s << u"III.9.10"_s << u"an appeal, by e-mail,"_s
            << u"send the packet to the judge within"_s;
        QTest::newRow("IV.11 a team event's own chapter, the packets through the captain")
            << u"fzshu-team-postal"_s << u"IV.11.5"_s << u"IV.11.9"_s << u"IV.11.11"_s
            << u"an appeal, registered,"_s << u"send the packet, registered,"_s;
    }

    void eachSectionsAdjudicationsCiteItsOwnChapter()
    {
        QFETCH(QString, rules);
        QFETCH(QString, packets);
        QFETCH(QString, noPacketNoAppeal);
        QFETCH(QString, appeal);
        QFETCH(QString, route);
        QFETCH(QString, packetsSent);
        const tournament::Tournament event = eventUnder(rules);
        const rules::RuleSet eventRules = tournament::rulesOrSectionDefault(event);
        tournament::Adjudication adjudication;
        adjudication.game = 0;
        adjudication.adjudicator = u"Judge A."_s;
        adjudication.whitePacket = QDate(2020, 1, 3);
        const QDate afterEnd(2020, 1, 5);
        tournament::AdjudicationState state =
            tournament::adjudicationState(event, eventRules, adjudication, afterEnd);
        QCOMPARE(state.stage, tournament::AdjudicationStage::AwaitingPackets);
        QCOMPARE(state.why.clause, packets);
        QVERIFY2(english(state.why).contains(packetsSent), qPrintable(english(state.why)));
        QCOMPARE(
            ui::adjudicationStageLabel(state.stage, eventRules), u"awaiting the packets (%1)"_s.arg(packets));

        // Decided, White's receipt recorded: White may appeal, by the section's route.
        adjudication.decision = tournament::GameResult::WhiteWon;
        adjudication.decidedOn = QDate(2020, 2, 1);
        adjudication.whiteReceivedResult = QDate(2020, 2, 4);
        state = tournament::adjudicationState(event, eventRules, adjudication, QDate(2020, 2, 10));
        QCOMPARE(state.stage, tournament::AdjudicationStage::AppealWindow);
        QCOMPARE(state.why.clause, appeal);
        QVERIFY2(english(state.why).contains(route), qPrintable(english(state.why)));

        // Neither sent a packet: nobody may appeal.
        adjudication.whitePacket.reset();
        state = tournament::adjudicationState(event, eventRules, adjudication, QDate(2020, 2, 10));
        QCOMPARE(state.why.clause, noPacketNoAppeal);
    }

    void theJudgesLabelsCiteTheEventsSection()
    {
        using tournament::ResultHow;
        using tournament::WithdrawalDecision;
        const rules::RuleSet email = tournament::rulesOrSectionDefault(eventUnder(u"fzshu-email"_s));
        QCOMPARE(ui::withdrawalLabel(WithdrawalDecision::Loss, email),
            u"withdrew: unfinished games lost (III.8.1)"_s);
        QCOMPARE(ui::howLabel(ResultHow::TimeForfeit, email), u"time forfeit (III.6.6)"_s);
        QCOMPARE(ui::howLabel(ResultHow::Adjudicated, email), u"adjudicated (III.9.7)"_s);
        QCOMPARE(ui::howLabel(ResultHow::NoRecord, email), u"no game record (III.9.3)"_s);
        // 40 days by e-mail (III.5.3), not section II's two months.
        QCOMPARE(ui::howLabel(ResultHow::InactivityLoss, email), u"40 days without a move (III.5.3)"_s);
        QCOMPARE(ui::claimDecisionLabel(tournament::ClaimDecision::Rejected, email),
            u"rejected: play goes on (III.6.3)"_s);
        QCOMPARE(ui::claimDecisionLabel(tournament::ClaimDecision::Pending, email),
            u"pending: game suspended (III.6.3)"_s);

        const rules::RuleSet postal = tournament::rulesOrSectionDefault(eventUnder(u"fzshu-postal"_s));
        QCOMPARE(ui::howLabel(ResultHow::InactivityLoss, postal), u"2 months without a move (II.5.2)"_s);
        QCOMPARE(ui::withdrawalLabel(WithdrawalDecision::Exclude, postal),
            u"withdrew: unfinished games not counted (II.8.1)"_s);

        const rules::RuleSet team = tournament::rulesOrSectionDefault(eventUnder(u"fzshu-team-postal"_s));
        QCOMPARE(ui::withdrawalLabel(WithdrawalDecision::Adjudicate, team),
            u"left, no substitute: unfinished games adjudicated (IV.10.3)"_s);
        QCOMPARE(ui::howLabel(ResultHow::Adjudicated, team), u"adjudicated (IV.11.8)"_s);

        // A server keeps no game records and hears no claims: the words without a clause of another section.
        const rules::RuleSet server = tournament::rulesOrSectionDefault(eventUnder(u"fzshu-server"_s));
        QCOMPARE(ui::howLabel(ResultHow::NoRecord, server), u"no game record"_s);
        QCOMPARE(ui::withdrawalLabel(WithdrawalDecision::Loss, server),
            u"withdrew: unfinished games lost (V.8.2)"_s);
    }

    void anEmailEventsCrosstableLegendCitesSectionIII()
    {
        ui::CrosstablePanel panel;
        panel.show(eventUnder(u"fzshu-email"_s));
        const QString legend = panel.findChild<QLabel*>(u"legend"_s)->text();
        QVERIFY2(legend.contains(u"+ / − scored by a withdrawal (III.8.1)"_s), qPrintable(legend));
        QVERIFY(legend.contains(u"0 on both sides: no game record from either (III.9.3)"_s));
        QVERIFY(legend.contains(u"(1) reported, not counted until the game record comes (III.9.2)"_s));
        QVERIFY2(!legend.contains(u"(II."_s), qPrintable(legend));
    }

    void onlyAServersEventExplainsACancelledGame_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<bool>("oneCancelled");
        QTest::addColumn<bool>("explained");
        QTest::newRow("II postal, none cancelled: no -C") << u"fzshu-postal"_s << false << false;
        QTest::newRow("III e-mail, none cancelled: no -C") << u"fzshu-email"_s << false << false;
        QTest::newRow("V.8.1 server: -C") << u"fzshu-server"_s << false << true;
        QTest::newRow("II postal with a game cancelled: -C") << u"fzshu-postal"_s << true << true;
    }

    void onlyAServersEventExplainsACancelledGame()
    {
        QFETCH(QString, rules);
        QFETCH(bool, oneCancelled);
        QFETCH(bool, explained);
        tournament::Tournament event = eventUnder(rules);
        if (oneCancelled)
            event.games[0].result = tournament::GameResult::Cancelled;
        // The window's legend, postmark-cli's and the export's text, the printed report: all or none.
        ui::CrosstablePanel panel;
        panel.show(event);
        const QString window = panel.findChild<QLabel*>(u"legend"_s)->text();
        const QString cli =
            text::crosstableText(event, tournament::computeCrosstable(event), Language::English);
        const QString report =
            wordsOf(documents::tournamentReport(event, QDate(2018, 7, 1), Language::English));
        const QString ukrainian =
            wordsOf(documents::tournamentReport(event, QDate(2018, 7, 1), Language::Ukrainian));
        QCOMPARE(window.contains(u"-C cancelled (V.8.1)"_s), explained);
        QCOMPARE(cli.contains(u"-C cancelled (V.8.1)"_s), explained);
        QCOMPARE(report.contains(u"-C cancelled (V.8.1)"_s), explained);
        QCOMPARE(ukrainian.contains(u"ан — анульовано (V.8.1)"_s), explained);
        QVERIFY2(cli.contains(u"n/c not counted (withdrawal, exclusion); (1) reported"_s) != explained,
            qPrintable(cli));
    }

    void anEmailEventsClaimAndAdjudicationFormsCiteSectionIII()
    {
        const tournament::Tournament event = eventUnder(u"fzshu-email"_s);
        tournament::JudgeClaim emailClaim = testing::overstepClaim();
        emailClaim.sealedMove.clear(); // as an e-mail claim comes
        const ui::ClaimDialog claim(event, {}, emailClaim, QDate(2018, 3, 1));
        QStringList labels;
        for (const QLabel* label : claim.findChildren<QLabel*>())
            labels << label->text();
        const QString form = labels.join(u'\n');
        QVERIFY2(form.contains(u"Claim &sent (III.6.3):"_s) && form.contains(u"&Objection (III.6.4):"_s)
                && !form.contains(u"Sealed &move"_s)
                && form.contains(u"Claimant re&ceived the decision (III.1.10):"_s),
            qPrintable(form));
        // An e-mail claim carries no next move (III.6.1): the form does not ask for one.
        QVERIFY(!claim.findChild<QLineEdit*>(u"sealedMove"_s)->isVisibleTo(&claim));
        // By e-mail an unfounded claim costs no penalty days (III.6.7 bars further claims instead).
        QVERIFY2(form.contains(u"&Penalty to the claimant:"_s), qPrintable(form));
        const auto* decisions = claim.findChild<QComboBox*>(u"decision"_s);
        QVERIFY(decisions->findText(u"rejected: the suspended game goes on (III.6.3)"_s) >= 0);

        tournament::Adjudication adjudication;
        adjudication.game = 0;
        const ui::AdjudicationDialog adjudicationForm(event, adjudication, QDate(2020, 1, 5));
        QStringList titles;
        for (const QGroupBox* box : adjudicationForm.findChildren<QGroupBox*>())
            titles << box->title();
        QVERIFY2(titles.contains(u"Packets (III.9.5) and the players' assessments (III.9.6)"_s)
                && titles.contains(u"Adjudication (III.9.7, III.9.9)"_s)
                && titles.contains(u"Appeal (III.9.10) and second adjudication (III.9.11)"_s),
            qPrintable(titles.join(u" | "_s)));
    }

    void aPlayersEmailGameEndsUnderItsOwnRules()
    {
        // The player's own form for the end of a game played by e-mail: III's clauses, 40 days.
        ledger::GameFile game = testing::testGameFile(u"overstep-black.game.json"_s);
        game.event.rules = u"fzshu-email"_s;
        const ui::LifeEventDialog form(
            ui::LifeEventDialog::Event::GameEnd, {{7, game}}, 7, u"Claimant C."_s, QDate(2018, 3, 1));
        const auto* how = form.findChild<QComboBox*>(u"how"_s);
        QVERIFY(how->findText(u"time forfeit (III.6.6)"_s) >= 0);
        QVERIFY(how->findText(u"withdrawal (III.8.1)"_s) >= 0);
        QVERIFY(how->findText(u"40 days without a move (III.5.3)"_s) >= 0);
    }

    void aClauseTwoStepsShareIsCitedOnce()
    {
        // By e-mail the claim's evidence and its window are both III.6.1: cited once.
        const rules::RuleSet email = tournament::rulesOrSectionDefault(eventUnder(u"fzshu-email"_s));
        QCOMPARE(rules::citation(
                     email, {rules::Rule::Overstep, rules::Rule::ClaimEvidence, rules::Rule::ClaimWindow}),
            u" (III.4.3, III.6.1)"_s);
        const rules::RuleSet postal = tournament::rulesOrSectionDefault(eventUnder(u"fzshu-postal"_s));
        QCOMPARE(rules::citation(
                     postal, {rules::Rule::Overstep, rules::Rule::ClaimEvidence, rules::Rule::ClaimWindow}),
            u" (II.6.1, II.6.2, II.6.3)"_s);
        const rules::RuleSet server = tournament::rulesOrSectionDefault(eventUnder(u"fzshu-server"_s));
        QCOMPARE(rules::citation(server, {rules::Rule::ClaimEvidence, rules::Rule::ClaimWindow}), QString());
    }

    void thePenaltyParametersCiteTheirOwnPoints_II_4_9_II_4_10()
    {
        // Five days for a first delay of a kind is II.4.9, ten for a repeated one II.4.10: the Regulation
        // tab cited II.4.10 beside the five (helper-74).
        const rules::RuleSet postal = tournament::rulesOrSectionDefault(eventUnder(u"fzshu-postal"_s));
        QCOMPARE(rules::clause(postal, rules::ruleParameter(u"penalty_first_days")->rule), u"II.4.9"_s);
        QCOMPARE(rules::clause(postal, rules::ruleParameter(u"penalty_repeat_days")->rule), u"II.4.10"_s);
    }

    void anEmailGamesClaimPacketCitesSectionIII()
    {
        // The limit line under the time calculation cited section II's clauses in every game (II.4.3,
        // II.6.1); an e-mail game's control and overstep are III.4.3.
        QFile file(QStringLiteral(POSTMARK_TEST_DATA_DIR "/games/overstep-black.game.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        ledger::GameFile game = *ledger::readGameFile(file.readAll()).game;
        for (const QString& rules : {u"fzshu-postal"_s, u"fzshu-email"_s}) {
            game.event.rules = rules;
            // Black's 45 days on move 1 overstep section II's 40; section III allows 50, its regulation 40
            // here.
            if (rules == u"fzshu-email")
                game.event.overrides.insert(u"days_per_control"_s, 40);
            const ledger::LedgerResult computed = ledger::ledgerOf(game, *game.asOf);
            QVERIFY(computed.ledger);
            const Result<documents::Document> packet =
                documents::claimPacket(game, *computed.ledger, Language::English);
            QVERIFY2(
                packet, qPrintable(rules + u": "_s + (packet ? QString() : english(packet.error().detail))));
            const QString words = wordsOf(*packet);
            const bool email = rules == u"fzshu-email";
            QVERIFY2(words.contains(email ? u"cumulative (III.4.3)"_s : u"cumulative (II.4.3)"_s),
                qPrintable(words));
            QVERIFY2(words.contains(email ? u"days (III.4.3)."_s : u"days (II.6.1)."_s), qPrintable(words));
        }
    }

    void anEmailEventsClaimIsDecidedUnderSectionIII()
    {
        const tournament::Tournament event = eventUnder(u"fzshu-email"_s);
        tournament::JudgeClaim claim = testing::overstepClaim();
        claim.decision = tournament::ClaimDecision::Rejected;
        claim.decidedOn = QDate(2018, 3, 10);
        claim.sealedMove.clear(); // an e-mail claim carries no next move (III.6.1)
        const QString letter =
            wordsOf(documents::claimDecisionLetter(event, claim, u"Judge J."_s, Language::English).value());
        // A rejection lets the suspended game go on (III.6.3); the appeal goes to the committee (III.1.10).
        QVERIFY2(letter.contains(u"The game, suspended by the claim, goes on (III.6.3)."_s)
                && letter.contains(u"the committee's decision is final (III.1.10)."_s),
            qPrintable(letter));
        QVERIFY2(!letter.contains(u"(II."_s), qPrintable(letter));
        // No penalty days for an unfounded claim by e-mail: the field is not offered.
        ui::ClaimDialog form(event, {}, claim, QDate(2018, 3, 10));
        QVERIFY(!form.findChild<QSpinBox*>(u"penaltyDays"_s)->isEnabled());
        ui::ClaimDialog postal(eventUnder(u"fzshu-postal"_s), {}, claim, QDate(2018, 3, 10));
        QVERIFY(postal.findChild<QSpinBox*>(u"penaltyDays"_s)->isEnabled());
    }

    void anEmailEventsStartNoticeSaysNothingOfRegisteredMail()
    {
        // III.4.5: the time counts from the start; a late notice moves nothing (II.4.6 is postal); a missing
        // first move is asked of the partner with a copy to the judge (III.5.1), not by a registered inquiry.
        const QString notices =
            wordsOf(documents::startNotices(eventUnder(u"fzshu-email"_s), Language::English));
        QVERIFY2(notices.contains(u"your time counts from that date (III.4.5)."_s)
                && notices.contains(u"write to your partner with a copy to the judge (III.5.1)."_s),
            qPrintable(notices));
        QVERIFY(!notices.contains(u"registered"_s) && !notices.contains(u"(II."_s));
        const QString postal =
            wordsOf(documents::startNotices(eventUnder(u"fzshu-postal"_s), Language::English));
        QVERIFY(postal.contains(u"send a registered inquiry and tell the judge (II.5.1)."_s));
    }

    void anEmailEventsPlayerIsReachedByEmail()
    {
        // III.1.2: a player tells the judge and the partners of a new e-mail address within three days.
        const tournament::Tournament email = eventUnder(u"fzshu-email"_s);
        const ui::PlayerDialog player(email.players[0], tournament::rulesOrSectionDefault(email));
        QStringList labels;
        for (const QLabel* label : player.findChildren<QLabel*>())
            labels << label->text();
        QVERIFY2(labels.contains(u"E-mail &address (III.1.2):"_s), qPrintable(labels.join(u" | "_s)));
        const tournament::Tournament postal = eventUnder(u"fzshu-postal"_s);
        const ui::PlayerDialog byPost(postal.players[0], tournament::rulesOrSectionDefault(postal));
        QVERIFY(byPost.findChild<QPlainTextEdit*>()->accessibleName() == u"Full postal address"_s);
    }

    void anEmailEventsReportAndRegistersCiteSectionIII()
    {
        tournament::Tournament event = eventUnder(u"fzshu-email"_s);
        event.withdrawals = {{u"p2"_s, QDate(2018, 6, 1), tournament::WithdrawalDecision::Adjudicate}};
        const QDate asOf(2018, 7, 1);
        for (Language language : {Language::English, Language::Ukrainian}) {
            const QString report = wordsOf(documents::tournamentReport(event, asOf, language));
            QVERIFY2(report.contains(u"(III.8.1)"_s) && report.contains(u"(III.9.2)"_s), qPrintable(report));
            QVERIFY2(!report.contains(u"(II."_s), qPrintable(report));
        }
        tournament::JudgeRegisters registers;
        registers.claims = {testing::overstepClaim()};
        const QString claims = wordsOf(documents::claimsRegister(event, registers, asOf, Language::English));
        QVERIFY2(claims.contains(u"Objection by (III.6.4)"_s) && claims.contains(u"Appeal (III.1.10)"_s),
            qPrintable(claims));
        // A decision with its date (the register said what was decided, not when).
        registers.claims.first().decision = tournament::ClaimDecision::Upheld;
        registers.claims.first().decidedOn = QDate(2018, 3, 10);
        registers.claims.first().earlyDecisionReason = u"the offender will not object"_s;
        const QString decided = wordsOf(documents::claimsRegister(event, registers, asOf, Language::English));
        QVERIFY2(decided.contains(u"10 March 2018"_s), qPrintable(decided));
        QVERIFY2(decided.contains(u"before the objection window, because: the offender will not object"_s),
            qPrintable(decided));
        // The overstep said by whom, at which move, by how much (by post: 45 days against 40; by e-mail 50
        // are allowed, and none holds).
        const QString postal = wordsOf(
            documents::claimsRegister(eventUnder(u"fzshu-postal"_s), registers, asOf, Language::English));
        QVERIFY2(postal.contains(u"overstep holds: Slow S., move 1, 45 days against 40 [II.6.1]"_s),
            qPrintable(postal));
        tournament::Adjudication adjudication;
        adjudication.game = 0;
        registers.adjudications = {adjudication};
        const QString adjudications =
            wordsOf(documents::adjudicationRegister(event, registers, QDate(2020, 1, 5), Language::English));
        QVERIFY2(adjudications.contains(u"White's packet (III.9.5)"_s), qPrintable(adjudications));
        // The crosstable as postmark-cli and the window's export print it.
        const QString table =
            text::crosstableText(event, tournament::computeCrosstable(event), Language::English);
        QVERIFY2(table.contains(u"scored by a withdrawal (III.8.1)"_s)
                && table.contains(u"either (III.9.3)"_s) && table.contains(u"game record comes (III.9.2)"_s),
            qPrintable(table));
    }

    void anAdjudicationLetterSaysTheSectionsWayToAppeal_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("appeal");
        QTest::newRow("II.9.10 by registered post")
            << u"fzshu-postal"_s
            << u"to the judge (with a copy to the partner) by registered "
               "mail within 14 days of receiving this result; a player "
               "who sent no adjudication packet has no right of appeal "
               "(II.9.8, II.9.10)."_s;
        QTest::newRow("III.9.10 by e-mail")
            << u"fzshu-email"_s
            << u"to the judge (with a copy to the partner) by e-mail within 14 "
               "days of receiving this result; a player who sent no "
               "adjudication packet has no right of appeal (III.9.8, "
               "III.9.10)."_s;
        QTest::newRow("V.9.4 through the server to the appeals committee")
            << u"fzshu-server"_s
            << u"may be appealed within 14 days to the chair of the appeals committee, through the server "
               "(V.9.4)."_s;
    }

    void anAdjudicationLetterSaysTheSectionsWayToAppeal()
    {
        QFETCH(QString, rules);
        QFETCH(QString, appeal);
        tournament::Adjudication adjudication;
        adjudication.game = 0;
        adjudication.adjudicator = u"Adjudicator A."_s;
        adjudication.decision = tournament::GameResult::WhiteWon;
        adjudication.decidedOn = QDate(2020, 2, 1);
        const QString letter = wordsOf(
            documents::adjudicationLetter(eventUnder(rules), adjudication, u"Judge J."_s, Language::English)
                .value());
        QVERIFY2(letter.contains(appeal), qPrintable(letter));
    }

private:
    QTranslator m_english;
};

QTEST_MAIN(TestSectionClauses)
#include "tst_sectionclauses.moc"
