// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/support/errors.h"

namespace postmark::ui {

/// A translated sentence for an error from the core; `subject` is what it is about (the move as written,
/// the FEN). The core's untranslated detail is appended for the precise reason.
QString errorText(const Error& error, const QString& subject);

/// Why an action on the archive (`what`: "the record of card b5", "the import") was not done: for the
/// archive's own errors (read only, damaged, in use, a full disk) a sentence about the action, with the
/// archive and the reason in the detail; for the rest, as errorText(error, what).
QString actionErrorText(const Error& error, const QString& what);

/// Whether the error is a federation server's refusal whose detail says it whole (what was refused, whose
/// card, or why nothing was taken now): said as a sentence of its own, and long enough for a message box.
bool isServerRefusal(const Error& error);
/// The same sentence with the error's own detail as its subject (a document that does not apply, a
/// refused setting), in the interface's language.
QString errorText(const Error& error);

} // namespace postmark::ui
