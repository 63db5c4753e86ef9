// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/judgelabels.h"

#include <QCoreApplication>

namespace postmark::ui {

namespace {

/// The translation context of these labels.
class JudgeLabels
{
    Q_DECLARE_TR_FUNCTIONS(JudgeLabels)
};

} // namespace

QString withdrawalLabel(tournament::WithdrawalDecision decision)
{
    switch (decision) {
    case tournament::WithdrawalDecision::Loss:
        return JudgeLabels::tr("withdrew: unfinished games lost (II.8.1)");
    case tournament::WithdrawalDecision::Adjudicate:
        return JudgeLabels::tr("withdrew: unfinished games adjudicated (II.8.1)");
    case tournament::WithdrawalDecision::Exclude:
        return JudgeLabels::tr("withdrew: unfinished games not counted (II.8.1)");
    case tournament::WithdrawalDecision::ExcludeAll:
        return JudgeLabels::tr("withdrew: no game counted (V.8.2)");
    }
    return {};
}

QString teamWithdrawalLabel(tournament::WithdrawalDecision decision)
{
    switch (decision) {
    case tournament::WithdrawalDecision::Loss:
        return JudgeLabels::tr("left, no substitute: unfinished games lost (IV.10.3)");
    case tournament::WithdrawalDecision::Adjudicate:
        return JudgeLabels::tr("left, no substitute: unfinished games adjudicated (IV.10.3)");
    case tournament::WithdrawalDecision::Exclude:
    case tournament::WithdrawalDecision::ExcludeAll:
        break; // not section IV's: said as recorded
    }
    return withdrawalLabel(decision);
}

QString howLabel(tournament::ResultHow how)
{
    switch (how) {
    case tournament::ResultHow::Played:
    case tournament::ResultHow::Mate:
    case tournament::ResultHow::Resignation:
    case tournament::ResultHow::DrawAgreed:
    case tournament::ResultHow::DrawClaimed:
        return JudgeLabels::tr("played");
    case tournament::ResultHow::TimeForfeit:
        return JudgeLabels::tr("time forfeit (II.6.5)");
    case tournament::ResultHow::Adjudicated:
        return JudgeLabels::tr("adjudicated (II.9)");
    case tournament::ResultHow::WithdrawalLoss:
        return JudgeLabels::tr("withdrawal (II.8.1)");
    case tournament::ResultHow::InactivityLoss:
        return JudgeLabels::tr("two months without a move (II.5.2)");
    case tournament::ResultHow::NoRecord:
        return JudgeLabels::tr("no game record (II.9.3)");
    }
    return {};
}

QString claimDecisionLabel(tournament::ClaimDecision decision)
{
    switch (decision) {
    case tournament::ClaimDecision::Pending:
        return JudgeLabels::tr("pending: game suspended (II.6.6)");
    case tournament::ClaimDecision::Upheld:
        return JudgeLabels::tr("upheld (II.6.5)");
    case tournament::ClaimDecision::Rejected:
        return JudgeLabels::tr("rejected: play goes on (II.6.7)");
    }
    return {};
}

QString adjudicationStageLabel(tournament::AdjudicationStage stage)
{
    switch (stage) {
    case tournament::AdjudicationStage::AwaitingPackets:
        return JudgeLabels::tr("awaiting the packets (II.9.5)");
    case tournament::AdjudicationStage::Agreed:
        return JudgeLabels::tr("equal assessments: ended without adjudication (II.9.6)");
    case tournament::AdjudicationStage::AwaitingDecision:
        return JudgeLabels::tr("awaiting the adjudicator (II.9.7)");
    case tournament::AdjudicationStage::AppealWindow:
        return JudgeLabels::tr("adjudicated; appeal possible (II.9.10)");
    case tournament::AdjudicationStage::Appealed:
        return JudgeLabels::tr("appealed: second adjudication (II.9.11)");
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

} // namespace postmark::ui
