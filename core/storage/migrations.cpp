// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/migrations.h"

#include <QFile>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/transaction.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

// The tables whose every change goes into the audit log (the cache tables are rebuilt, not edited).
const QStringList AuditedTables = {u"people"_s,
    u"tournaments"_s,
    u"tournament_players"_s,
    u"games"_s,
    u"cards"_s,
    u"card_postmarks"_s,
    u"card_plies"_s,
    u"leaves"_s,
    u"adjustments"_s,
    u"claims"_s,
    u"decisions"_s};

QStringList statementsOf(const QString& resource)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("schema resource %s is missing from the build", qPrintable(resource));
    QStringList lines;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        if (!line.trimmed().startsWith(u"--"_s))
            lines.append(line);
    }
    QStringList statements;
    for (const QString& statement : lines.join(u'\n').split(u';')) {
        if (!statement.trimmed().isEmpty())
            statements.append(statement.trimmed());
    }
    return statements;
}

std::optional<Error> execAll(QSqlDatabase& database, const QStringList& statements, const QString& path)
{
    for (const QString& statement : statements) {
        QSqlQuery query(database);
        if (!query.exec(statement))
            return archiveError(query.lastError(), path);
    }
    return std::nullopt;
}

QStringList auditTriggers(QSqlDatabase& database, const QStringList& tables)
{
    QStringList statements;
    for (const QString& table : tables) {
        QStringList columns;
        QSqlQuery info(database);
        info.exec(u"PRAGMA table_info(%1)"_s.arg(table));
        while (info.next())
            columns.append(info.value(1).toString());
        const auto jsonOf = [&columns](const QString& row) -> QString {
            QStringList pairs;
            for (const QString& column : columns)
                pairs.append(u"'%1', %2.%1"_s.arg(column, row));
            return u"json_object("_s + pairs.join(u", "_s) + u')';
        };
        const QString now = u"strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"_s;
        statements.append(
            u"CREATE TRIGGER audit_%1_insert AFTER INSERT ON %1 BEGIN "
            "INSERT INTO audit_log (at, action, table_name, row_id, new_value) "
            "VALUES (%2, 'insert', '%1', NEW.rowid, %3); END"_s.arg(table, now, jsonOf(u"NEW"_s)));
        statements.append(u"CREATE TRIGGER audit_%1_update AFTER UPDATE ON %1 BEGIN "
                          "INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) "
                          "VALUES (%2, 'update', '%1', NEW.rowid, %3, %4); END"_s.arg(
                              table, now, jsonOf(u"OLD"_s), jsonOf(u"NEW"_s)));
        statements.append(
            u"CREATE TRIGGER audit_%1_delete AFTER DELETE ON %1 BEGIN "
            "INSERT INTO audit_log (at, action, table_name, row_id, old_value) "
            "VALUES (%2, 'delete', '%1', OLD.rowid, %3); END"_s.arg(table, now, jsonOf(u"OLD"_s)));
    }
    return statements;
}

/// Version 11's insert triggers: the new row's id, not a copy of it (see schema/v11.sql).
std::optional<Error> logInsertsByRowId(QSqlDatabase& database, const QString& path)
{
    QSqlQuery triggers(database);
    if (!triggers.exec(u"SELECT name, tbl_name FROM sqlite_master WHERE type = 'trigger' "
                       "AND name GLOB 'audit_*_insert' ORDER BY name"_s))
        return archiveError(triggers.lastError(), path);
    QStringList statements;
    while (triggers.next()) {
        const QString name = triggers.value(0).toString();
        const QString table = triggers.value(1).toString();
        statements.append(u"DROP TRIGGER %1"_s.arg(name));
        // A card's postmarks and plies are written with their card only, whose insert is logged: logging
        // each of them too was half the log of an import. Their updates and deletes are still logged.
        if (table == u"card_postmarks" || table == u"card_plies")
            continue;
        statements.append(
            u"CREATE TRIGGER %1 AFTER INSERT ON %2 BEGIN "
            "INSERT INTO audit_log (at, action, table_name, row_id) "
            "VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', '%2', NEW.rowid); END"_s.arg(
                name, table));
    }
    triggers.finish();
    return execAll(database, statements, path);
}

/// Rewrites tables' CHECK constraints by `statements` (updates of sqlite_master's sql) without copying a
/// row: SQLite's documented procedure for such changes (lang_altertable, section 7) — writable_schema on,
/// the updates, the schema version one higher so that every connection reads the schema again,
/// writable_schema off — inside the migration's transaction. Only for a constraint every row already meets.
std::optional<Error> changeChecksInPlace(
    QSqlDatabase& database, const QStringList& statements, const QString& path)
{
    QSqlQuery version(database);
    if (!version.exec(u"PRAGMA schema_version"_s) || !version.next())
        return archiveError(version.lastError(), path);
    const int schemaVersion = version.value(0).toInt();
    version.finish();
    QStringList steps{u"PRAGMA writable_schema = ON"_s};
    steps += statements;
    steps << u"PRAGMA schema_version = %1"_s.arg(schemaVersion + 1) << u"PRAGMA writable_schema = OFF"_s;
    return execAll(database, steps, path);
}

/// For a table with a new column: its update and delete triggers, which log the row's values, dropped and
/// made again so that the log holds the column; its insert trigger logs the row id since version 11, and
/// stays.
QStringList valueTriggersMadeAgain(QSqlDatabase& database, const QString& table)
{
    QStringList statements{
        u"DROP TRIGGER audit_%1_update"_s.arg(table), u"DROP TRIGGER audit_%1_delete"_s.arg(table)};
    for (const QString& statement : auditTriggers(database, {table})) {
        if (!statement.contains(u"AFTER INSERT"_s))
            statements.append(statement);
    }
    return statements;
}

/// Step N takes an archive from version N - 1 to N. Append only: a released step never changes.
std::optional<Error> applyStep(int version, QSqlDatabase& database, const QString& path)
{
    switch (version) {
    case 1:
        return execAll(database, statementsOf(u":/schema/v1.sql"_s), path);
    case 2:
        if (auto error = execAll(database, statementsOf(u":/schema/v2.sql"_s), path))
            return error;
        return execAll(database, auditTriggers(database, AuditedTables), path);
    case 3: {
        if (auto error = execAll(database, statementsOf(u":/schema/v3.sql"_s), path))
            return error;
        // tournament_players has new columns: its triggers are made again so that the log holds them.
        QStringList statements;
        for (const QString& action : {u"insert"_s, u"update"_s, u"delete"_s})
            statements.append(u"DROP TRIGGER audit_tournament_players_%1"_s.arg(action));
        statements.append(auditTriggers(database, {u"tournament_players"_s, u"tournament_games"_s}));
        return execAll(database, statements, path);
    }
    case 4:
        if (auto error = execAll(database, statementsOf(u":/schema/v4.sql"_s), path))
            return error;
        return execAll(
            database, auditTriggers(database, {u"tournament_claims"_s, u"tournament_adjudications"_s}), path);
    case 5: {
        if (auto error = execAll(database, statementsOf(u":/schema/v5.sql"_s), path))
            return error;
        // Both registers have new columns: their triggers are made again so that the log holds them.
        QStringList statements;
        for (const QString& table : {u"tournament_claims"_s, u"tournament_adjudications"_s}) {
            for (const QString& action : {u"insert"_s, u"update"_s, u"delete"_s})
                statements.append(u"DROP TRIGGER audit_%1_%2"_s.arg(table, action));
        }
        statements.append(auditTriggers(database, {u"tournament_claims"_s, u"tournament_adjudications"_s}));
        return execAll(database, statements, path);
    }
    case 6:
        if (auto error = execAll(database, statementsOf(u":/schema/v6.sql"_s), path))
            return error;
        return execAll(database, auditTriggers(database, {u"archive_owner"_s}), path);
    case 7: {
        if (auto error = execAll(database, statementsOf(u":/schema/v7.sql"_s), path))
            return error;
        // The cards have a new column: their triggers are made again so that the log holds it.
        QStringList statements;
        for (const QString& action : {u"insert"_s, u"update"_s, u"delete"_s})
            statements.append(u"DROP TRIGGER audit_cards_%1"_s.arg(action));
        statements.append(auditTriggers(database, {u"cards"_s}));
        return execAll(database, statements, path);
    }
    case 8: {
        if (auto error = execAll(database, statementsOf(u":/schema/v8.sql"_s), path))
            return error;
        // These tables have new columns: their triggers are made again so that the log holds them.
        QStringList statements;
        for (const QString& table :
            {u"tournaments"_s, u"tournament_games"_s, u"cards"_s, u"tournament_claims"_s}) {
            for (const QString& action : {u"insert"_s, u"update"_s, u"delete"_s})
                statements.append(u"DROP TRIGGER audit_%1_%2"_s.arg(table, action));
        }
        statements.append(auditTriggers(
            database, {u"tournaments"_s, u"tournament_games"_s, u"cards"_s, u"tournament_claims"_s}));
        return execAll(database, statements, path);
    }
    case 9:
        return execAll(database, statementsOf(u":/schema/v9.sql"_s), path);
    case 10:
        return execAll(database, statementsOf(u":/schema/v10.sql"_s), path);
    case 11:
        if (auto error = execAll(database, statementsOf(u":/schema/v11.sql"_s), path))
            return error;
        return logInsertsByRowId(database, path);
    case 12: {
        if (auto error = execAll(database, statementsOf(u":/schema/v12.sql"_s), path))
            return error;
        // The Cup's tables and the team events are audited like the tournaments': an insert by its row id
        // (version 11).
        QStringList statements;
        for (const QString& table : {u"cups"_s, u"cup_groups"_s, u"cup_decisions"_s, u"team_events"_s}) {
            for (const QString& statement : auditTriggers(database, {table})) {
                if (!statement.contains(u"AFTER INSERT"_s))
                    statements.append(statement);
            }
            statements.append(
                u"CREATE TRIGGER audit_%1_insert AFTER INSERT ON %1 BEGIN "
                "INSERT INTO audit_log (at, action, table_name, row_id) "
                "VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', '%1', NEW.rowid); END"_s.arg(
                    table));
        }
        return execAll(database, statements, path);
    }
    case 13:
        return execAll(database, statementsOf(u":/schema/v13.sql"_s), path);
    case 14:
        return execAll(database, statementsOf(u":/schema/v14.sql"_s), path);
    case 15:
        return execAll(database, statementsOf(u":/schema/v15.sql"_s), path);
    case 16:
        return execAll(database, statementsOf(u":/schema/v16.sql"_s), path);
    case 17:
        return changeChecksInPlace(database, statementsOf(u":/schema/v17.sql"_s), path);
    case 18: // the owner's row has a new column
        if (auto error = execAll(database, statementsOf(u":/schema/v18.sql"_s), path))
            return error;
        return execAll(database, valueTriggersMadeAgain(database, u"archive_owner"_s), path);
    case 19: // the claims register has a new column
        if (auto error = execAll(database, statementsOf(u":/schema/v19.sql"_s), path))
            return error;
        return execAll(database, valueTriggersMadeAgain(database, u"tournament_claims"_s), path);
    case 20: // the owner's row has a new column
        if (auto error = execAll(database, statementsOf(u":/schema/v20.sql"_s), path))
            return error;
        return execAll(database, valueTriggersMadeAgain(database, u"archive_owner"_s), path);
    case 21: // a Cup's decision of a shared place: a new column, a wider CHECK
        if (auto error = execAll(database, statementsOf(u":/schema/v21.sql"_s), path))
            return error;
        if (auto error = changeChecksInPlace(database, statementsOf(u":/schema/v21-checks.sql"_s), path))
            return error;
        return execAll(database, valueTriggersMadeAgain(database, u"cup_decisions"_s), path);
    case 22: // the day a Cup's decision was recorded
        if (auto error = execAll(database, statementsOf(u":/schema/v22.sql"_s), path))
            return error;
        return execAll(database, valueTriggersMadeAgain(database, u"cup_decisions"_s), path);
    default:
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::NoMigrationTo, version)};
    }
}

} // namespace

int latestSchemaVersion()
{
    return 22;
}

namespace {

Result<int> pragmaValue(QSqlDatabase& database, const QString& archivePath, const QString& pragma)
{
    QSqlQuery query(database);
    if (!query.exec(u"PRAGMA "_s + pragma) || !query.next())
        return archiveError(query.lastError(), archivePath);
    return query.value(0).toInt();
}

Result<int> schemaVersionOf(QSqlDatabase& database, const QString& archivePath)
{
    return pragmaValue(database, archivePath, u"user_version"_s);
}

std::optional<Error> markAsPostmarks(QSqlDatabase& database, const QString& archivePath)
{
    QSqlQuery mark(database);
    if (!mark.exec(u"PRAGMA application_id = %1"_s.arg(PostmarkApplicationId)))
        return archiveError(mark.lastError(), archivePath);
    return std::nullopt;
}

} // namespace

std::optional<Error> migrate(QSqlDatabase& database, const QString& archivePath)
{
    const Result<int> before = schemaVersionOf(database, archivePath);
    if (!before)
        return before.error();
    if (*before > latestSchemaVersion())
        return Error{
            ErrorCode::ArchiveTooNew, say(MessageCode::SchemaTooNew, *before, latestSchemaVersion())};
    const Result<int> applicationId = pragmaValue(database, archivePath, u"application_id"_s);
    if (!applicationId)
        return applicationId.error();
    if (*before == latestSchemaVersion() && *applicationId == PostmarkApplicationId)
        return std::nullopt;
    if (*before >= 1 && *before < latestSchemaVersion()) {
        // A copy of the archive as it was, before anything changes: through SQLite (VACUUM INTO), never by
        // copying the file, since opening and closing the archive's file outside SQLite drops this
        // program's locks on it, and another program could then delete the journal under a live write.
        const QString backup = archivePath + u".v%1.bak"_s.arg(*before);
        QFile::remove(backup);
        QSqlQuery copy(database);
        copy.prepare(u"VACUUM INTO ?"_s);
        copy.addBindValue(backup);
        if (!copy.exec())
            return Error{ErrorCode::ArchiveFailure, say(MessageCode::CannotWriteUpgradeBackup, backup)};
    }
    // The version is read again under the write lock, and every step taken in that one transaction: two
    // programs opening a new archive at once must not both create its tables.
    TransactionGuard transaction(database, archivePath);
    if (transaction.beginError())
        return transaction.beginError();
    const Result<int> version = schemaVersionOf(database, archivePath);
    if (!version)
        return version.error();
    for (int next = *version + 1; next <= latestSchemaVersion(); ++next) {
        if (auto error = applyStep(next, database, archivePath))
            return error;
    }
    if (*version < latestSchemaVersion()) {
        QSqlQuery setVersion(database);
        if (!setVersion.exec(u"PRAGMA user_version = %1"_s.arg(latestSchemaVersion())))
            return archiveError(setVersion.lastError(), archivePath);
    }
    if (auto error = markAsPostmarks(database, archivePath))
        return error;
    return transaction.commit();
}

} // namespace postmark::storage
