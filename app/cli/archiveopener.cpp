// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/archiveopener.h"

#include <QFileInfo>

#include "core/archive/databaseaddress.h"
#include "core/storage/postgresarchive.h"
#include "core/support/lookalikes.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

QCommandLineOption archiveOption()
{
    return QCommandLineOption(u"db"_s,
        Cli::tr("The archive file (default: %1).").arg(storage::defaultArchivePath()),
        Cli::tr("PATH"),
        storage::defaultArchivePath());
}

QCommandLineOption eventArchiveOption()
{
    return QCommandLineOption(u"db"_s,
        Cli::tr("The archive: a file (default: %1) or a federation's server, postgresql://….")
            .arg(storage::defaultArchivePath()),
        Cli::tr("ARCHIVE"),
        storage::defaultArchivePath());
}

std::optional<qint64> idOption(const QCommandLineParser& parser,
    const QCommandLineOption& option,
    const QString& command,
    Console& console)
{
    bool isNumber = false;
    const qint64 id = parser.value(option).toLongLong(&isNumber);
    if (isNumber)
        return id;
    console.err << Cli::tr("postmark-cli %1: --%2 ID is required (a number)\n")
                       .arg(command, option.names().constLast());
    return std::nullopt;
}

std::optional<qint64> tournamentNamed(const QCommandLineParser& parser,
    const QCommandLineOption& option,
    const QString& command,
    const archive::GameRepository& archive,
    Console& console)
{
    const QString named = parser.value(option).trimmed();
    bool isNumber = false;
    const qint64 id = named.toLongLong(&isNumber);
    const Result<QList<archive::TournamentSummary>> kept = archive.tournaments();
    if (!kept) {
        console.err << u"postmark-cli %1: %2\n"_s.arg(command, describe(kept.error(), console.language));
        return std::nullopt;
    }
    // The index and the name as typed on either keyboard: «UKR/С11/SF1» with a Cyrillic С is UKR/C11/SF1.
    const QString folded = foldedLookAlikes(named);
    for (const archive::TournamentSummary& each : *kept) {
        if ((isNumber && each.id == id)
            || (!named.isEmpty()
                && (foldedLookAlikes(each.index) == folded || foldedLookAlikes(each.name) == folded)))
            return each.id;
    }
    // A number the archive lists no tournament under is still asked for: a federation's login may read
    // events it does not list.
    if (isNumber)
        return id;
    QStringList listed;
    for (const archive::TournamentSummary& each : *kept)
        listed.append(u"%1 %2 (%3)"_s.arg(each.id).arg(each.index, each.name));
    console.err << (named.isEmpty()
            ? Cli::tr("postmark-cli %1: --%2 is required: a tournament's id or index\n")
                  .arg(command, option.names().constLast())
            : Cli::tr("postmark-cli %1: the archive has no tournament «%2»\n").arg(command, named));
    if (!listed.isEmpty())
        console.err << Cli::tr("The archive's tournaments (id, index, name):\n") << listed.join(u'\n')
                    << u'\n';
    return std::nullopt;
}

QString describe(const Error& error, Language language)
{
    const QString detail = text::messageText(error.detail, language);
    switch (error.code) {
    case ErrorCode::ArchiveNotAnArchive:
        return Cli::tr("not a Postmark archive: ") + detail;
    case ErrorCode::ArchiveMissing:
        return detail + Cli::tr(" (import --create makes one)");
    case ErrorCode::ArchiveDamaged:
        return detail;
    case ErrorCode::ArchiveLocked:
        return Cli::tr("the archive is in use by another program; nothing was changed: ") + detail;
    case ErrorCode::ArchiveReadOnly:
        return Cli::tr("the archive cannot be written (read-only); nothing was changed: ") + detail;
    case ErrorCode::ArchiveDiskFull:
        return Cli::tr("the disk is full; nothing was saved and the archive is as it was: ") + detail;
    case ErrorCode::ArchiveTooNew:
        return Cli::tr("the archive was written by a newer Postmark: ") + detail;
    case ErrorCode::GameNotFound:
        return Cli::tr("the archive has no game ") + detail;
    case ErrorCode::TournamentNotFound:
        return Cli::tr("the archive has no tournament ") + detail;
    default:
        return detail;
    }
}

namespace {

/// A server's address as it may be shown: never with a password, even one the address should not hold.
QString shownAddress(const QString& text)
{
    const Result<archive::DatabaseAddress> address = archive::readDatabaseAddress(text);
    return address ? address->display() : u"postgresql://…"_s;
}

} // namespace

std::unique_ptr<storage::SqliteArchive> openArchive(
    const QString& command, const QString& path, Console& console, Creation creation, int busyTimeoutMs)
{
    if (archive::looksLikePostgresAddress(path)) {
        // The commands that take a server say so in their help; the others read an archive file (the
        // window, and copy-games and copy-tournament, bring a server's games and events to one).
        console.err << Cli::tr(
            "postmark-cli %1: %2 is a federation's server: this command works on an archive file; the "
            "window, import, agenda, export, copy-games, copy-tournament, import-tournament and "
            "export-tournament work on the server\n")
                           .arg(command, shownAddress(path));
        return nullptr;
    }
    storage::SqliteArchive::Options options;
    options.busyTimeoutMs = busyTimeoutMs;
    options.createIfMissing = creation == Creation::Allowed
        || QFileInfo(path).absoluteFilePath() == QFileInfo(storage::defaultArchivePath()).absoluteFilePath();
    Result<std::unique_ptr<storage::SqliteArchive>> archive = storage::SqliteArchive::open(path, options);
    if (!archive) {
        console.err << u"postmark-cli %1: %2\n"_s.arg(command, describe(archive.error(), console.language));
        return nullptr;
    }
    return std::move(archive).value();
}

std::unique_ptr<archive::GameRepository> openEventArchive(
    const QString& command, const QString& address, Console& console, Creation creation)
{
    if (!archive::looksLikePostgresAddress(address))
        return openArchive(command, address, console, creation);
    const Result<archive::DatabaseAddress> read = archive::readDatabaseAddress(address);
    if (!read) {
        console.err << u"postmark-cli %1: %2\n"_s.arg(command, describe(read.error(), console.language));
        return nullptr;
    }
    auto server = storage::PostgresArchive::open(*read);
    if (!server) {
        console.err << u"postmark-cli %1: %2\n"_s.arg(command, describe(server.error(), console.language));
        return nullptr;
    }
    return std::move(server).value();
}

} // namespace postmark::cli
