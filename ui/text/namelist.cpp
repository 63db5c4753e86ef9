// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/namelist.h"

using namespace Qt::StringLiterals;

namespace postmark::text {

QString quotedNames(const QStringList& names, qsizetype most)
{
    QStringList quoted;
    for (const QString& name : names.mid(0, most))
        quoted.append(u"«"_s + name + u"»"_s);
    if (names.size() > most)
        quoted.append(u"…"_s);
    return quoted.join(u", "_s);
}

} // namespace postmark::text
