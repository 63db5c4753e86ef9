// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/entrantsmodel.h"

#include "ui/tournament/judgelabels.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void EntrantsModel::setEvent(const tournament::Tournament& event)
{
    beginResetModel();
    m_event = event;
    endResetModel();
}

int EntrantsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_event.players.size());
}

int EntrantsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EntrantsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || role != Qt::DisplayRole)
        return {};
    const tournament::Player& player = m_event.players[index.row()];
    switch (index.column()) {
    case NumberColumn:
        return index.row() + 1;
    case PlayerColumn:
        return player.name;
    case RatingColumn:
        return player.rating ? QString::number(*player.rating) : QString();
    case AddressColumn:
        return player.address;
    case WithdrawalColumn:
        for (const tournament::Withdrawal& each : m_event.withdrawals) {
            if (each.player == player.id)
                return QString(shownDate(each.date) + u", "_s
                    + withdrawalLabel(each.decision, tournament::rulesOrSectionDefault(m_event)));
        }
        return QString();
    default:
        return {};
    }
}

QVariant EntrantsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case NumberColumn:
        return tr("No.");
    case PlayerColumn:
        return tr("Player");
    case RatingColumn:
        return tr("Rating");
    case AddressColumn:
        return tr("Address");
    case WithdrawalColumn:
        return tr("Withdrawal");
    default:
        return {};
    }
}

} // namespace postmark::ui
