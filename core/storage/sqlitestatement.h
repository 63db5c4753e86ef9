// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include <QByteArrayView>
#include <QDate>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

struct sqlite3;
struct sqlite3_stmt;

namespace postmark::storage {

/// A statement on SQLite's own interface, for the archive's hot paths: writing cards and reading games
/// in bulk. Qt's driver copies every bound and read value through a QVariant and a cache of the row, and
/// that was most of an import's and of a bulk read's time (issue 18). It runs on the connection Qt opened
/// (its handle): the same transaction, busy timeout and pragmas. Internal to the storage library.
class SqliteStatement
{
public:
    SqliteStatement(sqlite3* connection, const QString& sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    bool isPrepared() const { return m_statement != nullptr; }
    /// Ready to bind again from the first parameter: the last run reset and its values cleared.
    void reset();

    /// Values bound in order of the statement's parameters.
    SqliteStatement& bind(qint64 value);
    SqliteStatement& bind(int value) { return bind(qint64(value)); }
    SqliteStatement& bind(bool value) { return bind(qint64(value ? 1 : 0)); }
    SqliteStatement& bind(const QString& value); ///< an empty string is '' (not NULL)
    SqliteStatement& bind(const std::optional<QString>& value);
    SqliteStatement& bind(const std::optional<int>& value);
    /// ISO text ("2018-02-25"), or NULL when there is no date (as dateValue()).
    SqliteStatement& bind(const std::optional<QDate>& value);
    SqliteStatement& bindNull();
    /// Bytes as a BLOB (SQLite copies them).
    SqliteStatement& bind(QByteArrayView bytes);
    /// Empty text as NULL (as textValue()).
    SqliteStatement& bindTextOrNull(const QString& value);

    /// Runs to the next row: true while there is one. After false, error() tells a failure from the end.
    bool next();
    /// Runs a statement that returns no rows; false on failure.
    bool run();
    bool failed() const { return m_failed; }
    /// The failure as Qt's driver reports it (SQLite's extended code and words), for archiveError().
    QSqlError error() const;
    qint64 lastInsertId() const;
    /// The rows the last run changed.
    int changes() const;

    bool isNull(int column) const;
    qint64 integer(int column) const;
    QString text(int column) const;
    /// The column's text as SQLite keeps it (UTF-8), valid until the next step; null for NULL.
    QByteArrayView utf8(int column) const;
    /// A BLOB column's bytes, valid until the next step; empty for NULL.
    QByteArrayView blob(int column) const;
    /// A date kept as ISO text; nothing for NULL or a value that is no date.
    std::optional<QDate> date(int column) const;

private:
    sqlite3* m_connection = nullptr;
    sqlite3_stmt* m_statement = nullptr;
    int m_prepareCode = 0; ///< SQLite's code when the statement did not prepare
    QString m_prepareMessage;
    int m_nextParameter = 1;
    bool m_failed = false;
};

/// One QString for each distinct text of a column with a few values (a game's state, a deadline's kind):
/// a bulk read of thousands of rows makes each once, and looks it up after that.
class TextPool
{
public:
    QString operator()(QByteArrayView utf8);

private:
    struct Hash
    {
        using is_transparent = void;
        std::size_t operator()(std::string_view text) const { return std::hash<std::string_view>{}(text); }
    };
    std::unordered_map<std::string, QString, Hash, std::equal_to<>> m_texts;
};

/// The archive's SqliteStatements, each prepared once on first use and kept while the connection lives
/// (as PreparedStatements does for Qt's). Cleared before the connection closes.
class SqliteStatements
{
public:
    explicit SqliteStatements(QSqlDatabase& database)
        : m_database(database)
    {}
    /// The statement for `sql`, reset; nullptr when it is leased already (the caller makes its own).
    SqliteStatement* lease(const QString& sql);
    void release(const QString& sql);
    void clear() { m_entries.clear(); }
    /// SQLite's handle of the connection Qt opened; nullptr before it is open.
    sqlite3* connection() const;

private:
    struct Entry
    {
        std::unique_ptr<SqliteStatement> statement;
        bool leased = false;
    };
    QSqlDatabase& m_database;
    std::unordered_map<QString, Entry> m_entries;
};

/// A leased statement, given back when it goes out of scope (or one of its own when leased already).
class FastStatement
{
public:
    FastStatement(SqliteStatements& statements, const QString& sql);
    ~FastStatement();
    FastStatement(const FastStatement&) = delete;
    FastStatement& operator=(const FastStatement&) = delete;
    SqliteStatement* operator->() { return m_statement; }
    SqliteStatement& operator*() { return *m_statement; }

private:
    SqliteStatements& m_statements;
    QString m_sql;
    std::unique_ptr<SqliteStatement> m_own;
    SqliteStatement* m_statement = nullptr;
};

} // namespace postmark::storage
