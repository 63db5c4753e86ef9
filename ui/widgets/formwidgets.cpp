// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/formwidgets.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLabel>
#include <QPalette>
#include <QPushButton>

#include "ui/text/messagetext.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/optionaldateedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

DateField* dateField(const QDate& date, const QString& name)
{
    auto* edit = new DateField(date);
    edit->setObjectName(name);
    edit->setAccessibleName(name);
    return edit;
}

QPushButton* namedButton(const QString& text, const QString& name)
{
    auto* button = new QPushButton(text);
    button->setObjectName(name);
    return button;
}

QLabel* panelHeading(const QString& text)
{
    auto* heading = new QLabel(text);
    QFont bold = heading->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    heading->setFont(bold);
    return heading;
}

QLabel* problemLabel()
{
    auto* label = new QLabel;
    label->setObjectName(u"problem"_s);
    label->setWordWrap(true);
    showProblem(label, QString(), true); // red, by the palette, as every form's problem line
    return label;
}

namespace {

/// A date field as its form names it: by the label whose buddy is the field or a widget that holds it, else
/// by its accessible name.
QString nameOf(const DateField& field, const QList<QLabel*>& labels)
{
    QString name = field.accessibleName();
    for (const QLabel* label : labels) {
        const QWidget* buddy = label->buddy();
        if (buddy && (buddy == &field || buddy->isAncestorOf(&field)))
            name = label->text().remove(u'&').remove(u':');
    }
    return name;
}

} // namespace

QString datesAsOffered(const QWidget* root)
{
    const QList<QLabel*> labels = root->findChildren<QLabel*>();
    QStringList lines;
    for (const OptionalDateEdit* edit : root->findChildren<OptionalDateEdit*>()) {
        if (edit->isVisibleTo(root) && edit->isAsOffered())
            lines.append(u"«%1»: %2"_s.arg(nameOf(*edit->field(), labels), shownDate(*edit->date())));
    }
    return lines.join(u'\n');
}

QString unreadableDate(const QWidget* root)
{
    const QList<QLabel*> labels = root->findChildren<QLabel*>();
    QStringList unreadable;
    for (const DateField* field : root->findChildren<DateField*>()) {
        if (!field->isEnabled() || field->acceptable())
            continue;
        const QString name = nameOf(*field, labels);
        // A date before the field's first day (a withdrawal before the event's start) is said as such, not
        // as "no date".
        const std::optional<QDate> typed = DateField::parse(field->text());
        if (typed) {
            unreadable.append(QCoreApplication::translate(
                "postmark::ui::DateField", "«%1»: %2 is before %3, the first day it may be")
                                  .arg(name, shownDate(*typed), shownDate(field->minimumDate())));
            continue;
        }
        // An empty field is one still to fill (the day a card came, on opening the partner's card to add
        // it), not a mistake.
        unreadable.append(field->text().trimmed().isEmpty()
                ? QCoreApplication::translate("postmark::ui::DateField", "«%1»: no date yet; write it as %2")
                      .arg(name, shownDate(QDate(2026, 11, 25)))
                : QCoreApplication::translate(
                    "postmark::ui::DateField", "«%1»: “%2” is not a date; write it as %3")
                      .arg(name, field->text(), shownDate(QDate(2026, 11, 25))));
    }
    return unreadable.join(u'\n');
}

QString onCard(const QString& cardId, const QString& lines)
{
    if (lines.isEmpty() || cardId.isEmpty())
        return lines;
    const QString card = text::sentence(text::messageText(say(MessageCode::WhereCard, CardRef{cardId})));
    QStringList said = lines.split(u'\n');
    for (QString& line : said)
        line = card + u", "_s + line;
    return said.join(u'\n');
}

QString dateAfterToday(const QWidget* root, const QDate& today)
{
    const QList<QLabel*> labels = root->findChildren<QLabel*>();
    QStringList later;
    for (const DateField* field : root->findChildren<DateField*>()) {
        if (field->isEnabled() && field->acceptable() && field->date() > today)
            later.append(QCoreApplication::translate("postmark::ui::DateField",
                "«%1»: %2 is after today (%3): only what has already happened is recorded")
                             .arg(nameOf(*field, labels), shownDate(field->date()), shownDate(today)));
    }
    return later.join(u'\n');
}

QString refusedDates(const QWidget* root, const QDate& today)
{
    // A field that reads no date keeps its last good day underneath: stored, that day would stand for what
    // the user typed (helper-35's «31.02.2026» became today, or a day the form had just refused).
    QStringList refused{unreadableDate(root), dateAfterToday(root, today)};
    refused.removeAll(QString());
    return refused.join(u'\n');
}

bool sayRefusedDates(QWidget& form, QLabel& problem, const QDate& today, const QString& refused)
{
    const QString dates = refusedDates(&form, today);
    problem.setText(dates.isEmpty() ? QString() : refused.arg(dates));
    form.adjustSize(); // as tall as the refusal needs
    return dates.isEmpty();
}

bool aDateIsMistyped(const QWidget* root)
{
    for (const DateField* field : root->findChildren<DateField*>()) {
        if (field->isEnabled() && !field->acceptable() && !field->text().trimmed().isEmpty())
            return true;
    }
    return false;
}

void showProblem(QLabel* label, const QString& text, bool mistake)
{
    label->setText(text);
    // A field still to fill is said in the form's own colour; only a mistake in red. By the palette, never a
    // style sheet: a style sheet's colour stays in the palette after the sheet is cleared.
    QPalette palette = QApplication::palette(label);
    if (mistake)
        palette.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    label->setPalette(palette);
}

void markRefused(QWidget& field, bool refused)
{
    // The colour DateField gives a date that does not read; a style sheet of the field's own cascades to its
    // line edits and spin boxes (a postmark's several dates, a receipt's number and date).
    field.setStyleSheet(refused ? u"QLineEdit, QAbstractSpinBox { background: #fde7e9; }"_s : QString());
}

} // namespace postmark::ui
