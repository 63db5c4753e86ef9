// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

    void setGame(const ledger::GameFile& game, const ledger::Ledger& ledger);
    void clearGame();

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
};

} // namespace postmark::ui
