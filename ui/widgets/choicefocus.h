// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QComboBox;
class QWidget;

namespace postmark::ui {

/// After an item is chosen from `chooser`'s opened list, the keyboard goes to `next`. Left on the closed
/// combo box, the keys meant for the view beside it chose again: Ctrl+Home for the first card switched the
/// game instead (helper-49). Closing the list without a new choice leaves the keyboard where it was.
void handKeyboardOnAfterChoice(QComboBox& chooser, QWidget& next);

/// Enter on `chooser` closed opens its list rather than pressing the form's default button: a choice made
/// with the arrows and confirmed with Enter recorded the judge's decision at once, its other fields unfilled
/// (helper-69). The form is still sent with Enter from any other field, or its button.
void enterOpensTheList(QComboBox& chooser);

} // namespace postmark::ui
