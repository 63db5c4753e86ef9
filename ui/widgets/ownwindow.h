// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace postmark::ui {

/// Shows `window` (a child of the desk: a tournament's, a Cup's, a team event's) as a window of its own,
/// raised and given the keyboard: its shortcuts are then its own. Ctrl+P pressed in a tournament window just
/// opened printed the desk's repeat postcard where no window manager moved the focus to it (helper-35).
void showAsOwnWindow(QWidget& window);

} // namespace postmark::ui
