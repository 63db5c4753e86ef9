// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/judgelabels.h"

#include <QCoreApplication>

#include "core/rules/clauses.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// The translation context of these labels.
class JudgeLabels
{
    Q_DECLARE_TR_FUNCTIONS(JudgeLabels)
};

} // namespace

QString withClause(const QString& label, const rules::RuleSet& rules, rules::Rule rule)
{
    return label + rules::citation(rules, rule);
}

QString withdrawalLabel(tournament::WithdrawalDecision decision, const rules::RuleSet& rules)
{
    // A team's player who leaves without a substitute (IV.10.3) is said so.
    const bool team = rules.section == u"IV";
    switch (decision) {
    case tournament::WithdrawalDecision::Loss:
        return withClause(team ? JudgeLabels::tr("left, no substitute: unfinished games lost")
                               : JudgeLabels::tr("withdrew: unfinished games lost"),
            rules,
            rules::Rule::Withdrawal);
    case tournament::WithdrawalDecision::Adjudicate:
        return withClause(team ? JudgeLabels::tr("left, no substitute: unfinished games adjudicated")
                               : JudgeLabels::tr("withdrew: unfinished games adjudicated"),
            rules,
            rules::Rule::Withdrawal);
    case tournament::WithdrawalDecision::Exclude:
        return withClause(
            JudgeLabels::tr("withdrew: unfinished games not counted"), rules, rules::Rule::Withdrawal);
    case tournament::WithdrawalDecision::ExcludeAll:
        // The server's rule (V.8.2) wherever it was recorded: no other section has it.
        return JudgeLabels::tr("withdrew: no game counted (V.8.2)");
    }
    return {};
}

QString howLabel(tournament::ResultHow how, const rules::RuleSet& rules)
{
    switch (how) {
    case tournament::ResultHow::Played:
    case tournament::ResultHow::Mate:
    case tournament::ResultHow::Resignation:
    case tournament::ResultHow::DrawAgreed:
    case tournament::ResultHow::DrawClaimed:
        return JudgeLabels::tr("played");
    case tournament::ResultHow::TimeForfeit:
        return withClause(JudgeLabels::tr("time forfeit"), rules, rules::Rule::OverstepLoss);
    case tournament::ResultHow::Adjudicated:
        return withClause(JudgeLabels::tr("adjudicated"), rules, rules::Rule::Adjudicator);
    case tournament::ResultHow::WithdrawalLoss:
        return withClause(JudgeLabels::tr("withdrawal"), rules, rules::Rule::Withdrawal);
    case tournament::ResultHow::InactivityLoss:
        // Two months by post, 40 days by e-mail and on a server (II.5.2, III.5.3, V.3.2).
        return withClause(rules.inactivityDays
                ? JudgeLabels::tr("%n day(s) without a move", nullptr, *rules.inactivityDays)
                : JudgeLabels::tr("%n month(s) without a move", nullptr, rules.inactivityMonths.value_or(2)),
            rules,
            rules::Rule::Inactivity);
    case tournament::ResultHow::NoRecord:
        return withClause(JudgeLabels::tr("no game record"), rules, rules::Rule::NoRecord);
    }
    return {};
}

QString claimDecisionLabel(tournament::ClaimDecision decision, const rules::RuleSet& rules)
{
    switch (decision) {
    case tournament::ClaimDecision::Pending:
        return withClause(JudgeLabels::tr("pending: game suspended"), rules, rules::Rule::Suspension);
    case tournament::ClaimDecision::Upheld:
        return withClause(JudgeLabels::tr("upheld"), rules, rules::Rule::OverstepLoss);
    case tournament::ClaimDecision::Rejected:
        return withClause(JudgeLabels::tr("rejected: play goes on"), rules, rules::Rule::ClaimRejected);
    }
    return {};
}

QString adjudicationStageLabel(tournament::AdjudicationStage stage, const rules::RuleSet& rules)
{
    switch (stage) {
    case tournament::AdjudicationStage::AwaitingPackets:
        return withClause(JudgeLabels::tr("awaiting the packets"), rules, rules::Rule::Adjudication);
    case tournament::AdjudicationStage::Agreed:
        return withClause(JudgeLabels::tr("equal assessments: ended without adjudication"),
            rules,
            rules::Rule::AssessmentsAgree);
    case tournament::AdjudicationStage::AwaitingDecision:
        return withClause(JudgeLabels::tr("awaiting the adjudicator"), rules, rules::Rule::Adjudicator);
    case tournament::AdjudicationStage::AppealWindow:
        return withClause(
            JudgeLabels::tr("adjudicated; appeal possible"), rules, rules::Rule::AdjudicationAppeal);
    case tournament::AdjudicationStage::Appealed:
        return withClause(
            JudgeLabels::tr("appealed: second adjudication"), rules, rules::Rule::SecondAdjudication);
    case tournament::AdjudicationStage::Final:
        return JudgeLabels::tr("final");
    }
    return {};
}

QString tieBreakLabel(tournament::TieBreak tieBreak)
{
    switch (tieBreak) {
    case tournament::TieBreak::Wins:
        return JudgeLabels::tr("number of wins");
    case tournament::TieBreak::SonnebornBerger:
        return JudgeLabels::tr("Sonneborn–Berger");
    case tournament::TieBreak::HeadToHead:
        return JudgeLabels::tr("head-to-head among the tied players");
    case tournament::TieBreak::Koya:
        return JudgeLabels::tr("Koya: points against the players on 50% or more");
    }
    return {};
}

QString numberedGameLabel(int number, const QString& whiteBlack)
{
    return JudgeLabels::tr("%1. %2").arg(QString::number(number), whiteBlack);
}

QString numberedPairingLabel(const tournament::Tournament& event, int game)
{
    const tournament::TournamentGame& pairing = event.games[game];
    return numberedGameLabel(
        game + 1, event.playerName(pairing.white) + u" – "_s + event.playerName(pairing.black));
}

} // namespace postmark::ui
