// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/storage/sqliteerror.h"
#include "core/storage/sqlitestatement.h"

namespace postmark::storage {

/// How the SQLite archive runs the games' shared SQL (core/storage/gametables.h): on SQLite's own
/// statements, each prepared once and kept (internal to the storage library).
class SqliteTables
{
public:
    /// A file archive keeps each game's positions for the position search (schema v16); a federation's
    /// server does not (the search is over a player's own archive).
    static constexpr bool KeepsPositions = true;

    SqliteTables(SqliteStatements& statements, const QString& path)
        : m_statements(statements)
        , m_path(path)
    {}
    FastStatement statement(const QString& sql) const { return FastStatement(m_statements, sql); }
    /// SQLite joins a card's rows to the games chosen at the speed of its index: no list of ids needed.
    std::optional<QString> cardRowsByIds(qsizetype /*cards*/) const { return std::nullopt; }
    Error error(const QSqlError& error) const { return archiveError(error, m_path); }
    qint64 insertedId(const SqliteStatement& insert, const QString& /*table*/) const
    {
        return insert.lastInsertId();
    }

private:
    SqliteStatements& m_statements;
    const QString& m_path;
};

} // namespace postmark::storage
