// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/archive/databaseaddress.h"

#include <QUrl>

#include "core/support/errors.h"

using namespace Qt::StringLiterals;

namespace postmark::archive {

namespace {

// libpq's connection settings (PostgreSQL 15, "Parameter Key Words") that a URI may carry besides host,
// port, dbname and user. password and sslpassword are not among them: see readDatabaseAddress().
constexpr const char* KnownSettings[] = {"hostaddr",
    "passfile",
    "channel_binding",
    "connect_timeout",
    "client_encoding",
    "options",
    "application_name",
    "fallback_application_name",
    "keepalives",
    "keepalives_idle",
    "keepalives_interval",
    "keepalives_count",
    "tcp_user_timeout",
    "sslmode",
    "requiressl",
    "sslcompression",
    "sslcert",
    "sslkey",
    "sslrootcert",
    "sslcrl",
    "sslcrldir",
    "sslsni",
    "requirepeer",
    "ssl_min_protocol_version",
    "ssl_max_protocol_version",
    "gssencmode",
    "krbsrvname",
    "gsslib",
    "service",
    "target_session_attrs"};

bool isKnownSetting(const QString& key)
{
    for (const char* known : KnownSettings) {
        if (key == QLatin1String(known))
            return true;
    }
    return false;
}

QString decoded(QStringView part)
{
    return QUrl::fromPercentEncoding(part.toUtf8());
}

/// The text with a password in its user part replaced.
QString maskedUserPart(const QString& text)
{
    const qsizetype scheme = text.indexOf(u"://"_s);
    if (scheme < 0)
        return text;
    const qsizetype authorityEnd = [&] {
        const qsizetype slash = text.indexOf(u'/', scheme + 3);
        const qsizetype query = text.indexOf(u'?', scheme + 3);
        if (slash < 0)
            return query < 0 ? text.size() : query;
        return query < 0 ? slash : std::min(slash, query);
    }();
    const qsizetype at = text.lastIndexOf(u'@', authorityEnd - 1);
    if (at < scheme)
        return text;
    const qsizetype colon = text.indexOf(u':', scheme + 3);
    if (colon < 0 || colon > at)
        return text;
    return text.left(colon + 1) + u"***"_s + text.mid(at);
}

/// Whether a setting's key names a password, however it is written (percent-encoded, in capitals).
bool namesAPassword(QStringView key)
{
    return decoded(key).contains(u"password"_s, Qt::CaseInsensitive);
}

/// The text as it may be echoed: a password, in the user part or the query, is replaced, never repeated.
QString masked(const QString& text)
{
    QString shown = maskedUserPart(text);
    const qsizetype queryStart = shown.indexOf(u'?');
    if (queryStart < 0)
        return shown;
    QStringList pairs;
    for (const QString& pair : shown.mid(queryStart + 1).split(u'&')) {
        const qsizetype equals = pair.indexOf(u'=');
        pairs.append(equals > 0 && namesAPassword(QStringView(pair).left(equals))
                ? pair.left(equals) + u"=***"_s
                : pair);
    }
    return shown.left(queryStart + 1) + pairs.join(u'&');
}

Error refused(MessageCode code, const QString& text)
{
    return Error{ErrorCode::DatabaseAddressRefused, say(code, masked(text))};
}

Error refused(MessageCode code, const QString& text, const QString& detail)
{
    return Error{ErrorCode::DatabaseAddressRefused, say(code, masked(text), detail)};
}

} // namespace

bool looksLikePostgresAddress(const QString& text)
{
    return text.startsWith(u"postgresql://"_s, Qt::CaseInsensitive)
        || text.startsWith(u"postgres://"_s, Qt::CaseInsensitive);
}

Result<DatabaseAddress> readDatabaseAddress(const QString& text)
{
    DatabaseAddress address;
    if (!looksLikePostgresAddress(text)) {
        address.path = text;
        return address;
    }
    address.kind = DatabaseAddress::Kind::PostgreSql;
    const QStringView rest = QStringView(text).mid(text.indexOf(u"://"_s) + 3);
    const qsizetype queryStart = rest.indexOf(u'?');
    const QStringView main = queryStart < 0 ? rest : rest.left(queryStart);
    const QStringView query = queryStart < 0 ? QStringView() : rest.mid(queryStart + 1);
    const qsizetype pathStart = main.indexOf(u'/');
    QStringView authority = pathStart < 0 ? main : main.left(pathStart);
    if (pathStart >= 0)
        address.database = decoded(main.mid(pathStart + 1));

    const qsizetype at = authority.lastIndexOf(u'@');
    if (at >= 0) {
        const QStringView userInfo = authority.left(at);
        if (userInfo.contains(u':'))
            return refused(MessageCode::DatabaseAddressHasPassword, text);
        address.user = decoded(userInfo);
        authority = authority.mid(at + 1);
    }
    if (authority.contains(u','))
        return refused(MessageCode::DatabaseAddressMalformed, text, u"host"_s);
    QStringView portText;
    if (authority.startsWith(u'[')) { // an IPv6 address: [::1]:5432
        const qsizetype close = authority.indexOf(u']');
        if (close < 0)
            return refused(MessageCode::DatabaseAddressMalformed, text, u"host"_s);
        address.host = authority.mid(1, close - 1).toString();
        const QStringView after = authority.mid(close + 1);
        if (!after.isEmpty() && !after.startsWith(u':'))
            return refused(MessageCode::DatabaseAddressMalformed, text, u"host"_s);
        portText = after.mid(1);
    } else {
        const qsizetype colon = authority.indexOf(u':');
        address.host = decoded(colon < 0 ? authority : authority.left(colon));
        if (colon >= 0)
            portText = authority.mid(colon + 1);
    }
    const auto readPort = [&](QStringView value) {
        bool isNumber = false;
        const int port = value.toInt(&isNumber);
        address.port = isNumber && port > 0 && port <= 65535 ? port : -1;
        return address.port > 0;
    };
    if (!portText.isEmpty() && !readPort(portText))
        return refused(MessageCode::DatabaseAddressMalformed, text, u"port"_s);

    for (const QStringView pair : query.split(u'&', Qt::SkipEmptyParts)) {
        const qsizetype equals = pair.indexOf(u'=');
        if (equals <= 0)
            return refused(MessageCode::DatabaseAddressMalformed, text, pair.toString());
        const QString key = decoded(pair.left(equals));
        const QString value = decoded(pair.mid(equals + 1));
        if (namesAPassword(key))
            return refused(MessageCode::DatabaseAddressHasPassword, text);
        if (key == u"host"_s)
            address.host = value;
        else if (key == u"port"_s) {
            if (!readPort(value))
                return refused(MessageCode::DatabaseAddressMalformed, text, u"port"_s);
        } else if (key == u"dbname"_s)
            address.database = value;
        else if (key == u"user"_s)
            address.user = value;
        else if (isKnownSetting(key))
            address.settings.append({key, value});
        else
            return refused(MessageCode::DatabaseAddressUnknownSetting, text, key);
    }
    return address;
}

QString DatabaseAddress::display() const
{
    if (!isPostgres())
        return path;
    QString shown = u"postgresql://"_s;
    const bool socketFolder = host.startsWith(u'/');
    if (!user.isEmpty())
        shown += QString::fromUtf8(QUrl::toPercentEncoding(user)) + u'@';
    if (!socketFolder)
        shown += host.contains(u':') ? u'[' + host + u']' : host;
    if (port > 0 && !socketFolder)
        shown += u':' + QString::number(port);
    shown += u'/' + QString::fromUtf8(QUrl::toPercentEncoding(database));
    QStringList query;
    if (socketFolder)
        query.append(u"host="_s + host);
    if (socketFolder && port > 0)
        query.append(u"port="_s + QString::number(port));
    for (const auto& [key, value] : settings)
        query.append(key + u'=' + QString::fromUtf8(QUrl::toPercentEncoding(value)));
    if (!query.isEmpty())
        shown += u'?' + query.join(u'&');
    return shown;
}

} // namespace postmark::archive
