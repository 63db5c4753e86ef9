// SPDX-License-Identifier: GPL-3.0-or-later
// The archive's CHECK constraints after schema 17 wrote the hot ones as chains of `=` instead of IN lists
// (SQLite builds a temporary table for an IN list of three or more items every time a statement checks
// it): each still refuses a value outside its list and takes every value in it, in a new archive and in one
// migrated from version 16; the migration copied nothing and left the file whole.
#include <QTemporaryDir>
#include <QtTest>

#include "core/storage/migrations.h"
#include "tests/storage/archivesupport.h"
#include "tests/support/gamefixtures.h"

using namespace postmark;
using namespace postmark::storage;
using namespace Qt::StringLiterals;

namespace {

ledger::GameFile example()
{
    return testing::exampleGameFile(u"example1_dates.game.json"_s);
}

/// Runs one statement on the archive file behind Postmark's back; SQLite's error text, empty when it ran.
QString errorOf(const QString& archive, const QString& statement)
{
    const QString connection = u"checks-%1"_s.arg(quintptr(&statement));
    QString error;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        database.setDatabaseName(archive);
        if (!database.open())
            qFatal("cannot open %s", qPrintable(archive));
        QSqlQuery query(database);
        if (!query.exec(statement))
            error = query.lastError().text();
        database.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return error;
}

QString valueOf(const QString& archive, const QString& statement)
{
    const QString connection = u"value-%1"_s.arg(quintptr(&statement));
    QString value;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        database.setDatabaseName(archive);
        database.open();
        QSqlQuery query(database);
        if (query.exec(statement) && query.next())
            value = query.value(0).toString();
        database.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return value;
}

} // namespace

class TestSchemaChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void everyCheckRefusesWhatItRefusedAndTakesTheRest_data();
    void everyCheckRefusesWhatItRefusedAndTakesTheRest();
    void archiveOfVersion16IsMigratedInPlace();

private:
    QString archivePath() const { return m_dir->filePath(u"checks.postmark"_s); }
    void makeArchive(bool fromVersion16);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSchemaChecks::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
}

void TestSchemaChecks::makeArchive(bool fromVersion16)
{
    if (fromVersion16) {
        QFile sql(QStringLiteral(POSTMARK_TEST_DATA_DIR "/schema/v16.sql"));
        QVERIFY(sql.open(QIODevice::ReadOnly));
        execSqlFile(archivePath(), QString::fromUtf8(sql.readAll()));
        openArchiveOrFail(archivePath()); // migrates
    } else {
        openArchiveOrFail(archivePath())->addGame(example(), QDate(2018, 3, 1)).value();
    }
}

void TestSchemaChecks::everyCheckRefusesWhatItRefusedAndTakesTheRest_data()
{
    QTest::addColumn<bool>("fromVersion16");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QStringList>("allowed");
    QTest::addColumn<QString>("refused");
    for (const bool migrated : {false, true}) {
        const QString from = migrated ? u"migrated from 16"_s : u"new archive"_s;
        QTest::newRow(qPrintable(u"cards.kind, "_s + from))
            << migrated << u"cards"_s << u"kind"_s << QStringList{u"move"_s, u"repeat"_s, u"query"_s}
            << u"letter"_s;
        QTest::newRow(qPrintable(u"audit_log.action, "_s + from))
            << migrated << u"audit_log"_s << u"action"_s << QStringList{u"insert"_s, u"update"_s, u"delete"_s}
            << u"forget"_s;
        QTest::newRow(qPrintable(u"games.notation, "_s + from))
            << migrated << u"games"_s << u"notation"_s << QStringList{u"uk"_s, u"san"_s, u"lan"_s, u"iccf"_s}
            << u"ru"_s;
        QTest::newRow(qPrintable(u"games.result_score, "_s + from))
            << migrated << u"games"_s << u"result_score"_s
            << QStringList{u"1-0"_s, u"0-1"_s, u"1/2-1/2"_s, u"0-0"_s} << u"2-0"_s;
        QTest::newRow(qPrintable(u"cup_decisions.kind, "_s + from))
            << migrated << u"cup_decisions"_s << u"kind"_s
            << QStringList{u"declined"_s, u"nominated"_s, u"place_decided"_s} << u"withdrew"_s;
    }
}

void TestSchemaChecks::everyCheckRefusesWhatItRefusedAndTakesTheRest()
{
    QFETCH(bool, fromVersion16);
    QFETCH(QString, table);
    QFETCH(QString, column);
    QFETCH(QStringList, allowed);
    QFETCH(QString, refused);
    makeArchive(fromVersion16);
    // A Cup's decision, for the CHECK on its kind (widened in place by version 21).
    QCOMPARE(errorOf(archivePath(),
                 u"INSERT INTO cups (id, name, places_from_previous_final, places_from_each_semifinal, "
                 "final_minimum, final_maximum) VALUES (1, 'Cup', 4, 2, 10, 12)"_s),
        QString());
    QCOMPARE(errorOf(archivePath(),
                 u"INSERT INTO cup_decisions (cup_id, seq, player, kind) VALUES (1, 0, 'A', 'declined')"_s),
        QString());
    // The constraint is written without an IN list of three or more…
    const QString sql =
        valueOf(archivePath(), u"SELECT sql FROM sqlite_master WHERE name = '%1'"_s.arg(table));
    QVERIFY2(!sql.contains(column + u" IN ("_s), qPrintable(sql));
    QVERIFY2(sql.contains(u"%1 = '%2' OR"_s.arg(column, allowed.first())), qPrintable(sql));
    // …and still takes every value of its list, and refuses one outside it. The table's triggers are
    // dropped first: the audit log's own rows are what is being changed.
    const QString triggers = valueOf(archivePath(),
        u"SELECT group_concat('DROP TRIGGER ' || name, ';\n') FROM sqlite_master WHERE type = 'trigger'"_s);
    execSqlFile(archivePath(), triggers);
    for (const QString& value : allowed) {
        const QString error =
            errorOf(archivePath(), u"UPDATE %1 SET %2 = '%3' WHERE rowid = 1"_s.arg(table, column, value));
        QVERIFY2(error.isEmpty(), qPrintable(value + u": "_s + error));
    }
    const QString error =
        errorOf(archivePath(), u"UPDATE %1 SET %2 = '%3' WHERE rowid = 1"_s.arg(table, column, refused));
    QVERIFY2(error.contains(u"CHECK constraint failed"_s), qPrintable(error));
    QCOMPARE(valueOf(archivePath(), u"PRAGMA integrity_check"_s), u"ok"_s);
}

void TestSchemaChecks::archiveOfVersion16IsMigratedInPlace()
{
    makeArchive(true);
    QCOMPARE(valueOf(archivePath(), u"PRAGMA user_version"_s).toInt(), latestSchemaVersion());
    QCOMPARE(valueOf(archivePath(), u"PRAGMA integrity_check"_s), u"ok"_s);
    // Every row is where it was: the cards and the audit log keep their row ids and their count.
    const QString before = archivePath() + u".v16.bak"_s;
    for (const QString& table : {u"cards"_s, u"card_postmarks"_s, u"audit_log"_s, u"games"_s}) {
        const QString rows = u"SELECT group_concat(rowid) FROM %1"_s.arg(table);
        QVERIFY(!valueOf(before, rows).isEmpty());
        QCOMPARE(valueOf(archivePath(), rows), valueOf(before, rows));
    }
    auto archive = openArchiveOrFail(archivePath());
    QVERIFY(archive->check()->isEmpty());
    QVERIFY(archive->game(archive->games()->first().id).value() == example());
}

QTEST_GUILESS_MAIN(TestSchemaChecks)
#include "tst_schemachecks.moc"
