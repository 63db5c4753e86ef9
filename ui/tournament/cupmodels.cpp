// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/cupmodels.h"

#include <algorithm>

#include "core/documents/cupdocuments.h"
#include "core/tournament/crosstablemarks.h"
#include "ui/desk/personname.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/judgelabels.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void CupGroupsModel::setOverview(
    const tournament::CupOverview& overview, const tournament::CupRegulation& regulation)
{
    beginResetModel();
    m_groups = overview.groups;
    m_regulation = regulation;
    const bool finalPlays =
        std::any_of(m_groups.begin(), m_groups.end(), [](const tournament::CupGroupState& group) {
            return group.group.stage == tournament::CupStage::Final;
        });
    m_finalEntrants = finalPlays ? std::nullopt : std::optional(int(overview.final.entrants.size()));
    endResetModel();
}

int CupGroupsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_groups.size()) + (m_finalEntrants ? 1 : 0);
}

QVariant CupGroupsModel::finalBeingFormed(int column) const
{
    switch (column) {
    case GroupColumn:
        return documents::cupGroupName(
            tournament::CupGroup{0, tournament::CupStage::Final, 0}, text::interfaceLanguage());
    case TournamentColumn:
        return tr("being formed: see the Final tab");
    case PlayersColumn:
        return *m_finalEntrants;
    case StateColumn:
        return tr("%n player(s) on the entry list; the final has %1 to %2", nullptr, *m_finalEntrants)
            .arg(m_regulation.finalMinimum)
            .arg(m_regulation.finalMaximum);
    default:
        return {};
    }
}

int CupGroupsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CupGroupsModel::data(const QModelIndex& index, int role) const
{
    if (role != Qt::DisplayRole || !index.isValid())
        return {};
    if (index.row() >= m_groups.size())
        return finalBeingFormed(index.column());
    const tournament::CupGroupState& group = m_groups[index.row()];
    switch (index.column()) {
    case GroupColumn:
        return documents::cupGroupName(group.group, text::interfaceLanguage());
    case TournamentColumn:
        return group.event.index.isEmpty() ? group.event.name
                                           : tr("%1 (%2)").arg(group.event.name, group.event.index);
    case PlayersColumn:
        return int(group.event.players.size());
    case StateColumn: {
        if (group.games > 0 && group.gamesFinished + group.gamesCancelled == group.games)
            return tr("finished");
        QString state =
            tr("in play: %1 of %n game(s) finished", nullptr, group.games).arg(group.gamesFinished);
        if (group.gamesNotCounted > 0)
            state += tr(" (%n of them not counted: withdrawal, II.8.1)", nullptr, group.gamesNotCounted);
        // Every game in one of the states, so that the counts add up to the group's games (helper-75 could
        // not tell the games in play from those awaiting a text).
        if (group.gamesInPlay > 0)
            state += tr(", %n in play", nullptr, group.gamesInPlay);
        if (group.gamesAwaitingRecord > 0)
            state += tr(", %n awaiting the game's record or text (II.9.1, II.8.2)",
                nullptr,
                group.gamesAwaitingRecord);
        if (group.gamesAwaitingAdjudication > 0)
            state += tr(
                ", %n awaiting adjudication (withdrawal, II.8.1)", nullptr, group.gamesAwaitingAdjudication);
        if (group.gamesCancelled > 0)
            state += tr(", %n annulled (V.8.1)", nullptr, group.gamesCancelled);
        const rules::RuleSet rules = tournament::rulesOrSectionDefault(group.event);
        for (const tournament::Withdrawal& withdrawal : group.event.withdrawals)
            state += u"; "_s
                + tr("%1, %2 — %3")
                      .arg(group.event.players.value(group.event.playerIndex(withdrawal.player)).name,
                          shownDate(withdrawal.date),
                          withdrawalLabel(withdrawal.decision, rules));
        if (group.openClaims > 0)
            state += u"; "_s + tr("%n claim(s) to decide", nullptr, group.openClaims);
        return state;
    }
    case LeaderColumn: {
        QStringList leaders;
        for (const tournament::Standing& standing : group.table.standings) {
            // Nobody leads a group with no game scored (helper-62 saw a new final's ten players all listed).
            if (standing.rank != 1 || !standing.placed)
                break;
            // One way for every group, as the desk lists partners: a group's file may write the name
            // whole or with initials (helper-28 read «Дорошенко А.В.» beside «Савченко Леонід
            // Костянтинович»).
            leaders.append(tr("%1 (%2)").arg(shortPersonName(group.event.players[standing.player].name),
                tournament::scoreText(standing.points, text::interfaceLanguage())));
        }
        return leaders.join(u", "_s);
    }
    default:
        return {};
    }
}

QVariant CupGroupsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case GroupColumn:
        return tr("Group");
    case TournamentColumn:
        return tr("Tournament");
    case PlayersColumn:
        return tr("Players");
    case StateColumn:
        return tr("State");
    case LeaderColumn:
        return tr("Leading");
    default:
        return {};
    }
}

void FinalEntriesModel::setEntries(const tournament::FinalEntryList& list)
{
    beginResetModel();
    m_list = list;
    endResetModel();
}

int FinalEntriesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_list.entrants.size());
}

int FinalEntriesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FinalEntriesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const tournament::FinalEntrant& entrant = m_list.entrants[index.row()];
    switch (index.column()) {
    case NumberColumn:
        return index.row() + 1;
    case PlayerColumn:
        return entrant.player;
    case ReasonColumn:
        return documents::entrantReason(entrant, text::interfaceLanguage());
    default:
        return {};
    }
}

QVariant FinalEntriesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case NumberColumn:
        return tr("No.");
    case PlayerColumn:
        return tr("Player");
    case ReasonColumn:
        return tr("Why on the list");
    default:
        return {};
    }
}

} // namespace postmark::ui
