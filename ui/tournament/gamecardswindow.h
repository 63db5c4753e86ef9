// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QDialog>

#include "ui/desk/deskgames.h"

namespace postmark::ui {

class GameView;

/// One game of an event as the judge checks it from the cards: its board and score sheet, every card with
/// its dates, postmarks and receipts, both players' days move by move with the clause each is counted by,
/// and its deadlines — the same tabs the player's desk shows, read-only, computed as of the day the caller
/// gives. A claim's calculation names the cards; this is where the judge reads them.
class GameCardsWindow : public QDialog
{
    Q_OBJECT

public:
    /// `title` names the game (its number and players) as the judge's window does; `about` says under it
    /// whose cards they are and as of which day they are counted (`asOf`).
    GameCardsWindow(const QString& title,
        const QString& about,
        const ledger::GameFile& game,
        QDate asOf,
        QWidget* parent = nullptr);

    GameView* view() const { return m_view; }

private:
    ShownGame m_shown; ///< what the view shows: kept as long as the view is
    GameView* m_view = nullptr;
};

} // namespace postmark::ui
