// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDialog>

#include "core/tournament/tournament.h"

class QComboBox;

namespace postmark::ui {
class OptionalDateEdit;
}

namespace postmark::ui {

/// Records a pairing's result and how it was reached, or puts the game back in progress.
class ResultDialog : public QDialog
{
    Q_OBJECT

public:
    ResultDialog(
        const tournament::Tournament& event, int game, const QDate& today, QWidget* parent = nullptr);

    std::optional<tournament::GameResult> result() const;
    tournament::ResultHow how() const;
    std::optional<QDate> reportedOn() const; ///< when the result reached the judge (II.9.1)
    std::optional<QDate> recordReceived() const; ///< when the game record did: the result counts from then
    void setResult(std::optional<tournament::GameResult> result, tournament::ResultHow how);

private:
    QComboBox* m_result = nullptr;
    QComboBox* m_how = nullptr;
    OptionalDateEdit* m_reportedOn = nullptr;
    OptionalDateEdit* m_recordReceived = nullptr;
};

} // namespace postmark::ui
