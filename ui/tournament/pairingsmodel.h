// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

#include "core/tournament/crosstable.h"
#include "core/tournament/judgeregisters.h"

namespace postmark::ui {

/// The Games tab: every pairing of the event in its order, numbered as the judge refers to it — White,
/// Black, the result as the crosstable counts it, and how it ended or where it stands in words (suspended
/// while a claim is with the judge, II.6.6), each row coloured by that state as the crosstable's cells are.
class PairingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NumberColumn,
        WhiteColumn,
        BlackColumn,
        ResultColumn,
        CardsColumn, ///< how many cards the archive holds of the game: what Cards and time… opens
        StateColumn,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;
    void setEvent(const tournament::Tournament& event,
        const tournament::Crosstable& crosstable,
        const tournament::JudgeRegisters& registers,
        const QList<ledger::GameFile>& gameFiles = {});
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    tournament::Tournament m_event;
    tournament::Crosstable m_crosstable;
    tournament::JudgeRegisters m_registers;
    QList<int> m_cards; ///< per game, the cards of its game file in the archive; -1 when it holds none
};

} // namespace postmark::ui
