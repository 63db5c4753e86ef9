// SPDX-License-Identifier: GPL-3.0-or-later
// The chief judge's agenda of an event: every deadline with its clause, the regulation's, the adjudication
// register's steps, withdrawals and finished games, results that count once their game record comes.
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
#include "tests/core/tournamenttests.h"
#include "tests/support/messagewords.h"
#include "tests/support/publishedcrosstable.h"
#include "tests/support/tournamentfixture.h"
#include "ui/text/crosstablereport.h"

using postmark::testing::english;
using namespace postmark::testing::tournaments;

using namespace Qt::StringLiterals;
using namespace postmark::tournament;

class TestJudgeAgendas : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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
        // Each item carries its pairing's index, the judge's game number less one; the stray file has none.
        for (const AgendaItem& item : agenda) {
            if (item.game.startsWith(u"Somebody Else"_s)) {
                QCOMPARE(item.pairing, -1);
                continue;
            }
            QVERIFY(item.pairing >= 0 && item.pairing < event.games.size());
            const TournamentGame& pairing = event.games[item.pairing];
            QCOMPARE(item.game, event.playerName(pairing.white) + u" – "_s + event.playerName(pairing.black));
        }
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
        // A record that came before the result was reported is refused: the record states the result.
        const auto recordFirst = recordResult(
            refused, 0, GameResult::WhiteWon, ResultHow::Played, QDate(2018, 5, 10), QDate(2018, 5, 9));
        QVERIFY(recordFirst);
        QCOMPARE(recordFirst->key, u"record_received"_s);
        QCOMPARE(recordFirst->what.code, postmark::MessageCode::RecordBeforeResultReported);
        QCOMPARE(refused, event);
        // The judge's edit keeps them with the result, and drops them with it.
        QVERIFY(
            !recordResult(event, 0, std::nullopt, ResultHow::Played, QDate(2018, 5, 10), QDate(2018, 5, 20)));
        QVERIFY(!event.games[0].reportedOn && !event.games[0].recordReceived);
    }

    void aWithdrawalsLossWaitsForTheGamesTextFromThePartner()
    {
        // II.8.1 loss, II.8.2: p3 withdrew on 10 January 2018 with two games unfinished; the judge asks for
        // each game's text from the partner, whose + counts once it has come.
        Tournament event =
            makeTournament(3, {u"p1 p2 1/2-1/2"_s, u"p3 p1 -"_s, u"p2 p3 -"_s}, {u"p3 loss"_s}, {u"wins"_s});
        const auto textItems = [&event] {
            QStringList lines;
            for (const AgendaItem& item : judgeAgenda(event, {}, QDate(2018, 2, 1))) {
                if (item.what == JudgeAgendaKind(JudgeStep::GameRecord))
                    lines.append(u"%1. %2: %3 %4 %5"_s.arg(item.pairing + 1)
                                     .arg(item.game,
                                         item.player,
                                         item.why.clause,
                                         postmark::messageCodeName(item.why.what.code)));
            }
            return lines;
        };
        QCOMPARE(textItems(),
            (QStringList{u"2. Player 3 – Player 1: Player 1 II.8.2 withdrawal_loss_awaits_text"_s,
                u"3. Player 2 – Player 3: Player 2 II.8.2 withdrawal_loss_awaits_text"_s}));
        // The text of game 2 came: recorded as the form offers it, with the day it came — never a day before
        // the withdrawal, "reported" left blank or not (helper-38 had one counted from five days before).
        TournamentGame offered = *withdrawalLossAwaitingText(event, 1);
        for (const std::optional<QDate>& reported : {offered.reportedOn, std::optional<QDate>()}) {
            const Tournament unchanged = event;
            const auto early =
                recordResult(event, 1, offered.result, offered.how, reported, QDate(2018, 1, 5));
            QVERIFY(early);
            QCOMPARE(early->key, u"record_received"_s);
            QCOMPARE(early->what.code, postmark::MessageCode::TextBeforeWithdrawal);
            QCOMPARE(event, unchanged);
        }
        QVERIFY(!recordResult(event, 1, offered.result, offered.how, offered.reportedOn, QDate(2018, 1, 29)));
        QCOMPARE(textItems(),
            QStringList{u"3. Player 2 – Player 3: Player 2 II.8.2 withdrawal_loss_awaits_text"_s});
        QCOMPARE(computeCrosstable(event).standings.first().points, 1.5);
        // The loss by withdrawal is the withdrawn player's: his win by it is refused, the event unchanged.
        const Tournament before = event;
        const auto reversed =
            recordResult(event, 2, GameResult::BlackWon, ResultHow::WithdrawalLoss, QDate(2018, 1, 10));
        QVERIFY(reversed);
        QCOMPARE(reversed->key, u"how"_s);
        QCOMPARE(reversed->what.code, postmark::MessageCode::WithdrawnPlayerWinsByWithdrawal);
        QCOMPARE(event, before);
        // By e-mail the clause is III.8.2; a team board's loss counts at once, nothing to wait for.
        event.rules = u"fzshu-email"_s;
        QCOMPARE(textItems(),
            QStringList{u"3. Player 2 – Player 3: Player 2 III.8.2 withdrawal_loss_awaits_text"_s});
        event.rules = u"fzshu-team-postal"_s;
        QCOMPARE(textItems(), QStringList{});
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
};

QTEST_GUILESS_MAIN(TestJudgeAgendas)
#include "tst_judgeagendas.moc"
