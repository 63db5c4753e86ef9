// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/movetablemodel.h"

namespace postmark::models {

MoveTableModel::MoveTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
    m_positions.push_back(chess::Position::initial());
}

void MoveTableModel::setLine(const chess::Position& start, std::vector<chess::Move> moves)
{
    beginResetModel();
    m_moves = std::move(moves);
    m_positions.clear();
    m_positions.reserve(m_moves.size() + 1);
    m_positions.push_back(start);
    for (const chess::Move& move : m_moves)
        m_positions.push_back(m_positions.back().after(move));
    rewrite();
    endResetModel();
}

void MoveTableModel::setNotation(chess::Notation notation)
{
    m_notation = notation;
    rewrite();
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, WhiteColumn), index(rowCount() - 1, BlackColumn), {Qt::DisplayRole});
}

void MoveTableModel::rewrite()
{
    m_texts.clear();
    for (std::size_t ply = 0; ply < m_moves.size(); ++ply)
        m_texts.append(chess::writeMove(m_positions[ply], m_moves[ply], m_notation));
}

int MoveTableModel::plyAt(int row, int column) const
{
    if (column == NumberColumn)
        return 0;
    // A line that starts with Black to move leaves White's first cell empty.
    const int offset = m_positions.front().sideToMove() == chess::Color::Black ? 1 : 0;
    const int ply = row * 2 + (column == BlackColumn ? 1 : 0) - offset + 1;
    return ply >= 1 && ply <= plyCount() ? ply : 0;
}

QModelIndex MoveTableModel::indexOfPly(int ply) const
{
    if (ply < 1 || ply > plyCount())
        return {};
    const int offset = m_positions.front().sideToMove() == chess::Color::Black ? 1 : 0;
    const int slot = ply - 1 + offset;
    return index(slot / 2, slot % 2 == 0 ? WhiteColumn : BlackColumn);
}

int MoveTableModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    const int offset = m_positions.front().sideToMove() == chess::Color::Black ? 1 : 0;
    return (plyCount() + offset + 1) / 2;
}

int MoveTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MoveTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role == PlyRole)
        return plyAt(index.row(), index.column());
    if (role != Qt::DisplayRole)
        return {};
    if (index.column() == NumberColumn)
        return m_positions.front().fullmoveNumber() + index.row();
    const int ply = plyAt(index.row(), index.column());
    return ply ? QVariant(m_texts.at(ply - 1)) : QVariant();
}

QVariant MoveTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NumberColumn:
        return tr("No.");
    case WhiteColumn:
        return tr("White");
    case BlackColumn:
        return tr("Black");
    default:
        return {};
    }
}

} // namespace postmark::models
