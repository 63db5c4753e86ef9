// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/startupprobe.h"

#include <cstdio>

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace postmark::app {

namespace {

class FirstPaintReport : public QObject
{
public:
    explicit FirstPaintReport(QWidget& window)
        : QObject(&window)
    {
        window.installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            std::fputs("painted\n", stdout);
            std::fflush(stdout);
            deleteLater();
        }
        return false;
    }
};

} // namespace

bool StartupProbe::isOn()
{
    return qEnvironmentVariableIsSet("POSTMARK_STARTUP_PROBE");
}

void StartupProbe::watch(QWidget& window)
{
    if (isOn())
        new FirstPaintReport(window);
}

void StartupProbe::listed(QWidget& window)
{
    if (!isOn())
        return;
    window.repaint(); // the list as the user sees it, not only as the model holds it
    std::fputs("listed\n", stdout);
    std::fflush(stdout);
}

void StartupProbe::computed()
{
    if (!isOn())
        return;
    std::fputs("computed\n", stdout);
    std::fflush(stdout);
    QTimer::singleShot(0, qApp, &QCoreApplication::quit);
}

} // namespace postmark::app
