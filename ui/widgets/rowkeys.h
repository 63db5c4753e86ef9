// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QAbstractItemView;

namespace postmark::ui {

/// Home and End go to the first and the last row of `view`, as a player expects in a list of games, cards
/// or deadlines (Qt's own move to the first or last column of the row, which shows nothing in a list whose
/// rows are selected whole).
void goToFirstAndLastRowWithHomeAndEnd(QAbstractItemView& view);

} // namespace postmark::ui
