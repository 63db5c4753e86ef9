// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

#include "core/tournament/teamtable.h"

namespace postmark::ui {

/// The teams' table in ranked order: place, starting number, team, board points against each team by
/// starting number, then board points, match points, +/−, %, games finished and left.
class TeamTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;
    void setEvent(const tournament::TeamEvent& event);
    const tournament::TeamTable& table() const { return m_table; }
    static constexpr int firstOpponentColumn() { return 3; }
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    tournament::TeamEvent m_event;
    tournament::TeamTable m_table;
};

} // namespace postmark::ui
