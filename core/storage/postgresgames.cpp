// SPDX-License-Identifier: GPL-3.0-or-later
// A federation's games on its server: the games' SQL both archives share (core/storage/gametables.h)
// through Qt's driver, each method one transaction. What a login may read and write the server decides
// (core/storage/postgres/roles.sql): a refused write is PermissionDenied and changes nothing.
#include "core/storage/eventstore.h"
#include "core/storage/gametables.h"
#include "core/storage/postgresarchive.h"
#include "core/storage/postgrestables.h"
#include "core/storage/summaryrow.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

Result<QList<std::pair<qint64, ledger::GameFile>>> PostgresArchive::readGames(
    const QString& where, const QVariantList& values) const
{
    PostgresTables tables(*m_connection, m_queries);
    return GameTables(tables).read(where, values);
}

std::optional<Error> PostgresArchive::writeGame(
    qint64& id, const ledger::GameFile& game, const QDate& today, const ledger::Ledger* computed)
{
    const Result<CachedState> state = stateToStore(game, today, computed);
    if (!state)
        return state.error();
    PostgresTables tables(*m_connection, m_queries);
    return GameTables(tables).write(id, game, *state);
}

Result<qint64> PostgresArchive::addGame(const ledger::GameFile& game, const QDate& today)
{
    const Result<QList<qint64>> added = addGames({game}, today);
    if (!added)
        return added.error();
    return added->first();
}

std::optional<Error> PostgresArchive::replaceGame(qint64 id, const ledger::GameFile& game, const QDate& today)
{
    return inTransaction([&] { return writeGame(id, game, today); });
}

std::optional<Error> PostgresArchive::replaceComputedGame(
    qint64 id, const ledger::GameFile& game, const ledger::Ledger& computed, const QDate& today)
{
    return inTransaction([&] { return writeGame(id, game, today, &computed); });
}

std::optional<Error> PostgresArchive::updateGame(
    qint64 id, const std::function<std::optional<Error>(ledger::GameFile&)>& edit, const QDate& today)
{
    return inTransaction([&]() -> std::optional<Error> {
        // The row lock that keeps a second writer from editing what it read before the first one wrote;
        // a login that may not write the game is refused here, before anything is read.
        Statement lock(m_statements, u"SELECT id FROM games WHERE id = ? FOR UPDATE"_s);
        lock.bind(id);
        if (!lock.exec())
            return serverError(m_connection->address(), lock.query().lastError());
        if (!lock.query().next())
            return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(id))};
        lock.query().finish();
        Result<ledger::GameFile> read = this->game(id);
        if (!read)
            return read.error();
        ledger::GameFile game = std::move(read).value();
        if (auto error = edit(game))
            return error;
        return writeGame(id, game, today);
    });
}

std::optional<Error> PostgresArchive::replaceGames(
    const QList<QPair<qint64, ledger::GameFile>>& games, const QDate& today)
{
    return inTransaction([&]() -> std::optional<Error> {
        for (const auto& [id, game] : games) {
            qint64 written = id;
            if (auto error = writeGame(written, game, today))
                return error;
        }
        return std::nullopt;
    });
}

std::optional<Error> PostgresArchive::removeGame(qint64 id)
{
    return removeGames({id});
}

std::optional<Error> PostgresArchive::removeGames(const QList<qint64>& ids)
{
    return inTransaction([&]() -> std::optional<Error> {
        for (qint64 id : ids) {
            const QueryStatements::Lease remove = m_queries.lease(u"DELETE FROM games WHERE id = ?"_s);
            remove->bind(id);
            if (!remove->run())
                return serverError(m_connection->address(), remove->error());
            if (remove->changes() != 1) {
                // The server's policies hide a row from a DELETE they refuse: a game the login reads is
                // there, and its removal is what was refused.
                const QueryStatements::Lease seen = m_queries.lease(u"SELECT id FROM games WHERE id = ?"_s);
                seen->bind(id);
                if (seen->next())
                    return Error{ErrorCode::PermissionDenied,
                        say(MessageCode::RoleMayNot,
                            m_connection->address().display(),
                            MessageCode::ServerPartGames)};
                return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(id))};
            }
        }
        return std::nullopt;
    });
}

Result<QList<qint64>> PostgresArchive::addGames(const QList<ledger::GameFile>& games, const QDate& today)
{
    return inTransaction([&]() -> Result<QList<qint64>> {
        PostgresTables tables(*m_connection, m_queries);
        QList<qint64> ids;
        for (const ledger::GameFile& game : games) {
            qint64 id = 0;
            if (auto error = writeGame(id, game, today))
                return *error;
            if (auto error = GameTables(tables).rememberImport(id, gameContentHash(game)))
                return *error;
            ids.append(id);
        }
        return ids;
    });
}

Result<QList<archive::ImportOutcome>> PostgresArchive::importGames(
    const QList<ledger::GameFile>& games, const QDate& today, const Progress& progress)
{
    // A different version of a game the server has (the same event and players) is refused, as a copy is:
    // a second game of one pairing would let a player rewrite the cards their partner logged in the first.
    return importWhole(games, today, progress, true);
}

Result<QList<archive::ImportOutcome>> PostgresArchive::copyInGames(
    const QList<ledger::GameFile>& games, const QDate& today)
{
    return importWhole(games, today, {}, true);
}

Result<archive::EventCopy> PostgresArchive::copyInEvent(const tournament::Tournament& event,
    const tournament::JudgeRegisters& registers,
    const QList<ledger::GameFile>& games,
    const QDate& today,
    const Progress& progress)
{
    return copyInEventThenGames(session(), event, registers, [&](const auto& first) {
        return importWhole(games, today, progress, true, first);
    });
}

Result<QList<archive::ImportOutcome>> PostgresArchive::importWhole(const QList<ledger::GameFile>& games,
    const QDate& today,
    const Progress& progress,
    bool refuseSameNamed,
    const std::function<std::optional<Error>()>& first)
{
    return inTransaction([&]() -> Result<QList<archive::ImportOutcome>> {
        if (first) {
            if (auto refused = first())
                return *refused;
        }
        // Two imports of one file at once: the second waits for the first's lock, then finds its games.
        QSqlQuery lock(m_database);
        if (!lock.exec(u"LOCK TABLE game_imports IN SHARE ROW EXCLUSIVE MODE"_s))
            return serverError(m_connection->address(), lock.lastError());
        PostgresTables tables(*m_connection, m_queries);
        GameTables rows(tables);
        QList<archive::ImportOutcome> outcomes;
        for (const ledger::GameFile& game : games) {
            if (progress && !progress(outcomes.size(), games.size()))
                return Error{
                    ErrorCode::Cancelled, say(MessageCode::Verbatim, QString::number(outcomes.size()))};
            const Result<archive::ImportOutcome> outcome = rows.importGame(game, today, refuseSameNamed);
            if (!outcome)
                return outcome.error();
            outcomes.append(*outcome);
        }
        return outcomes;
    });
}

Result<ledger::GameFile> PostgresArchive::game(qint64 id) const
{
    return reading([&] {
        PostgresTables tables(*m_connection, m_queries);
        return GameTables(tables).game(id);
    });
}

Result<QList<std::pair<qint64, ledger::GameFile>>> PostgresArchive::gamesWithIds(
    const QList<qint64>& ids) const
{
    return reading([&] {
        return readGames(u"g.id IN (SELECT CAST(jsonb_array_elements_text(CAST(? AS jsonb)) AS bigint))"_s,
            {QVariant(idArray(ids))});
    });
}

Result<QList<std::pair<qint64, ledger::GameFile>>> PostgresArchive::gamesOfEvent(const QString& name) const
{
    return reading([&] { return readGames(u"g.event_name = ?"_s, {name}); });
}

Result<QList<archive::GameSummary>> PostgresArchive::games() const
{
    return reading([this] { return listGames(); });
}

Result<QList<archive::GameSummary>> PostgresArchive::listGames() const
{
    const QueryStatements::Lease lease = m_queries.lease(
        u"SELECT g.id, g.event_name, g.event_index, w.name, b.name, s.plies, s.white_total, s.black_total, "
        "s.to_move, s.status, s.days_left, s.next_due, s.next_kind FROM games g "
        "JOIN people w ON w.id = g.white_id JOIN people b ON b.id = g.black_id "
        "LEFT JOIN game_state s ON s.game_id = g.id ORDER BY g.id"_s);
    QueryStatement& query = *lease;
    QList<archive::GameSummary> summaries;
    while (query.next())
        summaries.append(gamerows::summaryOf(query, [&query](int column) { return query.text(column); }));
    if (query.failed())
        return serverError(m_connection->address(), query.error());
    return summaries;
}

Result<std::optional<archive::ArchiveOwner>> PostgresArchive::owner() const
{
    return reading([this] { return readOwner(); });
}

Result<std::optional<archive::ArchiveOwner>> PostgresArchive::readOwner() const
{
    QSqlQuery who(m_database);
    if (!who.exec(
            // A login with no person (a judge, the administrator) has no name the cards write: not its
            // login, which would go into the letters as the chief judge's name.
            u"SELECT COALESCE(postmark_person(current_user), ''), "
            "postmark_is(current_user, 'postmark_player'), "
            "postmark_is(current_user, 'postmark_judge') OR postmark_is(current_user, 'postmark_admin')"_s)
        || !who.next())
        return serverError(m_connection->address(), who.lastError());
    return std::optional(
        archive::ArchiveOwner{who.value(0).toString(), who.value(1).toBool(), who.value(2).toBool()});
}

} // namespace postmark::storage
