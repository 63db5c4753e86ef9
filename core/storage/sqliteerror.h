// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlError>

#include "core/support/errors.h"

namespace postmark::storage {

/// An SQLite failure in terms the user can act on: a full disk, a locked or read-only archive, a file
/// that is no archive. `archivePath` goes into the detail.
Error archiveError(const QSqlError& error, const QString& archivePath);

} // namespace postmark::storage
