// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QStringList>

#include "core/storage/sqlitearchive.h"

namespace postmark::demo {

/// Fills an archive with what a new user can explore: a postal player's 15 games, one in each state a
/// game goes through (just started, time trouble, waiting for a repeat, a penalty, a variant pending,
/// finished, suspended by a claim, …), and a chief judge's 15-player Cup semifinal with results, a
/// withdrawal and a claim. Dates are set around `today`. Returns one line per game or error.
Result<QStringList> buildDemoArchive(storage::SqliteArchive& archive, const QDate& today);

} // namespace postmark::demo
