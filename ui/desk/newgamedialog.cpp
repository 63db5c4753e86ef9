// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/newgamedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

#include "core/rules/ruleset.h"
#include "core/support/inputlimits.h"
#include "ui/desk/settingsdialog.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/optionaldateedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

NewGameDialog::NewGameDialog(
    const QString& me, const QList<desk::Partner>& partners, const QDate& today, QWidget* parent)
    : QDialog(parent)
    , m_me(me)
    , m_partners(partners)
{
    setWindowTitle(tr("New game"));
    m_event = new QLineEdit;
    m_event->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_event->setObjectName(u"event"_s);
    m_index = new QLineEdit;
    m_index->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_index->setObjectName(u"index"_s);
    m_start = dateField(today, u"start"_s);
    m_end = new OptionalDateEdit(tr("known"));
    m_end->setObjectName(u"end"_s);
    m_end->setDate(std::nullopt, today.addYears(2));
    m_rules = new QComboBox;
    m_rules->setObjectName(u"rules"_s);
    for (const QString& id : rules::ruleSetIds())
        m_rules->addItem(text::ruleSetName(id, text::interfaceLanguage()), id);
    m_rules->setCurrentIndex(std::max(0, m_rules->findData(SettingsDialog::defaultRules())));
    m_partner = new QComboBox;
    m_partner->setObjectName(u"partner"_s);
    m_partner->setEditable(true);
    for (const desk::Partner& partner : partners)
        m_partner->addItem(partner.name);
    m_partner->setCurrentText(QString());
    m_address = new QLineEdit;
    m_address->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_address->setObjectName(u"address"_s);
    m_colour = new QComboBox;
    m_colour->setObjectName(u"colour"_s);
    m_colour->addItem(tr("White"));
    m_colour->addItem(tr("Black"));
    m_problem = problemLabel();
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Event:"), m_event);
    form->addRow(tr("&Index:"), m_index);
    form->addRow(tr("&Start (II.4.5):"), m_start);
    form->addRow(tr("E&nd:"), m_end);
    form->addRow(tr("&Rule set:"), m_rules);
    form->addRow(tr("&Partner:"), m_partner);
    form->addRow(tr("Partner's &address:"), m_address);
    form->addRow(tr("I play &with:"), m_colour);
    form->addRow(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(m_partner, &QComboBox::currentTextChanged, this, [this](const QString& name) {
        for (const desk::Partner& partner : std::as_const(m_partners)) {
            if (partner.name == name)
                m_address->setText(partner.address);
        }
        recheck();
    });
    for (QLineEdit* edit : {m_event, m_index, m_address})
        connect(edit, &QLineEdit::textChanged, this, &NewGameDialog::recheck);
    connect(m_start, &DateField::dateChanged, this, &NewGameDialog::recheck);
    connect(m_end, &OptionalDateEdit::changed, this, &NewGameDialog::recheck);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    recheck();
    m_problem->clear(); // an empty form is not yet an error
    resize(520, 360);
}

void NewGameDialog::recheck()
{
    desk::NewGameForm form;
    form.event = m_event->text();
    form.index = m_index->text();
    form.start = m_start->date();
    form.end = m_end->date();
    form.rules = m_rules->currentData().toString();
    form.me = m_me;
    form.partner = m_partner->currentText();
    form.partnerAddress = m_address->text();
    form.myColour = m_colour->currentIndex() == 0 ? ledger::Color::White : ledger::Color::Black;
    if (const auto notation = chess::notationFromName(SettingsDialog::notation()))
        form.notation = *notation;
    m_result = desk::newGame(form);
    m_problem->setText(
        m_result.problems.isEmpty() ? QString() : text::problemText(m_result.problems.first()));
}

void NewGameDialog::accept()
{
    recheck();
    if (!m_result.problems.isEmpty())
        return;
    QDialog::accept();
}

} // namespace postmark::ui
