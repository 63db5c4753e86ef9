// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printing/pagegeometry.h"

using namespace Qt::StringLiterals;

namespace postmark::ui::printing {

using documents::PageFormat;

QPageLayout pageLayoutOf(PageFormat format)
{
    switch (format) {
    case PageFormat::PostcardA6:
        return QPageLayout(QPageSize(QSizeF(148, 105), QPageSize::Millimeter, u"A6"_s, QPageSize::ExactMatch),
            QPageLayout::Portrait,
            QMarginsF(7, 6, 7, 6),
            QPageLayout::Millimeter);
    case PageFormat::EnvelopeDL:
        return QPageLayout(QPageSize(QSizeF(220, 110), QPageSize::Millimeter, u"DL"_s, QPageSize::ExactMatch),
            QPageLayout::Portrait,
            QMarginsF(12, 10, 12, 10),
            QPageLayout::Millimeter);
    case PageFormat::A4Landscape:
        return QPageLayout(QPageSize(QPageSize::A4),
            QPageLayout::Landscape,
            QMarginsF(15, 15, 15, 15),
            QPageLayout::Millimeter);
    case PageFormat::A4:
        break;
    }
    // A left margin wide enough for a binder's holes: letters to the judge are filed.
    return QPageLayout(
        QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(25, 18, 15, 18), QPageLayout::Millimeter);
}

QSizeF printableTwips(PageFormat format)
{
    const QRectF inches = pageLayoutOf(format).paintRect(QPageLayout::Inch);
    return inches.size() * twipsPerInch;
}

bool isSingleSide(PageFormat format)
{
    return format == PageFormat::PostcardA6 || format == PageFormat::EnvelopeDL;
}

qreal basePoints(PageFormat format)
{
    switch (format) {
    case PageFormat::PostcardA6:
        return 10;
    case PageFormat::EnvelopeDL:
        return 12;
    case PageFormat::A4:
        return 10.5;
    case PageFormat::A4Landscape:
        return 9;
    }
    return 10;
}

} // namespace postmark::ui::printing
