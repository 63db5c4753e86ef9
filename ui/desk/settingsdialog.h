// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDialog>

#include "core/archive/gamerepository.h"
#include "core/engine/enginesettings.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace postmark::ui {

/// The player's settings, kept with QSettings: the interface language (the system's, Ukrainian or
/// English; applied at the next start), the notation the score sheet and new games use, the rule set of a
/// new game, the chess engine the analysis asks; and whose archive this is (a player, a judge or both), which
/// the archive itself keeps.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    /// `owner`: the open archive's owner, to change; none when no archive is open.
    explicit SettingsDialog(
        std::optional<archive::ArchiveOwner> owner = std::nullopt, QWidget* parent = nullptr);

    void accept() override;
    /// The owner as edited; none when no archive is open.
    std::optional<archive::ArchiveOwner> owner() const;
    /// A sentence over the fields, saying why the dialog is shown (a new archive's first question).
    void sayWhyAsked(const QString& why);

    // The stored values, as the rest of the program reads them.
    static QString language(); ///< "system", "uk" or "en"
    static QString notation(); ///< "uk", "san", "lan" or "iccf"
    static QString defaultRules(); ///< a rule set id
    /// The name earlier versions kept in Settings, for an archive that names no owner; empty: none.
    static QString deskOwner();
    /// The analysis engine: its program (empty: Debian's stockfish), threads, hash and lines.
    static engine::EngineSettings engineSettings();

private:
    QComboBox* m_language = nullptr;
    QComboBox* m_notation = nullptr;
    QComboBox* m_rules = nullptr;
    bool m_archiveOpen = false;
    QLineEdit* m_owner = nullptr;
    QLineEdit* m_otherSpellings = nullptr;
    QPlainTextEdit* m_address = nullptr;
    QCheckBox* m_plays = nullptr;
    QCheckBox* m_judges = nullptr;
    QLineEdit* m_enginePath = nullptr;
    QSpinBox* m_engineThreads = nullptr;
    QSpinBox* m_engineHash = nullptr;
    QSpinBox* m_engineLines = nullptr;
};

/// A new, empty archive is asked whose it is at once, in this dialog with the name field first, so that the
/// desk is its owner's from the start. Nothing is asked of an archive with games or an owner already, and
/// nothing is stored if the user cancels.
void askWhoseANewArchiveIs(QWidget& parent, archive::GameRepository& archive);

} // namespace postmark::ui
