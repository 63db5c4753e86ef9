// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

#include "core/tournament/cupoverview.h"

namespace postmark::ui {

/// The Cup's groups: each with its tournament, players, how far it has come and who leads; the final, while
/// it is not a tournament yet, as a last row saying how far its entry list has come.
class CupGroupsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        GroupColumn,
        TournamentColumn,
        PlayersColumn,
        LeaderColumn,
        StateColumn,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;
    void setOverview(const tournament::CupOverview& overview, const tournament::CupRegulation& regulation);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant finalBeingFormed(int column) const;

    QList<tournament::CupGroupState> m_groups;
    /// The final's entry list so far, while the Cup has no final group: entrants and the sizes allowed.
    std::optional<int> m_finalEntrants;
    tournament::CupRegulation m_regulation;
};

/// The final's entry list: each entrant with the reason the regulation gives.
class FinalEntriesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NumberColumn,
        PlayerColumn,
        ReasonColumn,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;
    void setEntries(const tournament::FinalEntryList& list);
    const tournament::FinalEntrant& entrant(int row) const { return m_list.entrants[row]; }
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    tournament::FinalEntryList m_list;
};

} // namespace postmark::ui
