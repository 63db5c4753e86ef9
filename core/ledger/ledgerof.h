// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>

#include "core/ledger/gamefile.h"
#include "core/ledger/inputproblem.h"
#include "core/ledger/ledger.h"
#include "core/support/message.h"

namespace postmark::ledger {

/// The ledger of a game as of `asOf` under the rule set it names, with its regulation's overrides: the one
/// way to get a game's ledger (rulesOf, then computeLedger). An unknown rule set or a bad override comes back
/// as one problem of the event, key "rules", like the ledger's own input problems.
LedgerResult ledgerOf(const GameFile& game, const QDate& asOf);

/// Whether `problem` is the one ledgerOf() reports for the rule set (its id or an override).
bool isRuleSetProblem(const InputProblem& problem);

/// A game that cannot be computed, as the games list, the agendas and the archive say why: a rule-set problem
/// by what is wrong alone, any other with where and key (problemMessage()).
Message refusalMessage(const InputProblem& problem);

} // namespace postmark::ledger
