// SPDX-License-Identifier: GPL-3.0-or-later
// A player's games on the desk beyond one card: the reply composed (registered in time trouble, a copy to the
// judge by e-mail), the agenda of all games and its iCalendar, the time per control period, the end of a
// game, forfeit claims both ways, a leave in every game, a new game, imports, the address book and a
// proposed variant.
#include <QFile>
#include <QTest>

#include "core/desk/cardentry.h"
#include "core/desk/gameimport.h"
#include "core/desk/gamelife.h"
#include "core/desk/gamerow.h"
#include "core/desk/newgame.h"
#include "core/desk/playeragenda.h"
#include "core/desk/postedcard.h"
#include "core/desk/replycard.h"
#include "core/desk/timeusage.h"
#include "core/ledger/gamefilereader.h"
#include "core/ledger/gamefilewriter.h"
#include "core/ledger/ledgerexplain.h"
#include "core/ledger/ledgerof.h"
#include "tests/core/desktests.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/messagewords.h"
#include "tests/support/tournamentfixture.h"

using postmark::testing::english;
using namespace postmark::testing::desktests;

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::desk;

class TestDeskLife : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void composingTheReply_data()
    {
        QTest::addColumn<ledger::Color>("me");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QDate>("today");
        QTest::addColumn<bool>("registered");
        QTest::addColumn<QString>("problem");
        QTest::addColumn<bool>("mustRegister");
        QTest::newRow("II.3.7 the reply repeats the partner's move as written")
            << ledger::Color::Black << u"e6"_s << QDate(2018, 2, 8) << false << u""_s << false;
        QTest::newRow("II.3.2 typed in English notation, the move is read and written in the game's")
            << ledger::Color::Black << u"Nc6"_s << QDate(2018, 2, 8) << false << u""_s << false;
        QTest::newRow("II.3.2 and in English long notation")
            << ledger::Color::Black << u"Nb8-c6"_s << QDate(2018, 2, 8) << false << u""_s << false;
        QTest::newRow("II.2.2 a reply dated before the card it answers came is said on the reply's own date")
            << ledger::Color::Black << u"e7-e6"_s << QDate(2018, 2, 5) << false
            << u"Card b2, date written on the card: 5 February 2018 is before card w2 came (6 February 2018): a reply goes after it"_s
            << false;
        QTest::newRow("II.3.11 an illegal move does not go")
            << ledger::Color::Black << u"e7-e4"_s << QDate(2018, 2, 8) << false
            << u"Card b2, move: “e7-e4”: no pawn of the side to move can go to e4"_s << false;
        QTest::newRow("II.3.7 only the player to move replies")
            << ledger::Color::White << u"e2-e4"_s << QDate(2018, 2, 8) << false
            << u"Card w3, move: it is the partner's move"_s << false;
        // Black: 5 days for move 1, then from 2018-02-06: 35 of 40 days on 2018-03-08.
        QTest::newRow("II.4.12 five days left: the reply must go registered")
            << ledger::Color::Black << u"e7-e6"_s << QDate(2018, 3, 8) << false
            << u"Card b2, registered: 5 days left in the control period, counting this reply: it goes registered (II.4.12)"_s
            << true;
        QTest::newRow("II.4.12 six days left: no registration needed")
            << ledger::Color::Black << u"e7-e6"_s << QDate(2018, 3, 7) << false << u""_s << false;
        QTest::newRow("II.4.12 time trouble known before the move is typed")
            << ledger::Color::Black << u""_s << QDate(2018, 3, 8) << false << u"Card b2, move:"_s << true;
        QTest::newRow("II.4.12 in time trouble, registered: it goes")
            << ledger::Color::Black << u"e7-e6"_s << QDate(2018, 3, 10) << true << u""_s << true;
    }

    void byEmailTimeTroubleMeansACopyToTheJudgeNotRegisteredMail()
    {
        // The same game by e-mail: 50 days per period (III.4.3). Black has 5 days left on 2018-03-18 — in
        // time trouble, every card goes with a copy to the judge (III.4.10), but nothing goes registered.
        ledger::GameFile game = blacksFileBeforeW2();
        game.event.rules = u"fzshu-email"_s;
        const CardCheck logged =
            checkReceivedCard(game, ledger::Color::Black, w2AsReceived(), QDate(2018, 2, 7));
        QVERIFY(logged.problems.isEmpty());
        const QDate today(2018, 3, 18);
        const ledger::LedgerResult before = ledger::ledgerOf(logged.game, today);
        QVERIFY(before.ledger && before.ledger->running);
        QCOMPARE(before.ledger->running->daysLeftInControl, 5);
        QVERIFY(before.ledger->running->timeTrouble);
        QVERIFY(!before.ledger->running->mustRegister);
        QVERIFY(english(ledger::explainRunning(logged.game, *before.ledger, *before.ledger->running).what)
                    .contains(u"copies to the judge (III.4.10)"_s));
        ReplyDraft draft;
        draft.move = u"e7-e6"_s;
        draft.sendDate = today;
        const ReplyCheck reply = composeReply(logged.game, ledger::Color::Black, draft, today);
        QVERIFY2(reply.problems.isEmpty(), qPrintable(english(reply.problems.value(0))));
        QVERIFY(!reply.mustRegister);
        QVERIFY(reply.ledger->penalties.empty());
    }

    void aVariantProposedIsPlayedOutFromTheBoardAfterMyMove_II_3_8()
    {
        // After 1. d4 Nf6 2. c4 my e7-e6: the variant 3. Nc3 Bb4 is playable; 3. Nc3 Bh3 is not (helper-70
        // recorded an impossible one and the card printed it).
        const CardCheck logged =
            checkReceivedCard(blacksFileBeforeW2(), ledger::Color::Black, w2AsReceived(), QDate(2018, 2, 7));
        QVERIFY(logged.problems.isEmpty());
        ReplyDraft draft;
        draft.move = u"e7-e6"_s;
        draft.sendDate = QDate(2018, 2, 8);
        draft.variant = u"Nb1-c3 Bf8-b4"_s;
        const ReplyCheck playable = composeReply(logged.game, ledger::Color::Black, draft, draft.sendDate);
        QVERIFY2(playable.problems.isEmpty(), qPrintable(english(playable.problems.value(0))));
        QCOMPARE(playable.game.cards.last().variant.size(), 2);
        draft.variant = u"Nb1-c3 Bf8-h3"_s;
        const ReplyCheck refused = composeReply(logged.game, ledger::Color::Black, draft, draft.sendDate);
        QCOMPARE(refused.problems.size(), 1);
        QCOMPARE(refused.problems.first().key, u"variant"_s);
        QVERIFY2(english(refused.problems.first()).contains(u"Bf8-h3"_s),
            qPrintable(english(refused.problems.first())));
        QVERIFY(!refused.ledger);
    }

    void composingTheReply()
    {
        QFETCH(ledger::Color, me);
        QFETCH(QString, move);
        QFETCH(QDate, today);
        QFETCH(bool, registered);
        QFETCH(QString, problem);
        QFETCH(bool, mustRegister);
        const CardCheck logged =
            checkReceivedCard(blacksFileBeforeW2(), ledger::Color::Black, w2AsReceived(), QDate(2018, 2, 7));
        QVERIFY(logged.problems.isEmpty());
        ReplyDraft draft;
        draft.move = move;
        draft.sendDate = today;
        draft.registered = registered;
        if (registered) {
            draft.receiptNumber = u"0202"_s;
            draft.receiptDate = today;
        }
        const ReplyCheck reply = composeReply(logged.game, me, draft, today);
        QCOMPARE(reply.mustRegister, mustRegister);
        if (!problem.isEmpty()) {
            QVERIFY(!reply.problems.isEmpty());
            QVERIFY2(english(reply.problems.first()).startsWith(problem),
                qPrintable(english(reply.problems.first())));
            return;
        }
        QVERIFY2(reply.problems.isEmpty(), qPrintable(english(reply.problems.value(0))));
        QCOMPARE(reply.cardId, u"b2"_s);
        // Written in the game's notation, whatever notation it was typed in.
        QCOMPARE(reply.moveAsWritten, move.startsWith(u'N') ? u"Кb8-c6"_s : u"e7-e6"_s);
        QCOMPARE(reply.repetition, QStringList{u"c2-c4"_s});
        QCOMPARE(reply.game.cards.last().registered, registered);
        QCOMPARE(reply.ledger->toMove, ledger::Color::White);
    }

    void agendaOfAllGames()
    {
        // Melnyk plays Black in examples 1 and 3; the agenda holds both games' deadlines, earliest first.
        QList<DeskGame> games{{1, testing::exampleGameFile(u"example1_dates.game.json"_s)},
            {3, testing::exampleGameFile(u"example3_leave.game.json"_s)}};
        ledger::GameFile other = testing::exampleGameFile(u"example2_variant_penalty.game.json"_s);
        other.black.name = u"Somebody E."_s;
        games.append({2, other});
        QCOMPARE(deskOwner(games), u"Koval O."_s); // plays in all three
        const QDate asOf(2018, 2, 25);
        const QList<PlayerAgendaItem> agenda = playerAgenda(games, u"Melnyk T."_s, asOf);
        QVERIFY(!agenda.isEmpty());
        for (const PlayerAgendaItem& item : agenda) {
            QVERIFY(item.game == 1 || item.game == 3); // not a game Melnyk does not play
            QCOMPARE(item.partner, u"Koval O."_s);
            QVERIFY(!item.why.clause.isEmpty());
        }
        // Overdue, today, mine due with the reply, the dates to come, by date within each.
        for (qsizetype i = 1; i < agenda.size(); ++i) {
            QVERIFY(!agendaSortsBefore(agenda[i], agenda[i - 1]));
            if (agenda[i].due && agenda[i - 1].due && agenda[i].band == agenda[i - 1].band)
                QVERIFY(*agenda[i - 1].due <= *agenda[i].due);
        }
        // Example 1: Black has not received w2 sent 2018-02-02; White's repeat is due 2018-02-18 (II.5.1):
        // the partner's step, overdue as of 2018-02-25.
        const auto repeatBy = [&](bool mine) {
            return std::find_if(agenda.begin(), agenda.end(), [mine](const PlayerAgendaItem& item) {
                return item.game == 1 && item.what == AgendaKind(ledger::DeadlineKind::RepeatMove)
                    && item.mine == mine;
            });
        };
        const auto repeat = repeatBy(false);
        QVERIFY(repeat != agenda.end());
        QCOMPARE(repeat->due, QDate(2018, 2, 18));
        QCOMPARE(repeat->band, AgendaBand::Overdue);
        // And w2, still in the post, is no reply to Melnyk's b1 of 2018-01-25: his own repeat was due
        // 2018-02-10 (II.5.1 «при відсутності відповіді»).
        const auto own = repeatBy(true);
        QVERIFY(own != agenda.end());
        QCOMPARE(own->due, QDate(2018, 2, 10));
    }

    void timePerControlPeriod_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<ledger::Color>("player");
        QTest::addColumn<QString>("periods");
        // "period:total/limit[+penalty][ running][ over]" per control period.
        QTest::newRow("II.4.3 Black's 45 days for move 1 pass the 40 of the first period (II.6.1)")
            << u"overstep-black.game.json"_s << ledger::Color::Black << u"1:45/40 over"_s;
        QTest::newRow("II.4.4 White's time runs from the receipt of Black's card")
            << u"overstep-black.game.json"_s << ledger::Color::White << u"1:4/40 running"_s;
        QTest::newRow("II.4.3 the second period is counted cumulatively")
            << u"overstep-claimed-too-late.game.json"_s << ledger::Color::White << u"1:9/40, 2:10/80"_s;
        // Black's nine unregistered cards in time trouble: 5 days, then 10 each (II.4.10, II.4.12).
        QTest::newRow("II.4.10 penalty days are booked in their period")
            << u"overstep-claimed-too-late.game.json"_s << ledger::Color::Black
            << u"1:149/40+95 over, 2:152/80 running over"_s;
    }

    void timePerControlPeriod()
    {
        QFETCH(QString, file);
        QFETCH(ledger::Color, player);
        QFETCH(QString, periods);
        const ledger::GameFile game = testing::testGameFile(file);
        const ledger::Ledger ledger = *ledger::ledgerOf(game, *game.asOf).ledger;
        QStringList described;
        for (const PeriodUsage& usage : timeUsage(ledger, player))
            described.append(u"%1:%2/%3%4%5%6"_s.arg(usage.period)
                                 .arg(usage.total)
                                 .arg(usage.limit)
                                 .arg(usage.penalty ? u"+%1"_s.arg(usage.penalty) : QString())
                                 .arg(usage.running ? u" running"_s : QString())
                                 .arg(usage.over() ? u" over"_s : QString()));
        QCOMPARE(described.join(u", "_s), periods);
    }

    void theClockOfThePeriodInProgress()
    {
        // White to move in overstep-black: the days run (II.4.4). White claims Black's overstep: the game is
        // suspended and White's clock stops with the claim (II.6.6).
        ledger::GameFile game = testing::testGameFile(u"overstep-black.game.json"_s);
        const auto clockOf = [](const ledger::GameFile& file) {
            const ledger::Ledger ledger = *ledger::ledgerOf(file, *file.asOf).ledger;
            return timeUsage(ledger, ledger::Color::White).last();
        };
        QVERIFY(clockOf(game).running);
        QCOMPARE(clockOf(game).clock, PeriodUsage::Clock::Runs);
        // The bar tells the days booked from those of the move in progress (helper-29 read 38 days all
        // "in progress" when one was): the booked part is the ledger's total, the rest the running days.
        const ledger::Ledger thinking = *ledger::ledgerOf(game, *game.asOf).ledger;
        QVERIFY(clockOf(game).runningDays > 0);
        QCOMPARE(clockOf(game).runningDays, thinking.running->days);
        QCOMPARE(clockOf(game).total - clockOf(game).runningDays, thinking.total(ledger::Color::White));
        ledger::Claim claim;
        claim.by = ledger::Color::White;
        claim.sent = game.asOf->addDays(-2);
        game.claim = claim;
        QVERIFY(clockOf(game).running);
        QCOMPARE(clockOf(game).clock, PeriodUsage::Clock::StoppedByClaim);
        // Black's card not received yet: White's move waits for it.
        game.claim.reset();
        game.cards.last().received.reset();
        QCOMPARE(clockOf(game).clock, PeriodUsage::Clock::WaitsForCard);
    }

    void recordingTheEndOfTheGame_data()
    {
        QTest::addColumn<QString>("score");
        QTest::addColumn<QString>("how");
        QTest::addColumn<QDate>("date");
        QTest::addColumn<QString>("problem");
        QTest::newRow("II.9.1 a resignation: the record goes to the judge")
            << u"0-1"_s << u"resignation"_s << QDate(2018, 2, 20) << u""_s;
        QTest::newRow("II.9.1 an agreed draw")
            << u"1/2-1/2"_s << u"draw_agreed"_s << QDate(2018, 2, 20) << u""_s;
        QTest::newRow("II.9.2 mate must be on the board")
            << u"1-0"_s << u"mate"_s << QDate(2018, 2, 20)
            << u"The result, how it ended: the position on the cards is not mate"_s;
        QTest::newRow("II.9.2 a draw is scored 1/2-1/2") << u"1-0"_s << u"draw_agreed"_s << QDate(2018, 2, 20)
                                                         << u"The result, score: a draw is scored 1/2-1/2"_s;
        QTest::newRow("II.9.2 the end is not in the future")
            << u"1-0"_s << u"resignation"_s << QDate(2018, 3, 1)
            << u"The result, date: the date of the end must be a day up to today"_s;
    }

    void recordingTheEndOfTheGame()
    {
        QFETCH(QString, score);
        QFETCH(QString, how);
        QFETCH(QDate, date);
        QFETCH(QString, problem);
        const GameEdit edit = recordGameEnd(testing::exampleGameFile(u"example1_dates.game.json"_s),
            score,
            ledger::resultHowFromName(how).value(),
            date,
            QDate(2018, 2, 25));
        if (!problem.isEmpty()) {
            QVERIFY(!edit.problems.isEmpty());
            QCOMPARE(english(edit.problems.first()), problem);
            return;
        }
        QVERIFY2(edit.problems.isEmpty(), qPrintable(english(edit.problems.value(0))));
        QVERIFY(edit.ledger->finished);
        QCOMPARE(edit.game.result->score, score);
        QCOMPARE(edit.notes.first().clause, u"II.9.1"_s);
    }

    void recordingMyForfeitClaim_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<ledger::Color>("me");
        QTest::addColumn<bool>("notice");
        QTest::addColumn<QString>("sealed");
        QTest::addColumn<QString>("problem");
        QTest::newRow("II.6.2 the partner overstepped: claimed, the game suspended (II.6.6)")
            << u"overstep-black.game.json"_s << ledger::Color::White << true << u"Кg1-f3"_s << u""_s;
        QTest::newRow("II.6.2 part 4: the registered notice goes with the claim")
            << u"overstep-black.game.json"_s << ledger::Color::White << false << u""_s
            << u"The claim, receipt of the notice: the registered notice to the partner, its receipt number and date, goes with the claim (II.6.2 part 4)"_s;
        QTest::newRow("II.6.1 only the partner's overstep can be claimed")
            << u"overstep-black.game.json"_s << ledger::Color::Black << true << u""_s
            << u"The claim, sent: the cards show no overstep by the partner (II.6.1)"_s;
        QTest::newRow("II.6.3 too late after the reply to the control move")
            << u"overstep-claimed-too-late.game.json"_s << ledger::Color::White << true << u""_s
            << u"The claim, sent: White has already replied to the control move 10 of Black: the claim is too late"_s;
        QTest::newRow("II.6.2 part 6: the sealed move must be legal")
            << u"overstep-black.game.json"_s << ledger::Color::White << true << u"Кg1-g3"_s
            << u"The claim, sealed move: “Кg1-g3”: no knight of the side to move can go to g3"_s;
    }

    void recordingMyForfeitClaim()
    {
        QFETCH(QString, file);
        QFETCH(ledger::Color, me);
        QFETCH(bool, notice);
        QFETCH(QString, sealed);
        QFETCH(QString, problem);
        const ledger::GameFile game = testing::testGameFile(file);
        const QDate asOf = *game.asOf;
        const std::optional<ledger::MailReceipt> receipt =
            notice ? std::optional(ledger::MailReceipt{u"0102"_s, asOf}) : std::nullopt;
        const GameEdit edit = recordForfeitClaim(game, me, asOf, receipt, sealed, asOf);
        if (!problem.isEmpty()) {
            QVERIFY(!edit.problems.isEmpty());
            QVERIFY2(english(edit.problems.first()).startsWith(problem),
                qPrintable(english(edit.problems.first())));
            return;
        }
        QVERIFY2(edit.problems.isEmpty(), qPrintable(english(edit.problems.value(0))));
        QVERIFY(edit.ledger->suspended);
        QCOMPARE(edit.game.claim->sealedMove, sealed);
        QCOMPARE(edit.notes.last().clause, u"II.6.6"_s);
    }

    void aClaimAgainstMeAsksForTheObjection_data()
    {
        QTest::addColumn<std::optional<QDate>>("arrived");
        QTest::addColumn<QDate>("due");
        QTest::addColumn<QString>("problem");
        // The notice went on 24.02.2018 (its receipt); the game file's as-of date is 25.02.2018.
        QTest::newRow("II.6.4 within 7 days of the notice's arrival")
            << std::optional(QDate(2018, 2, 25)) << QDate(2018, 3, 4) << QString();
        QTest::newRow("II.6.4 arrival not recorded: counted from the sending, said so")
            << std::optional<QDate>() << QDate(2018, 3, 3) << QString();
        QTest::newRow("II.6.4 a notice cannot arrive before it was sent")
            << std::optional(QDate(2018, 2, 23)) << QDate()
            << u"The claim, the notice reached me on: the notice cannot have reached me on 23 February 2018, "
               "before it was sent on 24 February 2018"_s;
        QTest::newRow("II.6.4 nor after today")
            << std::optional(QDate(2018, 2, 26)) << QDate()
            << u"The claim, the notice reached me on: 26 February 2018 is after today"_s;
    }

    void aClaimAgainstMeAsksForTheObjection()
    {
        QFETCH(std::optional<QDate>, arrived);
        QFETCH(QDate, due);
        QFETCH(QString, problem);
        const ledger::GameFile game = testing::testGameFile(u"overstep-black.game.json"_s);
        QCOMPARE(*game.asOf, QDate(2018, 2, 25));
        const GameEdit edit = recordClaimAgainstMe(game,
            ledger::Color::Black,
            QDate(2018, 2, 25),
            ledger::MailReceipt{u"0102"_s, QDate(2018, 2, 24)},
            arrived,
            *game.asOf);
        if (!problem.isEmpty()) {
            QCOMPARE(edit.problems.size(), 1);
            QVERIFY2(english(edit.problems.first()).startsWith(problem),
                qPrintable(english(edit.problems.first())));
            return;
        }
        QVERIFY(edit.problems.isEmpty());
        QVERIFY(edit.ledger->suspended);
        QVERIFY(english(edit.notes.first().what).startsWith(u"my cards show the overstep too"_s));
        QCOMPARE(edit.notes.last().clause, u"II.6.4"_s);
        QCOMPARE(edit.game.claim->noticeReceived, arrived);
        // The agenda has the objection: 7 days from the notice's arrival at the latest (II.6.4); when the
        // arrival is not recorded, from its sending, which is never late.
        const QList<PlayerAgendaItem> agenda = playerAgenda({{1, edit.game}}, u"Slow S."_s, *game.asOf);
        const auto objection = std::find_if(agenda.begin(), agenda.end(), [](const PlayerAgendaItem& item) {
            return item.what == AgendaKind(DeskStep::Objection);
        });
        QVERIFY(objection != agenda.end());
        QCOMPARE(objection->due, std::optional(due));
        QCOMPARE(objection->why.clause, u"II.6.4"_s);
        QVERIFY2(english(objection->why.what)
                     .contains(arrived
                             ? u"it reached me on 25 February 2018, so the objection goes by 4 March 2018"_s
                             : u"its arrival is not recorded"_s),
            qPrintable(english(objection->why.what)));
        // Kept by the game file, written and read back.
        QCOMPARE(ledger::readGameFile(ledger::writeGameFile(edit.game)).game->claim, edit.game.claim);
    }

    void announcingALeaveInEveryGame_data()
    {
        QTest::addColumn<QDate>("from");
        QTest::addColumn<QDate>("to");
        QTest::addColumn<QString>("outcome");
        // Example 3: Melnyk already has 28 days of leave in 2018 (February).
        QTest::newRow("II.7.1 the same days in two games count once")
            << QDate(2018, 4, 1) << QDate(2018, 4, 10) << u"2018: 38 days of leave, 7 left"_s;
        QTest::newRow("II.7.1 past the 45-day cap: refused naming the year")
            << QDate(2018, 4, 1) << QDate(2018, 4, 30)
            << u"Leave 1, to: 58 days of leave in 2018 would pass the cap of 45 days (II.7.1)"_s;
        // helper-71 announced the same leave twice: recorded twice in every game, its notices printed twice.
        QTest::newRow("days of a leave announced already are not announced again")
            << QDate(2018, 2, 25) << QDate(2018, 3, 20)
            << u"Leave 1, from: your leave of 1 February 2018 – 28 February 2018 is announced already and "
               "these days overlap it: announce only the days before or after it"_s;
    }

    void announcingALeaveInEveryGame()
    {
        QFETCH(QDate, from);
        QFETCH(QDate, to);
        QFETCH(QString, outcome);
        const QList<DeskGame> games{{1, testing::exampleGameFile(u"example1_dates.game.json"_s)},
            {3, testing::exampleGameFile(u"example3_leave.game.json"_s)}};
        const LeaveAnnouncement announcement =
            announceLeave(games, u"Melnyk T."_s, from, to, QDate(2018, 3, 10), QDate(2018, 3, 10));
        QStringList lines;
        for (const ledger::InputProblem& problem : announcement.problems)
            lines.append(english(problem));
        for (const ledger::Explanation& note : announcement.notes)
            lines.append(english(note.what));
        QVERIFY2(lines.contains(outcome), qPrintable(lines.join(u'\n')));
        QCOMPARE(announcement.games.size(), announcement.problems.isEmpty() ? 2 : 0);
        // The planner before the new leave: February's 28 days (example 3), the same in both games.
        QCOMPARE(english(leaveUsage(games, u"Melnyk T."_s).first().what),
            u"2018: 28 days of leave used, 17 left"_s);
        QCOMPARE(english(leaveUsage(games, u"Koval O."_s).first().what),
            u"no leave taken yet: 45 days a calendar year"_s);
    }

    void aNewGame_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("problem");
        QTest::newRow("II.4.5 a game begins with its event, partner and colours") << u""_s << u""_s;
        QTest::newRow("the partner is named") << u"no partner"_s << u"The partner, name: not filled in"_s;
        QTest::newRow("the partner is someone else")
            << u"myself"_s << u"The partner, name: the partner must be someone other than me"_s;
        QTest::newRow("the end comes after the start")
            << u"end"_s
            << u"The event, end: the end 1 November 2026 is not after the start 1 December 2026"_s;
        QTest::newRow("a known rule set")
            << u"rules"_s
            << u"The event, rules: the rule set “blitz” is not one of fzshu-postal, fzshu-email, fzshu-team-postal, fzshu-server"_s;
    }

    void aNewGame()
    {
        QFETCH(QString, change);
        QFETCH(QString, problem);
        NewGameForm form;
        form.event.name = u"Кубок України, півфінал 1"_s;
        form.event.start = QDate(2026, 12, 1);
        form.me = u"Мельник Т."_s;
        form.partner = u"Коваль О."_s;
        form.partnerAddress = u"вул. Садова 3, Полтава"_s;
        form.myColour = ledger::Color::Black;
        if (change == u"no partner")
            form.partner.clear();
        if (change == u"myself")
            form.partner = form.me;
        if (change == u"end")
            form.event.end = QDate(2026, 11, 1);
        if (change == u"rules")
            form.event.rules = u"blitz"_s;
        const NewGame result = newGame(form);
        if (!problem.isEmpty()) {
            QVERIFY(!result.problems.isEmpty());
            QVERIFY2(english(result.problems.first()).startsWith(problem),
                qPrintable(english(result.problems.first())));
            return;
        }
        QVERIFY(result.problems.isEmpty());
        QCOMPARE(result.game.white.name, u"Коваль О."_s);
        QCOMPARE(result.game.black.name, u"Мельник Т."_s);
        // II.5.1: Black, with no first move yet, has the first-move inquiry due at the start + 16 days.
        const QList<PlayerAgendaItem> agenda =
            playerAgenda({{1, result.game}}, u"Мельник Т."_s, QDate(2026, 12, 2));
        QVERIFY(std::any_of(agenda.begin(), agenda.end(), [](const PlayerAgendaItem& item) {
            return item.what == AgendaKind(ledger::DeadlineKind::FirstMoveInquiry)
                && item.due == QDate(2026, 12, 17) && item.mine;
        }));
    }

    void importingGames_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("me");
        QTest::addColumn<QStringList>("otherSpellings");
        QTest::addColumn<int>("games");
        QTest::addColumn<QString>("problem");
        QTest::newRow("a game file") << QStringLiteral(
            POSTMARK_SHARED_DIR "/spec/examples/example1_dates.game.json")
                                     << u""_s << QStringList{} << 1 << u""_s;
        QTest::newRow("II.4.5 a judge's start list: my pairings become my games")
            << testing::fivePlayerTournamentPath() << u"Антоненко А.А."_s << QStringList{} << 4 << u""_s;
        QTest::newRow("a start list writing my name its own way: found by that spelling")
            << testing::fivePlayerTournamentPath() << u"Антоненко Андрій Андрійович"_s
            << QStringList{u"Antonenko A."_s, u"Антоненко  А.А."_s} << 4 << u""_s;
        QTest::newRow("a start list without me in it")
            << testing::fivePlayerTournamentPath() << u"Somebody Else"_s << QStringList{} << 0
            << u"plays in no game"_s;
        QTest::newRow("a broken game file names the key")
            << QStringLiteral(POSTMARK_TEST_DATA_DIR "/games/bad-dates-and-keys.game.json") << u""_s
            << QStringList{} << 0 << u": card"_s;
    }

    void importingGames()
    {
        QFETCH(QString, path);
        QFETCH(QString, me);
        QFETCH(QStringList, otherSpellings);
        QFETCH(int, games);
        QFETCH(QString, problem);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const PlayerNames names(me, otherSpellings);
        const ImportReading reading = readGamesForImport(path, file.readAll(), names);
        QCOMPARE(reading.games.size(), games);
        QCOMPARE(reading.problems.isEmpty(), problem.isEmpty());
        if (!problem.isEmpty())
            QVERIFY2(english(reading.problems.first()).contains(problem),
                qPrintable(english(reading.problems.first())));
        for (const ImportedGame& game : reading.games) {
            if (!me.isEmpty()) // my colour and the partner's address come from the start list
                QVERIFY(colourOf(game.game, names));
        }
    }

    void theOwnerIsFoundUnderEveryOtherSpellingOfTheName()
    {
        // Spaces aside, and never another player whose name only begins the same.
        const PlayerNames me(
            u"Melnyk T."_s, otherSpellingsFrom(u"Мельник Т.;  Melnyk Taras \n;Melnyk T."_s, u"Melnyk T."_s));
        QCOMPARE(me.otherSpellings, (QStringList{u"Мельник Т."_s, u"Melnyk Taras"_s}));
        QVERIFY(me.matches(u"Melnyk T."_s) && me.matches(u"Мельник  Т."_s) && me.matches(u" Melnyk Taras"_s));
        QVERIFY(!me.matches(u"Мельник"_s) && !me.matches(u"Melnyk T"_s) && !me.matches(QString()));
        ledger::GameFile game = testing::exampleGameFile(u"example1_dates.game.json"_s);
        const std::optional<ledger::Color> byName = colourOf(game, u"Melnyk T."_s);
        QVERIFY(byName);
        (*byName == ledger::Color::White ? game.white : game.black).name = u"Мельник Т."_s;
        QVERIFY(!colourOf(game, u"Melnyk T."_s)); // the name alone does not find it
        QCOMPARE(colourOf(game, me), byName);
    }

    void addressBook()
    {
        QList<DeskGame> games{{1, testing::exampleGameFile(u"example1_dates.game.json"_s)},
            {3, testing::exampleGameFile(u"example3_leave.game.json"_s)}};
        const QList<Partner> book = partners(games, u"Melnyk T."_s);
        QCOMPARE(book.size(), 1);
        QCOMPARE(book.first().name, u"Koval O."_s);
        QCOMPARE(book.first().games, 2);
        // II.4.9: a card to a wrong address costs days; the new address goes into every game with them.
        const QList<DeskGame> changed =
            withPartnerAddress(games, u"Melnyk T."_s, u"Koval O."_s, u"вул. Нова 1, Київ"_s);
        QCOMPARE(changed.size(), 2);
        for (const DeskGame& each : changed)
            QCOMPARE(each.game.white.address, u"вул. Нова 1, Київ"_s);
    }

    void theProposedVariantIsPlayedOutForAPreview()
    {
        // Example 2 up to Black's card b1: 1.d4 Кf6 with the variant 2.c4 e6 proposed (II.3.8).
        ledger::GameFile game = testing::exampleGameFile(u"example2_variant_penalty.game.json"_s);
        game.cards = game.cards.mid(0, 2);
        const ledger::Ledger ledger = *ledger::ledgerOf(game, QDate(2018, 1, 26)).ledger;
        const std::optional<VariantPreview> preview = proposedVariant(game, ledger);
        QVERIFY(preview);
        QCOMPARE(preview->plies, (QStringList{u"c2-c4"_s, u"e7-e6"_s}));
        QCOMPARE(preview->playable, 2);
        chess::Position expected = ledger.position;
        for (const QString& ply : {u"c2-c4"_s, u"e7-e6"_s})
            expected = expected.after(chess::parseMove(expected, ply, chess::Notation::Ukrainian)->move);
        QCOMPARE(preview->position.toFen(), expected.toFen());
        // The game itself is unchanged: the variant is only shown.
        QCOMPARE(ledger.position.fullmoveNumber(), 2);
        // Written with its numbers and its proposer: Black's card, from White's move 2.
        QCOMPARE(preview->proposedBy, ledger::Color::Black);
        QCOMPARE(numberedVariant(*preview), u"2. c2-c4 e7-e6"_s);
        VariantPreview fromBlack = *preview;
        fromBlack.firstToMove = ledger::Color::Black;
        fromBlack.firstMoveNumber = 12;
        fromBlack.plies = {u"Кb8-c6"_s, u"Кg1-f3"_s, u"Сf8-e7"_s, u"0-0"_s};
        QCOMPARE(numberedVariant(fromBlack), u"12... Кb8-c6 13. Кg1-f3 Сf8-e7 14. 0-0"_s);
        // A card with no variant proposes nothing.
        game.cards = game.cards.mid(0, 1);
        const ledger::Ledger first = *ledger::ledgerOf(game, QDate(2018, 1, 26)).ledger;
        QVERIFY(!proposedVariant(game, first));
    }

    void myUrgentStepsComeBeforeThePartners()
    {
        // helper-76 read the partner's repeat overdue since 24.11 at the top of his agenda, above his own
        // repeat overdue since 03.12: what is overdue or due today is mine first, then the partner's.
        const QDate today(2026, 12, 7);
        const auto item = [&](qint64 game, std::optional<QDate> due, bool mine) {
            PlayerAgendaItem each;
            each.game = game;
            each.due = due;
            each.mine = mine;
            each.band = !due               ? AgendaBand::Undated
                : *due < today             ? AgendaBand::Overdue
                : *due == today            ? AgendaBand::Today
                : today.daysTo(*due) <= 14 ? AgendaBand::Soon
                                           : AgendaBand::Later;
            return each;
        };
        QList<PlayerAgendaItem> agenda = {item(1, QDate(2026, 11, 24), false),
            item(2, QDate(2026, 12, 3), true),
            item(3, today, false),
            item(4, today, true),
            item(5, std::nullopt, false),
            item(6, std::nullopt, true),
            item(7, QDate(2026, 12, 9), false),
            item(8, QDate(2026, 12, 8), true),
            item(9, QDate(2027, 6, 1), true)};
        std::sort(agenda.begin(), agenda.end(), agendaSortsBefore);
        QList<qint64> order;
        for (const PlayerAgendaItem& each : std::as_const(agenda))
            order.append(each.game);
        // Mine overdue, today, with the reply; the partner's overdue, today; the dates to come by date,
        // whoever's; the partner's undated last.
        QCOMPARE(order, (QList<qint64>{2, 4, 6, 1, 3, 8, 7, 9, 5}));
    }

    void agendaExportsAsICalendar()
    {
        PlayerAgendaItem item;
        item.game = 7;
        item.partner = u"Коваль О."_s;
        item.event = u"Кубок України, півфінал 1"_s;
        item.due = QDate(2018, 3, 6);
        item.what = DeskStep::Objection;
        item.why = {u"II.6.4"_s,
            say(MessageCode::Verbatim, u"registered; to the judge, within 7 days\nof the notice"_s)};
        item.mine = true;
        PlayerAgendaItem undated = item;
        undated.due.reset();
        // The partner's step of the same kind on the same day (both players' adjudication packets are):
        // an event of its own, not one id twice (helper-54: a calendar kept one of each pair).
        PlayerAgendaItem partners = item;
        partners.mine = false;
        const QByteArray calendar = agendaICalendar(
            {item, undated, partners},
            QDateTime(QDate(2018, 3, 1), QTime(9, 0), Qt::UTC),
            [](const PlayerAgendaItem& each) {
                return u"%1 — %2 (%3)"_s.arg(agendaKindName(each.what), each.partner, each.event);
            },
            [](const PlayerAgendaItem& each) { return u"%1: %2"_s.arg(each.why.clause, english(each.why)); });
        QVERIFY(calendar.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"));
        QVERIFY(calendar.endsWith("END:VCALENDAR\r\n"));
        QCOMPARE(calendar.count("BEGIN:VEVENT"), 2); // an undated item has no day in a calendar
        QVERIFY(calendar.contains("DTSTART;VALUE=DATE:20180306\r\n"));
        QVERIFY(calendar.contains("DTEND;VALUE=DATE:20180307\r\n"));
        QVERIFY(calendar.contains("DTSTAMP:20180301T090000Z\r\n"));
        QVERIFY(calendar.contains("UID:7-objection-mine-20180306@postmark\r\n"));
        QVERIFY(calendar.contains("UID:7-objection-partner-20180306@postmark\r\n"));
        // RFC 5545: text escaped, lines folded at 75 octets without splitting a letter.
        const QString unfolded = QString::fromUtf8(calendar).replace(u"\r\n "_s, QString());
        QVERIFY2(unfolded.contains(
                     u"DESCRIPTION:II.6.4: registered\\; to the judge\\, within 7 days\\nof the notice"_s),
            qPrintable(unfolded));
        QVERIFY(unfolded.contains(u"SUMMARY:objection — Коваль О. (Кубок України\\, півфінал 1)"_s));
        for (const QByteArray& line : calendar.split('\n')) {
            QVERIFY(line.size() <= 76); // 75 octets and the CR
            QVERIFY(QString::fromUtf8(line).toUtf8() == line); // valid UTF-8 on each line
        }
    }
};

QTEST_GUILESS_MAIN(TestDeskLife)
#include "tst_desklife.moc"
