// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/datefield.h"

#include <QCalendarWidget>
#include <QFocusEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QTimer>
#include <QToolButton>
#include <QWidgetAction>

#include "ui/text/datereading.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

DateField::DateField(const QDate& date, QWidget* parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_calendarButton(new QToolButton(this))
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_calendarButton);
    setBlank(false);
    // Wide enough for a date written out, not a whole line.
    m_edit->setMinimumWidth(m_edit->fontMetrics().horizontalAdvance(u"88 September 8888"_s) + 12);
    m_calendarButton->setText(u"▾"_s);
    m_calendarButton->setToolTip(tr("Calendar (Alt+Down)"));
    m_calendarButton->setAccessibleName(tr("Calendar"));
    m_calendarButton->setFocusPolicy(Qt::NoFocus);
    setFocusProxy(m_edit);
    m_edit->installEventFilter(this);
    connect(m_edit, &QLineEdit::textEdited, this, &DateField::readTyped);
    connect(m_edit, &QLineEdit::editingFinished, this, [this] {
        // A date that was read is shown one way, as the language writes it.
        if (acceptable())
            m_edit->setText(shownDate(m_date));
    });
    connect(m_calendarButton, &QToolButton::clicked, this, &DateField::showCalendar);
    setDate(date);
}

DateField::~DateField()
{
    // Destroying a field that has the focus takes the focus from its line edit, which then says its editing
    // finished: by then this is no longer a DateField, and the slot must not run.
    m_edit->disconnect(this);
}

void DateField::setBlank(bool blank)
{
    m_blank = blank;
    m_edit->setPlaceholderText(blank ? QString() : tr("e.g. %1").arg(shownDate(QDate(2026, 11, 25))));
    m_edit->setText(!blank && m_date.isValid() ? shownDate(m_date) : QString());
    showState();
}

void DateField::setDate(const QDate& date)
{
    const bool changed = date != m_date;
    m_date = date;
    // The same text is not set again: that would lose a selection made to type over it (helper-77, the form
    // setting its dates again as the focus left the move's field).
    if (const QString shown = !m_blank && date.isValid() ? shownDate(date) : QString();
        shown != m_edit->text())
        m_edit->setText(shown);
    showState();
    if (changed)
        Q_EMIT dateChanged(m_date);
}

bool DateField::acceptable() const
{
    const std::optional<QDate> typed = parse(m_edit->text());
    return typed && (!m_minimum.isValid() || *typed >= m_minimum);
}

QString DateField::text() const
{
    return m_edit->text();
}

std::optional<QDate> DateField::parse(const QString& text)
{
    return text::readDate(text);
}

void DateField::readTyped()
{
    const std::optional<QDate> typed = parse(m_edit->text());
    const bool inRange = typed && (!m_minimum.isValid() || *typed >= m_minimum);
    if (inRange && *typed != m_date) {
        m_date = *typed;
        Q_EMIT dateChanged(m_date);
    }
    showState();
    Q_EMIT edited();
}

void DateField::showState()
{
    const bool bad = !m_edit->text().trimmed().isEmpty() && !acceptable();
    m_edit->setStyleSheet(bad ? u"QLineEdit { background: #fde7e9; }"_s : QString());
    m_edit->setToolTip(
        bad ? tr("Not a date: write it as %1").arg(shownDate(QDate(2026, 11, 25))) : QString());
    m_edit->setAccessibleDescription(m_edit->toolTip());
    // The field is named on the form (its label's buddy); the line edit inside speaks with that name.
    m_edit->setAccessibleName(accessibleName().isEmpty() ? tr("date") : accessibleName());
}

void DateField::showEvent(QShowEvent* event)
{
    showState();
    QWidget::showEvent(event);
}

bool DateField::eventFilter(QObject* watched, QEvent* event)
{
    // A click into a filled date replaces it (the date is typed whole, not edited digit by digit), as Tab
    // into it does: typed at the click's place, "03.12.2026" and "01.12.2026" made "001.12.20263.12.2026".
    if (watched == m_edit && event->type() == QEvent::FocusIn
        && static_cast<QFocusEvent*>(event)->reason() == Qt::MouseFocusReason && !m_edit->text().isEmpty())
        QTimer::singleShot(0, m_edit, &QLineEdit::selectAll);
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Down && key->modifiers() & Qt::AltModifier) || key->key() == Qt::Key_F4) {
            showCalendar();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void DateField::showCalendar()
{
    QMenu popup(this);
    auto* calendar = new QCalendarWidget(&popup);
    calendar->setGridVisible(true);
    calendar->setFirstDayOfWeek(Qt::Monday);
    if (m_minimum.isValid())
        calendar->setMinimumDate(m_minimum);
    calendar->setSelectedDate(m_date.isValid() ? m_date : QDate::currentDate());
    auto* action = new QWidgetAction(&popup);
    action->setDefaultWidget(calendar);
    popup.addAction(action);
    connect(calendar, &QCalendarWidget::activated, &popup, [&](const QDate& picked) {
        setDate(picked);
        popup.close();
    });
    connect(calendar, &QCalendarWidget::clicked, &popup, [&](const QDate& picked) {
        setDate(picked);
        popup.close();
    });
    calendar->setFocus();
    popup.exec(mapToGlobal(QPoint(0, height())));
    m_edit->setFocus();
}

} // namespace postmark::ui
