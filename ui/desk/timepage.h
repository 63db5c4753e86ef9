// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include "core/desk/playernames.h"

class QLabel;

namespace postmark::ui {

struct PostalGame;
class TimeChart;

/// The game's Time tab: both players' thinking time per control period, and every penalty day with its
/// clause and the card it was booked on.
class TimePage : public QWidget
{
    Q_OBJECT

public:
    explicit TimePage(QWidget* parent = nullptr);

    /// Shows `game`'s time, each side said as `me`'s or the partner's when `me` plays in it; nullptr empties
    /// the page.
    void setGame(const PostalGame* game, const desk::PlayerNames& me = {});

private:
    TimeChart* m_chart;
    QLabel* m_running; ///< whose move is in progress and whether its days run, as the ledger says it
    QLabel* m_penalties;
};

} // namespace postmark::ui
