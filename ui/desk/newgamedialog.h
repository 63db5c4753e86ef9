// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/desk/newgame.h"
#include "core/desk/playeragenda.h"
#include "ui/widgets/guardeddialog.h"

class QComboBox;
class QLabel;
class QLineEdit;

namespace postmark::ui {

class EventFields;

/// A new game: the event, the dates, the rule set, the partner (from the address book or new) and my
/// colour. The core checks it as it is filled in and refuses what cannot be, naming the field.
class NewGameDialog : public GuardedDialog
{
    Q_OBJECT

public:
    /// `myAddress`: the owner's, from the settings, written into the game as mine (empty: the form says
    /// where to set it).
    NewGameDialog(const QString& me,
        const QString& myAddress,
        const QList<desk::Partner>& partners,
        const QDate& today,
        QWidget* parent = nullptr);

    const desk::NewGame& result() const { return m_result; }
    void accept() override;

private:
    void recheck();

    QString m_me;
    QString m_myAddress;
    QList<desk::Partner> m_partners;
    desk::NewGame m_result;
    EventFields* m_event = nullptr;
    QComboBox* m_partner = nullptr;
    QLineEdit* m_address = nullptr;
    QComboBox* m_colour = nullptr;
    QLabel* m_problem = nullptr;
    QString m_broughtAddress; ///< the address the partner chosen from the address book brought, if any
};

} // namespace postmark::ui
