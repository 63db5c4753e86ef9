// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/eventfields.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include "core/rules/ruleset.h"
#include "core/support/inputlimits.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/optionaldateedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

QLineEdit* fieldLine(const QString& text, const QString& name)
{
    auto* line = new QLineEdit(text);
    line->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    line->setObjectName(name);
    return line;
}

QSpinBox* periodNumber(int value, int maximum, const QString& name, const QString& spoken)
{
    auto* number = new QSpinBox;
    number->setObjectName(name);
    number->setAccessibleName(spoken); // two numbers under one label: each says which it is
    // One below the least a regulation may give, so that 0 typed is refused naming the field, not
    // silently made 1.
    number->setRange(0, maximum + 1);
    number->setValue(value);
    return number;
}

/// The rule set's own control period, before any regulation.
desk::EventForm ruleSetsPeriod(const QString& rules)
{
    ledger::Event event;
    event.rules = rules;
    return desk::eventFormOf(event);
}

} // namespace

EventFields::EventFields(const desk::EventForm& shown, QFormLayout& form, QObject* parent)
    : QObject(parent)
    , m_ruleSetsForm(ruleSetsPeriod(shown.rules))
{
    m_name = fieldLine(shown.name, u"event"_s);
    m_index = fieldLine(shown.index, u"index"_s);
    m_start = dateField(shown.start, u"start"_s);
    m_end = new OptionalDateEdit(tr("known"));
    m_end->setObjectName(u"end"_s);
    m_end->setDate(shown.end, shown.end.value_or(shown.start.addYears(2)));
    m_rules = new QComboBox;
    m_rules->setObjectName(u"rules"_s);
    for (const QString& id : rules::ruleSetIds())
        m_rules->addItem(text::ruleSetName(id, text::interfaceLanguage()), id);
    m_rules->setCurrentIndex(std::max(0, m_rules->findData(shown.rules)));
    m_moves = periodNumber(shown.movesPerControl.value_or(m_ruleSetsForm.movesPerControl.value_or(10)),
        100,
        u"movesPerControl"_s,
        tr("Moves per control period"));
    m_days = periodNumber(shown.daysPerControl.value_or(m_ruleSetsForm.daysPerControl.value_or(40)),
        1000,
        u"daysPerControl"_s,
        tr("Days per control period"));
    m_ruleSetPeriod = new QLabel;
    m_ruleSetPeriod->setObjectName(u"ruleSetPeriod"_s);
    auto* period = new QHBoxLayout;
    period->addWidget(m_moves);
    period->addWidget(new QLabel(tr("moves in")));
    period->addWidget(m_days);
    period->addWidget(new QLabel(tr("days")));
    period->addWidget(m_ruleSetPeriod, 1);
    form.addRow(tr("&Event:"), m_name);
    form.addRow(tr("&Index:"), m_index);
    form.addRow(tr("&Start (II.4.5):"), m_start);
    form.addRow(tr("E&nd:"), m_end);
    form.addRow(tr("&Rule set:"), m_rules);
    auto* periodLabel = new QLabel(tr("&Control period (II.4.3):"));
    periodLabel->setBuddy(m_moves);
    form.addRow(periodLabel, period);
    followRuleSet();
    for (QLineEdit* edit : {m_name, m_index})
        connect(edit, &QLineEdit::textChanged, this, &EventFields::changed);
    connect(m_start, &DateField::dateChanged, this, &EventFields::changed);
    connect(m_end, &OptionalDateEdit::changed, this, &EventFields::changed);
    for (QSpinBox* number : {m_moves, m_days})
        connect(number, &QSpinBox::valueChanged, this, &EventFields::changed);
    connect(m_rules, &QComboBox::currentIndexChanged, this, [this] {
        followRuleSet();
        Q_EMIT changed();
    });
}

void EventFields::followRuleSet()
{
    const desk::EventForm chosen = ruleSetsPeriod(m_rules->currentData().toString());
    // Numbers left as the last rule set had them follow the new one's; numbers stated stay.
    if (m_moves->value() == m_ruleSetsForm.movesPerControl
        && m_days->value() == m_ruleSetsForm.daysPerControl) {
        m_moves->setValue(chosen.movesPerControl.value_or(m_moves->value()));
        m_days->setValue(chosen.daysPerControl.value_or(m_days->value()));
    }
    m_ruleSetsForm = chosen;
    m_ruleSetPeriod->setText(tr("(the rule set: %1 moves in %2 days)")
                                 .arg(chosen.movesPerControl.value_or(0))
                                 .arg(chosen.daysPerControl.value_or(0)));
}

desk::EventForm EventFields::form() const
{
    desk::EventForm form;
    form.name = m_name->text();
    form.index = m_index->text();
    form.start = m_start->date();
    form.end = m_end->date();
    form.rules = m_rules->currentData().toString();
    form.movesPerControl = m_moves->value();
    form.daysPerControl = m_days->value();
    return form;
}

} // namespace postmark::ui
