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

/// Says `word` at the window's first paint: as it begins, or once it is done (from the event loop, after
/// every child has painted).
class FirstPaintReport : public QObject
{
public:
    enum class When
    {
        Begun,
        Done
    };

    FirstPaintReport(QWidget& window, const char* word, When when)
        : QObject(&window)
        , m_word(word)
        , m_when(when)
    {
        window.installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            if (m_when == When::Begun)
                say(m_word);
            else
                QTimer::singleShot(0, watched, [word = m_word] { say(word); });
            deleteLater();
        }
        return false;
    }

private:
    const char* m_word;
    When m_when;
};

} // namespace

bool StartupProbe::isOn()
{
    return qEnvironmentVariableIsSet("POSTMARK_STARTUP_PROBE");
}

void StartupProbe::watch(QWidget& window)
{
    if (isOn())
        new FirstPaintReport(window, "painted", FirstPaintReport::When::Begun);
}

void StartupProbe::listed(QWidget& window)
{
    if (!isOn())
        return;
    window.repaint(); // the list as the user sees it, not only as the model holds it
    say("listed");
}

void StartupProbe::listedAtFirstPaint(QWidget& window)
{
    if (!isOn())
        return;
    new FirstPaintReport(window, "listed", FirstPaintReport::When::Done);
}

void StartupProbe::computed()
{
    if (!isOn())
        return;
    say("computed");
    QTimer::singleShot(0, qApp, &QCoreApplication::quit);
}

} // namespace postmark::app
