// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/sqliteerror.h"

#include <QFileInfo>
#include <QStorageInfo>

using namespace Qt::StringLiterals;

namespace postmark::storage {

Error archiveError(const QSqlError& error, const QString& archivePath)
{
    // The driver reports SQLite's extended result code; its low byte is the primary code.
    const int code = error.nativeErrorCode().toInt() & 0xff;
    // SQLite's own words (in English) are kept verbatim beside the archive's path; Qt's driver adds its own
    // ("Unable to fetch row", in the user's language) after them, which says nothing more.
    const QString said = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    const Message detail = say(MessageCode::DatabaseSays, archivePath, said);
    switch (code) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return {ErrorCode::ArchiveLocked, detail};
    case 8: // SQLITE_READONLY
        return {ErrorCode::ArchiveReadOnly, detail};
    case 13: // SQLITE_FULL
        return {ErrorCode::ArchiveDiskFull, detail};
    case 26: // SQLITE_NOTADB: "file is not a database" says no more than "not a Postmark archive" does
        return {ErrorCode::ArchiveNotAnArchive, say(MessageCode::Verbatim, archivePath)};
    case 11: // SQLITE_CORRUPT: the file was damaged (truncated, overwritten) after it was opened
        return {ErrorCode::ArchiveDamaged, say(MessageCode::ArchiveDamagedOnOpen, archivePath, said)};
    case 10: { // SQLITE_IOERR: SQLite says "disk I/O error" for every failed read or write, so the disk is
               // called full only when it has no room left
        const QStorageInfo volume(QFileInfo(archivePath).absolutePath());
        if (volume.isValid() && volume.bytesAvailable() < 1024 * 1024)
            return {ErrorCode::ArchiveDiskFull, detail};
        return {ErrorCode::ArchiveFailure, detail};
    }
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
