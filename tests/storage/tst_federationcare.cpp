// SPDX-License-Identifier: GPL-3.0-or-later
// A federation's server looked after as an archive file is (File ▸ Check the archive, Back up; the
// commands check and backup): the check finds what the server no longer enforces and every game whose
// cached state is not its ledger's, as far as the login may read; the copy is pg_dump's, made by the
// archive's owner, and goes back into an empty database whole.
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include "core/storage/federation.h"
#include "core/storage/postgresarchive.h"
#include "core/storage/sqlitearchive.h"
#include "tests/storage/cliprocess.h"
#include "tests/storage/federationsupport.h"
#include "ui/text/messagetext.h"

using namespace postmark;
using namespace postmark::storage;
using namespace postmark::archive;
using namespace Qt::StringLiterals;

namespace {

const QString Database = QStringLiteral("federation_care");

DatabaseAddress addressAs(const QString& login, const QString& database = Database)
{
    return testing::federationAddress(database, login);
}

QStringList englishOf(const QList<Message>& problems)
{
    QStringList words;
    for (const Message& problem : problems)
        words.append(text::messageText(problem, Language::English));
    return words;
}

QString englishOf(const Error& error)
{
    return text::messageText(error.detail, Language::English);
}

/// Runs `sql` as the server's superuser on the test's database.
bool asSuperuser(const QString& sql)
{
    bool done = false;
    {
        QSqlDatabase connection = openPostgres(addressAs(u"postgres"_s), u"care-root"_s).value();
        QSqlQuery query(connection);
        done = query.exec(sql);
        if (!done)
            qWarning("%s", qPrintable(query.lastError().text()));
        connection.close();
    }
    QSqlDatabase::removeDatabase(u"care-root"_s);
    return done;
}

} // namespace

class TestFederationCare : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_games = 0;
    QString m_player; ///< the name of a player of the demo, granted to the login "lesia"

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(qEnvironmentVariableIsSet("POSTMARK_TEST_POSTGRES"),
            "POSTMARK_TEST_POSTGRES is not set: ctest starts the server (tests/support/postgres-server.sh)");
        const QString laptop = m_dir.filePath(u"laptop.postmark"_s);
        const auto demo = testing::runProgram(
            QStringLiteral(POSTMARK_CLI), {u"demo"_s, u"--db"_s, laptop, u"--lang"_s, u"en"_s});
        QVERIFY2(demo.exitCode == 0, qPrintable(demo.err));
        QList<ledger::GameFile> games;
        for (const auto& [id, game] : SqliteArchive::open(laptop).value()->allGames().value())
            games.append(game);
        m_games = int(games.size());
        m_player = games.first().white.name;

        QVERIFY(testing::makeFederationDatabase(Database, {u"kateryna"_s, u"lesia"_s}));
        auto server = FederationServer::connect(addressAs(u"postgres"_s)).value();
        QCOMPARE(server->init(), std::nullopt);
        QCOMPARE(server->grant(FederationRole::Admin, u"kateryna"_s), std::nullopt);
        // As of the demo's day (postmark-cli demo makes it as of today; a fixed day failed once the demo's
        // cards were later than it).
        QVERIFY(testing::federationAs(Database, u"postgres"_s)->addGames(games, QDate::currentDate()));
        // The person is the server's once their games are.
        QCOMPARE(server->grant(FederationRole::Player, u"lesia"_s, std::nullopt, m_player), std::nullopt);
    }

    void checkFindsNothingWrongOnAServerInitMadeWithEveryGameWhole()
    {
        auto admin = testing::federationAs(Database, u"kateryna"_s);
        qint64 lastDone = -1;
        qint64 lastTotal = -1;
        const auto problems = admin->check([&](qint64 done, qint64 total) {
            lastDone = done;
            lastTotal = total;
            return true;
        });
        QVERIFY2(problems, problems ? "" : qPrintable(englishOf(problems.error())));
        QCOMPARE(englishOf(*problems), QStringList());
        QCOMPARE(lastTotal, m_games); // one step a game: every one was read and replayed
        QCOMPARE(lastDone, lastTotal);
    }

    void checkNamesATableWhoseRowsEveryLoginWouldRead()
    {
        QVERIFY(asSuperuser(u"ALTER TABLE people DISABLE ROW LEVEL SECURITY"_s));
        QVERIFY(asSuperuser(u"DROP POLICY reads ON cups"_s));
        auto admin = testing::federationAs(Database, u"kateryna"_s);
        const QStringList found = englishOf(admin->check().value());
        QCOMPARE(found.size(), 2);
        QVERIFY2(found[0].startsWith(u"table cups has lost the policy its rows are read by: no member"_s),
            qPrintable(found[0]));
        QVERIFY2(found[1].startsWith(u"table people does not ask"_s), qPrintable(found[1]));
        QVERIFY(found[1].contains(u"federation init"_s)); // what mends it

        // federation init, run again as the archive's owner, puts both back.
        QCOMPARE(FederationServer::connect(addressAs(u"postgres"_s)).value()->init(), std::nullopt);
        QCOMPARE(englishOf(admin->check().value()), QStringList());
    }

    void checkNamesAGameItCannotReadBackWhole()
    {
        // The people's read policy lost: the games are listed but their players are hidden, so no game
        // reads back. Each is named with what is wrong, after the table that causes it.
        QVERIFY(asSuperuser(u"DROP POLICY reads ON people"_s));
        auto admin = testing::federationAs(Database, u"kateryna"_s);
        const QStringList found = englishOf(admin->check().value());
        QCOMPARE(found.size(), 1 + m_games);
        QVERIFY2(found[0].startsWith(u"table people"_s), qPrintable(found[0]));
        QVERIFY2(found[1].startsWith(u"game "_s) && found[1].contains(u" cannot be read back whole"_s),
            qPrintable(found[1]));
        QCOMPARE(FederationServer::connect(addressAs(u"postgres"_s)).value()->init(), std::nullopt);
        QCOMPARE(englishOf(admin->check().value()), QStringList());
    }

    void checkNamesAGameWhoseCachedStateIsNotItsLedgers()
    {
        QVERIFY(asSuperuser(u"UPDATE game_state SET white_total = white_total + 1 WHERE game_id = "
                            "(SELECT min(id) FROM games)"_s));
        auto admin = testing::federationAs(Database, u"kateryna"_s);
        const QStringList found = englishOf(admin->check().value());
        QCOMPARE(found.size(), 1);
        QVERIFY2(found[0].endsWith(u": its cached state does not match its ledger"_s), qPrintable(found[0]));

        // A player's check reads only their own games: the stale one is not theirs to see unless it is.
        auto player = testing::federationAs(Database, u"lesia"_s);
        qint64 checked = 0;
        QVERIFY(player->check([&](qint64, qint64 total) {
            checked = total;
            return true;
        }));
        QCOMPARE(checked, qint64(player->games().value().size()));
        QVERIFY(checked > 0 && checked < m_games);

        QVERIFY(asSuperuser(u"UPDATE game_state SET white_total = white_total - 1 WHERE game_id = "
                            "(SELECT min(id) FROM games)"_s));
        QCOMPARE(englishOf(admin->check().value()), QStringList());
    }

    void theOwnersCopyGoesBackIntoAnEmptyDatabaseWhole()
    {
        const QString copy = m_dir.filePath(u"copies/federation.dump"_s); // a folder not made yet
        auto owner = testing::federationAs(Database, u"postgres"_s);
        qint64 written = -1;
        const auto error = owner->backup(copy, [&](qint64 done, qint64 total) {
            written = done;
            return total == 0; // how much there will be is not known
        });
        QVERIFY2(!error, error ? qPrintable(englishOf(*error)) : "");
        QVERIFY(QFileInfo(copy).size() > 0);
        // Every address and register is in it: its owner's to read only.
        QCOMPARE(QFileInfo(copy).permissions()
                & ~(QFile::ReadUser | QFile::WriteUser | QFile::ReadOwner | QFile::WriteOwner),
            QFileDevice::Permissions());
        QVERIFY(written >= 0);

        QVERIFY(asSuperuser(u"DROP DATABASE IF EXISTS federation_care_restored"_s));
        QVERIFY(asSuperuser(u"CREATE DATABASE federation_care_restored"_s));
        QProcess restore;
        restore.start(u"pg_restore"_s,
            {u"--no-password"_s,
                u"--dbname="_s + addressAs(u"postgres"_s, u"federation_care_restored"_s).display(),
                copy});
        QVERIFY(restore.waitForFinished(120000));
        QVERIFY2(restore.exitCode() == 0, restore.readAllStandardError().constData());

        // The restored archive is the federation's, its roles and policies too: the administrator reads
        // every game there, and the check finds it whole.
        auto restored = testing::federationAs(u"federation_care_restored"_s, u"kateryna"_s);
        QCOMPARE(restored->games().value().size(), m_games);
        QCOMPARE(englishOf(restored->check().value()), QStringList());
        // The player's grant came with it: the same games as on the server copied.
        QCOMPARE(testing::federationAs(u"federation_care_restored"_s, u"lesia"_s)->games().value().size(),
            testing::federationAs(Database, u"lesia"_s)->games().value().size());
    }

    void aLoginThatCannotReadEveryRowIsRefusedAndLeavesNoFile()
    {
        const QString copy = m_dir.filePath(u"by-administrator.dump"_s);
        auto admin = testing::federationAs(Database, u"kateryna"_s);
        const auto error = admin->backup(copy);
        QVERIFY(error);
        const QString said = englishOf(*error);
        QCOMPARE(error->code, ErrorCode::PermissionDenied);
        QVERIFY2(
            said.startsWith(u"you are connected as kateryna: the whole server is copied by the login that "
                            "owns the archive"_s),
            qPrintable(said));
        QVERIFY(said.contains(u"a player their own games with copy-games"_s));
        QVERIFY(!QFileInfo::exists(copy));

        // A file that is there is never written over.
        QFile there(copy);
        QVERIFY(there.open(QIODevice::WriteOnly) && there.write("kept") == 4);
        there.close();
        const auto refused = testing::federationAs(Database, u"postgres"_s)->backup(copy);
        QVERIFY(refused);
        QCOMPARE(refused->detail.code, MessageCode::BackupTargetExists);
        QCOMPARE(testing::fileHash(copy), QCryptographicHash::hash("kept", QCryptographicHash::Sha256));
    }

    void theCommandLineChecksAndCopiesTheServer()
    {
        const QString asAdmin = addressAs(u"kateryna"_s).display();
        const auto check = testing::runProgram(
            QStringLiteral(POSTMARK_CLI), {u"check"_s, u"--db"_s, asAdmin, u"--lang"_s, u"uk"_s});
        QVERIFY2(check.exitCode == 0, qPrintable(check.err + check.out));
        QVERIFY2(check.out.contains(u"вхід kateryna (адміністратор федерації): "_s), qPrintable(check.out));
        QVERIFY2(check.out.endsWith(u", 0 проблем\n"_s), qPrintable(check.out));

        const QString copy = m_dir.filePath(u"by-cli.dump"_s);
        const auto refused = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"backup"_s, u"--db"_s, asAdmin, u"-o"_s, copy, u"--lang"_s, u"en"_s});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(u"you are connected as kateryna: the whole server is copied by"_s),
            qPrintable(refused.err));
        const auto made = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"backup"_s,
                u"--db"_s,
                addressAs(u"postgres"_s).display(),
                u"-o"_s,
                copy,
                u"--lang"_s,
                u"en"_s});
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        QVERIFY(made.out.contains(u"pg_restore"_s));
        QVERIFY(QFileInfo(copy).size() > 0);
    }
};

QTEST_GUILESS_MAIN(TestFederationCare)
#include "tst_federationcare.moc"
