// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printing/documentrenderer.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

using documents::Block;
using documents::PageFormat;

int fontPoints(PageFormat format)
{
    switch (format) {
    case PageFormat::PostcardA6:
        return 8;
    case PageFormat::EnvelopeDL:
        return 12;
    case PageFormat::A4:
        return 10;
    case PageFormat::A4Landscape:
        return 9;
    }
    return 10;
}

} // namespace

QPageLayout pageLayoutOf(PageFormat format)
{
    switch (format) {
    case PageFormat::PostcardA6:
        return QPageLayout(QPageSize(QSizeF(148, 105), QPageSize::Millimeter, u"A6"_s, QPageSize::ExactMatch),
            QPageLayout::Portrait,
            QMarginsF(7, 6, 7, 6),
            QPageLayout::Millimeter);
    case PageFormat::EnvelopeDL:
        return QPageLayout(QPageSize(QSizeF(220, 110), QPageSize::Millimeter, u"DL"_s, QPageSize::ExactMatch),
            QPageLayout::Portrait,
            QMarginsF(12, 10, 12, 10),
            QPageLayout::Millimeter);
    case PageFormat::A4Landscape:
        return QPageLayout(QPageSize(QPageSize::A4),
            QPageLayout::Landscape,
            QMarginsF(15, 15, 15, 15),
            QPageLayout::Millimeter);
    case PageFormat::A4:
        break;
    }
    return QPageLayout(
        QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(20, 18, 18, 18), QPageLayout::Millimeter);
}

namespace {

/// The correspondence chart: two lanes, one per player, on a date axis; each card an arrow from its send
/// date on the sender's lane to its receipt date on the receiver's; a card not received yet, a short dashed
/// arrow.
QImage drawTimeline(const Block& block)
{
    // Drawn at a fixed size and scaled to the text width by the document, so that its lettering keeps
    // its proportion to the page whatever the device's resolution (1000 px ≈ 17 cm: 1 px ≈ 0.5 pt).
    constexpr int width = 2000;
    constexpr qreal points = 4;
    const int height = int(width * 0.32);
    QImage image(width, height, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font(u"DejaVu Sans"_s);
    font.setPixelSize(int(7 * points));
    painter.setFont(font);

    QDate first;
    QDate last;
    for (qsizetype row = 1; row < block.rows.size(); ++row) {
        for (int column : {2, 3}) {
            const QDate date = QDate::fromString(block.rows[row].value(column), Qt::ISODate);
            if (!date.isValid())
                continue;
            first = !first.isValid() || date < first ? date : first;
            last = !last.isValid() || date > last ? date : last;
        }
    }
    if (!first.isValid())
        return image;
    last = last.addDays(
        std::max<qint64>(2, first.daysTo(last) / 20)); // room for the short arrows of cards still in the post
    const qreal left = 42 * points;
    const qreal right = width - 8 * points;
    const qreal laneY[2] = {height * 0.22, height * 0.78};
    const auto x = [&](const QDate& date) {
        return left
            + (right - left) * qreal(first.daysTo(date)) / qreal(std::max<qint64>(1, first.daysTo(last)));
    };

    painter.setPen(QPen(QColor(0x55, 0x55, 0x55), 0.8 * points));
    for (int lane = 0; lane < 2; ++lane) {
        painter.drawLine(QPointF(left, laneY[lane]), QPointF(right, laneY[lane]));
        painter.drawText(QRectF(0, laneY[lane] - 8 * points, left - 4 * points, 16 * points),
            Qt::AlignRight | Qt::AlignVCenter,
            block.rows.first().value(1 + lane));
    }
    // Month ticks along the lower lane.
    const int monthStep = std::max(1, int(first.daysTo(last) / 30 / 8) + 1); // at most about eight ticks
    for (QDate month(first.year(), first.month(), 1); month <= last; month = month.addMonths(monthStep)) {
        if (month < first)
            continue;
        const qreal at = x(month);
        painter.drawLine(QPointF(at, laneY[1]), QPointF(at, laneY[1] + 3 * points));
        painter.drawText(QPointF(at + points, height - 2 * points), month.toString(u"MM.yyyy"_s));
    }
    for (qsizetype row = 1; row < block.rows.size(); ++row) {
        const QStringList& card = block.rows[row];
        const QDate sent = QDate::fromString(card.value(2), Qt::ISODate);
        if (!sent.isValid())
            continue;
        const int from = card.value(1) == u"white" ? 0 : 1;
        const QPointF start(x(sent), laneY[from]);
        const QDate received = QDate::fromString(card.value(3), Qt::ISODate);
        const bool arrived = received.isValid();
        const QPointF end = arrived ? QPointF(x(received), laneY[1 - from])
                                    : QPointF(start.x() + (right - left) / 40, (laneY[0] + laneY[1]) / 2);
        QPen pen(from == 0 ? QColor(0x1f, 0x4e, 0x8c) : QColor(0x8b, 0x1a, 0x1a), 0.9 * points);
        pen.setStyle(arrived ? Qt::SolidLine : Qt::DashLine);
        painter.setPen(pen);
        painter.drawLine(start, end);
        // The arrowhead, along the line.
        const QLineF line(end, start);
        const qreal head = 3.5 * points;
        QLineF wing = line;
        wing.setLength(head);
        wing.setAngle(line.angle() + 25);
        painter.drawLine(wing);
        wing.setAngle(line.angle() - 25);
        painter.drawLine(wing);
        // Ids on every card while there is room, on every other one, third… on a long game.
        const qsizetype every = std::max<qsizetype>(1, block.rows.size() / 40);
        if ((row - 1) % every == 0)
            painter.drawText(start + QPointF(points, from == 0 ? -2 * points : 8 * points), card.value(0));
        if (!arrived)
            painter.drawText(end + QPointF(points, 0), u"?"_s);
    }
    return image;
}

void buildPage(QTextDocument& text, const documents::Page& page, PageFormat format)
{
    // Built through a cursor rather than HTML: nothing to parse, and user text is only ever text.
    text.clear();
    // Margins and paddings below are in points; the document measures in the device's pixels.
    const QPaintDevice* device = text.documentLayout()->paintDevice();
    const qreal points = device ? device->logicalDpiY() / 72.0 : 1.0;
    QTextCursor cursor(&text);
    // One edit block: the document is laid out once, when the page is complete, not after every insertion.
    cursor.beginEditBlock();
    const QColor markColour(0x8b, 0x1a, 0x1a);
    QTextCharFormat plain;
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    QTextCharFormat italic;
    italic.setFontItalic(true);
    QTextCharFormat grey;
    grey.setForeground(QColor(0x44, 0x44, 0x44));
    QTextCharFormat title = bold;
    title.setFontPointSize(text.defaultFont().pointSizeF() * 1.3);
    QTextCharFormat large;
    const bool letter = format == PageFormat::A4 || format == PageFormat::A4Landscape;
    large.setFontPointSize(text.defaultFont().pointSizeF() * (letter ? 1.0 : 1.35));
    QTextCharFormat mark = bold;
    mark.setForeground(markColour);

    // A page starts with an empty block, and so does the space after each table: those are reused rather than
    // followed by an empty line; only the page's very first block goes without a top margin.
    bool atStart = true;
    bool first = true;
    const auto paragraph = [&](qreal topMargin) {
        QTextBlockFormat block;
        block.setTopMargin(atStart ? 0 : topMargin * points);
        if (first)
            cursor.setBlockFormat(block);
        else
            cursor.insertBlock(block, plain);
        first = false;
        atStart = false;
    };
    const auto afterTable = [&](QTextTable* table) {
        cursor = table->lastCursorPosition();
        cursor.movePosition(QTextCursor::NextBlock);
    };

    QTextTable* fields = nullptr;
    for (const Block& block : page.blocks) {
        if (block.kind != Block::Kind::Field)
            fields = nullptr;
        switch (block.kind) {
        case Block::Kind::Title:
            paragraph(0);
            cursor.insertText(block.text, title);
            break;
        case Block::Kind::Mark: {
            paragraph(0);
            QTextTableFormat frame;
            frame.setAlignment(Qt::AlignRight);
            frame.setBorder(1);
            frame.setBorderBrush(markColour);
            frame.setCellPadding(3 * points);
            frame.setCellSpacing(0);
            QTextTable* table = cursor.insertTable(1, 1, frame);
            table->cellAt(0, 0).firstCursorPosition().insertText(block.text, mark);
            afterTable(table);
            first = true;
            break;
        }
        case Block::Kind::Heading:
            paragraph(8);
            cursor.insertText(block.text, bold);
            break;
        case Block::Kind::Field: {
            if (!fields) {
                paragraph(2);
                QTextTableFormat layout;
                layout.setBorder(0);
                layout.setCellPadding(1 * points);
                layout.setCellSpacing(0);
                fields = cursor.insertTable(1, 2, layout);
            } else {
                fields->appendRows(1);
            }
            const int row = fields->rows() - 1;
            fields->cellAt(row, 0).firstCursorPosition().insertText(block.label + u":  "_s, grey);
            fields->cellAt(row, 1).firstCursorPosition().insertText(block.text, bold);
            afterTable(fields);
            first = true;
            break;
        }
        case Block::Kind::Paragraph:
            paragraph(6);
            cursor.insertText(block.text, plain);
            break;
        case Block::Kind::Table: {
            if (block.rows.isEmpty())
                break;
            paragraph(4);
            QTextTableFormat grid;
            grid.setBorder(0.5);
            grid.setBorderBrush(QColor(0x88, 0x88, 0x88));
            grid.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
            const int columns = int(block.rows.first().size());
            // A crosstable has a column per player: tighter cells keep names whole.
            grid.setCellPadding((columns > 12 ? 1 : 2) * points);
            grid.setCellSpacing(0);
            grid.setWidth(QTextLength(QTextLength::PercentageLength, 100));
            QTextTable* table = cursor.insertTable(int(block.rows.size()), columns, grid);
            for (int row = 0; row < block.rows.size(); ++row) {
                for (int column = 0; column < columns && column < block.rows[row].size(); ++column)
                    table->cellAt(row, column)
                        .firstCursorPosition()
                        .insertText(block.rows[row][column], row == 0 ? bold : plain);
            }
            afterTable(table);
            first = true;
            break;
        }
        case Block::Kind::Address:
            paragraph(6);
            cursor.insertText(block.label + u":"_s, italic);
            cursor.insertText(
                QString(QChar::LineSeparator) + block.text.split(u'\n').join(QChar::LineSeparator), large);
            break;
        case Block::Kind::Recipient: {
            // Where the post office looks: the lower right half of the card or envelope.
            paragraph(14);
            QTextTableFormat layout;
            layout.setBorder(0);
            layout.setWidth(QTextLength(QTextLength::PercentageLength, 100));
            layout.setColumnWidthConstraints({QTextLength(QTextLength::PercentageLength, 45),
                QTextLength(QTextLength::PercentageLength, 55)});
            QTextTable* table = cursor.insertTable(1, 2, layout);
            QTextCursor cell = table->cellAt(0, 1).firstCursorPosition();
            QTextCharFormat larger = large;
            larger.setFontPointSize(large.fontPointSize() * 1.2);
            cell.insertText(block.label + u":"_s, italic);
            cell.insertText(
                QString(QChar::LineSeparator) + block.text.split(u'\n').join(QChar::LineSeparator), larger);
            afterTable(table);
            first = true;
            break;
        }
        case Block::Kind::Timeline: {
            paragraph(4);
            const QImage image = drawTimeline(block);
            const QString name = u"timeline-%1"_s.arg(quintptr(&block));
            text.addResource(QTextDocument::ImageResource, QUrl(name), image);
            QTextImageFormat picture;
            picture.setName(name);
            // Image sizes are given in 96-dpi pixels; the layout scales them to the device.
            const qreal scale = device ? device->logicalDpiX() / 96.0 : 1.0;
            picture.setWidth(text.textWidth() / scale);
            picture.setHeight(text.textWidth() / scale * image.height() / image.width());
            cursor.insertImage(picture);
            break;
        }
        case Block::Kind::Signature:
            paragraph(10);
            cursor.insertText(u"%1: ______________________  (%2)"_s.arg(block.label, block.text), plain);
            break;
        }
    }
    cursor.endEditBlock();
}

} // namespace

std::optional<QString> renderDocument(const documents::Document& document, QPagedPaintDevice& device)
{
    QPainter painter;
    if (!painter.begin(&device))
        return u"cannot start drawing on the printer or file"_s;
    const QRectF paper = device.pageLayout().paintRectPixels(device.logicalDpiX());
    // One text document, laid out for the device, serves every page.
    QTextDocument text;
    text.documentLayout()->setPaintDevice(&device);
    QFont font(u"DejaVu Sans"_s);
    font.setPointSize(fontPoints(document.format));
    text.setDefaultFont(font);
    text.setDocumentMargin(0);
    text.setTextWidth(paper.width());
    const auto fits = [&](const documents::Page& page) {
        buildPage(text, page, document.format);
        return text.size().height() <= paper.height();
    };
    bool firstSheet = true;
    for (qsizetype index = 0; index < document.pages.size(); ++index) {
        // A page too long for its paper continues on further sheets: rows of its last table move on, the
        // header repeated, as many as must; what follows the table goes with them. Anything else is refused.
        documents::Page rest = document.pages[index];
        for (;;) {
            documents::Page sheet = rest;
            if (!fits(sheet)) {
                qsizetype tableAt = -1;
                for (qsizetype block = 0; block < sheet.blocks.size(); ++block) {
                    if (sheet.blocks[block].kind == Block::Kind::Table && sheet.blocks[block].rows.size() > 2)
                        tableAt = block;
                }
                const auto truncated = [&](qsizetype rows) {
                    documents::Page part{sheet.blocks.mid(0, tableAt + 1)};
                    part.blocks.last().rows = part.blocks.last().rows.mid(0, rows + 1);
                    return part;
                };
                if (tableAt < 0 || !fits(truncated(1)))
                    return u"page %1 of \"%2\" does not fit its paper (%3 of %4 pixels high)"_s.arg(index + 1)
                        .arg(document.title)
                        .arg(int(text.size().height()))
                        .arg(int(paper.height()));
                qsizetype low = 1; // fits
                qsizetype high =
                    sheet.blocks[tableAt].rows.size() - 1; // all rows: does not fit with what follows
                while (high - low > 1) {
                    const qsizetype middle = (low + high) / 2;
                    (fits(truncated(middle)) ? low : high) = middle;
                }
                const Block& table = sheet.blocks[tableAt];
                rest = documents::Page{{Block{Block::Kind::Table,
                    {},
                    {},
                    QList<QStringList>{table.rows.first()} + table.rows.mid(low + 1)}}};
                rest.blocks += sheet.blocks.mid(tableAt + 1);
                sheet = truncated(low);
                fits(sheet);
            } else {
                rest.blocks.clear();
            }
            if (!firstSheet)
                device.newPage();
            firstSheet = false;
            text.drawContents(&painter);
            if (rest.blocks.isEmpty())
                break;
        }
    }
    painter.end();
    return std::nullopt;
}

std::optional<QString> renderDocumentOnItsPaper(
    const documents::Document& document, QPagedPaintDevice& device)
{
    device.setPageLayout(pageLayoutOf(document.format));
    return renderDocument(document, device);
}

documents::Language interfaceDocumentLanguage()
{
    return QLocale().language() == QLocale::English ? documents::Language::English
                                                    : documents::Language::Ukrainian;
}

std::optional<QString> writeDocumentPdf(const documents::Document& document, const QString& path)
{
    // Drawn in memory first, so that a refused page or a failed write leaves any old file at `path` whole.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(300);
        writer.setTitle(document.title);
        writer.setCreator(u"Postmark"_s);
        writer.setPageLayout(pageLayoutOf(document.format));
        if (const auto problem = renderDocument(document, writer))
            return problem;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(buffer.data()) != buffer.data().size()
        || !file.commit())
        return u"%1 could not be written: %2"_s.arg(path, file.errorString());
    return std::nullopt;
}

} // namespace postmark::ui
