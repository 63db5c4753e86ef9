// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printing/textbox.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>
#include <QTextLayout>

#include "ui/printing/pagegeometry.h"

using namespace Qt::StringLiterals;

namespace postmark::ui::printing {

TextStyle TextStyle::scaled(qreal factor) const
{
    TextStyle style = *this;
    style.points *= factor;
    return style;
}

TextStyle TextStyle::withBold() const
{
    TextStyle style = *this;
    style.bold = true;
    return style;
}

TextStyle TextStyle::withItalic() const
{
    TextStyle style = *this;
    style.italic = true;
    return style;
}

TextStyle TextStyle::withColour(QColor newColour) const
{
    TextStyle style = *this;
    style.colour = newColour;
    return style;
}

QFont fontOf(const TextStyle& style)
{
    QFont font(u"DejaVu Sans"_s);
    // Pixel sizes are the painter's logical units, here twips: the size is the paper's, not the device's.
    font.setPixelSize(qRound(points(style.points)));
    font.setHintingPreference(QFont::PreferNoHinting);
    font.setBold(style.bold);
    font.setItalic(style.italic);
    return font;
}

namespace {

QTextOption optionFor(Qt::Alignment alignment)
{
    QTextOption option(alignment);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    option.setUseDesignMetrics(true);
    return option;
}

QString withLineBreaks(const QString& text)
{
    // A clause number (II.6.5) or a date (25.11.2026) is never broken at its dots: a word joiner after each
    // dot between digits keeps it whole.
    // Nor is a code with digits at its hyphens or slashes: a move (e2-e4), an index (UKR/C11/SF2-P13).
    static const QRegularExpression numberDot(u"(?<=[IVX0-9])\\.(?=[0-9])"_s);
    static const QRegularExpression codeJoint(
        u"(?<=\\w)(/)(?=\\w)|(?<=[0-9])(-)(?=\\w)|(?<=\\w)(-)(?=[0-9])"_s);
    QString joined = QString(text).replace(u'\n', QChar::LineSeparator).replace(numberDot, u".\u2060"_s);
    return joined.replace(codeJoint, u"\\1\\2\\3\u2060"_s).replace(u"\u2060\u2060"_s, u"\u2060"_s);
}

/// A box sets at most this many characters: a full A4 page at the smallest type holds about 8,000, so no
/// document says more in one paragraph or field, and Qt's line breaking, which slows with the length of
/// the text, stays quick even when a damaged archive holds a field of megabytes (it is cut with "…").
constexpr qsizetype MaxBoxChars = 20000;

QString boundedText(const QString& text)
{
    return text.size() <= MaxBoxChars ? text : text.first(MaxBoxChars) + u'\u2026';
}

} // namespace

TextBox::TextBox(const QString& text, const TextStyle& style, qreal width, Qt::Alignment alignment)
    : m_layout(std::make_shared<QTextLayout>(withLineBreaks(boundedText(text)), fontOf(style)))
    , m_colour(style.colour)
    , m_width(width)
{
    m_layout->setTextOption(optionFor(alignment));
    m_layout->setCacheEnabled(true);
    m_layout->beginLayout();
    qreal y = 0;
    for (;;) {
        QTextLine line = m_layout->createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(width);
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    m_layout->endLayout();
}

qreal TextBox::height() const
{
    if (!m_layout || m_layout->lineCount() == 0)
        return 0;
    const QTextLine last = m_layout->lineAt(m_layout->lineCount() - 1);
    return last.y() + last.height();
}

int TextBox::lineCount() const
{
    return m_layout ? m_layout->lineCount() : 0;
}

qreal TextBox::lineTop(int line) const
{
    return m_layout->lineAt(line).y();
}

qreal TextBox::lineHeight(int line) const
{
    return m_layout->lineAt(line).height();
}

void TextBox::draw(QPainter& painter, QPointF topLeft) const
{
    drawLines(painter, topLeft, 0, lineCount());
}

void TextBox::drawLines(QPainter& painter, QPointF topLeft, int first, int count) const
{
    if (!m_layout || count <= 0)
        return;
    painter.save();
    painter.setPen(m_colour);
    const QPointF offset = topLeft - QPointF(0, lineTop(first));
    for (int line = first; line < first + count && line < lineCount(); ++line)
        m_layout->lineAt(line).draw(&painter, offset);
    painter.restore();
}

qreal TextBox::naturalWidth(const QString& text, const TextStyle& style)
{
    const QFontMetricsF metrics(fontOf(style));
    qreal widest = 0;
    for (const QString& line : text.split(u'\n'))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

qreal TextBox::longestWordWidth(const QString& text, const TextStyle& style)
{
    static const QRegularExpression space(u"\\s+"_s);
    const QFontMetricsF metrics(fontOf(style));
    qreal widest = 0;
    for (const QString& word : text.split(space, Qt::SkipEmptyParts))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

} // namespace postmark::ui::printing
