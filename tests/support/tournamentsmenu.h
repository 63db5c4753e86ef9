// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAction>
#include <QMenu>

#include "ui/mainwindow.h"
#include "ui/tournament/tournamentwindow.h"

namespace postmark::testing {

/// Opens the archive's tournament of `index` ("UKR/C11/SF1") as the judge does: its item in File ▸
/// Tournaments in the archive. The window it opened, or nullptr when no item names it.
inline ui::TournamentWindow* openListedTournament(ui::MainWindow& main, const QString& index)
{
    auto* menu = main.findChild<QMenu*>(QStringLiteral("tournamentsMenu"));
    if (!menu)
        return nullptr;
    for (QAction* item : menu->actions()) {
        if (!item->text().endsWith(QStringLiteral("(%1)").arg(index)))
            continue;
        item->trigger();
        for (ui::TournamentWindow* window : main.findChildren<ui::TournamentWindow*>()) {
            if (window->event().index == index)
                return window;
        }
    }
    return nullptr;
}

} // namespace postmark::testing
