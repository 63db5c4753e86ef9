// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printing/typesetter.h"

#include <QPainter>

#include "ui/printing/pagegeometry.h"
#include "ui/printing/tableslices.h"
#include "ui/printing/timelineslices.h"

using namespace Qt::StringLiterals;

namespace postmark::ui::printing {

using documents::Block;
using Kind = Block::Kind;

QString itemName(const Block& block)
{
    if (!block.label.isEmpty())
        return block.label;
    QString text = block.text.isEmpty() && !block.rows.isEmpty() ? block.rows.first().join(u' ') : block.text;
    text.replace(u'\n', u' ');
    return text.size() > 48 ? text.left(47) + u'…' : text;
}

SlicePtr textSlice(const TextBox& box, qreal left, qreal gapBefore, const QString& item)
{
    auto slice = std::make_shared<Slice>();
    slice->gapBefore = gapBefore;
    slice->height = box.height();
    slice->item = item;
    slice->draw = [box, left](QPainter& painter, qreal top) {
        box.draw(painter, QPointF(left, top));
    };
    return slice;
}

namespace {

const QColor markColour(0x8b, 0x1a, 0x1a);
const QColor labelColour(0x44, 0x44, 0x44);

class PageSetter
{
public:
    PageSetter(documents::PageFormat format, qreal width, qreal bodyPoints)
        : m_card(isSingleSide(format))
        , m_width(width)
        , m_body{bodyPoints}
        , m_scale(bodyPoints / 10.0)
    {}

    QList<SlicePtr> set(const documents::Page& page)
    {
        for (qsizetype index = 0; index < page.blocks.size(); ++index) {
            const Block& block = page.blocks[index];
            if (block.kind == Kind::Field) {
                qsizetype end = index;
                while (end + 1 < page.blocks.size() && page.blocks[end + 1].kind == Kind::Field)
                    ++end;
                fields(page.blocks.mid(index, end - index + 1));
                index = end;
                continue;
            }
            setBlock(block, index + 1 < page.blocks.size() ? &page.blocks[index + 1] : nullptr);
        }
        return m_slices;
    }

private:
    qreal gap(qreal pointsAt10) const { return m_slices.isEmpty() ? 0 : points(pointsAt10 * m_scale); }

    void add(SlicePtr slice) { m_slices.append(std::move(slice)); }

    /// A paragraph broken into a slice per line, so that it may continue on the next sheet.
    void lines(
        const TextBox& box, qreal left, qreal gapBefore, const QString& item, bool keepWithNext = false)
    {
        for (int line = 0; line < box.lineCount(); ++line) {
            auto slice = std::make_shared<Slice>();
            slice->gapBefore = line == 0 ? gapBefore : 0;
            slice->height = box.lineHeight(line);
            slice->item = item;
            slice->keepWithNext = keepWithNext || (line == 0 && box.lineCount() > 1); // no lone first line
            slice->draw = [box, left, line](QPainter& painter, qreal top) {
                box.drawLines(painter, QPointF(left, top), line, 1);
            };
            add(slice);
        }
    }

    void setBlock(const Block& block, const Block* next)
    {
        const QString item = itemName(block);
        switch (block.kind) {
        case Kind::Title:
            lines(TextBox(block.text, m_body.scaled(1.3).withBold(), m_width, Qt::AlignHCenter),
                0,
                gap(4),
                item,
                true);
            break;
        case Kind::Mark:
            mark(block.text, item);
            break;
        case Kind::Heading:
            lines(TextBox(block.text, m_body.withBold(), m_width), 0, gap(9), item, true);
            break;
        case Kind::Field:
            fields({block});
            break;
        case Kind::Paragraph:
            lines(TextBox(block.text, m_body, m_width, Qt::AlignJustify), 0, gap(6), item);
            break;
        case Kind::Table:
            if (!block.rows.isEmpty()) {
                // A paragraph right under a table is its note: the last row goes with it to a new sheet.
                const bool noted = next && next->kind == Kind::Paragraph;
                const TextStyle cells =
                    block.rows.first().size() > 12 ? m_body.scaled(0.85) : m_body.scaled(0.92);
                for (const SlicePtr& slice : tableSlices(block.rows, cells, m_width, gap(6), noted))
                    add(slice);
            }
            break;
        case Kind::Address:
            labelled(block, 0, m_width, gap(6), m_card ? 1.15 : 1.0);
            break;
        case Kind::Recipient: {
            // Where the post office looks: the lower right of the card or envelope, wide enough for a full
            // name on one line (helper-52's «Кравченко Юрій / Григорович» broke in two at 45 %).
            const qreal left = m_width * (m_card ? 0.36 : 0.45);
            const std::shared_ptr<Slice> recipient =
                labelled(block, left, m_width - left, gap(14), m_card ? 1.3 : 1.1);
            if (m_card) { // at the foot of the side, a little above its edge
                recipient->atFoot = true;
                recipient->height += points(14);
            }
            break;
        }
        case Kind::Addressee: {
            const qreal left = m_width * 0.5;
            labelled(block, left, m_width - left, gap(2), 1.0);
            break;
        }
        case Kind::Sender: {
            const qreal left = m_width * 0.5;
            labelled(block, left, m_width - left, gap(8), 1.0);
            break;
        }
        case Kind::PlaceAndDate:
            add(textSlice(TextBox(block.text, m_body, m_width), 0, gap(12), item));
            break;
        case Kind::Enclosures: {
            lines(TextBox(block.label + u':', m_body.withBold(), m_width), 0, gap(10), item, true);
            const qreal indent = points(20 * m_scale);
            for (qsizetype index = 0; index < block.rows.size(); ++index) {
                const TextBox number(u"%1."_s.arg(index + 1), m_body, indent);
                const TextBox what(block.rows[index].join(u", "_s), m_body, m_width - indent);
                auto slice = std::make_shared<Slice>();
                slice->gapBefore = points(1.5 * m_scale);
                slice->height = what.height();
                slice->item = item;
                slice->draw = [number, what, indent](QPainter& painter, qreal top) {
                    number.draw(painter, QPointF(0, top));
                    what.draw(painter, QPointF(indent, top));
                };
                add(slice);
            }
            break;
        }
        case Kind::Timeline:
            for (const SlicePtr& slice : timelineSlices(block, m_body.scaled(0.75), m_width, gap(6)))
                add(slice);
            break;
        case Kind::Signature:
            signature(block, item);
            break;
        }
    }

    /// A label in italics over the lines of an address, kept together.
    std::shared_ptr<Slice> labelled(
        const Block& block, qreal left, qreal width, qreal gapBefore, qreal factor)
    {
        const TextBox label = block.label.isEmpty()
            ? TextBox()
            : TextBox(block.label + u':', m_body.withItalic().withColour(labelColour), width);
        const TextBox text(block.text, m_body.scaled(factor), width);
        auto slice = std::make_shared<Slice>();
        slice->gapBefore = gapBefore;
        slice->height = label.height() + text.height();
        slice->item = itemName(block);
        slice->draw = [label, text, left](QPainter& painter, qreal top) {
            label.draw(painter, QPointF(left, top));
            text.draw(painter, QPointF(left, top + label.height()));
        };
        add(slice);
        return slice;
    }

    /// A stamp-like mark: bold, framed; at the right of a sheet, at the left of a card or envelope, whose top
    /// right corner is the stamp's (helper-52: postage would cover «РЕКОМЕНДОВАНЕ»).
    void mark(const QString& text, const QString& item)
    {
        const qreal padding = points(3 * m_scale);
        const TextStyle style = m_body.withBold().withColour(markColour);
        // Two points to spare: the measure and the layout may differ by a rounding, and a stamp never wraps.
        const qreal textWidth =
            std::min(TextBox::naturalWidth(text, style) + points(2), m_width - 2 * padding);
        const TextBox box(text, style, textWidth);
        const qreal frameWidth = textWidth + 2 * padding;
        auto slice = std::make_shared<Slice>();
        slice->gapBefore = gap(3);
        slice->height = box.height() + 2 * padding;
        slice->item = item;
        const qreal left = m_card ? 0 : m_width - frameWidth;
        slice->draw = [box, frameWidth, padding, left](QPainter& painter, qreal top) {
            const QRectF frame(left, top, frameWidth, box.height() + 2 * padding);
            painter.save();
            painter.setPen(QPen(markColour, points(1)));
            painter.drawRect(frame);
            painter.restore();
            box.draw(painter, frame.topLeft() + QPointF(padding, padding));
        };
        add(slice);
    }

    /// A run of fields: labels in a column as wide as the longest (at most 42% of the width), values
    /// beside them; a row per slice.
    void fields(const QList<Block>& run)
    {
        const TextStyle label = m_body.withColour(labelColour);
        const TextStyle value = m_body.withBold();
        const qreal spacing = points(8 * m_scale);
        qreal labelWidth = 0;
        for (const Block& field : run)
            labelWidth = std::max(labelWidth, TextBox::naturalWidth(field.label + u':', label) + 1);
        labelWidth = std::min(labelWidth, m_width * 0.42);
        const qreal padding = points(1.2 * m_scale);
        bool first = true;
        for (const Block& field : run) {
            const TextBox labelBox(field.label + u':', label, labelWidth);
            const TextBox valueBox(field.text, value, m_width - labelWidth - spacing);
            auto slice = std::make_shared<Slice>();
            slice->gapBefore = first ? gap(4) : 0;
            slice->height = std::max(labelBox.height(), valueBox.height()) + 2 * padding;
            slice->item = field.label;
            slice->draw = [labelBox, valueBox, padding, left = labelWidth + spacing](
                              QPainter& painter, qreal top) {
                labelBox.draw(painter, QPointF(0, top + padding));
                valueBox.draw(painter, QPointF(left, top + padding));
            };
            add(slice);
            first = false;
        }
    }

    /// "Signature: ______________________ (name)": a line long enough to sign on, written as text so that
    /// the line and the name stay together wherever the text is read.
    void signature(const Block& block, const QString& item)
    {
        const QString signer = block.text.isEmpty() ? QString() : u"  (%1)"_s.arg(block.text);
        const TextBox line(u"%1: ______________________%2"_s.arg(block.label, signer), m_body, m_width);
        add(textSlice(line, 0, gap(m_card ? 8 : 22), item));
    }

    bool m_card;
    qreal m_width;
    TextStyle m_body;
    qreal m_scale;
    QList<SlicePtr> m_slices;
};

} // namespace

QList<SlicePtr> setPage(
    const documents::Page& page, documents::PageFormat format, qreal width, qreal bodyPoints)
{
    return PageSetter(format, width, bodyPoints).set(page);
}

} // namespace postmark::ui::printing
