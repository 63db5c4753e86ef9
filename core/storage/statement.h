// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QSqlQuery>
#include <QVariant>

#include "core/tournament/tournament.h"

namespace postmark::storage {

/// A prepared statement with its values bound in order (internal to the storage library).
class Statement
{
public:
    Statement(QSqlDatabase& database, const QString& sql)
        : m_query(database)
    {
        m_query.prepare(sql);
    }
    Statement& bind(const QVariant& value)
    {
        m_query.addBindValue(value);
        return *this;
    }
    bool exec() { return m_query.exec(); }
    QSqlQuery& query() { return m_query; }

private:
    QSqlQuery m_query;
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

inline std::optional<QDate> dateOf(const QVariant& value)
{
    if (value.isNull())
        return std::nullopt;
    const QDate date = QDate::fromString(value.toString(), Qt::ISODate);
    return date.isValid() ? std::optional(date) : std::nullopt;
}

} // namespace postmark::storage
