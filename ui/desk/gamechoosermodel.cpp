// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/gamechoosermodel.h"

#include <algorithm>

#include <QCoreApplication>
#include <QHash>

#include "ui/desk/personname.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

QVariant GameChooserModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size()
        || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    // The chooser names each game as the list does: its number and the partner, by surname and initials.
    const Entry& entry = m_entries[index.row()];
    QString label = QCoreApplication::translate("postmark::ui::MainWindow", "%1. %2")
                        .arg(entry.id)
                        .arg(shortPersonName(entry.partner));
    if (entry.nextDue)
        label += u" · "_s + shownDate(*entry.nextDue);
    return label;
}

void GameChooserModel::setNextDue(const QList<desk::GameRow>& rows)
{
    QHash<qint64, qsizetype> rowOf;
    rowOf.reserve(m_entries.size());
    for (qsizetype row = 0; row < m_entries.size(); ++row)
        rowOf.insert(m_entries[row].id, row);
    qsizetype first = m_entries.size();
    qsizetype last = -1;
    for (const desk::GameRow& each : rows) {
        const auto found = rowOf.constFind(each.game);
        if (found == rowOf.cend() || m_entries[*found].nextDue == each.nextDue)
            continue;
        m_entries[*found].nextDue = each.nextDue;
        first = std::min(first, *found);
        last = std::max(last, *found);
    }
    if (last >= 0)
        Q_EMIT dataChanged(index(int(first)), index(int(last)));
}

} // namespace postmark::ui
