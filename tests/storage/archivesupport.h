// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QtTest>

#include "core/storage/sqlitearchive.h"
#include "tests/support/messagewords.h"

/// The archive at `path`, opened (and made when missing); the test stops, saying why, when it cannot be.
inline std::unique_ptr<postmark::storage::SqliteArchive> openArchiveOrFail(const QString& path)
{
    auto archive = postmark::storage::SqliteArchive::open(path);
    if (!archive)
        qFatal("open: %s", qPrintable(postmark::testing::english(archive.error().detail)));
    return std::move(archive).value();
}

/// Runs SQL text (a fixture, a tampering step) directly on an archive file, bypassing Postmark.
inline void execSqlFile(const QString& archive, const QString& sql)
{
    const QString connection = QStringLiteral("fixture-%1").arg(quintptr(&sql));
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        database.setDatabaseName(archive);
        if (!database.open())
            qFatal("cannot open %s", qPrintable(archive));
        QStringList lines;
        for (const QString& line : sql.split(QLatin1Char('\n'))) {
            if (!line.trimmed().startsWith(QStringLiteral("--")))
                lines.append(line);
        }
        for (const QString& statement : lines.join(QLatin1Char('\n')).split(QStringLiteral(";\n"))) {
            if (statement.trimmed().isEmpty())
                continue;
            QSqlQuery query(database);
            if (!query.exec(statement))
                qFatal("fixture SQL failed: %s\n%s",
                    qPrintable(query.lastError().text()),
                    qPrintable(statement));
        }
        database.close();
    }
    QSqlDatabase::removeDatabase(connection);
}

inline qint64 countRows(const QString& archive, const QString& table)
{
    const QString connection = QStringLiteral("count-%1").arg(quintptr(&table));
    qint64 count = -1;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        database.setDatabaseName(archive);
        database.open();
        QSqlQuery query(database);
        if (query.exec(QStringLiteral("SELECT COUNT(*) FROM ") + table) && query.next())
            count = query.value(0).toLongLong();
        database.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return count;
}
