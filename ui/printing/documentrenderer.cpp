// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printing/documentrenderer.h"

#include <QAbstractTextDocumentLayout>
#include <QFile>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

using documents::Block;
using documents::PageFormat;

QString escaped(const QString& text)
{
    return text.toHtmlEscaped().replace(u'\n', u"<br>"_s);
}

int fontPoints(PageFormat format)
{
    switch (format) {
    case PageFormat::PostcardA6:
        return 8;
    case PageFormat::EnvelopeDL:
        return 12;
    case PageFormat::A4:
        return 10;
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
    case PageFormat::A4:
        break;
    }
    return QPageLayout(
        QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(20, 18, 18, 18), QPageLayout::Millimeter);
}

QString pageHtml(const documents::Page& page, PageFormat format)
{
    QString html = u"<html><body>"_s;
    bool inFields = false;
    const auto closeFields = [&] {
        if (inFields)
            html += u"</table>"_s;
        inFields = false;
    };
    for (const Block& block : page.blocks) {
        if (block.kind != Block::Kind::Field)
            closeFields();
        switch (block.kind) {
        case Block::Kind::Title:
            html += u"<p style=\"font-size:large; font-weight:bold; margin-bottom:4px\">%1</p>"_s.arg(
                escaped(block.text));
            break;
        case Block::Kind::Mark:
            html += u"<table align=\"right\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\" "
                    u"style=\"border-color:#8b1a1a\">"
                    "<tr><td style=\"color:#8b1a1a; font-weight:bold\">%1</td></tr></table>"_s.arg(
                        escaped(block.text));
            break;
        case Block::Kind::Heading:
            html += u"<p style=\"font-weight:bold; margin-top:8px\">%1</p>"_s.arg(escaped(block.text));
            break;
        case Block::Kind::Field:
            if (!inFields)
                html += u"<table cellpadding=\"1\" cellspacing=\"0\">"_s;
            inFields = true;
            html += u"<tr><td style=\"color:#444; padding-right:8px\">%1:</td><td><b>%2</b></td></tr>"_s.arg(
                escaped(block.label), escaped(block.text));
            break;
        case Block::Kind::Paragraph:
            html += u"<p>%1</p>"_s.arg(escaped(block.text));
            break;
        case Block::Kind::Table: {
            html +=
                u"<table border=\"1\" cellpadding=\"2\" cellspacing=\"0\" width=\"100%\" style=\"border-color:#888\">"_s;
            for (qsizetype row = 0; row < block.rows.size(); ++row) {
                html += u"<tr>"_s;
                for (const QString& cell : block.rows[row])
                    html +=
                        (row == 0 ? u"<th align=\"left\">%1</th>"_s : u"<td>%1</td>"_s).arg(escaped(cell));
                html += u"</tr>"_s;
            }
            html += u"</table>"_s;
            break;
        }
        case Block::Kind::Address:
            html += format == PageFormat::A4 || block.label.isEmpty()
                ? u"<p><i>%1:</i><br>%2</p>"_s.arg(escaped(block.label), escaped(block.text))
                : u"<p style=\"margin-top:6px\"><i>%1:</i><br><span style=\"font-size:large\">%2</span></p>"_s
                      .arg(escaped(block.label), escaped(block.text));
            break;
        case Block::Kind::Recipient:
            // Where the post office looks: the lower right half of the card or envelope.
            html += u"<table width=\"100%\" style=\"margin-top:18px\"><tr><td width=\"45%\"></td><td>"
                    "<i>%1:</i><br><span style=\"font-size:x-large\">%2</span></td></tr></table>"_s.arg(
                        escaped(block.label), escaped(block.text));
            break;
        case Block::Kind::Signature:
            html += u"<p style=\"margin-top:10px\">%1: ______________________ &nbsp;(%2)</p>"_s.arg(
                escaped(block.label), escaped(block.text));
            break;
        }
    }
    closeFields();
    return html + u"</body></html>"_s;
}

std::optional<QString> renderDocument(const documents::Document& document, QPagedPaintDevice& device)
{
    QPainter painter;
    if (!painter.begin(&device))
        return u"cannot start drawing on the printer or file"_s;
    const QRectF paper = device.pageLayout().paintRectPixels(device.logicalDpiX());
    for (qsizetype index = 0; index < document.pages.size(); ++index) {
        if (index > 0)
            device.newPage();
        QTextDocument text;
        text.documentLayout()->setPaintDevice(&device);
        QFont font(u"DejaVu Sans"_s);
        font.setPointSize(fontPoints(document.format));
        text.setDefaultFont(font);
        text.setDocumentMargin(0);
        text.setHtml(pageHtml(document.pages[index], document.format));
        text.setTextWidth(paper.width());
        if (text.size().height() > paper.height())
            return u"page %1 of \"%2\" does not fit its paper (%3 of %4 pixels high)"_s.arg(index + 1)
                .arg(document.title)
                .arg(int(text.size().height()))
                .arg(int(paper.height()));
        text.drawContents(&painter);
    }
    painter.end();
    return std::nullopt;
}

std::optional<QString> writeDocumentPdf(const documents::Document& document, const QString& path)
{
    std::optional<QString> problem;
    {
        QPdfWriter writer(path);
        writer.setResolution(300);
        writer.setTitle(document.title);
        writer.setCreator(u"Postmark"_s);
        writer.setPageLayout(pageLayoutOf(document.format));
        problem = renderDocument(document, writer);
    }
    if (problem)
        QFile::remove(path);
    else if (QFile(path).size() == 0)
        problem = u"%1 could not be written"_s.arg(path);
    return problem;
}

} // namespace postmark::ui
