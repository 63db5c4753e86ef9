// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printing/documentrenderer.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include "ui/printing/pagegeometry.h"
#include "ui/printing/textbox.h"
#include "ui/printing/typesetter.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

using printing::Overfull;
using printing::Sheet;
using printing::SlicePtr;

/// The item of a card's side that takes the most room: what to shorten when the side does not fit.
QString largestItem(const QList<SlicePtr>& slices)
{
    QHash<QString, qreal> heights;
    QString largest;
    for (const SlicePtr& slice : slices) {
        heights[slice->item] += slice->height;
        if (largest.isNull() || heights[slice->item] > heights[largest])
            largest = slice->item;
    }
    return largest;
}

/// The style of a running head and of a sheet's number: small and grey, apart from the document's text.
printing::TextStyle markStyle()
{
    return printing::TextStyle{8, false, false, QColor(0x55, 0x55, 0x55)};
}

/// The room a running head or a sheet's number takes at the top or the foot of a sheet, its gap included.
qreal markRoom()
{
    return printing::TextBox(u"Ag"_s, markStyle(), printing::points(100)).height() + printing::points(6);
}

/// Each sheet's head (the running head, none on the first) and number ("sheet 2 of 4").
QList<LaidOutDocument::Marks> marksOf(const documents::Document& document, qsizetype sheets)
{
    QList<LaidOutDocument::Marks> marks;
    for (qsizetype index = 0; index < sheets; ++index)
        marks.append({index == 0 ? QString() : document.runningHead,
            documents::say(document.language, u"Аркуш %1 з %2", u"Sheet %1 of %2")
                .arg(index + 1)
                .arg(sheets)});
    return marks;
}

} // namespace

std::variant<LaidOutDocument, LayoutRefusal> layOutDocument(const documents::Document& document)
{
    LaidOutDocument laidOut;
    laidOut.format = document.format;
    QSizeF area = printing::printableTwips(document.format);
    const bool marked = !document.runningHead.isEmpty() && !printing::isSingleSide(document.format);
    if (marked)
        area.rheight() -= 2 * markRoom(); // a head above, a number below, on every sheet alike
    for (qsizetype index = 0; index < document.pages.size(); ++index) {
        const documents::Page& page = document.pages[index];
        const LayoutRefusal refusal{document.title, int(index) + 1, {}};
        if (printing::isSingleSide(document.format)) {
            // A card's side is one side: its content is wrapped, then set smaller until it fits.
            QList<SlicePtr> slices;
            std::optional<QList<Sheet>> fitted;
            for (qreal size = printing::basePoints(document.format); size >= printing::minimumPoints - 0.01;
                 size -= 0.5) {
                slices = printing::setPage(page, document.format, area.width(), size);
                auto flowed = printing::flowOntoSheets(slices, area.height());
                if (auto* sheets = std::get_if<QList<Sheet>>(&flowed); sheets && sheets->size() == 1) {
                    fitted = *sheets;
                    break;
                }
            }
            if (!fitted)
                return LayoutRefusal{document.title, int(index) + 1, largestItem(slices)};
            laidOut.sheets += *fitted;
            continue;
        }
        const QList<SlicePtr> slices =
            printing::setPage(page, document.format, area.width(), printing::basePoints(document.format));
        auto flowed = printing::flowOntoSheets(slices, area.height());
        if (const auto* overfull = std::get_if<Overfull>(&flowed))
            return LayoutRefusal{document.title, int(index) + 1, overfull->item};
        laidOut.sheets += std::get<QList<Sheet>>(flowed);
    }
    if (marked)
        laidOut.marks = marksOf(document, laidOut.sheets.size());
    return laidOut;
}

QString refusalText(const LayoutRefusal& refusal)
{
    return QCoreApplication::translate("postmark::ui::DocumentRenderer",
        "\"%1\", page %2: \"%3\" does not fit on the paper even in the smallest legible type; "
        "shorten it and print again")
        .arg(refusal.document)
        .arg(refusal.page)
        .arg(refusal.item);
}

Painted paintSheets(const LaidOutDocument& document, QPagedPaintDevice& device, const Progress& progress)
{
    QPainter painter;
    if (!painter.begin(&device))
        return Painted::DeviceRefused;
    // The device's origin is the top-left corner inside its margins; its unit, a device pixel.
    painter.scale(
        device.logicalDpiX() / printing::twipsPerInch, device.logicalDpiY() / printing::twipsPerInch);
    painter.setRenderHint(QPainter::Antialiasing);
    const QSizeF area = printing::printableTwips(document.format);
    for (qsizetype index = 0; index < document.sheets.size(); ++index) {
        if (index > 0)
            device.newPage();
        const bool marked = index < document.marks.size();
        if (marked) {
            const LaidOutDocument::Marks& marks = document.marks[index];
            if (!marks.head.isEmpty())
                printing::TextBox(marks.head, markStyle(), area.width()).draw(painter, QPointF(0, 0));
            const printing::TextBox foot(marks.foot, markStyle(), area.width(), Qt::AlignRight);
            foot.draw(painter, QPointF(0, area.height() - foot.height()));
            painter.save();
            painter.translate(0, markRoom());
        }
        for (const Sheet::Placed& placed : document.sheets[index].placed)
            placed.slice->draw(painter, placed.top);
        if (marked)
            painter.restore();
        if (progress && !progress(index + 1, document.sheets.size())) {
            painter.end();
            return Painted::Stopped;
        }
    }
    return painter.end() ? Painted::Whole : Painted::DeviceRefused;
}

std::optional<QString> renderDocument(
    const documents::Document& document, QPagedPaintDevice& device, int* sheets)
{
    const auto laidOut = layOutDocument(document);
    if (const auto* refusal = std::get_if<LayoutRefusal>(&laidOut))
        return refusalText(*refusal);
    if (sheets)
        *sheets = int(std::get<LaidOutDocument>(laidOut).sheets.size());
    if (paintSheets(std::get<LaidOutDocument>(laidOut), device) != Painted::Whole)
        return QCoreApplication::translate(
            "postmark::ui::DocumentRenderer", "The printer or the file cannot be drawn on.");
    return std::nullopt;
}

std::optional<QString> renderDocumentOnItsPaper(
    const documents::Document& document, QPagedPaintDevice& device, int* sheets)
{
    device.setPageLayout(pageLayoutOf(document.format));
    return renderDocument(document, device, sheets);
}

documents::Language interfaceDocumentLanguage()
{
    return QLocale().language() == QLocale::English ? documents::Language::English
                                                    : documents::Language::Ukrainian;
}

std::optional<QString> writeDocumentPdf(const documents::Document& document, const QString& path, int* sheets)
{
    // Drawn in memory first, so that a refused page or a failed write leaves any old file at `path` whole.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(1200);
        writer.setTitle(document.title);
        writer.setCreator(u"Postmark"_s);
        writer.setPageLayout(pageLayoutOf(document.format));
        if (const auto problem = renderDocument(document, writer, sheets))
            return problem;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(buffer.data()) != buffer.data().size()
        || !file.commit())
        return QCoreApplication::translate("postmark::ui::DocumentRenderer", "%1 could not be written: %2")
            .arg(path, file.errorString());
    return std::nullopt;
}

} // namespace postmark::ui
