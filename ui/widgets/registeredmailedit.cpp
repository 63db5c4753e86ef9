// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/registeredmailedit.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLineEdit>

#include "ui/widgets/optionaldateedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

RegisteredMailEdit::RegisteredMailEdit(const QString& numberHint, const QDate& suggestion, QWidget* parent)
    : QWidget(parent)
    , m_registered(new QCheckBox(tr("registered"), this))
    , m_number(new QLineEdit(this))
    , m_date(new OptionalDateEdit(tr("receipt dated"), this))
{
    m_registered->setObjectName(u"registered"_s);
    m_number->setObjectName(u"receiptNumber"_s);
    m_number->setPlaceholderText(numberHint);
    m_number->setAccessibleName(tr("Receipt number"));
    m_number->setMinimumWidth(m_number->fontMetrics().horizontalAdvance(numberHint) + 16);
    m_date->setObjectName(u"receiptDate"_s);
    m_date->setDate(std::nullopt, suggestion);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_registered);
    layout->addWidget(m_number);
    layout->addWidget(m_date);
    setFocusProxy(m_registered);
    const auto enable = [this] {
        m_number->setEnabled(m_registered->isChecked());
        m_date->setEnabled(m_registered->isChecked());
    };
    enable();
    connect(m_registered, &QCheckBox::toggled, this, [this, enable] {
        enable();
        Q_EMIT changed();
    });
    connect(m_number, &QLineEdit::textChanged, this, &RegisteredMailEdit::changed);
    connect(m_date, &OptionalDateEdit::changed, this, &RegisteredMailEdit::changed);
}

bool RegisteredMailEdit::isRegistered() const
{
    return m_registered->isChecked();
}

QString RegisteredMailEdit::receiptNumber() const
{
    return m_number->text();
}

std::optional<QDate> RegisteredMailEdit::receiptDate() const
{
    return m_date->date();
}

void RegisteredMailEdit::setReceipt(bool registered, const QString& number, const std::optional<QDate>& date)
{
    m_registered->setChecked(registered);
    m_number->setText(number);
    if (date)
        m_date->setDate(date, *date);
}

} // namespace postmark::ui
