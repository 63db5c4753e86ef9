// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/postgresarchive.h"

#include <QSqlQuery>

#include "core/storage/eventstore.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

template<typename T>
bool failed(const Result<T>& result)
{
    return !result;
}

bool failed(const std::optional<Error>& error)
{
    return error.has_value();
}

} // namespace

PostgresArchive::PostgresArchive(std::unique_ptr<PostgresConnection> connection)
    : m_connection(std::move(connection))
    , m_database(m_connection->database())
{}

PostgresArchive::~PostgresArchive()
{
    m_statements.clear(); // before the connection: a statement must not outlive its database
}

Result<std::unique_ptr<PostgresArchive>> PostgresArchive::open(const DatabaseAddress& address)
{
    Result<std::unique_ptr<PostgresConnection>> connection = PostgresConnection::open(address);
    if (!connection)
        return connection.error();
    std::unique_ptr<PostgresArchive> archive(new PostgresArchive(std::move(connection).value()));
    QSqlQuery present(archive->m_database);
    if (!present.exec(u"SELECT to_regclass('public.federation_schema') IS NOT NULL"_s) || !present.next())
        return serverError(address, present.lastError());
    if (!present.value(0).toBool())
        return Error{
            ErrorCode::ArchiveNotAnArchive, say(MessageCode::FederationNotInitialised, address.display())};
    return archive;
}

SqlSession PostgresArchive::session() const
{
    return SqlSession{m_statements,
        [this](const QSqlError& error) { return serverError(m_connection->address(), error); },
        true};
}

template<typename Work>
auto PostgresArchive::inTransaction(Work work) -> decltype(work())
{
    if (!m_database.transaction())
        return serverError(m_connection->address(), m_database.lastError());
    auto outcome = work();
    if (failed(outcome)) {
        m_database.rollback();
        return outcome;
    }
    if (!m_database.commit()) {
        const Error error = serverError(m_connection->address(), m_database.lastError());
        m_database.rollback();
        return error;
    }
    return outcome;
}

Result<qint64> PostgresArchive::importTournament(const tournament::Tournament& event)
{
    return inTransaction([&] { return insertTournament(session(), event); });
}

Result<tournament::Tournament> PostgresArchive::tournament(qint64 id) const
{
    return readTournament(session(), id);
}

Result<QList<archive::TournamentSummary>> PostgresArchive::tournaments() const
{
    return listTournaments(session());
}

Result<tournament::JudgeRegisters> PostgresArchive::judgeRegisters(qint64 id) const
{
    return readJudgeRegisters(session(), id);
}

std::optional<Error> PostgresArchive::updateTournament(qint64 id, const TournamentEdit& edit)
{
    return inTransaction([&]() -> std::optional<Error> {
        // The row lock that keeps a second writer from editing what it read before the first one wrote.
        Statement lock(m_statements,
            u"UPDATE tournaments SET row_version = row_version + 1 WHERE id = ? RETURNING row_version"_s);
        lock.bind(id);
        if (!lock.exec())
            return serverError(m_connection->address(), lock.query().lastError());
        if (!lock.query().next())
            return Error{ErrorCode::TournamentNotFound, say(MessageCode::Verbatim, QString::number(id))};
        return applyTournamentEdit(session(), id, edit);
    });
}

Result<qint64> PostgresArchive::copyInTournament(
    const tournament::Tournament& event, const tournament::JudgeRegisters& registers)
{
    return inTransaction([&] { return insertTournamentCopy(session(), event, registers); });
}

Error PostgresArchive::noGames() const
{
    return Error{ErrorCode::ArchiveFailure,
        say(MessageCode::ServerKeepsNoGamesYet, m_connection->address().display())};
}

Result<qint64> PostgresArchive::addGame(const ledger::GameFile&, const QDate&)
{
    return noGames();
}

std::optional<Error> PostgresArchive::replaceGame(qint64, const ledger::GameFile&, const QDate&)
{
    return noGames();
}

std::optional<Error> PostgresArchive::updateGame(
    qint64, const std::function<std::optional<Error>(ledger::GameFile&)>&, const QDate&)
{
    return noGames();
}

std::optional<Error> PostgresArchive::replaceGames(
    const QList<QPair<qint64, ledger::GameFile>>&, const QDate&)
{
    return noGames();
}

std::optional<Error> PostgresArchive::removeGame(qint64)
{
    return noGames();
}

Result<QList<qint64>> PostgresArchive::addGames(const QList<ledger::GameFile>&, const QDate&)
{
    return noGames();
}

std::optional<Error> PostgresArchive::removeGames(const QList<qint64>&)
{
    return noGames();
}

Result<QList<archive::ImportOutcome>> PostgresArchive::importGames(
    const QList<ledger::GameFile>&, const QDate&, const Progress&)
{
    return noGames();
}

Result<ledger::GameFile> PostgresArchive::game(qint64) const
{
    return noGames();
}

Result<QList<archive::GameSummary>> PostgresArchive::games() const
{
    return noGames();
}

} // namespace postmark::storage
