// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include "core/documents/document.h"
#include "ui/printing/flow.h"
#include "ui/printing/textbox.h"

namespace postmark::ui::printing {

/// Sets one page of a document as slices `width` twips wide, its body text at `bodyPoints`: a title
/// centred, fields as a label column and a value column, paragraphs line by line, tables row by row with
/// their header, a letter's addressee and sender on the right, a card's recipient where the post office
/// looks for it.
QList<SlicePtr> setPage(
    const documents::Page& page, documents::PageFormat format, qreal width, qreal bodyPoints);

/// The name of a block for a message: its label, or the start of its text.
QString itemName(const documents::Block& block);

/// A slice drawing `box` with its top-left at x = `left`.
SlicePtr textSlice(const TextBox& box, qreal left, qreal gapBefore, const QString& item);

} // namespace postmark::ui::printing
