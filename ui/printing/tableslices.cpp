// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printing/tableslices.h"

#include <algorithm>
#include <numeric>

#include <QPainter>
#include <QRegularExpression>

#include "ui/printing/pagegeometry.h"

using namespace Qt::StringLiterals;

namespace postmark::ui::printing {

namespace {

const QColor ruleColour(0x88, 0x88, 0x88);
const QColor headerFill(0xee, 0xee, 0xee);

/// Whether every cell below the header of `column` is a figure: a number, a score, a result (5,5; ½; +; 12).
bool isFigureColumn(const QList<QStringList>& rows, qsizetype column)
{
    // Figures and the crosstable's marks (crosstablemarks.h): a shared rank "1=", a game in play "·", and the
    // marks of a withdrawal's games ("пр", "н/в", "ан" and their English) — a board of the team report with
    // "пр" in it, or a "1=" rank, was spread as wide as the names.
    static const QRegularExpression figure(u"^(?:[\\d\\s.,½+\\-−–*()/:=·]|пр|н/в|ан|adj|n/c|-C){0,12}$"_s);
    bool any = false;
    for (qsizetype row = 1; row < rows.size(); ++row) {
        const QString cell = rows[row].value(column).trimmed();
        if (!figure.match(cell).hasMatch())
            return false;
        any = any || !cell.isEmpty();
    }
    return any;
}

/// Column widths (text only, without padding) that add up to `available`: what each needs on one line
/// when everything fits, the room to spare going to the columns of text (a column of figures, spread as
/// wide as a name, read as a gap: helper-28); else every column its longest word, and the rest shared by
/// how much more each would take; a table whose words alone are too wide is shrunk in proportion (its
/// words then break).
QList<qreal> columnWidths(const QList<QStringList>& rows, const TextStyle& style, qreal available)
{
    const qsizetype columns = rows.first().size();
    QList<qreal> natural(columns, 0);
    QList<qreal> least(columns, 0);
    for (qsizetype row = 0; row < rows.size(); ++row) {
        const TextStyle cell = row == 0 ? style.withBold() : style;
        for (qsizetype column = 0; column < columns && column < rows[row].size(); ++column) {
            // A point to spare: the measure and the layout may differ by a rounding.
            natural[column] =
                std::max(natural[column], TextBox::naturalWidth(rows[row][column], cell) + points(1));
            least[column] = std::max(least[column], TextBox::longestWordWidth(rows[row][column], cell) + 1);
        }
    }
    const qreal naturalSum = std::accumulate(natural.begin(), natural.end(), 0.0);
    const qreal leastSum = std::accumulate(least.begin(), least.end(), 0.0);
    QList<qreal> widths(columns, 0);
    if (naturalSum <= available) {
        // Room to spare: spread it in proportion, so that the table spans the text width as a form does —
        // over the columns of text when there are any.
        QList<bool> takesSpare(columns, true);
        qreal takingSum = 0;
        for (qsizetype column = 0; column < columns; ++column) {
            takesSpare[column] = !isFigureColumn(rows, column);
            takingSum += takesSpare[column] ? natural[column] : 0;
        }
        if (takingSum <= 0) {
            takesSpare.fill(true);
            takingSum = naturalSum;
        }
        for (qsizetype column = 0; column < columns; ++column)
            widths[column] = natural[column]
                + (takesSpare[column] ? (available - naturalSum) * natural[column] / takingSum : 0);
    } else if (leastSum <= available) {
        // Every column its longest word; then the columns that want little more get all they want (a
        // direction or a date stays on one line), and the long texts share what is left and wrap.
        widths = least;
        qreal spare = available - leastSum;
        QList<bool> satisfied(columns, false);
        for (bool changed = true; changed;) {
            changed = false;
            const qsizetype open = std::count(satisfied.begin(), satisfied.end(), false);
            if (open == 0)
                break;
            const qreal share = spare / qreal(open);
            for (qsizetype column = 0; column < columns; ++column) {
                const qreal wanted = natural[column] - widths[column];
                if (!satisfied[column] && wanted <= share) {
                    widths[column] = natural[column];
                    spare -= wanted;
                    satisfied[column] = true;
                    changed = true;
                }
            }
        }
        qreal wanted = 0;
        for (qsizetype column = 0; column < columns; ++column)
            wanted += satisfied[column] ? 0 : natural[column] - widths[column];
        for (qsizetype column = 0; column < columns; ++column) {
            if (!satisfied[column] && wanted > 0)
                widths[column] += spare * (natural[column] - widths[column]) / wanted;
        }
    } else {
        for (qsizetype column = 0; column < columns; ++column)
            widths[column] = available * least[column] / leastSum;
    }
    return widths;
}

} // namespace

QList<SlicePtr> tableSlices(const QList<QStringList>& rows,
    const TextStyle& style,
    qreal width,
    qreal gapBefore,
    bool keepLastWithNext)
{
    QList<SlicePtr> slices;
    if (rows.isEmpty() || rows.first().isEmpty())
        return slices;
    const qsizetype columns = rows.first().size();
    // Cells are padded more at the sides than above and below: rows stay close, columns apart.
    const qreal padding = points(columns > 12 ? 1.5 : 2.5) * style.points / 10.0;
    const qreal rowPadding = points(1.2) * style.points / 10.0;
    const QList<qreal> widths = columnWidths(rows, style, width - 2 * padding * columns);
    QList<bool> figures(columns, false);
    for (qsizetype column = 0; column < columns; ++column)
        figures[column] = isFigureColumn(rows, column);
    std::shared_ptr<const Slice> header;
    for (qsizetype row = 0; row < rows.size(); ++row) {
        const TextStyle cellStyle = row == 0 ? style.withBold() : style;
        QList<TextBox> cells;
        qreal height = 0;
        for (qsizetype column = 0; column < columns; ++column) {
            // Numbers and results read best centred under their header; text starts at the left.
            const QString text = rows[row].value(column);
            const bool centred = figures[column] || widths[column] < points(40);
            cells.append(
                TextBox(text, cellStyle, widths[column], centred ? Qt::AlignHCenter : Qt::AlignLeft));
            height = std::max(height, cells.last().height());
        }
        auto slice = std::make_shared<Slice>();
        slice->gapBefore = row == 0 ? gapBefore : 0;
        slice->height = height + 2 * rowPadding;
        // No row alone on either side of a sheet's break: the first two rows go with the header, the last
        // two together, so a small table (a team match's board of two players) is never split (helper-59
        // found a board's second row on the next sheet).
        const qsizetype last = rows.size() - 1;
        slice->keepWithNext =
            row == 0 || (row < last && (row == 1 || row == last - 1)) || (keepLastWithNext && row == last);
        slice->item = rows.first().value(0) + (row == 0 ? QString() : u": "_s + rows[row].value(0));
        slice->header = header;
        slice->draw = [cells, widths, padding, rowPadding, isHeader = row == 0, rowHeight = slice->height](
                          QPainter& painter, qreal top) {
            painter.save();
            qreal x = 0;
            for (qsizetype column = 0; column < cells.size(); ++column) {
                const QRectF cell(x, top, widths[column] + 2 * padding, rowHeight);
                if (isHeader)
                    painter.fillRect(cell, headerFill);
                painter.setPen(QPen(ruleColour, points(0.5)));
                painter.drawRect(cell);
                cells[column].draw(painter, cell.topLeft() + QPointF(padding, rowPadding));
                x += cell.width();
            }
            painter.restore();
        };
        if (row == 0)
            header = slice;
        slices.append(slice);
    }
    return slices;
}

} // namespace postmark::ui::printing
