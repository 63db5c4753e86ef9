// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringList>

#include "ui/printing/flow.h"
#include "ui/printing/textbox.h"

namespace postmark::ui::printing {

/// A ruled table, `rows[0]` its header, `width` twips wide: a slice per row, each row naming its header
/// so that a table continued on the next sheet repeats it. Columns get the width their content needs;
/// when the table is wider than the paper, the widest columns wrap first. With `keepLastWithNext` the last
/// row goes with what follows it (the table's note) to a new sheet.
QList<SlicePtr> tableSlices(const QList<QStringList>& rows,
    const TextStyle& style,
    qreal width,
    qreal gapBefore,
    bool keepLastWithNext = false);

} // namespace postmark::ui::printing
