// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printing/timelineslices.h"

#include <QDate>
#include <QFontMetricsF>
#include <QPainter>

#include "ui/printing/pagegeometry.h"

using namespace Qt::StringLiterals;

namespace postmark::ui::printing {

namespace {

using documents::Block;

constexpr qsizetype cardsPerChart = 40; // a sheet's width shows forty cards' arrows apart

struct Card
{
    QString id;
    bool fromFirstLane = true;
    QDate sent;
    QDate received;
};

void drawChart(QPainter& painter,
    const QRectF& area,
    const QList<Card>& cards,
    const QStringList& lanes,
    const TextStyle& style)
{
    QDate first;
    QDate last;
    for (const Card& card : cards) {
        for (const QDate& date : {card.sent, card.received}) {
            if (!date.isValid())
                continue;
            first = !first.isValid() || date < first ? date : first;
            last = !last.isValid() || date > last ? date : last;
        }
    }
    const TextBox laneNames[2] = {TextBox(lanes.value(0), style, area.width() * 0.14, Qt::AlignRight),
        TextBox(lanes.value(1), style, area.width() * 0.14, Qt::AlignRight)};
    const qreal left = area.left() + area.width() * 0.16;
    const qreal right = area.right() - points(4);
    // The upper lane's card ids above it; the lower lane's below it, and the months under those.
    const qreal laneY[2] = {area.top() + area.height() * 0.2, area.top() + area.height() * 0.6};
    painter.save();
    painter.setPen(QPen(QColor(0x55, 0x55, 0x55), points(0.6)));
    for (int lane = 0; lane < 2; ++lane) {
        painter.drawLine(QPointF(left, laneY[lane]), QPointF(right, laneY[lane]));
        laneNames[lane].draw(painter, QPointF(area.left(), laneY[lane] - laneNames[lane].height() / 2));
    }
    if (!first.isValid()) {
        painter.restore();
        return;
    }
    // Room after the last date for the short arrows of cards still in the post.
    last = last.addDays(std::max<qint64>(2, first.daysTo(last) / 20));
    const qreal span = qreal(std::max<qint64>(1, first.daysTo(last)));
    const auto x = [&](const QDate& date) {
        return left + (right - left) * qreal(first.daysTo(date)) / span;
    };
    painter.setFont(fontOf(style));
    const qreal lineHeight = points(style.points) * 1.2;
    // Month ticks under the lower lane, at most about eight.
    const int monthStep = std::max(1, int(first.daysTo(last) / 30 / 8) + 1);
    for (QDate month(first.year(), first.month(), 1); month <= last; month = month.addMonths(monthStep)) {
        if (month < first)
            continue;
        const qreal at = x(month);
        painter.drawLine(QPointF(at, laneY[1] + 1.4 * lineHeight), QPointF(at, laneY[1] + 1.8 * lineHeight));
        // A month near the right edge is written leftwards of its tick, inside the paper.
        const QString label = month.toString(u"MM.yyyy"_s);
        const qreal labelWidth = QFontMetricsF(painter.font()).horizontalAdvance(label);
        const qreal labelX =
            at + points(1) + labelWidth > area.right() ? at - points(1) - labelWidth : at + points(1);
        painter.drawText(QPointF(labelX, laneY[1] + 2.7 * lineHeight), label);
    }
    for (const Card& card : cards) {
        if (!card.sent.isValid())
            continue;
        const int from = card.fromFirstLane ? 0 : 1;
        const QPointF start(x(card.sent), laneY[from]);
        const bool arrived = card.received.isValid();
        const QPointF end = arrived ? QPointF(x(card.received), laneY[1 - from])
                                    : QPointF(start.x() + (right - left) / 40, (laneY[0] + laneY[1]) / 2);
        QPen pen(from == 0 ? QColor(0x1f, 0x4e, 0x8c) : QColor(0x8b, 0x1a, 0x1a), points(0.7));
        pen.setStyle(arrived ? Qt::SolidLine : Qt::DashLine);
        painter.setPen(pen);
        painter.drawLine(start, end);
        const QLineF line(end, start);
        QLineF wing = line;
        wing.setLength(points(3));
        wing.setAngle(line.angle() + 25);
        painter.drawLine(wing);
        wing.setAngle(line.angle() - 25);
        painter.drawLine(wing);
        painter.drawText(start + QPointF(points(1), from == 0 ? -points(2) : lineHeight), card.id);
        if (!arrived)
            painter.drawText(end + QPointF(points(1), 0), u"?"_s);
    }
    painter.restore();
}

} // namespace

QList<SlicePtr> timelineSlices(const Block& block, const TextStyle& style, qreal width, qreal gapBefore)
{
    QList<Card> cards;
    for (qsizetype row = 1; row < block.rows.size(); ++row) {
        const QStringList& card = block.rows[row];
        cards.append({card.value(0),
            card.value(1) == u"white",
            QDate::fromString(card.value(2), Qt::ISODate),
            QDate::fromString(card.value(3), Qt::ISODate)});
    }
    const QStringList lanes = block.rows.isEmpty() ? QStringList() : block.rows.first().mid(1);
    QList<SlicePtr> slices;
    for (qsizetype from = 0; from == 0 || from < cards.size(); from += cardsPerChart) {
        auto slice = std::make_shared<Slice>();
        slice->gapBefore = from == 0 ? gapBefore : points(8);
        slice->height = width * 0.28;
        slice->item = block.label.isEmpty() ? block.rows.value(0).join(u" – "_s) : block.label;
        slice->draw = [chunk = cards.mid(from, cardsPerChart), lanes, style, width, height = slice->height](
                          QPainter& painter, qreal top) {
            drawChart(painter, QRectF(0, top, width, height), chunk, lanes, style);
        };
        slices.append(slice);
    }
    return slices;
}

} // namespace postmark::ui::printing
