// SPDX-License-Identifier: GPL-3.0-or-later
// A player's analysis of a game: one row of game_analysis (schema v15) beside the game, its JSON as the
// core writes it (the archive keeps it as given; what still fits the game is the core's to read); and the
// search of the games' positions (game_positions, schema v16) for the analysis board.
#include "core/storage/cachedstate.h"
#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/sqlitestatement.h"
#include "core/storage/statement.h"
#include "core/storage/transaction.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

Result<QByteArray> SqliteArchive::analysis(qint64 id) const
{
    Statement select(m_statements, u"SELECT body FROM game_analysis WHERE game_id = ?"_s);
    select.bind(id);
    if (!select.exec())
        return archiveError(select.query().lastError(), m_path);
    if (!select.query().next())
        return QByteArray();
    return select.query().value(0).toString().toUtf8();
}

std::optional<Error> SqliteArchive::setAnalysis(qint64 id, const QByteArray& json)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return transaction.beginError();
    Statement game(m_statements, u"SELECT 1 FROM games WHERE id = ?"_s);
    game.bind(id);
    if (!game.exec())
        return archiveError(game.query().lastError(), m_path);
    if (!game.query().next())
        return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(id))};
    if (json.isEmpty()) {
        Statement remove(m_statements, u"DELETE FROM game_analysis WHERE game_id = ?"_s);
        remove.bind(id);
        if (!remove.exec())
            return archiveError(remove.query().lastError(), m_path);
    } else {
        Statement upsert(m_statements,
            u"INSERT INTO game_analysis (game_id, body) VALUES (?, ?) "
            u"ON CONFLICT (game_id) DO UPDATE SET body = excluded.body"_s);
        upsert.bind(id).bind(QString::fromUtf8(json));
        if (!upsert.exec())
            return archiveError(upsert.query().lastError(), m_path);
    }
    return transaction.commit();
}

Result<QList<archive::PositionMatch>> SqliteArchive::gamesReaching(std::uint64_t key) const
{
    // Every game's keys read once and searched here: ten thousand games of sixty moves are five megabytes,
    // read in milliseconds, where an index of a row a ply would slow every import.
    SqliteStatement select(
        m_fastStatements.connection(), u"SELECT game_id, keys FROM game_positions ORDER BY game_id"_s);
    QList<archive::PositionMatch> matches;
    while (select.next()) {
        const int ply = plyOfKey(select.blob(1), key);
        if (ply >= 0)
            matches.append({select.integer(0), ply});
    }
    if (select.failed())
        return archiveError(select.error(), m_path);
    return matches;
}

} // namespace postmark::storage
