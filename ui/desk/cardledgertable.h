// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QTableWidget>

#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"

namespace postmark::ui {

/// The cards of a game as the ledger resolved them: each card's send and receipt dates with the rule that
/// chose them in the tooltip (the evidence and the clause), conflicting evidence highlighted, and what the
/// ledger found on the card (penalties, transit, an unfounded query).
class CardLedgerTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit CardLedgerTable(QWidget* parent = nullptr);

    /// Shows `game`'s cards, the last one in view: the card a player looks for is the newest (a long game
    /// opened at its first card).
    /// `mine`: the owner's side, whose partner's card in the archive came even when no day of it is logged.
    void setGame(const ledger::GameFile& game,
        const ledger::Ledger& ledger,
        std::optional<ledger::Color> mine = std::nullopt);
    void clearGame();
    /// Selects card `row` and brings it into view (a correction shows the card it corrected).
    void showCard(int row);

    enum Column
    {
        CardColumn,
        FromColumn,
        MoveColumn,
        SentColumn,
        ReceivedColumn,
        RegisteredColumn,
        NotesColumn,
        ColumnCount
    };

protected:
    void focusInEvent(QFocusEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void updateGeometries() override;

private:
    /// The rows with notes as tall as their notes wrapped at the Notes column's width, the others one line.
    void fitNotedRows();

    /// The last card is to be in view once the table has its size (it is filled before it is laid out when
    /// its tab is first opened); until a card is chosen.
    bool m_lastCardInView = false;
    int m_notesFittedWidth = -1; ///< the Notes column's width the rows were last fitted at
};

} // namespace postmark::ui
