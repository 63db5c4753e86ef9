// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>

#include "core/documents/document.h"
#include "core/tournament/teamtable.h"

namespace postmark::documents {

/// The chief judge's report on a team event (section IV) as of a date (A4 landscape): the teams' table
/// (board points against each team, match points, +/−, %, games finished and left), the captains the
/// judge writes to (IV.2), and each board's crosstable, a tournament of its own (IV.1.3).
Document teamReport(
    const tournament::TeamEvent& event, const QDate& asOf, const QString& judge, Language language);

} // namespace postmark::documents
