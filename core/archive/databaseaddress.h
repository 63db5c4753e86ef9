// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <utility>

#include <QList>
#include <QString>

#include "core/support/result.h"

namespace postmark::archive {

/// Where an archive lives, as `--db` names it: a file (SQLite, one player's or one judge's machine) or a
/// federation's PostgreSQL server, named by a libpq connection URI
/// (`postgresql://[user@][host][:port][/database][?setting=value&…]`; `postgres://` too).
struct DatabaseAddress
{
    enum class Kind
    {
        SqliteFile,
        PostgreSql,
    };
    Kind kind = Kind::SqliteFile;
    QString path; ///< the archive file (SQLite)

    // PostgreSQL: what the URI names; empty for what libpq's own defaults decide (PGHOST, PGUSER…).
    QString host; ///< a host name, or a folder holding the server's Unix socket (it starts with /)
    int port = 0;
    QString database;
    QString user;
    /// Every other libpq setting of the URI's query (sslmode, connect_timeout, service…), in its order.
    QList<std::pair<QString, QString>> settings;

    bool isPostgres() const { return kind == Kind::PostgreSql; }
    /// The address as a user may see it and the settings may keep (it never holds a password).
    QString display() const;
};

/// Reads a --db value. A URI with a password (in its user part, or as `password=`) is refused: passwords
/// come only from libpq's own places (~/.pgpass, PGPASSWORD, a service file) and are never written into
/// Postmark's settings or shown. Errors: DatabaseAddressRefused, naming what is wrong.
Result<DatabaseAddress> readDatabaseAddress(const QString& text);

/// Whether a --db value names a PostgreSQL server rather than a file.
bool looksLikePostgresAddress(const QString& text);

} // namespace postmark::archive
