// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/claimcheck.h"

#include <QJsonArray>

#include "core/ledger/ledgerexplain.h"
#include "core/rules/clauses.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

ClaimCheck checkClaim(const GameFile& game, const Ledger& ledger)
{
    ClaimCheck check;
    check.alreadyClaimed = game.claim.has_value();
    check.overstepClause = rules::clause(ledger.rules, rules::Rule::Overstep);
    check.calculationClause = rules::clause(ledger.rules, rules::Rule::ClaimEvidence);
    check.suspensionClause = rules::clause(ledger.rules, rules::Rule::Suspension);
    if (!ledger.overstep)
        return check;
    const Overstep& over = *ledger.overstep;
    check.overstep = over;
    check.overstepWhy = explainOverstep(ledger, over);
    check.controlMove = controlMoveOf(ledger.rules, over.move);

    std::array<int, 2> made{};
    for (const MoveRow& row : ledger.rows) {
        if (row.move)
            ++made[static_cast<int>(row.player)];
    }
    const Color claimant = opposite(over.player);
    check.windowOpen = claimWindowOpen(over.player,
        check.controlMove,
        made[static_cast<int>(over.player)],
        made[static_cast<int>(claimant)]);
    check.windowWhy = {rules::clause(ledger.rules, rules::Rule::ClaimWindow),
        say(check.windowOpen ? MessageCode::ClaimWindowOpen : MessageCode::ClaimTooLate,
            colorWord(claimant),
            colorWord(over.player),
            check.controlMove)};

    for (const MoveRow& row : ledger.rows) {
        if (row.player != over.player)
            continue;
        check.offenderMoves.push_back(row);
        check.offenderWhy.push_back(explainMoveRow(game, ledger, row));
    }
    return check;
}

} // namespace postmark::ledger
