// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QStringList>

#include "core/storage/sqlitearchive.h"

namespace postmark::demo {

/// A small team match by post the archive's owner judges (section IV): two teams of four boards with
/// their captains, two games a board, one with each colour, some of them finished. Adds a line to `lines`.
std::optional<Error> addDemoTeamMatch(
    storage::SqliteArchive& archive, const QDate& today, QStringList& lines);

} // namespace postmark::demo
