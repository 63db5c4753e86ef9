// SPDX-License-Identifier: GPL-3.0-or-later
// A judge's events on a federation's PostgreSQL server (the suite's own): published from a laptop's
// archive whole, read back as they were, edited only by their judge, seen by their players, and two
// writers of one event losing nothing.
#include <thread>

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include "core/ledger/gamefilewriter.h"
#include "core/storage/federation.h"
#include "core/storage/postgresarchive.h"
#include "core/storage/sqlitearchive.h"
#include "core/tournament/tournamentfilewriter.h"
#include "tests/storage/cliprocess.h"
#include "tests/storage/federationsupport.h"
#include "ui/text/messagetext.h"

using namespace postmark;
using namespace postmark::storage;
using namespace postmark::archive;
using namespace Qt::StringLiterals;

namespace {

DatabaseAddress addressAs(const QString& login)
{
    return testing::federationAddress(u"federation_events"_s, login);
}

std::unique_ptr<PostgresArchive> serverAs(const QString& login)
{
    return testing::federationAs(u"federation_events"_s, login);
}

/// An edit that sets one game's result, as the judge's window does.
archive::GameRepository::TournamentEdit settingResult(int game, tournament::GameResult result)
{
    return [game, result](tournament::Tournament& event, tournament::JudgeRegisters&) {
        event.games[game].result = result;
        return std::optional<Error>();
    };
}

} // namespace

class TestFederationEvents : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_laptop; ///< the judge's archive file: the demo's Cup
    qint64 m_published = 0;
    tournament::Tournament m_event;
    tournament::JudgeRegisters m_registers;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(qEnvironmentVariableIsSet("POSTMARK_TEST_POSTGRES"),
            "POSTMARK_TEST_POSTGRES is not set: ctest starts the server (tests/support/postgres-server.sh)");
        m_laptop = m_dir.filePath(u"laptop.postmark"_s);
        const auto demo = testing::runProgram(
            QStringLiteral(POSTMARK_CLI), {u"demo"_s, u"--db"_s, m_laptop, u"--lang"_s, u"en"_s});
        QVERIFY2(demo.exitCode == 0, qPrintable(demo.err));
        auto laptop = SqliteArchive::open(m_laptop).value();
        m_event = laptop->tournament(1).value(); // the 15-player semifinal in play, with a claim
        m_registers = laptop->judgeRegisters(1).value();
        QCOMPARE(m_event.players.size(), 15);
        QVERIFY(!m_registers.claims.isEmpty());

        QVERIFY(
            testing::makeFederationDatabase(u"federation_events"_s, {u"koval"_s, u"lysenko"_s, u"melnyk"_s}));
        auto server = FederationServer::connect(addressAs(u"postgres"_s)).value();
        QCOMPARE(server->init(), std::nullopt);
        QCOMPARE(server->grant(FederationRole::Judge, u"koval"_s), std::nullopt);
        QCOMPARE(server->grant(FederationRole::Judge, u"lysenko"_s), std::nullopt);
    }

    void aJudgePublishesTheirEventWhole()
    {
        auto koval = serverAs(u"koval"_s);
        const Result<qint64> id = koval->copyInTournament(m_event, m_registers);
        if (!id)
            QFAIL(qPrintable(text::messageText(id.error().detail, Language::English)));
        m_published = *id;
        const auto stored = koval->tournament(m_published);
        QVERIFY(stored);
        QCOMPARE(tournament::writeTournamentFile(*stored), tournament::writeTournamentFile(m_event));
        auto registers = koval->judgeRegisters(m_published).value();
        QCOMPARE(registers.claims.size(), m_registers.claims.size());
        for (qsizetype i = 0; i < registers.claims.size(); ++i) {
            registers.claims[i].id = m_registers.claims[i].id; // the server's rows have their own ids
            QCOMPARE(registers.claims[i], m_registers.claims[i]);
        }
        QCOMPARE(registers.adjudications, m_registers.adjudications);
        QCOMPARE(koval->tournaments().value().size(), 1);
        // A judge's login is no name for the letters: the window leaves the chief judge's name to type.
        const auto owner = koval->owner().value();
        QVERIFY(owner);
        QCOMPARE(owner->name, QString());
        QVERIFY(owner->judges);
        QVERIFY(!owner->plays);
    }

    void theSameEventTwiceIsRefusedAndNothingWritten()
    {
        auto koval = serverAs(u"koval"_s);
        const Result<qint64> again = koval->copyInTournament(m_event, m_registers);
        QVERIFY(!again);
        QCOMPARE(again.error().code, ErrorCode::TournamentEditRefused);
        QVERIFY(text::messageText(again.error().detail, Language::English).contains(m_event.name));
        // Nor by another judge, who cannot see the first one's event: the server itself refuses it.
        const Result<qint64> hidden = serverAs(u"lysenko"_s)->copyInTournament(m_event, m_registers);
        QVERIFY(!hidden);
        QCOMPARE(hidden.error().code, ErrorCode::TournamentEditRefused);
        QVERIFY(text::messageText(hidden.error().detail, Language::English).contains(m_event.name));
        // Imported from its file (File ▸ Import a tournament file, import-tournament): said the same way.
        const Result<qint64> imported = koval->importTournament(m_event);
        QVERIFY(!imported);
        QCOMPARE(imported.error().detail.code, MessageCode::TournamentNameTaken);
        QCOMPARE(serverAs(u"postgres"_s)->tournaments().value().size(), 1);
    }

    void aPlayerSeesTheCrosstableAndCannotChangeAResult()
    {
        // The administrator names the player once the event they play in is on the server.
        auto server = FederationServer::connect(addressAs(u"postgres"_s)).value();
        QCOMPARE(server->grant(FederationRole::Player, u"melnyk"_s, std::nullopt, m_event.players[0].name),
            std::nullopt);
        QCOMPARE(server->grant(FederationRole::Player, u"melnyk"_s, std::nullopt, u"Мельнык"_s)->code,
            ErrorCode::FederationRefused); // misspelt: refused, no person made
        auto melnyk = serverAs(u"melnyk"_s);
        const auto seen = melnyk->tournament(m_published);
        QVERIFY(seen);
        QCOMPARE(tournament::writeTournamentFile(*seen), tournament::writeTournamentFile(m_event));
        const auto refused =
            melnyk->updateTournament(m_published, settingResult(0, tournament::GameResult::WhiteWon));
        QVERIFY(refused);
        QCOMPARE(refused->code, ErrorCode::PermissionDenied);
        QVERIFY(text::messageText(refused->detail, Language::Ukrainian)
                    .contains(u"Сервер федерації відмовив: вам не дозволено змінювати змагання"_s));
        QCOMPARE(tournament::writeTournamentFile(serverAs(u"koval"_s)->tournament(m_published).value()),
            tournament::writeTournamentFile(m_event));
        // The registers hold the claimants' game files: not for the other players.
        QVERIFY(melnyk->judgeRegisters(m_published).value().claims.isEmpty());
        // Nor publish an event of their own.
        tournament::Tournament own = m_event;
        own.name = u"Турнір гравця"_s;
        QCOMPARE(melnyk->copyInTournament(own, {}).error().code, ErrorCode::PermissionDenied);
    }

    void aPlayerCannotMoveTheirGameOutOfTheEventOrChangeTheirPartner()
    {
        // The judge puts the event's games on the server; the player's own game is theirs to log, but
        // who plays it and which event it counts for are the judge's.
        const QString player = m_event.players[0].name;
        auto laptop = SqliteArchive::open(m_laptop).value();
        std::optional<ledger::GameFile> theirs;
        for (const auto& [id, game] : laptop->gamesOfEvent(m_event.name).value())
            if (!theirs && (game.white.name == player || game.black.name == player))
                theirs = game;
        QVERIFY(theirs);
        const qint64 id = serverAs(u"koval"_s)->addGame(*theirs, QDate()).value();
        auto melnyk = serverAs(u"melnyk"_s);
        const QByteArray before = ledger::writeGameFile(melnyk->game(id).value());
        const std::function<void(ledger::GameFile&)> forbidden[] = {
            [](ledger::GameFile& game) { game.event.name = u"Інший турнір"_s; },
            [&](ledger::GameFile& game) {
                // Someone of the event they do not play this game against.
                ledger::Player& partner = game.white.name == player ? game.black : game.white;
                for (const auto& other : m_event.players)
                    if (other.name != player && other.name != partner.name) {
                        partner.name = other.name;
                        break;
                    }
            },
        };
        for (const auto& change : forbidden) {
            const auto refused = melnyk->updateGame(
                id,
                [&](ledger::GameFile& game) {
                    change(game);
                    return std::optional<Error>();
                },
                QDate());
            QVERIFY(refused);
            QCOMPARE(refused->code, ErrorCode::PermissionDenied);
            QVERIFY2(text::messageText(refused->detail, Language::English)
                         .contains(u"who plays this game, its event or the rules its time is counted by"_s),
                qPrintable(text::messageText(refused->detail, Language::English)));
            QCOMPARE(ledger::writeGameFile(serverAs(u"postgres"_s)->game(id).value()), before);
        }
        // What is theirs to write is written.
        const ledger::Leave leave{
            ledger::Color::White, QDate(2026, 7, 1), QDate(2026, 7, 20), QDate(2026, 6, 20)};
        QCOMPARE(melnyk->updateGame(
                     id,
                     [&](ledger::GameFile& game) {
                         game.leaves.append(leave);
                         return std::optional<Error>();
                     },
                     QDate()),
            std::nullopt);
        QVERIFY(serverAs(u"koval"_s)->game(id).value().leaves.contains(leave));

        // The end of the game, written once by either player, is not turned around by the other: the judge
        // rules on a disputed result.
        const auto writeResult = [&](PostgresArchive& archive, const QString& score) {
            return archive.updateGame(
                id,
                [&](ledger::GameFile& game) {
                    game.result =
                        ledger::GameResult{score, ledger::ResultHow::Resignation, QDate(2026, 11, 30)};
                    return std::optional<Error>();
                },
                QDate());
        };
        auto koval = serverAs(u"koval"_s);
        QCOMPARE(koval->updateGame(
                     id,
                     [](ledger::GameFile& game) {
                         game.result.reset();
                         return std::optional<Error>();
                     },
                     QDate()),
            std::nullopt);
        // A bare score, with no how or when (as plain SQL could write it), is no end the desk records.
        const auto bare = melnyk->updateGame(
            id,
            [&](ledger::GameFile& game) {
                game.result = ledger::GameResult{u"1-0"_s, std::nullopt, std::nullopt};
                return std::optional<Error>();
            },
            QDate());
        QVERIFY(bare);
        QCOMPARE(bare->code, ErrorCode::PermissionDenied);
        QVERIFY(!koval->game(id).value().result);
        QCOMPARE(writeResult(*melnyk, u"1-0"_s), std::nullopt);
        const auto turned = writeResult(*melnyk, u"0-1"_s);
        QVERIFY(turned);
        QCOMPARE(turned->code, ErrorCode::PermissionDenied);
        QVERIFY2(text::messageText(turned->detail, Language::English)
                     .contains(u"the result of this game, which is written already"_s),
            qPrintable(text::messageText(turned->detail, Language::English)));
        QCOMPARE(koval->game(id).value().result->score, u"1-0"_s);
        QCOMPARE(writeResult(*koval, u"0-1"_s), std::nullopt); // the judge's ruling

        // Nor add a game of the event the event does not pair: the colours swapped, or a made-up partner.
        ledger::GameFile swapped = *theirs;
        std::swap(swapped.white, swapped.black);
        const auto added = melnyk->addGame(swapped, QDate());
        QVERIFY(!added);
        QCOMPARE(added.error().code, ErrorCode::PermissionDenied);
        QVERIFY2(text::messageText(added.error().detail, Language::English)
                     .contains(u"a game of the event between players it does not pair with these colours"_s),
            qPrintable(text::messageText(added.error().detail, Language::English)));
        // One added all the same (by the server's superuser, whom nothing stops) is named by the judge's
        // check.
        const qint64 stray = serverAs(u"postgres"_s)->addGame(swapped, QDate()).value();
        const QStringList found = [&] {
            QStringList said;
            for (const Message& problem : serverAs(u"koval"_s)->check().value())
                said.append(text::messageText(problem, Language::English));
            return said;
        }();
        QCOMPARE(found.size(), 1);
        QVERIFY2(found[0].startsWith(u"game %1 ("_s.arg(stray))
                && found[0].contains(u"whose pairings have no game"_s),
            qPrintable(found[0]));
        QCOMPARE(serverAs(u"koval"_s)->removeGame(stray), std::nullopt);
        QCOMPARE(serverAs(u"koval"_s)->removeGame(id), std::nullopt);
    }

    void onlyTheEventsJudgeEditsIt()
    {
        auto lysenko = serverAs(u"lysenko"_s);
        // Another judge does not even see it: the server hides the row.
        QCOMPARE(lysenko->tournament(m_published).error().code, ErrorCode::TournamentNotFound);
        QCOMPARE(lysenko->updateTournament(m_published, settingResult(0, tournament::GameResult::Draw))->code,
            ErrorCode::TournamentNotFound);
        auto koval = serverAs(u"koval"_s);
        const int open = int(std::find_if(m_event.games.begin(), m_event.games.end(), [](const auto& game) {
            return !game.result;
        }) - m_event.games.begin());
        QVERIFY(open < m_event.games.size());
        const int auditedBefore = testing::auditedRows(u"federation_events"_s, u"tournament_games"_s);
        QCOMPARE(koval->updateTournament(m_published, settingResult(open, tournament::GameResult::Draw)),
            std::nullopt);
        // The audit log records the result set, not the other pairings written back unchanged.
        QCOMPARE(testing::auditedRows(u"federation_events"_s, u"tournament_games"_s), auditedBefore + 1);
        QCOMPARE(koval->tournament(m_published).value().games[open].result, tournament::GameResult::Draw);
    }

    void twoWritersOfOneEventLoseNothing()
    {
        // Two of the judge's machines save different results of the same event at once: the second waits
        // for the first (the event's row lock) and edits what it wrote, so both results stay.
        QList<int> open;
        for (int i = 0; i < m_event.games.size() && open.size() < 2; ++i) {
            if (!serverAs(u"koval"_s)->tournament(m_published).value().games[i].result)
                open.append(i);
        }
        QCOMPARE(open.size(), 2);
        std::atomic<bool> firstHasRead = false;
        std::optional<Error> firstOutcome;
        std::optional<Error> secondOutcome;
        std::thread first([&] {
            auto archive = serverAs(u"koval"_s);
            firstOutcome = archive->updateTournament(
                m_published, [&](tournament::Tournament& event, tournament::JudgeRegisters&) {
                    event.games[open[0]].result = tournament::GameResult::WhiteWon;
                    firstHasRead = true;
                    std::this_thread::sleep_for(std::chrono::milliseconds(400));
                    return std::optional<Error>();
                });
        });
        while (!firstHasRead)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        std::thread second([&] {
            auto archive = serverAs(u"koval"_s);
            secondOutcome = archive->updateTournament(
                m_published, settingResult(open[1], tournament::GameResult::BlackWon));
        });
        first.join();
        second.join();
        QCOMPARE(firstOutcome, std::nullopt);
        QCOMPARE(secondOutcome, std::nullopt);
        const auto stored = serverAs(u"koval"_s)->tournament(m_published).value();
        QCOMPARE(stored.games[open[0]].result, tournament::GameResult::WhiteWon);
        QCOMPARE(stored.games[open[1]].result, tournament::GameResult::BlackWon);
    }

    void theEventGoesBackToALaptopWhole()
    {
        auto koval = serverAs(u"koval"_s);
        const auto event = koval->tournament(m_published).value();
        const auto registers = koval->judgeRegisters(m_published).value();
        const QString home = m_dir.filePath(u"home.postmark"_s);
        SqliteArchive::Options create;
        create.createIfMissing = true;
        auto laptop = SqliteArchive::open(home, create).value();
        const Result<qint64> id = laptop->copyInTournament(event, registers);
        QVERIFY(id);
        QCOMPARE(tournament::writeTournamentFile(laptop->tournament(*id).value()),
            tournament::writeTournamentFile(event));
        QCOMPARE(laptop->copyInTournament(event, registers).error().code, ErrorCode::TournamentEditRefused);
        QCOMPARE(laptop->tournaments().value().size(), 1);
    }

    void theCommandLinePublishes()
    {
        const QString koval = addressAs(u"koval"_s).display();
        // The demo's finished semifinal (its third event), as a judge would publish it.
        const auto copy = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"copy-tournament"_s, u"--from"_s, m_laptop, u"--to"_s, koval, u"--tournament"_s, u"3"_s});
        QVERIFY2(copy.exitCode == 0, qPrintable(copy.err));
        const auto twice = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"copy-tournament"_s, u"--from"_s, m_laptop, u"--to"_s, koval, u"--tournament"_s, u"3"_s});
        QCOMPARE(twice.exitCode, 1);
        QVERIFY(!twice.err.isEmpty());
        const auto exported = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"export-tournament"_s,
                u"--db"_s,
                koval,
                u"--tournament"_s,
                copy.out.section(u' ', -1).trimmed()});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        const auto original = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"export-tournament"_s, u"--db"_s, m_laptop, u"--tournament"_s, u"3"_s});
        QCOMPARE(exported.out, original.out);
        // The check takes the server, never a file of that name: as whom it checked is part of its verdict.
        const auto check = testing::runProgram(
            QStringLiteral(POSTMARK_CLI), {u"check"_s, u"--db"_s, koval, u"--lang"_s, u"en"_s});
        QVERIFY2(check.exitCode == 0, qPrintable(check.err + check.out));
        QVERIFY2(check.out.startsWith(u"Federation's server "_s), qPrintable(check.out));
        QVERIFY(!QFileInfo::exists(koval));
    }
};

QTEST_GUILESS_MAIN(TestFederationEvents)
#include "tst_federationevents.moc"
