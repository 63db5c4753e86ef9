// SPDX-License-Identifier: GPL-3.0-or-later
// Archives that are not what they seem, through postmark-cli as a user runs it: another program's
// database, a mistyped path, an empty file, a read-only copy, a damaged file, the same game imported twice,
// three imports creating one archive at once (issue 16, cases 9 and 12 to 16).
#include <thread>

#include <QDir>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include "core/ledger/gamefilewriter.h"
#include "core/storage/sqlitearchive.h"
#include "tests/storage/cliprocess.h"
#include "tests/support/randomgame.h"

#include <sys/stat.h>

using namespace postmark;
using namespace postmark::testing;
using namespace Qt::StringLiterals;

class TestArchiveIdentity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void anotherProgramsDatabaseIsLeftUnchanged();
    void aMistypedPathOrAnEmptyFileMakesNoArchive();
    void aReadOnlyArchiveCanBeReadCheckedExportedAndBackedUp();
    void aDamagedArchiveIsReadButNeverWritten();
    void theSameGameFileImportedAgainIsRecognised();
    void threeImportsCreateOneArchiveTogether();
    void aNewArchiveWaitsForAnotherProgramHoldingTheFile();
    void twelveImportsOfOneFileAtOnceStoreItOnce();

private:
    QString path(const QString& name) const { return m_dir->filePath(name); }
    QString gameFile(int seed)
    {
        const QString file = path(u"game-%1.json"_s.arg(seed));
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(file));
        out.write(ledger::writeGameFile(randomGame(seed, {.cards = 12})));
        return file;
    }
    static Run cli(const QStringList& arguments)
    {
        return runProgram(QStringLiteral(POSTMARK_CLI), arguments);
    }
    int gameCount(const QString& archive)
    {
        auto opened = storage::SqliteArchive::open(archive);
        return opened ? int((*opened)->games()->size()) : -1;
    }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestArchiveIdentity::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestArchiveIdentity::anotherProgramsDatabaseIsLeftUnchanged()
{
    // Pointing --db at another program's database added Postmark's 16 tables and WAL mode to it; one with a
    // `people` table was switched to WAL.
    for (const QString& schema : {u"CREATE TABLE notes (text)"_s, u"CREATE TABLE people (name, phone)"_s}) {
        const QString other = path(u"other-%1.sqlite"_s.arg(qHash(schema)));
        {
            QSqlDatabase database = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"other"_s);
            database.setDatabaseName(other);
            QVERIFY(database.open());
            QSqlQuery query(database);
            QVERIFY(query.exec(schema));
            database.close();
        }
        QSqlDatabase::removeDatabase(u"other"_s);
        const QByteArray before = fileHash(other);
        for (const QStringList& command : {QStringList{u"check"_s, u"--db"_s, other},
                 QStringList{u"import"_s, u"--create"_s, u"--db"_s, other, gameFile(1)}}) {
            const Run result = cli(command);
            QCOMPARE(result.exitCode, 2);
            QVERIFY2(result.err.contains(u"another program's database"_s), qPrintable(result.err));
        }
        QCOMPARE(fileHash(other), before);
        QVERIFY(!QFile::exists(other + u"-wal"_s));
    }
}

void TestArchiveIdentity::aMistypedPathOrAnEmptyFileMakesNoArchive()
{
    // `check --db /typo/path` made the folders and an empty archive, exit 0; a 0-byte file became one.
    const QString typo = path(u"typo/folder/archive.postmark"_s);
    const Run check = cli({u"check"_s, u"--db"_s, typo});
    QCOMPARE(check.exitCode, 2);
    QVERIFY2(check.err.contains(u"no archive at"_s), qPrintable(check.err));
    QVERIFY(!QDir(path(u"typo"_s)).exists());

    const QString empty = path(u"empty.postmark"_s);
    QFile(empty).open(QIODevice::WriteOnly);
    const Run emptyCheck = cli({u"check"_s, u"--db"_s, empty});
    QCOMPARE(emptyCheck.exitCode, 2);
    QVERIFY2(emptyCheck.err.contains(u"empty file"_s), qPrintable(emptyCheck.err));
    QCOMPARE(QFileInfo(empty).size(), 0);

    // Asked for, a new archive is made.
    const Run created = cli({u"import"_s, u"--create"_s, u"--db"_s, typo, gameFile(2)});
    QCOMPARE(created.exitCode, 0);
    QCOMPARE(gameCount(typo), 1);
}

void TestArchiveIdentity::aReadOnlyArchiveCanBeReadCheckedExportedAndBackedUp()
{
    // A judge opening a colleague's copy read-only could not even check it.
    const QString archive = path(u"colleague.postmark"_s);
    QCOMPARE(cli({u"import"_s, u"--create"_s, u"--db"_s, archive, gameFile(3)}).exitCode, 0);
    // The colleague's folder and file, which this user (nobody) may read but not write.
    QVERIFY(::chmod(QFile::encodeName(m_dir->path()).constData(), 0755) == 0);
    QVERIFY(::chmod(QFile::encodeName(archive).constData(), 0644) == 0);
    const QString outFolder = QDir::tempPath() + u"/postmark-ro-%1"_s.arg(QCoreApplication::applicationPid());
    QDir().mkpath(outFolder);
    QVERIFY(::chmod(QFile::encodeName(outFolder).constData(), 0777) == 0);
    const auto asNobody = [](const QStringList& arguments) {
        return runProgram(u"setpriv"_s,
            QStringList{
                u"--reuid=65534"_s, u"--regid=65534"_s, u"--clear-groups"_s, QStringLiteral(POSTMARK_CLI)}
                + arguments);
    };
    const QByteArray before = fileHash(archive);
    const Run check = asNobody({u"check"_s, u"--db"_s, archive});
    QVERIFY2(check.exitCode == 0, qPrintable(check.err));
    const Run exported = asNobody({u"export"_s, u"--db"_s, archive, u"--game"_s, u"1"_s});
    QVERIFY2(exported.exitCode == 0 && exported.out.contains(u"postmark-game"_s), qPrintable(exported.err));
    const QString copy = outFolder + u"/copy.postmark"_s;
    QFile::remove(copy);
    const Run backup = asNobody({u"backup"_s, u"--db"_s, archive, u"-o"_s, copy});
    QVERIFY2(backup.exitCode == 0, qPrintable(backup.err));
    QCOMPARE(gameCount(copy), 1);
    // Writing is refused, saying why, and nothing changes.
    const Run import = asNobody({u"import"_s, u"--db"_s, archive, gameFile(4)});
    QCOMPARE(import.exitCode, 2);
    QVERIFY2(import.err.contains(u"read-only"_s), qPrintable(import.err));
    QCOMPARE(fileHash(archive), before);
    QDir(outFolder).removeRecursively();

    // A file made read-only on purpose (chmod a-w) is read only by anyone, root too.
    QVERIFY(::chmod(QFile::encodeName(archive).constData(), 0444) == 0);
    const Run asOwner = cli({u"import"_s, u"--db"_s, archive, gameFile(5)});
    QCOMPARE(asOwner.exitCode, 2);
    QVERIFY2(asOwner.err.contains(u"read-only"_s), qPrintable(asOwner.err));
    QCOMPARE(fileHash(archive), before);
    QCOMPARE(cli({u"check"_s, u"--db"_s, archive}).exitCode, 0);
}

void TestArchiveIdentity::aDamagedArchiveIsReadButNeverWritten()
{
    // Random bytes mid-file: an import was accepted (exit 0); only `check` reported the damage.
    const QString archive = path(u"damaged.postmark"_s);
    QStringList games;
    for (int seed = 10; seed < 40; ++seed)
        games.append(gameFile(seed));
    QCOMPARE(cli(QStringList{u"import"_s, u"--create"_s, u"--db"_s, archive} + games).exitCode, 0);
    {
        QFile file(archive);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.size() > 8 * 4096);
        file.seek(file.size() / 2);
        file.write(QByteArray(3000, '\x5a'));
    }
    const QByteArray damaged = fileHash(archive);
    const Run import = cli({u"import"_s, u"--db"_s, archive, gameFile(99)});
    QCOMPARE(import.exitCode, 2);
    QVERIFY2(import.err.contains(u"damaged"_s) && import.err.contains(u"backup"_s), qPrintable(import.err));
    QCOMPARE(fileHash(archive), damaged);
    const Run check = cli({u"check"_s, u"--db"_s, archive});
    QVERIFY(check.exitCode != 0);
}

void TestArchiveIdentity::theSameGameFileImportedAgainIsRecognised()
{
    // A killed import, run again, duplicated every game it had stored.
    const QString archive = path(u"twice.postmark"_s);
    const QString first = gameFile(50);
    const QString second = gameFile(51);
    QCOMPARE(cli({u"import"_s, u"--create"_s, u"--db"_s, archive, first}).exitCode, 0);
    const Run again = cli({u"import"_s, u"--db"_s, archive, first, second});
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QVERIFY2(again.out.contains(u"already in the archive as game 1"_s), qPrintable(again.out));
    QVERIFY2(again.out.contains(u"→ game 2"_s), qPrintable(again.out));
    QCOMPARE(gameCount(archive), 2);
}

void TestArchiveIdentity::threeImportsCreateOneArchiveTogether()
{
    // Two of three imports on a new archive failed with "table people already exists".
    const QString archive = path(u"new.postmark"_s);
    QList<QProcess*> imports;
    for (int seed = 60; seed < 63; ++seed) {
        auto* process = new QProcess(this);
        process->start(
            QStringLiteral(POSTMARK_CLI), {u"import"_s, u"--create"_s, u"--db"_s, archive, gameFile(seed)});
        imports.append(process);
    }
    for (QProcess* process : imports) {
        QVERIFY(process->waitForFinished(120000));
        QVERIFY2(process->exitCode() == 0, process->readAllStandardError().constData());
    }
    QCOMPARE(gameCount(archive), 3);
}

void TestArchiveIdentity::aNewArchiveWaitsForAnotherProgramHoldingTheFile()
{
    // The race behind three imports' "database is locked" (5 imports in 300 on a busy machine), made
    // certain: while another program has begun a write on the new file, switching it to WAL was refused at
    // once; it waits now, as a write does, and goes on when the file is let go.
    const QString archive = path(u"held.postmark"_s);
    {
        QSqlDatabase holder = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"holder"_s);
        holder.setDatabaseName(archive);
        QVERIFY(holder.open());
        QSqlQuery hold(holder);
        QVERIFY(hold.exec(u"BEGIN IMMEDIATE"_s)); // a write begun, the file still empty
        bool opened = false;
        QString refusal;
        std::thread opener([&] {
            auto result = storage::SqliteArchive::open(archive, {.createIfMissing = true});
            opened = result.hasValue();
            if (!result)
                refusal = u"refused: error %1"_s.arg(int(result.error().code));
        });
        QThread::msleep(300); // the other program's moment with the file
        QVERIFY(hold.exec(u"COMMIT"_s));
        opener.join();
        QVERIFY2(opened, qPrintable(refusal));
        holder.close();
    }
    QSqlDatabase::removeDatabase(u"holder"_s);
}

void TestArchiveIdentity::twelveImportsOfOneFileAtOnceStoreItOnce()
{
    // Six imports of one file at once stored it 2 to 6 times: each looked for the earlier import before
    // its write transaction. Now one stores it and the others are told its id.
    const QString archive = path(u"shared.postmark"_s);
    const QString file = gameFile(70);
    QCOMPARE(cli({u"import"_s, u"--create"_s, u"--db"_s, archive, gameFile(71)}).exitCode, 0);
    QList<QProcess*> imports;
    for (int copy = 0; copy < 12; ++copy) {
        auto* process = new QProcess(this);
        process->start(QStringLiteral(POSTMARK_CLI), {u"import"_s, u"--db"_s, archive, file});
        imports.append(process);
    }
    int stored = 0;
    int recognised = 0;
    for (QProcess* process : imports) {
        QVERIFY(process->waitForFinished(120000));
        QVERIFY2(process->exitCode() == 0, process->readAllStandardError().constData());
        const QString said = QString::fromUtf8(process->readAllStandardOutput());
        stored += said.contains(u"→ game 2"_s) ? 1 : 0;
        recognised += said.contains(u"already in the archive as game 2"_s) ? 1 : 0;
    }
    QCOMPARE(stored, 1);
    QCOMPARE(recognised, 11);
    QCOMPARE(gameCount(archive), 2);
}

QTEST_GUILESS_MAIN(TestArchiveIdentity)
#include "tst_archiveidentity.moc"
