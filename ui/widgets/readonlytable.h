// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QAbstractItemModel;
class QTableView;

namespace postmark::ui {

/// A read-only table on `model`, one row selected at a time, without row numbers, its last column taking
/// the width left: the judge's lists. `name` is its object name, for the tests and the accessibility tools.
QTableView* readOnlyTable(QAbstractItemModel* model, const QString& name);

} // namespace postmark::ui
