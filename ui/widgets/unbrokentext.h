// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace postmark::ui {

/// `text` with its clause references and dates kept whole where it wraps: «(II.8.1)» and «07.10.2026» may
/// not be broken after a dot (Unicode lets a line break there: a Cup's group state read «(II.» at a line's
/// end and «8.1)» at the next). A word joiner (U+2060, drawn as nothing) follows each dot between a digit or
/// a Roman numeral and a digit.
QString withReferencesUnbroken(const QString& text);

/// A table's cells drawn and measured with withReferencesUnbroken(): for a view that wraps its text. What
/// the cells hold — copied, searched, printed — stays as it was.
class UnbrokenTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QString displayText(const QVariant& value, const QLocale& locale) const override;
};

} // namespace postmark::ui
