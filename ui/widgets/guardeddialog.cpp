// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/guardeddialog.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTextEdit>

#include "ui/widgets/confirmation.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

FormState formState(const QWidget& form)
{
    // By field, not in the order of the form's children: a tab shown raises its widgets, and the order
    // changes with nothing typed (a new tournament's Players tab opened asked before Escape).
    FormState state;
    for (const QWidget* field : form.findChildren<QWidget*>()) {
        if (const auto* line = qobject_cast<const QLineEdit*>(field))
            state.insert(field, line->text());
        else if (const auto* plain = qobject_cast<const QPlainTextEdit*>(field))
            state.insert(field, plain->toPlainText());
        else if (const auto* rich = qobject_cast<const QTextEdit*>(field))
            state.insert(field, rich->toPlainText());
        else if (const auto* combo = qobject_cast<const QComboBox*>(field))
            state.insert(field, QString::number(combo->currentIndex()) + u' ' + combo->currentText());
        else if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(field))
            state.insert(field, spin->text());
        else if (const auto* button = qobject_cast<const QAbstractButton*>(field);
                 button && button->isCheckable())
            state.insert(field, button->isChecked() ? u"1"_s : u"0"_s);
        else if (const auto* list = qobject_cast<const QListWidget*>(field)) {
            QStringList rows; // the order too: a tie-break moved up
            for (int row = 0; row < list->count(); ++row)
                rows.append(list->item(row)->text()
                    + (list->item(row)->checkState() == Qt::Checked ? u" ✓"_s : QString()));
            state.insert(field, rows.join(u'\n'));
        } else if (const auto* table = qobject_cast<const QTableWidget*>(field)) {
            QStringList cells{QString::number(table->rowCount())};
            for (int row = 0; row < table->rowCount(); ++row) {
                for (int column = 0; column < table->columnCount(); ++column) {
                    const QTableWidgetItem* item = table->item(row, column);
                    cells.append(item ? item->text() : QString());
                }
            }
            state.insert(field, cells.join(u'\t'));
        }
    }
    return state;
}

void GuardedDialog::showEvent(QShowEvent* event)
{
    // At the first show, not at construction: what the caller filled in before showing it is the form's
    // starting point, not something the user typed.
    if (!m_seen) {
        m_seen = true;
        m_shown = formState(*this);
    }
    QDialog::showEvent(event);
}

bool GuardedDialog::untouched() const
{
    return m_seen && formState(*this) == m_shown;
}

void GuardedDialog::reject()
{
    if (m_seen && !untouched()) {
        QWidget* const where = focusWidget();
        if (!confirmed(this,
                windowTitle(),
                tr("Close the form without recording it? What you typed is lost."),
                tr("Close without recording"),
                tr("Go back to the form"))) {
            // The question's box has just closed: the form made active again before the field takes the keys.
            activateWindow();
            if (where)
                where->setFocus(Qt::OtherFocusReason);
            return;
        }
    }
    QDialog::reject();
}

} // namespace postmark::ui
