// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace postmark::ui {

/// Asks before a step that costs someone something (penalty days, what was typed). The answers are said in
/// words — `proceed` and `goBack` — with no letter that alone would press them (a Ukrainian «Так» is
/// pressed by «а» typed a moment too late); going back is the default and Escape's. The buttons are named
/// "proceed" and "goBack" for tests.
bool confirmed(QWidget* parent,
    const QString& title,
    const QString& question,
    const QString& proceed,
    const QString& goBack);

} // namespace postmark::ui
