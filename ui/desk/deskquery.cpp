// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's Game ▸ Record my query as sent…: the query about the partner's impossible or illegible
// move (II.3.12), printed from Print ▸ Query about a move, kept as a card of the game once it is posted, so
// that the game no longer asks for it (helper-68 posted one and watched it turn overdue) and the partner's
// replacement is counted from its arrival.
#include <QStatusBar>

#include "core/desk/postedcard.h"
#include "ui/desk/postingdialog.h"
#include "ui/game/gameview.h"
#include "ui/mainwindow.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/confirmation.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void MainWindow::recordQuery()
{
    const std::optional<ledger::Color> me = myColourInShownGame();
    if (!me)
        return;
    const Result<ledger::GameFile> queried =
        desk::withQueryToPost(m_shown.currentPostal()->game, *me, m_archiveToday);
    if (!queried) {
        explainNoForm(this,
            tr("Record my query as sent"),
            text::sentence(text::messageText(queried.error().detail)) + u'.',
            u"nothingToQuery"_s);
        return;
    }
    const int index = int(queried->cards.size()) - 1;
    const QString about = text::cardName(queried->cards.last().about);
    PostingDialog dialog(*queried, *me, index, m_archiveToday, this);
    const qint64 shown = m_shown.currentId();
    if (!runUntilStored(dialog, [this, &dialog, &about, shown] {
            return storeCheckedGame(tr("the query about card %1").arg(about), shown, dialog.check());
        }))
        return;
    statusBar()->showMessage(
        tr("The query about card %1 recorded as sent: the partner's new move is awaited (II.3.12).")
            .arg(about),
        8000);
    m_gameView->selectCard(index);
}

} // namespace postmark::ui
