// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QString>

namespace postmark::ui {

/// A date as the interface's language writes it, one way everywhere: 26.11.2026 in Ukrainian, the month
/// by name in English (26 November 2026).
QString shownDate(const QDate& date);

/// A date in a narrow table beside the board (the Cards tab on a laptop): 26.11.2026 in Ukrainian, 26 Nov
/// 2026 in English (the month's name shortened, never the year).
QString shownShortDate(const QDate& date);

/// The format of a date field in the interface's language: dd.MM.yyyy in Ukrainian, d MMM yyyy in English.
QString dateFieldFormat();

} // namespace postmark::ui
