// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/rules/clauses.h"
#include "core/tournament/adjudicationregister.h"
#include "core/tournament/claimsregister.h"
#include "core/tournament/tournament.h"

namespace postmark::ui {

// What the judge's window calls the core's states, in the interface's language, with the clause of the
// event's section: an e-mail event's withdrawal is III.8.1, a team's IV.10.3, where a postal one's is II.8.1.
/// `label` followed by the clause of `rule` in the section of `rules`, where that section has one.
QString withClause(const QString& label, const rules::RuleSet& rules, rules::Rule rule);
QString withdrawalLabel(tournament::WithdrawalDecision decision, const rules::RuleSet& rules);
QString howLabel(tournament::ResultHow how, const rules::RuleSet& rules);
QString claimDecisionLabel(tournament::ClaimDecision decision, const rules::RuleSet& rules);
QString adjudicationStageLabel(tournament::AdjudicationStage stage, const rules::RuleSet& rules);
QString tieBreakLabel(tournament::TieBreak tieBreak);

/// A game of the event as the judge's lists name it: its number (the Games tab's) before "White – Black",
/// so that a judge with 105 games finds it by either.
QString numberedGameLabel(int number, const QString& whiteBlack);
/// The same for pairing `game` of `event` (its index): "57. Бойко Г.Т. – Гнатюк О.О.".
QString numberedPairingLabel(const tournament::Tournament& event, int game);

} // namespace postmark::ui
