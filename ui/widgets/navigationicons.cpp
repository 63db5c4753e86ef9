// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/navigationicons.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>

namespace postmark::ui {

namespace {

class MoveStepEngine : public QIconEngine
{
public:
    explicit MoveStepEngine(MoveStep step)
        : m_step(step)
    {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override
    {
        const QPalette palette = QGuiApplication::palette();
        const QColor colour = mode == QIcon::Disabled
            ? palette.color(QPalette::Disabled, QPalette::WindowText)
            : palette.color(QPalette::Active, QPalette::WindowText);
        // Drawn on a square of side `s` in the middle of `rect`, leaving a margin of an eighth.
        const qreal side = std::min(rect.width(), rect.height());
        const QRectF box(rect.x() + (rect.width() - side) / 2.0 + side / 8,
            rect.y() + (rect.height() - side) / 2.0 + side / 8,
            side * 3 / 4,
            side * 3 / 4);
        const bool forward = m_step == MoveStep::Forward || m_step == MoveStep::End;
        const bool bar = m_step == MoveStep::Start || m_step == MoveStep::End;
        const qreal barWidth = bar ? box.width() / 5 : 0;
        const qreal gap = bar ? box.width() / 10 : 0;
        QRectF triangle = box.adjusted(forward ? 0 : barWidth + gap, 0, forward ? -(barWidth + gap) : 0, 0);
        if (!bar) // a lone triangle is as wide as it is high, in the middle
            triangle =
                QRectF(box.center().x() - box.height() * 0.4, box.top(), box.height() * 0.8, box.height());
        QPainterPath path;
        if (forward) {
            path.moveTo(triangle.topLeft());
            path.lineTo(triangle.right(), triangle.center().y());
            path.lineTo(triangle.bottomLeft());
        } else {
            path.moveTo(triangle.topRight());
            path.lineTo(triangle.left(), triangle.center().y());
            path.lineTo(triangle.bottomRight());
        }
        path.closeSubpath();
        if (bar)
            path.addRect(forward ? QRectF(box.right() - barWidth, box.top(), barWidth, box.height())
                                 : QRectF(box.left(), box.top(), barWidth, box.height()));
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawPath(path);
        painter->restore();
    }

    // Qt's own pixmap() paints over uninitialised memory: these start transparent.
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        QPixmap drawn(size * scale);
        drawn.fill(Qt::transparent);
        {
            QPainter painter(&drawn);
            paint(&painter, QRect(QPoint(), drawn.size()), mode, state);
        }
        drawn.setDevicePixelRatio(scale);
        return drawn;
    }

    QIconEngine* clone() const override { return new MoveStepEngine(m_step); }

private:
    MoveStep m_step;
};

} // namespace

QIcon moveStepIcon(MoveStep step)
{
    return QIcon(new MoveStepEngine(step));
}

} // namespace postmark::ui
