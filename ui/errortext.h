// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/support/errors.h"

namespace postmark::ui {

/// A translated sentence for an error from the core; `subject` is what it is about (the move as written,
/// the FEN). The core's untranslated detail is appended for the precise reason.
QString errorText(const Error& error, const QString& subject);

/// The same sentence with the error's own detail as its subject (a document that does not apply, a
/// refused setting), in the interface's language.
QString errorText(const Error& error);

} // namespace postmark::ui
