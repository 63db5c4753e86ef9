// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/cardledgertable.h"

#include <algorithm>

#include <QFocusEvent>
#include <QHeaderView>
#include <QLocale>
#include <QScrollBar>

#include "core/desk/cardentry.h"
#include "core/ledger/carddates.h"
#include "core/ledger/ledgerexplain.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

const QColor ConflictBackground(0xFF, 0xE0, 0xB2);

QString explained(const ledger::Explanation& why)
{
    return why.clause.isEmpty() ? text::messageText(why.what)
                                : u"[%1] %2"_s.arg(why.clause, text::messageText(why.what));
}

QTableWidgetItem* cell(const QString& text, const QString& tip = {})
{
    auto* item = new QTableWidgetItem(text);
    item->setToolTip(tip.isEmpty() ? text : tip);
    return item;
}

} // namespace

CardLedgerTable::CardLedgerTable(QWidget* parent)
    : QTableWidget(0, ColumnCount, parent)
{
    setHorizontalHeaderLabels(
        {tr("Card"), tr("From"), tr("Move"), tr("Sent"), tr("Received"), tr("Registered"), tr("Notes")});
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    // One card at a time: the one the keys are on, or the one double-clicked to be corrected.
    setSelectionMode(QAbstractItemView::SingleSelection);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    // The card's name says whose it is (Б12 White's, Ч11 Black's in Ukrainian, w12 and b11 in English; its
    // tooltip names the sender): the From column would only take the width the dates need beside the board on
    // a laptop.
    setColumnHidden(FromColumn, true);
    // A card chosen (a click, the keys) is the player's: the table no longer keeps the last one in view.
    connect(this, &QTableWidget::currentCellChanged, this, [this] { m_lastCardInView = false; });
    // Nor the Registered column: a registered card's send date carries ✉, its receipt in the date's tooltip
    // (a walk at 1366 pixels could not read the received dates for it).
    setColumnHidden(RegisteredColumn, true);
    setAccessibleName(tr("Cards of the game"));
    // A card's notes wrap in their cell, each on a line of its own, the row as tall as they need: cut to
    // one line, why a date was not the one written could be read only in a tooltip, which the keys never
    // reach (helper-24).
    setWordWrap(true);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column) {
        if (column == NotesColumn && columnWidth(NotesColumn) != m_notesFittedWidth)
            fitNotedRows();
    });
}

void CardLedgerTable::updateGeometries()
{
    QTableWidget::updateGeometries();
    // The Notes column, stretched, narrows when the rows grown for their notes bring the scroll bar in: its
    // rows fitted again at the width they are shown at (helper-26 read «…Білі, ...» at a penalty's end).
    if (columnWidth(NotesColumn) != m_notesFittedWidth)
        fitNotedRows();
}

void CardLedgerTable::fitNotedRows()
{
    // Measured at the Notes column's width by the delegate that draws them: QTableView's own measure of a
    // row leaves out the columns outside the viewport, and the table filled before it was first laid out
    // (the tab opened on a game) kept its long notes cut (helper-26).
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    option.features |= QStyleOptionViewItem::WrapText;
    m_notesFittedWidth = columnWidth(NotesColumn);
    const int oneLine = verticalHeader()->defaultSectionSize();
    option.rect = QRect(0, 0, columnWidth(NotesColumn), oneLine); // a valid rectangle: the style wraps in it
    for (int row = 0; row < rowCount(); ++row) {
        const QTableWidgetItem* notes = item(row, NotesColumn);
        // A row of the game shown before was as tall as its notes: one line where this one has none.
        const int height = notes && !notes->text().isEmpty()
            ? itemDelegate()->sizeHint(option, indexFromItem(notes)).height() + (showGrid() ? 1 : 0)
            : 0;
        setRowHeight(row, std::max(oneLine, height));
    }
    if (m_lastCardInView)
        scrollToBottom();
}

void CardLedgerTable::clearGame()
{
    setRowCount(0);
}

void CardLedgerTable::setGame(
    const ledger::GameFile& game, const ledger::Ledger& ledger, std::optional<ledger::Color> mine)
{
    // The partner's card my move answers, in the archive with nothing of its post logged (a game imported
    // from its moves alone): it came, on a day not entered.
    const int cameOnADayNotEntered =
        mine && desk::receiptNotEntered(game, ledger, *mine) ? ledger.running->answering : -1;
    setRowCount(static_cast<int>(game.cards.size()));
    for (int i = 0; i < static_cast<int>(game.cards.size()); ++i) {
        const ledger::Card& card = game.cards[i];
        const ledger::CardDates& dates = ledger.cardDates[static_cast<std::size_t>(i)];
        // A repeat carries the move it repeats (II.5.1): its name beside says it is a repeat already.
        const ledger::Card* repeated =
            card.kind == ledger::CardKind::Repeat ? game.card(card.repeats) : nullptr;
        const QString what = card.kind == ledger::CardKind::Repeat
            ? (repeated && repeated->move ? *repeated->move
                                          : tr("repeat of %1").arg(text::cardName(card.repeats)))
            : card.kind == ledger::CardKind::Query ? tr("query about %1").arg(text::cardName(card.about))
            : card.move                            ? *card.move
                                                   : tr("no move");
        setItem(i,
            CardColumn,
            cell(text::cardName(card.id),
                tr("from %1 (%2)")
                    .arg(card.from == ledger::Color::White ? tr("White") : tr("Black"),
                        game.player(card.from).name)));
        setItem(i, FromColumn, cell(card.from == ledger::Color::White ? tr("White") : tr("Black")));
        setItem(i, MoveColumn, cell(what));
        const QString registered = card.registered
            ? (card.receipt ? tr("Registered, receipt %1.").arg(card.receipt->number) : tr("Registered."))
            : QString();
        setItem(i,
            SentColumn,
            cell((dates.sent ? shownShortDate(*dates.sent) : tr("unknown"))
                    + (card.registered ? u" ✉"_s : QString()),
                explained(ledger::inSection(ledger.rules, ledger::explainSent(card, dates)))
                    + (registered.isEmpty() ? QString() : u"\n"_s + registered)));
        // A card the other side answered came, whatever its dates say: on a day not known, not «not received»
        // (a game imported from its moves alone read «not received» on every card).
        const int answer = ledger::answeringCard(game, i);
        setItem(i,
            ReceivedColumn,
            dates.received    ? cell(shownShortDate(*dates.received),
                explained(ledger::inSection(ledger.rules, ledger::explainReceived(card, dates))))
                : answer >= 0 ? cell(tr("unknown"),
                      tr("Card %1 answers it, so it came; the day it came is not known (II.3.7).")
                          .arg(text::cardName(game.cards[answer].id)))
                : i == cameOnADayNotEntered
                ? cell(tr("unknown"),
                    tr("Its move is on your board, so it came; the day it came is not entered, and your "
                       "reply's days count from it (II.4.4). Ctrl+L opens the card to enter it."))
                : cell(tr("not received"),
                    explained(ledger::inSection(ledger.rules, ledger::explainReceived(card, dates)))));
        setItem(i,
            RegisteredColumn,
            cell(card.registered
                    ? (card.receipt ? tr("yes, receipt %1").arg(card.receipt->number) : tr("yes"))
                    : QString()));
        QStringList notes;
        for (const ledger::PenaltyEntry& penalty : ledger.penalties) {
            if (penalty.card == i)
                notes.append(explained(ledger::explainPenalty(game, ledger, penalty)));
        }
        // The conflicts in the card's dates, then what the ledger found (explainCardWarnings has both).
        const bool conflicts = !dates.conflicts.empty();
        for (const ledger::Explanation& warning : ledger::explainCardWarnings(game, ledger, i))
            notes.append(explained(warning));
        setItem(i, NotesColumn, cell(notes.join(u'\n')));
        if (conflicts) {
            for (int c = 0; c < ColumnCount; ++c)
                item(i, c)->setBackground(ConflictBackground);
        }
    }
    fitColumnsToContents(*this);
    fitNotedRows();
    // From the card's number on the left: scrolled right in a game before, the next hid the numbers.
    horizontalScrollBar()->setValue(0);
    // No card chosen: the keys come in at the newest (focusInEvent), chosen in view. The row chosen in the
    // game before stood as an outline only, on a card of another number (helper-24).
    // Nor chosen: a row kept chosen from that game stood highlighted beside the newest card the keys chose
    // in this one (a walk on X: Ctrl+2, Ctrl+3, another game, Ctrl+2).
    clearSelection();
    // With the keys in the table already, they are at the newest card: a tab brought forward takes the focus
    // before it is filled (Ctrl+2 from the Time tab), and the keys stood on no card, or on one of the game
    // before.
    if (hasFocus() && rowCount() > 0)
        setCurrentCell(rowCount() - 1, 0, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    else
        setCurrentCell(-1, -1);
    m_lastCardInView = true;
    scrollToBottom();
}

void CardLedgerTable::showCard(int row)
{
    m_lastCardInView = false;
    selectRow(row);
    scrollToItem(item(row, 0), QAbstractItemView::PositionAtCenter);
}

void CardLedgerTable::focusInEvent(QFocusEvent* event)
{
    // The keys start at the newest card, the one in view: Qt's own start, the first card, scrolled a long
    // game's table to its top (Ctrl+2 or Tab into the table).
    if (!currentIndex().isValid() && rowCount() > 0 && event->reason() != Qt::MouseFocusReason)
        setCurrentCell(rowCount() - 1, 0, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTableWidget::focusInEvent(event);
}

void CardLedgerTable::resizeEvent(QResizeEvent* event)
{
    QTableWidget::resizeEvent(event);
    if (m_lastCardInView)
        scrollToBottom();
}

} // namespace postmark::ui
