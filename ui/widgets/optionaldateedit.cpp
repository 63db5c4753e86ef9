// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/optionaldateedit.h"

#include <QApplication>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMouseEvent>
#include <QSignalBlocker>

#include "ui/widgets/datefield.h"
#include "ui/widgets/datetext.h"

namespace postmark::ui {

OptionalDateEdit::OptionalDateEdit(const QString& known, QWidget* parent)
    : QWidget(parent)
    , m_known(new QCheckBox(known, this))
    , m_date(new DateField(this))
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_known);
    layout->addWidget(m_date, 1);
    m_date->setEnabled(false);
    m_date->setBlank(true);
    m_date->setAccessibleName(known);
    setFocusProxy(m_known);
    connect(m_known, &QCheckBox::toggled, this, [this](bool on) {
        m_date->setEnabled(on);
        m_date->setBlank(!on);
        m_offered = m_offered && on;
        m_asOffered = m_asOffered && on;
        Q_EMIT changed();
    });
    // Ticked by the user (a click on it, or Space), the date is what comes next: the keys go into it, the
    // offered date to be typed over (a walk ticked «legible» and typed the postmark into the box, today's
    // date staying as the departure).
    connect(m_known, &QCheckBox::clicked, this, [this](bool on) {
        if (!on)
            return;
        m_offered = true;
        m_asOffered = true;
        m_date->setFocus(Qt::TabFocusReason);
    });
    if (auto* edit = m_date->findChild<QLineEdit*>())
        edit->installEventFilter(this);
    connect(m_date, &DateField::dateChanged, this, &OptionalDateEdit::changed);
    connect(m_date, &DateField::edited, this, &OptionalDateEdit::changed);
    // Typed (even the very date offered) or picked, it is the user's.
    connect(m_date, &DateField::edited, this, [this] { m_asOffered = false; });
    connect(m_date, &DateField::dateChanged, this, [this] { m_asOffered = false; });
}

std::optional<QDate> OptionalDateEdit::date() const
{
    return m_known->isChecked() ? std::optional(m_date->date()) : std::nullopt;
}

void OptionalDateEdit::mousePressEvent(QMouseEvent* event)
{
    // The disabled field passes its clicks on to this widget.
    if (!m_known->isChecked() && m_date->geometry().contains(event->position().toPoint())) {
        m_known->setChecked(true);
        m_stated.start();
        m_offered = true;
        m_asOffered = true;
        m_date->setFocus(Qt::MouseFocusReason); // its suggested date selected, replaced by what is typed
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

bool OptionalDateEdit::eventFilter(QObject* watched, QEvent* event)
{
    // The rest of the click that stated the date is this widget's, not the line edit's: a move would drag a
    // selection from the cursor, a press replayed by the window manager would put the cursor after the
    // date; the whole date is selected again once the button is up.
    const QEvent::Type type = event->type();
    if (type == QEvent::KeyPress && m_offered) {
        m_offered = false;
        const auto* key = static_cast<QKeyEvent*>(event);
        auto* edit = qobject_cast<QLineEdit*>(watched);
        if (edit && !key->text().isEmpty() && key->text().at(0).isPrint())
            edit->selectAll();
    }
    const bool ofTheClick = type == QEvent::MouseButtonPress || type == QEvent::MouseMove
        || type == QEvent::MouseButtonRelease || type == QEvent::MouseButtonDblClick;
    if (ofTheClick && m_stated.isValid() && m_stated.elapsed() < QApplication::doubleClickInterval()) {
        if (type == QEvent::MouseButtonRelease) {
            if (auto* edit = qobject_cast<QLineEdit*>(watched))
                edit->selectAll();
        }
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

bool OptionalDateEdit::isAsOffered() const
{
    return m_known->isChecked() && m_asOffered;
}

void OptionalDateEdit::setSuggestion(const QDate& suggestion)
{
    if (m_known->isChecked())
        return;
    const QSignalBlocker quiet(m_date); // nothing is stated: nothing changed
    m_date->setDate(suggestion);
}

void OptionalDateEdit::setDate(const std::optional<QDate>& date, const QDate& suggestion)
{
    m_date->setDate(date.value_or(suggestion));
    m_known->setChecked(date.has_value());
    m_asOffered = false; // the program's, stated as it was stored
}

} // namespace postmark::ui
