// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace postmark::ui {

/// A Ukrainian full name as a list shows it: the surname and the initials («Марченко Роман Сергійович» →
/// «Марченко Р. С.»); a name already short, or of one word, as it is.
QString shortPersonName(const QString& full);

} // namespace postmark::ui
