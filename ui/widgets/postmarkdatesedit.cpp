// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/postmarkdatesedit.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include "ui/widgets/datefield.h"
#include "ui/widgets/optionaldateedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

PostmarkDatesEdit::PostmarkDatesEdit(const QString& known, const QString& another, QWidget* parent)
    : QWidget(parent)
    , m_first(new OptionalDateEdit(known, this))
    , m_add(new QToolButton(this))
    , m_rows(new QVBoxLayout(this))
{
    m_rows->setContentsMargins(0, 0, 0, 0);
    auto* first = new QHBoxLayout;
    first->addWidget(m_first, 1);
    first->addWidget(m_add);
    m_rows->addLayout(first);
    m_add->setText(another);
    m_add->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_add->setToolTip(tr("A card may carry more than one postmark: the earliest departure postmark dates its "
                         "sending, the latest arrival postmark its receipt (II.2.2 ¶4)."));
    m_add->setObjectName(u"addPostmark"_s);
    setFocusProxy(m_first);
    connect(m_first, &OptionalDateEdit::changed, this, [this] {
        // The first postmark unticked while others are typed: it is the one taken away, the next moving up
        // into its place (a walk had to type the second date over the first, then remove the second).
        if (!m_first->date() && !m_more.isEmpty()) {
            const QSignalBlocker blocker(m_first);
            m_first->setDate(m_more.first()->date(), m_suggestion);
            removePostmark(m_more.first()->parentWidget());
        }
        showAddable();
        Q_EMIT changed();
    });
    connect(m_add, &QToolButton::clicked, this, [this] {
        addPostmark(m_first->date().value_or(m_suggestion));
        // As Tab would reach it: its date selected, so that what is typed replaces it (a walk typed after
        // it).
        m_more.last()->setFocus(Qt::TabFocusReason);
        Q_EMIT changed();
    });
    showAddable();
}

QList<QDate> PostmarkDatesEdit::dates() const
{
    QList<QDate> dates;
    if (const std::optional<QDate> first = m_first->date())
        dates.append(*first);
    else
        return dates; // the others are shown only with a first one
    for (const DateField* field : m_more)
        dates.append(field->date());
    return dates;
}

void PostmarkDatesEdit::setDates(const QList<QDate>& dates, const QDate& suggestion)
{
    m_suggestion = suggestion;
    while (!m_more.isEmpty())
        removePostmark(m_more.last()->parentWidget());
    m_first->setDate(dates.isEmpty() ? std::nullopt : std::optional(dates.first()), suggestion);
    for (qsizetype i = 1; i < dates.size() && i < MostPostmarks; ++i)
        addPostmark(dates[i]);
    showAddable();
}

void PostmarkDatesEdit::addPostmark(const QDate& date)
{
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    // Under the first postmark's date, not under its check box.
    if (const auto* legible = m_first->findChild<QCheckBox*>())
        layout->addSpacing(legible->sizeHint().width() + layout->spacing());
    auto* field = new DateField(row);
    field->setDate(date);
    field->setAccessibleName(tr("Another postmark"));
    auto* remove = new QToolButton(row);
    remove->setText(tr("Remove"));
    remove->setObjectName(u"removePostmark"_s);
    remove->setToolTip(tr("This postmark is not on the card"));
    layout->addWidget(field, 1);
    layout->addWidget(remove);
    m_rows->addWidget(row);
    m_more.append(field);
    connect(field, &DateField::dateChanged, this, &PostmarkDatesEdit::changed);
    connect(field, &DateField::edited, this, &PostmarkDatesEdit::changed);
    connect(remove, &QToolButton::clicked, this, [this, row] {
        removePostmark(row);
        m_add->setFocus(Qt::OtherFocusReason);
        Q_EMIT changed();
    });
    showAddable();
}

void PostmarkDatesEdit::removePostmark(QWidget* row)
{
    m_more.removeIf([row](const DateField* field) { return field->parentWidget() == row; });
    m_rows->removeWidget(row);
    row->hide(); // at once: it is deleted once the click that removed it is done
    row->deleteLater();
    showAddable();
}

void PostmarkDatesEdit::showAddable()
{
    // Further postmarks go with a legible first one; without it they are not read, and not shown.
    const bool first = m_first->date().has_value();
    m_add->setEnabled(first && m_more.size() + 1 < MostPostmarks);
    for (const DateField* field : std::as_const(m_more))
        field->parentWidget()->setVisible(first);
}

} // namespace postmark::ui
