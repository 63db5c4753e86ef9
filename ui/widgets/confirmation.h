// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

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

/// Asks whether something goes with what is made — the player's analysis into an export, an engine's
/// assessment into a packet — with `with`, `without` (the default) and Cancel. True or false for the answer,
/// nothing for Cancel (or Escape).
std::optional<bool> withOrWithout(QWidget* parent,
    const QString& title,
    const QString& question,
    const QString& with,
    const QString& without);

/// Says why a command opens no form, in a box named `name` (the tests find it by it), until the user closes
/// it.
void explainNoForm(QWidget* parent, const QString& title, const QString& text, const QString& name);

} // namespace postmark::ui
