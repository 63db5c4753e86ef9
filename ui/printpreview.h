// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QPrinter>
#include <QString>

#include "core/documents/document.h"

class QDate;
class QMainWindow;
class QWidget;

namespace postmark::ui {

/// Shows `document` in a print preview on its own paper, from where the user prints or saves a PDF; the
/// preview's printer works at `mode` (a real printer's resolution by default). Returns why the document
/// could not be drawn, if it could not (and has said so in a message box). Printed to a PDF file, its path
/// goes to `savedPdf` when given, for the caller to say where it went.
std::optional<QString> showPrintPreview(QWidget* parent,
    const documents::Document& document,
    QPrinter::PrinterMode mode = QPrinter::HighResolution,
    QString* savedPdf = nullptr);

/// Previews `document` from `window`, the PDF the print dialog offers named for the document, what it is
/// about and the day ("Tournament report — XI Cup, semifinal 1 — 2026-12-05": every report printed to a file
/// went to one «Звіт про турнір.pdf», helper-28); the window's status bar then says where a PDF went, or
/// why the document could not be drawn.
void previewFromWindow(
    QMainWindow& window, const documents::Document& document, const QString& about, const QDate& day);

} // namespace postmark::ui
