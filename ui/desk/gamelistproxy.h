// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

#include "ui/desk/gamelistmodel.h"

namespace postmark::ui {

/// The games list sorted and filtered: sorted by the model's own comparison of its rows (the same order
/// as its SortRole values give), so that sorting a large archive makes no value per comparison.
class GameListProxy : public QSortFilterProxyModel
{
public:
    explicit GameListProxy(GameListModel* model, QObject* parent = nullptr)
        : QSortFilterProxyModel(parent)
        , m_model(model)
    {
        setSourceModel(model);
        setSortRole(GameListModel::SortRole);
    }

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override
    {
        return m_model->lessThan(left.row(), right.row(), left.column());
    }

private:
    GameListModel* m_model;
};

} // namespace postmark::ui
