// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/formwidgets.h"

#include <QDateEdit>
#include <QLabel>
#include <QPushButton>

#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

QDateEdit* isoDateEdit(const QDate& date, const QString& name)
{
    auto* edit = new QDateEdit(date);
    edit->setObjectName(name);
    edit->setAccessibleName(name);
    edit->setCalendarPopup(true);
    edit->setDisplayFormat(dateFieldFormat());
    return edit;
}

QPushButton* namedButton(const QString& text, const QString& name)
{
    auto* button = new QPushButton(text);
    button->setObjectName(name);
    return button;
}

QLabel* problemLabel()
{
    auto* label = new QLabel;
    label->setObjectName(u"problem"_s);
    label->setWordWrap(true);
    label->setStyleSheet(u"color: #b00020"_s);
    return label;
}

} // namespace postmark::ui
