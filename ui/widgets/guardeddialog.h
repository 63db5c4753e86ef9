// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QMap>
#include <QString>

namespace postmark::ui {

/// What a form's fields hold, field by field — each line edit's and text box's text, each list's choice and
/// order, each box ticked, each table's cells — to tell whether anything was typed or chosen since it was
/// shown.
using FormState = QMap<const QWidget*, QString>;
FormState formState(const QWidget& form);

/// A form that Escape, Cancel or its title bar's close button does not throw away unasked: with anything
/// typed or chosen since it was first shown, closing asks first (going back the default) and going back keeps
/// every field as it was. helper-72 lost a new tournament's name, index and players, and a claim decision's
/// reasons, to Escape.
class GuardedDialog : public QDialog
{
    Q_OBJECT

public:
    using QDialog::QDialog;

    void reject() override;

protected:
    void showEvent(QShowEvent* event) override;
    /// Whether the form is shown and nothing was typed or chosen since its first show: a form as it was shown
    /// says no problem yet.
    bool untouched() const;

private:
    FormState m_shown; ///< formState() at the first show
    bool m_seen = false;
};

} // namespace postmark::ui
