// SPDX-License-Identifier: GPL-3.0-or-later
// Reading whole games in the SQLite archive: the shared SQL (core/storage/gametables.h) on SQLite's own
// statements, one query per table for any number of games (a game, an event's, the archive's).
#include "core/storage/gametables.h"
#include "core/storage/sqlitearchive.h"
#include "core/storage/sqlitetables.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

Result<QList<std::pair<qint64, ledger::GameFile>>> SqliteArchive::readGames(
    const QString& where, const QVariantList& values) const
{
    SqliteTables tables(m_fastStatements, m_path);
    return GameTables(tables).read(where, values);
}

Result<ledger::GameFile> SqliteArchive::game(qint64 id) const
{
    SqliteTables tables(m_fastStatements, m_path);
    return GameTables(tables).game(id);
}

Result<QList<std::pair<qint64, ledger::GameFile>>> SqliteArchive::gamesOfEvent(const QString& name) const
{
    return readGames(u"g.event_name = ?"_s, {name});
}

Result<QList<std::pair<qint64, ledger::GameFile>>> SqliteArchive::gamesWithIds(const QList<qint64>& ids) const
{
    return readGames(u"g.id IN (SELECT value FROM json_each(?))"_s, {QVariant(idArray(ids))});
}

Result<QList<std::pair<qint64, ledger::GameFile>>> SqliteArchive::allGames() const
{
    return readGames(u"TRUE"_s, {});
}

} // namespace postmark::storage
