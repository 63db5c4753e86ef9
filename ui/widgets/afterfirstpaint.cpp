// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/afterfirstpaint.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace postmark::ui {

namespace {

class FirstPaintWatcher : public QObject
{
public:
    FirstPaintWatcher(QWidget& window, std::function<void()> work)
        : QObject(&window)
        , m_work(std::move(work))
    {
        window.installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, watched, m_work);
            deleteLater();
        }
        return false;
    }

private:
    std::function<void()> m_work;
};

} // namespace

void runAfterFirstPaint(QWidget& window, std::function<void()> work)
{
    new FirstPaintWatcher(window, std::move(work));
}

} // namespace postmark::ui
