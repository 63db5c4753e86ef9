// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printpreview.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QScreen>

#include "ui/printing/documentrenderer.h"

namespace postmark::ui {

std::optional<QString> showPrintPreview(
    QWidget* parent, const documents::Document& document, QPrinter::PrinterMode mode)
{
    // Laid out before the preview opens: the sheets are the paper's, whatever printer the user then picks,
    // and a document that cannot be printed is said so at once rather than shown as a blank page.
    const auto laidOut = layOutDocument(document);
    if (const auto* refusal = std::get_if<LayoutRefusal>(&laidOut)) {
        const QString problem = refusalText(*refusal);
        QMessageBox::warning(
            parent, QCoreApplication::translate("postmark::ui::PrintPreview", "Cannot print"), problem);
        return problem;
    }
    const LaidOutDocument& sheets = std::get<LaidOutDocument>(laidOut);
    QPrinter printer(mode);
    printer.setDocName(document.title);
    printer.setPageLayout(pageLayoutOf(document.format));
    QPrintPreviewDialog preview(&printer, parent);
    preview.setObjectName(QStringLiteral("printPreview"));
    preview.setWindowTitle(QCoreApplication::translate(
        "postmark::ui::PrintPreview", "Print preview: %1 (%n sheet(s))", nullptr, int(sheets.sheets.size()))
                               .arg(document.title));
    std::optional<QString> problem;
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview, [&](QPrinter* target) {
        // The paper is the document's; a printer chosen in the print dialog is set to it too.
        target->setPageLayout(pageLayoutOf(document.format));
        if (!paintSheets(sheets, *target))
            problem = QCoreApplication::translate(
                "postmark::ui::DocumentRenderer", "The printer or the file cannot be drawn on.");
    });
    // Big enough to read a sheet on a 1366×768 laptop.
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        preview.resize(screen->availableSize() * 0.9);
    preview.exec();
    return problem;
}

} // namespace postmark::ui
