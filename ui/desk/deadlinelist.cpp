// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/deadlinelist.h"

#include "core/ledger/ledgerexplain.h"
#include "ui/desk/deskgames.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

DeadlineList::DeadlineList(QWidget* parent)
    : QListWidget(parent)
{
    setObjectName(u"deadlines"_s);
    setWordWrap(true);
    setAccessibleName(tr("Deadlines of the game"));
}

void DeadlineList::setGame(const PostalGame* game, QDate today)
{
    clear();
    if (!game)
        return;
    for (const ledger::Deadline& deadline : game->ledger.deadlines) {
        const ledger::Explanation why = ledger::explainDeadline(game->game, game->ledger, deadline);
        auto* item = new QListWidgetItem(
            u"%1 — %2 [%3]: %4"_s.arg(deadline.due ? shownDate(*deadline.due) : tr("with the reply"),
                text::deadlineTextWithoutClause(deadline.kind, text::interfaceLanguage()),
                why.clause,
                text::messageText(why.what)));
        item->setToolTip(text::messageText(why.what));
        if (deadline.due && *deadline.due < today)
            item->setForeground(QColor(0xB0, 0x00, 0x20));
        addItem(item);
    }
    if (game->ledger.deadlines.empty())
        addItem(tr("No deadline."));
}

} // namespace postmark::ui
