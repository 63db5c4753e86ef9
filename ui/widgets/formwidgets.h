// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QString>

class QDateEdit;
class QLabel;
class QPushButton;

namespace postmark::ui {

/// A date field as the rules write dates (YYYY-MM-DD) with a calendar; `name` is its object and accessible
/// name.
QDateEdit* isoDateEdit(const QDate& date, const QString& name);

/// A push button with its object name, for the tests and the accessibility tools.
QPushButton* namedButton(const QString& text, const QString& name);

/// The line under a form that says, in red, why the form was refused (object name "problem").
QLabel* problemLabel();

} // namespace postmark::ui
