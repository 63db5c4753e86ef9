// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QStringList>

#include "core/storage/sqlitearchive.h"

namespace postmark::demo {

/// The demo's Cup cycle around the semifinal the archive's owner judges (`semifinal1`, still in play):
/// the previous Cup's final and a second semifinal, both finished, kept as tournaments, and the Cup that
/// groups them with the 2017 regulation's way of forming the final — one qualified player having
/// declined and one nominated, so that the final's entry list shows every kind of reason. Adds a line
/// per part to `lines`.
std::optional<Error> addDemoCup(
    storage::SqliteArchive& archive, qint64 semifinal1, const QDate& today, QStringList& lines);

} // namespace postmark::demo
