// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/postgresarchive.h"

#include <QSqlQuery>

#include "core/storage/eventstore.h"
#include "core/storage/federation.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

PostgresArchive::PostgresArchive(std::unique_ptr<PostgresConnection> connection)
    : m_connection(std::move(connection))
    , m_database(m_connection->database())
{}

PostgresArchive::~PostgresArchive()
{
    m_statements.clear(); // before the connection: a statement must not outlive its database
    m_queries.clear();
}

Result<std::unique_ptr<PostgresArchive>> PostgresArchive::open(const archive::DatabaseAddress& address)
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
    // A login the administrator has not granted a role (or whose role was revoked) may read nothing: said
    // as that, not as the first table the server refuses it.
    QSqlQuery member(archive->m_database);
    if (!member.exec(
            u"SELECT pg_has_role(current_user, 'postmark_admin', 'MEMBER') "
            "OR pg_has_role(current_user, 'postmark_judge', 'MEMBER') "
            "OR pg_has_role(current_user, 'postmark_appeals', 'MEMBER') "
            "OR pg_has_role(current_user, 'postmark_player', 'MEMBER') "
            "OR (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user) "
            "OR EXISTS (SELECT 1 FROM pg_tables WHERE schemaname = 'public' "
            "AND tablename = 'federation_schema' AND tableowner = current_user), current_user::text"_s)
        || !member.next())
        return serverError(address, member.lastError());
    if (!member.value(0).toBool())
        return Error{ErrorCode::PermissionDenied,
            say(MessageCode::FederationLoginWithoutRole, member.value(1).toString(), address.display())};
    // A server set up by an earlier Postmark lacks what this one reads (a column of a newer version): said
    // as that, with the command that brings it up to date, not as the first statement the server refuses.
    QSqlQuery version(archive->m_database);
    if (!version.exec(u"SELECT max(version) FROM federation_schema"_s) || !version.next())
        return serverError(address, version.lastError());
    const int stored = version.value(0).toInt();
    if (stored < FederationSchemaVersion)
        return Error{ErrorCode::ArchiveNotAnArchive,
            say(MessageCode::FederationSchemaBehind, stored, FederationSchemaVersion)};
    if (stored > FederationSchemaVersion)
        return Error{
            ErrorCode::ArchiveTooNew, say(MessageCode::SchemaTooNew, stored, FederationSchemaVersion)};
    return archive;
}

bool PostgresArchive::reopenedAfterLoss() const
{
    if (!m_connection->reopenIfLost())
        return false;
    const QuietStatementsOfLostSession quiet;
    m_statements.clear();
    m_queries.clear();
    return true;
}

SqlSession PostgresArchive::session() const
{
    return SqlSession{m_statements,
        [this](const QSqlError& error) { return serverError(m_connection->address(), error); },
        true};
}

Result<qint64> PostgresArchive::importTournament(const tournament::Tournament& event)
{
    return inTransaction([&]() -> Result<qint64> {
        const Result<qint64> id = insertTournament(session(), event);
        // The server keeps one event of a name and index (tournaments_one_per_name), as a copy is refused.
        if (!id && id.error().code == ErrorCode::TournamentEditRefused)
            return Error{ErrorCode::TournamentEditRefused, say(MessageCode::TournamentNameTaken, event.name)};
        return id;
    });
}

Result<tournament::Tournament> PostgresArchive::tournament(qint64 id) const
{
    return reading([&] { return readTournament(session(), id); });
}

Result<QList<archive::TournamentSummary>> PostgresArchive::tournaments() const
{
    return reading([&] { return listTournaments(session()); });
}

Result<tournament::JudgeRegisters> PostgresArchive::judgeRegisters(qint64 id) const
{
    return reading([&] { return readJudgeRegisters(session(), id); });
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

MessageCode PostgresArchive::roleOfLogin() const
{
    QSqlQuery roles(m_database);
    if (!roles.exec(
            u"SELECT postmark_is(current_user, 'postmark_admin'), postmark_is(current_user, "
            u"'postmark_judge'), "
            "postmark_is(current_user, 'postmark_appeals'), postmark_is(current_user, 'postmark_player')"_s)
        || !roles.next())
        return MessageCode::RoleNone;
    const MessageCode strongestFirst[] = {MessageCode::RoleAdministrator,
        MessageCode::RoleJudge,
        MessageCode::RoleAppeals,
        MessageCode::RolePlayer};
    for (int column = 0; column < 4; ++column) {
        if (roles.value(column).toBool())
            return strongestFirst[column];
    }
    return MessageCode::RoleNone;
}

QString PostgresArchive::loginName() const
{
    QSqlQuery login(m_database);
    return login.exec(u"SELECT current_user::text"_s) && login.next() ? login.value(0).toString()
                                                                      : m_database.userName();
}

std::optional<Message> PostgresArchive::connectionNotice() const
{
    const QString name = loginName();
    return say(MessageCode::ConnectedToServer, m_connection->address().display(), name, roleOfLogin());
}

std::optional<Message> PostgresArchive::eventEditRefusal(qint64 id) const
{
    QSqlQuery judges(m_database);
    judges.prepare(u"SELECT postmark_judges(?, current_user), current_user::text"_s);
    judges.addBindValue(id);
    if (!judges.exec() || !judges.next())
        return say(
            MessageCode::DatabaseServerSays, m_connection->address().display(), judges.lastError().text());
    if (judges.value(0).toBool())
        return std::nullopt;
    return say(MessageCode::EventEditNotYours, judges.value(1).toString(), roleOfLogin());
}

std::optional<Message> PostgresArchive::resultChangeRefusal(qint64 id) const
{
    // As roles.sql's postmark_guard_game refuses it: a result written in a game of an event, changed by
    // anyone but the event's judge or the administrator.
    QSqlQuery fixed(m_database);
    fixed.prepare(u"SELECT g.tournament_id IS NOT NULL AND g.result_score IS NOT NULL "
                  "AND NOT postmark_rules_game(g.id, current_user) FROM games g WHERE g.id = ?"_s);
    fixed.addBindValue(id);
    if (!fixed.exec() || !fixed.next() || !fixed.value(0).toBool())
        return std::nullopt; // the server says so itself if the write is tried
    return say(MessageCode::ServerPartEventResult);
}

std::optional<Message> PostgresArchive::eventCreationRefusal() const
{
    // The server lets the administrator and the judges insert events (roles.sql's policy on tournaments).
    const MessageCode role = roleOfLogin();
    if (role == MessageCode::RoleAdministrator || role == MessageCode::RoleJudge)
        return std::nullopt;
    const QString name = loginName();
    return say(MessageCode::EventCreationNotYours, name, role);
}

std::optional<Message> PostgresArchive::eventCopyRefusal(qint64 id) const
{
    // The judge, the administrator and the appeals committee read every game of an event; a player, who
    // does not judge it, their own.
    if (roleOfLogin() != MessageCode::RolePlayer || !eventEditRefusal(id))
        return std::nullopt;
    return say(MessageCode::EventCopyOnlyYourGames, loginName());
}

} // namespace postmark::storage
