// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printing/pagegeometry.h"

using namespace Qt::StringLiterals;

namespace postmark::ui::printing {

using documents::PageFormat;

QPageLayout pageLayoutOf(PageFormat format)
{
    switch (format) {
    case PageFormat::PostcardA6:
        // The paper sizes by their standard names, so that the print dialog and the printer know them (a
        // custom size is offered as Letter or refused by some drivers): A6 and DL, lying on their side.
        return QPageLayout(
            QPageSize(QPageSize::A6), QPageLayout::Landscape, QMarginsF(7, 6, 7, 6), QPageLayout::Millimeter);
    case PageFormat::EnvelopeDL:
        return QPageLayout(QPageSize(QPageSize::EnvelopeDL),
            QPageLayout::Landscape,
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
