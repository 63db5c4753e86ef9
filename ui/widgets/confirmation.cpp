// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/confirmation.h"

#include <QMessageBox>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace postmark::ui {

bool confirmed(QWidget* parent,
    const QString& title,
    const QString& question,
    const QString& proceed,
    const QString& goBack)
{
    QMessageBox box(QMessageBox::Question, title, question, QMessageBox::NoButton, parent);
    // An ampersand would make a letter press the button without Alt in a message box: shown as is.
    QPushButton* yes = box.addButton(QString(proceed).replace(u"&"_s, u"&&"_s), QMessageBox::AcceptRole);
    yes->setObjectName(u"proceed"_s);
    QPushButton* no = box.addButton(QString(goBack).replace(u"&"_s, u"&&"_s), QMessageBox::RejectRole);
    no->setObjectName(u"goBack"_s);
    box.setDefaultButton(no);
    box.setEscapeButton(no);
    box.exec();
    return box.clickedButton() == yes;
}

std::optional<bool> withOrWithout(QWidget* parent,
    const QString& title,
    const QString& question,
    const QString& with,
    const QString& without)
{
    QMessageBox box(QMessageBox::Question, title, question, QMessageBox::Cancel, parent);
    QPushButton* yes = box.addButton(QString(with).replace(u"&"_s, u"&&"_s), QMessageBox::AcceptRole);
    yes->setObjectName(u"with"_s);
    QPushButton* no = box.addButton(QString(without).replace(u"&"_s, u"&&"_s), QMessageBox::RejectRole);
    no->setObjectName(u"without"_s);
    box.setDefaultButton(no);
    box.exec();
    if (box.clickedButton() == yes)
        return true;
    if (box.clickedButton() == no)
        return false;
    return std::nullopt;
}

void explainNoForm(QWidget* parent, const QString& title, const QString& text, const QString& name)
{
    QMessageBox box(QMessageBox::Information, title, text, QMessageBox::Ok, parent);
    box.setObjectName(name);
    box.exec();
}

} // namespace postmark::ui
