// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/ledgerof.h"

namespace postmark::ledger {

namespace {

constexpr QStringView RulesKey = u"rules"; ///< the event's key that names the rule set
constexpr QStringView OverridesKey = u"overrides"; ///< the event's key that changes its parameters

} // namespace

LedgerResult ledgerOf(const GameFile& game, const QDate& asOf)
{
    const Result<rules::RuleSet> rules = rulesOf(game);
    if (!rules) {
        LedgerResult refused;
        // The key at fault: the rule set's name, or the override of one of its parameters.
        const QStringView key = rules.error().code == ErrorCode::UnknownRuleSet ? RulesKey : OverridesKey;
        refused.problems.append({say(MessageCode::WhereEvent), key.toString(), rules.error().detail});
        return refused;
    }
    return computeLedger(game, *rules, asOf);
}

bool isRuleSetProblem(const InputProblem& problem)
{
    return (problem.key == RulesKey || problem.key == OverridesKey)
        && problem.where == say(MessageCode::WhereEvent);
}

Message refusalMessage(const InputProblem& problem)
{
    return isRuleSetProblem(problem) ? problem.what : problemMessage(problem);
}

} // namespace postmark::ledger
