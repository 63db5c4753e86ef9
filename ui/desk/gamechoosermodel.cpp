// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/gamechoosermodel.h"

#include <algorithm>
#include <vector>

#include <QCollator>
#include <QCoreApplication>
#include <QLocale>

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
    // In alphabetical order of the partners, as a player looks a name up (the archive's own order, by when
    // each game was added, read as no order at all); a partner's two games White first. Sort keys: a desk of
    // 10,000 games sorts in some 8 ms.
    const QCollator collator(QLocale{});
    std::vector<std::pair<QCollatorSortKey, int>> keys;
    keys.reserve(m_entries.size());
    for (int at = 0; at < m_entries.size(); ++at) {
        m_entries[at].listed = at;
        keys.emplace_back(collator.sortKey(m_entries[at].partner), at);
    }
    std::stable_sort(keys.begin(), keys.end(), [this](const auto& left, const auto& right) {
        const int byName = left.first.compare(right.first);
        if (byName != 0)
            return byName < 0;
        return m_entries[left.second].iPlayWhite && !m_entries[right.second].iPlayWhite;
    });
    QList<Entry> sorted;
    sorted.reserve(m_entries.size());
    QSet<QString> seen;
    for (const auto& [key, at] : keys) {
        const Entry& entry = m_entries[at];
        if (seen.contains(entry.partner))
            m_metTwice.insert(entry.partner);
        seen.insert(entry.partner);
        m_rowOfId.insert(entry.id, int(sorted.size()));
        sorted.append(entry);
    }
    m_entries = std::move(sorted);
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
    const int listed = m_entries[row].listed;
    const int at = listed >= 0 && listed < rows.size() && rows[listed].game == id ? listed : m_list.rowOf(id);
    return at >= 0 ? rows[at].nextDue : std::nullopt;
}

QVariant GameChooserModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry& entry = m_entries[index.row()];
    if (role == IdRole)
        return entry.id;
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    // The chooser names each game as the list does: the partner, by surname and initials; my colour too
    // where the partner has two games (in a double round robin the colour tells them apart).
    QString label = shortPersonName(entry.partner);
    if (m_metTwice.contains(entry.partner))
        label = QCoreApplication::translate("postmark::ui::MainWindow", "%1 (you: %2)")
                    .arg(label,
                        entry.iPlayWhite ? QCoreApplication::translate("postmark::ui::MainWindow", "White")
                                         : QCoreApplication::translate("postmark::ui::MainWindow", "Black"));
    if (const std::optional<QDate> due = nextDueOf(index.row()))
        label += u" · "_s + shownDate(*due);
    return label;
}

} // namespace postmark::ui
