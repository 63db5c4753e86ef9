// SPDX-License-Identifier: GPL-3.0-or-later
// What libpq and the server say when a connection fails, as the user is told it. The suite's own server
// trusts its socket, so the refusals of a password or of pg_hba.conf are libpq's texts here (PostgreSQL
// 15); a missing server, database or login is tried on the real server in tst_federation.
#include <QTest>

#include "core/storage/connectionrefusal.h"
#include "core/storage/postgresconnection.h"
#include "ui/text/messagetext.h"

using namespace postmark;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(postmark::MessageCode)

class TestConnectionRefusal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachRefusalSaysWhatToCheck_data()
    {
        QTest::addColumn<QString>("said");
        QTest::addColumn<MessageCode>("code");
        QTest::addColumn<QString>("named");
        QTest::newRow("no password in ~/.pgpass")
            << u"connection to server at \"fed.example.org\" (192.0.2.7), port 5432 failed: "
               "fe_sendauth: no password supplied"_s
            << MessageCode::ServerNeedsPassword << u"lesia"_s;
        // A mistyped database's name has no line in ~/.pgpass either: the database is named.
        QTest::newRow("no password for the database named")
            << u"connection to server at \"fed.example.org\" (192.0.2.7), port 5432 failed: "
               "fe_sendauth: no password supplied"_s
            << MessageCode::ServerNeedsPassword << u"«fed»"_s;
        QTest::newRow("a wrong password")
            << u"connection to server at \"fed.example.org\" (192.0.2.7), port 5432 failed: FATAL:  "
               "password authentication failed for user \"lesia\""_s
            << MessageCode::ServerPasswordRefused << u"lesia"_s;
        QTest::newRow("peer authentication")
            << u"connection to server on socket \"/run/postgresql/.s.PGSQL.5432\" failed: FATAL:  Peer "
               "authentication failed for user \"judge\""_s
            << MessageCode::ServerLetsNotIn << u"judge"_s;
        QTest::newRow("no pg_hba.conf line for this computer")
            << u"connection to server at \"fed.example.org\" (192.0.2.7), port 5432 failed: FATAL:  no "
               "pg_hba.conf entry for host \"198.51.100.4\", user \"vera\", database \"fed\", no encryption"_s
            << MessageCode::ServerLetsNotIn << u"vera"_s;
        QTest::newRow("no right to connect")
            << u"connection to server at \"fed.example.org\" (192.0.2.7), port 5432 failed: FATAL:  "
               "permission denied for database \"fed\" DETAIL: User does not have CONNECT privilege."_s
            << MessageCode::ServerLetsNotIn << u"lesia"_s;
        QTest::newRow("no answer in time")
            << u"timeout expired"_s << MessageCode::ServerNoAnswer << u"fed.example.org"_s;
        QTest::newRow("starting up")
            << u"connection to server at \"fed.example.org\" (192.0.2.7), port 5432 failed: FATAL:  the "
               "database system is starting up"_s
            << MessageCode::ServerBusy << u"fed.example.org"_s;
        QTest::newRow("no such host")
            << u"could not translate host name \"fed.example.org\" to address: Name or service not known"_s
            << MessageCode::ServerHostUnknown << u"fed.example.org"_s;
        QTest::newRow("anything else, in the server's words")
            << u"SSL error: certificate verify failed"_s << MessageCode::DatabaseServerSays
            << u"certificate verify failed"_s;
    }

    void eachRefusalSaysWhatToCheck()
    {
        QFETCH(QString, said);
        QFETCH(MessageCode, code);
        QFETCH(QString, named);
        archive::DatabaseAddress address =
            archive::readDatabaseAddress(u"postgresql://lesia@fed.example.org/fed"_s).value();
        const Message message = storage::connectionRefusal(address, said);
        QCOMPARE(message.code, code);
        const QString ukrainian = text::messageText(message, Language::Ukrainian);
        QVERIFY2(ukrainian.contains(named), qPrintable(ukrainian));
    }

    // A connection that went mid-session and could not be opened again: said in the user's language.
    void aServerThatWentAwayIsSaidSo()
    {
        const archive::DatabaseAddress address =
            archive::readDatabaseAddress(u"postgresql://lesia@fed.example.org/fed"_s).value();
        for (const QString& said :
            {u"terminating connection due to administrator command server closed the connection "
             "unexpectedly This probably means the server terminated abnormally"_s,
                u"no connection to the server"_s}) {
            const Error error =
                storage::serverError(address, QSqlError(said, QString(), QSqlError::ConnectionError));
            QCOMPARE(error.detail.code, MessageCode::ServerGoneAway);
            const QString ukrainian = text::messageText(error.detail, Language::Ukrainian);
            QVERIFY2(!ukrainian.contains(u"server"_s) && ukrainian.contains(u"fed.example.org"_s),
                qPrintable(ukrainian));
        }
    }

    // The refusals a federation meets in daily use come in the user's language with what to do, each by
    // its SQLSTATE (the server's words are English); anything rarer is quoted as the server said it.
    void aRefusalInDailyUseIsSaidInTheUsersLanguage_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("said");
        QTest::addColumn<MessageCode>("code");
        QTest::addColumn<ErrorCode>("error");
        QTest::addColumn<QString>("ukrainian");
        QTest::newRow("40001 serialization_failure")
            << u"40001"_s << u"could not serialize access due to concurrent update"_s
            << MessageCode::ServerConcurrentChange << ErrorCode::ServerRefusedChange << u"в ту саму мить"_s;
        QTest::newRow("40P01 deadlock_detected")
            << u"40P01"_s << u"deadlock detected"_s << MessageCode::ServerConcurrentChange
            << ErrorCode::ServerRefusedChange << u"в ту саму мить"_s;
        QTest::newRow("53100 disk_full")
            << u"53100"_s << u"could not extend file \"base/16384/16385\": No space left on device"_s
            << MessageCode::ServerDiskFull << ErrorCode::ArchiveDiskFull << u"диск сервера заповнений"_s;
        QTest::newRow("53300 too_many_connections")
            << u"53300"_s << u"sorry, too many clients already"_s << MessageCode::ServerBusy
            << ErrorCode::DatabaseUnreachable << u"за хвилину"_s;
        QTest::newRow("25006 read_only_sql_transaction")
            << u"25006"_s << u"cannot execute INSERT in a read-only transaction"_s
            << MessageCode::ServerReadOnly << ErrorCode::ServerRefusedChange << u"не приймає змін"_s;
        QTest::newRow("57014 query_canceled")
            << u"57014"_s << u"canceling statement due to statement timeout"_s
            << MessageCode::ServerCancelledRequest << ErrorCode::ServerRefusedChange << u"спробуйте ще раз"_s;
        QTest::newRow("anything rarer, in the server's words")
            << u"22P02"_s << u"invalid input syntax for type integer: \"x\""_s
            << MessageCode::DatabaseServerSays << ErrorCode::ArchiveFailure << u"invalid input syntax"_s;
    }

    void aRefusalInDailyUseIsSaidInTheUsersLanguage()
    {
        QFETCH(QString, state);
        QFETCH(QString, said);
        QFETCH(MessageCode, code);
        QFETCH(ErrorCode, error);
        QFETCH(QString, ukrainian);
        const archive::DatabaseAddress address =
            archive::readDatabaseAddress(u"postgresql://lesia@fed.example.org/fed"_s).value();
        const Error refusal = storage::serverError(
            address, QSqlError(QString(), u"ERROR:  "_s + said, QSqlError::StatementError, state));
        QCOMPARE(refusal.code, error);
        QCOMPARE(refusal.detail.code, code);
        const QString text = text::messageText(refusal.detail, Language::Ukrainian);
        QVERIFY2(text.contains(u"fed.example.org"_s) && text.contains(ukrainian), qPrintable(text));
        if (code != MessageCode::DatabaseServerSays)
            QVERIFY2(!text.contains(said), qPrintable(text)); // no English left in the sentence
    }
};

QTEST_GUILESS_MAIN(TestConnectionRefusal)
#include "tst_connectionrefusal.moc"
