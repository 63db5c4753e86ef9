// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/startupprobe.h"

#include <cstdio>

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include "ui/widgets/afterfirstpaint.h"

namespace postmark::app {

namespace {

void say(const char* word)
{
    std::fputs(word, stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

/// Says "painted" as the window's first paint begins (ui::runAfterFirstPaint() says when it is done).
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
            say("painted");
            deleteLater();
        }
        return false;
    }
};

/// POSTMARK_STARTUP_PROBE=listed stops at the games listed: a profile of the start-up alone, without the
/// seconds of reading every game after it.
void quitIfListedIsTheEnd()
{
    if (qgetenv("POSTMARK_STARTUP_PROBE") == "listed")
        QTimer::singleShot(0, qApp, &QCoreApplication::quit);
}

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
    say("listed");
    quitIfListedIsTheEnd();
}

void StartupProbe::listedAtFirstPaint(QWidget& window)
{
    if (!isOn())
        return;
    ui::runAfterFirstPaint(window, [] {
        say("listed");
        quitIfListedIsTheEnd();
    });
}

void StartupProbe::computed()
{
    if (!isOn())
        return;
    say("computed");
    QTimer::singleShot(0, qApp, &QCoreApplication::quit);
}

} // namespace postmark::app
