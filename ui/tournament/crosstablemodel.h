// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QColor>

#include "core/tournament/crosstable.h"

namespace postmark::ui {

/// The crosstable in ranked order: rank, starting number, player, one column per opponent by starting
/// number, points, then each tie-break. Cells are coloured by the state of the game (finished, in
/// progress, awaiting adjudication, not counted) and say in a tooltip how the result was reached.
class CrosstableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit CrosstableModel(QObject* parent = nullptr);

    void setTournament(const tournament::Tournament& event);
    const tournament::Crosstable& crosstable() const { return m_table; }

    /// The column of the first opponent; opponent j (from 0) is at firstOpponentColumn() + j.
    static constexpr int firstOpponentColumn() { return 3; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// What one game's cell means, in words: "½, played", "in progress", "cancelled (V.8.1)"…
    /// The game in words, from the cell's player's side: "½, played out"; without the mark ("played out")
    /// beside a column that shows the result.
    /// Clauses are those of the event's section (a team's board: IV.10.3 for a withdrawal).
    static QString gameDescription(
        const tournament::CrosstableCell& cell, const tournament::Tournament& event, bool withMark = true);
    /// The background of a game or a meeting in that state.
    static QColor stateColor(tournament::CrosstableCell::State state);

private:
    QString cellToolTip(int player, int opponent) const;

    tournament::Tournament m_event;
    tournament::Crosstable m_table;
};

} // namespace postmark::ui
