// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/postgresconnection.h"

#include <algorithm>

#include <QAtomicInt>
#include <QRegularExpression>
#include <QSqlQuery>

#include "core/storage/connectionrefusal.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

QString uniqueConnectionName()
{
    static QAtomicInt next;
    return u"postmark-postgres-%1"_s.arg(next.fetchAndAddRelaxed(1));
}

/// libpq's connection settings written as QPSQL passes them on: key=value, quoted when needed.
QString connectOptions(const archive::DatabaseAddress& address)
{
    QStringList options;
    // A server that takes the connection and never answers would hold the user forever: libpq waits
    // without end unless told.
    const bool timed = std::any_of(address.settings.begin(), address.settings.end(), [](const auto& setting) {
        return setting.first == u"connect_timeout"_s;
    });
    if (!timed)
        options.append(u"connect_timeout=10"_s);
    for (const auto& [key, value] : address.settings) {
        QString quoted = value;
        quoted.replace(u'\\', u"\\\\"_s).replace(u'\'', u"\\'"_s);
        options.append(key + u"='"_s + quoted + u'\'');
    }
    return options.join(u';');
}

/// What the server or libpq said, without its level ("ERROR:", "FATAL:") or the SQLSTATE Qt appends.
QString serverWords(const QSqlError& error)
{
    QString said = error.databaseText().trimmed().isEmpty() ? error.text() : error.databaseText();
    static const QRegularExpression level(
        u"^\\s*(ERROR|FATAL|PANIC):\\s*"_s, QRegularExpression::MultilineOption);
    static const QRegularExpression state(u"\\s*\\(\\w{5}\\)\\s*$"_s);
    said.remove(level).remove(state);
    return said.simplified();
}

/// The part of the archive a refusal was about, by the table the server names.
MessageCode refusedTable(const QString& said)
{
    static const QRegularExpression table(u"for table \"?([a-z_]+)\"?"_s);
    const QString name = table.match(said).captured(1);
    if (name.isEmpty())
        return MessageCode::ServerPartOther;
    if (name == u"people")
        return MessageCode::ServerPartPeople;
    if (name == u"tournament_claims" || name == u"tournament_adjudications")
        return MessageCode::ServerPartRegisters;
    if (name.startsWith(u"tournament") || name == u"cups" || name.startsWith(u"cup_")
        || name == u"team_events")
        return MessageCode::ServerPartEvents;
    if (name.startsWith(u"federation") || name == u"audit_log")
        return MessageCode::ServerPartFederation;
    return MessageCode::ServerPartGames;
}

/// What a refusal was about, by the table the server names ("permission denied for table games", "new
/// row violates row-level security policy for table \"cards\""): the server's own words are English. A
/// card the partner logged is named with who logged it (roles.sql's postmark_guard_card says "card w5 was
/// logged by petrenko (Петренко Петро Петрович)", the name empty for a login that is no player); a game of
/// an event whose players, event or rules a player tried to change, as its postmark_guard_game says.
Message refusedPart(const QString& said)
{
    static const QRegularExpression loggedCard(u"card (\\S+) was logged by (\\S+)(?: \\(([^)]*)\\))?"_s);
    if (const QRegularExpressionMatch card = loggedCard.match(said); card.hasMatch()) {
        // A player is named as the cards name them, with the login (a judge or administrator: the login).
        const QString person = card.captured(3);
        return say(MessageCode::ServerPartLoggedCard,
            CardRef{card.captured(1)},
            person.isEmpty() ? card.captured(2) : person + u" (" + card.captured(2) + u')');
    }
    static const QRegularExpression eventResult(u"game \\d+ of an event: its result is written"_s);
    if (eventResult.match(said).hasMatch())
        return say(MessageCode::ServerPartEventResult);
    static const QRegularExpression eventGame(u"game \\d+ of an event"_s);
    if (eventGame.match(said).hasMatch())
        return say(MessageCode::ServerPartEventGame);
    if (said.contains(u"the event pairs nobody so"))
        return say(MessageCode::ServerPartUnpairedGame);
    return say(refusedTable(said));
}

} // namespace

Result<QSqlDatabase> openPostgres(const archive::DatabaseAddress& address, const QString& connection)
{
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s))
        return Error{ErrorCode::DatabaseUnreachable, say(MessageCode::PostgresDriverMissing)};
    QSqlDatabase database = QSqlDatabase::addDatabase(u"QPSQL"_s, connection);
    if (!address.host.isEmpty())
        database.setHostName(address.host);
    if (address.port > 0)
        database.setPort(address.port);
    database.setDatabaseName(address.database);
    database.setUserName(address.user);
    database.setConnectOptions(connectOptions(address));
    if (!database.open()) {
        const QString said = serverWords(database.lastError());
        database = QSqlDatabase();
        QSqlDatabase::removeDatabase(connection);
        return Error{ErrorCode::DatabaseUnreachable, connectionRefusal(address, said)};
    }
    // The notices of what was there already (a role granted twice) say nothing a user needs.
    QSqlQuery quiet(database);
    quiet.exec(u"SET client_min_messages = warning"_s);
    return database;
}

Error serverError(const archive::DatabaseAddress& address, const QSqlError& error)
{
    const QString said = serverWords(error);
    // The connection went and could not be opened again (the server stopped, the network down): said as
    // that, in the user's language, not in libpq's English.
    if (said.contains(u"server closed the connection unexpectedly"_s)
        || said.contains(u"terminating connection"_s) || said.contains(u"no connection to the server"_s)
        || said.contains(u"connection to server"_s))
        return Error{ErrorCode::DatabaseUnreachable, say(MessageCode::ServerGoneAway, address.display())};
    // What a federation meets in daily use, said in the user's language (the server's words are English);
    // anything rarer is quoted as the server said it. Each of these rolled the whole change back.
    const QString state = error.nativeErrorCode();
    if (state == u"40001"_s || state == u"40P01"_s) // serialization_failure, deadlock_detected
        return Error{
            ErrorCode::ServerRefusedChange, say(MessageCode::ServerConcurrentChange, address.display())};
    if (state == u"53100"_s) // disk_full
        return Error{ErrorCode::ArchiveDiskFull, say(MessageCode::ServerDiskFull, address.display())};
    if (state == u"53300"_s) // too_many_connections (a connection made again)
        return Error{ErrorCode::DatabaseUnreachable, say(MessageCode::ServerBusy, address.display())};
    if (state == u"25006"_s) // read_only_sql_transaction: a standby, or default_transaction_read_only
        return Error{ErrorCode::ServerRefusedChange, say(MessageCode::ServerReadOnly, address.display())};
    if (state == u"57014"_s) // query_canceled: a statement_timeout, or pg_cancel_backend()
        return Error{
            ErrorCode::ServerRefusedChange, say(MessageCode::ServerCancelledRequest, address.display())};
    // 42501 insufficient_privilege: a missing grant, or a row-level security policy's check.
    if (state == u"42501"_s)
        return Error{
            ErrorCode::PermissionDenied, say(MessageCode::RoleMayNot, address.display(), refusedPart(said))};
    // 23505 unique_violation: a row the server keeps one of (an event's name) is there already.
    if (state == u"23505"_s)
        return Error{
            ErrorCode::TournamentEditRefused, say(MessageCode::DatabaseServerSays, address.display(), said)};
    return Error{ErrorCode::ArchiveFailure, say(MessageCode::DatabaseServerSays, address.display(), said)};
}

PostgresConnection::PostgresConnection(archive::DatabaseAddress address, QString name)
    : m_address(std::move(address))
    , m_name(std::move(name))
    , m_database(QSqlDatabase::database(m_name, false))
{}

PostgresConnection::~PostgresConnection()
{
    m_database.close();
    m_database = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
}

Result<std::unique_ptr<PostgresConnection>> PostgresConnection::open(const archive::DatabaseAddress& address)
{
    const QString name = uniqueConnectionName();
    const Result<QSqlDatabase> database = openPostgres(address, name);
    if (!database)
        return database.error();
    return std::unique_ptr<PostgresConnection>(new PostgresConnection(address, name));
}

namespace {

QtMessageHandler g_handlerBeforeQuiet = nullptr;

void sayAllButLostStatements(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type == QtWarningMsg && message.startsWith(u"Unable to free statement"_s))
        return;
    if (g_handlerBeforeQuiet)
        g_handlerBeforeQuiet(type, context, message);
}

} // namespace

QuietStatementsOfLostSession::QuietStatementsOfLostSession()
    : m_previous(qInstallMessageHandler(sayAllButLostStatements))
{
    g_handlerBeforeQuiet = m_previous;
}

QuietStatementsOfLostSession::~QuietStatementsOfLostSession()
{
    qInstallMessageHandler(m_previous);
    g_handlerBeforeQuiet = nullptr;
}

bool PostgresConnection::reopenIfLost()
{
    {
        QSqlQuery probe(m_database);
        if (probe.exec(u"SELECT 1"_s))
            return false;
    }
    // QPSQL does not open a lost connection again by itself: every later statement would fail the same
    // way, and the window would have to be closed to work on. The same name, address and settings.
    m_database.close();
    if (!m_database.open())
        return false;
    QSqlQuery quiet(m_database);
    quiet.exec(u"SET client_min_messages = warning"_s);
    return true;
}

Error PostgresConnection::error(const QSqlError& error) const
{
    return serverError(m_address, error);
}

} // namespace postmark::storage
