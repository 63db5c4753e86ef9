// SPDX-License-Identifier: GPL-3.0-or-later
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
#include "tests/support/messagewords.h"
#include "tests/support/publishedcrosstable.h"
#include "tests/support/tournamentfixture.h"
#include "ui/text/crosstablereport.h"

using postmark::testing::english;

using namespace Qt::StringLiterals;
using namespace postmark::tournament;

namespace {

/// A tournament of players p1..pN from compact lines: games "p1 p2 1-0" (white, black, result or
/// "-" in progress, then how, "played" when absent), withdrawals "p3 loss", tie-breaks by id.
Tournament makeTournament(
    int players, const QStringList& games, const QStringList& withdrawals, const QStringList& tiebreaks)
{
    Tournament event;
    event.name = u"Test event"_s;
    event.start = QDate(2018, 1, 1);
    event.end = QDate(2020, 1, 1);
    for (int i = 1; i <= players; ++i)
        event.players.append(Player{u"p%1"_s.arg(i), u"Player %1"_s.arg(i), {}, std::nullopt});
    for (const QString& line : games) {
        const QStringList parts = line.split(u' ');
        TournamentGame game{parts[0],
            parts[1],
            resultFromText(parts[2]),
            parts.size() > 3 ? *howFromText(parts[3]) : ResultHow::Played,
            std::nullopt,
            std::nullopt};
        event.games.append(game);
    }
    for (const QString& line : withdrawals) {
        const QStringList parts = line.split(u' ');
        event.withdrawals.append(Withdrawal{parts[0], QDate(2018, 1, 10), *decisionFromText(parts[1])});
    }
    for (const QString& id : tiebreaks)
        event.tiebreaks.append(*tieBreakFromId(id));
    return event;
}

/// "rank player points [tie-break values]" per standing, e.g. "1 p1 2.5 [2 2.25]"; "3=" for a shared
/// rank, "—" for an excluded player.
QStringList describe(const Tournament& event, const Crosstable& table)
{
    QStringList lines;
    for (const Standing& standing : table.standings) {
        QStringList values;
        for (TieBreak tieBreak : table.order) {
            values.append(standing.tiebreaks.contains(tieBreak)
                    ? QString::number(standing.tiebreaks.value(tieBreak))
                    : u"—"_s);
        }
        const QString rank =
            standing.rank ? QString::number(*standing.rank) + (standing.sharedRank ? u"="_s : u""_s) : u"—"_s;
        lines.append(u"%1 %2 %3 [%4]"_s.arg(rank, event.players[standing.player].id)
                         .arg(standing.points)
                         .arg(values.join(u' ')));
    }
    return lines;
}

JudgeClaim claimBy(const QString& claimant, const QString& evidence, const QDate& sent)
{
    JudgeClaim claim;
    claim.game = 0;
    claim.claimant = claimant;
    claim.sent = sent;
    claim.sealedMove = u"Кg1-f3"_s;
    claim.evidence = postmark::testing::testGameFile(evidence);
    return claim;
}

} // namespace

class TestTournament : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheSpecifiedFile()
    {
        const QByteArray json = R"({ "format": "postmark-tournament", "version": 1,
            "name": "11th Cup of Ukraine (post), semifinal 1", "index": "UKR/C11/SF1",
            "start": "2017-03-01", "end": "2019-03-01", "rules": "fzshu-postal",
            "tiebreaks": ["wins", "sonneborn_berger", "head_to_head"],
            "players": [ { "id": "p1", "name": "Petrenko P.P.", "address": "Kyiv", "rating": 2150 },
                         { "id": "p2", "name": "Ivanenko I.I." } ],
            "games": [ { "white": "p1", "black": "p2", "result": "1-0", "how": "time_forfeit" } ],
            "withdrawals": [ { "player": "p2", "date": "2018-01-10", "decision": "exclude" } ] })";
        const TournamentFileReading reading = readTournamentFile(json);
        QVERIFY2(reading.problems.isEmpty(), qPrintable(english(reading.problems.value(0))));
        const Tournament& event = *reading.tournament;
        QCOMPARE(event.index, u"UKR/C11/SF1"_s);
        QCOMPARE(event.end, QDate(2019, 3, 1));
        QCOMPARE(event.tiebreaks,
            (QList<TieBreak>{TieBreak::Wins, TieBreak::SonnebornBerger, TieBreak::HeadToHead}));
        QCOMPARE(event.players[0].rating, 2150);
        QCOMPARE(event.games[0].result, GameResult::WhiteWon);
        QCOMPARE(event.games[0].how, ResultHow::TimeForfeit);
        QCOMPARE(event.withdrawals[0].decision, WithdrawalDecision::Exclude);
    }

    void writtenFileReadsBackTheSame()
    {
        const Tournament original = postmark::testing::fivePlayerTournament();
        const TournamentFileReading again = readTournamentFile(writeTournamentFile(original));
        QVERIFY2(again.problems.isEmpty(), qPrintable(english(again.problems.value(0))));
        QCOMPARE(*again.tournament, original);
        QCOMPARE(original.games.size(), 8);
        QVERIFY(!original.games[5].result); // in progress: written without result and how
    }

    void csvQuotesNamesWithCommas()
    {
        Tournament event = makeTournament(2, {u"p1 p2 1-0"_s}, {}, {u"sonneborn_berger"_s});
        event.players[0].name = u"Petrenko, \"Petro\""_s;
        const QStringList lines =
            postmark::text::crosstableCsv(event, computeCrosstable(event), postmark::Language::English)
                .split(u"\r\n"_s);
        QCOMPARE(lines[0], u"Rank,No,Player,1,2,Pts,SB"_s);
        QCOMPARE(lines[1], u"1,1,\"Petrenko, \"\"Petro\"\"\",*,1,1,0"_s);
        QCOMPARE(lines[2], u"2,2,Player 2,0,*,0,0"_s);
    }

    void refusesAFaultyFileNamingWhereAndKey_data()
    {
        QTest::addColumn<QByteArray>("change");
        QTest::addColumn<QString>("problem");
        QTest::newRow("unknown key") << QByteArray(R"("colour": "red")")
                                     << u"The event, colour: is not a field Postmark knows"_s;
        QTest::newRow("game with a stranger") << QByteArray(R"("games": [{"white": "p1", "black": "p9"}])")
                                              << u"Game no. 1, black: “p9” is not a player of the event"_s;
        // An empty id passed the check and crashed the crosstable (index −1).
        QTest::newRow("a game with an empty player")
            << QByteArray(R"("games": [{"white": "p1", "black": ""}])")
            << u"Game no. 1, black: no player is given: write the id of one of the event's players"_s;
        QTest::newRow("a withdrawal of an empty player")
            << QByteArray(R"("withdrawals": [{"player": " ", "date": "2018-01-10", "decision": "loss"}])")
            << u"Withdrawal no. 1, player: no player is given: write the id of one of the event's players"_s;
        QTest::newRow("a player against themself")
            << QByteArray(R"("games": [{"white": "p1", "black": "p1"}])")
            << u"Game no. 1, black: a player cannot be paired with themself"_s;
        QTest::newRow("round robin: a pair meets once")
            << QByteArray(R"("games": [{"white": "p1", "black": "p2"}, {"white": "p2", "black": "p1"}])")
            << u"Game no. 2, black: p2 and p1 already meet in another game (a round robin pairs them once; "
               u"where "
               u"each pair plays two games, one with each colour, the file says \"cycles\": 2)"_s;
        QTest::newRow("double round robin: a pair meets once with each colour")
            << QByteArray(
                   R"("cycles": 2, "games": [{"white": "p1", "black": "p2"}, {"white": "p2", "black": "p1"},
                {"white": "p1", "black": "p2"}])")
            << u"Game no. 3, black: p1 already has White against p2 in another game (a double round robin "
               u"pairs "
               u"them once with each colour)"_s;
        QTest::newRow("three games per pair")
            << QByteArray(R"("cycles": 3)")
            << u"The event, cycles: 3 is not a number of games per pair: 1 (a "
               u"round robin) or 2 (a double round robin)"_s;
        QTest::newRow("unknown result")
            << QByteArray(R"("games": [{"white": "p1", "black": "p2", "result": "2-0"}])")
            << u"Game no. 1, result: “2-0” is not 1-0, 0-1, 1/2-1/2, 0-0 or cancelled"_s;
        QTest::newRow("how without a result")
            << QByteArray(R"("games": [{"white": "p1", "black": "p2", "how": "adjudicated"}])")
            << u"Game no. 1, how: says how a result was reached, but the game has no result"_s;
        QTest::newRow("II.8.1: unknown withdrawal decision")
            << QByteArray(R"("withdrawals": [{"player": "p2", "date": "2018-01-10", "decision": "forgive"}])")
            << u"Withdrawal no. 1, decision: “forgive” is not one of loss, adjudicate, exclude, exclude_all (II.8.1)"_s;
        QTest::newRow("impossible withdrawal date")
            << QByteArray(R"("withdrawals": [{"player": "p2", "date": "2018-02-30", "decision": "loss"}])")
            << u"Withdrawal no. 1, date: “2018-02-30” is not a date (YYYY-MM-DD)"_s;
        QTest::newRow("unknown tie-break")
            << QByteArray(R"("tiebreaks": ["buchholz"])")
            << u"The event, tiebreaks: “buchholz” is not one of wins, sonneborn_berger, head_to_head, koya"_s;
        QTest::newRow("unknown rule set")
            << QByteArray(R"("rules": "blitz")")
            << u"The event, rules: the rule set “blitz” is not one of fzshu-postal, fzshu-email, fzshu-team-postal, fzshu-server"_s;
        QTest::newRow("a tie-break listed twice") << QByteArray(R"("tiebreaks": ["wins", "wins"])")
                                                  << u"The event, tiebreaks: “wins” is listed twice"_s;
        QTest::newRow("II.8.1: a withdrawal before the start")
            << QByteArray(R"("withdrawals": [{"player": "p2", "date": "2017-02-01", "decision": "loss"}])")
            << u"Withdrawal no. 1, date: a withdrawal needs a date on or after the start 1 March 2017"_s;
        QTest::newRow("§10: a regulation override with an unknown parameter")
            << QByteArray(R"("overrides": {"days_per_move": 4})")
            << u"The event, overrides: the rule parameter “days_per_move” is unknown"_s;
        // Issue 16, items 17 and 18: 10,000 players took 25.6 s and 5.1 GB for the crosstable; a number
        // JSON cannot hold said "file: : not JSON (illegal number at byte 348)".
        QByteArray manyPlayers = "\"players\": [";
        for (int player = 1; player <= 10000; ++player)
            manyPlayers += (player > 1 ? "," : "") + QByteArray("{\"id\": \"p") + QByteArray::number(player)
                + "\", \"name\": \"A\"}";
        QTest::newRow("ten thousand players") << manyPlayers + "]"
                                              << u"The event, players: has 10000 players; a tournament holds "
                                                 u"at most 1000"_s;
        QTest::newRow("a number JSON cannot hold")
            << QByteArray("\n\"cycles\": 1e999")
            << u"The file: not valid JSON at line 4, column 15: a number is malformed or too large"_s;
        QTest::newRow("a name of megabytes") << QByteArray("\"name\": \"") + QByteArray(3 * 1024 * 1024, 'n')
                + "\"" << u"The event, name: is 3145728 characters long; at most 2000 are read"_s;
        QTest::newRow("duplicate player id")
            << QByteArray(R"("players": [{"id": "p1", "name": "A"}, {"id": "p1", "name": "B"}])")
            << u"Player no. 2, id: “p1” is used by another player"_s;
    }

    void refusesAFaultyFileNamingWhereAndKey()
    {
        QFETCH(QByteArray, change);
        QFETCH(QString, problem);
        // A later duplicate key replaces the earlier one in Qt's JSON parser, so a change can override.
        const QByteArray json = QByteArray(R"({ "format": "postmark-tournament", "version": 1, "name": "Cup",
            "start": "2017-03-01", "end": "2019-03-01",
            "players": [ { "id": "p1", "name": "A" }, { "id": "p2", "name": "B" } ], )")
            + change + QByteArray("}");
        const TournamentFileReading reading = readTournamentFile(json);
        QVERIFY(!reading.tournament);
        QStringList lines;
        for (const auto& each : reading.problems)
            lines.append(postmark::text::problemText(
                each, postmark::Language::English, postmark::text::FieldNaming::AsInTheFile));
        QVERIFY2(lines.contains(problem), qPrintable(lines.join(u'\n')));
    }

    void agendaHoldsEveryDeadlineOfTheEvent()
    {
        // The worked example's players meet in an event with a third player, who has no game file yet.
        QFile file(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example1_dates.game.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const postmark::ledger::GameFile example = *postmark::ledger::readGameFile(file.readAll()).game;
        Tournament event = makeTournament(3, {u"p1 p2 -"_s, u"p3 p1 -"_s, u"p2 p3 1-0"_s}, {}, {});
        event.name = example.event.name;
        event.start = example.event.start;
        event.end = *example.event.end;
        event.players[0].name = example.white.name;
        event.players[1].name = example.black.name;
        const QDate asOf = *example.asOf;

        const QList<AgendaItem> agenda = judgeAgenda(event, {example}, asOf);
        // The example's own deadlines, exactly as its ledger explains them.
        const auto ledger = *postmark::ledger::ledgerOf(example, asOf).ledger;
        QStringList fromLedger;
        for (const postmark::ledger::Deadline& deadline : ledger.deadlines)
            fromLedger.append(english(explainDeadline(example, ledger, deadline)));
        QStringList exampleItems, blankItems;
        for (const AgendaItem& item : agenda) {
            (item.game.startsWith(example.white.name + u" – "_s) ? exampleItems : blankItems)
                .append(english(item.why));
            QVERIFY(!item.why.clause.isEmpty());
        }
        fromLedger.sort();
        exampleItems.sort();
        QCOMPARE(exampleItems, fromLedger);
        // p3 – p1 has no card: White's first move is missing (II.5.1), the packet is due at the end (II.9.5).
        QStringList blankKinds;
        for (const AgendaItem& item : agenda) {
            if (item.game.startsWith(u"Player 3"_s))
                blankKinds.append(agendaKindName(item.what) + u" "_s
                    + (item.due ? item.due->toString(Qt::ISODate) : u"-"_s));
        }
        QVERIFY2(
            blankKinds.contains(u"first_move_inquiry 2018-01-31"_s), qPrintable(blankKinds.join(u", "_s)));
        QVERIFY(blankKinds.contains(u"adjudication 2020-01-29"_s));
        // p2 – p3 is finished: nothing of it is on the agenda. Dated items come first, earliest first.
        for (const AgendaItem& item : agenda)
            QVERIFY(!item.game.startsWith(example.black.name + u" – "_s));
        for (qsizetype i = 1; i < agenda.size(); ++i) {
            if (agenda[i].due)
                QVERIFY(agenda[i - 1].due && *agenda[i - 1].due <= *agenda[i].due);
        }
    }

    void agendaFollowsTheEventsRegulation()
    {
        // A regulation giving Black 20 days for the first-move inquiry (II.5.1 via §10 overrides) moves the
        // inquiry of a pairing with no card; the file keeps the override.
        Tournament event = makeTournament(2, {u"p1 p2 -"_s}, {}, {});
        event.start = QDate(2017, 3, 1);
        event.end = QDate(2019, 3, 1);
        event.overrides = QJsonObject{{u"first_move_inquiry_days"_s, 20}};
        const TournamentFileReading reading = readTournamentFile(writeTournamentFile(event));
        QVERIFY(reading.tournament);
        QCOMPARE(reading.tournament->overrides, event.overrides);
        QStringList inquiries;
        for (const AgendaItem& item : judgeAgenda(*reading.tournament, {}, QDate(2017, 3, 2))) {
            if (item.what == JudgeAgendaKind(postmark::ledger::DeadlineKind::FirstMoveInquiry))
                inquiries.append(item.due->toString(Qt::ISODate));
        }
        QCOMPARE(inquiries, QStringList{u"2017-03-21"_s});
    }

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

    void aPlayersNewAddressIsRecorded()
    {
        // II.1.2: a player who moves tells the judge; the letters and notices go to the new address.
        Tournament event = postmark::testing::claimTestTournament();
        QVERIFY2(!recordPlayerDetails(event, u"p2"_s, u"  вул. Нова 5, Суми, 40000 "_s, 2210),
            qPrintable(english(recordPlayerDetails(event, u"p2"_s, u"  вул. Нова 5, Суми, 40000 "_s, 2210))));
        QCOMPARE(event.players[1].address, u"вул. Нова 5, Суми, 40000"_s);
        QCOMPARE(event.players[1].rating, std::optional(2210));
        QCOMPARE(event.players[1].name, postmark::testing::claimTestTournament().players[1].name);
        const Tournament before = event;
        const auto stranger = recordPlayerDetails(event, u"p9"_s, u"Київ"_s, std::nullopt);
        QVERIFY(stranger);
        QCOMPARE(stranger->key, u"player"_s);
        QCOMPARE(stranger->what.code, postmark::MessageCode::NotAPlayerOfTheEvent);
        const auto negative = recordPlayerDetails(event, u"p1"_s, u"Київ"_s, -1);
        QVERIFY(negative);
        QCOMPARE(negative->key, u"rating"_s);
        QCOMPARE(negative->what.code, postmark::MessageCode::MustBeWholeNumber);
        QCOMPARE(event, before);
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
        }
        const auto refused = adjudicationProblem(postmark::testing::claimTestTournament(), adjudication);
        QVERIFY(refused);
        QCOMPARE(refused->key, key);
        QCOMPARE(messageCodeName(refused->what.code), code);
    }

    void agendaFollowsTheAdjudicationRegister()
    {
        Tournament event = postmark::testing::claimTestTournament();
        Adjudication adjudication;
        adjudication.game = 0;
        adjudication.whitePacket = QDate(2020, 1, 3);
        const auto lines = [&](const QDate& asOf) {
            QStringList result;
            for (const AgendaItem& item : judgeAgenda(event, {}, asOf, {{}, {adjudication}})) {
                if (item.game == u"Claimant C. – Slow S."_s)
                    result.append(agendaKindName(item.what) + u" "_s + item.player + u" "_s
                        + (item.due ? item.due->toString(Qt::ISODate) : u"-"_s));
            }
            return result;
        };
        // II.9.5: White's packet is in; only Black's is awaited.
        QCOMPARE(lines(QDate(2020, 1, 5)), QStringList{u"adjudication Slow S. 2020-01-15"_s});
        QCOMPARE(lines(QDate(2020, 1, 16)), QStringList{u"adjudication_decision judge 2020-01-15"_s});
        adjudication.adjudicator = u"Judge A."_s;
        adjudication.decision = GameResult::WhiteWon;
        adjudication.decidedOn = QDate(2020, 2, 1);
        event.games[0] = gameAfterAdjudication(event, *rulesOf(event), adjudication, QDate(2020, 2, 2));
        // II.9.10: White, whose packet is in, may appeal within 14 days of receiving the result: until the
        // receipt is recorded, the judge's step (to record it), then the players'.
        QCOMPARE(lines(QDate(2020, 2, 2)), QStringList{u"adjudication_appeal judge -"_s});
        adjudication.whiteReceivedResult = QDate(2020, 2, 5);
        QCOMPARE(lines(QDate(2020, 2, 2)), QStringList{u"adjudication_appeal players 2020-02-19"_s});
        QCOMPARE(lines(QDate(2020, 2, 20)), QStringList{});
    }

    void agendaAfterAWithdrawalAndAFinishedGame()
    {
        QFile file(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example1_dates.game.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        postmark::ledger::GameFile example = *postmark::ledger::readGameFile(file.readAll()).game;
        Tournament event =
            makeTournament(3, {u"p1 p2 -"_s, u"p3 p1 -"_s, u"p2 p3 -"_s}, {u"p3 adjudicate"_s}, {});
        event.start = example.event.start;
        event.end = *example.event.end;
        event.players[0].name = example.white.name;
        event.players[1].name = example.black.name;
        // II.9.1: the cards say the game is over, the tournament has no result yet: the record is asked for.
        example.result =
            postmark::ledger::GameResult{u"1-0"_s, postmark::ledger::ResultHow::Resignation, example.asOf};
        postmark::ledger::GameFile stranger = example;
        stranger.white.name = u"Somebody Else"_s;
        const QList<AgendaItem> agenda = judgeAgenda(event, {example, stranger}, *example.asOf);
        QStringList lines;
        for (const AgendaItem& item : agenda)
            lines.append(item.game + u": "_s + agendaKindName(item.what) + u" "_s + item.why.clause);
        QVERIFY2(
            lines.contains(example.white.name + u" – "_s + example.black.name + u": game_record II.9.1"_s),
            qPrintable(lines.join(u"; "_s)));
        // A file that matches no pairing is said, not dropped.
        QVERIFY(lines.contains(u"Somebody Else – "_s + example.black.name + u": game_file —"_s));
        // II.8.1 adjudicate: the withdrawn player's games show only their adjudication packets.
        for (const AgendaItem& item : agenda) {
            if (item.game.contains(u"Player 3"_s))
                QCOMPARE(item.what, JudgeAgendaKind(postmark::ledger::DeadlineKind::Adjudication));
        }
        QCOMPARE(std::count_if(agenda.begin(),
                     agenda.end(),
                     [](const AgendaItem& item) {
                         return item.what == JudgeAgendaKind(postmark::ledger::DeadlineKind::Adjudication);
                     }),
            4);
    }

    void leaveCapAcrossAllOfAPlayersGames_data()
    {
        QTest::addColumn<QStringList>("leaves"); // "game white|black from to [notice]"; games 1 and 2 are A's
        QTest::addColumn<QStringList>("expected"); // "player year days ok|over"
        QTest::addColumn<int>("registered");
        QTest::newRow("II.7.1 the same leave announced in two games counts once")
            << QStringList{u"1 white 2018-07-01 2018-07-20 2018-06-20"_s,
                   u"2 black 2018-07-01 2018-07-20 2018-06-20"_s}
            << QStringList{u"A 2018 20 ok"_s} << 1;
        QTest::newRow("II.7.1 leaves in different games add up past the 45-day cap")
            << QStringList{u"1 white 2018-07-01 2018-07-30 2018-06-20"_s,
                   u"2 black 2018-08-01 2018-08-20 2018-07-25"_s}
            << QStringList{u"A 2018 50 over"_s} << 2;
        QTest::newRow("II.7.1 a leave crossing 31 December is split between the years")
            << QStringList{u"1 white 2018-12-20 2019-01-10 2018-12-01"_s}
            << QStringList{u"A 2018 12 ok"_s, u"A 2019 10 ok"_s} << 1;
        QTest::newRow("II.7.6 a late notice counts from its send date")
            << QStringList{u"1 white 2018-07-01 2018-07-20 2018-07-05"_s} << QStringList{u"A 2018 16 ok"_s}
            << 1;
        QTest::newRow("II.7.1 overlapping leaves count each day once")
            << QStringList{u"1 white 2018-07-01 2018-07-20 2018-06-20"_s,
                   u"2 black 2018-07-10 2018-07-30 2018-06-20"_s}
            << QStringList{u"A 2018 30 ok"_s} << 2;
        QTest::newRow("II.7.1 each player has a cap of their own")
            << QStringList{u"1 white 2018-07-01 2018-07-30 2018-06-20"_s,
                   u"1 black 2018-07-01 2018-07-30 2018-06-20"_s}
            << QStringList{u"A 2018 30 ok"_s, u"B 2018 30 ok"_s} << 2;
    }

    void leaveCapAcrossAllOfAPlayersGames()
    {
        QFETCH(QStringList, leaves);
        QFETCH(QStringList, expected);
        QFETCH(int, registered);
        // Game 1: A (White) against B; game 2: C (White) against A.
        QList<postmark::ledger::GameFile> games(2);
        games[0].white.name = u"A"_s;
        games[0].black.name = u"B"_s;
        games[1].white.name = u"C"_s;
        games[1].black.name = u"A"_s;
        for (const QString& line : leaves) {
            const QStringList parts = line.split(u' ');
            postmark::ledger::Leave leave;
            leave.player =
                parts[1] == u"white" ? postmark::ledger::Color::White : postmark::ledger::Color::Black;
            leave.from = QDate::fromString(parts[2], Qt::ISODate);
            leave.to = QDate::fromString(parts[3], Qt::ISODate);
            leave.noticeSent = QDate::fromString(parts[4], Qt::ISODate);
            games[parts[0].toInt() - 1].leaves.append(leave);
        }
        const LeaveRegister result = leaveRegister(games, 45);
        QStringList actual;
        for (const LeaveYear& year : result.years)
            actual.append(u"%1 %2 %3 %4"_s.arg(year.player)
                              .arg(year.year)
                              .arg(year.days)
                              .arg(year.overCap() ? u"over"_s : u"ok"_s));
        QCOMPARE(actual, expected);
        QCOMPARE(result.leaves.size(), registered);
    }

    void leaveCapCountsEachServerTournamentOnItsOwn()
    {
        // A plays one game in each of two tournaments and takes 30 days of leave in each, at different
        // times. By post the 60 days count together, across all games (II.7.1 «у всіх партіях одночасно»);
        // on a server each tournament has its own 45 days (V.6.1 «в турнірі»).
        for (const QString& rules : {u"fzshu-postal"_s, u"fzshu-server"_s}) {
            QList<postmark::ledger::GameFile> games(2);
            for (int g = 0; g < 2; ++g) {
                games[g].event.rules = rules;
                games[g].event.index = u"T/%1"_s.arg(g + 1);
                games[g].white.name = u"A"_s;
                games[g].black.name = g == 0 ? u"B"_s : u"C"_s;
                postmark::ledger::Leave leave;
                leave.player = postmark::ledger::Color::White;
                leave.from = QDate(2018, g == 0 ? 3 : 6, 1);
                leave.to = leave.from.addDays(29);
                leave.noticeSent = leave.from.addDays(-10);
                games[g].leaves.append(leave);
            }
            QStringList actual;
            for (const LeaveYear& year : leaveRegister(games, 45).years)
                actual.append(
                    u"%1 %2 %3 %4 %5"_s.arg(year.player, year.event.isEmpty() ? u"all"_s : year.event)
                        .arg(year.year)
                        .arg(year.days)
                        .arg(year.overCap() ? u"over"_s : u"ok"_s));
            if (rules == u"fzshu-postal")
                QCOMPARE(actual, QStringList{u"A all 2018 60 over"_s});
            else
                QCOMPARE(actual, (QStringList{u"A T/1 2018 30 ok"_s, u"A T/2 2018 30 ok"_s}));
        }
    }

    void everyPairMeetsOnceWithBalancedColours_data()
    {
        QTest::addColumn<int>("players");
        for (int n = 2; n <= 20; ++n)
            QTest::addRow("%d players", n) << n;
    }

    void everyPairMeetsOnceWithBalancedColours()
    {
        QFETCH(int, players);
        const QList<Round> rounds = bergerRounds(players);
        QCOMPARE(rounds.size(), players % 2 == 0 ? players - 1 : players);
        QSet<QPair<int, int>> met;
        QList<int> whites(players + 1), blacks(players + 1), byes(players + 1);
        for (const Round& round : rounds) {
            QSet<int> seated;
            for (const Board& board : round.boards) {
                QVERIFY(board.white >= 1 && board.white <= players);
                QVERIFY(board.black >= 1 && board.black <= players);
                QVERIFY2(
                    !seated.contains(board.white) && !seated.contains(board.black), "plays twice in a round");
                seated << board.white << board.black;
                const auto pair = qMakePair(qMin(board.white, board.black), qMax(board.white, board.black));
                QVERIFY2(!met.contains(pair), "a pair meets twice");
                met.insert(pair);
                ++whites[board.white];
                ++blacks[board.black];
            }
            QCOMPARE(round.bye.has_value(), players % 2 == 1);
            if (round.bye) {
                QVERIFY(!seated.contains(*round.bye));
                ++byes[*round.bye];
            }
        }
        QCOMPARE(met.size(), players * (players - 1) / 2);
        for (int p = 1; p <= players; ++p) {
            QCOMPARE(whites[p] + blacks[p], players - 1);
            QVERIFY2(qAbs(whites[p] - blacks[p]) <= 1, qPrintable(u"player %1 unbalanced"_s.arg(p)));
            QCOMPARE(byes[p], players % 2);
        }
    }

    void aResultCountsOnceItsGameRecordComes()
    {
        // II.9.1: p1 beat p2, reported 10 May; the record came 20 May.
        Tournament event = makeTournament(3, {u"p1 p2 1-0"_s, u"p2 p3 -"_s, u"p3 p1 -"_s}, {}, {u"wins"_s});
        event.start = QDate(2018, 1, 1);
        event.end = QDate(2020, 1, 1);
        event.games[0].reportedOn = QDate(2018, 5, 10);
        Crosstable table = computeCrosstable(event);
        QCOMPARE(table.standings.first().points, 0.0); // reported, not yet counted
        QCOMPARE(cellText(table.cells[0][1], postmark::Language::English), u"(1)"_s);
        QCOMPARE(cellText(table.cells[1][0], postmark::Language::English), u"(0)"_s);
        const QList<AgendaItem> waiting = judgeAgenda(event, {}, QDate(2018, 5, 15));
        QVERIFY(std::any_of(waiting.begin(), waiting.end(), [](const AgendaItem& item) {
            return item.what == JudgeAgendaKind(JudgeStep::GameRecord) && item.why.clause == u"II.9.1"
                && isJudgesStep(item, QDate(2018, 5, 15));
        }));
        event.games[0].recordReceived = QDate(2018, 5, 20);
        table = computeCrosstable(event);
        QCOMPARE(table.standings.first().points, 1.0);
        QCOMPARE(cellText(table.cells[0][1], postmark::Language::English), u"1"_s);
        // Both dates go into the file and come back.
        const TournamentFileReading reading = readTournamentFile(writeTournamentFile(event));
        QVERIFY(reading.tournament);
        QCOMPARE(reading.tournament->games[0].reportedOn, std::optional(QDate(2018, 5, 10)));
        QCOMPARE(reading.tournament->games[0].recordReceived, std::optional(QDate(2018, 5, 20)));
        // A date before the event is refused on its own field.
        Tournament refused = event;
        const auto early =
            recordResult(refused, 0, GameResult::WhiteWon, ResultHow::Played, QDate(2017, 5, 10));
        QVERIFY(early);
        QCOMPARE(early->key, u"reported_on"_s);
        QCOMPARE(refused, event);
        // The judge's edit keeps them with the result, and drops them with it.
        QVERIFY(
            !recordResult(event, 0, std::nullopt, ResultHow::Played, QDate(2018, 5, 10), QDate(2018, 5, 20)));
        QVERIFY(!event.games[0].reportedOn && !event.games[0].recordReceived);
    }

    void theJudgesAgendaHoldsTheJudgesSteps()
    {
        const QDate today(2026, 12, 1);
        using postmark::ledger::DeadlineKind;
        const auto item = [](JudgeAgendaKind what, std::optional<QDate> due) {
            AgendaItem each;
            each.what = what;
            each.due = due;
            return each;
        };
        QVERIFY(isJudgesStep(item(JudgeStep::ClaimDecision, std::nullopt), today)); // II.6.7
        QVERIFY(isJudgesStep(item(JudgeStep::Objection, today.addDays(6)), today)); // II.6.4, watched
        QVERIFY(!isJudgesStep(
            item(DeadlineKind::Adjudication, today.addDays(200)), today)); // II.9.5 packets, far off
        QVERIFY(isJudgesStep(item(DeadlineKind::Adjudication, today.addDays(10)), today)); // … and due soon
        QVERIFY(isJudgesStep(item(JudgeStep::AdjudicationDecision, std::nullopt), today)); // II.9.6
        QVERIFY(isJudgesStep(item(JudgeStep::GameRecord, std::nullopt), today)); // II.9.1
        QVERIFY(
            !isJudgesStep(item(DeadlineKind::RepeatMove, today.addDays(-3)), today)); // II.5.1: the player's
        QVERIFY(
            !isJudgesStep(item(DeadlineKind::Claim, std::nullopt), today)); // II.6.3: the player's to make
        // II.5.2: two months without a move, the judge's once it is two weeks away or past.
        QVERIFY(!isJudgesStep(item(DeadlineKind::Inactivity, today.addDays(15)), today));
        QVERIFY(isJudgesStep(item(DeadlineKind::Inactivity, today.addDays(14)), today));
        QVERIFY(isJudgesStep(item(DeadlineKind::Inactivity, today.addDays(-1)), today));
    }

    void aDoubleRoundRobinPairsEachPairOnceWithEachColour_data()
    {
        QTest::addColumn<int>("players");
        for (int n = 2; n <= 20; ++n)
            QTest::addRow("%d players", n) << n;
    }

    void aDoubleRoundRobinPairsEachPairOnceWithEachColour()
    {
        QFETCH(int, players);
        QList<Player> list;
        for (int p = 1; p <= players; ++p)
            list.append(Player{u"p%1"_s.arg(p), u"Player %1"_s.arg(p), {}, std::nullopt});
        const QList<TournamentGame> games = roundRobinGames(list, 2);
        QCOMPARE(games.size(), players * (players - 1));
        QSet<QPair<QString, QString>> colours;
        QMap<QString, int> whites;
        for (const TournamentGame& game : games) {
            QVERIFY2(!colours.contains({game.white, game.black}), "the same colours twice");
            colours.insert({game.white, game.black});
            ++whites[game.white];
            QVERIFY(!game.result);
        }
        for (const Player& player : list)
            QCOMPARE(whites.value(player.id), players - 1); // as many Whites as Blacks
        // The first cycle is the single round robin's, the second its mirror.
        const QList<TournamentGame> first = roundRobinGames(list);
        QCOMPARE(games.mid(0, first.size()), first);
        for (qsizetype g = 0; g < first.size(); ++g) {
            QCOMPARE(games[first.size() + g].white, first[g].black);
            QCOMPARE(games[first.size() + g].black, first[g].white);
        }
        // Read back from its file, the event is the same.
        Tournament event = makeTournament(players, {}, {}, {u"sonneborn_berger"_s});
        event.cycles = 2;
        event.games = games;
        const TournamentFileReading reading = readTournamentFile(writeTournamentFile(event));
        QVERIFY2(reading.tournament, reading.problems.isEmpty() ? "" : qPrintable(u"problems"_s));
        QVERIFY(*reading.tournament == event);
    }

    void aNewEventPairsFifteenPlayersInOneHundredAndFiveGames()
    {
        NewEventForm form;
        form.name = u"  11th Cup of Ukraine (post), semifinal 1 "_s;
        form.index = u"UKR/C11/SF1"_s;
        form.start = QDate(2017, 3, 1);
        form.end = QDate(2019, 3, 1);
        form.tiebreaks = {TieBreak::Wins, TieBreak::SonnebornBerger};
        form.regulation = {{u"first_move_inquiry_days"_s, u" 20"_s},
            {u"inactivity_months"_s, u"off"_s},
            {u"objection_days"_s, QString()}};
        for (int i = 1; i <= 15; ++i)
            form.players.append(Player{{}, u"Player %1 "_s.arg(i), u"Street %1, Kyiv"_s.arg(i), 2000 + i});
        const NewEvent created = newEvent(form);
        QVERIFY2(created.problems.isEmpty(), qPrintable(english(created.problems.value(0))));
        const Tournament& event = created.event;
        QCOMPARE(event.name, u"11th Cup of Ukraine (post), semifinal 1"_s);
        QCOMPARE(event.players.size(), 15);
        QCOMPARE(event.players[14], (Player{u"p15"_s, u"Player 15"_s, u"Street 15, Kyiv"_s, 2015}));
        QCOMPARE(event.games.size(), 105);
        // The regulation overrides the rule set where it says so (§10), and only there.
        QCOMPARE(event.overrides,
            (QJsonObject{{u"first_move_inquiry_days"_s, 20}, {u"inactivity_months"_s, QJsonValue::Null}}));
        QCOMPARE(rulesOf(event)->firstMoveInquiryDays, 20);
        QCOMPARE(rulesOf(event)->inactivityMonths, std::nullopt);
        QCOMPARE(rulesOf(event)->objectionDays, 7);
        QVERIFY(std::none_of(event.games.begin(), event.games.end(), [](const TournamentGame& game) {
            return game.result.has_value();
        }));
        // The reader refuses a pair that meets twice, so a clean read proves the pairing.
        const TournamentFileReading reading = readTournamentFile(writeTournamentFile(event));
        QVERIFY2(reading.problems.isEmpty(), qPrintable(english(reading.problems.value(0))));
        QCOMPARE(reading.tournament->games, event.games);
        QCOMPARE(event.games.first().white, u"p2"_s); // round 1, board 1 is 1-16: player 1's bye
        QCOMPARE(event.games.first().black, u"p15"_s);
    }

    void playersArePastedFromAList_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("players");
        QTest::addColumn<QString>("problem");
        QTest::newRow("spreadsheet rows: tab-separated, Windows line ends")
            << u"Коваль О.\tвул. Садова 3, Полтава\t2150\r\nМельник Т.\tвул. Шевченка 10, Чернігів\t\r\n"_s
            << QStringList{u"Коваль О.|вул. Садова 3, Полтава|2150"_s,
                   u"Мельник Т.|вул. Шевченка 10, Чернігів|-"_s}
            << QString();
        QTest::newRow("a letter's list: semicolons, blank lines skipped, commas kept in the address")
            << u"\n  Бондар Б. ; Київ, вул. Хрещатик 1 ; 1980\n\nГончар Г.\n"_s
            << QStringList{u"Бондар Б.|Київ, вул. Хрещатик 1|1980"_s, u"Гончар Г.||-"_s} << QString();
        QTest::newRow("a rating that is not a number names its line")
            << u"Коваль О.\tПолтава\t2150\nМельник Т.\tЧернігів\tабо 2000\n"_s << QStringList{}
            << u"Line 2, rating: “або 2000” is not a whole number"_s;
    }

    void playersArePastedFromAList()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, players);
        QFETCH(QString, problem);
        const PlayerList list = playersFromText(text);
        QCOMPARE(list.problems.isEmpty() ? QString() : english(list.problems.first()), problem);
        if (!problem.isEmpty())
            return;
        QStringList read;
        for (const Player& player : list.players)
            read.append(u"%1|%2|%3"_s.arg(
                player.name, player.address, player.rating ? QString::number(*player.rating) : u"-"_s));
        QCOMPARE(read, players);
    }

    void aNewEventIsRefusedNamingTheField_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("code");
        QTest::newRow("the event's name") << u"no name"_s << u"name"_s << u"key_missing"_s;
        QTest::newRow("II.4.5 the start date") << u"no start"_s << u"start"_s << u"key_missing"_s;
        QTest::newRow("II.9.4 the end after the start")
            << u"end before start"_s << u"end"_s << u"end_not_after_start"_s;
        QTest::newRow("a known rule set") << u"unknown rules"_s << u"rules"_s << u"unknown_rule_set"_s;
        QTest::newRow("§10 a regulation's value is a whole number")
            << u"regulation text"_s << u"appeal_days"_s << u"not_a_whole_number_or_off"_s;
        QTest::newRow("II.4.3 a control period has moves")
            << u"regulation zero"_s << u"moves_per_control"_s << u"rule_parameter_out_of_range"_s;
        QTest::newRow("a round robin of two or more")
            << u"one player"_s << u"players"_s << u"round_robin_needs_two_players"_s;
        QTest::newRow("Berger tables up to 20 players")
            << u"21 players"_s << u"players"_s << u"berger_tables_pair_at_most"_s;
        QTest::newRow("each player's name") << u"nameless"_s << u"name"_s << u"key_missing"_s;
        QTest::newRow("names tell the game files apart")
            << u"twins"_s << u"name"_s << u"name_already_player"_s;
        QTest::newRow("a rating is not negative")
            << u"negative rating"_s << u"rating"_s << u"must_be_whole_number"_s;
    }

    void aNewEventIsRefusedNamingTheField()
    {
        QFETCH(QString, change);
        QFETCH(QString, key);
        QFETCH(QString, code);
        NewEventForm form;
        form.name = u"Cup"_s;
        form.start = QDate(2017, 3, 1);
        form.end = QDate(2019, 3, 1);
        for (int i = 1; i <= 3; ++i)
            form.players.append(Player{{}, u"Player %1"_s.arg(i), {}, std::nullopt});
        if (change == u"no name")
            form.name = u"  "_s;
        else if (change == u"no start")
            form.start = QDate();
        else if (change == u"end before start")
            form.end = form.start;
        else if (change == u"unknown rules")
            form.rules = u"fide-blitz"_s;
        else if (change == u"regulation text")
            form.regulation.insert(u"appeal_days"_s, u"two weeks"_s);
        else if (change == u"regulation zero")
            form.regulation.insert(u"moves_per_control"_s, u"0"_s);
        else if (change == u"one player")
            form.players.resize(1);
        else if (change == u"21 players") {
            for (int i = 4; i <= 21; ++i)
                form.players.append(Player{{}, u"Player %1"_s.arg(i), {}, std::nullopt});
        } else if (change == u"nameless")
            form.players[1].name.clear();
        else if (change == u"twins")
            form.players[2].name = u" Player 1"_s;
        else if (change == u"negative rating")
            form.players[0].rating = -5;
        const NewEvent created = newEvent(form);
        QVERIFY(!created.problems.isEmpty());
        QCOMPARE(created.problems.first().key, key);
        QCOMPARE(messageCodeName(created.problems.first().what.code), code);
        QVERIFY(!english(created.problems.first()).isEmpty());
        QCOMPARE(created.event, Tournament{});
    }

    void matchesThePublishedBergerTables_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QStringList>("expected");
        // FIDE Handbook C.05 Annex 1, the Berger tables for 6 and 8 players, round by round.
        QTest::newRow("FIDE Berger table, 6 players")
            << 6
            << QStringList{
                   u"1-6 2-5 3-4"_s, u"6-4 5-3 1-2"_s, u"2-6 3-1 4-5"_s, u"6-5 1-4 2-3"_s, u"3-6 4-2 5-1"_s};
        QTest::newRow("FIDE Berger table, 8 players") << 8
                                                      << QStringList{u"1-8 2-7 3-6 4-5"_s,
                                                             u"8-5 6-4 7-3 1-2"_s,
                                                             u"2-8 3-1 4-7 5-6"_s,
                                                             u"8-6 7-5 1-4 2-3"_s,
                                                             u"3-8 4-2 5-1 6-7"_s,
                                                             u"8-7 1-6 2-5 3-4"_s,
                                                             u"4-8 5-3 6-2 7-1"_s};
        // 5 players: the table for 6, number 6 being the bye.
        QTest::newRow("5 players: the 6-player table, 6 sits out") << 5
                                                                   << QStringList{u"2-5 3-4 bye 1"_s,
                                                                          u"5-3 1-2 bye 4"_s,
                                                                          u"3-1 4-5 bye 2"_s,
                                                                          u"1-4 2-3 bye 5"_s,
                                                                          u"4-2 5-1 bye 3"_s};
    }

    void matchesThePublishedBergerTables()
    {
        QFETCH(int, players);
        QFETCH(QStringList, expected);
        QStringList actual;
        for (const Round& round : bergerRounds(players)) {
            QStringList boards;
            for (const Board& board : round.boards)
                boards.append(u"%1-%2"_s.arg(board.white).arg(board.black));
            if (round.bye)
                boards.append(u"bye %1"_s.arg(*round.bye));
            actual.append(boards.join(u' '));
        }
        QCOMPARE(actual, expected);
    }

    // The issue asks for a real published round-robin crosstable with its SB values: the VIII World
    // Correspondence Championship Final, where a Sonneborn–Berger tie-break decided the title.
    void reproducesThePublishedWorldCorrespondenceFinalWithItsSonnebornBerger()
    {
        const postmark::testing::PublishedCrosstable published =
            postmark::testing::readPublishedCrosstable(postmark::testing::worldCorrespondenceFinal8Path());
        QCOMPARE(published.names.size(), 15);
        for (int i = 0; i < 15; ++i) {
            for (int j = 0; j < 15; ++j) {
                if (i == j)
                    continue;
                QVERIFY2(postmark::testing::publishedNumber(published.results[i][j])
                            + postmark::testing::publishedNumber(published.results[j][i])
                        == 1.0,
                    qPrintable(
                        u"transcription: %1 against %2"_s.arg(published.names[i], published.names[j])));
            }
        }

        // Through the tournament file the judge keeps, as the CLI and the window read it.
        const TournamentFileReading reading = readTournamentFile(
            writeTournamentFile(tournamentFromPublished(published, {u"sonneborn_berger"_s})));
        QVERIFY2(reading.problems.isEmpty(), qPrintable(english(reading.problems.value(0))));
        const Crosstable table = computeCrosstable(*reading.tournament);

        QCOMPARE(table.standings.size(), 15);
        for (int place = 0; place < 15; ++place) {
            const Standing& standing = table.standings[place];
            const QString& name = reading.tournament->players[standing.player].name;
            const int row = published.names.indexOf(name);
            QCOMPARE(standing.points, published.points[row]);
            QCOMPARE(standing.tiebreaks.value(TieBreak::SonnebornBerger), published.sonnebornBerger[row]);
            QCOMPARE(name, published.names[place]); // the published order
        }
        // Sloth ahead of Zagorovsky on 11 points each: 69.5 against 66.75.
        QCOMPARE(*table.standings[0].rank, 1);
        QVERIFY(!table.standings[0].sharedRank);
        QCOMPARE(*table.standings[1].rank, 2);
        // Dunhaupt and Maedler: 7 points and 41.5 each, equal on the only tie-break: 8th shared.
        QCOMPARE(*table.standings[7].rank, 8);
        QVERIFY(table.standings[7].sharedRank);
        QCOMPARE(*table.standings[8].rank, 8);
        QVERIFY(table.standings[8].sharedRank);
        QCOMPARE(*table.standings[9].rank, 10);
    }

    void ranksByPointsThenTieBreaks_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QStringList>("games");
        QTest::addColumn<QStringList>("withdrawals");
        QTest::addColumn<QStringList>("tiebreaks");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("row"); // "pN: cells against p1..pM"

        // p1 and p2 on 2 points each; p1 won 2, p2 won 1 and drew 2.
        const QStringList fourPlayers{u"p1 p2 0-1"_s,
            u"p1 p3 1-0"_s,
            u"p1 p4 1-0"_s,
            u"p2 p3 1/2-1/2"_s,
            u"p2 p4 1/2-1/2"_s,
            u"p3 p4 1/2-1/2"_s};
        QTest::newRow("points only: equal points share the rank")
            << 4 << fourPlayers << QStringList{} << QStringList{}
            << QStringList{u"1= p1 2 []"_s, u"1= p2 2 []"_s, u"3= p3 1 []"_s, u"3= p4 1 []"_s}
            << u"p1: * 0 1 1"_s;
        QTest::newRow("2017 Cup regulation: number of wins first")
            << 4 << fourPlayers << QStringList{} << QStringList{u"wins"_s}
            << QStringList{u"1 p1 2 [2]"_s, u"2 p2 2 [1]"_s, u"3= p3 1 [0]"_s, u"3= p4 1 [0]"_s}
            << u"p1: * 0 1 1"_s;
        // SB p1: 1·p3(1) + 1·p4(1) = 2; p2: 1·p1(2) + ½·p3(1) + ½·p4(1) = 3.
        QTest::newRow("Sonneborn-Berger: points times the opponent's points")
            << 4 << fourPlayers << QStringList{} << QStringList{u"sonneborn_berger"_s}
            << QStringList{u"1 p2 2 [3]"_s, u"2 p1 2 [2]"_s, u"3= p3 1 [1.5]"_s, u"3= p4 1 [1.5]"_s}
            << u"p2: 1 * ½ ½"_s;
        QTest::newRow("head-to-head: the game between the tied players")
            << 4 << fourPlayers << QStringList{} << QStringList{u"head_to_head"_s}
            << QStringList{u"1 p2 2 [1]"_s, u"2 p1 2 [0]"_s, u"3= p3 1 [0.5]"_s, u"3= p4 1 [0.5]"_s}
            << u"p1: * 0 1 1"_s;
        // Threshold for Koya: half of 3 = 1.5 points, reached by p1 and p2 only. p2 scored 1 against p1,
        // p1 0 against p2, p3 and p4 ½ each against p2.
        QTest::newRow("Koya: points against the players on 50% or more")
            << 4 << fourPlayers << QStringList{} << QStringList{u"koya"_s}
            << QStringList{u"1 p2 2 [1]"_s, u"2 p1 2 [0]"_s, u"3= p3 1 [0.5]"_s, u"3= p4 1 [0.5]"_s}
            << u"p3: 0 ½ * ½"_s;
        // Head-to-head counts only the players still tied at that stage: p1, p2, p3 each beat p4 and
        // one another in a cycle; among the three each scored 1, so they stay tied.
        const QStringList cycle{
            u"p1 p2 1-0"_s, u"p2 p3 1-0"_s, u"p3 p1 1-0"_s, u"p1 p4 1-0"_s, u"p2 p4 1-0"_s, u"p3 p4 1-0"_s};
        QTest::newRow("head-to-head among three tied: a cycle leaves the rank shared")
            << 4 << cycle << QStringList{} << QStringList{u"wins"_s, u"head_to_head"_s}
            << QStringList{u"1= p1 2 [2 1]"_s, u"1= p2 2 [2 1]"_s, u"1= p3 2 [2 1]"_s, u"4 p4 0 [0 —]"_s}
            << u"p1: * 1 0 1"_s;
        QTest::newRow("II.9.3: 0-0, no record from either, both scored a loss")
            << 2 << QStringList{u"p1 p2 0-0"_s} << QStringList{} << QStringList{u"wins"_s}
            << QStringList{u"1= p1 0 [0]"_s, u"1= p2 0 [0]"_s} << u"p2: 0 *"_s;

        // p3 withdraws with two unfinished games, against p1 and p2; p2-p4 is still in progress.
        const QStringList withdrawn{
            u"p1 p2 1/2-1/2"_s, u"p3 p1 -"_s, u"p2 p3 -"_s, u"p3 p4 1-0"_s, u"p1 p4 1-0"_s, u"p2 p4 -"_s};
        QTest::newRow("II.8.1 loss: the withdrawn player loses every unfinished game")
            << 4 << withdrawn << QStringList{u"p3 loss"_s} << QStringList{u"wins"_s}
            << QStringList{u"1 p1 2.5 [2]"_s, u"2 p2 1.5 [1]"_s, u"3 p3 1 [1]"_s, u"4 p4 0 [0]"_s}
            << u"p3: − − * 1"_s;
        QTest::newRow("II.8.1 adjudicate: unfinished games wait, nobody scores them yet")
            << 4 << withdrawn << QStringList{u"p3 adjudicate"_s} << QStringList{u"wins"_s}
            << QStringList{u"1 p1 1.5 [1]"_s, u"2 p3 1 [1]"_s, u"3 p2 0.5 [0]"_s, u"4 p4 0 [0]"_s}
            << u"p3: adj adj * 1"_s;
        QTest::newRow("II.8.1 exclude: unfinished games not counted, finished games stand")
            << 4 << withdrawn << QStringList{u"p3 exclude"_s} << QStringList{u"wins"_s}
            << QStringList{u"1 p1 1.5 [1]"_s, u"2 p3 1 [1]"_s, u"3 p2 0.5 [0]"_s, u"4 p4 0 [0]"_s}
            << u"p3: n/c n/c * 1"_s;
        QTest::newRow("II.8.1 a loss by withdrawal entered as a result is unplayed: + and −")
            << 3
            << QStringList{u"p1 p2 1-0 withdrawal_loss"_s, u"p3 p1 1/2-1/2"_s, u"p2 p3 0-1 withdrawal_loss"_s}
            << QStringList{} << QStringList{u"wins"_s}
            << QStringList{u"1= p1 1.5 [1]"_s, u"1= p3 1.5 [1]"_s, u"3 p2 0 [0]"_s} << u"p2: − * −"_s;
        QTest::newRow("section V exclude_all: none of the player's games counted")
            << 4 << withdrawn << QStringList{u"p3 exclude_all"_s} << QStringList{u"wins"_s}
            << QStringList{u"1 p1 1.5 [1]"_s, u"2 p2 0.5 [0]"_s, u"3 p4 0 [0]"_s, u"— p3 0 [—]"_s}
            << u"p3: n/c n/c * n/c"_s;
    }

    void ranksByPointsThenTieBreaks()
    {
        QFETCH(int, players);
        QFETCH(QStringList, games);
        QFETCH(QStringList, withdrawals);
        QFETCH(QStringList, tiebreaks);
        QFETCH(QStringList, expected);
        QFETCH(QString, row);
        const Tournament event = makeTournament(players, games, withdrawals, tiebreaks);
        const Crosstable table = computeCrosstable(event);
        QCOMPARE(describe(event, table), expected);
        const int player = event.playerIndex(row.section(u':', 0, 0));
        QStringList cells;
        for (const postmark::tournament::Meeting& cell : table.cells[player])
            cells.append(cellText(cell, postmark::Language::English));
        QCOMPARE(row.section(u": "_s, 1), cells.join(u' '));
    }
};

QTEST_GUILESS_MAIN(TestTournament)
#include "tst_tournament.moc"
