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
    return ukrainian() ? date.toString(u"dd.MM.yy"_s) : QLocale().toString(date, u"d MMM yy"_s);
}

QString dateFieldFormat()
{
    return ukrainian() ? u"dd.MM.yyyy"_s : u"d MMM yyyy"_s;
}

} // namespace postmark::ui
