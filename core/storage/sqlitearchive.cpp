// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/sqlitearchive.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include "core/ledger/gamefilewriter.h"
#include "core/storage/cachedstate.h"
#include "core/storage/eventstore.h"
#include "core/storage/gametables.h"
#include "core/storage/migrations.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/sqlitetables.h"
#include "core/storage/statement.h"
#include "core/storage/summaryrow.h"
#include "core/storage/transaction.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

QString defaultArchivePath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return folder + u"/archive.postmark"_s;
}

SqlSession SqliteArchive::session() const
{
    return SqlSession{m_statements, [this](const QSqlError& error) {
                          return archiveError(error, m_path);
                      }};
}

SqliteArchive::SqliteArchive(QString path, QString connection)
    : m_path(std::move(path))
    , m_connection(std::move(connection))
    , m_database(QSqlDatabase::database(m_connection, false))
{}

SqliteArchive::~SqliteArchive()
{
    m_statements.clear();
    m_fastStatements.clear();
    m_database.close();
    m_database = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
}

int SqliteArchive::schemaVersion() const
{
    QSqlQuery query(m_database);
    query.exec(u"PRAGMA user_version"_s);
    return query.next() ? query.value(0).toInt() : 0;
}

Result<qint64> SqliteArchive::addGame(const ledger::GameFile& game, const QDate& today)
{
    const Result<QList<qint64>> ids = addGames({game}, today);
    if (!ids)
        return ids.error();
    return ids->first();
}

std::optional<Error> SqliteArchive::replaceGame(qint64 id, const ledger::GameFile& game, const QDate& today)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return transaction.beginError();
    if (auto error = writeGame(id, game, today))
        return error;
    return transaction.commit();
}

std::optional<Error> SqliteArchive::replaceComputedGame(
    qint64 id, const ledger::GameFile& game, const ledger::Ledger& computed, const QDate& today)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return transaction.beginError();
    if (auto error = writeGame(id, game, today, &computed))
        return error;
    return transaction.commit();
}

std::optional<Error> SqliteArchive::replaceGames(
    const QList<QPair<qint64, ledger::GameFile>>& games, const QDate& today)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return transaction.beginError();
    for (const auto& [id, game] : games) {
        if (auto error = writeGame(id, game, today))
            return error;
    }
    return transaction.commit();
}

std::optional<Error> SqliteArchive::updateGame(
    qint64 id, const std::function<std::optional<Error>(ledger::GameFile&)>& edit, const QDate& today)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return transaction.beginError();
    Result<ledger::GameFile> current = game(id);
    if (!current)
        return current.error();
    if (auto error = edit(current.value()))
        return error;
    if (auto error = writeGame(id, *current, today))
        return error;
    return transaction.commit();
}

Result<QList<qint64>> SqliteArchive::addGames(const QList<ledger::GameFile>& games, const QDate& today)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return *transaction.beginError();
    QList<qint64> ids;
    SqliteTables tables(m_fastStatements, m_path);
    for (const ledger::GameFile& game : games) {
        if (auto error = writeGame(0, game, today))
            return *error;
        ids.append(m_lastWrittenId);
        if (auto error = GameTables(tables).rememberImport(m_lastWrittenId, gameContentHash(game)))
            return *error;
    }
    if (auto error = transaction.commit())
        return *error;
    return ids;
}

QByteArray SqliteArchive::contentHash(const ledger::GameFile& game)
{
    return gameContentHash(game).toLatin1();
}

Result<QList<archive::ImportOutcome>> SqliteArchive::importGames(
    const QList<ledger::GameFile>& games, const QDate& today, const Progress& progress)
{
    return importWhole(games, today, progress, false);
}

Result<QList<archive::ImportOutcome>> SqliteArchive::copyInGames(
    const QList<ledger::GameFile>& games, const QDate& today)
{
    return importWhole(games, today, {}, true);
}

Result<archive::EventCopy> SqliteArchive::copyInEvent(const tournament::Tournament& event,
    const tournament::JudgeRegisters& registers,
    const QList<ledger::GameFile>& games,
    const QDate& today,
    const Progress& progress)
{
    return copyInEventThenGames(session(), event, registers, [&](const auto& first) {
        return importWhole(games, today, progress, true, first);
    });
}

Result<QList<archive::ImportOutcome>> SqliteArchive::importWhole(const QList<ledger::GameFile>& games,
    const QDate& today,
    const Progress& progress,
    bool refuseSameNamed,
    const std::function<std::optional<Error>()>& first)
{
    // The look-up is inside the write transaction (BEGIN IMMEDIATE): two imports of one file at once are
    // serialised, and the second finds the first's game instead of storing it again.
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return *transaction.beginError();
    if (first) {
        if (auto refused = first())
            return *refused;
    }
    SqliteTables tables(m_fastStatements, m_path);
    GameTables rows(tables);
    QList<archive::ImportOutcome> outcomes;
    for (const ledger::GameFile& game : games) {
        // Stopped by the user: the guard rolls the transaction back, so nothing of the import is kept.
        if (progress && !progress(outcomes.size(), games.size()))
            return Error{ErrorCode::Cancelled, say(MessageCode::Verbatim, QString::number(outcomes.size()))};
        const Result<archive::ImportOutcome> outcome = rows.importGame(game, today, refuseSameNamed);
        if (!outcome)
            return outcome.error();
        outcomes.append(*outcome);
    }
    if (auto error = transaction.commit())
        return *error;
    return outcomes;
}

std::optional<Error> SqliteArchive::removeGames(const QList<qint64>& ids)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return transaction.beginError();
    Statement remove(m_statements, u"DELETE FROM games WHERE id = ?"_s);
    for (qint64 id : ids) {
        remove.bind(id);
        if (!remove.exec())
            return archiveError(remove.query().lastError(), m_path);
        if (remove.query().numRowsAffected() != 1)
            return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(id))};
    }
    return transaction.commit();
}

std::optional<Error> SqliteArchive::removeGame(qint64 id)
{
    return removeGames({id});
}

namespace {

/// The columns of a games list's line, as summaryOf() reads them.
constexpr QStringView SummaryColumns =
    u"g.id, g.event_name, g.event_index, w.name, b.name, s.plies, s.white_total, s.black_total, s.to_move, "
    "s.status, s.days_left, s.next_due, s.next_kind FROM games g JOIN people w ON w.id = g.white_id "
    "JOIN people b ON b.id = g.black_id LEFT JOIN game_state s ON s.game_id = g.id";

/// The same columns from the games that have a deadline, walked in the order of game_state_by_due (a
/// CROSS JOIN keeps SQLite's planner from starting anywhere else).
constexpr QStringView DatedSummaryColumns =
    u"g.id, g.event_name, g.event_index, w.name, b.name, s.plies, s.white_total, s.black_total, s.to_move, "
    "s.status, s.days_left, s.next_due, s.next_kind FROM game_state s INDEXED BY game_state_by_due "
    "CROSS JOIN games g ON g.id = s.game_id JOIN people w ON w.id = g.white_id "
    "JOIN people b ON b.id = g.black_id";

archive::GameSummary summaryOf(SqliteStatement& query, TextPool& states)
{
    return gamerows::summaryOf(query, [&](int column) { return states(query.utf8(column)); });
}

} // namespace

Result<QList<archive::GameSummary>> SqliteArchive::games() const
{
    FastStatement query(m_fastStatements, u"SELECT "_s + SummaryColumns + u" ORDER BY g.id"_s);
    QList<archive::GameSummary> summaries;
    // The names and events are read as they are: pooling them cost more than it saved on an archive whose
    // games are mostly with different people in different events (12 ms of 19 on 10,000 such games).
    TextPool states;
    while (query->next())
        summaries.append(summaryOf(*query, states));
    if (query->failed())
        return archiveError(query->error(), m_path);
    return summaries;
}

Result<QList<archive::GameSummary>> SqliteArchive::gamesDueFirst(const QString& player, int count) const
{
    // archive::dueFirst()'s order, in two walks that stop at `count` games: the games with a deadline in
    // the order of the index on it (next_due is an ISO date: its text sorts as the date), then those
    // without one by id. Sorting every game by it instead read the whole archive (8 ms of 10,000 games).
    QList<archive::GameSummary> summaries;
    TextPool states;
    const auto read = [&](const QString& sql) -> std::optional<Error> {
        FastStatement query(m_fastStatements, sql);
        query->bind(player).bind(count - int(summaries.size()));
        while (query->next())
            summaries.append(summaryOf(*query, states));
        if (query->failed())
            return archiveError(query->error(), m_path);
        return std::nullopt;
    };
    if (auto error = read(u"SELECT "_s + DatedSummaryColumns
            + u" WHERE s.next_due IS NOT NULL AND (w.name = ?1 OR b.name = ?1) "
              "ORDER BY s.next_due, s.game_id LIMIT ?2"_s))
        return *error;
    if (summaries.size() < count) {
        if (auto error = read(u"SELECT "_s + SummaryColumns
                + u" WHERE s.next_due IS NULL AND (w.name = ?1 OR b.name = ?1) ORDER BY g.id LIMIT ?2"_s))
            return *error;
    }
    return summaries;
}

std::optional<Error> SqliteArchive::rebuildMissingState(const QDate& today)
{
    // Every state belongs to a game (its key is one, removed with it): as many states as games is none
    // missing, counted without the join that finds which (a tenth of opening a large archive).
    QSqlQuery counts(m_database);
    if (!counts.exec(u"SELECT (SELECT count(*) FROM games) = (SELECT count(*) FROM game_state)"_s)
        || !counts.next())
        return archiveError(counts.lastError(), m_path);
    if (counts.value(0).toBool())
        return std::nullopt;
    counts.finish();
    QSqlQuery missing(m_database);
    if (!missing.exec(
            u"SELECT g.id FROM games g LEFT JOIN game_state s ON s.game_id = g.id WHERE s.game_id IS NULL"_s))
        return archiveError(missing.lastError(), m_path);
    QList<qint64> ids;
    while (missing.next())
        ids.append(missing.value(0).toLongLong());
    missing.finish();
    for (qint64 id : std::as_const(ids)) {
        const Result<ledger::GameFile> stored = game(id);
        if (!stored)
            return stored.error();
        if (auto error = replaceGame(id, *stored, today))
            return error;
    }
    return std::nullopt;
}

Result<qint64> SqliteArchive::addTournament(const TournamentRecord& tournament)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return *transaction.beginError();
    Statement insert(m_statements,
        u"INSERT INTO tournaments (name, event_index, start_date, end_date, rules) VALUES (COALESCE(?, ''), COALESCE(?, ''), ?, ?, ?)"_s);
    insert.bind(tournament.name)
        .bind(tournament.index)
        .bind(tournament.start.toString(Qt::ISODate))
        .bind(dateValue(tournament.end))
        .bind(tournament.rules);
    if (!insert.exec())
        return archiveError(insert.query().lastError(), m_path);
    const qint64 id = insert.query().lastInsertId().toLongLong();
    Statement person(m_statements,
        u"INSERT INTO people (name, address, email, iccf_id) VALUES (COALESCE(?, ''), COALESCE(?, ''), COALESCE(?, ''), COALESCE(?, ''))"_s);
    Statement seat(m_statements,
        u"INSERT INTO tournament_players (tournament_id, person_id, seat, rating, withdrawn_on, "
        u"withdrawal_decision) "
        "VALUES (?, ?, ?, ?, ?, ?)"_s);
    for (int index = 0; index < tournament.players.size(); ++index) {
        const TournamentRecord::Entrant& entrant = tournament.players[index];
        person.bind(entrant.person.name)
            .bind(entrant.person.address)
            .bind(entrant.person.email)
            .bind(entrant.person.iccfId);
        if (!person.exec())
            return archiveError(person.query().lastError(), m_path);
        seat.bind(id)
            .bind(person.query().lastInsertId())
            .bind(index + 1)
            .bind(entrant.rating ? QVariant(*entrant.rating) : QVariant(QMetaType(QMetaType::Int)))
            .bind(dateValue(entrant.withdrawnOn))
            .bind(textValue(entrant.withdrawalDecision));
        if (!seat.exec())
            return archiveError(seat.query().lastError(), m_path);
    }
    if (auto error = transaction.commit())
        return *error;
    return id;
}

std::optional<Error> SqliteArchive::assignToTournament(qint64 game, qint64 tournament)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return transaction.beginError();
    Statement update(m_statements, u"UPDATE games SET tournament_id = ? WHERE id = ?"_s);
    update.bind(tournament).bind(game);
    if (!update.exec())
        return archiveError(update.query().lastError(), m_path);
    if (update.query().numRowsAffected() != 1)
        return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(game))};
    return transaction.commit();
}

Result<qint64> SqliteArchive::addDecision(const Decision& decision)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return *transaction.beginError();
    Statement insert(m_statements,
        u"INSERT INTO decisions (game_id, decided_on, decided_by, outcome, reason) VALUES (?, ?, COALESCE(?, ''), COALESCE(?, ''), COALESCE(?, ''))"_s);
    insert.bind(decision.game)
        .bind(decision.decidedOn.toString(Qt::ISODate))
        .bind(decision.decidedBy)
        .bind(decision.outcome)
        .bind(decision.reason);
    if (!insert.exec())
        return archiveError(insert.query().lastError(), m_path);
    const qint64 id = insert.query().lastInsertId().toLongLong();
    if (auto error = transaction.commit())
        return *error;
    return id;
}

} // namespace postmark::storage
