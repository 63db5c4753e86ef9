// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <variant>

#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QString>

#include "core/documents/document.h"
#include "core/support/progress.h"
#include "ui/printing/flow.h"
#include "ui/printing/pagegeometry.h"

namespace postmark::ui {

using printing::pageLayoutOf;

/// A document set on its paper: the sheets in printing order, each side of a card being a sheet.
struct LaidOutDocument
{
    documents::PageFormat format = documents::PageFormat::A4;
    QList<printing::Sheet> sheets;
    /// Beside each sheet, for a document with a running head: the head over it (none on the first) and the
    /// number at its foot; empty for other documents.
    struct Marks
    {
        QString head;
        QString foot;
    };
    QList<Marks> marks;
};

/// Why a document cannot be printed: one indivisible item (a field, an address, a table row) that does
/// not fit a whole sheet, or a card's side whose content does not fit even in the smallest legible size.
struct LayoutRefusal
{
    QString document; ///< its title
    int page = 0; ///< the page of the document (a card's side), from 1
    QString item; ///< the field or item, as the document names it
};

/// Lays `document` out in the paper's own units: the same sheets on every device. A4 pages flow onto
/// as many sheets as they need; a card's side is set smaller, down to 7 pt, until it fits.
std::variant<LaidOutDocument, LayoutRefusal> layOutDocument(const documents::Document& document);

/// What a refusal says to the user, in the interface's language.
QString refusalText(const LayoutRefusal& refusal);

/// How painting the sheets ended.
enum class Painted
{
    Whole,
    DeviceRefused, ///< the printer or the file cannot be drawn on
    Stopped, ///< the user pressed Cancel: the sheets after it were not painted
};

/// Paints the sheets onto `device` (a QPdfWriter or a QPrinter, the print preview's too), whose page
/// layout must already be set. `progress` is told each sheet painted (a long report, a hundred cards);
/// when it asks to stop, no further sheet is painted.
Painted paintSheets(
    const LaidOutDocument& document, QPagedPaintDevice& device, const Progress& progress = {});

/// Lays out and paints every page of `document` onto `device`, telling how many sheets it took. Returns why
/// not when it cannot be: a document is never clipped.
std::optional<QString> renderDocument(
    const documents::Document& document, QPagedPaintDevice& device, int* sheets = nullptr);

/// Sets `device`'s paper to the document's, then renders it (a printer chosen in a print dialog).
std::optional<QString> renderDocumentOnItsPaper(
    const documents::Document& document, QPagedPaintDevice& device, int* sheets = nullptr);

/// The documents' language that goes with the interface's: English under an English locale, else
/// Ukrainian (the federation's documents are in Ukrainian).
documents::Language interfaceDocumentLanguage();

/// Writes `document` as a PDF file at `path`, telling how many sheets it took; on failure nothing is left
/// at `path`.
std::optional<QString> writeDocumentPdf(
    const documents::Document& document, const QString& path, int* sheets = nullptr);

} // namespace postmark::ui
