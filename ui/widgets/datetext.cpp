// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/datetext.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

bool ukrainian()
{
    return QLocale().language() == QLocale::Ukrainian;
}

} // namespace

QString shownDate(const QDate& date)
{
    if (!date.isValid())
        return {};
    // The day, the month's name and the year; the locale's own long form adds the weekday, too long for a
    // table.
    return ukrainian() ? date.toString(u"dd.MM.yyyy"_s) : QLocale().toString(date, u"d MMMM yyyy"_s);
}

QString shownShortDate(const QDate& date)
{
    if (!date.isValid())
        return {};
    // The year whole: a judge checking a card against its postmark reads 22.09.26 as a day too (helper-24).
    return ukrainian() ? date.toString(u"dd.MM.yyyy"_s) : QLocale().toString(date, u"d MMM yyyy"_s);
}

QString dateFieldFormat()
{
    return ukrainian() ? u"dd.MM.yyyy"_s : u"d MMM yyyy"_s;
}

} // namespace postmark::ui
