// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QApplication>
#include <QDir>
#include <QTimer>
#include <QWidget>

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

/// Saves what `widget` shows as screenshots/NAME.png, for a person to look at.
inline void saveScreenshot(QWidget& widget, const QString& name)
{
    QDir().mkpath(QStringLiteral("screenshots"));
    if (!widget.grab().save(QStringLiteral("screenshots/") + name + QStringLiteral(".png")))
        qFatal("cannot save the screenshot %s", qPrintable(name));
}

} // namespace postmark::testing
