// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QStringList>

#include "core/desk/playernames.h"
#include "ui/desk/deskgames.h"

namespace postmark::ui {

/// The lines beside the board that say which game it is: its event and index, the players' totals, its
/// start, whether it goes on, and a leave under way or to come, whose it is.
class GameHeading
{
    // The game view's words, as before they had a file of their own.
    Q_DECLARE_TR_FUNCTIONS(postmark::ui::GameView)

public:
    /// `shown`'s heading as `me` reads it (a leave is mine or the partner's; a judge's, White's or Black's),
    /// as of `today`.
    static QStringList lines(const ShownGame& shown, const desk::PlayerNames& me, QDate today);
};

} // namespace postmark::ui
