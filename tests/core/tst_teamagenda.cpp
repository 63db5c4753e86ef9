// SPDX-License-Identifier: GPL-3.0-or-later
// A team event's agenda, as its chief judge watches it: each board a tournament of its own (IV.1.3), the
// judge's steps only, and no deadline a game's cards would give guessed from the event's start — the judge of
// a team event keeps no cards (the players report to their captains, IV.3.2, IV.7).
#include <QFile>
#include <QtTest>

#include "core/tournament/teamagenda.h"
#include "core/tournament/teamfilereader.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::tournament;

namespace {

/// Two boards of three teams from 1 March 2027 to 1 March 2029: board 2's k2 – o2 and o2 – l2 unfinished,
/// o2 withdrawn with the unfinished games lost (loss), so none is left to play but on paper.
TeamEvent teamRoundRobin()
{
    QFile file(QStringLiteral(POSTMARK_TEST_DATA_DIR "/tournaments/team-round-robin.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the fixture is missing");
    const TeamFileReading reading = readTeamFile(file.readAll());
    if (!reading.event)
        qFatal("the fixture cannot be read");
    return *reading.event;
}

/// The same with Лисенко's withdrawal taken back: board 2's two games in progress.
TeamEvent withBoardTwoInPlay()
{
    TeamEvent event = teamRoundRobin();
    event.withdrawals.clear();
    return event;
}

} // namespace

class TestTeamAgenda : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gamesInPlayGiveTheJudgeNothingFromTheStartDate()
    {
        // A year after the start, the two games in play have no card the judge knows of: no inquiry, no
        // two months without a move (II.5.2, IV.7.2) dated from 1 March 2027.
        QVERIFY(teamAgenda(withBoardTwoInPlay(), QDate(2028, 3, 1)).isEmpty());
    }

    void IV_11_1_aReportedResultWaitsForItsRecord()
    {
        TeamEvent event = withBoardTwoInPlay();
        TournamentGame& game = event.games[4].game; // board 2: Шевчук – Лисенко
        game.result = GameResult::WhiteWon;
        game.reportedOn = QDate(2028, 2, 20);
        const QList<TeamAgendaItem> agenda = teamAgenda(event, QDate(2028, 3, 1));
        QCOMPARE(agenda.size(), 1);
        QCOMPARE(agenda[0].board, 2);
        QVERIFY(agenda[0].item.what == JudgeAgendaKind(JudgeStep::GameRecord));
        QCOMPARE(agenda[0].item.game, u"Шевчук І.М. – Лисенко Т.В."_s);
        QCOMPARE(agenda[0].item.why.clause, u"IV.11.1"_s); // the team's own chapter 11, not II.9
        QVERIFY(!agenda[0].item.due);
        // The record received: nothing left.
        game.recordReceived = QDate(2028, 2, 27);
        QVERIFY(teamAgenda(event, QDate(2028, 3, 1)).isEmpty());
    }

    void IV_11_5_adjudicationPacketsOnceTheEndIsNear()
    {
        // Two weeks before the end (1 March 2029) the unfinished games' packets are the judge's to watch,
        // due 14 days after it, board by board; a month before, not yet.
        QVERIFY(teamAgenda(withBoardTwoInPlay(), QDate(2029, 1, 15)).isEmpty());
        const QList<TeamAgendaItem> agenda = teamAgenda(withBoardTwoInPlay(), QDate(2029, 3, 10));
        QVERIFY(!agenda.isEmpty());
        for (const TeamAgendaItem& each : agenda) {
            QCOMPARE(each.board, 2);
            QVERIFY(each.item.what == JudgeAgendaKind(ledger::DeadlineKind::Adjudication));
            QCOMPARE(each.item.due, QDate(2029, 3, 15));
            QCOMPARE(each.item.why.clause, u"IV.11.5"_s); // through the captain, 14 days after the end
            QVERIFY(!each.item.overdue);
        }
        // Both games, both players of each (each sends a packet).
        QCOMPARE(agenda.size(), 4);
    }

    void IV_10_3_aWithdrawalWithTheGamesLostLeavesNothingToWatch()
    {
        // Лисенко left without a substitute, the unfinished games lost: they are scored, not awaited.
        QVERIFY(teamAgenda(teamRoundRobin(), QDate(2029, 3, 10)).isEmpty());
    }

    void stepsAreSortedByDateThenBoard()
    {
        TeamEvent event = withBoardTwoInPlay();
        // Board 1's third game reported, its record awaited (no date): after board 2's dated packets.
        event.games[2].game.recordReceived.reset();
        event.games[2].game.reportedOn = QDate(2029, 2, 1);
        const QList<TeamAgendaItem> agenda = teamAgenda(event, QDate(2029, 3, 10));
        QVERIFY(agenda.size() >= 2);
        QVERIFY(agenda.first().item.due);
        QCOMPARE(agenda.last().board, 1);
        QVERIFY(!agenda.last().item.due);
    }
};

QTEST_GUILESS_MAIN(TestTeamAgenda)
#include "tst_teamagenda.moc"
