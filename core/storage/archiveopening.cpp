// SPDX-License-Identifier: GPL-3.0-or-later
// Opening an archive: what the file is, whether it may be written, and its migration.
#include <atomic>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUrl>
#include <QtEndian>

#include "core/storage/damagecheck.h"
#include "core/storage/migrations.h"
#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

QString nextConnectionName()
{
    static std::atomic<int> connections{0};
    return u"postmark-archive-%1"_s.arg(++connections);
}

/// What the file holds, read on a connection that opens it for reading only and so changes nothing.
struct Identity
{
    int applicationId = 0;
    int schemaVersion = 0;
    int postmarkTables = 0; ///< of the tables every Postmark archive has
    int tables = 0;
};

constexpr int PostmarkTableCount = 4;

/// Whether SQLite must be told the file cannot change (immutable) to read it at all: a WAL archive can be
/// read without writing only where its shared-memory file exists or can be made. In a folder this user
/// cannot write, with no -shm file, no program has the archive open to write either.
bool needsImmutable(const QString& path)
{
    return !QFileInfo(QFileInfo(path).absolutePath()).isWritable() && !QFileInfo::exists(path + u"-shm"_s);
}

/// Points `database` at the archive, for reading only when `readOnly`.
void connect(QSqlDatabase& database, const QString& path, bool readOnly, int busyTimeoutMs)
{
    QString options = u"QSQLITE_BUSY_TIMEOUT="_s + QString::number(busyTimeoutMs);
    if (readOnly && needsImmutable(path)) {
        database.setDatabaseName(
            QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded)
            + u"?immutable=1"_s);
        options += u";QSQLITE_OPEN_URI"_s;
    } else {
        database.setDatabaseName(path);
    }
    if (readOnly)
        options += u";QSQLITE_OPEN_READONLY"_s;
    database.setConnectOptions(options);
}

DamageCheck::Connect readOnlyConnection(const QString& path)
{
    return [path](QSqlDatabase& database) {
        connect(database, path, true, 5000);
    };
}

/// The archive's identity from its file's first 100 bytes (SQLite's header: the user version at offset 60,
/// the application id at 68, big-endian), when it says Postmark's and the file has no write-ahead log
/// to read beside it (a log left by a crash may hold a newer version). Asking SQLite instead costs a
/// connection and a reading of the whole schema — a tenth of the start-up's work on the archive, twice.
std::optional<Identity> identityFromHeader(const QString& path)
{
    if (QFileInfo(path + u"-wal"_s).size() > 0)
        return std::nullopt;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray header = file.read(100);
    if (header.size() < 100 || !header.startsWith(QByteArrayView("SQLite format 3\0", 16)))
        return std::nullopt;
    const auto bigEndian = [&header](int offset) {
        return qFromBigEndian<qint32>(header.constData() + offset);
    };
    Identity identity;
    identity.applicationId = bigEndian(68);
    identity.schemaVersion = bigEndian(60);
    if (identity.applicationId != PostmarkApplicationId)
        return std::nullopt; // another program's, or older than the mark: SQLite counts its tables
    return identity;
}

Result<Identity> identityOf(const QString& path)
{
    if (const std::optional<Identity> read = identityFromHeader(path))
        return *read;
    const QString connection = nextConnectionName();
    Result<Identity> result = Identity{};
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        connect(database, path, true, 5000);
        const auto value = [&](const QString& sql) -> std::optional<QVariant> {
            QSqlQuery query(database);
            if (!query.exec(sql) || !query.next()) {
                result = archiveError(query.lastError(), path);
                return std::nullopt;
            }
            return query.value(0);
        };
        if (!database.open()) {
            result = archiveError(database.lastError(), path);
        } else if (const auto id = value(u"PRAGMA application_id"_s)) {
            Identity identity;
            identity.applicationId = id->toInt();
            const auto version = value(u"PRAGMA user_version"_s);
            const auto ours = value(
                u"SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('people', 'games', "
                "'cards', 'card_postmarks')"_s);
            const auto tables = value(u"SELECT count(*) FROM sqlite_master WHERE type = 'table'"_s);
            if (version && ours && tables) {
                identity.schemaVersion = version->toInt();
                identity.postmarkTables = ours->toInt();
                identity.tables = tables->toInt();
                result = identity;
            }
        }
        database.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return result;
}

bool canWrite(const QFileInfo& file)
{
    // A file nobody may write (chmod a-w) was made read-only on purpose: it is read only even by root,
    // whom the system would let write it.
    constexpr QFileDevice::Permissions anyWrite =
        QFileDevice::WriteOwner | QFileDevice::WriteGroup | QFileDevice::WriteOther;
    if (file.exists() && !(file.permissions() & anyWrite))
        return false;
    // The journal and its index live beside the archive: its folder must be writable too.
    return (!file.exists() || file.isWritable()) && QFileInfo(file.absolutePath()).isWritable();
}

/// Runs `sql`, trying again while another program holds the file, for up to `timeoutMs`. Switching an
/// archive to WAL while another program has begun a write on it (its first, creating the tables) is
/// answered "database is locked" at once — SQLite waits for a write, not for this — and so three imports
/// creating one new archive together had one refused now and then: 5 imports in 300 on a busy machine, none
/// in 300 since (the storage test's three imports were the flaky one).
std::optional<QSqlError> execWaitingForTheFile(QSqlDatabase& database, const QString& sql, int timeoutMs)
{
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        QSqlQuery query(database);
        if (query.exec(sql))
            return std::nullopt;
        const int code = query.lastError().nativeErrorCode().toInt() & 0xff;
        const bool busy = code == 5 || code == 6; // SQLITE_BUSY, SQLITE_LOCKED
        if (!busy || waited.elapsed() >= timeoutMs)
            return query.lastError();
        QThread::msleep(10);
    }
}

} // namespace

Result<std::unique_ptr<SqliteArchive>> SqliteArchive::open(const QString& path, const Options& options)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return Error{ErrorCode::ArchiveNotAnArchive, say(MessageCode::ArchiveNotAFile, path)};
    const bool isNew = !info.exists() || info.size() == 0;
    if (isNew && !options.createIfMissing)
        return info.exists() ? Error{ErrorCode::ArchiveNotAnArchive, say(MessageCode::ArchiveFileEmpty, path)}
                             : Error{ErrorCode::ArchiveMissing, say(MessageCode::NoArchiveAt, path)};
    if (!info.exists() && !QDir().mkpath(info.absolutePath()))
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::CannotCreateFolder, info.absolutePath())};

    std::optional<Error> writeRefusal;
    if (options.readOnly || !canWrite(info))
        writeRefusal = Error{ErrorCode::ArchiveReadOnly, say(MessageCode::ArchiveOpenedReadOnly, path)};
    int schemaVersion = 0;
    bool deferCheck = false;
    if (!isNew) {
        const Result<Identity> identity = identityOf(path);
        if (!identity)
            return identity.error();
        // Postmark's own mark, or — for an archive made before the mark — Postmark's tables and version.
        const bool ours = identity->applicationId == PostmarkApplicationId
            || (identity->applicationId == 0 && identity->schemaVersion >= 1
                && identity->postmarkTables == PostmarkTableCount);
        const bool emptyDatabase = identity->applicationId == 0 && identity->tables == 0;
        if (!ours && !(emptyDatabase && options.createIfMissing))
            return Error{ErrorCode::ArchiveNotAnArchive, say(MessageCode::ArchiveOfAnotherProgram, path)};
        schemaVersion = identity->schemaVersion;
        // An archive to be migrated, or one opened to read only, is checked before anything else; one
        // opened to write is checked once the window has shown its games (startDeferredChecks()), and
        // its first write waits for the verdict (settledWriteRefusal()).
        deferCheck = !writeRefusal && schemaVersion == latestSchemaVersion();
        if (!deferCheck) {
            const QString verdict = DamageCheck::of(readOnlyConnection(path));
            if (verdict != u"ok"_s)
                writeRefusal =
                    Error{ErrorCode::ArchiveDamaged, say(MessageCode::ArchiveDamagedOnOpen, path, verdict)};
        }
    }
    if (writeRefusal && isNew)
        return *writeRefusal; // nothing to read, and nothing may be made
    if (writeRefusal && schemaVersion < latestSchemaVersion())
        return Error{writeRefusal->code, say(MessageCode::ArchiveTooOldToReadOnly, path, schemaVersion)};

    const QString connection = nextConnectionName();
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        connect(database, path, writeRefusal.has_value(), options.busyTimeoutMs);
    }
    std::unique_ptr<SqliteArchive> archive(new SqliteArchive(path, connection));
    archive->m_writeRefusal = writeRefusal;
    QSqlDatabase& database = archive->m_database;
    if (!database.open())
        return archiveError(database.lastError(), path);
    // WAL lets the list be read while a card is being saved; NORMAL synchronisation keeps every committed
    // write through a crash of the program (only a crash of the machine may lose the last ones). A
    // read-only archive keeps the journal mode it has.
    QStringList pragmas = {u"PRAGMA foreign_keys = ON"_s, u"PRAGMA cache_size = -32768"_s};
    if (!writeRefusal)
        pragmas << u"PRAGMA journal_mode = WAL"_s << u"PRAGMA synchronous = NORMAL"_s;
    for (const QString& pragma : pragmas) {
        if (auto error = execWaitingForTheFile(database, pragma, options.busyTimeoutMs))
            return archiveError(*error, path);
    }
    // Not started here: beside the opening, the check's connection made the archive's own wait on the
    // file's lock (2–4 ms of a 10,000-game archive's 5–7), and beside the window's first paint its reading of
    // every page slowed that paint by a sixth. The window starts it once it has shown the games
    // (startDeferredChecks()); a write before that starts it and waits for it.
    if (deferCheck)
        archive->m_pendingDamageCheck = readOnlyConnection(path);
    if (writeRefusal)
        return archive;
    if (auto error = migrate(database, path))
        return *error;
    if (auto error = archive->rebuildMissingState({}))
        return *error;
    return archive;
}

bool SqliteArchive::isCurrentArchive(const QString& path)
{
    if (!QFileInfo(path).isFile())
        return false;
    const Result<Identity> identity = identityOf(path);
    return identity && identity->applicationId == PostmarkApplicationId
        && identity->schemaVersion == latestSchemaVersion();
}

} // namespace postmark::storage

namespace postmark::storage {

void SqliteArchive::startDeferredChecks() const
{
    if (!m_pendingDamageCheck)
        return;
    m_damageCheck.start(*m_pendingDamageCheck);
    m_pendingDamageCheck.reset();
}

const std::optional<Error>& SqliteArchive::settledWriteRefusal() const
{
    startDeferredChecks(); // nothing is written before the verdict
    if (m_damageCheck.isStarted()) {
        const QString verdict = m_damageCheck.verdict();
        if (verdict != u"ok"_s && !m_writeRefusal)
            m_writeRefusal =
                Error{ErrorCode::ArchiveDamaged, say(MessageCode::ArchiveDamagedOnOpen, m_path, verdict)};
    }
    return m_writeRefusal;
}

bool SqliteArchive::writeRefusalSettled() const
{
    return !m_pendingDamageCheck && m_damageCheck.isDone();
}

} // namespace postmark::storage
