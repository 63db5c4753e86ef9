// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/querystatement.h"

#include <utility>

#include <QVariant>

namespace postmark::storage {

namespace {

QVariant nullText()
{
    return QVariant(QMetaType(QMetaType::QString));
}

} // namespace

QueryStatement::QueryStatement(QSqlDatabase& database, const QString& sql)
    : m_query(database)
{
    m_prepared = m_query.prepare(sql);
    m_failed = !m_prepared;
}

void QueryStatement::reset()
{
    m_query.finish();
    m_ran = false;
    m_failed = !m_prepared;
}

QueryStatement& QueryStatement::bind(qint64 value)
{
    m_query.addBindValue(value);
    return *this;
}

QueryStatement& QueryStatement::bind(const QString& value)
{
    // A null QString would be bound as NULL: an empty text is '' as SQLite's statement binds it.
    m_query.addBindValue(value.isNull() ? QString(u""_qs) : value);
    return *this;
}

QueryStatement& QueryStatement::bind(const std::optional<QString>& value)
{
    return value ? bind(*value) : bindNull();
}

QueryStatement& QueryStatement::bind(const std::optional<int>& value)
{
    return value ? bind(qint64(*value)) : bindNull();
}

QueryStatement& QueryStatement::bind(const std::optional<QDate>& value)
{
    return value ? bind(value->toString(Qt::ISODate)) : bindNull();
}

QueryStatement& QueryStatement::bindNull()
{
    m_query.addBindValue(nullText());
    return *this;
}

QueryStatement& QueryStatement::bindTextOrNull(const QString& value)
{
    return value.isEmpty() ? bindNull() : bind(value);
}

bool QueryStatement::next()
{
    if (!m_ran) {
        m_ran = true;
        if (!m_prepared || !m_query.exec()) {
            m_failed = true;
            return false;
        }
    }
    return m_query.next();
}

bool QueryStatement::run()
{
    m_ran = true;
    m_failed = !m_prepared || !m_query.exec();
    return !m_failed;
}

qint64 QueryStatement::integer(int column) const
{
    return m_query.value(column).toLongLong();
}

QString QueryStatement::text(int column) const
{
    return m_query.value(column).toString();
}

std::optional<QDate> QueryStatement::date(int column) const
{
    if (m_query.isNull(column))
        return std::nullopt;
    const QDate date = QDate::fromString(m_query.value(column).toString(), Qt::ISODate);
    return date.isValid() ? std::optional(date) : std::nullopt;
}

QueryStatements::Lease::Lease(QueryStatements& owner, const QString& sql)
    : m_owner(&owner)
    , m_sql(sql)
{
    QueryStatements::Entry& entry = owner.m_entries[sql];
    if (entry.leased) {
        m_owner = nullptr;
        m_own = std::make_unique<QueryStatement>(owner.m_database, sql);
        m_statement = m_own.get();
        return;
    }
    // Prepared again when it could not be (in a transaction the server had aborted, say).
    if (!entry.statement || !entry.statement->isPrepared())
        entry.statement = std::make_unique<QueryStatement>(owner.m_database, sql);
    else
        entry.statement->reset();
    entry.leased = true;
    m_statement = entry.statement.get();
}

QueryStatements::Lease::Lease(Lease&& other) noexcept
    : m_owner(std::exchange(other.m_owner, nullptr))
    , m_sql(std::move(other.m_sql))
    , m_own(std::move(other.m_own))
    , m_statement(std::exchange(other.m_statement, nullptr))
{}

QueryStatements::Lease::~Lease()
{
    if (!m_owner)
        return;
    const auto entry = m_owner->m_entries.find(m_sql);
    if (entry != m_owner->m_entries.end()) {
        entry->second.leased = false;
        entry->second.statement->reset();
    }
}

} // namespace postmark::storage
