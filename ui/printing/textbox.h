// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include <QColor>
#include <QFont>
#include <QPointF>
#include <QString>

class QPainter;
class QTextLayout;

namespace postmark::ui::printing {

/// How a piece of text is set: size in points, weight, slant and colour.
struct TextStyle
{
    qreal points = 10;
    bool bold = false;
    bool italic = false;
    QColor colour = Qt::black;

    TextStyle scaled(qreal factor) const;
    TextStyle withBold() const;
    TextStyle withItalic() const;
    TextStyle withColour(QColor newColour) const;
};

/// The font of a style in twips: DejaVu Sans (a dependency, with Cyrillic, ½ and №), unhinted, so that
/// its measures are those of the design, the same on every device.
QFont fontOf(const TextStyle& style);

/// Text wrapped to a width (in twips), measured once; lines keep their breaks wherever it is drawn.
/// "\n" starts a new line. Words longer than the width are broken anywhere rather than overflowing.
class TextBox
{
public:
    TextBox() = default;
    TextBox(
        const QString& text, const TextStyle& style, qreal width, Qt::Alignment alignment = Qt::AlignLeft);

    qreal width() const { return m_width; }
    qreal height() const;
    int lineCount() const;
    qreal lineTop(int line) const;
    qreal lineHeight(int line) const;
    bool isEmpty() const { return !m_layout; }

    /// Draws every line with its top-left corner at `topLeft`.
    void draw(QPainter& painter, QPointF topLeft) const;
    /// Draws lines `first`…`first + count - 1`, the first of them at `topLeft`.
    void drawLines(QPainter& painter, QPointF topLeft, int first, int count) const;

    /// The width of the text on one line, and of its longest word: what a table column needs at most and
    /// at least.
    static qreal naturalWidth(const QString& text, const TextStyle& style);
    static qreal longestWordWidth(const QString& text, const TextStyle& style);

private:
    std::shared_ptr<QTextLayout> m_layout; // shared: a laid-out box is drawn from slices of several sheets
    QColor m_colour;
    qreal m_width = 0;
};

} // namespace postmark::ui::printing
