// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QString>

#include "core/documents/document.h"

class QWidget;

namespace postmark::ui {

/// Shows `document` in a print preview on its own paper, from where the user prints or saves a PDF.
/// Returns why the document could not be drawn, if it could not.
std::optional<QString> showPrintPreview(QWidget* parent, const documents::Document& document);

} // namespace postmark::ui
