// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QAbstractTableModel>
#include <QDate>

#include "core/tournament/appealwindow.h"
#include "core/tournament/judgeregisters.h"

namespace postmark::ui {

/// The claims register as a table: each claim's game and claimant, when it was sent, what the recomputed
/// cards show (green where the overstep holds), the objection window (II.6.4), the decision and the appeal
/// (II.1.6), as of the window's date.
class ClaimsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;
    void setEvent(
        const tournament::Tournament& event, const tournament::JudgeRegisters& registers, const QDate& asOf);
    /// The appeal window of a decided claim (II.1.6) as of the date shown; none while it is pending.
    std::optional<tournament::AppealWindow> appealWindowOf(const tournament::JudgeClaim& claim) const;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString appealText(const tournament::JudgeClaim& claim) const;

    tournament::Tournament m_event;
    tournament::JudgeRegisters m_registers;
    QDate m_asOf;
    QList<tournament::ClaimAssessment> m_assessments;
};

} // namespace postmark::ui
