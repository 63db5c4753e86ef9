// SPDX-License-Identifier: GPL-3.0-or-later
// Team events (section IV): the team event file read strictly, each board a tournament of its own
// (IV.1.3), and the teams ranked by the regulation's criteria.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "core/tournament/crosstablemarks.h"
#include "core/tournament/teamfilereader.h"
#include "core/tournament/teamfilewriter.h"
#include "core/tournament/teamtable.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::tournament;

namespace {

QByteArray fixture()
{
    QFile file(QStringLiteral(POSTMARK_TEST_DATA_DIR "/tournaments/team-round-robin.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject fixtureObject()
{
    return QJsonDocument::fromJson(fixture()).object();
}

QByteArray bytesOf(const QJsonObject& object)
{
    return QJsonDocument(object).toJson();
}

/// The fixture with game `index` (0-based) changed by `change`.
QJsonObject withGame(int index, const std::function<void(QJsonObject&)>& change)
{
    QJsonObject file = fixtureObject();
    QJsonArray games = file.value(u"games"_s).toArray();
    QJsonObject game = games[index].toObject();
    change(game);
    games[index] = game;
    file.insert(u"games"_s, games);
    return file;
}

bool hasProblem(const TeamFileReading& reading, const Message& where, const QString& key, MessageCode code)
{
    for (const ledger::InputProblem& problem : reading.problems) {
        if (problem.where == where && problem.key == key && problem.what.code == code)
            return true;
    }
    return false;
}

} // namespace

class TestTeamEvent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void figuresAreWrittenAsTheLanguageWritesThem()
    {
        // The windows and the printed tables write points as their language does, one way everywhere: a
        // decimal comma in Ukrainian, a point in English; a difference with a minus sign, as "+/−" heads it.
        using postmark::Language;
        QCOMPARE(tournament::scoreText(15.75, Language::Ukrainian), u"15,75"_s);
        QCOMPARE(tournament::scoreText(15.75, Language::English), u"15.75"_s);
        QCOMPARE(tournament::scoreText(6, Language::Ukrainian), u"6"_s);
        QCOMPARE(tournament::signedScoreText(-1.5, Language::Ukrainian), u"\u22121,5"_s);
        QCOMPARE(tournament::signedScoreText(1, Language::English), u"+1"_s);
        QCOMPARE(tournament::signedScoreText(0, Language::Ukrainian), u"0"_s);
    }

    void readsTeamsCaptainsAndBoards()
    {
        const TeamFileReading reading = readTeamFile(fixture());
        QVERIFY(reading.problems.isEmpty());
        const TeamEvent& event = *reading.event;
        QCOMPARE(event.boards, 2);
        QCOMPARE(event.teams.size(), 3);
        QCOMPARE(event.teams[1].captain.name, u"Дмитренко Р.С."_s); // IV.2: letters go to the captain
        QVERIFY(event.teams[1].captain.address.contains(u"Львів"_s));
        QCOMPARE(event.ranking,
            (QList<TeamCriterion>{
                TeamCriterion::MatchPoints, TeamCriterion::BoardPoints, TeamCriterion::HeadToHead}));
        // Board 2 as a tournament of its own: the teams' second players, in the teams' order, its games.
        const Tournament board = boardTournament(event, 2);
        QCOMPARE(board.players.size(), 3);
        QCOMPARE(board.players[0].id, u"k2"_s);
        QCOMPARE(board.players[2].id, u"o2"_s);
        QCOMPARE(board.games.size(), 3);
        QCOMPARE(board.withdrawals.size(), 1);
        QCOMPARE(boardTournament(event, 1).withdrawals.size(), 0);
    }

    void aWrittenFileReadsBackTheSameEvent()
    {
        TeamEvent event = *readTeamFile(fixture()).event;
        event.matchPoints = MatchPoints{3, 1, 0};
        event.cycles = 2;
        event.games.clear(); // two games a pair on a board: none yet
        const TeamFileReading again = readTeamFile(writeTeamFile(event));
        QVERIFY(again.problems.isEmpty());
        QCOMPARE(*again.event, event);
        const TeamEvent original = *readTeamFile(fixture()).event;
        QCOMPARE(*readTeamFile(writeTeamFile(original)).event, original);
        // A captain whose address is known before the name: the written file still has the address.
        event.teams[1].captain = Captain{{}, u"вул. Садова 3, Львів"_s};
        QCOMPARE(*readTeamFile(writeTeamFile(event)).event, event);
    }

    void IV_teamsRankedByTheRegulationsCriteria()
    {
        const TeamEvent event = *readTeamFile(fixture()).event;
        const TeamTable table = computeTeamTable(event);
        // Київ and Львів drew their match 1–1 and both beat Одеса 2–0 (board 2 by its player's
        // withdrawal, II.8.1 "loss"): equal on match points, board points and head-to-head, they share
        // first place.
        QCOMPARE(table.standings[0].matchPoints, 3.0);
        QCOMPARE(table.standings[0].boardPoints, 3.0);
        QCOMPARE(*table.standings[0].rank, 1);
        QVERIFY(table.standings[0].sharedRank);
        QCOMPARE(*table.standings[1].rank, 1);
        QCOMPARE(table.standings[2].team, 2);
        QCOMPARE(*table.standings[2].rank, 3);
        QCOMPARE(table.standings[2].plusMinus, -4.0);
        QCOMPARE(table.meetings[0][1].boardPoints, 1.0);
        QCOMPARE(*table.meetings[0][1].matchPoints, 1.0);
        QCOMPARE(*table.meetings[0][2].matchPoints, 2.0);
        // The withdrawal's games count on board 2 as its own crosstable counts them.
        QVERIFY(table.boards[1].cells[0][2].front().byWithdrawal);
    }

    void IV_aMatchScoresOnlyOnceEveryGameIsFinished()
    {
        QJsonObject file = withGame(1, [](QJsonObject& game) {
            game.remove(u"result"_s);
            game.remove(u"how"_s);
        });
        const TeamTable table = computeTeamTable(*readTeamFile(bytesOf(file)).event);
        // Київ – Одеса: board 1 still in progress; the match has no match points yet, the game is left.
        QVERIFY(!table.meetings[0][2].matchPoints);
        QCOMPARE(table.meetings[0][2].finishedGames, 1);
        int kyiv = 0;
        while (table.standings[kyiv].team != 0)
            ++kyiv;
        QCOMPARE(table.standings[kyiv].remainingGames, 1);
        QCOMPARE(table.standings[kyiv].matchPoints, 1.0);
        QVERIFY(hasFinishedMatch(table, 0)); // its drawn match with Львів
        // Every match still open: no team has match points yet, which is not 0.
        QJsonObject open = file;
        QJsonArray games = open.value(u"games"_s).toArray();
        for (qsizetype g = 0; g < games.size(); ++g) {
            QJsonObject game = games[g].toObject();
            game.remove(u"result"_s);
            game.remove(u"how"_s);
            games[g] = game;
        }
        open.insert(u"games"_s, games);
        const TeamTable unfinished = computeTeamTable(*readTeamFile(bytesOf(open)).event);
        for (int team = 0; team < 3; ++team)
            QVERIFY(!hasFinishedMatch(unfinished, team));
    }

    void refusesAGameBetweenTeammates()
    {
        const TeamFileReading reading = readTeamFile(bytesOf(withGame(0, [](QJsonObject& game) {
            game.insert(u"black"_s, u"k1"_s);
            game.insert(u"white"_s, u"k2"_s);
            game.insert(u"board"_s, 2);
        })));
        QVERIFY(!reading.event);
        QVERIFY(hasProblem(
            reading, say(MessageCode::WhereGameNumber, 1), u"black"_s, MessageCode::PlaysOnAnotherBoard));
        QVERIFY(hasProblem(reading, say(MessageCode::WhereGameNumber, 1), u"black"_s, MessageCode::SameTeam));
    }

    void refusesABoardTheEventHasNot()
    {
        const TeamFileReading reading =
            readTeamFile(bytesOf(withGame(3, [](QJsonObject& game) { game.insert(u"board"_s, 3); })));
        QVERIFY(!reading.event);
        QVERIFY(
            hasProblem(reading, say(MessageCode::WhereGameNumber, 4), u"board"_s, MessageCode::NotABoard));
    }

    void namesTheGameByItsPlaceInTheFile()
    {
        // The fourth game of the file is board 2's first: a problem in it says "game no. 4".
        const TeamFileReading reading =
            readTeamFile(bytesOf(withGame(3, [](QJsonObject& game) { game.insert(u"result"_s, u"2-0"_s); })));
        QVERIFY(!reading.event);
        QVERIFY(hasProblem(
            reading, say(MessageCode::WhereGameNumber, 4), u"result"_s, MessageCode::NotATournamentResult));
    }

    void refusesATeamShortOfABoard()
    {
        QJsonObject file = fixtureObject();
        QJsonArray teams = file.value(u"teams"_s).toArray();
        QJsonObject lviv = teams[1].toObject();
        QJsonArray players = lviv.value(u"players"_s).toArray();
        players.removeLast();
        lviv.insert(u"players"_s, players);
        teams[1] = lviv;
        file.insert(u"teams"_s, teams);
        const TeamFileReading reading = readTeamFile(bytesOf(file));
        QVERIFY(!reading.event);
        QVERIFY(hasProblem(
            reading, say(MessageCode::WhereTeamNumber, 2), u"players"_s, MessageCode::PlayersNotBoards));
    }

    void refusesUnknownCriteriaAndCaptainKeys()
    {
        QJsonObject file = fixtureObject();
        file.insert(u"ranking"_s, QJsonArray{u"board_points"_s, u"sonneborn_berger"_s});
        QJsonArray teams = file.value(u"teams"_s).toArray();
        QJsonObject kyiv = teams[0].toObject();
        QJsonObject captain = kyiv.value(u"captain"_s).toObject();
        captain.insert(u"phone"_s, u"044"_s);
        kyiv.insert(u"captain"_s, captain);
        teams[0] = kyiv;
        file.insert(u"teams"_s, teams);
        const TeamFileReading reading = readTeamFile(bytesOf(file));
        QVERIFY(!reading.event);
        QVERIFY(
            hasProblem(reading, say(MessageCode::WhereEvent), u"ranking"_s, MessageCode::NotATeamCriterion));
        QVERIFY(hasProblem(
            reading, say(MessageCode::WhereCaptainOfTeam, 1), u"phone"_s, MessageCode::UnknownKey));
    }

    void refusesAWithdrawalOfNoPlayer()
    {
        QJsonObject file = fixtureObject();
        file.insert(u"withdrawals"_s,
            QJsonArray{QJsonObject{
                {u"player"_s, u"x9"_s}, {u"date"_s, u"2028-01-15"_s}, {u"decision"_s, u"loss"_s}}});
        const TeamFileReading reading = readTeamFile(bytesOf(file));
        QVERIFY(!reading.event);
        QVERIFY(hasProblem(reading,
            say(MessageCode::WhereWithdrawalNumber, 1),
            u"player"_s,
            MessageCode::NotAPlayerOfTheEvent));
    }

    void refusesAHostileFileWithoutCrashing()
    {
        for (const QByteArray& bytes : {QByteArray("[]"),
                 QByteArray("{\"format\":\"postmark-team-event\",\"version\":1,\"boards\":1e12}"),
                 QByteArray("{\"format\":\"postmark-team-event\",\"version\":1,\"name\":\"x\",\"start\":"
                            "\"2027-01-01\","
                            "\"end\":\"2028-01-01\",\"boards\":1,\"teams\":[1,{}],\"games\":[\"x\",{"
                            "\"board\":\"1\"}]}")}) {
            const TeamFileReading reading = readTeamFile(bytes);
            QVERIFY(!reading.event);
            QVERIFY(!reading.problems.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestTeamEvent)
#include "tst_teamevent.moc"
