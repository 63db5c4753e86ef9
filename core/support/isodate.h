// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QString>

namespace postmark {

/// A date as the game file and the reports write it: YYYY-MM-DD.
inline QString isoDate(const QDate& date)
{
    return date.toString(Qt::ISODate);
}

} // namespace postmark
