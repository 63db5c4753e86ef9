// SPDX-License-Identifier: GPL-3.0-or-later
// Looking after a federation's server as a whole, as an archive file is looked after
// (archivemaintenance.cpp): its check — what the server enforces is in place, and every game the login may
// read is whole — and a copy of it, written by PostgreSQL's own pg_dump, which copies what a file copy cannot
// (the policies, the audit log, the functions the roles rely on) in one consistent snapshot.
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlQuery>
#include <QStandardPaths>

#include "core/storage/backuptarget.h"
#include "core/storage/eventpairingscheck.h"
#include "core/storage/federation.h"
#include "core/storage/postgresarchive.h"
#include "core/storage/storedgamescheck.h"

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

/// What the server's roles.sql makes, and without which a login's role is not what it seems.
constexpr const char16_t* GroupRoles[] = {
    u"postmark_admin", u"postmark_judge", u"postmark_appeals", u"postmark_player"};

/// The first line of pg_dump's complaint that says what went wrong, as it said it.
QString firstErrorLine(const QByteArray& said)
{
    const QStringList lines = QString::fromLocal8Bit(said).split(u'\n', Qt::SkipEmptyParts);
    for (const QString& line : lines) {
        // «pg_dump: error: query failed: …»: the message around it already says it is pg_dump's.
        if (const qsizetype at = line.indexOf(u"error:"_s); at >= 0)
            return line.mid(at + 6).simplified();
    }
    return lines.isEmpty() ? QString() : lines.first().simplified();
}

} // namespace

std::optional<Error> PostgresArchive::checkServerSetup(QList<Message>& problems) const
{
    const auto failed = [this](const QSqlQuery& query) {
        return serverError(m_connection->address(), query.lastError());
    };
    QSqlQuery version(m_database);
    if (!version.exec(u"SELECT max(version) FROM federation_schema"_s) || !version.next())
        return failed(version);
    const int stored = version.value(0).toInt();
    if (stored < FederationSchemaVersion)
        problems.append(say(MessageCode::FederationSchemaBehind, stored, FederationSchemaVersion));
    else if (stored > FederationSchemaVersion)
        problems.append(say(MessageCode::SchemaTooNew, stored, FederationSchemaVersion));

    QSqlQuery roles(m_database);
    if (!roles.exec(u"SELECT rolname FROM pg_roles WHERE rolname LIKE 'postmark\\_%'"_s))
        return failed(roles);
    QStringList present;
    while (roles.next())
        present.append(roles.value(0).toString());
    for (const char16_t* role : GroupRoles) {
        if (!present.contains(QString::fromUtf16(role)))
            problems.append(say(MessageCode::FederationGroupRoleMissing, QString::fromUtf16(role)));
    }

    // Every table of the archive answers each login through its policies (roles.sql): one whose row
    // security is off, or that has no policy to read by, shows its rows to whoever may read the table.
    // Off, every row is read by whoever may read the table; on without a read policy, no member reads
    // any (the server's default refuses): two faults, said as what each does.
    QSqlQuery open(m_database);
    if (!open.exec(u"SELECT c.relname, c.relrowsecurity FROM pg_class c JOIN pg_namespace n "
                   "ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' AND "
                   "(NOT c.relrowsecurity OR NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid "
                   "AND p.polcmd IN ('r', '*'))) ORDER BY c.relname"_s))
        return failed(open);
    while (open.next())
        problems.append(say(
            open.value(1).toBool() ? MessageCode::FederationTableUnread : MessageCode::FederationTableOpen,
            open.value(0).toString()));
    return std::nullopt;
}

Result<QList<Message>> PostgresArchive::check(const Progress& progress) const
{
    QList<Message> problems;
    if (auto error = checkServerSetup(problems))
        return *error;
    // The foreign keys and the rest of the SQL's own constraints the server enforces on every write;
    // what it cannot know is whether a game's cached state is its ledger's.
    const Result<StoredGamesCheck> games = StoredGamesCheck::prepare(
        m_database, [this](const QSqlError& error) { return serverError(m_connection->address(), error); });
    if (!games)
        return games.error();
    const qint64 total = std::max<qint64>(1, games->gameCount());
    if (progress && !progress(0, total))
        return Error{ErrorCode::Cancelled, {}};
    const auto read = [this](qint64 first, qint64 last) {
        return readGames(u"g.id BETWEEN ? AND ?"_s, {first, last});
    };
    const auto step = [&](qsizetype done) {
        return !progress || progress(done, total);
    };
    if (auto error = games->run(read, step, problems))
        return *error;
    // The events' games against their pairings: read from the list, not the games again.
    const Result<QList<Message>> unpaired = eventPairingProblems(*this);
    if (!unpaired)
        return unpaired.error();
    problems.append(*unpaired);
    if (progress)
        progress(total, total);
    return problems;
}

std::optional<Message> PostgresArchive::backupRefusal() const
{
    // pg_dump reads every row with the policies off: only a login the policies do not apply to can.
    QSqlQuery owner(m_database);
    if (!owner.exec(u"SELECT (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user) "
                    "OR NOT EXISTS (SELECT 1 FROM pg_tables WHERE schemaname = 'public' "
                    "AND tableowner <> current_user), current_user::text"_s)
        || !owner.next())
        return std::nullopt; // pg_dump will say what is wrong
    if (owner.value(0).toBool())
        return std::nullopt;
    return say(MessageCode::ServerBackupOwnersOnly, owner.value(1).toString());
}

std::optional<Error> PostgresArchive::backup(const QString& target, const Progress& progress) const
{
    // A login the policies apply to would have pg_dump stop at the first table it may not read whole:
    // said before anything is written, with who copies what instead.
    if (const std::optional<Message> refusal = backupRefusal())
        return Error{ErrorCode::PermissionDenied, *refusal};
    if (auto refused = prepareBackupTarget(target))
        return refused;
    const QString pgDump = QStandardPaths::findExecutable(u"pg_dump"_s);
    if (pgDump.isEmpty())
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ServerBackupNeedsPgDump)};

    // pg_dump connects as this archive did: the same address, the password from libpq's own places
    // (never asked for: there may be no terminal to ask on).
    QProcess dump;
    dump.setProgram(pgDump);
    dump.setArguments({u"--format=custom"_s,
        u"--no-password"_s,
        u"--file="_s + target,
        u"--dbname="_s + m_connection->address().display()});
    // The copy holds every player's address and every judge's register: readable by its owner only, as
    // the archive file is.
    dump.setChildProcessModifier([] { ::umask(077); });
    dump.start();
    if (!dump.waitForStarted())
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ServerBackupNeedsPgDump)};
    while (!dump.waitForFinished(100)) {
        // How much is written is known, how much there will be is not: the copy is compressed.
        if (progress && !progress(QFileInfo(target).size(), 0)) {
            dump.kill();
            dump.waitForFinished();
            QFile::remove(target);
            return Error{ErrorCode::Cancelled, {}};
        }
    }
    if (dump.exitStatus() != QProcess::NormalExit || dump.exitCode() != 0) {
        QFile::remove(target);
        return Error{ErrorCode::ArchiveFailure,
            say(MessageCode::ServerBackupRefused, loginName(), firstErrorLine(dump.readAllStandardError()))};
    }
    // Told once at the end too: a small server is copied before the first look at the file (0.1 s), and
    // the progress was never told anything.
    if (progress) {
        const qint64 written = QFileInfo(target).size();
        progress(written, written);
    }
    return std::nullopt;
}

} // namespace postmark::storage
