// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include "core/support/language.h"
#include "core/tournament/teamtable.h"

namespace postmark::text {

/// `postmark-cli crosstable --format json` of a team event: the teams' standings (place, board
/// points, match points, finished and remaining games, +/-, %), the board points of each team against
/// each other, and every board's own crosstable as `crosstableJson` gives it.
QJsonObject teamTableJson(const tournament::TeamEvent& event, const tournament::TeamTable& table);

/// The team table, fixed-width, then each board's crosstable, in `language`.
QString teamTableText(
    const tournament::TeamEvent& event, const tournament::TeamTable& table, Language language);

} // namespace postmark::text
