// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/unbrokentext.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace postmark::ui {

QString withReferencesUnbroken(const QString& text)
{
    static const QRegularExpression breakable(u"(?<=[IVX0-9])\\.(?=[0-9])"_s);
    QString unbroken = text;
    unbroken.replace(breakable, u".\u2060"_s);
    return unbroken;
}

QString UnbrokenTextDelegate::displayText(const QVariant& value, const QLocale& locale) const
{
    return withReferencesUnbroken(QStyledItemDelegate::displayText(value, locale));
}

} // namespace postmark::ui
