// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include "core/tournament/crosstable.h"

namespace postmark::tournament {

/// Points and tie-break values exactly (halves, quarters), without trailing zeros: "2.5", "41.25", "6".
QString scoreText(double value);

/// "3" or "3=" for a shared rank; "—" for a player excluded with all games.
QString rankText(const Standing& standing);

/// What a cell shows: 1, ½, 0; "+"/"−" scored by a withdrawal "loss" decision (unplayed); "0" for
/// each side of a 0-0 (II.9.3); "adj" awaiting adjudication; "n/c" not counted; empty in progress;
/// "*" on the diagonal.
QString cellText(const CrosstableCell& cell);

/// The `postmark-cli crosstable --format json` report (spec/tournament-file.md): standings with
/// rank, player, points and each tie-break, plus every player's row of results keyed by opponent.
QJsonObject crosstableJson(const Tournament& event, const Crosstable& table);

/// A fixed-width table for a terminal or a letter, with a legend for the marks.
QString crosstableText(const Tournament& event, const Crosstable& table);

/// Comma-separated values (RFC 4180, fields quoted where needed) for a spreadsheet: one header line,
/// one line per standing.
QString crosstableCsv(const Tournament& event, const Crosstable& table);

/// A standalone UTF-8 HTML page, every name escaped.
QString crosstableHtml(const Tournament& event, const Crosstable& table);

} // namespace postmark::tournament
