// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>
#include <unordered_map>

#include <QDate>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

namespace postmark::storage {

/// A statement through Qt's driver with SqliteStatement's interface (internal to the storage library):
/// the games' SQL that both archives run (core/storage/gametables.h) is written once against that
/// interface; the SQLite archive runs it on SQLite's own statements, a federation's server on this.
class QueryStatement
{
public:
    QueryStatement(QSqlDatabase& database, const QString& sql);

    bool isPrepared() const { return m_prepared; }
    /// Ready to bind again from the first parameter.
    void reset();

    QueryStatement& bind(qint64 value);
    QueryStatement& bind(int value) { return bind(qint64(value)); }
    QueryStatement& bind(bool value) { return bind(qint64(value ? 1 : 0)); }
    QueryStatement& bind(const QString& value); ///< an empty string is '' (not NULL)
    QueryStatement& bind(const std::optional<QString>& value);
    QueryStatement& bind(const std::optional<int>& value);
    /// ISO text ("2018-02-25"), or NULL when there is no date.
    QueryStatement& bind(const std::optional<QDate>& value);
    QueryStatement& bindNull();
    /// Empty text as NULL.
    QueryStatement& bindTextOrNull(const QString& value);

    /// Runs (on the first call) and steps to the next row: true while there is one. After false,
    /// failed() tells a failure from the end.
    bool next();
    /// Runs a statement that returns no rows; false on failure.
    bool run();
    bool failed() const { return m_failed; }
    QSqlError error() const { return m_query.lastError(); }
    /// The rows the last run changed.
    int changes() const { return m_query.numRowsAffected(); }

    bool isNull(int column) const { return m_query.isNull(column); }
    qint64 integer(int column) const;
    QString text(int column) const;
    /// A date kept as ISO text; nothing for NULL or a value that is no date.
    std::optional<QDate> date(int column) const;

private:
    mutable QSqlQuery m_query;
    bool m_prepared = false;
    bool m_ran = false;
    bool m_failed = false;
};

/// A connection's QueryStatements, each prepared on the server once and kept while the connection lives
/// (internal to the storage library): a statement used again is not prepared again, and one released
/// inside a transaction the server aborted is not freed there (the server would refuse, and Qt warn).
class QueryStatements
{
public:
    explicit QueryStatements(QSqlDatabase& database)
        : m_database(database)
    {}

    /// A statement leased for a scope: given back, reset, when the lease ends.
    class Lease
    {
    public:
        Lease(QueryStatements& owner, const QString& sql);
        Lease(Lease&& other) noexcept;
        Lease(const Lease&) = delete;
        Lease& operator=(const Lease&) = delete;
        Lease& operator=(Lease&&) = delete;
        ~Lease();
        QueryStatement* operator->() const { return m_statement; }
        QueryStatement& operator*() const { return *m_statement; }

    private:
        QueryStatements* m_owner = nullptr;
        QString m_sql;
        std::unique_ptr<QueryStatement> m_own; ///< when the kept one is leased already
        QueryStatement* m_statement = nullptr;
    };

    Lease lease(const QString& sql) { return Lease(*this, sql); }
    void clear() { m_entries.clear(); }

private:
    struct Entry
    {
        std::unique_ptr<QueryStatement> statement;
        bool leased = false;
    };
    QSqlDatabase& m_database;
    std::unordered_map<QString, Entry> m_entries;
};

} // namespace postmark::storage
