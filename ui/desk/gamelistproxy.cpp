// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/gamelistproxy.h"

#include <algorithm>

#include <QRegularExpression>

#include "core/support/lookalikes.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

GameListProxy::GameListProxy(GameListModel* model, QObject* parent)
    : QSortFilterProxyModel(parent)
    , m_model(model)
{
    setSourceModel(model);
    setSortRole(GameListModel::SortRole);
}

void GameListProxy::filterWords(const QString& text)
{
    // A comma or a semicolon typed between words is no part of them («Ткаченко, C29»).
    QStringList words = foldedLookAlikes(text).split(QRegularExpression(u"[\\s,;]+"_s), Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    invalidateFilter();
}

bool GameListProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (m_words.isEmpty())
        return true;
    // The words a row has: the partner (short, and in full with the event and its index: the tooltip), the
    // colour and the status — not its figures, where «7» meant for a group found 13 games by their days
    // (helper-67).
    QString said = m_model->index(sourceRow, GameListModel::PartnerColumn, sourceParent)
                       .data(Qt::ToolTipRole)
                       .toString();
    for (const int column :
        {GameListModel::PartnerColumn, GameListModel::ColourColumn, GameListModel::StatusColumn})
        said += u'\n' + m_model->index(sourceRow, column, sourceParent).data().toString();
    said = foldedLookAlikes(said);
    return std::all_of(
        m_words.begin(), m_words.end(), [&said](const QString& word) { return said.contains(word); });
}

} // namespace postmark::ui
