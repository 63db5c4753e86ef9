// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QWidget>

#include "core/ledger/gamefile.h"
#include "core/tournament/leaveregister.h"

class QLabel;
class QTableView;

namespace postmark::ui {

/// The leave register as a table: each player's days on leave per calendar year across the game files the
/// judge has, the cap, and the leaves; a year over the cap (II.7.1) marked.
class LeaveRegisterModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;
    void setRegister(const tournament::LeaveRegister& leave);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    tournament::LeaveRegister m_register;
};

/// The tournament window's Leave tab: the register and what it counts.
class LeavePanel : public QWidget
{
    Q_OBJECT

public:
    explicit LeavePanel(QWidget* parent = nullptr);
    /// The register of `gameFiles` with the yearly cap of `capDays` (the event's rules).
    void show(const QList<ledger::GameFile>& gameFiles, int capDays);
    /// The reader has only their own games (a player on a federation's server), not the judge's files.
    void setOwnGamesOnly(bool own);

private:
    bool m_ownGamesOnly = false;
    QLabel* m_heading = nullptr;
    LeaveRegisterModel* m_model = nullptr;
    QTableView* m_view = nullptr;
};

} // namespace postmark::ui
