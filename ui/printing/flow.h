// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <variant>

#include <QList>
#include <QString>

class QPainter;

namespace postmark::ui::printing {

/// The smallest piece of a document that is never broken across sheets: a line of a paragraph, a table
/// row, an address. Measured in twips.
struct Slice
{
    qreal gapBefore = 0; ///< space above it, dropped at the top of a sheet
    qreal height = 0;
    bool keepWithNext = false; ///< a heading or a table header: never the last thing on a sheet
    /// set at the foot of its sheet with what follows it: a card's recipient, where the post office looks
    bool atFoot = false;
    /// the header row to repeat above this slice when it opens a sheet in the middle of its table
    std::shared_ptr<const Slice> header;
    QString item; ///< what it shows, to name it when it cannot fit a whole sheet
    std::function<void(QPainter&, qreal top)> draw;
};
using SlicePtr = std::shared_ptr<const Slice>;

/// One side of paper: the slices on it and where their tops are.
struct Sheet
{
    struct Placed
    {
        qreal top = 0;
        SlicePtr slice;
    };
    QList<Placed> placed;
};

/// The slices of a page of the document that do not fit one whole sheet on their own: the item named.
struct Overfull
{
    QString item;
};

/// Flows `slices` onto sheets of `sheetHeight` twips: each starts a new sheet when it does not fit below
/// the last, a header goes with what follows it, a continued table repeats its header.
std::variant<QList<Sheet>, Overfull> flowOntoSheets(const QList<SlicePtr>& slices, qreal sheetHeight);

} // namespace postmark::ui::printing
