// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/tournament/adjudicationregister.h"
#include "core/tournament/claimsregister.h"
#include "core/tournament/tournament.h"

namespace postmark::ui {

// What the judge's window calls the core's states, in the interface's language, with the clause.
QString withdrawalLabel(tournament::WithdrawalDecision decision);
/// A team event's: a player who leaves without a substitute (IV.10.3).
QString teamWithdrawalLabel(tournament::WithdrawalDecision decision);
QString howLabel(tournament::ResultHow how);
QString claimDecisionLabel(tournament::ClaimDecision decision);
QString adjudicationStageLabel(tournament::AdjudicationStage stage);
QString tieBreakLabel(tournament::TieBreak tieBreak);

} // namespace postmark::ui
