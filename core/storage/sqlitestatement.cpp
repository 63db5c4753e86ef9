// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/sqlitestatement.h"

#include <QSqlDriver>
#include <QVariant>

#include "core/support/isodate.h"

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace postmark::storage {

SqliteStatement::SqliteStatement(sqlite3* connection, const QString& sql)
    : m_connection(connection)
{
    if (!m_connection) {
        m_failed = true;
        return;
    }
    const int prepared = sqlite3_prepare16_v3(m_connection,
        sql.utf16(),
        int(sql.size() * sizeof(char16_t)),
        SQLITE_PREPARE_PERSISTENT,
        &m_statement,
        nullptr);
    if (prepared != SQLITE_OK) {
        m_failed = true;
        m_prepareCode = sqlite3_extended_errcode(m_connection);
        m_prepareMessage = QString::fromUtf8(sqlite3_errmsg(m_connection));
        sqlite3_finalize(m_statement);
        m_statement = nullptr;
    }
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_statement);
}

void SqliteStatement::reset()
{
    if (m_statement) {
        sqlite3_reset(m_statement);
        sqlite3_clear_bindings(m_statement);
        m_failed = false;
    }
    m_nextParameter = 1;
}

SqliteStatement& SqliteStatement::bind(qint64 value)
{
    if (m_statement)
        sqlite3_bind_int64(m_statement, m_nextParameter, value);
    ++m_nextParameter;
    return *this;
}

SqliteStatement& SqliteStatement::bind(QByteArrayView bytes)
{
    if (m_statement)
        sqlite3_bind_blob(m_statement, m_nextParameter, bytes.data(), int(bytes.size()), SQLITE_TRANSIENT);
    ++m_nextParameter;
    return *this;
}

QByteArrayView SqliteStatement::blob(int column) const
{
    const void* data = sqlite3_column_blob(m_statement, column);
    const int size = sqlite3_column_bytes(m_statement, column);
    return data ? QByteArrayView(static_cast<const char*>(data), size) : QByteArrayView();
}

SqliteStatement& SqliteStatement::bind(const QString& value)
{
    // SQLITE_TRANSIENT: SQLite copies the text, so a temporary QString may be bound. A null QString is
    // empty text: SQLite would take a null pointer for NULL.
    static const char16_t empty[] = u"";
    if (m_statement)
        sqlite3_bind_text16(m_statement,
            m_nextParameter,
            value.isNull() ? static_cast<const void*>(empty) : static_cast<const void*>(value.utf16()),
            int(value.size() * sizeof(char16_t)),
            SQLITE_TRANSIENT);
    ++m_nextParameter;
    return *this;
}

SqliteStatement& SqliteStatement::bind(const std::optional<QString>& value)
{
    return value ? bind(*value) : bindNull();
}

SqliteStatement& SqliteStatement::bind(const std::optional<int>& value)
{
    return value ? bind(qint64(*value)) : bindNull();
}

SqliteStatement& SqliteStatement::bind(const std::optional<QDate>& value)
{
    if (!value)
        return bindNull();
    // ISO 8601 as Qt writes it, without going through QString (every card has several dates).
    const auto text = isoDateChars(*value);
    if (!text)
        return bind(isoDate(*value)); // what isoDate() writes for any other date
    if (m_statement)
        sqlite3_bind_text(m_statement, m_nextParameter, text->data(), int(text->size()), SQLITE_TRANSIENT);
    ++m_nextParameter;
    return *this;
}

SqliteStatement& SqliteStatement::bindNull()
{
    if (m_statement)
        sqlite3_bind_null(m_statement, m_nextParameter);
    ++m_nextParameter;
    return *this;
}

SqliteStatement& SqliteStatement::bindTextOrNull(const QString& value)
{
    return value.isEmpty() ? bindNull() : bind(value);
}

bool SqliteStatement::next()
{
    if (!m_statement) {
        m_failed = true;
        return false;
    }
    const int stepped = sqlite3_step(m_statement);
    if (stepped == SQLITE_ROW)
        return true;
    m_failed = stepped != SQLITE_DONE;
    return false;
}

bool SqliteStatement::run()
{
    while (next()) {}
    const bool succeeded = !m_failed;
    if (m_statement)
        sqlite3_reset(m_statement);
    return succeeded;
}

QSqlError SqliteStatement::error() const
{
    if (!m_connection)
        return QSqlError(QStringLiteral("Unable to execute statement"),
            QStringLiteral("the archive is not open"),
            QSqlError::ConnectionError,
            QString::number(SQLITE_MISUSE));
    if (!m_statement)
        return QSqlError(QStringLiteral("Unable to prepare statement"),
            m_prepareMessage,
            QSqlError::StatementError,
            QString::number(m_prepareCode));
    return QSqlError(QStringLiteral("Unable to execute statement"),
        QString::fromUtf8(sqlite3_errmsg(m_connection)),
        QSqlError::StatementError,
        QString::number(sqlite3_extended_errcode(m_connection)));
}

qint64 SqliteStatement::lastInsertId() const
{
    return m_connection ? sqlite3_last_insert_rowid(m_connection) : 0;
}

int SqliteStatement::changes() const
{
    return m_connection ? sqlite3_changes(m_connection) : 0;
}

bool SqliteStatement::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

qint64 SqliteStatement::integer(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

QString SqliteStatement::text(int column) const
{
    const QByteArrayView bytes = utf8(column);
    // Empty text is an empty string, NULL a null one (as Qt's driver reads them).
    return bytes.isNull() ? QString() : bytes.isEmpty() ? QString(u""_s) : QString::fromUtf8(bytes);
}

QByteArrayView SqliteStatement::utf8(int column) const
{
    // The text first, then its length: SQLite's documented order of the two calls.
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(m_statement, column));
    return text ? QByteArrayView(text, sqlite3_column_bytes(m_statement, column)) : QByteArrayView();
}

QString TextPool::operator()(QByteArrayView utf8)
{
    if (utf8.isNull())
        return {};
    const std::string_view key(utf8.data(), std::size_t(utf8.size()));
    auto found = m_texts.find(key);
    if (found == m_texts.end())
        found = m_texts.emplace(std::string(key), utf8.isEmpty() ? u""_s : QString::fromUtf8(utf8)).first;
    return found->second;
}

std::optional<QDate> SqliteStatement::date(int column) const
{
    if (sqlite3_column_type(m_statement, column) == SQLITE_NULL)
        return std::nullopt;
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(m_statement, column));
    const int length = sqlite3_column_bytes(m_statement, column);
    const auto digits = [text](int from, int count) {
        int value = 0;
        for (int k = from; k < from + count; ++k) {
            if (text[k] < '0' || text[k] > '9')
                return -1;
            value = value * 10 + (text[k] - '0');
        }
        return value;
    };
    // The archive writes "yyyy-MM-dd"; anything else is read as Qt reads ISO dates.
    if (length == 10 && text[4] == '-' && text[7] == '-') {
        const int year = digits(0, 4);
        const int month = digits(5, 2);
        const int day = digits(8, 2);
        if (year >= 0 && month >= 0 && day >= 0) {
            const QDate date(year, month, day);
            return date.isValid() ? std::optional(date) : std::nullopt;
        }
    }
    const QDate date = QDate::fromString(QString::fromUtf8(text, length), Qt::ISODate);
    return date.isValid() ? std::optional(date) : std::nullopt;
}

sqlite3* SqliteStatements::connection() const
{
    const QVariant handle = m_database.driver() ? m_database.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3* const*>(handle.constData());
}

SqliteStatement* SqliteStatements::lease(const QString& sql)
{
    Entry& entry = m_entries[sql];
    if (entry.leased)
        return nullptr;
    if (!entry.statement) {
        auto statement = std::make_unique<SqliteStatement>(connection(), sql);
        if (!statement->isPrepared()) {
            // Not kept: the caller's own copy reports the failure, and the next lease tries again.
            m_entries.erase(sql);
            return nullptr;
        }
        entry.statement = std::move(statement);
    }
    entry.leased = true;
    entry.statement->reset();
    return entry.statement.get();
}

void SqliteStatements::release(const QString& sql)
{
    auto found = m_entries.find(sql);
    if (found == m_entries.end())
        return;
    // Reset at once: a statement left stepping would hold a read snapshot open between user actions.
    found->second.statement->reset();
    found->second.leased = false;
}

FastStatement::FastStatement(SqliteStatements& statements, const QString& sql)
    : m_statements(statements)
    , m_sql(sql)
    , m_statement(statements.lease(sql))
{
    if (!m_statement) {
        m_own = std::make_unique<SqliteStatement>(statements.connection(), sql);
        m_statement = m_own.get();
    }
}

FastStatement::~FastStatement()
{
    if (!m_own)
        m_statements.release(m_sql);
}

} // namespace postmark::storage
