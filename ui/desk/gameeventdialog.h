// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/desk/gameevent.h"
#include "ui/widgets/guardeddialog.h"

class QLabel;

namespace postmark::ui {

class EventFields;

/// Game ▸ Event and rules…: the event the shown game is played in, stated again — a game imported from a
/// PGN file took the default rule set and a start guessed from its dates, and a friendly game's control
/// period is what the partners agreed. The core checks the form as it is filled in and the game's days are
/// counted under it; what cannot be is refused naming the field, or the card.
class GameEventDialog : public GuardedDialog
{
    Q_OBJECT

public:
    GameEventDialog(const ledger::GameFile& game, const QDate& asOf, QWidget* parent = nullptr);

    const desk::EventChange& result() const { return m_result; }
    void accept() override;

private:
    void recheck();

    ledger::GameFile m_game;
    QDate m_asOf;
    desk::EventChange m_result;
    EventFields* m_fields = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace postmark::ui
