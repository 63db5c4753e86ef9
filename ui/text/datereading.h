// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QString>

namespace postmark::text {

/// A date as a person types it: day first with dots, slashes or dashes (25.11.2026, 5.1.26), ISO
/// (2026-11-25), or with the month's name (25 Nov 2026, 25 listopada in the locale's words). Nothing for
/// text that is no date — never another date in its place.
std::optional<QDate> readDate(const QString& text);

} // namespace postmark::text
