// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/support/lookalikes.h"

using namespace Qt::StringLiterals;

namespace postmark {

QString foldedLookAlikes(const QString& text)
{
    static const QString cyrillic = u"авекмнорстухі"_s;
    static const QString latin = u"abekmhopctyxi"_s;
    QString folded = text.toLower();
    for (QChar& each : folded) {
        if (const qsizetype at = cyrillic.indexOf(each); at >= 0)
            each = latin[at];
    }
    return folded;
}

} // namespace postmark
