// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <optional>

#include <QString>

class QDialog;

namespace postmark::ui {

/// Runs `dialog` until `store` takes what it holds (true) or the user cancels it (false). A refusal from
/// the storing — a day before the event's start, an edit the archive will not hold — is said on the
/// dialog's own problem line (problemLabel(), the child named "problem") and the dialog opens again over
/// what the user typed: a refused edit neither closes the form nor loses its input (helper-35 typed a
/// result and its dates, and the form closed with only the status bar saying why).
bool execUntilStored(QDialog& dialog, const std::function<std::optional<QString>()>& store);

} // namespace postmark::ui
