// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPageLayout>
#include <QRectF>
#include <QSizeF>

#include "core/documents/document.h"

namespace postmark::ui::printing {

/// Documents are laid out in twips (1/20 of a typographic point, 1/1440 inch): a unit of the paper, not
/// of any screen or printer, so that the preview, a printer at any resolution and a PDF break pages at
/// the same places. The painter is scaled to the device only when the sheets are drawn.
inline constexpr qreal twipsPerPoint = 20.0;
inline constexpr qreal twipsPerInch = 1440.0;
inline constexpr qreal points(qreal value)
{
    return value * twipsPerPoint;
}

/// The paper of a format: size, orientation and margins.
QPageLayout pageLayoutOf(documents::PageFormat format);

/// The area inside the margins, in twips.
QSizeF printableTwips(documents::PageFormat format);

/// Whether a page of the format is one physical side that its content must fit (a card, an envelope)
/// rather than a sheet of a document that flows onto further sheets.
bool isSingleSide(documents::PageFormat format);

/// The body text size the format starts at, in points; a card's side is set smaller, down to
/// `minimumPoints`, only when its content does not fit otherwise.
qreal basePoints(documents::PageFormat format);
inline constexpr qreal minimumPoints = 7.0;

} // namespace postmark::ui::printing
