// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/documents/document.h"
#include "ui/printing/flow.h"
#include "ui/printing/textbox.h"

namespace postmark::ui::printing {

/// The correspondence chart of a Timeline block (II.6.2 part 3): two lanes, one per player, on a date
/// axis, each card an arrow from its send date on the sender's lane to its receipt date on the
/// receiver's. A long game is drawn as several charts of consecutive cards, each its own slice, so that
/// the chart goes on over as many sheets as it needs and each arrow stays readable.
QList<SlicePtr> timelineSlices(
    const documents::Block& block, const TextStyle& style, qreal width, qreal gapBefore);

} // namespace postmark::ui::printing
