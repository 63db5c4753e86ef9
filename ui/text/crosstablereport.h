// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include "core/support/language.h"
#include "core/tournament/crosstable.h"

namespace postmark::text {

/// The `postmark-cli crosstable --format json` report (spec/tournament-file.md): standings with
/// rank, player, points and each tie-break, plus every player's row of results keyed by opponent.
QJsonObject crosstableJson(const tournament::Tournament& event, const tournament::Crosstable& table);

/// A fixed-width table for a terminal or a letter, with a legend for the marks, in `language`.
QString crosstableText(
    const tournament::Tournament& event, const tournament::Crosstable& table, Language language);

/// Comma-separated values (RFC 4180, fields quoted where needed) for a spreadsheet: one header line,
/// one line per standing.
QString crosstableCsv(
    const tournament::Tournament& event, const tournament::Crosstable& table, Language language);

/// A standalone UTF-8 HTML page, every name escaped.
QString crosstableHtml(
    const tournament::Tournament& event, const tournament::Crosstable& table, Language language);

} // namespace postmark::text
