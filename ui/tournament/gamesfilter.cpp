// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/gamesfilter.h"

#include "ui/tournament/pairingsmodel.h"

namespace postmark::ui {

void GamesFilter::setText(const QString& text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

bool GamesFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (m_text.isEmpty())
        return true;
    const auto cell = [&](int column) {
        return sourceModel()->index(sourceRow, column, sourceParent).data().toString();
    };
    bool isNumber = false;
    const int number = m_text.toInt(&isNumber);
    if (isNumber)
        return cell(PairingsModel::NumberColumn).toInt() == number;
    return cell(PairingsModel::WhiteColumn).contains(m_text, Qt::CaseInsensitive)
        || cell(PairingsModel::BlackColumn).contains(m_text, Qt::CaseInsensitive);
}

} // namespace postmark::ui
