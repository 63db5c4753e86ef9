// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include <QSqlDatabase>
#include <QSqlError>

#include "core/archive/databaseaddress.h"
#include "core/support/errors.h"
#include "core/support/result.h"

namespace postmark::storage {

/// While alive, QPSQL's warnings that a prepared statement could not be freed are not printed: the
/// statements of a connection that was lost and opened again belong to the session that went with it, and
/// each one freed said so on stderr ("prepared statement … does not exist") though nothing was wrong.
class QuietStatementsOfLostSession
{
public:
    QuietStatementsOfLostSession();
    ~QuietStatementsOfLostSession();
    QuietStatementsOfLostSession(const QuietStatementsOfLostSession&) = delete;
    QuietStatementsOfLostSession& operator=(const QuietStatementsOfLostSession&) = delete;

private:
    QtMessageHandler m_previous;
};

/// One connection to a PostgreSQL server through Qt's QPSQL driver, under a name of its own, removed
/// when it goes. The password, if the server wants one, comes from libpq (~/.pgpass, PGPASSWORD, a
/// service file), never from Postmark.
class PostgresConnection
{
public:
    /// Errors: DatabaseUnreachable (no QPSQL driver, or the server could not be reached or refused the
    /// login), with what libpq or the server said.
    static Result<std::unique_ptr<PostgresConnection>> open(const archive::DatabaseAddress& address);
    ~PostgresConnection();
    PostgresConnection(const PostgresConnection&) = delete;
    PostgresConnection& operator=(const PostgresConnection&) = delete;

    QSqlDatabase& database() { return m_database; }
    const archive::DatabaseAddress& address() const { return m_address; }
    /// The server's error as the user reads it (see serverError()).
    Error error(const QSqlError& error) const;
    /// After a failure: whether the connection was lost (the server restarted, the network went) and is
    /// open again now. False when it still answers (the failure was the server's refusal) or cannot be
    /// opened again; true means what was prepared on the old connection is gone.
    bool reopenIfLost();

private:
    PostgresConnection(archive::DatabaseAddress address, QString name);

    archive::DatabaseAddress m_address;
    QString m_name;
    QSqlDatabase m_database;
};

/// Opens a QPSQL connection named `connection` to the address (for a caller that names its own).
/// Errors as PostgresConnection::open().
Result<QSqlDatabase> openPostgres(const archive::DatabaseAddress& address, const QString& connection);

/// An error of the server as the user reads it: PermissionDenied when the server refused the role
/// (SQLSTATE 42501, a grant or a row-level security check), else ArchiveFailure; both say what it said.
Error serverError(const archive::DatabaseAddress& address, const QSqlError& error);

} // namespace postmark::storage
