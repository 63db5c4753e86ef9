// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include <QSqlDatabase>

#include "core/archive/databaseaddress.h"
#include "core/archive/gamerepository.h"
#include "core/storage/postgresconnection.h"
#include "core/storage/preparedstatements.h"
#include "core/storage/querystatement.h"
#include "core/storage/sqlsession.h"

namespace postmark::storage {

/// A federation's archive on its PostgreSQL server (made by `postmark-cli federation init`), as the
/// connected login may see and change it: the server's roles and policies decide, and a refusal comes
/// back as PermissionDenied, the archive as it was. It keeps the events — tournaments with their
/// players, pairings, results, withdrawals and the judge's registers (core/storage/eventstore.h) — and
/// the games with their cards and cached state (core/storage/gametables.h), in the same SQL as the
/// SQLite archive.
class PostgresArchive : public archive::GameRepository
{
public:
    /// Errors: PostgresDriverMissing and DatabaseUnreachable (DatabaseUnreachable), ArchiveNotAnArchive
    /// (no federation archive on that database).
    static Result<std::unique_ptr<PostgresArchive>> open(const archive::DatabaseAddress& address);
    ~PostgresArchive() override;
    PostgresArchive(const PostgresArchive&) = delete;
    PostgresArchive& operator=(const PostgresArchive&) = delete;

    const archive::DatabaseAddress& address() const { return m_connection->address(); }

    Result<qint64> importTournament(const tournament::Tournament& event) override;
    Result<tournament::Tournament> tournament(qint64 id) const override;
    Result<QList<archive::TournamentSummary>> tournaments() const override;
    Result<tournament::JudgeRegisters> judgeRegisters(qint64 id) const override;
    /// The event's row is locked for the whole edit (SELECT … FOR UPDATE): a second writer of the same
    /// event waits, then edits what the first one wrote; writers of other events never wait.
    std::optional<Error> updateTournament(qint64 id, const TournamentEdit& edit) override;
    Result<qint64> copyInTournament(
        const tournament::Tournament& event, const tournament::JudgeRegisters& registers) override;
    Result<archive::EventCopy> copyInEvent(const tournament::Tournament& event,
        const tournament::JudgeRegisters& registers,
        const QList<ledger::GameFile>& games,
        const QDate& today,
        const Progress& progress = {}) override;

    // Games: as the login's policies show them (a player, their own; a judge, their events').
    Result<qint64> addGame(const ledger::GameFile& game, const QDate& today) override;
    std::optional<Error> replaceGame(qint64 id, const ledger::GameFile& game, const QDate& today) override;
    std::optional<Error> replaceComputedGame(
        qint64 id, const ledger::GameFile& game, const ledger::Ledger& computed, const QDate& today) override;
    /// The game's row is locked for the whole edit: a second writer of the same game waits, then edits
    /// what the first one wrote.
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
    Result<QList<archive::ImportOutcome>> copyInGames(
        const QList<ledger::GameFile>& games, const QDate& today) override;
    Result<ledger::GameFile> game(qint64 id) const override;
    Result<QList<archive::GameSummary>> games() const override;
    Result<QList<std::pair<qint64, ledger::GameFile>>> gamesWithIds(const QList<qint64>& ids) const override;
    Result<QList<std::pair<qint64, ledger::GameFile>>> gamesOfEvent(const QString& name) const override;

    /// The login's person (a player) or the login itself, and whether it plays and judges here.
    Result<std::optional<archive::ArchiveOwner>> owner() const override;
    /// ConnectedToServer: the address, the login and its role.
    std::optional<Message> connectionNotice() const override;
    /// EventEditNotYours unless the login judges the event or is the federation's administrator.
    std::optional<Message> eventEditRefusal(qint64 id) const override;
    std::optional<Message> resultChangeRefusal(qint64 id) const override;
    std::optional<Message> eventCreationRefusal() const override;
    std::optional<Message> eventCopyRefusal(qint64 id) const override;

    /// What the server must enforce is in place (the schema's version, the four group roles, every table's
    /// row security with a policy to read by), then every game the login may read: its cards replay and
    /// its cached state is its ledger's. `progress` is told one step a game.
    Result<QList<Message>> check(const Progress& progress = {}) const override;
    /// A copy of the whole server's archive at `target` (which must not exist) by pg_dump, in its custom
    /// format (pg_restore puts it back): consistent while the members work. Only a login that may read
    /// every row — the archive's owner — can make it; anyone else's is refused with pg_dump's words and
    /// leaves no file. `progress` is told the bytes written, of a total not known (0).
    std::optional<Error> backup(const QString& target, const Progress& progress = {}) const override;
    /// ServerBackupOwnersOnly unless the login owns every table of the archive or is the server's superuser.
    std::optional<Message> backupRefusal() const override;

private:
    explicit PostgresArchive(std::unique_ptr<PostgresConnection> connection);
    SqlSession session() const;
    /// games() and owner() once: reading() does them again after a lost connection.
    Result<QList<archive::GameSummary>> listGames() const;
    Result<std::optional<archive::ArchiveOwner>> readOwner() const;
    /// The login the server knows this connection as (the address's user, or libpq's default).
    QString loginName() const;
    /// The login's strongest role as a message code (RoleAdministrator … RoleNone).
    MessageCode roleOfLogin() const;
    /// check(): the schema's version, the group roles and every table's row security.
    std::optional<Error> checkServerSetup(QList<Message>& problems) const;
    /// Whole games whose row (`games g`) matches `where`, as the login's policies show them.
    Result<QList<std::pair<qint64, ledger::GameFile>>> readGames(
        const QString& where, const QVariantList& values) const;
    /// importGames(), copyInGames() and copyInEvent(): all or none, in one transaction, after `first` (the
    /// event's copy) when there is one.
    Result<QList<archive::ImportOutcome>> importWhole(const QList<ledger::GameFile>& games,
        const QDate& today,
        const Progress& progress,
        bool refuseSameNamed,
        const std::function<std::optional<Error>()>& first = {});
    /// Writes the game (id 0: a new one, whose id is set) inside the caller's transaction.
    std::optional<Error> writeGame(qint64& id,
        const ledger::GameFile& game,
        const QDate& today,
        const ledger::Ledger* computed = nullptr);
    /// Runs `work` in one transaction: committed when it succeeds, rolled back when it fails. A connection
    /// lost before it began is opened again first; one lost inside it is opened again for the next try,
    /// and the error says that nothing was written (ServerConnectionLost) or, lost while committing, that
    /// whether it was is not known (ServerConnectionLostAtCommit).
    template<typename Work>
    auto inTransaction(Work work) -> decltype(work());
    /// Runs a read, and once more when it failed because the connection was lost and is open again.
    template<typename Read>
    auto reading(Read read) const -> decltype(read());
    /// After a failure: whether the connection had been lost and is open again (the statements prepared
    /// on it are forgotten).
    bool reopenedAfterLoss() const;

    std::unique_ptr<PostgresConnection> m_connection;
    QSqlDatabase& m_database;
    mutable PreparedStatements m_statements{m_database};
    mutable QueryStatements m_queries{m_database}; ///< the games' (core/storage/gametables.h)
};

namespace detail {
template<typename T>
bool failed(const Result<T>& result)
{
    return !result;
}
inline bool failed(const std::optional<Error>& error)
{
    return error.has_value();
}
template<typename T>
const Error& errorOf(const Result<T>& result)
{
    return result.error();
}
inline const Error& errorOf(const std::optional<Error>& error)
{
    return *error;
}
} // namespace detail

template<typename Work>
auto PostgresArchive::inTransaction(Work work) -> decltype(work())
{
    if (!m_database.transaction() && !(reopenedAfterLoss() && m_database.transaction()))
        return serverError(m_connection->address(), m_database.lastError());
    auto outcome = work();
    if (detail::failed(outcome)) {
        m_database.rollback();
        if (detail::errorOf(outcome).code != ErrorCode::Cancelled && reopenedAfterLoss())
            return Error{ErrorCode::ArchiveFailure,
                say(MessageCode::ServerConnectionLost, m_connection->address().display())};
        return outcome;
    }
    if (!m_database.commit()) {
        const Error error = serverError(m_connection->address(), m_database.lastError());
        m_database.rollback();
        if (reopenedAfterLoss())
            return Error{ErrorCode::ArchiveFailure,
                say(MessageCode::ServerConnectionLostAtCommit, m_connection->address().display())};
        return error;
    }
    return outcome;
}

template<typename Read>
auto PostgresArchive::reading(Read read) const -> decltype(read())
{
    auto outcome = read();
    if (detail::failed(outcome) && reopenedAfterLoss())
        return read();
    return outcome;
}

} // namespace postmark::storage
