// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

class QWidget;

namespace postmark::ui {

/// Runs `work` once `window` has painted for the first time, from the event loop: what the user waits for
/// (reading every game of a large archive) starts only after they see the window.
void runAfterFirstPaint(QWidget& window, std::function<void()> work);

} // namespace postmark::ui
