// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QString>

#include "ui/widgets/datefield.h"

class QLabel;
class QWidget;
class QPushButton;

namespace postmark::ui {

/// A date field (typed as the language writes dates, or picked from a calendar); `name` is its object and
/// accessible name.
DateField* dateField(const QDate& date, const QString& name);

/// A push button with its object name, for the tests and the accessibility tools.
QPushButton* namedButton(const QString& text, const QString& name);

/// A panel's heading: bold, a fifth larger than the text under it (the desk's panels in place of an
/// empty list).
QLabel* panelHeading(const QString& text);

/// The line under a form that says, in red, why the form was refused (object name "problem").
QLabel* problemLabel();

/// Every date field under `root` whose text is no date, or a day before the field's first (a withdrawal
/// before the event's start), a line each naming the field by its label: «I received it on»: “32.11.2026”
/// is not a date; write it as 25.11.2026. Empty when every date reads.
QString unreadableDate(const QWidget* root);
/// `lines` (unreadableDate()'s, one a field) said of card `cardId`, as the card's other problems are:
/// «Листівка w6, «Дата на листівці»: “31.02.2026” is not a date…» (helper-34: only that one named no card).
QString onCard(const QString& cardId, const QString& lines);
/// Every date field under `root` in use whose day is after `today`, a line each naming the field by its
/// label: «Decided on»: 07.12.2026 is after today (05.12.2026): only what has already happened is recorded.
/// For the forms that record what happened (a judge's decision, a withdrawal); empty when no day is later.
QString dateAfterToday(const QWidget* root, const QDate& today);
/// What the forms that record what happened refuse in their dates: each field in use that is no date
/// (“31.02.2026”, or left empty) or a day after `today`, a line each; empty when every date may be stored.
QString refusedDates(const QWidget* root, const QDate& today);
/// Says on `problem`, under `form`, the refusedDates() of the form after `refused` ("The result cannot be
/// recorded: %1"), or clears it; the form grows to fit. True when every date may be stored.
bool sayRefusedDates(QWidget& form, QLabel& problem, const QDate& today, const QString& refused);
/// Every date under `root` the user ticked and left as offered (OptionalDateEdit::isAsOffered()), a line
/// each naming the field by its label and the date: «Партнер отримав мою листівку»: 05.12.2026. A date
/// nobody read off the card is stored only once the user says so. Empty when there is none.
QString datesAsOffered(const QWidget* root);
/// Whether a date field of `root` holds text that is no date (not merely one left empty).
bool aDateIsMistyped(const QWidget* root);
/// Says `text` on a problemLabel(): in red for a mistake, in the form's colour for what is still to fill.
void showProblem(QLabel* label, const QString& text, bool mistake);
/// Tints the fields to type in under `field` (itself, when it is one) as an unreadable date is tinted, or
/// takes the tint off: a field the form's problem names, shown where it is.
void markRefused(QWidget& field, bool refused);

} // namespace postmark::ui
