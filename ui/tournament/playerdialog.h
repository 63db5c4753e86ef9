// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "core/tournament/tournament.h"
#include "ui/widgets/guardeddialog.h"

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace postmark::ui {

/// A player's new postal address, as they must send it to the judge (II.1.2), and their rating. The name
/// is shown, not edited: game files are matched to pairings by it.
class PlayerDialog : public GuardedDialog
{
    Q_OBJECT

public:
    /// `rules` are the event's: an e-mail event's player is reached at an e-mail address (III.1.2).
    PlayerDialog(const tournament::Player& player, const rules::RuleSet& rules, QWidget* parent = nullptr);

    QString address() const;
    std::optional<int> rating() const;
    QString problem() const; ///< why the dialog refused to close, or empty
    void accept() override;

private:
    QPlainTextEdit* m_address = nullptr;
    QLineEdit* m_rating = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace postmark::ui
