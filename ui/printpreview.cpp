// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printpreview.h"

#include <QPrintPreviewDialog>
#include <QPrinter>

#include "ui/printing/documentrenderer.h"

namespace postmark::ui {

std::optional<QString> showPrintPreview(QWidget* parent, const documents::Document& document)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(document.title);
    QPrintPreviewDialog preview(&printer, parent);
    std::optional<QString> problem;
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview, [&](QPrinter* target) {
        problem = renderDocumentOnItsPaper(document, *target);
    });
    preview.exec();
    return problem;
}

} // namespace postmark::ui
