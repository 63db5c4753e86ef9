// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/newgamedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

#include "core/support/inputlimits.h"
#include "ui/desk/eventfields.h"
#include "ui/desk/settingsdialog.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

NewGameDialog::NewGameDialog(const QString& me,
    const QString& myAddress,
    const QList<desk::Partner>& partners,
    const QDate& today,
    QWidget* parent)
    : GuardedDialog(parent)
    , m_me(me)
    , m_myAddress(myAddress)
    , m_partners(partners)
{
    setWindowTitle(tr("New game"));
    m_partner = new QComboBox;
    m_partner->setObjectName(u"partner"_s);
    m_partner->setEditable(true);
    for (const desk::Partner& partner : partners)
        m_partner->addItem(partner.name);
    m_partner->setCurrentText(QString());
    m_address = new QLineEdit;
    m_address->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_address->setObjectName(u"address"_s);
    m_address->setPlaceholderText(
        tr("street and house; town; postcode (the envelope's lines, «;» between them)"));
    m_colour = new QComboBox;
    m_colour->setObjectName(u"colour"_s);
    m_colour->addItem(tr("White"));
    m_colour->addItem(tr("Black"));
    m_problem = problemLabel();
    auto* form = new QFormLayout(this);
    ledger::Event defaults;
    defaults.start = today;
    defaults.rules = SettingsDialog::defaultRules();
    m_event = new EventFields(desk::eventFormOf(defaults), *form, this);
    form->addRow(tr("&Partner:"), m_partner);
    form->addRow(tr("Partner's &address:"), m_address);
    form->addRow(tr("I play &with:"), m_colour);
    // My address goes on every card of the game as the sender's (II.3.7): it is the settings', said here so
    // that a missing one is found before the first card is printed.
    auto* addressShown = new QLabel(myAddress.trimmed().isEmpty()
            ? tr("Not set yet: File ▸ Settings… ▸ My address. The cards print lines to write it by hand.")
            : QString(myAddress.trimmed()).replace(u'\n', u"; "_s));
    addressShown->setObjectName(u"myAddress"_s);
    addressShown->setWordWrap(true);
    form->addRow(tr("My address:"), addressShown);
    // Two lines kept for the problem, so that OK does not move under the mouse as the form is filled
    // (helper-47).
    m_problem->setMinimumHeight(2 * m_problem->fontMetrics().lineSpacing() + 2);
    m_problem->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->addRow(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    // A partner from the address book brings his address; a name typed on past him takes it away again, as
    // long as it is the one brought (helper-47 typed «Шевч», was given Шевченко's address, went on to
    // «Шевчук П. І.» and kept it).
    connect(m_partner, &QComboBox::currentTextChanged, this, [this](const QString& name) {
        QString known;
        for (const desk::Partner& partner : std::as_const(m_partners)) {
            if (partner.name == name)
                known = partner.address;
        }
        if (!known.isEmpty())
            m_address->setText(known);
        else if (!m_broughtAddress.isEmpty() && m_address->text() == m_broughtAddress)
            m_address->clear();
        m_broughtAddress = known;
        recheck();
    });
    connect(m_address, &QLineEdit::textChanged, this, &NewGameDialog::recheck);
    connect(m_event, &EventFields::changed, this, &NewGameDialog::recheck);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    recheck();
    m_problem->clear(); // an empty form is not yet an error
    resize(560, 400);
}

void NewGameDialog::recheck()
{
    desk::NewGameForm form;
    form.event = m_event->form();
    form.me = m_me;
    form.myAddress = m_myAddress;
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
