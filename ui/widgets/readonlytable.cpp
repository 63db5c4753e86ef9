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

} // namespace postmark::ui
