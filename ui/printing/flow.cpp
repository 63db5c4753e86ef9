// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printing/flow.h"

namespace postmark::ui::printing {

namespace {

/// The height a run of kept-together slices from `first` needs: the slice, and while it is kept with the
/// next, the next one too (with the gaps between them).
qreal keptHeight(const QList<SlicePtr>& slices, qsizetype first)
{
    qreal height = slices[first]->height;
    for (qsizetype next = first; slices[next]->keepWithNext && next + 1 < slices.size(); ++next)
        height += slices[next + 1]->gapBefore + slices[next + 1]->height;
    return height;
}

} // namespace

std::variant<QList<Sheet>, Overfull> flowOntoSheets(const QList<SlicePtr>& slices, qreal sheetHeight)
{
    QList<Sheet> sheets(1);
    qreal bottom = 0; // of the last slice on the current sheet
    for (qsizetype index = 0; index < slices.size(); ++index) {
        const SlicePtr& slice = slices[index];
        const qreal withHeader = slice->height + (slice->header ? slice->header->height : 0);
        if (withHeader > sheetHeight)
            return Overfull{slice->item};
        const bool sheetEmpty = sheets.last().placed.isEmpty();
        qreal needed = keptHeight(slices, index);
        if (needed > sheetHeight) // a run too long to keep together is broken where it must be
            needed = slice->height;
        if (!sheetEmpty && bottom + slice->gapBefore + needed > sheetHeight) {
            sheets.append(Sheet{});
            bottom = 0;
            // A table that goes on repeats its header first (unless this row is the header itself).
            if (slice->header && slice->header != slice) {
                sheets.last().placed.append({0, slice->header});
                bottom = slice->header->height;
            }
        }
        const qreal top = sheets.last().placed.isEmpty() ? 0 : bottom + slice->gapBefore;
        sheets.last().placed.append({top, slice});
        bottom = top + slice->height;
    }
    // What belongs at the foot of its sheet goes down, with what follows it, as far as the sheet allows.
    for (Sheet& sheet : sheets) {
        if (sheet.placed.isEmpty())
            continue;
        const qreal room = sheetHeight - (sheet.placed.last().top + sheet.placed.last().slice->height);
        bool below = false;
        for (Sheet::Placed& placed : sheet.placed) {
            below = below || placed.slice->atFoot;
            if (below)
                placed.top += room;
        }
    }
    return sheets;
}

} // namespace postmark::ui::printing
