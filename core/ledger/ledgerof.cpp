// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/ledgerof.h"

namespace postmark::ledger {

namespace {

constexpr QStringView RulesKey = u"rules"; ///< the event's key that names the rule set

} // namespace

LedgerResult ledgerOf(const GameFile& game, const QDate& asOf)
{
    const Result<rules::RuleSet> rules = rulesOf(game);
    if (!rules) {
        LedgerResult refused;
        refused.problems.append({say(MessageCode::WhereEvent), RulesKey.toString(), rules.error().detail});
        return refused;
    }
    return computeLedger(game, *rules, asOf);
}

bool isRuleSetProblem(const InputProblem& problem)
{
    return problem.key == RulesKey && problem.where == say(MessageCode::WhereEvent);
}

Message refusalMessage(const InputProblem& problem)
{
    return isRuleSetProblem(problem) ? problem.what : problemMessage(problem);
}

} // namespace postmark::ledger
