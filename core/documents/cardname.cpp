// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documents/cardname.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace postmark::documents {

namespace {

// w7, b6, w5r, w5r2: the ids the program gives (core/desk/cardentry.cpp, core/desk/postedcard.cpp).
const QRegularExpression& programId()
{
    static const QRegularExpression pattern(u"^([wb])(\\d+)(r(\\d*))?$"_s);
    return pattern;
}

// «Б7», «Ч6», «Б5 повт.», «Б5 повт. 2», as cardName() writes them, in either case and spacing.
const QRegularExpression& ukrainianName()
{
    static const QRegularExpression pattern(
        u"^([БбЧч])\\s*(\\d+)(\\s*повт\\.?(\\s*(\\d+))?)?$"_s, QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

} // namespace

QString cardName(const QString& id, Language language)
{
    if (language != Language::Ukrainian)
        return id;
    const QRegularExpressionMatch match = programId().match(id);
    if (!match.hasMatch())
        return id;
    QString name = (match.captured(1) == u"w" ? u"Б"_s : u"Ч"_s) + match.captured(2);
    if (match.hasCaptured(3) && !match.captured(3).isEmpty()) {
        name += u" повт."_s;
        if (!match.captured(4).isEmpty())
            name += u' ' + match.captured(4);
    }
    return name;
}

QString cardIdFromName(const QString& typed)
{
    const QString text = typed.trimmed();
    const QRegularExpressionMatch match = ukrainianName().match(text);
    if (!match.hasMatch())
        return text;
    QString id = (match.captured(1).toLower() == u"б" ? u"w"_s : u"b"_s) + match.captured(2);
    if (!match.captured(3).isEmpty())
        id += u'r' + match.captured(5);
    return id;
}

} // namespace postmark::documents
