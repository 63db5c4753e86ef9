// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include "ui/widgets/datefield.h"

namespace postmark::testing {

namespace detail {

/// The test function (and data row) running now: a step belongs to the one that asked for it.
inline QByteArray runningTest()
{
    const char* function = QTest::currentTestFunction();
    const char* row = QTest::currentDataTag();
    return QByteArray(function ? function : "") + '/' + QByteArray(row ? row : "");
}

template<typename Dialog>
void lookForDialog(
    const std::function<void(Dialog&)>& step, const QElapsedTimer& waited, const QByteArray& test)
{
    QTimer::singleShot(10, [step, waited, test] {
        // A step whose dialog never opened must not run in a later test: what it captured (the earlier
        // test's locals) is gone, and the dialog it would find is another test's.
        if (runningTest() != test) {
            qWarning("no %s opened in %s", Dialog::staticMetaObject.className(), test.constData());
            return;
        }
        QWidget* open = QApplication::activeModalWidget();
        auto* dialog = qobject_cast<Dialog*>(open);
        if (dialog && dialog->isVisible()) {
            step(*dialog);
            return;
        }
        if (waited.elapsed() > 30000)
            qFatal("no %s opened in 30 s (open: %s)",
                Dialog::staticMetaObject.className(),
                open ? open->metaObject()->className() : "none");
        lookForDialog<Dialog>(step, waited, test);
    });
}

} // namespace detail

/// Runs `step` on the next modal dialog of this kind once it is shown, waiting for it up to half a minute of
/// real time. Waiting, not looking once: a long print preview shows its progress (a modal dialog of its
/// own) while it draws, a slow build (the sanitizers, a loaded machine) opens any dialog later, and a form
/// shown again after a refusal opens only once that message is closed. The wait ends with the test function
/// that asked for it.
template<typename Dialog>
void onNextDialog(const std::function<void(Dialog&)>& step)
{
    QElapsedTimer waited;
    waited.start();
    detail::lookForDialog<Dialog>(step, waited, detail::runningTest());
}

/// Answers the next question box with its button that goes ahead (its accept role), and runs `then` on the
/// dialog of kind Then that opens after it (a print preview once "Print it again" is chosen).
template<typename Then>
void acceptNextQuestionThen(const std::function<void(Then&)>& then)
{
    onNextDialog<QMessageBox>([then](QMessageBox& box) {
        onNextDialog<Then>(then);
        for (QAbstractButton* button : box.buttons()) {
            if (box.buttonRole(button) == QMessageBox::AcceptRole)
                button->click();
        }
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
