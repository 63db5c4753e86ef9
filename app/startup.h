// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <memory>

#include <QDate>
#include <QString>

#include "core/storage/sqlitearchive.h"

namespace postmark::app {

/// The archive the window opens at start. An archive that exists is opened as it is; when there is none
/// yet, `offerDemo` is asked whether to fill the new archive with the demo (a player's games in every
/// state and a judge's semifinal, dated around `today`) or to start empty. Errors: the archive's.
Result<std::unique_ptr<storage::SqliteArchive>> openStartupArchive(
    const QString& path, const QDate& today, const std::function<bool()>& offerDemo);

/// The archive at `path` when it is there at the latest schema (nothing to migrate), opens, and names its
/// owner: one the window can list before it is first shown, with nothing to ask and nothing long to do.
/// Otherwise nullptr, and openStartupArchive() after the window is shown asks, migrates or says what is
/// wrong.
std::unique_ptr<storage::SqliteArchive> openOwnedArchive(const QString& path);

} // namespace postmark::app
