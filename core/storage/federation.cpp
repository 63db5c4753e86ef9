// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/federation.h"

#include <algorithm>

#include <QFile>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

QString resourceText(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the resource %s is missing from the build", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

/// A script's statements, one by one: the server is asked for each alone, so that the first one it
/// refuses is the error (several in one request report only how the first went, and a transaction they
/// aborted would end in a silent rollback). Splits at semicolons outside quotes, dollar-quoted bodies
/// and comments.
QStringList statementsOf(const QString& script)
{
    QStringList statements;
    QString current;
    QString dollarTag; // inside $tag$ … $tag$ when not empty
    bool quoted = false;
    for (qsizetype i = 0; i < script.size(); ++i) {
        const QChar c = script[i];
        if (!dollarTag.isEmpty()) {
            if (QStringView(script).mid(i).startsWith(dollarTag)) {
                current += dollarTag;
                i += dollarTag.size() - 1;
                dollarTag.clear();
            } else {
                current += c;
            }
            continue;
        }
        if (quoted) {
            current += c;
            quoted = c != u'\'';
            continue;
        }
        if (c == u'-' && i + 1 < script.size() && script[i + 1] == u'-') {
            while (i < script.size() && script[i] != u'\n')
                ++i;
            current += u'\n';
            continue;
        }
        if (c == u'\'') {
            quoted = true;
        } else if (c == u'$') {
            const qsizetype close = script.indexOf(u'$', i + 1);
            const QStringView tag = QStringView(script).mid(i, close - i + 1);
            if (close > i && std::all_of(tag.begin() + 1, tag.end() - 1, [](QChar t) {
                    return t.isLetterOrNumber() || t == u'_';
                })) {
                dollarTag = tag.toString();
                current += dollarTag;
                i = close;
                continue;
            }
        } else if (c == u';') {
            if (!current.trimmed().isEmpty())
                statements.append(current.trimmed());
            current.clear();
            continue;
        }
        current += c;
    }
    if (!current.trimmed().isEmpty())
        statements.append(current.trimmed());
    return statements;
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

FederationServer::FederationServer(std::unique_ptr<PostgresConnection> connection)
    : m_connection(std::move(connection))
    , m_database(m_connection->database())
    , m_address(m_connection->address())
{}

FederationServer::~FederationServer() = default;

Result<std::unique_ptr<FederationServer>> FederationServer::connect(const archive::DatabaseAddress& address)
{
    Result<std::unique_ptr<PostgresConnection>> connection = PostgresConnection::open(address);
    if (!connection)
        return connection.error();
    return std::unique_ptr<FederationServer>(new FederationServer(std::move(connection).value()));
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
    // The schema's versions in order, each applied once (federation_schema says which are there): a server
    // set up by an earlier Postmark is brought up to date by the same command that set it up.
    int version = 0;
    if (present.value(0).toBool()) {
        QSqlQuery stored(m_database);
        if (!stored.exec(u"SELECT max(version) FROM federation_schema"_s) || !stored.next())
            return failAndRollBack(serverError(m_address, stored.lastError()));
        version = stored.value(0).toInt();
    }
    for (int next = version + 1; next <= FederationSchemaVersion; ++next) {
        for (const QString& statement : statementsOf(resourceText(u":/postgres/v%1.sql"_s.arg(next)))) {
            if (auto failed = run(statement))
                return failAndRollBack(*failed);
        }
    }
    for (const QString& statement : statementsOf(resourceText(u":/postgres/roles.sql"_s))) {
        if (auto failed = run(statement))
            return failAndRollBack(*failed);
    }
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
        // A person of the archive, by the name the events write: a misspelt name is refused rather than
        // made a person nobody plays as (the player's events are published first).
        const QString name = person.trimmed();
        QSqlQuery known(m_database);
        known.prepare(u"SELECT 1 FROM people WHERE name = ?"_s);
        known.addBindValue(name);
        if (!known.exec())
            return failAndRollBack(serverError(m_address, known.lastError()));
        if (!known.next())
            return failAndRollBack(
                Error{ErrorCode::FederationRefused, say(MessageCode::FederationPersonUnknown, name)});
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

Result<std::optional<QString>> FederationServer::personOf(const QString& login)
{
    if (auto missing = requireSchema())
        return *missing;
    QSqlQuery person(m_database);
    person.prepare(u"SELECT p.name FROM federation_members m JOIN people p ON p.id = m.person_id "
                   "WHERE m.login = ?"_s);
    person.addBindValue(login);
    if (!person.exec())
        return serverError(m_address, person.lastError());
    if (!person.next())
        return std::optional<QString>();
    return std::optional<QString>(person.value(0).toString());
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
