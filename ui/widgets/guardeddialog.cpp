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

QStringList formState(const QWidget& form)
{
    QStringList state;
    // In the order the fields were made: the same form gives the same list.
    for (const QWidget* field : form.findChildren<QWidget*>()) {
        if (const auto* line = qobject_cast<const QLineEdit*>(field))
            state.append(line->text());
        else if (const auto* plain = qobject_cast<const QPlainTextEdit*>(field))
            state.append(plain->toPlainText());
        else if (const auto* rich = qobject_cast<const QTextEdit*>(field))
            state.append(rich->toPlainText());
        else if (const auto* combo = qobject_cast<const QComboBox*>(field))
            state.append(QString::number(combo->currentIndex()) + u' ' + combo->currentText());
        else if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(field))
            state.append(spin->text());
        else if (const auto* button = qobject_cast<const QAbstractButton*>(field);
                 button && button->isCheckable())
            state.append(button->isChecked() ? u"1"_s : u"0"_s);
        else if (const auto* list = qobject_cast<const QListWidget*>(field)) {
            for (int row = 0; row < list->count(); ++row) // the order too: a tie-break moved up
                state.append(list->item(row)->text());
        } else if (const auto* table = qobject_cast<const QTableWidget*>(field)) {
            state.append(QString::number(table->rowCount()));
            for (int row = 0; row < table->rowCount(); ++row) {
                for (int column = 0; column < table->columnCount(); ++column) {
                    const QTableWidgetItem* item = table->item(row, column);
                    state.append(item ? item->text() : QString());
                }
            }
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

void GuardedDialog::reject()
{
    if (m_seen && formState(*this) != m_shown) {
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
