// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a game in the SQLite archive: the shared SQL (core/storage/gametables.h), which writes what
// changed, on SQLite's own statements.
#include "core/storage/gametables.h"
#include "core/storage/sqlitearchive.h"
#include "core/storage/sqlitetables.h"

namespace postmark::storage {

std::optional<Error> SqliteArchive::writeGame(
    qint64 id, const ledger::GameFile& game, const QDate& today, const ledger::Ledger* computed)
{
    const Result<CachedState> state = stateToStore(game, today, computed);
    if (!state)
        return state.error();
    SqliteTables tables(m_fastStatements, m_path);
    if (auto error = GameTables(tables).write(id, game, *state))
        return error;
    m_lastWrittenId = id;
    return std::nullopt;
}

} // namespace postmark::storage
