// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/claimsmodel.h"

#include <QColor>

#include "core/rules/clauses.h"
#include "core/rules/ruleset.h"
#include "ui/tournament/judgelabels.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

const QColor HoldsColour(0xD8, 0xF0, 0xD8);
const QColor FailsColour(0xF8, 0xE0, 0xC8);

QString dateText(const std::optional<QDate>& date)
{
    return date ? shownDate(*date) : QString();
}

} // namespace

void ClaimsModel::setEvent(
    const tournament::Tournament& event, const tournament::JudgeRegisters& registers, const QDate& asOf)
{
    beginResetModel();
    m_event = event;
    m_registers = registers;
    m_asOf = asOf;
    m_assessments.clear();
    // Each claim assessed as of its decision (the cards then), or of the date shown while it is pending.
    for (const tournament::JudgeClaim& claim : registers.claims)
        m_assessments.append(tournament::assessClaim(event, claim, claim.decidedOn.value_or(asOf)));
    endResetModel();
}

std::optional<tournament::AppealWindow> ClaimsModel::appealWindowOf(const tournament::JudgeClaim& claim) const
{
    if (!claim.decidedOn)
        return std::nullopt;
    return tournament::claimAppealWindow(m_event, tournament::rulesOrSectionDefault(m_event), claim, m_asOf);
}

QString ClaimsModel::appealText(const tournament::JudgeClaim& claim) const
{
    if (claim.appealReceived)
        return claim.committeeRuledOn
            ? tr("the appeals committee ruled %1").arg(dateText(claim.committeeRuledOn))
            : tr("appealed %1: with the appeals committee").arg(dateText(claim.appealReceived));
    const std::optional<tournament::AppealWindow> window = appealWindowOf(claim);
    if (!window)
        return {};
    if (!window->receiptMissing.isEmpty())
        return tr("receipt of the decision not recorded: %1").arg(window->receiptMissing.join(u", "_s));
    return window->open ? dateText(window->closes) : tr("closed %1").arg(dateText(window->closes));
}

int ClaimsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_registers.claims.size());
}

int ClaimsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 7;
}

QVariant ClaimsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const tournament::JudgeClaim& claim = m_registers.claims[index.row()];
    const tournament::ClaimAssessment& assessment = m_assessments[index.row()];
    if (role == Qt::BackgroundRole)
        return assessment.holds ? HoldsColour : FailsColour;
    if (role != Qt::DisplayRole)
        return {};
    const auto nameOf = [this](const QString& id) {
        return m_event.players.value(m_event.playerIndex(id)).name;
    };
    switch (index.column()) {
    case 0:
        return numberedPairingLabel(m_event, claim.game);
    case 1:
        return nameOf(claim.claimant);
    case 2:
        return dateText(claim.sent);
    case 3:
        return !assessment.problems.isEmpty()
            ? tr("the game file cannot be computed")
            : QString((assessment.holds ? tr("overstep holds") : tr("no valid overstep")) + u" ["_s
                + assessment.why.clause + u"]"_s);
    case 4:
        return assessment.objectionDue ? dateText(assessment.objectionDue) : tr("notice receipt unknown");
    case 5:
        return claimDecisionLabel(claim.decision, tournament::rulesOrSectionDefault(m_event));
    case 6:
        return appealText(claim);
    default:
        return {};
    }
}

QVariant ClaimsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case 0:
        return tr("Game");
    case 1:
        return tr("Claimant");
    case 2:
        return tr("Sent");
    case 3:
        return tr("The cards show");
    case 4:
        return tr("Objection by");
    case 5:
        return tr("Decision");
    case 6:
        return tr("Appeal by%1")
            .arg(rules::citation(tournament::rulesOrSectionDefault(m_event), rules::Rule::AppealToCommittee));
    default:
        return {};
    }
}

} // namespace postmark::ui
