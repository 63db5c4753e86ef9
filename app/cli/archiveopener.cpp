// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/archiveopener.h"

#include <QFileInfo>

#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

QCommandLineOption archiveOption()
{
    return QCommandLineOption(u"db"_s,
        u"The archive file (default: %1)."_s.arg(storage::defaultArchivePath()),
        u"PATH"_s,
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
    console.err << u"postmark-cli %1: --%2 ID is required (a number)\n"_s.arg(
        command, option.names().constLast());
    return std::nullopt;
}

QString describe(const Error& error, Language language)
{
    const QString detail = text::messageText(error.detail, language);
    switch (error.code) {
    case ErrorCode::ArchiveNotAnArchive:
        return u"not a Postmark archive: "_s + detail;
    case ErrorCode::ArchiveMissing:
        return detail + u" (import --create makes one)"_s;
    case ErrorCode::ArchiveDamaged:
        return detail;
    case ErrorCode::ArchiveLocked:
        return u"the archive is in use by another program; nothing was changed: "_s + detail;
    case ErrorCode::ArchiveReadOnly:
        return u"the archive cannot be written (read-only); nothing was changed: "_s + detail;
    case ErrorCode::ArchiveDiskFull:
        return u"the disk is full; nothing was saved and the archive is as it was: "_s + detail;
    case ErrorCode::ArchiveTooNew:
        return u"the archive was written by a newer Postmark: "_s + detail;
    case ErrorCode::GameNotFound:
        return u"the archive has no game "_s + detail;
    case ErrorCode::TournamentNotFound:
        return u"the archive has no tournament "_s + detail;
    default:
        return detail;
    }
}

std::unique_ptr<storage::SqliteArchive> openArchive(
    const QString& command, const QString& path, Console& console, Creation creation, int busyTimeoutMs)
{
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

} // namespace postmark::cli
