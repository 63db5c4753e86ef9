// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/settingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>

#include "core/rules/ruleset.h"
#include "core/support/inputlimits.h"
#include "ui/errortext.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"

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

SettingsDialog::SettingsDialog(std::optional<archive::ArchiveOwner> owner, QWidget* parent)
    : QDialog(parent)
    , m_archiveOpen(owner.has_value())
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
        m_rules->addItem(text::ruleSetName(id, text::interfaceLanguage()), id);
    select(m_rules, defaultRules());
    const archive::ArchiveOwner current = owner.value_or(archive::ArchiveOwner{});
    m_owner = new QLineEdit(current.name);
    m_owner->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_owner->setObjectName(u"owner"_s);
    m_owner->setPlaceholderText(tr("as the cards and the tournament files write it"));
    m_plays = new QCheckBox(tr("I &play: the desk lists my games"));
    m_plays->setObjectName(u"ownerPlays"_s);
    m_plays->setChecked(current.plays);
    m_judges = new QCheckBox(tr("I am a chief &judge: my events open in the judge's window"));
    m_judges->setObjectName(u"ownerJudges"_s);
    m_judges->setChecked(current.judges);
    for (QWidget* field : std::initializer_list<QWidget*>{m_owner, m_plays, m_judges}) {
        field->setEnabled(m_archiveOpen);
        if (!m_archiveOpen)
            field->setToolTip(tr("Open an archive first: it keeps whose it is."));
    }
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), new QLabel(tr("A new language applies at the next start.")));
    form->addRow(tr("&Notation:"), m_notation);
    form->addRow(tr("&Rule set of a new game:"), m_rules);
    form->addRow(tr("&My name as the cards write it:"), m_owner);
    form->addRow(QString(), m_plays);
    form->addRow(QString(), m_judges);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    if (m_archiveOpen && current.name.isEmpty())
        m_owner->setFocus(); // asked whose a new archive is: the name is what is wanted first
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
}

std::optional<archive::ArchiveOwner> SettingsDialog::owner() const
{
    if (!m_archiveOpen)
        return std::nullopt;
    return archive::ArchiveOwner{m_owner->text().simplified(), m_plays->isChecked(), m_judges->isChecked()};
}

void SettingsDialog::accept()
{
    if (m_archiveOpen && m_owner->text().simplified().isEmpty()) {
        QMessageBox::warning(
            this, windowTitle(), tr("Whose archive this is needs a name, as the cards write it."));
        m_owner->setFocus();
        return;
    }
    QSettings settings;
    settings.setValue(u"language"_s, m_language->currentData());
    settings.setValue(u"notation"_s, m_notation->currentData());
    settings.setValue(u"rules/default"_s, m_rules->currentData());
    QDialog::accept();
}

void askWhoseANewArchiveIs(QWidget& parent, archive::GameRepository& archive)
{
    // The owner first: an archive that names one is not new, and its games need not be listed to say so.
    const auto owner = archive.owner();
    if (!owner || owner->has_value())
        return;
    const auto games = archive.games();
    if (!games || !games->isEmpty())
        return;
    SettingsDialog dialog(archive::ArchiveOwner{}, &parent);
    dialog.setWindowTitle(SettingsDialog::tr("Whose archive is this?"));
    while (dialog.exec() == QDialog::Accepted) {
        const auto error = archive.setOwner(*dialog.owner());
        if (!error)
            return;
        QMessageBox::warning(&parent, dialog.windowTitle(), errorText(*error));
    }
}

} // namespace postmark::ui
