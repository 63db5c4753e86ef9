// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "core/support/errors.h"
#include "core/support/message.h"

namespace postmark::storage {

/// Where a backup goes, made ready the same way for both archives: a file there is never written over
/// (BackupTargetExists), and a folder not made yet (a new folder on a stick) is made — one that cannot be
/// is named (CannotCreateFolder), not taken for the archive being read-only.
inline std::optional<Error> prepareBackupTarget(const QString& target)
{
    if (QFile::exists(target))
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::BackupTargetExists, target)};
    const QString folder = QFileInfo(target).absolutePath();
    if (!QDir().mkpath(folder))
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::CannotCreateFolder, folder)};
    return std::nullopt;
}

} // namespace postmark::storage
