// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's Game ▸ Record my repeat as sent…: a repeat of my unanswered card (II.5.1), printed from
// Print ▸ Repeat card, kept as a card of the game once it is posted, so that the next step — telling the
// judge if the repeat is not answered either — is counted from it.
#include <QStatusBar>

#include "core/desk/postedcard.h"
#include "core/documents/cardname.h"
#include "ui/desk/postingdialog.h"
#include "ui/game/gameview.h"
#include "ui/mainwindow.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/confirmation.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void MainWindow::recordRepeat()
{
    const std::optional<ledger::Color> me = myColourInShownGame();
    if (!me)
        return;
    const Result<ledger::GameFile> repeated = desk::withRepeatToPost(m_shown.currentPostal()->game, *me);
    if (!repeated) {
        explainNoForm(this,
            tr("Record my repeat as sent"),
            text::sentence(text::messageText(repeated.error().detail)) + u'.',
            u"nothingToRepeat"_s);
        return;
    }
    const int index = int(repeated->cards.size()) - 1;
    // The repeat of my query is named by the card it asks about, not as «листівка запит про Ч3».
    const QString repeats = repeated->cards.last().repeats;
    const QString queried = documents::queriedCardOf(repeats);
    const QString change = queried.isEmpty()
        ? tr("the repeat of card %1").arg(text::cardName(repeats))
        : tr("the repeat of my query about card %1").arg(text::cardName(queried));
    PostingDialog dialog(*repeated, *me, index, m_archiveToday, this);
    const qint64 shown = m_shown.currentId();
    if (!runUntilStored(dialog,
            [this, &dialog, &change, shown] { return storeCheckedGame(change, shown, dialog.check()); }))
        return;
    statusBar()->showMessage(queried.isEmpty()
            ? tr("The repeat of card %1 recorded as sent: if it is not answered either, the Deadlines tab "
                 "says "
                 "when the judge is told (II.5.1).")
                  .arg(text::cardName(repeats))
            : tr("The repeat of my query about card %1 recorded as sent: if it is not answered either, the "
                 "Deadlines tab says when the judge is told (II.5.1).")
                  .arg(text::cardName(queried)),
        8000);
    m_gameView->selectCard(index);
}

} // namespace postmark::ui
