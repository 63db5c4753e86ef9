// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/settingsdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>

#include "core/rules/ruleset.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

void select(QComboBox* combo, const QString& value)
{
    const int index = combo->findData(value);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

} // namespace

QString SettingsDialog::language()
{
    return QSettings().value(u"language"_s, u"system"_s).toString();
}

QString SettingsDialog::notation()
{
    return QSettings().value(u"notation"_s, u"uk"_s).toString();
}

QString SettingsDialog::defaultRules()
{
    return QSettings().value(u"rules/default"_s, u"fzshu-postal"_s).toString();
}

QString SettingsDialog::deskOwner()
{
    return QSettings().value(u"desk/me"_s).toString();
}

SettingsDialog::SettingsDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Settings"));
    m_language = new QComboBox;
    m_language->setObjectName(u"language"_s);
    m_language->addItem(tr("The system's"), u"system"_s);
    m_language->addItem(u"Українська"_s, u"uk"_s);
    m_language->addItem(u"English"_s, u"en"_s);
    select(m_language, language());
    m_notation = new QComboBox;
    m_notation->setObjectName(u"notation"_s);
    m_notation->addItem(tr("Ukrainian (Кg1-f3)"), u"uk"_s);
    m_notation->addItem(tr("English short (Nf3)"), u"san"_s);
    m_notation->addItem(tr("English long (Ng1-f3)"), u"lan"_s);
    m_notation->addItem(tr("ICCF numeric (7163)"), u"iccf"_s);
    select(m_notation, notation());
    m_rules = new QComboBox;
    m_rules->setObjectName(u"rules"_s);
    for (const QString& id : rules::ruleSetIds())
        m_rules->addItem(id, id);
    select(m_rules, defaultRules());
    m_owner = new QLineEdit(deskOwner());
    m_owner->setObjectName(u"owner"_s);
    m_owner->setPlaceholderText(tr("empty: the name that plays in most of the games"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), new QLabel(tr("A new language applies at the next start.")));
    form->addRow(tr("&Notation:"), m_notation);
    form->addRow(tr("&Rule set of a new game:"), m_rules);
    form->addRow(tr("&My name as the cards write it:"), m_owner);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
}

void SettingsDialog::accept()
{
    QSettings settings;
    settings.setValue(u"language"_s, m_language->currentData());
    settings.setValue(u"notation"_s, m_notation->currentData());
    settings.setValue(u"rules/default"_s, m_rules->currentData());
    settings.setValue(u"desk/me"_s, m_owner->text().trimmed());
    QDialog::accept();
}

} // namespace postmark::ui
