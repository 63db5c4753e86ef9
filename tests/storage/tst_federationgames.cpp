// SPDX-License-Identifier: GPL-3.0-or-later
// Games on a federation's PostgreSQL server (the suite's own): the demo's games read back as the laptop
// keeps them, an edit writing only what changed, an import recognising a game it has, a player seeing
// and writing only their own games, and two writers of one game losing nothing.
#include <atomic>
#include <thread>

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include "core/ledger/gamefilewriter.h"
#include "core/storage/federation.h"
#include "core/storage/postgresarchive.h"
#include "core/storage/sqlitearchive.h"
#include "tests/storage/cliprocess.h"
#include "tests/storage/federationsupport.h"
#include "tests/support/randomgame.h"
#include "ui/text/messagetext.h"

using namespace postmark;
using namespace postmark::storage;
using namespace postmark::archive;
using namespace Qt::StringLiterals;

namespace {

DatabaseAddress addressAs(const QString& login)
{
    return testing::federationAddress(u"federation_games"_s, login);
}

std::unique_ptr<PostgresArchive> serverAs(const QString& login)
{
    return testing::federationAs(u"federation_games"_s, login);
}

QString englishOf(const Error& error)
{
    return text::messageText(error.detail, Language::English);
}

/// The rows the audit log holds for `table`.
int auditedRows(const QString& table)
{
    return testing::auditedRows(u"federation_games"_s, table);
}

} // namespace

class TestFederationGames : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_laptop; ///< a player's archive file: the demo
    QList<std::pair<qint64, ledger::GameFile>> m_demoGames;
    QList<qint64> m_onServer; ///< the demo's games on the server, in the same order

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(qEnvironmentVariableIsSet("POSTMARK_TEST_POSTGRES"),
            "POSTMARK_TEST_POSTGRES is not set: ctest starts the server (tests/support/postgres-server.sh)");
        m_laptop = m_dir.filePath(u"laptop.postmark"_s);
        const auto demo = testing::runProgram(
            QStringLiteral(POSTMARK_CLI), {u"demo"_s, u"--db"_s, m_laptop, u"--lang"_s, u"en"_s});
        QVERIFY2(demo.exitCode == 0, qPrintable(demo.err));
        m_demoGames = SqliteArchive::open(m_laptop).value()->allGames().value();
        QVERIFY(m_demoGames.size() >= 20);

        QVERIFY(testing::makeFederationDatabase(u"federation_games"_s, {u"hnatiuk"_s, u"tkachenko"_s}));
        auto server = FederationServer::connect(addressAs(u"postgres"_s)).value();
        QCOMPARE(server->init(), std::nullopt);
    }

    void theDemoGamesReadBackAsTheLaptopKeepsThem()
    {
        auto admin = serverAs(u"postgres"_s);
        QList<ledger::GameFile> games;
        for (const auto& [id, game] : std::as_const(m_demoGames))
            games.append(game);
        const QDate today = QDate::currentDate(); // the demo is made as of today (postmark-cli demo)
        const Result<QList<qint64>> ids = admin->addGames(games, today);
        if (!ids)
            QFAIL(qPrintable(englishOf(ids.error())));
        m_onServer = *ids;
        const auto back = admin->gamesWithIds(m_onServer).value();
        QCOMPARE(back.size(), games.size());
        for (qsizetype i = 0; i < back.size(); ++i)
            QCOMPARE(ledger::writeGameFile(back[i].second), ledger::writeGameFile(games[i]));
        // The list the desk shows: the same state and deadlines as the laptop's archive computes.
        auto laptop = SqliteArchive::open(m_laptop).value();
        QList<archive::GameSummary> expected;
        for (const auto& [id, game] : std::as_const(m_demoGames)) {
            QCOMPARE(laptop->replaceGame(id, game, today), std::nullopt); // its state as of the same day
        }
        expected = laptop->games().value();
        const QList<archive::GameSummary> listed = admin->games().value();
        QCOMPARE(listed.size(), expected.size());
        for (qsizetype i = 0; i < listed.size(); ++i) {
            QCOMPARE(listed[i].id, m_onServer[i]);
            QCOMPARE(listed[i].white, expected[i].white);
            QCOMPARE(listed[i].plies, expected[i].plies);
            QCOMPARE(listed[i].whiteTotal, expected[i].whiteTotal);
            QCOMPARE(listed[i].blackTotal, expected[i].blackTotal);
            QCOMPARE(listed[i].status, expected[i].status);
            QCOMPARE(listed[i].nextDue, expected[i].nextDue);
            QCOMPARE(listed[i].nextDeadline, expected[i].nextDeadline);
        }
        QCOMPARE(admin->gamesOfEvent(games.first().event.name).value().size(),
            laptop->gamesOfEvent(games.first().event.name).value().size());
    }

    void anEditWritesWhatChanged()
    {
        auto admin = serverAs(u"postgres"_s);
        ledger::GameFile full = testing::randomGame(7);
        QVERIFY(full.cards.size() > 10);
        ledger::GameFile early = full;
        early.cards.resize(10);
        const qint64 id = admin->addGame(early, QDate()).value();
        const int cardsBefore = auditedRows(u"cards"_s);
        early.cards.append(full.cards[10]);
        QCOMPARE(admin->replaceGame(id, early, QDate()), std::nullopt);
        QCOMPARE(auditedRows(u"cards"_s), cardsBefore + 1); // one card logged: one row written
        QCOMPARE(ledger::writeGameFile(admin->game(id).value()), ledger::writeGameFile(early));
        // A card corrected in the middle: written over in its place (one row changed, the cards after it
        // untouched), the game reads back whole.
        early.cards[4].received = early.cards[4].received ? std::optional(early.cards[4].received->addDays(1))
                                                          : std::optional(QDate(2020, 1, 1));
        QCOMPARE(admin->replaceGame(id, early, QDate()), std::nullopt);
        QCOMPARE(auditedRows(u"cards"_s), cardsBefore + 2);
        QCOMPARE(ledger::writeGameFile(admin->game(id).value()), ledger::writeGameFile(early));
        // A card whose key changed (so its place holds another card): the cards from it on are written again.
        early.cards[5].id += u"a"_s;
        const auto putIn = admin->replaceGame(id, early, QDate());
        QVERIFY2(!putIn, putIn ? qPrintable(englishOf(*putIn)) : "");
        QCOMPARE(ledger::writeGameFile(admin->game(id).value()), ledger::writeGameFile(early));
        QCOMPARE(admin->removeGame(id), std::nullopt);
        QCOMPARE(admin->game(id).error().code, ErrorCode::GameNotFound);
    }

    void anImportRecognisesTheGamesItHas()
    {
        auto admin = serverAs(u"postgres"_s);
        const QList<ledger::GameFile> games = {m_demoGames[0].second, testing::randomGame(11)};
        const auto outcomes = admin->importGames(games, QDate()).value();
        QCOMPARE(outcomes.size(), 2);
        QCOMPARE(outcomes[0], (archive::ImportOutcome{m_onServer[0], true}));
        QVERIFY(!outcomes[1].importedBefore);
        QCOMPARE(
            admin->importGames(games, QDate()).value()[1], (archive::ImportOutcome{outcomes[1].id, true}));
        QCOMPARE(admin->removeGames({outcomes[1].id}), std::nullopt);
    }

    void aPlayerSeesAndWritesOnlyTheirOwnGames()
    {
        const ledger::GameFile& mine = m_demoGames[0].second;
        auto server = FederationServer::connect(addressAs(u"postgres"_s)).value();
        QCOMPARE(
            server->grant(FederationRole::Player, u"hnatiuk"_s, std::nullopt, mine.white.name), std::nullopt);
        auto player = serverAs(u"hnatiuk"_s);
        const auto owner = player->owner().value();
        QVERIFY(owner);
        QCOMPARE(owner->name, mine.white.name);
        QVERIFY(owner->plays);
        QVERIFY(!owner->judges);

        QList<qint64> ownIds;
        QList<qint64> othersIds;
        for (qsizetype i = 0; i < m_demoGames.size(); ++i) {
            const ledger::GameFile& game = m_demoGames[i].second;
            (game.white.name == mine.white.name || game.black.name == mine.white.name ? ownIds : othersIds)
                .append(m_onServer[i]);
        }
        QVERIFY(!othersIds.isEmpty());
        QList<qint64> listed;
        for (const archive::GameSummary& summary : player->games().value())
            listed.append(summary.id);
        QCOMPARE(listed, ownIds);
        QCOMPARE(player->game(othersIds.first()).error().code, ErrorCode::GameNotFound);

        // Their own game: a leave announced is written.
        const ledger::Leave leave{
            ledger::Color::White, QDate(2026, 7, 1), QDate(2026, 7, 20), QDate(2026, 6, 20)};
        QCOMPARE(player->updateGame(
                     ownIds.first(),
                     [&](ledger::GameFile& game) {
                         game.leaves.append(leave);
                         return std::optional<Error>();
                     },
                     QDate()),
            std::nullopt);
        QVERIFY(serverAs(u"postgres"_s)->game(ownIds.first()).value().leaves.contains(leave));
        // Another's game, written as a modified client would: refused by the server, nothing changed.
        const QByteArray before =
            ledger::writeGameFile(serverAs(u"postgres"_s)->game(othersIds.first()).value());
        ledger::GameFile forged = m_demoGames[m_onServer.indexOf(othersIds.first())].second;
        forged.result = ledger::GameResult{u"0-1"_s, std::nullopt, std::nullopt};
        const auto refused = player->replaceGame(othersIds.first(), forged, QDate());
        QVERIFY(refused);
        QVERIFY2(refused->code == ErrorCode::PermissionDenied || refused->code == ErrorCode::GameNotFound,
            qPrintable(englishOf(*refused)));
        QCOMPARE(ledger::writeGameFile(serverAs(u"postgres"_s)->game(othersIds.first()).value()), before);
        // Nor add a game between two other players.
        const auto stranger = player->addGame(testing::randomGame(23), QDate());
        QVERIFY(!stranger);
        QCOMPARE(stranger.error().code, ErrorCode::PermissionDenied);
    }

    void theCommandLineImportsGameFilesToTheServer()
    {
        // A player's game file imported to the server through `import`, as to a file: the new id, and the
        // same file again recognised as there.
        const QString file = m_dir.filePath(u"friendly.game.json"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(ledger::writeGameFile(testing::randomGame(31)));
        out.close();
        const QString server = addressAs(u"postgres"_s).display();
        const auto first = testing::runProgram(
            QStringLiteral(POSTMARK_CLI), {u"import"_s, u"--db"_s, server, file, u"--lang"_s, u"en"_s});
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        const qint64 id = first.out.trimmed().section(u' ', -1).toLongLong();
        QVERIFY(id > 0);
        QCOMPARE(ledger::writeGameFile(serverAs(u"postgres"_s)->game(id).value()),
            ledger::writeGameFile(testing::randomGame(31)));
        const auto again = testing::runProgram(
            QStringLiteral(POSTMARK_CLI), {u"import"_s, u"--db"_s, server, file, u"--lang"_s, u"en"_s});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.out.contains(u"already in the archive as game %1"_s.arg(id)), qPrintable(again.out));
        // The game as it is now, changed and imported again: refused, naming the game the server has — a
        // second copy of one pairing would let a player rewrite the cards their partner logged.
        ledger::GameFile changed = serverAs(u"postgres"_s)->game(id).value();
        changed.cards.first().received = changed.cards.first().received;
        changed.adjustments.append({ledger::Color::Black, 2, u"II.4.3"_s, {}});
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(ledger::writeGameFile(changed));
        out.close();
        const int before = int(serverAs(u"postgres"_s)->games().value().size());
        const auto version = testing::runProgram(
            QStringLiteral(POSTMARK_CLI), {u"import"_s, u"--db"_s, server, file, u"--lang"_s, u"en"_s});
        QCOMPARE(version.exitCode, 2);
        QVERIFY2(version.err.contains(u"game %1"_s.arg(id)), qPrintable(version.err));
        QCOMPARE(int(serverAs(u"postgres"_s)->games().value().size()), before);
        QCOMPARE(serverAs(u"postgres"_s)->removeGame(id), std::nullopt);
    }

    void theCommandLineCopiesGamesBothWays()
    {
        const QString server = addressAs(u"postgres"_s).display();
        const QString event = m_demoGames.first().second.event.name;
        int ofEvent = 0;
        for (const auto& [id, game] : std::as_const(m_demoGames))
            ofEvent += game.event.name == event ? 1 : 0;
        // The server has them (the first test put them there): none is copied twice.
        const auto again = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"copy-games"_s,
                u"--from"_s,
                m_laptop,
                u"--to"_s,
                server,
                u"--event"_s,
                event,
                u"--lang"_s,
                u"en"_s});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(
            again.out.contains(u"0 games copied, %1 there already."_s.arg(ofEvent)), qPrintable(again.out));
        // Back to a new laptop archive, whole.
        const QString home = m_dir.filePath(u"home.postmark"_s);
        const auto back = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"copy-games"_s,
                u"--from"_s,
                server,
                u"--to"_s,
                home,
                u"--event"_s,
                event,
                u"--create"_s,
                u"--lang"_s,
                u"en"_s});
        QVERIFY2(back.exitCode == 0, qPrintable(back.err));
        QCOMPARE(SqliteArchive::open(home).value()->gamesOfEvent(event).value().size(), ofEvent);
        // A different version of a game the server has: the whole copy is refused, nothing written.
        auto home2 = SqliteArchive::open(home).value();
        const qint64 changed = home2->gamesOfEvent(event).value().first().first;
        QCOMPARE(home2->updateGame(
                     changed,
                     [](ledger::GameFile& game) {
                         game.adjustments.append({ledger::Color::Black, 2, u"II.4.3"_s, {}});
                         return std::optional<Error>();
                     },
                     QDate()),
            std::nullopt);
        home2.reset();
        const int before = int(serverAs(u"postgres"_s)->games().value().size());
        const auto conflict = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"copy-games"_s, u"--from"_s, home, u"--to"_s, server, u"--lang"_s, u"en"_s});
        QCOMPARE(conflict.exitCode, 1);
        QVERIFY2(conflict.err.contains(u"different game"_s), qPrintable(conflict.err));
        QCOMPARE(int(serverAs(u"postgres"_s)->games().value().size()), before);
    }

    void aConnectionLostMidWriteLeavesNothingHalfWritten()
    {
        // The lost session's statements go with it, without a line on stderr for each.
        QTest::failOnWarning(QRegularExpression(u"Unable to free statement"_s));
        const qint64 id = m_onServer[2];
        const QByteArray before = ledger::writeGameFile(serverAs(u"postgres"_s)->game(id).value());
        auto writer = serverAs(u"postgres"_s);
        auto administrator = serverAs(u"postgres"_s);
        const auto cut = [&] {
            // The writer's connection dies inside its transaction, as when the network goes.
            QSqlDatabase database = openPostgres(addressAs(u"postgres"_s), u"cutter"_s).value();
            {
                QSqlQuery kill(database);
                QVERIFY(kill.exec(u"SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                  "WHERE datname = 'federation_games' AND state = 'idle in transaction'"_s));
            }
            database.close();
        };
        const auto outcome = writer->updateGame(
            id,
            [&](ledger::GameFile& game) {
                game.adjustments.append({ledger::Color::White, 9, u"lost"_s, {}});
                game.cards.removeLast();
                cut();
                return std::optional<Error>();
            },
            QDate());
        QSqlDatabase::removeDatabase(u"cutter"_s);
        QVERIFY(outcome); // said, never taken for done
        QVERIFY2(englishOf(*outcome).contains(u"was lost during the change, and nothing of it was written"_s),
            qPrintable(englishOf(*outcome)));
        QCOMPARE(ledger::writeGameFile(administrator->game(id).value()), before);

        // The same window goes on working: its next try is written, not refused for a dead connection.
        const ledger::Adjustment again{ledger::Color::White, 1, u"again"_s, {}};
        QCOMPARE(writer->updateGame(
                     id,
                     [&](ledger::GameFile& game) {
                         game.adjustments.append(again);
                         return std::optional<Error>();
                     },
                     QDate()),
            std::nullopt);
        QVERIFY(administrator->game(id).value().adjustments.contains(again));
    }

    void aWindowLeftOpenReadsAgainAfterTheServerRestarted()
    {
        // The server restarts overnight (or the network drops): every connection it had is gone. The judge's
        // window, left open, lists and opens games as before instead of failing until it is closed.
        auto reader = serverAs(u"postgres"_s);
        const int games = int(reader->games().value().size());
        const auto terminateOthers = [] {
            QSqlDatabase database = openPostgres(addressAs(u"postgres"_s), u"restarter"_s).value();
            {
                QSqlQuery kill(database);
                QVERIFY(kill.exec(u"SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                  "WHERE datname = 'federation_games' AND pid <> pg_backend_pid()"_s));
            }
            database.close();
            QSqlDatabase::removeDatabase(u"restarter"_s);
        };
        terminateOthers();
        const auto listed = reader->games();
        QVERIFY2(listed, listed ? "" : qPrintable(englishOf(listed.error())));
        QCOMPARE(int(listed.value().size()), games);
        terminateOthers();
        const auto opened = reader->game(m_onServer[0]);
        QVERIFY2(opened, opened ? "" : qPrintable(englishOf(opened.error())));
        terminateOthers();
        QVERIFY(reader->tournaments());
    }

    void twoWritersOfOneGameLoseNothing()
    {
        // Two machines of the same player save a change to one game at once: the second waits for the
        // first (the game's row lock) and edits what it wrote, so both changes stay.
        const qint64 id = m_onServer[1];
        const ledger::Adjustment first{ledger::Color::White, 3, u"first"_s, {}};
        const ledger::Adjustment second{ledger::Color::Black, 4, u"second"_s, {}};
        std::atomic<bool> firstHasRead = false;
        std::optional<Error> firstOutcome;
        std::optional<Error> secondOutcome;
        std::thread one([&] {
            auto archive = serverAs(u"postgres"_s);
            firstOutcome = archive->updateGame(
                id,
                [&](ledger::GameFile& game) {
                    game.adjustments.append(first);
                    firstHasRead = true;
                    std::this_thread::sleep_for(std::chrono::milliseconds(400));
                    return std::optional<Error>();
                },
                QDate());
        });
        while (!firstHasRead)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        std::thread two([&] {
            auto archive = serverAs(u"postgres"_s);
            secondOutcome = archive->updateGame(
                id,
                [&](ledger::GameFile& game) {
                    game.adjustments.append(second);
                    return std::optional<Error>();
                },
                QDate());
        });
        one.join();
        two.join();
        QCOMPARE(firstOutcome, std::nullopt);
        QCOMPARE(secondOutcome, std::nullopt);
        const auto adjustments = serverAs(u"postgres"_s)->game(id).value().adjustments;
        QVERIFY(adjustments.contains(first));
        QVERIFY(adjustments.contains(second));
    }
};

QTEST_GUILESS_MAIN(TestFederationGames)
#include "tst_federationgames.moc"
