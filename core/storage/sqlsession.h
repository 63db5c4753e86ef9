// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QSqlError>

#include "core/storage/statement.h"
#include "core/support/errors.h"
#include "core/support/result.h"

namespace postmark::storage {

/// What the SQL shared by both archives — SQLite's file and a federation's PostgreSQL server — needs of
/// the one it runs on (internal to the storage library): its statements, how it names an error, and how
/// it says the id of a row just inserted.
struct SqlSession
{
    PreparedStatements& statements;
    /// The database's error as the user reads it (the file's name, or the server's address).
    std::function<Error(const QSqlError&)> error;
    /// PostgreSQL: the id is the table's own sequence's (currval), because lastval() would name the audit
    /// log's row that a trigger inserted after it, and RETURNING would ask to read a row the inserting
    /// role's policies may not show it yet. SQLite: the connection's last row id.
    bool postgres = false;

    /// The id of the row `insert` has just inserted into `table`.
    qint64 insertedId(Statement& insert, const QString& table) const
    {
        if (!postgres)
            return insert.query().lastInsertId().toLongLong();
        QSqlQuery current(statements.database());
        if (!current.exec(QStringLiteral("SELECT currval(pg_get_serial_sequence('%1', 'id'))").arg(table))
            || !current.next())
            return 0;
        return current.value(0).toLongLong();
    }
};

} // namespace postmark::storage
