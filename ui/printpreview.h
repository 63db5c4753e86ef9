// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QPrinter>
#include <QString>

#include "core/documents/document.h"

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

} // namespace postmark::ui
