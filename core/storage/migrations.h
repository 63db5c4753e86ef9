// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QSqlDatabase>

#include "core/support/errors.h"

namespace postmark::storage {

/// The schema version this Postmark writes (PRAGMA user_version).
int latestSchemaVersion();

/// Brings an archive up to the latest schema in one transaction that reads the version under the write
/// lock, and marks it with Postmark's application id. Before changing an archive that has data
/// (version >= 1) it writes a copy to `<archive>.v<N>.bak`.
/// Errors: ArchiveTooNew for an archive from a newer Postmark, or what SQLite reports.
std::optional<Error> migrate(QSqlDatabase& database, const QString& archivePath);

} // namespace postmark::storage
