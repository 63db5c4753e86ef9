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

// b5q, b5q2: my query about the partner's card b5; b5qr, its repeat (core/desk/postedcard.cpp).
const QRegularExpression& queryId()
{
    static const QRegularExpression pattern(u"^([wb]\\d+)q(\\d*)(r(\\d*))?$"_s);
    return pattern;
}

// «Б7», «Ч6», «Б5 повт.», «Б5 повт. 2», as cardName() writes them, in either case and spacing.
const QRegularExpression& ukrainianName()
{
    static const QRegularExpression pattern(
        u"^([БбЧч])\\s*(\\d+)(\\s*повт\\.?(\\s*(\\d+))?)?$"_s, QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

// «запит про Ч5», «запит про Ч5 (2)», «запит про Ч5 повт.», as cardName() writes them.
const QRegularExpression& ukrainianQueryName()
{
    static const QRegularExpression pattern(
        u"^запит\\s+про\\s+([БбЧч]\\s*\\d+)(\\s*\\((\\d+)\\))?(\\s*повт\\.?(\\s*(\\d+))?)?$"_s,
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

} // namespace

QString cardName(const QString& id, Language language)
{
    if (language != Language::Ukrainian)
        return id;
    if (const QRegularExpressionMatch query = queryId().match(id); query.hasMatch()) {
        QString name = u"запит про "_s + cardName(query.captured(1), language);
        if (!query.captured(2).isEmpty())
            name += u" (%1)"_s.arg(query.captured(2));
        if (!query.captured(3).isEmpty())
            name += query.captured(4).isEmpty() ? u" повт."_s : u" повт. %1"_s.arg(query.captured(4));
        return name;
    }
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

QString queriedCardOf(const QString& id)
{
    const QRegularExpressionMatch query = queryId().match(id);
    return query.hasMatch() ? query.captured(1) : QString();
}

QString cardIdFromName(const QString& typed)
{
    const QString text = typed.trimmed();
    if (const QRegularExpressionMatch query = ukrainianQueryName().match(text); query.hasMatch())
        return cardIdFromName(query.captured(1)) + u'q' + query.captured(3)
            + (query.captured(4).isEmpty() ? QString() : u'r' + query.captured(6));
    const QRegularExpressionMatch match = ukrainianName().match(text);
    if (!match.hasMatch())
        return text;
    QString id = (match.captured(1).toLower() == u"б" ? u"w"_s : u"b"_s) + match.captured(2);
    if (!match.captured(3).isEmpty())
        id += u'r' + match.captured(5);
    return id;
}

} // namespace postmark::documents
