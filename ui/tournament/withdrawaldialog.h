// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "core/tournament/tournament.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/guardeddialog.h"

class QComboBox;
class QLabel;

namespace postmark::ui {

/// Records a player's withdrawal and the judge's decision for the unfinished games (II.8.1), or takes a
/// withdrawal back.
class WithdrawalDialog : public GuardedDialog
{
    Q_OBJECT

public:
    WithdrawalDialog(const tournament::Tournament& event,
        const QString& player,
        const QDate& today,
        QWidget* parent = nullptr);

    /// nullopt: the player has not withdrawn.
    std::optional<tournament::Withdrawal> withdrawal() const;
    /// Refuses a withdrawal dated after today, saying so under the form.
    void accept() override;

private:
    /// Says under the form whether the date is after today; true when it is not.
    bool recheck();

    QString m_player;
    QDate m_today;
    QLabel* m_problem = nullptr;
    QLabel* m_help = nullptr; ///< what the decision chosen does
    QComboBox* m_decision = nullptr;
    DateField* m_date = nullptr;
};

} // namespace postmark::ui
