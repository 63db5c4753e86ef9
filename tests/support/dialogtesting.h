// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTimer>
#include <QWidget>

#include "ui/widgets/datefield.h"

namespace postmark::testing {

/// Runs `step` on the modal dialog that the next action opens (the action blocks in exec()).
template<typename Dialog>
void onNextDialog(const std::function<void(Dialog&)>& step)
{
    QTimer::singleShot(0, [step] {
        auto* dialog = qobject_cast<Dialog*>(QApplication::activeModalWidget());
        if (!dialog)
            qFatal("no dialog of the expected kind opened");
        step(*dialog);
    });
}

/// Runs `step` on the next modal dialog of this kind once it is shown, waiting for it (up to ten seconds):
/// for a dialog opened after the one being closed (a refusal, then the form again).
template<typename Dialog>
void onDialogOnceShown(const std::function<void(Dialog&)>& step, int waitedMs = 0)
{
    QTimer::singleShot(10, [step, waitedMs] {
        auto* dialog = qobject_cast<Dialog*>(QApplication::activeModalWidget());
        if (dialog && dialog->isVisible()) {
            step(*dialog);
            return;
        }
        if (waitedMs > 10000)
            qFatal("no dialog of the expected kind opened");
        onDialogOnceShown<Dialog>(step, waitedMs + 10);
    });
}

/// Saves what `widget` shows as screenshots/NAME.png, for a person to look at.
inline void saveScreenshot(QWidget& widget, const QString& name)
{
    QDir().mkpath(QStringLiteral("screenshots"));
    if (!widget.grab().save(QStringLiteral("screenshots/") + name + QStringLiteral(".png")))
        qFatal("cannot save the screenshot %s", qPrintable(name));
}

/// The inputs under `root` a screen reader could not name: no accessible name, no text of their own and no
/// label whose buddy they are; and those the keyboard cannot reach. Empty when every input is usable.
inline QStringList unnamedInputs(QWidget* root)
{
    QList<QWidget*> labelled;
    for (QLabel* label : root->findChildren<QLabel*>()) {
        if (label->buddy())
            labelled.append(label->buddy());
    }
    QStringList problems;
    for (QWidget* widget : root->findChildren<QWidget*>()) {
        const bool input = qobject_cast<QLineEdit*>(widget) || qobject_cast<QComboBox*>(widget)
            || qobject_cast<QAbstractSpinBox*>(widget) || qobject_cast<QPlainTextEdit*>(widget)
            || qobject_cast<QAbstractButton*>(widget);
        // A combo box's, a spin box's or a date field's own line edit is named with its owner.
        const bool inner = qobject_cast<QComboBox*>(widget->parentWidget())
            || qobject_cast<QAbstractSpinBox*>(widget->parentWidget())
            || qobject_cast<postmark::ui::DateField*>(widget->parentWidget());
        // Qt's own helpers (a menu bar's or tool bar's overflow, a line edit's clear button) name themselves.
        const bool qtInternal = widget->objectName().startsWith(QStringLiteral("qt_"))
            || widget->inherits("QLineEditIconButton") || widget->inherits("QTableCornerButton");
        if (!input || inner || qtInternal || widget->inherits("QScrollBar"))
            continue;
        const auto* button = qobject_cast<QAbstractButton*>(widget);
        const bool named = !widget->accessibleName().isEmpty() || labelled.contains(widget)
            || (button && !button->text().isEmpty()) || (button && !button->toolTip().isEmpty());
        const QString what =
            QString::fromLatin1(widget->metaObject()->className()) + u' ' + widget->objectName();
        if (!named)
            problems.append(what + QStringLiteral(": no name"));
        if (!(widget->focusPolicy() & Qt::TabFocus) && !button)
            problems.append(what + QStringLiteral(": not reachable by Tab"));
    }
    return problems;
}

} // namespace postmark::testing
