// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/timepage.h"

#include <QHeaderView>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "core/desk/cardentry.h"
#include "core/desk/playeragenda.h"
#include "core/desk/timeusage.h"
#include "core/ledger/ledgerexplain.h"
#include "core/rules/clauses.h"
#include "ui/desk/deskgames.h"
#include "ui/desk/gamelistmodel.h"
#include "ui/desk/timechart.h"
#include "ui/text/claimcheckreport.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

TimePage::TimePage(QWidget* parent)
    : QWidget(parent)
    , m_chart(new TimeChart)
    , m_running(new QLabel)
    , m_penalties(new QLabel)
    , m_movesHeading(new QLabel)
    , m_moves(new QTableWidget(0, 6))
{
    m_chart->setObjectName(u"timeChart"_s);
    // Under the bars, the move in progress: whose, since when, whether its days run (a claim with the judge
    // stops them) — the bars alone left helper-26 asking whether the time still ran.
    m_running->setObjectName(u"runningTime"_s);
    m_running->setWordWrap(true);
    m_running->setTextFormat(Qt::PlainText);
    m_penalties->setObjectName(u"penalties"_s);
    m_penalties->setWordWrap(true);
    m_penalties->setTextFormat(Qt::PlainText);
    // Every move's days and where they come from, as a judge recomputes them from the cards: the bars alone
    // left helper-43 rebuilding 38 days from the Cards tab by hand.
    m_movesHeading->setObjectName(u"movesHeading"_s);
    m_movesHeading->setWordWrap(true);
    m_moves->setObjectName(u"moveDays"_s);
    m_moves->setAccessibleName(tr("Days of every move"));
    m_moves->setHorizontalHeaderLabels(
        {tr("Move"), tr("Side"), tr("Days"), tr("Penalty"), tr("Total"), tr("From the cards")});
    m_moves->verticalHeader()->hide();
    m_moves->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moves->setSelectionBehavior(QAbstractItemView::SelectRows);
    // The dates wrap in their column, as narrow as the game's panel is on a laptop.
    m_moves->setWordWrap(true);
    m_moves->horizontalHeader()->setStretchLastSection(true);
    // Its full height in the page, which scrolls as a whole: no scroll bar inside a scroll bar. The height
    // follows the rows, which follow the dates' column as it wraps (helper-46: rows of one line after another
    // game was chosen with the tab open, the page's last line cut off under a table taller than it said).
    m_moves->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_moves->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Any change of the table's width (the page's scroll bar coming, the panel's splitter) measures the rows
    // again, once the header has stretched the dates' column to it (helper-47 read «штемпель …» on the
    // partner's rows at the first showing).
    m_moves->viewport()->installEventFilter(this);
    // A game with many penalties has a long list: the page scrolls rather than clip it.
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(m_chart);
    layout->addWidget(m_running);
    layout->addWidget(m_movesHeading);
    layout->addWidget(m_moves);
    layout->addWidget(m_penalties);
    layout->addStretch();
    auto* scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    // Always there: the page nearly always scrolls, and a scroll bar coming and going changed the table's
    // width.
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* page = new QVBoxLayout(this);
    page->setContentsMargins(0, 0, 0, 0);
    page->addWidget(scroll);
}

void TimePage::setGame(const PostalGame* game, const desk::PlayerNames& me)
{
    if (!game) {
        m_chart->setUsage({}, {});
        m_running->clear();
        m_penalties->clear();
        m_movesHeading->clear();
        m_moves->setRowCount(0);
        fitMovesHeight();
        return;
    }
    const ledger::Ledger& ledger = game->ledger;
    const std::optional<ledger::Color> mine = desk::colourOf(game->game, me);
    const bool receiptNotEntered = mine && desk::receiptNotEntered(game->game, ledger, *mine);
    m_chart->setUsage(desk::timeUsage(ledger, ledger::Color::White),
        desk::timeUsage(ledger, ledger::Color::Black),
        mine,
        receiptNotEntered);
    if (ledger.running) {
        const ledger::Explanation why = ledger::explainRunning(game->game, ledger, *ledger.running);
        // On the owner's move the card waited for came, only its day is missing (a game imported without
        // dates): «not received yet» it would not be.
        // The days of a reply count from the receipt of the card it answers: that clause, when that day is
        // what is missing.
        m_running->setText(u"[%1] %2"_s.arg(
            receiptNotEntered ? rules::clause(ledger.rules, rules::Rule::ThinkingTime) : why.clause,
            receiptNotEntered
                ? tr("Your move %1: the partner's card is recorded without the day you received "
                     "it, from which its days count; none are counted until it is entered. "
                     "Ctrl+L opens the card to enter it.")
                      .arg(ledger.running->moveNumber)
                : text::sentence(text::messageText(why.what))));
    } else {
        m_running->setText(ledger.finished ? tr("The game is finished: no days run.") : QString());
    }
    showMoves(*game, mine);
    QStringList penalties;
    for (const ledger::PenaltyEntry& penalty : ledger.penalties) {
        const ledger::Explanation why = ledger::explainPenalty(game->game, ledger, penalty);
        penalties.append(tr("%1: %2 days [%3] %4")
                             .arg(TimeChart::sideName(penalty.player, mine))
                             .arg(penalty.days)
                             .arg(why.clause, text::messageText(why.what)));
    }
    m_penalties->setText(penalties.isEmpty() ? tr("No penalty days.") : penalties.join(u'\n'));
}

void TimePage::showMoves(const PostalGame& game, std::optional<ledger::Color> mine)
{
    const ledger::Ledger& ledger = game.ledger;
    m_movesHeading->setText(tr("Days of every move, from the day the card it answers came to the day its own "
                               "card went [%1]:")
                                .arg(rules::clause(ledger.rules, rules::Rule::ThinkingTime)));
    const QStringList moves = ledger::rowMoveTexts(game.game, ledger);
    m_moves->setRowCount(int(ledger.rows.size()));
    for (std::size_t i = 0; i < ledger.rows.size(); ++i) {
        const ledger::MoveRow& row = ledger.rows[i];
        const ledger::Explanation why = ledger::explainMoveRow(game.game, ledger, row);
        const QString number =
            row.player == ledger::Color::White ? u"%1."_s.arg(row.number) : u"%1..."_s.arg(row.number);
        const auto withClause = [&why](const QString& text) {
            return why.clause.isEmpty() ? text : u"[%1] %2"_s.arg(why.clause, text);
        };
        // On a laptop the cell says the dates and the cards, in two lines rather than three; what each date
        // rests on (a postmark, the date written) is in its tooltip, whole. The heading's clause is not said
        // again on every row; another (the start, II.4.5) is.
        const QString dates = text::moveRowDates(why.what, text::interfaceLanguage());
        const QStringList cells{
            row.move ? number + u' ' + moves[qsizetype(i)] : tr("%1 in progress").arg(number),
            // The move's number says the colour already (2. White's, 2... Black's).
            mine ? (row.player == *mine ? tr("you") : tr("partner")) : TimeChart::sideName(row.player, mine),
            GameListModel::totalText(row.days, row.open),
            QString::number(row.penalty),
            QString::number(row.total),
            why.clause == rules::clause(ledger.rules, rules::Rule::ThinkingTime) ? dates : withClause(dates)};
        for (int column = 0; column < int(cells.size()); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column >= 2 && column <= 4)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (column == 5)
                item->setToolTip(withClause(text::moveRowSources(why.what, text::interfaceLanguage())));
            m_moves->setItem(int(i), column, item);
        }
    }
    // All but the dates' column, which keeps the width left (sized to its text too, its rows measured one
    // line each until the next resize).
    for (int column = 0; column + 1 < m_moves->columnCount(); ++column)
        m_moves->resizeColumnToContents(column);
    // The dates' column takes the width the others left now, not at the header's next layout: the rows are
    // measured against it below.
    m_moves->horizontalHeader()->setStretchLastSection(false);
    m_moves->horizontalHeader()->setStretchLastSection(true);
    fitMovesHeight();
}

bool TimePage::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_moves->viewport() && event->type() == QEvent::Resize) {
        const auto* resized = static_cast<const QResizeEvent*>(event);
        if (resized->size().width() != resized->oldSize().width())
            QTimer::singleShot(0, this, &TimePage::fitMovesHeight);
    }
    return QWidget::eventFilter(watched, event);
}

void TimePage::fitMovesHeight()
{
    m_moves->resizeRowsToContents();
    int height = m_moves->horizontalHeader()->height() + 2 * m_moves->frameWidth();
    for (int row = 0; row < m_moves->rowCount(); ++row)
        height += m_moves->rowHeight(row);
    m_moves->setFixedHeight(height);
}

} // namespace postmark::ui
