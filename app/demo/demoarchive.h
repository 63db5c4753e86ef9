// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QStringList>

#include "core/storage/sqlitearchive.h"

namespace postmark::demo {

/// The context of the demo's lines in the catalogues (what `postmark-cli demo` prints of each game).
struct DemoText
{
    Q_DECLARE_TR_FUNCTIONS(Demo)
};

/// Fills an archive with what a new user can explore: a postal player's 15 games, one in each state a
/// game goes through (just started, time trouble, waiting for a repeat, a penalty, a variant pending,
/// finished, suspended by a claim, …), and a chief judge's 15-player Cup semifinal with results, a
/// withdrawal and a claim. Dates are set around `today`. Returns one line per game or error.
Result<QStringList> buildDemoArchive(storage::SqliteArchive& archive, const QDate& today);

} // namespace postmark::demo
