// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QAbstractItemModel;
class QTableView;

namespace postmark::ui {

/// A read-only table on `model`, one row selected at a time, without row numbers, its last column taking
/// the width left: the judge's lists. `name` is its object name, for the tests and the accessibility tools.
QTableView* readOnlyTable(QAbstractItemModel* model, const QString& name);

/// Sizes `view`'s columns to their contents, all but a stretched last one, which keeps taking the width left.
/// QTableView::resizeColumnsToContents() sizes the last one too, and it then stays at its text's width until
/// the view is resized: the desk's agenda, filled again after Settings, had its clause column squeezed to
/// the clause and an empty band beside it.
void fitColumnsToContents(QTableView& view);

} // namespace postmark::ui
