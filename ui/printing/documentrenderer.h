// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QString>

#include "core/documents/document.h"

namespace postmark::ui {

/// The paper of a format: size, orientation and margins.
QPageLayout pageLayoutOf(documents::PageFormat format);

/// Paints every page of `document` onto `device` (a QPdfWriter or a QPrinter), whose page layout must
/// already be set. Returns why not when a page does not fit its paper: a document is never clipped.
std::optional<QString> renderDocument(const documents::Document& document, QPagedPaintDevice& device);

/// Sets `device`'s paper to the document's, then renders it (a printer chosen in a print dialog).
std::optional<QString> renderDocumentOnItsPaper(
    const documents::Document& document, QPagedPaintDevice& device);

/// The documents' language that goes with the interface's: English under an English locale, else
/// Ukrainian (the federation's documents are in Ukrainian).
documents::Language interfaceDocumentLanguage();

/// Writes `document` as a PDF file at `path`; on failure nothing is left at `path`.
std::optional<QString> writeDocumentPdf(const documents::Document& document, const QString& path);

} // namespace postmark::ui
