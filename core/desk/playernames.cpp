// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/playernames.h"

#include <QRegularExpression>

namespace postmark::desk {

bool PlayerNames::matches(const QString& written) const
{
    // The common cases, and the cheapest: every row of the desk asks, twice.
    if (written == name)
        return true;
    if (otherSpellings.isEmpty())
        return false;
    const QString spaced = written.simplified();
    if (spaced.isEmpty())
        return false;
    if (spaced == name.simplified())
        return true;
    for (const QString& other : otherSpellings) {
        if (spaced == other.simplified())
            return true;
    }
    return false;
}

QStringList PlayerNames::all() const
{
    return QStringList{name} + otherSpellings;
}

QStringList otherSpellingsFrom(const QString& typed, const QString& name)
{
    QStringList spellings;
    static const QRegularExpression separators(QStringLiteral("[\\n;]"));
    for (const QString& each : typed.split(separators, Qt::SkipEmptyParts)) {
        const QString spelling = each.simplified();
        if (!spelling.isEmpty() && spelling != name.simplified() && !spellings.contains(spelling))
            spellings.append(spelling);
    }
    return spellings;
}

} // namespace postmark::desk
