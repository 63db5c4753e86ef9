// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/personname.h"

#include <algorithm>

#include <QStringTokenizer>
#include <QStringView>
#include <QVarLengthArray>

namespace postmark::ui {

QString shortPersonName(const QString& full)
{
    // Read as views into the one simplified copy: the desk shortens every partner's name when it lists
    // thousands of games, and a list of parts for each cost more than the rest of the row.
    const QString simple = full.simplified();
    QVarLengthArray<QStringView, 8> parts;
    for (const QStringView part : QStringView(simple).tokenize(u' '))
        parts.append(part);
    const bool alreadyShort = std::any_of(parts.begin() + std::min<qsizetype>(1, parts.size()),
        parts.end(),
        [](QStringView part) { return part.endsWith(u'.') || part.size() < 3; });
    if (parts.size() < 2 || alreadyShort)
        return simple;
    QString name;
    name.reserve(simple.size());
    name += parts.first();
    for (qsizetype part = 1; part < parts.size(); ++part) {
        name += u' ';
        name += parts[part].left(1);
        name += u'.';
    }
    return name;
}

} // namespace postmark::ui
