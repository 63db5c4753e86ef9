// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace postmark::ui {

/// The player's settings, kept with QSettings: the interface language (the system's, Ukrainian or
/// English; applied at the next start), the notation the score sheet and new games use, the rule set of a
/// new game, and whose desk this is.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    void accept() override;

    // The stored values, as the rest of the program reads them.
    static QString language(); ///< "system", "uk" or "en"
    static QString notation(); ///< "uk", "san", "lan" or "iccf"
    static QString defaultRules(); ///< a rule set id
    static QString deskOwner(); ///< empty: the name that plays in most games

private:
    QComboBox* m_language = nullptr;
    QComboBox* m_notation = nullptr;
    QComboBox* m_rules = nullptr;
    QLineEdit* m_owner = nullptr;
};

} // namespace postmark::ui
