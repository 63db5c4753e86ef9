// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QDate>

#include "core/tournament/judgeregisters.h"

namespace postmark::ui {

/// The Adjudications tab: every game unfinished at the event's end or left to adjudication by a withdrawal
/// (II.8.1), as registered or still to register — the stage it waits at, each player's packet (II.9.5), the
/// result and why, with its clause.
class AdjudicationsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;
    void setEvent(
        const tournament::Tournament& event, const tournament::JudgeRegisters& registers, const QDate& asOf);
    /// The register's adjudication of the row's game, or a fresh one for a game not yet registered.
    const tournament::Adjudication& adjudication(int row) const { return m_rows[row]; }
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    tournament::Tournament m_event;
    QDate m_asOf;
    QList<tournament::Adjudication> m_rows;
};

} // namespace postmark::ui
