// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/gamechoosermodel.h"

#include <QCoreApplication>

#include "ui/desk/gamelistmodel.h"
#include "ui/desk/personname.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

GameChooserModel::GameChooserModel(QList<Entry> entries, const GameListModel& list, QObject* parent)
    : QAbstractListModel(parent)
    , m_entries(std::move(entries))
    , m_list(list)
{
    // The list's rows computed afresh (a card logged, the desk computed as of today): the lines follow.
    const auto all = [this] {
        if (!m_entries.isEmpty())
            Q_EMIT dataChanged(index(0), index(int(m_entries.size()) - 1));
    };
    connect(&list, &QAbstractItemModel::modelReset, this, all);
    connect(&list, &QAbstractItemModel::dataChanged, this, all);
}

std::optional<QDate> GameChooserModel::nextDueOf(int row) const
{
    // The list holds the same games in the same order (it sorts through a proxy): looked up by id only
    // when it does not.
    const QList<desk::GameRow>& rows = m_list.rows();
    const qint64 id = m_entries[row].id;
    const int at = row < rows.size() && rows[row].game == id ? row : m_list.rowOf(id);
    return at >= 0 ? rows[at].nextDue : std::nullopt;
}

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
    if (const std::optional<QDate> due = nextDueOf(index.row()))
        label += u" · "_s + shownDate(*due);
    return label;
}

} // namespace postmark::ui
