// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/adjudicationsmodel.h"

#include "core/rules/ruleset.h"
#include "core/tournament/crosstablemarks.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/judgelabels.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void AdjudicationsModel::setEvent(
    const tournament::Tournament& event, const tournament::JudgeRegisters& registers, const QDate& asOf)
{
    beginResetModel();
    m_event = event;
    m_asOf = asOf;
    m_rows.clear();
    for (int g = 0; g < int(event.games.size()); ++g) {
        const auto registered = std::find_if(registers.adjudications.begin(),
            registers.adjudications.end(),
            [g](const auto& each) { return each.game == g; });
        if (registered != registers.adjudications.end()) {
            m_rows.append(*registered);
        } else if (tournament::needsAdjudication(event, g, asOf)) {
            tournament::Adjudication fresh;
            fresh.game = g;
            m_rows.append(fresh);
        }
    }
    endResetModel();
}

int AdjudicationsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AdjudicationsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 6;
}

QVariant AdjudicationsModel::data(const QModelIndex& index, int role) const
{
    // A long reason is cut to its column: the tooltip says it whole (helper-31 could read it only in the
    // form).
    if (index.isValid() && role == Qt::ToolTipRole)
        return data(index, Qt::DisplayRole);
    if (!index.isValid() || role != Qt::DisplayRole)
        return {};
    const tournament::Adjudication& adjudication = m_rows[index.row()];
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(m_event);
    const tournament::AdjudicationState state =
        tournament::adjudicationState(m_event, rules, adjudication, m_asOf);
    const auto dateOf = [](const std::optional<QDate>& date) {
        return date ? shownDate(*date) : QString();
    };
    switch (index.column()) {
    case 0:
        return numberedPairingLabel(m_event, adjudication.game);
    case 1:
        // With the day the stage runs to: the «why» beside it is cut to its column, and the day with it
        // (helper-75).
        if (state.stage == tournament::AdjudicationStage::AwaitingPackets && state.packetsDue.isValid())
            return tr("%1, by %2")
                .arg(adjudicationStageLabel(state.stage, rules), shownDate(state.packetsDue));
        if (state.stage == tournament::AdjudicationStage::AppealWindow && state.appealDue)
            return tr("%1, by %2")
                .arg(adjudicationStageLabel(state.stage, rules), shownDate(*state.appealDue));
        return adjudicationStageLabel(state.stage, rules);
    case 2:
        return dateOf(adjudication.whitePacket);
    case 3:
        return dateOf(adjudication.blackPacket);
    case 4:
        return state.result ? tournament::resultMark(*state.result) : QString();
    case 5:
        return u"[%1] %2"_s.arg(state.why.clause, text::messageText(state.why.what));
    default:
        return {};
    }
}

QVariant AdjudicationsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case 0:
        return tr("Game");
    case 1:
        return tr("Stage");
    case 2:
        return tr("White's packet");
    case 3:
        return tr("Black's packet");
    case 4:
        return tr("Result");
    case 5:
        return tr("Why");
    default:
        return {};
    }
}

} // namespace postmark::ui
