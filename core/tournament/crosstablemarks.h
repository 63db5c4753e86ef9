// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/support/language.h"
#include "core/tournament/crosstable.h"

namespace postmark::tournament {

/// Points and tie-break values exactly (halves, quarters), without trailing zeros: "2.5", "41.25", "6".
QString scoreText(double value);

/// "3" or "3=" for a shared rank; "—" for a player excluded with all games.
QString rankText(const Standing& standing);

/// The mark in a crosstable's cell, as published tables write it: 1, ½, 0; "+"/"−" scored by a withdrawal
/// "loss" decision (unplayed); "0" for each side of a 0-0 (II.9.3); empty in progress; "*" on the
/// diagonal; the two marks that are abbreviations (awaiting adjudication, not counted) in `language`.
QString cellText(const CrosstableCell& cell, Language language);

} // namespace postmark::tournament
