// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/datereading.h"

#include <QLocale>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace postmark::text {

std::optional<QDate> readDate(const QString& text)
{
    const QString trimmed = text.simplified();
    if (trimmed.isEmpty())
        return std::nullopt;
    // Day first, as Ukrainians (and the English) write dates; dots, slashes or dashes between.
    static const QStringList dayFirst{u"d.M.yyyy"_s, u"d.M.yy"_s, u"d/M/yyyy"_s, u"d/M/yy"_s, u"d-M-yyyy"_s};
    for (const QString& format : dayFirst) {
        QDate date = QDate::fromString(trimmed, format);
        if (date.isValid()) {
            if (format.endsWith(u"yy"_s) && !format.endsWith(u"yyyy"_s))
                date = date.addYears(100); // Qt reads a two-digit year as 19xx; post is read this century
            return date;
        }
    }
    const QDate iso = QDate::fromString(trimmed, Qt::ISODate);
    if (iso.isValid())
        return iso;
    for (const QLocale& locale : {QLocale(), QLocale(QLocale::English)}) {
        for (const QString& format : {u"d MMMM yyyy"_s, u"d MMM yyyy"_s}) {
            const QDate date = locale.toDate(trimmed, format);
            if (date.isValid())
                return date;
        }
    }
    return std::nullopt;
}

} // namespace postmark::text
