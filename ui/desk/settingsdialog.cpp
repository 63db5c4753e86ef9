// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/settingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QThread>

#include "core/desk/playernames.h"
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

engine::EngineSettings SettingsDialog::engineSettings()
{
    const QSettings settings;
    engine::EngineSettings engine;
    engine.path = settings.value(u"engine/path"_s).toString();
    engine.threads = std::max(1, settings.value(u"engine/threads"_s, 1).toInt());
    engine.hashMb = std::max(1, settings.value(u"engine/hash"_s, 64).toInt());
    engine.multiPv = std::clamp(settings.value(u"engine/lines"_s, 1).toInt(), 1, 5);
    return engine;
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
    // A judge's start list writes «Ковальчук О.П.», a PGN «Kovalchuk, Oleg»: the same player's games.
    m_otherSpellings = new QLineEdit(current.otherSpellings.join(u"; "_s));
    m_otherSpellings->setMaxLength(int(limits::MaxFieldChars));
    m_otherSpellings->setObjectName(u"otherSpellings"_s);
    m_otherSpellings->setPlaceholderText(tr("other spellings of the name, separated by «;»"));
    m_otherSpellings->setToolTip(tr("Games under any of these names are listed on the desk as yours."));
    // The sender's full address on every card (II.3.7), whatever a game's file says of it (helper-60 printed
    // a card with three blank lines under his name and found nowhere to type it).
    m_address = new QPlainTextEdit(current.address);
    m_address->setObjectName(u"ownerAddress"_s);
    m_address->setTabChangesFocus(true);
    m_address->setPlaceholderText(tr("street and house, town, postcode: as your cards' sender (II.3.7)"));
    m_address->setFixedHeight(4 * m_address->fontMetrics().lineSpacing() + 12);
    m_address->setToolTip(
        tr("Printed as the sender's address on every card and letter you send, and written into your new "
           "games."));
    m_plays = new QCheckBox(tr("I &play: the desk lists my games"));
    m_plays->setObjectName(u"ownerPlays"_s);
    m_plays->setChecked(current.plays);
    m_judges = new QCheckBox(tr("I am a chief &judge: my events open in the judge's window"));
    m_judges->setObjectName(u"ownerJudges"_s);
    m_judges->setChecked(current.judges);
    for (QWidget* field :
        std::initializer_list<QWidget*>{m_owner, m_otherSpellings, m_address, m_plays, m_judges}) {
        field->setEnabled(m_archiveOpen);
        if (!m_archiveOpen)
            field->setToolTip(tr("Open an archive first: it keeps whose it is."));
    }
    // The analysis engine: Debian's Stockfish unless another program is chosen.
    const engine::EngineSettings engine = engineSettings();
    m_enginePath = new QLineEdit(engine.path);
    m_enginePath->setObjectName(u"enginePath"_s);
    const QString found = engine::defaultEnginePath();
    m_enginePath->setPlaceholderText(found.isEmpty() ? tr("none installed: sudo apt install stockfish")
                                                     : tr("Debian's Stockfish (%1)").arg(found));
    m_enginePath->setClearButtonEnabled(true);
    m_enginePath->setAccessibleName(tr("Chess engine"));
    auto* browse = new QPushButton(tr("&Choose…"));
    browse->setObjectName(u"chooseEngine"_s);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString chosen = QFileDialog::getOpenFileName(this,
            tr("The chess engine (a UCI program)"),
            m_enginePath->text().isEmpty() ? u"/usr/games"_s : m_enginePath->text());
        if (!chosen.isEmpty())
            m_enginePath->setText(chosen);
    });
    auto* enginePathRow = new QHBoxLayout;
    enginePathRow->addWidget(m_enginePath, 1);
    enginePathRow->addWidget(browse);
    m_engineThreads = new QSpinBox;
    m_engineThreads->setObjectName(u"engineThreads"_s);
    m_engineThreads->setRange(1, std::max(1, QThread::idealThreadCount()));
    m_engineThreads->setValue(engine.threads);
    m_engineHash = new QSpinBox;
    m_engineHash->setObjectName(u"engineHash"_s);
    m_engineHash->setRange(16, 4096);
    m_engineHash->setSingleStep(16);
    m_engineHash->setSuffix(tr(" MB"));
    m_engineHash->setValue(engine.hashMb);
    m_engineLines = new QSpinBox;
    m_engineLines->setObjectName(u"engineLines"_s);
    m_engineLines->setRange(1, 5);
    m_engineLines->setValue(engine.multiPv);

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), new QLabel(tr("A new language applies at the next start.")));
    form->addRow(tr("&Notation:"), m_notation);
    form->addRow(tr("&Rule set of a new game:"), m_rules);
    // A label with its field as buddy: a row of a layout would show its ampersand and take no Alt key.
    auto* enginePathLabel = new QLabel(tr("Chess &engine:"));
    enginePathLabel->setBuddy(m_enginePath);
    form->addRow(enginePathLabel, enginePathRow);
    form->addRow(tr("Engine &threads:"), m_engineThreads);
    form->addRow(tr("Engine &hash:"), m_engineHash);
    form->addRow(tr("Best l&ines shown:"), m_engineLines);
    form->addRow(tr("&My name as the cards write it:"), m_owner);
    form->addRow(tr("Also &written as:"), m_otherSpellings);
    form->addRow(tr("My a&ddress:"), m_address);
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
    const QString name = m_owner->text().simplified();
    return archive::ArchiveOwner{name,
        m_plays->isChecked(),
        m_judges->isChecked(),
        desk::otherSpellingsFrom(m_otherSpellings->text(), name),
        m_address->toPlainText().trimmed()};
}

void SettingsDialog::sayWhyAsked(const QString& why)
{
    auto* label = new QLabel(why);
    label->setObjectName(u"whyAsked"_s);
    label->setWordWrap(true);
    QFont bigger = label->font();
    bigger.setBold(true);
    label->setFont(bigger);
    static_cast<QFormLayout*>(layout())->insertRow(0, label);
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
    settings.setValue(u"engine/path"_s, m_enginePath->text().trimmed());
    settings.setValue(u"engine/threads"_s, m_engineThreads->value());
    settings.setValue(u"engine/hash"_s, m_engineHash->value());
    settings.setValue(u"engine/lines"_s, m_engineLines->value());
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
    // Said in the dialog too: helper-60 met a bare settings form after choosing an empty archive, nothing in
    // it saying what it wanted.
    dialog.sayWhyAsked(SettingsDialog::tr(
        "A new archive: whose is it? Your name as the cards write it, and your address for your cards."));
    while (dialog.exec() == QDialog::Accepted) {
        const auto error = archive.setOwner(*dialog.owner());
        if (!error)
            return;
        QMessageBox::warning(&parent, dialog.windowTitle(), errorText(*error));
    }
}

} // namespace postmark::ui
