// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/ledgerexplain.h"

#include "core/rules/clauses.h"
#include "core/support/isodate.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

Explanation inSection(const rules::RuleSet& rules, Explanation dates)
{
    const QString own = rules::clause(rules, rules::Rule::CardDates);
    if (dates.clause.startsWith(u"II.2.2"_s) && own != u"II.2.2"_s && !own.isEmpty())
        dates.clause = own;
    return dates;
}

QList<Explanation> explainCardWarnings(const GameFile& game, const Ledger& ledger, int card)
{
    QList<Explanation> warnings;
    for (const Explanation& conflict :
        explainConflicts(game.cards[card], ledger.cardDates[std::size_t(card)]))
        warnings.append(inSection(ledger.rules, conflict));
    return warnings + ledger.cardWarnings[std::size_t(card)];
}

QString rowMoveText(const GameFile& game, const MoveRow& row)
{
    if (!row.move)
        return {};
    return chess::writeMove(row.before, *row.move, game.notation);
}

} // namespace postmark::ledger
