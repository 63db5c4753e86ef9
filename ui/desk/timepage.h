// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QWidget>

#include "core/desk/playernames.h"
#include "core/ledger/gamefile.h"

class QLabel;
class QTableWidget;

namespace postmark::ui {

struct PostalGame;
class TimeChart;

/// The game's Time tab: both players' thinking time per control period, every move's days with the cards'
/// dates they come from (the time calculation a judge recomputes, II.6.2), and every penalty day with its
/// clause and the card it was booked on.
class TimePage : public QWidget
{
    Q_OBJECT

public:
    explicit TimePage(QWidget* parent = nullptr);

    /// Shows `game`'s time, each side said as `me`'s or the partner's when `me` plays in it; nullptr empties
    /// the page.
    void setGame(const PostalGame* game, const desk::PlayerNames& me = {});

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showMoves(const PostalGame& game, std::optional<ledger::Color> mine);
    /// The table as tall as its rows, each as tall as its wrapped dates.
    void fitMovesHeight();

    TimeChart* m_chart;
    QLabel* m_running; ///< whose move is in progress and whether its days run, as the ledger says it
    QLabel* m_penalties;
    QLabel* m_movesHeading;
    QTableWidget* m_moves; ///< a row a move, in the game's order
};

} // namespace postmark::ui
