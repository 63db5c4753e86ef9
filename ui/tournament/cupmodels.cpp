// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/cupmodels.h"

#include <QColor>

#include "core/documents/cupdocuments.h"
#include "core/tournament/crosstablemarks.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

const QColor OverdueColour(0xb0, 0x00, 0x20);

} // namespace

void CupGroupsModel::setOverview(const tournament::CupOverview& overview)
{
    beginResetModel();
    m_groups = overview.groups;
    endResetModel();
}

int CupGroupsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_groups.size());
}

int CupGroupsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CupGroupsModel::data(const QModelIndex& index, int role) const
{
    if (role != Qt::DisplayRole || !index.isValid())
        return {};
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
        if (group.games > 0 && group.gamesCounted == group.games)
            return tr("finished");
        QString state = tr("in play: %1 of %n game(s) counted", nullptr, group.games).arg(group.gamesCounted);
        if (group.openClaims > 0)
            state += u"; "_s + tr("%n claim(s) to decide", nullptr, group.openClaims);
        return state;
    }
    case LeaderColumn: {
        QStringList leaders;
        for (const tournament::Standing& standing : group.table.standings) {
            if (standing.rank != 1)
                break;
            leaders.append(tr("%1 (%2)").arg(
                group.event.players[standing.player].name, tournament::scoreText(standing.points)));
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

void CupAgendaModel::setOverview(const tournament::CupOverview& overview, bool playersSteps)
{
    beginResetModel();
    m_items.clear();
    m_groups.clear();
    m_hidden = 0;
    for (const tournament::CupGroupState& group : overview.groups)
        m_groups.append(group.group);
    for (const tournament::CupAgendaItem& item : overview.agenda) {
        if (item.judgesStep || playersSteps)
            m_items.append(item);
        else
            ++m_hidden;
    }
    endResetModel();
}

int CupAgendaModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int CupAgendaModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CupAgendaModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const tournament::AgendaItem& item = m_items[index.row()].item;
    if (role == Qt::ForegroundRole)
        return item.overdue ? QVariant(OverdueColour) : QVariant();
    if (role == Qt::ToolTipRole)
        return text::messageText(item.why.what); // the whole explanation, however narrow the column
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case DueColumn:
        return item.due ? shownDate(*item.due) : tr("no date yet");
    case GroupColumn:
        return documents::cupGroupName(m_groups.value(m_items[index.row()].group), text::interfaceLanguage());
    case GameColumn:
        return item.game;
    case WhoseColumn:
        return item.player == u"judge"            ? tr("judge")
            : item.player == u"appeals committee" ? tr("appeals committee")
                                                  : item.player;
    case ClauseColumn:
        return item.why.clause;
    case WhatColumn:
        return text::messageText(item.why.what);
    default:
        return {};
    }
}

QVariant CupAgendaModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case DueColumn:
        return tr("Due");
    case GroupColumn:
        return tr("Group");
    case GameColumn:
        return tr("Game");
    case WhoseColumn:
        return tr("Whose step");
    case ClauseColumn:
        return tr("Clause");
    case WhatColumn:
        return tr("Why");
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
