// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/startupprobe.h"

#include <cstdio>

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace postmark::app {

namespace {

void say(const char* word)
{
    std::fputs(word, stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

/// Says "painted" as the window's first paint begins (PaintDoneReport says when it is done).
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
        QCoreApplication::quit(); // before anything queued for after the paint
}

/// Says "listed" as soon as the window's first paint is done and on the screen (Qt paints and flushes a
/// window in one go): from an event posted at the paint ahead of any other, so that work the program
/// queued for after the paint (the rest of a large archive's list) is not counted in.
class PaintDoneReport : public QObject
{
public:
    explicit PaintDoneReport(QWidget& window)
        : QObject(&window)
    {
        window.installEventFilter(this);
    }

    bool event(QEvent* event) override
    {
        if (event->type() != PaintDone)
            return QObject::event(event);
        say("listed");
        quitIfListedIsTheEnd();
        deleteLater();
        return true;
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            QCoreApplication::postEvent(this, new QEvent(PaintDone), Qt::HighEventPriority);
        }
        return false;
    }

private:
    static constexpr QEvent::Type PaintDone = QEvent::Type(QEvent::User + 1);
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
    say("listed");
    quitIfListedIsTheEnd();
}

void StartupProbe::listedAtFirstPaint(QWidget& window)
{
    if (isOn())
        new PaintDoneReport(window);
}

void StartupProbe::computed()
{
    if (!isOn())
        return;
    say("computed");
    QTimer::singleShot(0, qApp, &QCoreApplication::quit);
}

} // namespace postmark::app
