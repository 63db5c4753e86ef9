// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/readonlytable.h"

#include <QHeaderView>
#include <QTableView>

namespace postmark::ui {

QTableView* readOnlyTable(QAbstractItemModel* model, const QString& name)
{
    auto* view = new QTableView;
    view->setObjectName(name);
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

void fitColumnsToContents(QTableView& view)
{
    if (!view.model())
        return;
    const int columns = view.model()->columnCount();
    const bool lastStretches = view.horizontalHeader()->stretchLastSection();
    for (int column = 0; column < columns - (lastStretches ? 1 : 0); ++column)
        view.resizeColumnToContents(column);
}

} // namespace postmark::ui
