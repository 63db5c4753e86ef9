// SPDX-License-Identifier: GPL-3.0-or-later
// A tournament file read, written back and refused naming where and the key; a new event paired from the
// players typed or pasted, and refused naming the field; a player's new address.
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
#include "core/tournament/tournamentdates.h"
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

class TestTournamentFile : public QObject
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
        // One person under two ids: the table would list him twice (helper-69), and his game files would
        // match either row.
        QTest::newRow("a player entered twice")
            << QByteArray(R"("players": [{"id": "p1", "name": "A"}, {"id": "p2", "name": "B"},
                {"id": "p3", "name": " A "}])")
            << u"Player no. 3, name: A is already player no. 1: game files are matched to pairings by name"_s;
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

    void datesNotYetComeAreNamedByGameAndKey()
    {
        // A result reported, a game record received, a withdrawal: each after "today" has not happened yet
        // (postal rules §1, as a card's date after the ledger's date), and each is named; on the day, none.
        Tournament event = postmark::testing::fivePlayerTournament();
        const QDate today(2018, 6, 1);
        QVERIFY(datesNotYetCome(event, today).isEmpty());
        event.games[2].result = GameResult::Draw;
        event.games[2].reportedOn = today;
        event.games[2].recordReceived = today.addDays(1);
        event.withdrawals.first().date = today.addDays(40);
        QStringList lines;
        for (const auto& each : datesNotYetCome(event, today))
            lines.append(postmark::text::problemText(
                each, postmark::Language::English, postmark::text::FieldNaming::AsInTheFile));
        QCOMPARE(lines,
            (QStringList{u"Game no. 3, record_received: 2 June 2018 is after today (1 June 2018)"_s,
                u"Withdrawal no. 1, date: 11 July 2018 is after today (1 June 2018)"_s}));
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
            {u"time_trouble_registered"_s, u"0"_s},
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
            (QJsonObject{{u"first_move_inquiry_days"_s, 20},
                {u"inactivity_months"_s, QJsonValue::Null},
                {u"time_trouble_registered"_s, 0}}));
        QCOMPARE(rulesOf(event)->firstMoveInquiryDays, 20);
        QCOMPARE(rulesOf(event)->timeTroubleRegistered, 0);
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
        QTest::newRow("§10 a regulation's value is a whole number, or off where the rule is optional")
            << u"regulation text"_s << u"inactivity_months"_s << u"not_a_whole_number_or_off"_s;
        QTest::newRow("§10 a count the rules have in every section is not switched off")
            << u"regulation off"_s << u"appeal_days"_s << u"must_be_from_to"_s;
        QTest::newRow("II.4.3 a control period has moves")
            << u"regulation zero"_s << u"moves_per_control"_s << u"must_be_from_to"_s;
        QTest::newRow("II.4.12 registered mail in time trouble is yes or no")
            << u"regulation switch"_s << u"time_trouble_registered"_s << u"not_yes_or_no"_s;
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
            form.regulation.insert(u"inactivity_months"_s, u"two"_s);
        else if (change == u"regulation off")
            form.regulation.insert(u"appeal_days"_s, u"off"_s);
        else if (change == u"regulation switch")
            form.regulation.insert(u"time_trouble_registered"_s, u"2"_s);
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
};

QTEST_GUILESS_MAIN(TestTournamentFile)
#include "tst_tournamentfile.moc"
