// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QComboBox;
class QWidget;

namespace postmark::ui {

/// After an item is chosen from `chooser`'s opened list, the keyboard goes to `next`. Left on the closed
/// combo box, the keys meant for the view beside it chose again: Ctrl+Home for the first card switched the
/// game instead (helper-49). Closing the list without a new choice leaves the keyboard where it was.
void handKeyboardOnAfterChoice(QComboBox& chooser, QWidget& next);

} // namespace postmark::ui
