// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/timechart.h"

#include <algorithm>

#include <QPainter>

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

const QColor UsedColour(0x4A, 0x7A, 0xB8);
const QColor PenaltyColour(0xE0, 0x8A, 0x2C);
const QColor OverColour(0xC0, 0x20, 0x30);
const QColor RunningColour(0x8F, 0xB3, 0xE0);
const QColor LimitColour(0x30, 0x30, 0x30);

} // namespace

TimeChart::TimeChart(QWidget* parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Thinking time per control period"));
    // As tall as its bars and its key at the width it has: a key on one line left a blank line's height
    // under it, on a laptop the height of a row of the moves' table (helper-58 saw one and a half rows).
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void TimeChart::setUsage(const QList<desk::PeriodUsage>& white,
    const QList<desk::PeriodUsage>& black,
    std::optional<ledger::Color> mine,
    bool receiptNotEntered)
{
    m_white = white;
    m_black = black;
    m_mine = mine;
    m_receiptNotEntered = receiptNotEntered && mine;
    setAccessibleDescription(summary());
    setToolTip(summary());
    updateGeometry(); // as many rows as periods, and the key
    update();
}

QSize TimeChart::sizeHint() const
{
    return {360, heightForWidth(360)};
}

bool TimeChart::hasHeightForWidth() const
{
    return true;
}

int TimeChart::heightForWidth(int width) const
{
    const int rows = static_cast<int>(m_white.size() + m_black.size());
    if (rows == 0)
        return 4;
    // The bars (a gap after each side's), then the key on as many lines as it wraps to (paintKey()).
    const int rowHeight = fontMetrics().height() + 8;
    const int keyLine = fontMetrics().height() + 4;
    return 4 + rowHeight * rows + 12 + 6 + keyLineCount(width) * keyLine + 4;
}

QList<std::pair<QColor, QString>> TimeChart::keyEntries() const
{
    return {{UsedColour, tr("days booked")},
        {RunningColour, tr("the move in progress")},
        {PenaltyColour, tr("penalty days")},
        {OverColour, tr("over the limit")},
        {LimitColour, tr("the limit")}};
}

int TimeChart::keyEntryWidth(const QString& words) const
{
    const int swatch = fontMetrics().height() - 4;
    return swatch + 4 + fontMetrics().horizontalAdvance(words) + 16;
}

int TimeChart::keyLineCount(int width) const
{
    int lines = 1;
    int x = 4;
    for (const auto& [colour, words] : keyEntries()) {
        const int wide = keyEntryWidth(words);
        if (x > 4 && x + wide > width) {
            x = 4;
            ++lines;
        }
        x += wide;
    }
    return lines;
}

QString TimeChart::sideName(ledger::Color side, std::optional<ledger::Color> mine)
{
    const QString colour = side == ledger::Color::White ? tr("White") : tr("Black");
    if (!mine)
        return colour;
    // Whose time it is, not only which colour (helper-27 read «Білі», «Чорні» and had to work out which was
    // his).
    return side == *mine ? tr("%1 (you)").arg(colour) : tr("%1 (partner)").arg(colour);
}

QString TimeChart::clockText(desk::PeriodUsage::Clock clock)
{
    switch (clock) {
    case desk::PeriodUsage::Clock::Runs:
        return tr(", the move being thought over: its days run");
    case desk::PeriodUsage::Clock::WaitsForCard:
        return tr(", the move not begun: no days run until the partner's card is received");
    case desk::PeriodUsage::Clock::StoppedByClaim:
        return tr(", stopped: the claim is with the judge");
    }
    return {};
}

QString TimeChart::summary() const
{
    QStringList lines;
    for (const ledger::Color side : {ledger::Color::White, ledger::Color::Black}) {
        for (const desk::PeriodUsage& usage : side == ledger::Color::White ? m_white : m_black) {
            const bool receiptMissing = receiptNotEntered(usage, side);
            lines.append(
                tr("%1, moves %2–%3: %4 of %5 days%6%7")
                    .arg(sideName(side, m_mine))
                    .arg(usage.firstMove)
                    .arg(usage.lastMove)
                    .arg(usage.open || receiptMissing ? tr("at least %1").arg(usage.total)
                                                      : QString::number(usage.total))
                    .arg(usage.limit)
                    .arg(usage.penalty ? tr(", %1 of them penalty").arg(usage.penalty) : QString())
                    .arg(receiptMissing ? tr(", the move being thought over: its days count from the day the "
                                             "partner's card came, which is not entered (II.4.4)")
                            : usage.running ? clockText(usage.clock)
                                            : QString()));
        }
    }
    if (std::any_of(m_white.begin(), m_white.end(), [](const desk::PeriodUsage& usage) { return usage.open; })
        || std::any_of(
            m_black.begin(), m_black.end(), [](const desk::PeriodUsage& usage) { return usage.open; }))
        lines.append(tr("«At least»: the days of some moves are not known, their cards having no dates "
                        "(II.2.2 ¶6) or the day a card was received not being known (II.3.7)."));
    return lines.join(u'\n');
}

bool TimeChart::receiptNotEntered(const desk::PeriodUsage& usage, ledger::Color side) const
{
    return m_receiptNotEntered && usage.running && side == *m_mine;
}

void TimeChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QString white = sideName(ledger::Color::White, m_mine);
    const QString black = sideName(ledger::Color::Black, m_mine);
    const int labelWidth =
        std::max(fontMetrics().horizontalAdvance(white), fontMetrics().horizontalAdvance(black))
        + fontMetrics().horizontalAdvance(u" 10–20  "_s);
    const int rowHeight = fontMetrics().height() + 8;
    int scale = 40;
    for (const auto* periods : {&m_white, &m_black}) {
        for (const desk::PeriodUsage& usage : *periods)
            scale = std::max({scale, usage.limit, usage.total});
    }
    const int chartWidth =
        std::max(60, width() - labelWidth - fontMetrics().horizontalAdvance(u"≥ 000/000"_s) - 16);
    const auto x = [&](int days) {
        return labelWidth + days * chartWidth / scale;
    };
    int y = 4;
    for (const auto& [side, periods] :
        {std::pair{ledger::Color::White, &m_white}, std::pair{ledger::Color::Black, &m_black}}) {
        const QString& name = side == ledger::Color::White ? white : black;
        for (const desk::PeriodUsage& usage : *periods) {
            const QRect bar(x(0), y + 3, x(usage.total) - x(0), rowHeight - 6);
            painter.setPen(Qt::NoPen);
            painter.setBrush(usage.over() ? OverColour : UsedColour);
            painter.drawRect(bar);
            // The days of the move in progress, apart from those booked (helper-29 read a bar of 38 days all
            // in "the move in progress" when one day of it was).
            if (usage.runningDays > 0 && !usage.over()) {
                painter.setBrush(RunningColour);
                painter.drawRect(QRect(x(usage.total - usage.runningDays),
                    bar.top(),
                    x(usage.total) - x(usage.total - usage.runningDays),
                    bar.height()));
            }
            if (usage.penalty > 0) { // at the end of the days booked, before those of the move in progress
                const int booked = usage.total - usage.runningDays;
                painter.setBrush(PenaltyColour);
                painter.drawRect(QRect(x(booked - usage.penalty),
                    bar.top(),
                    x(booked) - x(booked - usage.penalty),
                    bar.height()));
            }
            painter.setPen(QPen(LimitColour, 2));
            painter.drawLine(x(usage.limit), y, x(usage.limit), y + rowHeight);
            painter.setPen(palette().color(QPalette::WindowText));
            painter.drawText(QRect(4, y, labelWidth, rowHeight),
                Qt::AlignVCenter,
                u"%1 %2–%3"_s.arg(name).arg(usage.firstMove).arg(usage.lastMove));
            painter.drawText(QRect(x(std::max(usage.total, usage.limit)) + 6, y, width(), rowHeight),
                Qt::AlignVCenter,
                // «≥»: some days not known (summary() says why).
                (usage.open || receiptNotEntered(usage, side) ? u"≥ %1/%2"_s : u"%1/%2"_s)
                    .arg(usage.total)
                    .arg(usage.limit));
            y += rowHeight;
        }
        y += 6;
    }
    if (!m_white.isEmpty() || !m_black.isEmpty())
        paintKey(painter, y + 6);
}

void TimeChart::paintKey(QPainter& painter, int top)
{
    // What the colours mean, under the bars (helper-27 found no key to them).
    const int swatch = fontMetrics().height() - 4;
    const int line = fontMetrics().height() + 4;
    int x = 4;
    int y = top;
    for (const auto& [colour, words] : keyEntries()) {
        const int wide = keyEntryWidth(words); // as keyLineCount() counts the lines
        if (x > 4 && x + wide > width()) { // the rest on a second line
            x = 4;
            y += line;
        }
        if (colour == LimitColour) {
            painter.setPen(QPen(LimitColour, 2));
            painter.drawLine(x + swatch / 2, y + 1, x + swatch / 2, y + swatch + 1);
        } else {
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawRect(QRect(x, y + 2, swatch, swatch));
        }
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(x + swatch + 4, y, width(), line), Qt::AlignTop, words);
        x += wide;
    }
}

} // namespace postmark::ui
