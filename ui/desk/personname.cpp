// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/personname.h"

#include <algorithm>

#include <QStringList>

namespace postmark::ui {

QString shortPersonName(const QString& full)
{
    const QStringList parts = full.simplified().split(u' ');
    const bool alreadyShort = std::any_of(parts.begin() + 1, parts.end(), [](const QString& part) {
        return part.endsWith(u'.') || part.size() < 3;
    });
    if (parts.size() < 2 || alreadyShort)
        return full.simplified();
    QString name = parts.first();
    for (qsizetype part = 1; part < parts.size(); ++part)
        name += u' ' + parts[part].left(1) + u'.';
    return name;
}

} // namespace postmark::ui
