// SPDX-License-Identifier: GPL-3.0-or-later
// A federation's archive on a real PostgreSQL server (tests/support/postgres-server.sh, started by the
// suite): each role tries what it must not do, straight in SQL as a modified client would, and the server
// refuses; what each may do, it can.
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QtTest>

#include "core/storage/federation.h"
#include "core/storage/postgresarchive.h"
#include "tests/storage/cliprocess.h"
#include "ui/text/messagetext.h"

using namespace postmark;
using namespace postmark::storage;
using namespace postmark::archive;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(postmark::MessageCode)

namespace {

/// The server the suite started; the test fails, not skips, without it.
QString serverUri()
{
    return qEnvironmentVariable("POSTMARK_TEST_POSTGRES");
}

DatabaseAddress addressAs(const QString& login)
{
    DatabaseAddress address = readDatabaseAddress(serverUri()).value();
    address.user = login;
    return address;
}

/// What a statement did when run as `login`: done (and the rows it touched), or the server's SQLSTATE.
struct Outcome
{
    bool done = false;
    int rows = -1;
    QString state;
};

class Session
{
public:
    explicit Session(const QString& login)
        : m_name(u"session-"_s + login)
    {
        auto database = openPostgres(addressAs(login), m_name);
        if (!database)
            qFatal("cannot connect as %s: %s",
                qPrintable(login),
                qPrintable(text::messageText(database.error().detail, Language::English)));
    }
    ~Session() { QSqlDatabase::removeDatabase(m_name); }

    Outcome run(const QString& sql)
    {
        QSqlDatabase database = QSqlDatabase::database(m_name);
        QSqlQuery query(database);
        if (!query.exec(sql))
            return {false, -1, query.lastError().nativeErrorCode()};
        return {true, query.isSelect() ? count(query) : query.numRowsAffected(), {}};
    }

    QVariant value(const QString& sql)
    {
        QSqlQuery query(QSqlDatabase::database(m_name));
        if (!query.exec(sql) || !query.next())
            return {};
        return query.value(0);
    }

private:
    static int count(QSqlQuery& query)
    {
        int rows = 0;
        while (query.next())
            ++rows;
        return rows;
    }
    QString m_name;
};

constexpr auto InsufficientPrivilege = u"42501";

} // namespace

class TestFederation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!serverUri().isEmpty(),
            "POSTMARK_TEST_POSTGRES is not set: ctest starts the server (tests/support/postgres-server.sh)");
        auto server = FederationServer::connect(addressAs(u"postgres"_s));
        QVERIFY(server);
        QCOMPARE((*server)->init(), std::nullopt);

        Session root(u"postgres"_s);
        for (const QString& login : {u"adam"_s, u"judy"_s, u"jake"_s, u"anna"_s, u"pat"_s, u"olga"_s}) {
            root.run(u"DROP ROLE IF EXISTS %1"_s.arg(login));
            QVERIFY(root.run(u"CREATE ROLE %1 LOGIN"_s.arg(login)).done);
        }
        // Two semifinals: judy judges the first, jake the second. Pat (Петренко) plays in the first,
        // Olga (Оліфіренко) in the second.
        QVERIFY(root.run(u"INSERT INTO people (id, name) VALUES (1, 'Петренко П.'), (2, 'Сидоренко С.'), "
                         "(3, 'Оліфіренко О.'), (4, 'Коваль К.')"_s)
                    .done);
        QVERIFY(root.run(u"INSERT INTO tournaments (id, name, start_date) VALUES (1, 'SF1', '2026-01-10'), "
                         "(2, 'SF2', '2026-01-10')"_s)
                    .done);
        QVERIFY(root.run(u"INSERT INTO tournament_players (tournament_id, person_id, seat) VALUES "
                         "(1, 1, 1), (1, 2, 2), (2, 3, 1), (2, 4, 2)"_s)
                    .done);
        QVERIFY(root.run(u"INSERT INTO tournament_games (tournament_id, seq, white_seat, black_seat) VALUES "
                         "(1, 1, 1, 2), (2, 1, 1, 2)"_s)
                    .done);
        QVERIFY(root.run(u"INSERT INTO tournament_claims (id, tournament_id, game_seq, claimant_seat, sent, "
                         "evidence) VALUES (1, 1, 1, 1, '2026-03-01', '{}')"_s)
                    .done);
        QVERIFY(
            root.run(u"INSERT INTO games (id, tournament_id, event_name, start_date, rules, white_id, "
                     "black_id, notation) VALUES (1, 1, 'SF1', '2026-01-10', 'fzshu-postal', 1, 2, 'uk'), "
                     "(2, 2, 'SF2', '2026-01-10', 'fzshu-postal', 3, 4, 'uk')"_s)
                .done);

        // The rows above chose their ids: the identities continue after them.
        QVERIFY(root.run(u"SELECT setval(pg_get_serial_sequence('tournaments', 'id'), 100), "
                         "setval(pg_get_serial_sequence('people', 'id'), 100), "
                         "setval(pg_get_serial_sequence('games', 'id'), 100)"_s)
                    .done);
        QCOMPARE((*server)->grant(FederationRole::Admin, u"adam"_s), std::nullopt);
        QCOMPARE((*server)->grant(FederationRole::Judge, u"judy"_s, 1), std::nullopt);
        QCOMPARE((*server)->grant(FederationRole::Judge, u"jake"_s, 2), std::nullopt);
        QCOMPARE((*server)->grant(FederationRole::Appeals, u"anna"_s), std::nullopt);
        QCOMPARE(
            (*server)->grant(FederationRole::Player, u"pat"_s, std::nullopt, u"Петренко П."_s), std::nullopt);
        QCOMPARE((*server)->grant(FederationRole::Player, u"olga"_s, std::nullopt, u"Оліфіренко О."_s),
            std::nullopt);
    }

    void initIsSafeToRunAgain()
    {
        Session root(u"postgres"_s);
        const QVariant policies = root.value(u"SELECT count(*) FROM pg_policies"_s);
        auto server = FederationServer::connect(addressAs(u"postgres"_s));
        QVERIFY(server);
        QCOMPARE((*server)->init(), std::nullopt);
        QCOMPARE(root.value(u"SELECT count(*) FROM pg_policies"_s), policies);
        QCOMPARE(root.value(u"SELECT count(*) FROM tournament_judges"_s).toInt(), 2); // nothing lost
    }

    void playerReadsTheCrosstableOfTheirEventOnly()
    {
        Session pat(u"pat"_s);
        QCOMPARE(pat.run(u"SELECT * FROM tournament_games WHERE tournament_id = 1"_s).rows, 1);
        QCOMPARE(pat.run(u"SELECT * FROM tournament_games WHERE tournament_id = 2"_s).rows, 0);
        QCOMPARE(pat.run(u"SELECT * FROM tournaments"_s).rows, 1);
        QCOMPARE(pat.run(u"SELECT * FROM games"_s).rows, 1); // their own game, not Olga's
    }

    void playerCannotChangeAResult()
    {
        Session pat(u"pat"_s);
        const Outcome changed =
            pat.run(u"UPDATE tournament_games SET result = '1-0' WHERE tournament_id = 1"_s);
        QVERIFY(!changed.done);
        QCOMPARE(changed.state, InsufficientPrivilege);
        QVERIFY(Session(u"postgres"_s)
                    .value(u"SELECT result FROM tournament_games WHERE tournament_id = 1"_s)
                    .isNull());
        QCOMPARE(pat.run(u"INSERT INTO tournaments (name, start_date) VALUES ('Mine', '2026-01-01')"_s).state,
            InsufficientPrivilege);
    }

    void nobodyButTheJudgeOrTheAdministratorChangesAPerson()
    {
        // A player renaming another player's person to their own name could then write their games.
        Session pat(u"pat"_s);
        QCOMPARE(
            pat.run(u"UPDATE people SET name = 'Петренко П.' WHERE id = 3"_s).state, InsufficientPrivilege);
        QVERIFY(pat.run(u"INSERT INTO people (name) VALUES ('Партнер по листуванню')"_s).done);
        Session judy(u"judy"_s);
        QCOMPARE(
            judy.run(u"UPDATE people SET address = 'Київ' WHERE id = 1"_s).rows, 1); // plays in her event
        QCOMPARE(judy.run(u"UPDATE people SET name = 'x' WHERE id = 3"_s).rows, 0); // plays in jake's
        QCOMPARE(Session(u"postgres"_s).value(u"SELECT name FROM people WHERE id = 3"_s).toString(),
            u"Оліфіренко О."_s);
    }

    void playersDoNotReadTheClaimsRegister()
    {
        QCOMPARE(Session(u"pat"_s).run(u"SELECT * FROM tournament_claims"_s).rows, 0);
        QCOMPARE(Session(u"judy"_s).run(u"SELECT * FROM tournament_claims"_s).rows, 1);
        QCOMPARE(Session(u"anna"_s).run(u"SELECT * FROM tournament_claims"_s).rows, 1);
    }

    void playerWritesTheirOwnGameOnly()
    {
        Session pat(u"pat"_s);
        QVERIFY(pat.run(u"INSERT INTO cards (game_id, seq, card_key, from_color, kind, move) "
                        "VALUES (1, 1, 'c1', 'white', 'move', 'e2-e4')"_s)
                    .done);
        const Outcome foreign = pat.run(u"INSERT INTO cards (game_id, seq, card_key, from_color, kind, move) "
                                        "VALUES (2, 1, 'c1', 'white', 'move', 'e2-e4')"_s);
        QCOMPARE(foreign.state, InsufficientPrivilege); // row-level security: not their game
        QCOMPARE(pat.run(u"UPDATE games SET result_score = '1-0' WHERE id = 2"_s).rows, 0);
        QVERIFY(Session(u"postgres"_s).value(u"SELECT result_score FROM games WHERE id = 2"_s).isNull());
    }

    void playerCannotMoveTheirGameOrChangeWhoPlaysIt()
    {
        // Pat's game is SF1's: moving it into SF2 would put it before jake, and a new partner in the chair
        // would make it someone else's. The game's own result (what Pat's file says) stays Pat's to write.
        Session pat(u"pat"_s);
        for (const QString& change : {u"tournament_id = 2"_s,
                 u"event_name = 'SF2'"_s,
                 u"black_id = 3"_s,
                 u"white_id = 4, black_id = 1"_s,
                 u"rules = 'iccf'"_s,
                 u"start_date = '2025-01-01'"_s}) {
            const Outcome moved = pat.run(u"UPDATE games SET %1 WHERE id = 1"_s.arg(change));
            QVERIFY2(!moved.done, qPrintable(change));
            QCOMPARE(moved.state, InsufficientPrivilege);
        }
        Session root(u"postgres"_s);
        QCOMPARE(root.value(u"SELECT concat_ws(' ', tournament_id, event_name, white_id, black_id, rules, "
                            "start_date) FROM games WHERE id = 1"_s)
                     .toString(),
            u"1 SF1 1 2 fzshu-postal 2026-01-10"_s);
        // The end as the desk writes it: the score with how and when; a bare score is refused.
        QCOMPARE(
            pat.run(u"UPDATE games SET result_score = '1-0' WHERE id = 1"_s).state, InsufficientPrivilege);
        QCOMPARE(pat.run(u"UPDATE games SET result_score = '1-0', result_how = 'resignation', "
                         "result_date = '2026-11-30' WHERE id = 1"_s)
                     .rows,
            1);
        // Once written, the end is not Pat's to turn around: a disputed result is the judge's (II.9.1).
        QCOMPARE(
            pat.run(u"UPDATE games SET result_score = '0-1' WHERE id = 1"_s).state, InsufficientPrivilege);
        QCOMPARE(pat.run(u"UPDATE games SET result_score = NULL, result_how = NULL WHERE id = 1"_s).state,
            InsufficientPrivilege);
        QCOMPARE(root.value(u"SELECT result_score FROM games WHERE id = 1"_s).toString(), u"1-0"_s);
        // The event's judge corrects the pairing.
        Session judy(u"judy"_s);
        QCOMPARE(judy.run(u"UPDATE games SET start_date = '2026-01-11' WHERE id = 1"_s).rows, 1);
        QVERIFY(
            root.run(u"UPDATE games SET result_score = NULL, result_how = NULL, start_date = '2026-01-10' "
                     "WHERE id = 1"_s)
                .done);
    }

    void judgeWritesOnlyTheEventTheyJudge()
    {
        Session judy(u"judy"_s);
        QCOMPARE(
            judy.run(u"UPDATE tournament_games SET result = '1/2-1/2' WHERE tournament_id = 1"_s).rows, 1);
        QCOMPARE(judy.run(u"UPDATE tournament_games SET result = '1-0' WHERE tournament_id = 2"_s).rows, 0);
        QVERIFY(Session(u"postgres"_s)
                    .value(u"SELECT result FROM tournament_games WHERE tournament_id = 2"_s)
                    .isNull());
        QCOMPARE(judy.run(u"SELECT * FROM tournaments"_s).rows, 1);
        // A judge publishes an event of their own, and is its judge; they appoint nobody else.
        QVERIFY(judy.run(u"INSERT INTO tournaments (name, start_date) VALUES ('Own', '2026-01-01')"_s).done);
        QCOMPARE(judy.run(u"SELECT * FROM tournaments"_s).rows, 2);
        QCOMPARE(
            judy.run(u"INSERT INTO tournament_judges VALUES (2, 'judy')"_s).state, InsufficientPrivilege);
        QCOMPARE(judy.run(u"SELECT * FROM audit_log"_s).state, InsufficientPrivilege);
    }

    void appealsCommitteeRulesOnAppealsOnly()
    {
        Session anna(u"anna"_s);
        QCOMPARE(
            anna.run(u"UPDATE tournament_claims SET committee_ruled_on = '2026-04-01', decision = 'rejected' "
                     "WHERE id = 1"_s)
                .rows,
            1);
        QCOMPARE(
            anna.run(u"UPDATE tournament_claims SET penalty_days = 5, evidence = '[]' WHERE id = 1"_s).state,
            InsufficientPrivilege); // the evidence is the judge's
        QCOMPARE(anna.run(u"UPDATE tournament_games SET result = '0-1'"_s).state, InsufficientPrivilege);
        QCOMPARE(anna.run(u"SELECT * FROM tournaments"_s).rows, 3); // every event, judy's own too
    }

    void adminCreatesEventsAndReadsTheAudit()
    {
        Session adam(u"adam"_s);
        QVERIFY(
            adam.run(u"INSERT INTO tournaments (id, name, start_date) VALUES (3, 'Final', '2027-01-10')"_s)
                .done);
        QVERIFY(adam.run(u"SELECT * FROM audit_log"_s).rows > 0);
        // The log says which role made each change, whatever client it used.
        QCOMPARE(adam.value(u"SELECT db_role FROM audit_log WHERE table_name = 'tournament_games' "
                            "AND action = 'update' ORDER BY id DESC LIMIT 1"_s)
                     .toString(),
            u"judy"_s);
        QCOMPARE(adam.value(u"SELECT db_role FROM audit_log WHERE table_name = 'tournaments' "
                            "AND action = 'insert' ORDER BY id DESC LIMIT 1"_s)
                     .toString(),
            u"adam"_s);
        QCOMPARE(adam.run(u"DELETE FROM audit_log"_s).state, InsufficientPrivilege);
    }

    void aModifiedClientCannotLeaveItsRole()
    {
        Session pat(u"pat"_s);
        QVERIFY(!pat.run(u"SET ROLE postmark_admin"_s).done);
        QVERIFY(!pat.run(u"SET ROLE postmark_judge"_s).done);
        QVERIFY(!pat.run(u"ALTER TABLE tournament_games DISABLE ROW LEVEL SECURITY"_s).done);
        QVERIFY(!pat.run(u"DROP POLICY updates ON tournament_games"_s).done);
        QVERIFY(!pat.run(u"UPDATE federation_members SET person_id = 3 WHERE login = 'pat'"_s).done);
        QVERIFY(!pat.run(u"GRANT postmark_judge TO pat"_s).done);
    }

    void onlyTheServersAdministratorInits()
    {
        // Each statement is sent alone: the first the server refuses is the error, never a silent
        // rollback reported as done.
        auto pat = FederationServer::connect(addressAs(u"pat"_s));
        QVERIFY(pat);
        const auto refused = (*pat)->init();
        QVERIFY(refused);
        QCOMPARE(refused->code, ErrorCode::PermissionDenied);
    }

    void revokeClosesTheEvent()
    {
        auto server = FederationServer::connect(addressAs(u"postgres"_s));
        QVERIFY(server);
        QCOMPARE((*server)->grant(FederationRole::Judge, u"jake"_s, 1), std::nullopt);
        QCOMPARE((*server)->revoke(FederationRole::Judge, u"jake"_s, 2), std::nullopt);
        Session jake(u"jake"_s);
        QCOMPARE(jake.run(u"UPDATE tournament_games SET result = '0-1' WHERE tournament_id = 2"_s).rows, 0);
        QCOMPARE(jake.run(u"UPDATE tournament_games SET cancelled = 0 WHERE tournament_id = 1"_s).rows, 1);
        QCOMPARE((*server)->revoke(FederationRole::Judge, u"jake"_s), std::nullopt);
        QCOMPARE(jake.run(u"UPDATE tournament_games SET cancelled = 0 WHERE tournament_id = 1"_s).state,
            InsufficientPrivilege);
    }

    void grantRefusesWhatItCannotTake()
    {
        auto server = FederationServer::connect(addressAs(u"postgres"_s));
        QVERIFY(server);
        const auto unknown = (*server)->grant(FederationRole::Admin, u"nobody"_s);
        QVERIFY(unknown);
        QCOMPARE(unknown->code, ErrorCode::FederationRefused);
        QVERIFY(text::messageText(unknown->detail, Language::English).contains(u"nobody"_s));
        QCOMPARE((*server)->grant(FederationRole::Player, u"olga"_s)->code, ErrorCode::FederationRefused);
        QCOMPARE((*server)->grant(FederationRole::Judge, u"judy"_s, 99)->code, ErrorCode::TournamentNotFound);
        Session root(u"postgres"_s);
        QCOMPARE(root.value(u"SELECT count(*) FROM tournament_judges WHERE login = 'judy'"_s).toInt(), 2);
    }

    void aRoleCannotGrantItself()
    {
        // A judge running the administrator's command gets the server's refusal, in words.
        auto judy = FederationServer::connect(addressAs(u"judy"_s));
        QVERIFY(judy);
        const auto refused = (*judy)->grant(FederationRole::Judge, u"judy"_s, 2);
        QVERIFY(refused);
        QCOMPARE(Session(u"postgres"_s)
                     .value(u"SELECT count(*) FROM tournament_judges WHERE login = 'judy'"_s)
                     .toInt(),
            2);
    }

    void aDirectorWhoIsNoSuperuserSetsUpTheirDatabase()
    {
        // docs/federation.en.md: the federation's director owns the database and may create roles; they
        // are not the server's superuser.
        Session root(u"postgres"_s);
        root.run(u"DROP DATABASE IF EXISTS federation_by_director"_s);
        root.run(u"DROP ROLE IF EXISTS director"_s);
        root.run(u"DROP ROLE IF EXISTS kira"_s);
        QVERIFY(root.run(u"CREATE ROLE director LOGIN CREATEROLE"_s).done);
        QVERIFY(root.run(u"CREATE ROLE kira LOGIN"_s).done);
        QVERIFY(root.run(u"CREATE DATABASE federation_by_director OWNER director"_s).done);
        DatabaseAddress address = addressAs(u"director"_s);
        address.database = u"federation_by_director"_s;
        auto server = FederationServer::connect(address);
        QVERIFY(server);
        QCOMPARE((*server)->init(), std::nullopt);
        QCOMPARE((*server)->init(), std::nullopt);
        QSqlQuery event((*server)->database());
        QVERIFY(
            event.exec(u"INSERT INTO tournaments (id, name, start_date) VALUES (7, 'SF7', '2026-02-01')"_s));
        QCOMPARE((*server)->grant(FederationRole::Judge, u"kira"_s, 7), std::nullopt);
        QCOMPARE((*server)->revoke(FederationRole::Judge, u"kira"_s, 7), std::nullopt);
    }

    void aLoginWithoutARoleIsToldSoNotRefusedATable()
    {
        // A login the administrator has not granted anything: it may read nothing, and is told why and
        // who gives a role, not that it "may not change the federation's members".
        Session root(u"postgres"_s);
        root.run(u"DROP ROLE IF EXISTS stranger"_s);
        QVERIFY(root.run(u"CREATE ROLE stranger LOGIN"_s).done);
        const auto opened = PostgresArchive::open(addressAs(u"stranger"_s));
        QVERIFY(!opened);
        QCOMPARE(opened.error().code, ErrorCode::PermissionDenied);
        const QString said = text::messageText(opened.error().detail, Language::English);
        QVERIFY2(
            said.startsWith(u"the login stranger has no role in the federation on "_s), qPrintable(said));
        QVERIFY(said.contains(u"postmark-cli federation grant"_s));
        // Once granted, it opens.
        QCOMPARE(FederationServer::connect(addressAs(u"postgres"_s))
                     .value()
                     ->grant(FederationRole::Appeals, u"stranger"_s),
            std::nullopt);
        QVERIFY(PostgresArchive::open(addressAs(u"stranger"_s)));
    }

    // What libpq says in English is told in the user's language, naming what to check.
    void aConnectionThatFailsSaysWhatToCheck_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("login");
        QTest::addColumn<MessageCode>("said");
        QTest::addColumn<QString>("named");
        const QString here = addressAs(u"postgres"_s).host;
        const QString nowhere = QDir::tempPath() + u"/no-server-here"_s;
        const QString database = addressAs(u"postgres"_s).database;
        QTest::newRow("no server at the address")
            << nowhere << database << u"postgres"_s << MessageCode::ServerNotRunning << u"no-server-here"_s;
        QTest::newRow("no such database") << here << u"federaciya"_s << u"postgres"_s
                                          << MessageCode::ServerDatabaseMissing << u"«federaciya»"_s;
        QTest::newRow("no such login")
            << here << database << u"nikoho"_s << MessageCode::ServerLoginUnknown << u"«nikoho»"_s;
    }

    void aConnectionThatFailsSaysWhatToCheck()
    {
        QFETCH(QString, host);
        QFETCH(QString, database);
        QFETCH(QString, login);
        QFETCH(MessageCode, said);
        QFETCH(QString, named);
        DatabaseAddress address = addressAs(login);
        address.host = host;
        address.database = database;
        const auto server = PostgresArchive::open(address);
        QVERIFY(!server);
        QCOMPARE(server.error().code, ErrorCode::DatabaseUnreachable);
        QCOMPARE(server.error().detail.code, said);
        const QString ukrainian = text::messageText(server.error().detail, Language::Ukrainian);
        QVERIFY2(ukrainian.contains(named), qPrintable(ukrainian));
        QVERIFY2(!ukrainian.contains(u" the "_s), qPrintable(ukrainian)); // no English left
    }

    // On a Ukrainian system libpq itself speaks Ukrainian («Немає такого файла або каталогу»): the program
    // has it speak English, which it reads and says in the user's language, naming what to check.
    void aUkrainianSystemIsToldWhatToCheckToo()
    {
        QProcess cli;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"LANG"_s, u"uk_UA.UTF-8"_s);
        environment.insert(u"LC_ALL"_s, u"uk_UA.UTF-8"_s);
        cli.setProcessEnvironment(environment);
        DatabaseAddress nowhere = addressAs(u"postgres"_s);
        nowhere.host = QDir::tempPath() + u"/no-server-here"_s;
        cli.start(
            QStringLiteral(POSTMARK_CLI), {u"check"_s, u"--db"_s, nowhere.display(), u"--lang"_s, u"uk"_s});
        QVERIFY(cli.waitForFinished(60000));
        const QString said = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(said.contains(u"ніхто не відповідає"_s), qPrintable(said));
        QVERIFY2(!said.contains(u"сервер повідомляє"_s), qPrintable(said));
    }

    void theCommandLineDoesTheSame()
    {
        Session root(u"postgres"_s);
        root.run(u"DROP ROLE IF EXISTS vera"_s);
        QVERIFY(root.run(u"CREATE ROLE vera LOGIN"_s).done);
        const QString db = addressAs(u"postgres"_s).display();
        const auto init =
            testing::runProgram(QStringLiteral(POSTMARK_CLI), {u"federation"_s, u"init"_s, u"--db"_s, db});
        QVERIFY2(init.exitCode == 0, qPrintable(init.err));
        QVERIFY2(init.err.isEmpty(), qPrintable(init.err)); // no notices of what was there already
        const auto grant = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"federation"_s, u"grant"_s, u"judge"_s, u"vera"_s, u"--tournament"_s, u"2"_s, u"--db"_s, db});
        QVERIFY2(grant.exitCode == 0, qPrintable(grant.err));
        Session vera(u"vera"_s);
        QCOMPARE(vera.run(u"SELECT * FROM tournaments"_s).rows, 1);
        const auto withPassword = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"federation"_s,
                u"init"_s,
                u"--db"_s,
                u"postgresql://vera:hunter2@localhost/f"_s,
                u"--lang"_s,
                u"uk"_s});
        QCOMPARE(withPassword.exitCode, 2);
        QVERIFY(!withPassword.err.contains(u"hunter2"_s));
        const auto revoke = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"federation"_s, u"revoke"_s, u"judge"_s, u"vera"_s, u"--db"_s, db});
        QVERIFY2(revoke.exitCode == 0, qPrintable(revoke.err));
        QCOMPARE(vera.run(u"SELECT * FROM tournaments"_s).state, InsufficientPrivilege);

        // A player's grant names the person; granted again as another, it says whom the login was.
        const auto grantPlayer = [&](const QString& name) {
            return testing::runProgram(QStringLiteral(POSTMARK_CLI),
                {u"federation"_s,
                    u"grant"_s,
                    u"player"_s,
                    u"vera"_s,
                    u"--person"_s,
                    name,
                    u"--db"_s,
                    db,
                    u"--lang"_s,
                    u"en"_s});
        };
        const auto first = grantPlayer(u"Коваль К."_s);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QVERIFY2(first.out.startsWith(u"vera is now a player on "_s)
                && first.out.endsWith(u", as “Коваль К.”\n"_s),
            qPrintable(first.out));
        const auto again = grantPlayer(u"Сидоренко С."_s);
        QVERIFY2(
            again.out.endsWith(u", as “Сидоренко С.” (until now as “Коваль К.”)\n"_s), qPrintable(again.out));
    }
};

QTEST_GUILESS_MAIN(TestFederation)
#include "tst_federation.moc"
