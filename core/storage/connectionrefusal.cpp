// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/connectionrefusal.h"

#include <clocale>

#include <QDir>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

/// The first quoted name after `before` in what the server said (role "x", database "x", user "x").
QString quotedAfter(const QString& said, const QString& before)
{
    const QRegularExpression name(QRegularExpression::escape(before) + u"\\s+\"([^\"]*)\""_s);
    return name.match(said).captured(1);
}

/// The login the connection was made as: the one the server names, else the address's, else libpq's
/// own default (PGUSER, then the system's user name).
QString loginOf(const archive::DatabaseAddress& address, const QString& said)
{
    for (const QString& before : {u"user"_s, u"role"_s}) {
        if (const QString named = quotedAfter(said, before); !named.isEmpty())
            return named;
    }
    if (!address.user.isEmpty())
        return address.user;
    for (const char* variable : {"PGUSER", "USER", "LOGNAME"}) {
        if (const QString named = qEnvironmentVariable(variable); !named.isEmpty())
            return named;
    }
    return QDir::home().dirName(); // the system's user, as libpq takes it, when the environment says nothing
}

} // namespace

Message connectionRefusal(const archive::DatabaseAddress& address, const QString& said)
{
    const QString where = address.display();
    // Nothing listens: no socket in the folder, or a refused TCP connection (a certificate file that is
    // missing says "No such file or directory" too, without "connection to server … failed").
    const bool connecting = said.contains(u"connection to server"_s);
    if (connecting
        && (said.contains(u"No such file or directory"_s) || said.contains(u"Connection refused"_s)))
        return say(MessageCode::ServerNotRunning, where);
    if (said.contains(u"could not translate host name"_s))
        return say(MessageCode::ServerHostUnknown, quotedAfter(said, u"host name"_s));
    if (said.contains(u"timeout expired"_s) || said.contains(u"Connection timed out"_s))
        return say(MessageCode::ServerNoAnswer, where);
    if (said.contains(u"database system is starting up"_s)
        || said.contains(u"database system is shutting down"_s) || said.contains(u"too many clients"_s)
        || said.contains(u"database system is in recovery mode"_s))
        return say(MessageCode::ServerBusy, where);
    if (said.contains(u"database \""_s) && said.contains(u"does not exist"_s))
        return say(MessageCode::ServerDatabaseMissing, where, quotedAfter(said, u"database"_s));
    if (said.contains(u"role \""_s) && said.contains(u"does not exist"_s))
        return say(MessageCode::ServerLoginUnknown, where, loginOf(address, said));
    if (said.contains(u"no password supplied"_s))
        // Asked before the server says whether the database is there: a mistyped database's name has no
        // line in ~/.pgpass and comes here, so the database is named first among what to check.
        return say(MessageCode::ServerNeedsPassword, where, loginOf(address, said), address.database);
    if (said.contains(u"password authentication failed"_s))
        return say(MessageCode::ServerPasswordRefused, where, loginOf(address, said));
    // Peer or ident authentication, no pg_hba.conf line for this computer, or no CONNECT right.
    if (said.contains(u"authentication failed"_s) || said.contains(u"no pg_hba.conf entry"_s)
        || said.contains(u"permission denied for database"_s))
        return say(MessageCode::ServerLetsNotIn, where, loginOf(address, said));
    return say(MessageCode::DatabaseServerSays, where, said);
}

void readLibpqInEnglish()
{
    std::setlocale(LC_MESSAGES, "C");
}

} // namespace postmark::storage
