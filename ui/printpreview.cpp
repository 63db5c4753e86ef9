// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/printpreview.h"

#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMessageBox>
#include <QPaintEngine>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QScreen>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>

#include "ui/printing/documentrenderer.h"
#include "ui/widgets/workprogress.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

std::optional<QString> showPrintPreview(
    QWidget* parent, const documents::Document& document, QPrinter::PrinterMode mode, QString* savedPdf)
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
        // A long document (a register of hundreds of sheets) shows how far it has come and can be stopped:
        // the print run is then aborted, nothing goes to the printer, and the preview closes. For its first
        // 0.2 s the drawing is left undisturbed — a card, a letter or a report of a few sheets is done by
        // then — so that nothing else of the program runs in the middle of the preview's opening.
        WorkProgress progress(parent,
            QCoreApplication::translate("postmark::ui::PrintPreview", "Print"),
            QCoreApplication::translate(
                "postmark::ui::PrintPreview", "Drawing %n sheet(s)…", nullptr, int(sheets.sheets.size())),
            QStringLiteral("printProgress"));
        progress.setQuietFor(200);
        // A print run stopped half-way is aborted while it is still open: ending it would send the sheets
        // drawn so far to the printer. The preview's own drawing (Qt's preview engine, which records
        // pictures) goes nowhere and is not aborted: Qt's printer cannot be destroyed after that.
        const bool toPaper = !target->paintEngine() || target->paintEngine()->type() != QPaintEngine::Picture;
        const Progress watched = [target, toPaper, shown = progress.progress()](qint64 done, qint64 total) {
            if (shown(done, total))
                return true;
            if (toPaper)
                target->abort();
            return false;
        };
        const Painted painted = paintSheets(sheets, *target, watched);
        progress.close();
        if (painted == Painted::Whole && toPaper && savedPdf && target->outputFormat() == QPrinter::PdfFormat)
            *savedPdf = target->outputFileName();
        if (painted == Painted::DeviceRefused) {
            problem = QCoreApplication::translate(
                "postmark::ui::DocumentRenderer", "The printer or the file cannot be drawn on.");
        } else if (painted == Painted::Stopped) {
            problem = QCoreApplication::translate(
                "postmark::ui::PrintPreview", "Printing cancelled: nothing was sent to the printer.");
            QMetaObject::invokeMethod(&preview, &QDialog::reject, Qt::QueuedConnection);
        }
    });
    // Print and Close said in words, not icons alone: helper-76 found no way out but Escape. Qt's toolbar
    // ends with its print action.
    if (auto* toolbar = preview.findChild<QToolBar*>(); toolbar && !toolbar->actions().isEmpty()) {
        if (auto* print = qobject_cast<QToolButton*>(toolbar->widgetForAction(toolbar->actions().last())))
            print->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        toolbar->addSeparator();
        QAction* close =
            toolbar->addAction(QCoreApplication::translate("postmark::ui::PrintPreview", "Close"));
        close->setObjectName(u"closePreview"_s);
        close->setToolTip(QCoreApplication::translate("postmark::ui::PrintPreview", "Close (Esc)"));
        QObject::connect(close, &QAction::triggered, &preview, &QDialog::reject);
    }
    // Big enough to read a sheet on a 1366×768 laptop.
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        preview.resize(screen->availableSize() * 0.9);
    preview.exec();
    return problem;
}

void previewFromWindow(
    QMainWindow& window, const documents::Document& document, const QString& about, const QDate& day)
{
    documents::Document named = document;
    // The day as 2026-12-05: Qt's print dialog takes what follows a name's last dot for an extension.
    const QString title = about.isEmpty()
        ? u"%1 — %2"_s.arg(named.title, day.toString(Qt::ISODate))
        : u"%1 — %2 — %3"_s.arg(named.title, about, day.toString(Qt::ISODate));
    // A file name holds no slash: an event's index (UKR/C11/SF1) would have made folders of it.
    named.title = QString(title).replace(u'/', u'-');
    QString savedPdf;
    if (const std::optional<QString> problem =
            showPrintPreview(&window, named, QPrinter::HighResolution, &savedPdf))
        window.statusBar()->showMessage(*problem);
    else if (!savedPdf.isEmpty())
        window.statusBar()->showMessage(
            QCoreApplication::translate("postmark::ui::PrintPreview", "Saved as PDF: %1")
                .arg(QDir::toNativeSeparators(savedPdf)));
}

} // namespace postmark::ui
