// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

#include "core/tournament/tournament.h"

namespace postmark::ui {

/// The Players tab: the event's players in starting order with their rating and address (II.1.2: the
/// letters carry it) and their withdrawal with the judge's decision (II.8.1).
class EntrantsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NumberColumn,
        PlayerColumn,
        RatingColumn,
        AddressColumn,
        WithdrawalColumn,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;
    void setEvent(const tournament::Tournament& event);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    tournament::Tournament m_event;
};

} // namespace postmark::ui
