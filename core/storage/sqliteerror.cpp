// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/sqliteerror.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace postmark::storage {

Error archiveError(const QSqlError& error, const QString& archivePath)
{
    // The driver reports SQLite's extended result code; its low byte is the primary code.
    const int code = error.nativeErrorCode().toInt() & 0xff;
    // The driver's own words (SQLite's, in English) are kept verbatim beside the archive's path.
    const Message detail = say(MessageCode::DatabaseSays, archivePath, error.text());
    switch (code) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return {ErrorCode::ArchiveLocked, detail};
    case 8: // SQLITE_READONLY
        return {ErrorCode::ArchiveReadOnly, detail};
    case 13: // SQLITE_FULL
        return {ErrorCode::ArchiveDiskFull, detail};
    case 26: // SQLITE_NOTADB
        return {ErrorCode::ArchiveNotAnArchive, detail};
    case 10: // SQLITE_IOERR: a write that failed, most often for want of space
        if (error.text().contains(u"disk"_s, Qt::CaseInsensitive)
            || error.text().contains(u"full"_s, Qt::CaseInsensitive))
            return {ErrorCode::ArchiveDiskFull, detail};
        return {ErrorCode::ArchiveFailure, detail};
    case 14: { // SQLITE_CANTOPEN: most often a file or folder this user may not write (the journal lives
               // beside it)
        const QFileInfo file(archivePath);
        const QFileInfo folder(file.absolutePath());
        if ((file.exists() && !file.isWritable()) || !folder.isWritable())
            return {ErrorCode::ArchiveReadOnly, detail};
        return {ErrorCode::ArchiveFailure, detail};
    }
    default:
        return {ErrorCode::ArchiveFailure, detail};
    }
}

} // namespace postmark::storage
