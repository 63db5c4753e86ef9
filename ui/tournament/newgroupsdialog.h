// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/applications.h"
#include "ui/widgets/guardeddialog.h"

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace postmark::ui {

class DateField;

/// New groups of a Cup stage from the applications (the regulation's form, pasted one a line): split by
/// rating in snake order into the number of groups asked, each a round robin paired from the Berger tables.
/// Shows the groups as they will be, and why the form cannot yet be accepted.
class NewGroupsDialog : public GuardedDialog
{
    Q_OBJECT

public:
    /// `cupName` proposes the groups' names ("<cup>, півфінал %1"); `firstNumber` the first group's number.
    NewGroupsDialog(const QString& cupName, int firstNumber, const QDate& today, QWidget* parent = nullptr);

    /// The groups as accepted, each with its number.
    QList<QPair<int, tournament::Tournament>> groups() const;
    /// Why the form cannot be accepted as it is; empty when it can.
    QString problem() const;

protected:
    void showEvent(QShowEvent* event) override;

private:
    void update();

    int m_firstNumber = 1;
    QLineEdit* m_name = nullptr;
    QLineEdit* m_index = nullptr;
    DateField* m_start = nullptr;
    DateField* m_end = nullptr;
    QSpinBox* m_count = nullptr;
    QPlainTextEdit* m_applications = nullptr;
    QLabel* m_preview = nullptr;
    QLabel* m_problem = nullptr;
    QList<tournament::NewEvent> m_events;
    QString m_problemText;
};

} // namespace postmark::ui
