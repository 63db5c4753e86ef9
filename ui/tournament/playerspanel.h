// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include "core/tournament/tournament.h"

class QTableView;

namespace postmark::ui {

class EntrantsModel;

/// The tournament window's Players tab: the entrants with their ratings, addresses and withdrawals, and the
/// buttons that ask for a withdrawal or a new address or rating (the window makes the edit).
class PlayersPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PlayersPanel(QWidget* parent = nullptr);
    void show(const tournament::Tournament& event);
    /// The row of the player selected; -1 for none.
    int currentPlayer() const;

Q_SIGNALS:
    /// The judge asks to record (or change) the withdrawal of the player in row `player`.
    void withdrawalAsked(int player);
    /// The judge asks to change the address or the rating of the player in row `player`.
    void detailsAsked(int player);
    /// The judge asks for the notices of the withdrawal of the player in row `player` to the partners.
    void noticesAsked(int player);

private:
    EntrantsModel* m_model = nullptr;
    QTableView* m_view = nullptr;
};

} // namespace postmark::ui
