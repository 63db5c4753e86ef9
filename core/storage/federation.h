// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QVariantList>

#include "core/archive/databaseaddress.h"
#include "core/storage/postgresconnection.h"
#include "core/support/errors.h"
#include "core/support/result.h"

namespace postmark::storage {

/// The version of the server's schema this Postmark writes: core/storage/postgres/v1.sql … vN.sql.
inline constexpr int FederationSchemaVersion = 6;

/// The four kinds of member a federation's server knows (core/storage/postgres/roles.sql says what
/// each may do; the server enforces it).
enum class FederationRole
{
    Admin,
    Judge,
    Appeals,
    Player,
};

/// "admin", "judge", "appeals", "player": the words of `postmark-cli federation grant`.
std::optional<FederationRole> federationRoleNamed(const QString& word);
QString federationRoleWord(FederationRole role);
/// The server's group role that stands for it (postmark_admin, …).
QString federationGroupRole(FederationRole role);

/// A connection to a federation's PostgreSQL server, for what its administrator does: make the schema,
/// the group roles and their policies, and give members their roles. Each call is one transaction:
/// refused, it leaves the server as it was.
class FederationServer
{
public:
    /// Connects as the address says (the password, if any, from libpq: ~/.pgpass, PGPASSWORD, a service
    /// file). Errors: PostgresDriverMissing, DatabaseUnreachable.
    static Result<std::unique_ptr<FederationServer>> connect(const archive::DatabaseAddress& address);
    ~FederationServer();
    FederationServer(const FederationServer&) = delete;
    FederationServer& operator=(const FederationServer&) = delete;

    /// Makes the schema when missing, then the group roles, grants and policies; safe to run again.
    /// Needs a role that owns the database and may create roles (the server's administrator).
    std::optional<Error> init();
    /// Gives an existing login role one of the federation's roles. A judge is appointed to an event
    /// (`tournament`), or without one may publish events of their own and judges those; a player is a
    /// person of the archive (`person`, by name; made when missing).
    std::optional<Error> grant(FederationRole role,
        const QString& login,
        std::optional<qint64> tournament = std::nullopt,
        const QString& person = {});
    /// The person of the archive a login plays as (federation grant player … --person), if any: the
    /// administrator is told when a grant changes it.
    Result<std::optional<QString>> personOf(const QString& login);
    /// Takes it back: a judge from one event (or from every one when `tournament` is not given).
    std::optional<Error> revoke(
        FederationRole role, const QString& login, std::optional<qint64> tournament = std::nullopt);

    QSqlDatabase& database() { return m_database; }
    const archive::DatabaseAddress& address() const { return m_address; }

private:
    explicit FederationServer(std::unique_ptr<PostgresConnection> connection);
    std::optional<Error> requireSchema();
    std::optional<Error> run(const QString& sql, const QVariantList& values = {});
    QString quotedLogin(const QString& login) const;

    std::unique_ptr<PostgresConnection> m_connection;
    QSqlDatabase& m_database;
    const archive::DatabaseAddress& m_address;
};

} // namespace postmark::storage
