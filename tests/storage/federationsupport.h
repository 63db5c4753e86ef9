// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include <QSqlQuery>
#include <QStringList>

#include "core/storage/postgresarchive.h"
#include "ui/text/messagetext.h"

namespace postmark::testing {

// The suite's PostgreSQL server (POSTMARK_TEST_POSTGRES, started by ctest) for the federation's tests:
// each test has a database of its own on it.

/// The server's address as `login`, on `database`.
inline archive::DatabaseAddress federationAddress(const QString& database, const QString& login)
{
    archive::DatabaseAddress address =
        archive::readDatabaseAddress(qEnvironmentVariable("POSTMARK_TEST_POSTGRES")).value();
    address.user = login;
    address.database = database;
    return address;
}

/// The archive on `database` as `login`; the test stops when it cannot be opened.
inline std::unique_ptr<storage::PostgresArchive> federationAs(const QString& database, const QString& login)
{
    auto archive = storage::PostgresArchive::open(federationAddress(database, login));
    if (!archive)
        qFatal("cannot open the server as %s: %s",
            qPrintable(login),
            qPrintable(text::messageText(archive.error().detail, Language::English)));
    return std::move(archive).value();
}

/// A new, empty `database` and the login roles `logins` (made anew), as the server's superuser.
inline bool makeFederationDatabase(const QString& database, const QStringList& logins)
{
    using namespace Qt::StringLiterals;
    archive::DatabaseAddress root = federationAddress(u"postgres"_s, u"postgres"_s);
    bool made = false;
    {
        const auto opened = storage::openPostgres(root, u"root"_s);
        if (!opened)
            return false;
        QSqlDatabase connection = *opened;
        QSqlQuery setup(connection);
        setup.exec(u"SET client_min_messages = warning"_s);
        setup.exec(u"DROP DATABASE IF EXISTS %1"_s.arg(database));
        made = setup.exec(u"CREATE DATABASE %1"_s.arg(database));
        for (const QString& login : logins) {
            setup.exec(u"DROP ROLE IF EXISTS %1"_s.arg(login));
            made = made && setup.exec(u"CREATE ROLE %1 LOGIN"_s.arg(login));
        }
    }
    QSqlDatabase::removeDatabase(u"root"_s);
    return made;
}

/// The rows the audit log of `database` holds for `table`.
inline int auditedRows(const QString& database, const QString& table)
{
    using namespace Qt::StringLiterals;
    int rows = -1;
    {
        QSqlDatabase connection =
            storage::openPostgres(federationAddress(database, u"postgres"_s), u"audit"_s).value();
        {
            QSqlQuery count(connection);
            count.prepare(u"SELECT count(*) FROM audit_log WHERE table_name = ?"_s);
            count.addBindValue(table);
            if (count.exec() && count.next())
                rows = count.value(0).toInt();
        }
        connection.close();
    }
    QSqlDatabase::removeDatabase(u"audit"_s);
    return rows;
}

} // namespace postmark::testing
