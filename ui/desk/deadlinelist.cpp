// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/deadlinelist.h"

#include "core/desk/playeragenda.h"
#include "core/ledger/gamestatus.h"
#include "core/ledger/ledgerexplain.h"
#include "ui/desk/deskgames.h"
#include "ui/text/agendawords.h"
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

void DeadlineList::setGame(const PostalGame* game, QDate today, const QString& me)
{
    clear();
    if (!game)
        return;
    const auto addDated = [this, today](
                              std::optional<QDate> due, const QString& what, const ledger::Explanation& why) {
        auto* item = new QListWidgetItem(u"%1 — %2 [%3]: %4"_s.arg(
            due ? shownDate(*due) : tr("with the reply"), what, why.clause, text::messageText(why.what)));
        item->setToolTip(text::messageText(why.what));
        if (due && *due < today)
            item->setForeground(QColor(0xB0, 0x00, 0x20));
        addItem(item);
    };
    for (const ledger::Deadline& deadline : game->ledger.deadlines)
        addDated(deadline.due,
            text::deadlineTextWithoutClause(deadline.kind, text::interfaceLanguage()),
            ledger::explainDeadline(game->game, game->ledger, deadline));
    // A claim against me: my objection, as the desk's agenda has it (the ledger, suspended, has none).
    const std::optional<ledger::Color> mine = desk::colourOf(game->game, me);
    const auto objection = mine ? desk::objectionStep(game->game, game->ledger, *mine) : std::nullopt;
    if (objection)
        addDated(
            objection->due, text::agendaText(objection->what, text::interfaceLanguage()), objection->why);
    if (game->ledger.deadlines.empty() && !objection) {
        const std::optional<ledger::Claim>& claim = game->game.claim;
        const bool suspended = ledger::gameStatus(game->ledger) == ledger::GameStatus::Suspended;
        addItem(suspended && claim ? tr(
                    "No deadline runs: the game is suspended while the judge rules on the forfeit claim sent "
                    "%1 (II.6.6).")
                                         .arg(shownDate(claim->sent))
                                   : tr("No deadline."));
    }
}

} // namespace postmark::ui
