// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include <QAbstractTableModel>

#include "core/chess/notation.h"
#include "core/chess/position.h"

namespace postmark::models {

/// The moves of one line as a score sheet: a row per move number, White's move and Black's move.
class MoveTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NumberColumn,
        WhiteColumn,
        BlackColumn,
        ColumnCount
    };
    enum Role
    {
        /// The ply of the move in a cell (1 = the first move of the line), or 0 for an empty cell.
        PlyRole = Qt::UserRole + 1,
    };

    explicit MoveTableModel(QObject* parent = nullptr);

    void setLine(const chess::Position& start, std::vector<chess::Move> moves);
    void setNotation(chess::Notation notation);
    chess::Notation notation() const { return m_notation; }

    int plyCount() const { return int(m_moves.size()); }
    /// The position after `ply` moves (0 = the start position).
    const chess::Position& positionAfter(int ply) const { return m_positions.at(std::size_t(ply)); }
    /// The move of `ply` (1-based).
    const chess::Move& moveOfPly(int ply) const { return m_moves.at(std::size_t(ply - 1)); }
    /// The cell that shows the move of `ply` (1-based).
    QModelIndex indexOfPly(int ply) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    int plyAt(int row, int column) const;
    void rewrite();

    std::vector<chess::Move> m_moves;
    std::vector<chess::Position> m_positions;
    QStringList m_texts;
    chess::Notation m_notation = chess::Notation::Ukrainian;
};

} // namespace postmark::models
