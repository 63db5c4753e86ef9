// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

class QTableView;

#include "core/tournament/judgeagenda.h"

namespace postmark::ui {

/// A judge's agenda: each step's date (overdue ones in red), game, whose step it is, clause and why, and —
/// over a Cup's groups — the group it is in. The explanation in full is each row's tooltip.
class AgendaModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Column
    {
        Due,
        Group, ///< only over several groups
        Game,
        Whose,
        Clause,
        Why
    };
    struct Row
    {
        QString group; ///< the group's name, over a Cup's groups
        tournament::AgendaItem item;
        int gameNumber = 0; ///< the game's number in its event (the Games tab's); 0 where games have none
    };

    using QAbstractTableModel::QAbstractTableModel;
    /// `groupColumn`: the rows' groups in a column of their own, headed `groupHeading` ("Group" when empty;
    /// a team event's boards).
    void setRows(const QList<Row>& rows, bool groupColumn, const QString& groupHeading = {});
    /// The model column of `column` (the group's column is there only over several groups).
    int columnOf(Column column) const;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Column columnAt(int section) const;

    QList<Row> m_rows;
    bool m_groupColumn = false;
    QString m_groupHeading;
};

/// Widens the date column of `view` (an AgendaModel's) to its longest words, "no date yet" and "with the
/// reply", whatever rows its contents were sized on: in Ukrainian they are wider than a date, and a row
/// further down the list would show them cut.
void fitDueColumn(QTableView& view);

/// A table of an agenda: rows selected whole, not edited, the explanation wrapped, each row as tall as its
/// text at the columns' widths, whenever they change (the tab shown, the window resized).
QTableView* agendaView(AgendaModel* model, const QString& name);
/// Fits an agenda's columns to their contents, the date's to its longest words, the explanation to the
/// width left (it wraps rather than running off the window's edge).
void fitAgendaColumns(QTableView& view);

} // namespace postmark::ui
