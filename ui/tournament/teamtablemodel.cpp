// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/teamtablemodel.h"

#include "core/tournament/crosstablemarks.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void TeamTableModel::setEvent(const tournament::TeamEvent& event)
{
    beginResetModel();
    m_event = event;
    m_table = tournament::computeTeamTable(event);
    endResetModel();
}

int TeamTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_table.standings.size());
}

int TeamTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : firstOpponentColumn() + int(m_event.teams.size()) + 6;
}

QVariant TeamTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == 2 ? QVariant() : QVariant(Qt::AlignCenter);
    if (role != Qt::DisplayRole)
        return {};
    const tournament::TeamStanding& standing = m_table.standings[index.row()];
    const int column = index.column();
    const int teams = int(m_event.teams.size());
    if (column == 0)
        return standing.rank ? QString::number(*standing.rank) + (standing.sharedRank ? u"="_s : QString())
                             : u"—"_s;
    if (column == 1)
        return standing.team + 1;
    if (column == 2)
        return m_event.teams[standing.team].name;
    if (column < firstOpponentColumn() + teams) {
        const int other = column - firstOpponentColumn();
        const tournament::TeamMeeting& meeting = m_table.meetings[standing.team][other];
        return other == standing.team ? u"*"_s
            : meeting.games == 0      ? QString()
                                      : tournament::scoreText(meeting.boardPoints, text::interfaceLanguage());
    }
    switch (column - firstOpponentColumn() - teams) {
    case 0:
        return tournament::scoreText(standing.boardPoints, text::interfaceLanguage());
    case 1:
        return tournament::hasFinishedMatch(m_table, standing.team)
            ? tournament::scoreText(standing.matchPoints, text::interfaceLanguage())
            : u"—"_s;
    case 2:
        return QString(tournament::signedScoreText(standing.plusMinus, text::interfaceLanguage()));
    case 3:
        return standing.percent;
    case 4:
        return standing.finishedGames;
    case 5:
        return standing.remainingGames;
    default:
        return {};
    }
}

QVariant TeamTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    const int teams = int(m_event.teams.size());
    if (section == 0)
        return tr("Rank");
    if (section == 1)
        return tr("No.");
    if (section == 2)
        return tr("Team");
    if (section < firstOpponentColumn() + teams)
        return section - firstOpponentColumn() + 1;
    switch (section - firstOpponentColumn() - teams) {
    case 0:
        return tr("Board pts");
    case 1:
        return tr("Match pts");
    case 2:
        return tr("+/−");
    case 3:
        return tr("%");
    case 4:
        return tr("Fin.");
    case 5:
        return tr("Left");
    default:
        return {};
    }
}

} // namespace postmark::ui
