// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>

#include <QDate>
#include <QString>

namespace postmark {

/// A date as the game file and the reports write it: YYYY-MM-DD.
inline QString isoDate(const QDate& date)
{
    return date.toString(Qt::ISODate);
}

/// The same ten characters without a QString, for writing many dates (a game file, an archive's rows): the
/// date split into its parts once. Empty for a date isoDate() would write otherwise (invalid, or a year
/// outside 1000–9999).
inline std::optional<std::array<char, 10>> isoDateChars(const QDate& date)
{
    int year = 0;
    int month = 0;
    int day = 0;
    date.getDate(&year, &month, &day);
    if (!date.isValid() || year < 1000 || year > 9999)
        return std::nullopt;
    return std::array<char, 10>{char('0' + year / 1000),
        char('0' + year / 100 % 10),
        char('0' + year / 10 % 10),
        char('0' + year % 10),
        '-',
        char('0' + month / 10),
        char('0' + month % 10),
        '-',
        char('0' + day / 10),
        char('0' + day % 10)};
}

} // namespace postmark
