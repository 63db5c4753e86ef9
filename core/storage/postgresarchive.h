// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include <QSqlDatabase>

#include "core/archive/gamerepository.h"
#include "core/storage/databaseaddress.h"
#include "core/storage/postgresconnection.h"
#include "core/storage/preparedstatements.h"
#include "core/storage/sqlsession.h"

namespace postmark::storage {

/// A federation's archive on its PostgreSQL server (made by `postmark-cli federation init`), as the
/// connected login may see and change it: the server's roles and policies decide, and a refusal comes
/// back as PermissionDenied, the archive as it was. In this version it keeps the events — tournaments
/// with their players, pairings, results, withdrawals and the judge's registers — with the same SQL as
/// the SQLite archive (core/storage/eventstore.h); the games are read from an archive file, and asking
/// the server for them says so (ServerKeepsNoGamesYet).
class PostgresArchive : public archive::GameRepository
{
public:
    /// Errors: PostgresDriverMissing and DatabaseUnreachable (DatabaseUnreachable), ArchiveNotAnArchive
    /// (no federation archive on that database).
    static Result<std::unique_ptr<PostgresArchive>> open(const DatabaseAddress& address);
    ~PostgresArchive() override;
    PostgresArchive(const PostgresArchive&) = delete;
    PostgresArchive& operator=(const PostgresArchive&) = delete;

    const DatabaseAddress& address() const { return m_connection->address(); }

    Result<qint64> importTournament(const tournament::Tournament& event) override;
    Result<tournament::Tournament> tournament(qint64 id) const override;
    Result<QList<archive::TournamentSummary>> tournaments() const override;
    Result<tournament::JudgeRegisters> judgeRegisters(qint64 id) const override;
    /// The event's row is locked for the whole edit (SELECT … FOR UPDATE): a second writer of the same
    /// event waits, then edits what the first one wrote; writers of other events never wait.
    std::optional<Error> updateTournament(qint64 id, const TournamentEdit& edit) override;
    Result<qint64> copyInTournament(
        const tournament::Tournament& event, const tournament::JudgeRegisters& registers) override;

    // Games: not on the server in this version (ServerKeepsNoGamesYet).
    Result<qint64> addGame(const ledger::GameFile& game, const QDate& today) override;
    std::optional<Error> replaceGame(qint64 id, const ledger::GameFile& game, const QDate& today) override;
    std::optional<Error> updateGame(qint64 id,
        const std::function<std::optional<Error>(ledger::GameFile&)>& edit,
        const QDate& today) override;
    std::optional<Error> replaceGames(
        const QList<QPair<qint64, ledger::GameFile>>& games, const QDate& today) override;
    std::optional<Error> removeGame(qint64 id) override;
    Result<QList<qint64>> addGames(const QList<ledger::GameFile>& games, const QDate& today) override;
    std::optional<Error> removeGames(const QList<qint64>& ids) override;
    Result<QList<archive::ImportOutcome>> importGames(
        const QList<ledger::GameFile>& games, const QDate& today, const Progress& progress = {}) override;
    Result<ledger::GameFile> game(qint64 id) const override;
    Result<QList<archive::GameSummary>> games() const override;

private:
    explicit PostgresArchive(std::unique_ptr<PostgresConnection> connection);
    SqlSession session() const;
    Error noGames() const;
    /// Runs `work` in one transaction: committed when it succeeds, rolled back when it fails.
    template<typename Work>
    auto inTransaction(Work work) -> decltype(work());

    std::unique_ptr<PostgresConnection> m_connection;
    QSqlDatabase& m_database;
    mutable PreparedStatements m_statements{m_database};
};

} // namespace postmark::storage
