// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QSqlQuery>
#include <QVariant>

#include "core/storage/preparedstatements.h"
#include "core/tournament/tournament.h"

namespace postmark::storage {

/// A prepared statement with its values bound in order (internal to the storage library): its own, or
/// one leased from the archive's PreparedStatements and given back, reset, when it goes out of scope.
class Statement
{
public:
    Statement(QSqlDatabase& database, const QString& sql)
        : m_owned(std::in_place, database)
        , m_query(&*m_owned)
    {
        m_query->prepare(sql);
    }
    Statement(PreparedStatements& statements, const QString& sql)
        : m_statements(&statements)
        , m_sql(sql)
        , m_query(statements.lease(sql))
    {
        if (!m_query) {
            m_statements = nullptr;
            m_owned.emplace(statements.database());
            m_query = &*m_owned;
            m_query->prepare(sql);
        }
    }
    ~Statement()
    {
        if (m_statements)
            m_statements->release(m_query, m_sql);
    }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(const QVariant& value)
    {
        m_query->addBindValue(value);
        return *this;
    }
    bool exec() { return m_query->exec(); }
    QSqlQuery& query() { return *m_query; }

private:
    PreparedStatements* m_statements = nullptr;
    QString m_sql;
    std::optional<QSqlQuery> m_owned;
    QSqlQuery* m_query = nullptr;
};

/// Dates are stored as ISO text; an absent date or text as NULL.
inline QVariant dateValue(const std::optional<QDate>& date)
{
    return date ? QVariant(date->toString(Qt::ISODate)) : QVariant(QMetaType(QMetaType::QString));
}

inline QVariant textValue(const QString& text)
{
    return text.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(text);
}

/// A pairing's result as the result column holds it: NULL in progress and for a cancelled game, which the
/// cancelled column marks (v8).
inline QVariant storedResult(const std::optional<tournament::GameResult>& result)
{
    return result && result != tournament::GameResult::Cancelled ? QVariant(tournament::resultText(*result))
                                                                 : QVariant(QMetaType(QMetaType::QString));
}

/// The schema's names (v1) for the decisions of II.8.1; exclude_all is an exclusion of every game.
QString storedWithdrawalDecision(tournament::WithdrawalDecision decision);

/// A colour as the columns keep it: "white" or "black".
inline ledger::Color colorOfColumn(const QVariant& value)
{
    return value.toString() == u"black" ? ledger::Color::Black : ledger::Color::White;
}

inline std::optional<QDate> dateOf(const QVariant& value)
{
    if (value.isNull())
        return std::nullopt;
    const QDate date = QDate::fromString(value.toString(), Qt::ISODate);
    return date.isValid() ? std::optional(date) : std::nullopt;
}

} // namespace postmark::storage
