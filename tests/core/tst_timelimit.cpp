// SPDX-License-Identifier: GPL-3.0-or-later
// The last day my reply may be sent with my time still within the control period's limit (II.4.3): the
// desk's step and the agenda's item, each date worked by hand below from the worked examples' cards.
#include <QTest>

#include "core/desk/gamerow.h"
#include "core/desk/playeragenda.h"
#include "core/ledger/ledgerof.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/messagewords.h"

using postmark::testing::english;

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::desk;

Q_DECLARE_METATYPE(ledger::GameFile)
Q_DECLARE_METATYPE(std::optional<QDate>)

namespace {

/// Worked example 3 before Black's reply b1: Black (Melnyk) received w1 on 29 January 2018 and thinks.
ledger::GameFile blackThinkingOnMoveOne()
{
    ledger::GameFile game = testing::exampleGameFile(u"example3_leave.game.json"_s);
    game.cards.removeLast();
    return game;
}

ledger::GameFile withoutLeave(ledger::GameFile game)
{
    game.leaves.clear();
    return game;
}

ledger::GameFile onTheServer(ledger::GameFile game)
{
    game.event.rules = u"fzshu-server"_s;
    return game;
}

/// Worked example 2: Black received w3 on 12 February 2018 with 10 days booked (a penalty among them).
ledger::GameFile blackThinkingOnMoveFour()
{
    return testing::exampleGameFile(u"example2_variant_penalty.game.json"_s);
}

std::optional<PlayerAgendaItem> stepAsOf(const ledger::GameFile& game, const QDate& asOf, ledger::Color mine)
{
    const ledger::LedgerResult computed = ledger::ledgerOf(game, asOf);
    if (!computed.ledger)
        qFatal("the fixture cannot be computed");
    return timeLimitStep(game, *computed.ledger, mine);
}

} // namespace

class TestTimeLimit : public QObject
{
    Q_OBJECT

    /// Example 3 with Melnyk's leave moved after its cards, to 20 March – 10 April 2018, its notice sent on 9
    /// March.
    static ledger::GameFile exampleThreeWithLeaveAfterItsCards()
    {
        ledger::GameFile game = testing::exampleGameFile(u"example3_leave.game.json"_s);
        game.leaves.first().from = QDate(2018, 3, 20);
        game.leaves.first().to = QDate(2018, 4, 10);
        game.leaves.first().noticeSent = QDate(2018, 3, 9);
        return game;
    }

private Q_SLOTS:
    void lastDayOfMyReply_data()
    {
        QTest::addColumn<ledger::GameFile>("game");
        QTest::addColumn<QDate>("asOf");
        QTest::addColumn<std::optional<QDate>>("lastDay");
        QTest::addColumn<QString>("why");
        // What the step says while the day is still to come, as the ledger's figures give it.
        const auto inTime = [](int move,
                                const QString& day,
                                int left,
                                int limit,
                                const QString& clause,
                                const QString& leave = {}) {
            const QString said = u"move %1 goes by %2 at the latest: %3 days left of the %4 of this control "
                                 "period%5; a later send date exceeds the limit (%6)"_s;
            return said.arg(move).arg(day).arg(left).arg(limit).arg(leave, clause);
        };
        // 40 days for moves 1-10, none booked: 29 January + 40 days. Sent on 10 March the move books 40.
        QTest::newRow("II.4.3 the days left from the receipt")
            << withoutLeave(blackThinkingOnMoveOne()) << QDate(2018, 1, 30)
            << std::optional<QDate>(QDate(2018, 3, 10)) << inTime(1, u"10 March 2018"_s, 39, 40, u"II.6.1"_s);
        // 10 days booked before move 4 (5 of them a penalty, II.4.9): 30 left from 12 February.
        QTest::newRow("II.4.3 the days booked before count, penalties too")
            << blackThinkingOnMoveFour() << QDate(2018, 2, 20) << std::optional<QDate>(QDate(2018, 3, 14))
            << inTime(4, u"14 March 2018"_s, 22, 40, u"II.6.1"_s);
        // The 28 days of leave in February are not counted: 29 January + 40 + 28 = 7 April; 68 days less 28.
        QTest::newRow("II.7 leave days inside the window are not counted")
            << blackThinkingOnMoveOne() << QDate(2018, 1, 30) << std::optional<QDate>(QDate(2018, 4, 7))
            << inTime(1, u"7 April 2018"_s, 39, 40, u"II.6.1"_s, u", leave days not counted"_s);
        // On the server 50 days a period, and past 20 days on one move each day counts twice: 35 days of
        // thinking book 20 + 15 × 2 = 50; a 36th would book 52.
        QTest::newRow("V.5.2 days past twenty count twice")
            << onTheServer(withoutLeave(blackThinkingOnMoveOne())) << QDate(2018, 1, 30)
            << std::optional<QDate>(QDate(2018, 3, 5)) << inTime(1, u"5 March 2018"_s, 49, 50, u"V.5.4"_s);
        // Six days past 14 March: the limit exceeded, the step overdue since that day.
        QTest::newRow("II.6.1 past the last day the limit is exceeded")
            << blackThinkingOnMoveFour() << QDate(2018, 3, 20) << std::optional<QDate>(QDate(2018, 3, 14))
            << u"move 4 was due by 14 March 2018: the 40 days of this control period are exceeded by 6 days "
               "(II.6.1)"_s;
    }

    void lastDayOfMyReply()
    {
        QFETCH(ledger::GameFile, game);
        QFETCH(QDate, asOf);
        QFETCH(std::optional<QDate>, lastDay);
        QFETCH(QString, why);
        const std::optional<PlayerAgendaItem> step = stepAsOf(game, asOf, ledger::Color::Black);
        QVERIFY(step);
        QCOMPARE(step->due, lastDay);
        QVERIFY(step->what == AgendaKind(DeskStep::TimeLimit));
        QCOMPARE(english(step->why.what), why);
        QCOMPARE(step->why.clause, game.event.rules == u"fzshu-server" ? u"V.5.1"_s : u"II.4.3"_s);
    }

    void inTimeTroubleTheReplyGoesRegistered()
    {
        // Example 2 on 12 March: 2 days left (II.4.12, five or fewer): the last day, 14 March, and
        // registered.
        const std::optional<PlayerAgendaItem> step =
            stepAsOf(blackThinkingOnMoveFour(), QDate(2018, 3, 12), ledger::Color::Black);
        QVERIFY(step);
        QCOMPARE(step->due, QDate(2018, 3, 14));
        QVERIFY2(
            english(step->why.what).endsWith(u"; in time trouble, the reply goes registered (II.4.12)"_s),
            qPrintable(english(step->why.what)));
    }

    void noLastDayWhileMyTimeDoesNotRun_data()
    {
        QTest::addColumn<ledger::GameFile>("game");
        QTest::addColumn<QDate>("asOf");
        QTest::addColumn<ledger::Color>("mine");
        QTest::newRow("II.4.3 the partner's move")
            << blackThinkingOnMoveFour() << QDate(2018, 2, 20) << ledger::Color::White;
        // Example 1: White's w2 is in the post: Black's time has not begun.
        QTest::newRow("II.4.4 the card not received yet")
            << testing::exampleGameFile(u"example1_dates.game.json"_s) << QDate(2018, 2, 20)
            << ledger::Color::Black;
        ledger::GameFile claimed = blackThinkingOnMoveFour();
        ledger::Claim claim;
        claim.by = ledger::Color::White;
        claim.sent = QDate(2018, 2, 25);
        claimed.claim = claim;
        QTest::newRow("II.6.6 a claim stopped the time")
            << claimed << QDate(2018, 3, 20) << ledger::Color::Black;
        ledger::GameFile finished = blackThinkingOnMoveFour();
        finished.result = ledger::GameResult{u"1/2-1/2"_s, std::nullopt, QDate(2018, 2, 15)};
        QTest::newRow("the game is over") << finished << QDate(2018, 2, 20) << ledger::Color::Black;
    }

    void noLastDayWhileMyTimeDoesNotRun()
    {
        QFETCH(ledger::GameFile, game);
        QFETCH(QDate, asOf);
        QFETCH(ledger::Color, mine);
        QCOMPARE(stepAsOf(game, asOf, mine).has_value(), false);
    }

    void theAgendaWarnsOfTheLastDay()
    {
        // Melnyk's agenda of example 2 on 8 March: the last day of his reply within six days, "soon".
        const QList<PlayerAgendaItem> agenda =
            playerAgenda({{7, blackThinkingOnMoveFour()}}, u"Melnyk T."_s, QDate(2018, 3, 8));
        const auto item = std::find_if(agenda.begin(), agenda.end(), [](const PlayerAgendaItem& each) {
            return each.what == AgendaKind(DeskStep::TimeLimit);
        });
        QVERIFY(item != agenda.end());
        QCOMPARE(item->game, 7);
        QCOMPARE(item->due, QDate(2018, 3, 14));
        QVERIFY(item->mine);
        QCOMPARE(item->partner, u"Koval O."_s);
        QCOMPARE(item->band, AgendaBand::Soon);
        QCOMPARE(agendaKindName(item->what), u"time_limit"_s);
        // Koval's agenda of the same game has no such item: it is Melnyk's move.
        const QList<PlayerAgendaItem> partners =
            playerAgenda({{7, blackThinkingOnMoveFour()}}, u"Koval O."_s, QDate(2018, 3, 8));
        QVERIFY(std::none_of(partners.begin(), partners.end(), [](const PlayerAgendaItem& each) {
            return each.what == AgendaKind(DeskStep::TimeLimit);
        }));
    }

    void theGamesListShowsTheLastDayWhenItComesFirst()
    {
        // On the server on 1 March: 31 days thought count 42 (V.5.2), 8 left; the last day, 5 March, comes
        // before the server's inactivity deadline of 6 March: the row's next deadline is the owner's own.
        const desk::GameRow row = gameRow(
            {7, onTheServer(withoutLeave(blackThinkingOnMoveOne()))}, u"Melnyk T."_s, QDate(2018, 3, 1));
        QCOMPARE(row.nextDue, QDate(2018, 3, 5));
        QVERIFY(row.nextWhat == AgendaKind(DeskStep::TimeLimit));
        QCOMPARE(row.nextWho, ledger::Color::Black);
        QCOMPARE(row.nextClause, u"V.5.1"_s);
        QCOMPARE(row.urgency, AgendaBand::Soon);
        QVERIFY(row.overdue.isEmpty());
    }

    void theGamesListSaysTheLastDayIsOverdue()
    {
        // Example 2 on 20 March: White's repeat overdue since 25 February (II.5.1), and the owner's own last
        // day since 14 March — both listed, the owner's first: it is the row's next, though the partner's
        // came earlier.
        const desk::GameRow row = gameRow({7, blackThinkingOnMoveFour()}, u"Melnyk T."_s, QDate(2018, 3, 20));
        QCOMPARE(row.nextDue, QDate(2018, 3, 14));
        QVERIFY(row.nextWhat == AgendaKind(DeskStep::TimeLimit));
        QCOMPARE(row.nextWho, ledger::Color::Black);
        QCOMPARE(row.nextClause, u"II.4.3"_s);
        QCOMPARE(row.overdue.size(), 2);
        QCOMPARE(row.overdue[0].due, QDate(2018, 3, 14));
        QVERIFY(row.overdue[0].what == AgendaKind(DeskStep::TimeLimit));
        QCOMPARE(row.overdue[0].who, ledger::Color::Black);
        QCOMPARE(row.overdue[0].clause, u"II.4.3"_s);
        QCOMPARE(row.overdue[1].due, QDate(2018, 2, 25));
        QVERIFY(row.overdue[1].what == AgendaKind(ledger::DeadlineKind::RepeatMove));
        QCOMPARE(row.overdue[1].who, ledger::Color::White);
        QVERIFY(myOverdueStep(row) == &row.overdue[0]);
    }

    void onMyMoveTheRowsNextIsMineNotThePartnersRepeat_II_4_3()
    {
        // Example 2 on 20 February, Black (the owner) thinking on move 4: White's repeat is due 25 February
        // (II.5.1), the owner's last day within his time 14 March. The row's date is the owner's: helper-34
        // read the partner's earlier repeat as the day his own reply was due.
        const desk::GameRow row = gameRow({7, blackThinkingOnMoveFour()}, u"Melnyk T."_s, QDate(2018, 2, 20));
        QCOMPARE(row.nextDue, QDate(2018, 3, 14));
        QCOMPARE(row.nextWho, ledger::Color::Black);
        QCOMPARE(row.nextClause, u"II.4.3"_s);
        // A game of neither side (a judge's copy) has no "mine": its earliest step, White's repeat.
        const desk::GameRow neither =
            gameRow({7, blackThinkingOnMoveFour()}, u"Someone Else"_s, QDate(2018, 2, 20));
        QCOMPARE(neither.nextDue, QDate(2018, 2, 25));
        QCOMPARE(neither.nextWho, ledger::Color::White);
    }

    void thePartnersStepOverdueDoesNotDateTheRowWhileIHaveOne()
    {
        // Example 2 on 1 March: White's repeat overdue since 25 February (II.5.1); the owner's last day (14
        // March) still to come. The row is dated by the owner's step, as the guide says — the partner's late
        // step, in red, was read as the owner's own (helper-45) — and keeps the partner's among the overdue,
        // for the tooltip.
        const desk::GameRow row = gameRow({7, blackThinkingOnMoveFour()}, u"Melnyk T."_s, QDate(2018, 3, 1));
        QCOMPARE(row.nextDue, std::optional(QDate(2018, 3, 14)));
        QCOMPARE(row.nextWho, std::optional(ledger::Color::Black));
        QCOMPARE(row.urgency, AgendaBand::Soon);
        QCOMPARE(row.overdue.size(), 1);
        QCOMPARE(row.overdue.first().who, ledger::Color::White);
        QVERIFY(myOverdueStep(row) == nullptr);
    }
    void aLeaveToComeIsDatedByItsStartAndOneUnderWayByItsEnd_II_7_1()
    {
        // Example 3 with Melnyk's leave moved after its cards, to 20 March – 10 April 2018. Before it, the
        // agenda dates it by its first day; under way, by its last — «today: leave» read as a step due today
        // (helper-44).
        ledger::GameFile game = exampleThreeWithLeaveAfterItsCards();
        const auto leaveItem = [&game](const QDate& asOf) {
            for (const PlayerAgendaItem& item : playerAgenda({{3, game}}, u"Melnyk T."_s, asOf)) {
                if (item.what == AgendaKind(DeskStep::Leave) || item.what == AgendaKind(DeskStep::LeaveEnds))
                    return std::optional(item);
            }
            return std::optional<PlayerAgendaItem>();
        };
        const std::optional<PlayerAgendaItem> coming = leaveItem(QDate(2018, 3, 10));
        QVERIFY(coming);
        QVERIFY(coming->what == AgendaKind(DeskStep::Leave));
        QCOMPARE(coming->due, std::optional(QDate(2018, 3, 20)));
        const std::optional<PlayerAgendaItem> underWay = leaveItem(QDate(2018, 3, 25));
        QVERIFY(underWay);
        QVERIFY(underWay->what == AgendaKind(DeskStep::LeaveEnds));
        QCOMPARE(underWay->due, std::optional(QDate(2018, 4, 10)));
        QCOMPARE(underWay->why.clause, u"II.7.1"_s);
        QVERIFY(!leaveItem(QDate(2018, 4, 11))); // over
    }

    void thePartnersLeaveIsOnMyAgendaAsTheirs_II_7_1()
    {
        // The same leave seen from Koval's desk: Melnyk's leave moves Koval's waits for a reply (II.5.1, the
        // rules' §5 decision), so it is listed too — as the partner's, not as a step of Koval's, dated as his
        // own leave would be. (A player whose repeat date moved on did not know why.)
        ledger::GameFile game = exampleThreeWithLeaveAfterItsCards();
        const auto leaveItems = [&game](const QDate& asOf) {
            QList<PlayerAgendaItem> found;
            for (const PlayerAgendaItem& item : playerAgenda({{3, game}}, u"Koval O."_s, asOf)) {
                if (std::holds_alternative<DeskStep>(item.what)
                    && std::get<DeskStep>(item.what) != DeskStep::TimeLimit)
                    found.append(item);
            }
            return found;
        };
        const QList<PlayerAgendaItem> coming = leaveItems(QDate(2018, 3, 10));
        QCOMPARE(coming.size(), 1);
        QVERIFY(coming[0].what == AgendaKind(DeskStep::PartnerLeave));
        QVERIFY(!coming[0].mine);
        QCOMPARE(coming[0].due, std::optional(QDate(2018, 3, 20)));
        QCOMPARE(coming[0].why.clause, u"II.7.1"_s);
        QCOMPARE(coming[0].why.what.code, MessageCode::PartnerLeaveNoticeSent);
        const QList<PlayerAgendaItem> underWay = leaveItems(QDate(2018, 3, 25));
        QCOMPARE(underWay.size(), 1);
        QVERIFY(underWay[0].what == AgendaKind(DeskStep::PartnerLeaveEnds));
        QCOMPARE(underWay[0].due, std::optional(QDate(2018, 4, 10)));
        QVERIFY(leaveItems(QDate(2018, 4, 11)).isEmpty()); // over
        // A notice whose date is not recorded is said so: the leave counts from it (II.7.6).
        game.leaves.first().noticeSent.reset();
        QCOMPARE(leaveItems(QDate(2018, 3, 10)).value(0).why.what.code,
            MessageCode::PartnerLeaveNoticeNotRecorded);
        // Melnyk's own desk still lists it as his.
        for (const PlayerAgendaItem& item : playerAgenda({{3, game}}, u"Melnyk T."_s, QDate(2018, 3, 10)))
            QVERIFY(item.what != AgendaKind(DeskStep::PartnerLeave));
    }
};

QTEST_GUILESS_MAIN(TestTimeLimit)
#include "tst_timelimit.moc"
