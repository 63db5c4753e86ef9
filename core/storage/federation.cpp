// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/federation.h"

#include <QAtomicInt>
#include <QFile>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

QString uniqueConnectionName()
{
    static QAtomicInt next;
    return u"postmark-federation-%1"_s.arg(next.fetchAndAddRelaxed(1));
}

QString resourceText(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the resource %s is missing from the build", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

/// libpq's connection settings written as QPSQL passes them on: key=value, quoted when needed.
QString connectOptions(const DatabaseAddress& address)
{
    QStringList options;
    for (const auto& [key, value] : address.settings) {
        QString quoted = value;
        quoted.replace(u'\\', u"\\\\"_s).replace(u'\'', u"\\'"_s);
        options.append(key + u"='"_s + quoted + u'\'');
    }
    return options.join(u';');
}

} // namespace

std::optional<FederationRole> federationRoleNamed(const QString& word)
{
    for (FederationRole role :
        {FederationRole::Admin, FederationRole::Judge, FederationRole::Appeals, FederationRole::Player}) {
        if (federationRoleWord(role) == word)
            return role;
    }
    return std::nullopt;
}

QString federationRoleWord(FederationRole role)
{
    switch (role) {
    case FederationRole::Admin:
        return u"admin"_s;
    case FederationRole::Judge:
        return u"judge"_s;
    case FederationRole::Appeals:
        return u"appeals"_s;
    case FederationRole::Player:
        return u"player"_s;
    }
    return {};
}

QString federationGroupRole(FederationRole role)
{
    return u"postmark_"_s + federationRoleWord(role);
}

Result<QSqlDatabase> openPostgres(const DatabaseAddress& address, const QString& connection)
{
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s))
        return Error{ErrorCode::DatabaseUnreachable, say(MessageCode::PostgresDriverMissing)};
    QSqlDatabase database = QSqlDatabase::addDatabase(u"QPSQL"_s, connection);
    if (!address.host.isEmpty())
        database.setHostName(address.host);
    if (address.port > 0)
        database.setPort(address.port);
    database.setDatabaseName(address.database);
    database.setUserName(address.user);
    database.setConnectOptions(connectOptions(address));
    if (!database.open()) {
        const QString said = database.lastError().databaseText().trimmed();
        database = QSqlDatabase();
        QSqlDatabase::removeDatabase(connection);
        return Error{
            ErrorCode::DatabaseUnreachable, say(MessageCode::DatabaseServerSays, address.display(), said)};
    }
    return database;
}

Error serverError(const DatabaseAddress& address, const QSqlError& error)
{
    const QString said =
        error.databaseText().trimmed().isEmpty() ? error.text().trimmed() : error.databaseText().trimmed();
    // 42501 insufficient_privilege: a missing grant, or a row-level security policy's check.
    if (error.nativeErrorCode() == u"42501"_s)
        return Error{ErrorCode::PermissionDenied, say(MessageCode::RoleMayNot, address.display(), said)};
    return Error{ErrorCode::ArchiveFailure, say(MessageCode::DatabaseServerSays, address.display(), said)};
}

FederationServer::FederationServer(DatabaseAddress address, QString connection)
    : m_address(std::move(address))
    , m_connection(std::move(connection))
    , m_database(QSqlDatabase::database(m_connection, false))
{}

FederationServer::~FederationServer()
{
    m_database.close();
    m_database = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
}

Result<std::unique_ptr<FederationServer>> FederationServer::connect(const DatabaseAddress& address)
{
    const QString connection = uniqueConnectionName();
    Result<QSqlDatabase> database = openPostgres(address, connection);
    if (!database)
        return database.error();
    return std::unique_ptr<FederationServer>(new FederationServer(address, connection));
}

std::optional<Error> FederationServer::run(const QString& sql, const QVariantList& values)
{
    QSqlQuery query(m_database);
    bool done = false;
    if (values.isEmpty()) {
        done = query.exec(sql);
    } else {
        done = query.prepare(sql);
        for (const QVariant& value : values)
            query.addBindValue(value);
        done = done && query.exec();
    }
    if (!done)
        return serverError(m_address, query.lastError());
    return std::nullopt;
}

QString FederationServer::quotedLogin(const QString& login) const
{
    return m_database.driver()->escapeIdentifier(login, QSqlDriver::FieldName);
}

std::optional<Error> FederationServer::init()
{
    if (auto failed = run(u"BEGIN"_s))
        return failed;
    const auto failAndRollBack = [this](Error error) {
        run(u"ROLLBACK"_s);
        return std::optional<Error>(std::move(error));
    };
    QSqlQuery present(m_database);
    if (!present.exec(u"SELECT to_regclass('public.federation_schema') IS NOT NULL"_s) || !present.next())
        return failAndRollBack(serverError(m_address, present.lastError()));
    if (!present.value(0).toBool()) {
        if (auto failed = run(resourceText(u":/postgres/v1.sql"_s)))
            return failAndRollBack(*failed);
    }
    if (auto failed = run(resourceText(u":/postgres/roles.sql"_s)))
        return failAndRollBack(*failed);
    return run(u"COMMIT"_s);
}

std::optional<Error> FederationServer::requireSchema()
{
    QSqlQuery present(m_database);
    if (!present.exec(u"SELECT to_regclass('public.federation_members') IS NOT NULL"_s) || !present.next())
        return serverError(m_address, present.lastError());
    if (!present.value(0).toBool())
        return Error{
            ErrorCode::ArchiveNotAnArchive, say(MessageCode::FederationNotInitialised, m_address.display())};
    return std::nullopt;
}

std::optional<Error> FederationServer::grant(
    FederationRole role, const QString& login, std::optional<qint64> tournament, const QString& person)
{
    if (auto missing = requireSchema())
        return missing;
    if (role == FederationRole::Player && person.trimmed().isEmpty())
        return Error{ErrorCode::FederationRefused, say(MessageCode::FederationPersonMissing, login)};
    if (auto failed = run(u"BEGIN"_s))
        return failed;
    const auto failAndRollBack = [this](Error error) {
        run(u"ROLLBACK"_s);
        return std::optional<Error>(std::move(error));
    };
    QSqlQuery lookup(m_database);
    lookup.prepare(u"SELECT rolcanlogin FROM pg_roles WHERE rolname = ?"_s);
    lookup.addBindValue(login);
    if (!lookup.exec())
        return failAndRollBack(serverError(m_address, lookup.lastError()));
    if (!lookup.next() || !lookup.value(0).toBool())
        return failAndRollBack(
            Error{ErrorCode::FederationRefused, say(MessageCode::FederationLoginMissing, login)});
    if (tournament) {
        QSqlQuery event(m_database);
        event.prepare(u"SELECT 1 FROM tournaments WHERE id = ?"_s);
        event.addBindValue(*tournament);
        if (!event.exec())
            return failAndRollBack(serverError(m_address, event.lastError()));
        if (!event.next())
            return failAndRollBack(Error{
                ErrorCode::TournamentNotFound, say(MessageCode::Verbatim, QString::number(*tournament))});
    }
    if (auto failed = run(u"GRANT %1 TO %2"_s.arg(federationGroupRole(role), quotedLogin(login))))
        return failAndRollBack(*failed);
    if (auto failed =
            run(u"INSERT INTO federation_members (login) VALUES (?) ON CONFLICT DO NOTHING"_s, {login}))
        return failAndRollBack(*failed);
    if (!person.trimmed().isEmpty()) {
        // The person by name; a new one when the archive has none of that name yet (the games the
        // administrator publishes later find them by name and address).
        const QString name = person.trimmed();
        if (auto failed = run(u"INSERT INTO people (name) SELECT ? WHERE NOT EXISTS "
                              "(SELECT FROM people WHERE name = ?)"_s,
                {name, name}))
            return failAndRollBack(*failed);
        if (auto failed = run(u"UPDATE federation_members SET person_id = "
                              "(SELECT min(id) FROM people WHERE name = ?) WHERE login = ?"_s,
                {name, login}))
            return failAndRollBack(*failed);
    }
    if (tournament) {
        if (auto failed = run(u"INSERT INTO tournament_judges (tournament_id, login) VALUES (?, ?) "
                              "ON CONFLICT DO NOTHING"_s,
                {*tournament, login}))
            return failAndRollBack(*failed);
    }
    return run(u"COMMIT"_s);
}

std::optional<Error> FederationServer::revoke(
    FederationRole role, const QString& login, std::optional<qint64> tournament)
{
    if (auto missing = requireSchema())
        return missing;
    if (auto failed = run(u"BEGIN"_s))
        return failed;
    const auto failAndRollBack = [this](Error error) {
        run(u"ROLLBACK"_s);
        return std::optional<Error>(std::move(error));
    };
    bool keepsGroup = false;
    if (role == FederationRole::Judge) {
        if (auto failed = tournament
                ? run(u"DELETE FROM tournament_judges WHERE login = ? AND tournament_id = ?"_s,
                    {login, *tournament})
                : run(u"DELETE FROM tournament_judges WHERE login = ?"_s, {login}))
            return failAndRollBack(*failed);
        // Still the judge of another event: the group stays, the event's rows are closed to them.
        QSqlQuery other(m_database);
        other.prepare(u"SELECT 1 FROM tournament_judges WHERE login = ?"_s);
        other.addBindValue(login);
        if (!other.exec())
            return failAndRollBack(serverError(m_address, other.lastError()));
        keepsGroup = other.next();
    }
    if (!keepsGroup) {
        if (auto failed = run(u"REVOKE %1 FROM %2"_s.arg(federationGroupRole(role), quotedLogin(login))))
            return failAndRollBack(*failed);
    }
    return run(u"COMMIT"_s);
}

} // namespace postmark::storage
