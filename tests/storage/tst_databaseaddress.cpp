// SPDX-License-Identifier: GPL-3.0-or-later
// --db: a file, or a federation's server by its libpq URI; never a password in it.
#include <QtTest>

#include "core/archive/databaseaddress.h"
#include "ui/text/messagetext.h"

using namespace postmark;
using namespace postmark::archive;
using namespace Qt::StringLiterals;

class TestDatabaseAddress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aPathIsAFile()
    {
        const auto address = readDatabaseAddress(u"/home/ivan/ігри.postmark"_s);
        QVERIFY(address);
        QVERIFY(!address->isPostgres());
        QCOMPARE(address->path, u"/home/ivan/ігри.postmark"_s);
    }

    void uriParts_data()
    {
        QTest::addColumn<QString>("uri");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("user");
        QTest::newRow("host, port, database, user")
            << u"postgresql://judge@db.fzshu.org.ua:5433/federation"_s << u"db.fzshu.org.ua"_s << 5433
            << u"federation"_s << u"judge"_s;
        QTest::newRow("postgres:// too")
            << u"postgres://localhost/cup"_s << u"localhost"_s << 0 << u"cup"_s << QString();
        QTest::newRow("a socket folder in the query")
            << u"postgresql:///federation?host=/run/postgresql&port=5434"_s << u"/run/postgresql"_s << 5434
            << u"federation"_s << QString();
        QTest::newRow("a socket folder percent-encoded as the host")
            << u"postgresql://%2Fvar%2Frun%2Fpostgresql/federation"_s << u"/var/run/postgresql"_s << 0
            << u"federation"_s << QString();
        QTest::newRow("IPv6") << u"postgresql://[::1]:5432/f"_s << u"::1"_s << 5432 << u"f"_s << QString();
        QTest::newRow("a Cyrillic login, percent-encoded")
            << u"postgresql://%D1%81%D1%83%D0%B4%D0%B4%D1%8F@host/f"_s << u"host"_s << 0 << u"f"_s
            << u"суддя"_s;
        QTest::newRow("everything from libpq's defaults")
            << u"postgresql://"_s << QString() << 0 << QString() << QString();
    }

    void uriParts()
    {
        QFETCH(QString, uri);
        const auto address = readDatabaseAddress(uri);
        QVERIFY2(address, qPrintable(uri));
        QVERIFY(address->isPostgres());
        QTEST(address->host, "host");
        QTEST(address->port, "port");
        QTEST(address->database, "database");
        QTEST(address->user, "user");
    }

    void otherSettingsArePassedOn()
    {
        const auto address =
            readDatabaseAddress(u"postgresql://h/f?sslmode=verify-full&application_name=Postmark%20judge"_s);
        QVERIFY(address);
        QCOMPARE(address->settings.size(), 2);
        QCOMPARE(address->settings[0], std::pair(u"sslmode"_s, u"verify-full"_s));
        QCOMPARE(address->settings[1], std::pair(u"application_name"_s, u"Postmark judge"_s));
    }

    void aPasswordIsRefusedAndNeverRepeated_data()
    {
        QTest::addColumn<QString>("uri");
        QTest::newRow("in the user part") << u"postgresql://judge:s3cret@host/f"_s;
        QTest::newRow("as a setting") << u"postgresql://judge@host/f?password=s3cret"_s;
        QTest::newRow("the key's password") << u"postgresql://judge@host/f?sslpassword=s3cret"_s;
        QTest::newRow("percent-encoded") << u"postgresql://judge@host/f?pass%77ord=s3cret"_s;
        QTest::newRow("in capitals") << u"postgresql://judge@host/f?sslmode=require&PASSWORD=s3cret"_s;
    }

    void aPasswordIsRefusedAndNeverRepeated()
    {
        QFETCH(QString, uri);
        const auto address = readDatabaseAddress(uri);
        QVERIFY(!address);
        QCOMPARE(address.error().code, ErrorCode::DatabaseAddressRefused);
        const QString said = text::messageText(address.error().detail, Language::English);
        QVERIFY2(said.contains(u"password"_s), qPrintable(said));
        QVERIFY2(!said.contains(u"s3cret"_s), qPrintable(said));
    }

    void malformedOrUnknownIsRefused_data()
    {
        QTest::addColumn<QString>("uri");
        QTest::addColumn<QString>("named");
        QTest::newRow("a port that is no number") << u"postgresql://host:54x/f"_s << u"port"_s;
        QTest::newRow("a port out of range") << u"postgresql://host:70000/f"_s << u"port"_s;
        QTest::newRow("several hosts") << u"postgresql://a,b/f"_s << u"host"_s;
        QTest::newRow("an unknown setting") << u"postgresql://host/f?colour=blue"_s << u"colour"_s;
        QTest::newRow("a setting without a value") << u"postgresql://host/f?sslmode"_s << u"sslmode"_s;
    }

    void malformedOrUnknownIsRefused()
    {
        QFETCH(QString, uri);
        QFETCH(QString, named);
        const auto address = readDatabaseAddress(uri);
        QVERIFY(!address);
        QCOMPARE(address.error().code, ErrorCode::DatabaseAddressRefused);
        const QString said = text::messageText(address.error().detail, Language::English);
        QVERIFY2(said.contains(named), qPrintable(said));
        QVERIFY2(
            text::messageText(address.error().detail, Language::Ukrainian) != said, "said in English only");
    }

    void displayHoldsNoPasswordAndReadsBack()
    {
        const auto address = readDatabaseAddress(u"postgresql:///f?host=/tmp/s&user=judy&sslmode=disable"_s);
        QVERIFY(address);
        const auto again = readDatabaseAddress(address->display());
        QVERIFY2(again, qPrintable(address->display()));
        QCOMPARE(again->host, u"/tmp/s"_s);
        QCOMPARE(again->user, u"judy"_s);
        QCOMPARE(again->database, u"f"_s);
        QCOMPARE(again->settings, address->settings);
    }
};

QTEST_GUILESS_MAIN(TestDatabaseAddress)
#include "tst_databaseaddress.moc"
