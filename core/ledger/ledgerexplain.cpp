// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/ledgerexplain.h"

#include "core/support/isodate.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

QList<Explanation> explainCardWarnings(const GameFile& game, const Ledger& ledger, int card)
{
    return explainConflicts(game.cards[card], ledger.cardDates[std::size_t(card)])
        + ledger.cardWarnings[std::size_t(card)];
}

QString rowMoveText(const GameFile& game, const MoveRow& row)
{
    if (!row.move)
        return {};
    return chess::writeMove(row.before, *row.move, game.notation);
}

} // namespace postmark::ledger
