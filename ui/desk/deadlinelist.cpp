// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/deadlinelist.h"

#include <algorithm>
#include <vector>

#include <QStyle>

#include "core/desk/playeragenda.h"
#include "core/ledger/carddates.h"
#include "core/ledger/gamestatus.h"
#include "core/ledger/ledgerexplain.h"
#include "ui/desk/agendatable.h"
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
    setTextElideMode(Qt::ElideNone);
    // Each deadline apart from the next: wrapped lines ran into one block.
    setSpacing(3);
    setAlternatingRowColors(true);
    setAccessibleName(tr("Deadlines of the game"));
}

void DeadlineList::setGame(const PostalGame* game, QDate today, const desk::PlayerNames& me)
{
    clear();
    if (!game)
        return;
    struct Entry
    {
        std::optional<QDate> due;
        QString text;
        QString why;
        bool partners = false; ///< the partner's step, not mine
    };
    std::vector<Entry> entries;
    const auto addDated = [&entries](std::optional<QDate> due,
                              const QString& what,
                              const ledger::Explanation& why,
                              bool partners = false) {
        entries.push_back({due,
            u"%1 — %2 [%3]: %4"_s.arg(
                due ? shownDate(*due) : tr("with the reply"), what, why.clause, text::messageText(why.what)),
            text::messageText(why.what),
            partners});
    };
    const std::optional<ledger::Color> mine = desk::colourOf(game->game, me);
    for (const ledger::Deadline& deadline : game->ledger.deadlines)
        addDated(deadline.due,
            text::deadlineTextWithoutClause(deadline.kind, text::interfaceLanguage()),
            ledger::explainDeadline(game->game, game->ledger, deadline),
            mine && deadline.player != *mine);
    // And the desk's own steps: my objection to a claim against me (the ledger, suspended, has none), the
    // last day of my reply within my time.
    for (const auto& step : {mine ? desk::objectionStep(game->game, game->ledger, *mine) : std::nullopt,
             mine ? desk::timeLimitStep(game->game, game->ledger, *mine) : std::nullopt}) {
        if (step)
            addDated(step->due, text::agendaText(step->what, text::interfaceLanguage()), step->why);
    }
    // What is overdue first, then what goes with the reply (a claim to make now), then the dates to come:
    // the list came in the ledger's order, a claim to make now under deadlines two years away.
    const auto rank = [today](const Entry& entry) {
        return !entry.due ? 1 : *entry.due < today ? 0 : 2;
    };
    std::stable_sort(entries.begin(), entries.end(), [&rank](const Entry& left, const Entry& right) {
        if (rank(left) != rank(right))
            return rank(left) < rank(right);
        return left.due && right.due && *left.due < *right.due;
    });
    // The last card's dates missing (a game imported from its moves alone): the deadlines the post's dates
    // give cannot be counted, said first — «No deadline», or the event's adjudication alone, read as nothing
    // else due (helper-42).
    const ledger::Ledger& ledger = game->ledger;
    const bool suspended = ledger::gameStatus(ledger) == ledger::GameStatus::Suspended;
    const bool undated = !ledger.finished && !suspended && !game->game.cards.isEmpty()
        && (!ledger.cardDates.back().sent || ledger::postUndated(game->game.cards.back()));
    if (undated)
        addItem(tr(
            "No deadline of the post can be counted yet: the dates of the last cards are missing (II.2.2 "
            "¶6). Ctrl+L enters the partner's card; a double-click on your own in the Cards tab enters its "
            "date."));
    for (const Entry& entry : entries) {
        auto* item = new QListWidgetItem(entry.text);
        item->setToolTip(entry.why);
        // Red is for my steps overdue; the partner's are in the agenda's grey (helper-46 read the partner's
        // overdue repeat, red, as what was still wrong after his own repeat went).
        if (entry.partners)
            item->setForeground(AgendaTable::PartnersStep);
        else if (entry.due && *entry.due < today)
            item->setForeground(QColor(0xB0, 0x00, 0x20));
        addItem(item);
    }
    if (entries.empty() && !undated) {
        const std::optional<ledger::Claim>& claim = game->game.claim;
        addItem(suspended && claim ? tr(
                    "No deadline runs: the game is suspended while the judge rules on the forfeit claim sent "
                    "%1 (II.6.6).")
                                         .arg(shownDate(claim->sent))
                                   : tr("No deadline."));
    }
    fitRows();
}

void DeadlineList::fitRows()
{
    // Each deadline as tall as its lines wrapped at the width the list has now: the view's own measure,
    // taken at another width, cut a line to «протягом 14 ...» over a blank gap (helper-48).
    const int margin = style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1;
    const int width = viewport()->width() - 2 * spacing() - 2 * margin;
    if (width <= 0)
        return;
    for (int row = 0; row < count(); ++row) {
        QListWidgetItem* each = item(row);
        const QRect needed =
            fontMetrics().boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, each->text());
        each->setSizeHint(QSize(width, needed.height() + 2 * margin));
    }
}

void DeadlineList::resizeEvent(QResizeEvent* event)
{
    QListWidget::resizeEvent(event);
    fitRows();
}

} // namespace postmark::ui
