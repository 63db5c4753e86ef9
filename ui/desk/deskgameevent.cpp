// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's Game ▸ Event and rules…: the shown game's event stated again.
#include <QStatusBar>

#include "core/archive/gamerepository.h"
#include "ui/desk/gameeventdialog.h"
#include "ui/mainwindow.h"
#include "ui/widgets/confirmation.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void MainWindow::editGameEvent()
{
    const PostalGame* shown = m_shown.currentPostal();
    if (!m_repository || !shown) {
        statusBar()->showMessage(tr("Open the archive and choose a game first."));
        return;
    }
    // An event's games on a federation's server are the judge's to regulate (the server keeps its rules
    // for every game of it); a player's change would count his days under rules nobody else's follow.
    if (m_repository->connectionNotice()) {
        explainNoForm(this,
            tr("Event and rules of the game"),
            tr("On a federation's server the event, its rule set and its control period are the judge's: a "
               "change is asked of the judge, who makes it for every game of the event."),
            u"eventIsTheJudges"_s);
        return;
    }
    const qint64 id = m_shown.currentId();
    const ledger::GameFile before = shown->game;
    GameEventDialog dialog(before, m_shown.computedAsOf(before), this);
    bool changed = false;
    if (!runUntilStored(dialog, [this, &dialog, &before, &changed, id] {
            const desk::EventChange& change = dialog.result();
            changed = change.game != before;
            if (!changed)
                return true; // nothing to store, nor to undo
            // Named in Edit ▸ Undo as a change, in lower case after «Скасувати» (helper-71).
            QString name = dialog.windowTitle();
            name[0] = name[0].toLower();
            return storeGames(name, {{id, change.game}}, id, change.ledger ? &*change.ledger : nullptr);
        }))
        return;
    if (changed)
        statusBar()->showMessage(
            tr("The game's event and rules are stated: every move's days are counted under "
               "them (Edit ▸ Undo puts them back)."),
            8000);
}

} // namespace postmark::ui
