// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include "core/ledger/gamefilewriter.h"
#include "core/storage/sqlitearchive.h"
#include "core/tournament/newevent.h"
#include "tests/storage/archivesupport.h"
#include "tests/storage/cliprocess.h"
#include "tests/support/messagewords.h"
#include "tests/support/randomgame.h"

#include <sys/stat.h>

using postmark::testing::english;

using namespace postmark;
using namespace postmark::storage;
using namespace Qt::StringLiterals;

/// The archive survives what happens to real archives: a program killed mid-write, a full disk, a file
/// it may not write, another program holding it, a file that is no archive, two programs writing at
/// once. Real processes, no mocks.
class TestReliability : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void killedWriterLosesNothingAcknowledged();
    void fullDiskSavesNothingHalfWritten();
    void readOnlyArchiveIsRefusedClearly();
    void lockedArchiveIsRefusedClearly();
    void fileThatIsNoArchiveIsLeftAlone();
    void twoWritersLoseNoUpdate();
    void windowsAndReadersTogetherLoseNothingAcknowledged();

private:
    QString archivePath() const { return m_dir->filePath(u"archive.postmark"_s); }
    QString gameFile(int seed = 4242)
    {
        const QString path = m_dir->filePath(u"game-%1.json"_s.arg(seed));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        file.write(ledger::writeGameFile(testing::randomGame(seed, {.cards = 10})));
        return path;
    }
    int gameCount()
    {
        auto archive = SqliteArchive::open(archivePath()).value();
        return int(archive->games()->size());
    }
    static testing::Run run(const QString& program, const QStringList& arguments)
    {
        return testing::runProgram(program, arguments);
    }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestReliability::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestReliability::killedWriterLosesNothingAcknowledged()
{
    SqliteArchive::open(archivePath()).value(); // created and migrated once
    QRandomGenerator random(20190601);
    QSet<qint64> acknowledged;
    for (int trial = 0; trial < 100; ++trial) {
        QProcess writer;
        writer.start(QStringLiteral(ARCHIVE_WRITER), {u"add"_s, archivePath(), u"100000"_s});
        QVERIFY(writer.waitForStarted());
        // Killed after its N-th acknowledged write, at a random point of the next one: the test waits for
        // what it needs, never for a clock, so a slow (sanitized, loaded) machine only takes longer.
        const int wanted = int(random.bounded(1, 4));
        QByteArray printed;
        while (printed.count("ack ") < wanted) {
            QVERIFY2(writer.waitForReadyRead(120000),
                qPrintable(u"trial %1: the writer acknowledged nothing"_s.arg(trial)));
            printed += writer.readAllStandardOutput();
        }
        QThread::usleep(random.bounded(0, 3000));
        writer.kill(); // SIGKILL: no chance to finish anything
        writer.waitForFinished();
        printed += writer.readAllStandardOutput();
        for (const QByteArray& line : printed.split('\n')) {
            if (line.startsWith("ack "))
                acknowledged.insert(line.mid(4).toLongLong());
        }
        auto archive = SqliteArchive::open(archivePath());
        QVERIFY2(archive,
            qPrintable(
                u"trial %1: %2"_s.arg(trial).arg(archive ? QString() : english(archive.error().detail))));
        QSet<qint64> present;
        for (const archive::GameSummary& summary : archive.value()->games().value())
            present.insert(summary.id);
        for (qint64 id : std::as_const(acknowledged))
            QVERIFY2(present.contains(id),
                qPrintable(u"trial %1: acknowledged game %2 is missing"_s.arg(trial).arg(id)));
        if (trial % 10 == 9)
            QVERIFY(archive.value()->check()->isEmpty());
    }
    QVERIFY2(acknowledged.size() >= 100, "every trial waited for at least one acknowledged write");
}

void TestReliability::fullDiskSavesNothingHalfWritten()
{
    // A tiny file system of its own; mounting needs root, as the test suite runs in CI.
    const QString mountPoint = m_dir->filePath(u"small-disk"_s);
    QDir().mkpath(mountPoint);
    const testing::Run mount =
        run(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size=600k"_s, u"tmpfs"_s, mountPoint});
    QVERIFY2(mount.exitCode == 0, qPrintable(u"mounting a small tmpfs (needs root): "_s + mount.err));
    const QString path = mountPoint + u"/archive.postmark"_s;
    int stored = 0;
    std::optional<Error> failure;
    {
        auto archive = SqliteArchive::open(path).value();
        for (quint32 seed = 1; seed < 2000 && !failure; ++seed) {
            const Result<qint64> id =
                archive->addGame(testing::randomGame(seed, {.cards = 60}), QDate(2019, 6, 1));
            if (id)
                ++stored;
            else
                failure = id.error();
        }
        QVERIFY2(failure, "the small disk never filled up");
        QCOMPARE(failure->code, ErrorCode::ArchiveDiskFull);
        // The failed write left nothing behind; everything saved before is whole.
        QCOMPARE(int(archive->games()->size()), stored);
        QVERIFY(archive->check()->isEmpty());

        // A judge's new 20-player event (190 pairings) on the full disk: each import is whole or absent.
        tournament::NewEventForm form;
        form.name = u"Cup"_s;
        form.start = QDate(2019, 1, 1);
        form.end = QDate(2021, 1, 1);
        for (int i = 1; i <= 20; ++i)
            form.players.append({{}, u"Player %1"_s.arg(i), u"Street %1, Kyiv"_s.arg(i), std::nullopt});
        const tournament::Tournament event = tournament::newEvent(form).event;
        int imported = 0;
        std::optional<Error> refused;
        for (int attempt = 0; attempt < 50 && !refused; ++attempt) {
            const Result<qint64> id = archive->importTournament(event);
            if (id)
                ++imported;
            else
                refused = id.error();
        }
        QVERIFY2(refused, "the full disk took 50 tournaments");
        QVERIFY2(refused->code == ErrorCode::ArchiveDiskFull, qPrintable(english(refused->detail)));
        const QList<archive::TournamentSummary> tournaments = archive->tournaments().value();
        QCOMPARE(int(tournaments.size()), imported);
        for (const archive::TournamentSummary& summary : tournaments)
            QCOMPARE(archive->tournament(summary.id).value(), event);
        QVERIFY(archive->check()->isEmpty());
    }
    QVERIFY(stored > 0);
    run(u"umount"_s, {mountPoint});
}

void TestReliability::readOnlyArchiveIsRefusedClearly()
{
    {
        auto archive = SqliteArchive::open(archivePath()).value();
        archive->addGame(testing::randomGame(7), QDate(2019, 6, 1)).value();
    }
    const QString game = gameFile();
    // Root may write anything; the user who runs Postmark usually may not write someone else's file.
    QVERIFY(::chmod(QFile::encodeName(m_dir->path()).constData(), 0755) == 0);
    QVERIFY(::chmod(QFile::encodeName(game).constData(), 0644) == 0);
    const testing::Run result = run(u"setpriv"_s,
        {u"--reuid=65534"_s,
            u"--regid=65534"_s,
            u"--clear-groups"_s,
            QStringLiteral(POSTMARK_CLI),
            u"import"_s,
            u"--db"_s,
            archivePath(),
            game});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(
        result.err.contains(u"read-only"_s) && result.err.contains(archivePath()), qPrintable(result.err));
    QCOMPARE(gameCount(), 1);
}

void TestReliability::lockedArchiveIsRefusedClearly()
{
    // Six imports at once: one gave up after 5 s at game 176 saying "nothing was changed", with 175 stored.
    // Now an import waits for the other program (up to --wait), in one transaction: either all or nothing.
    SqliteArchive::open(archivePath()).value();
    const QStringList games = {gameFile(1), gameFile(2), gameFile(3)};
    const QString connection = u"holder"_s;
    {
        QSqlDatabase holder = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        holder.setDatabaseName(archivePath());
        QVERIFY(holder.open());
        QSqlQuery lock(holder);
        QVERIFY(lock.exec(u"BEGIN EXCLUSIVE"_s));
        QVERIFY(lock.exec(u"INSERT INTO people (name) VALUES ('holding the lock')"_s));
        const testing::Run refused = run(QStringLiteral(POSTMARK_CLI),
            QStringList{u"import"_s, u"--wait"_s, u"1"_s, u"--db"_s, archivePath()} + games);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(u"in use by another program; nothing was changed"_s),
            qPrintable(refused.err));

        QProcess patient;
        patient.start(
            QStringLiteral(POSTMARK_CLI), QStringList{u"import"_s, u"--db"_s, archivePath()} + games);
        QVERIFY(patient.waitForStarted());
        // Let go once the waiting import has the archive open, so that it meets the lock.
        const QString fds = u"/proc/%1/fd"_s.arg(patient.processId());
        const auto hasArchiveOpen = [&] {
            for (const QFileInfo& fd : QDir(fds).entryInfoList(QDir::Files | QDir::System)) {
                if (fd.symLinkTarget() == QFileInfo(archivePath()).canonicalFilePath())
                    return true;
            }
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(hasArchiveOpen() || patient.state() == QProcess::NotRunning, 120000);
        QVERIFY(lock.exec(u"ROLLBACK"_s));
        QVERIFY(patient.waitForFinished(120000));
        QCOMPARE(patient.exitCode(), 0);
        holder.close();
    }
    QSqlDatabase::removeDatabase(connection);
    QCOMPARE(gameCount(), 3);
}

void TestReliability::fileThatIsNoArchiveIsLeftAlone()
{
    QFile letter(archivePath());
    QVERIFY(letter.open(QIODevice::WriteOnly));
    const QByteArray content = "Шановний партнере! Мій хід: e2-e4.\n";
    letter.write(content);
    letter.close();
    const testing::Run result =
        run(QStringLiteral(POSTMARK_CLI), {u"import"_s, u"--create"_s, u"--db"_s, archivePath(), gameFile()});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(u"not a Postmark archive"_s), qPrintable(result.err));
    QVERIFY(letter.open(QIODevice::ReadOnly));
    QCOMPARE(letter.readAll(), content);
}

void TestReliability::twoWritersLoseNoUpdate()
{
    qint64 id = 0;
    {
        auto archive = SqliteArchive::open(archivePath()).value();
        id = archive->addGame(testing::randomGame(11, {.cards = 10}), QDate(2019, 6, 1)).value();
    }
    QProcess first;
    QProcess second;
    const QStringList arguments = {u"increment"_s, archivePath(), QString::number(id), u"40"_s};
    first.start(QStringLiteral(ARCHIVE_WRITER), arguments);
    second.start(QStringLiteral(ARCHIVE_WRITER), arguments);
    QVERIFY(first.waitForFinished(120000));
    QVERIFY(second.waitForFinished(120000));
    QCOMPARE(first.exitCode(), 0);
    QCOMPARE(second.exitCode(), 0);
    auto archive = SqliteArchive::open(archivePath()).value();
    QCOMPARE(archive->game(id)->adjustments.size(), 80);
}

namespace {

/// The journal files a process has open that were deleted under it: where acknowledged writes went lost.
QStringList deletedJournals(qint64 pid)
{
    QStringList deleted;
    for (const QFileInfo& fd : QDir(u"/proc/%1/fd"_s.arg(pid)).entryInfoList(QDir::Files | QDir::System)) {
        const QString target = QFile::symLinkTarget(fd.filePath());
        if ((target.contains(u"-wal"_s) || target.contains(u"-shm"_s)) && target.endsWith(u"(deleted)"_s))
            deleted.append(target);
    }
    return deleted;
}

} // namespace

void TestReliability::windowsAndReadersTogetherLoseNothingAcknowledged()
{
    // A judge's saved edits were lost while a second window, `postmark-cli export` and sqlite3 read the same
    // archive: the window's -wal and -shm showed as deleted in /proc/PID/fd. Two writers acknowledge each
    // commit, a window stays open on the archive, and readers come and go; every acknowledged write must
    // be there afterwards, and no writer's journal is ever deleted under it.
    {
        auto archive = SqliteArchive::open(archivePath()).value();
        archive->addGame(testing::randomGame(5, {.cards = 10}), QDate(2019, 6, 1)).value();
    }
    QProcess window;
    window.setProcessEnvironment([] {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        return environment;
    }());
    window.start(QStringLiteral(POSTMARK_GUI), {u"--db"_s, archivePath()});
    QVERIFY(window.waitForStarted());
    const auto windowHasTheArchiveOpen = [&window] {
        for (const QFileInfo& fd :
            QDir(u"/proc/%1/fd"_s.arg(window.processId())).entryInfoList(QDir::Files | QDir::System)) {
            if (QFile::symLinkTarget(fd.filePath()).endsWith(u"-wal"_s))
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(windowHasTheArchiveOpen(), 120000);
    QProcess first;
    QProcess second;
    first.start(QStringLiteral(ARCHIVE_WRITER), {u"add"_s, archivePath(), u"300"_s});
    second.start(QStringLiteral(ARCHIVE_WRITER), {u"add"_s, archivePath(), u"300"_s});
    QSet<qint64> acknowledged;
    const auto collect = [&acknowledged](QProcess& writer) {
        while (writer.canReadLine()) {
            const QByteArray line = writer.readLine().trimmed();
            if (line.startsWith("ack "))
                acknowledged.insert(line.mid(4).toLongLong());
        }
    };
    int readers = 0;
    while (first.state() != QProcess::NotRunning || second.state() != QProcess::NotRunning) {
        const QString copy = m_dir->filePath(u"copy-%1.postmark"_s.arg(readers));
        run(QStringLiteral(POSTMARK_CLI), {u"export"_s, u"--db"_s, archivePath(), u"--game"_s, u"1"_s});
        run(QStringLiteral(POSTMARK_CLI), {u"backup"_s, u"--db"_s, archivePath(), u"-o"_s, copy});
        run(u"sqlite3"_s, {archivePath(), u"SELECT count(*) FROM games"_s});
        ++readers;
        for (QProcess* writer : {&first, &second}) {
            if (writer->state() != QProcess::NotRunning)
                QVERIFY2(deletedJournals(writer->processId()).isEmpty(),
                    qPrintable(deletedJournals(writer->processId()).join(u", "_s)));
        }
        // QProcess learns that a writer ended only when asked: each one is given a moment.
        first.waitForFinished(50);
        second.waitForFinished(50);
        collect(first);
        collect(second);
    }
    first.waitForFinished();
    second.waitForFinished();
    collect(first);
    collect(second);
    QCOMPARE(first.exitCode(), 0);
    QCOMPARE(second.exitCode(), 0);
    QVERIFY(readers > 0);
    QCOMPARE(acknowledged.size(), 600);
    QVERIFY2(deletedJournals(window.processId()).isEmpty(), "the window's journal was deleted under it");
    window.terminate();
    QVERIFY(window.waitForFinished(60000));
    auto archive = SqliteArchive::open(archivePath()).value();
    QSet<qint64> stored;
    for (const archive::GameSummary& summary : archive->games().value())
        stored.insert(summary.id);
    for (const qint64 id : std::as_const(acknowledged))
        QVERIFY2(stored.contains(id), qPrintable(u"game %1 was acknowledged and is gone"_s.arg(id)));
    QVERIFY(archive->check()->isEmpty());
}

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
