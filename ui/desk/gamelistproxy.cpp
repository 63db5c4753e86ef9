// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/gamelistproxy.h"

#include <algorithm>

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// Lower case, and the Cyrillic letters written as Latin ones are (а, в, е, к, м, н, о, р, с, т, у, х, і)
/// read as those: the same text typed on either keyboard compares equal.
QString foldedForFilter(const QString& text)
{
    static const QString cyrillic = u"авекмнорстухі"_s;
    static const QString latin = u"abekmhopctyxi"_s;
    QString folded = text.toLower();
    for (QChar& each : folded) {
        if (const qsizetype at = cyrillic.indexOf(each); at >= 0)
            each = latin[at];
    }
    return folded;
}

} // namespace

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
    QStringList words = foldedForFilter(text).split(QRegularExpression(u"[\\s,;]+"_s), Qt::SkipEmptyParts);
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
    said = foldedForFilter(said);
    return std::all_of(
        m_words.begin(), m_words.end(), [&said](const QString& word) { return said.contains(word); });
}

} // namespace postmark::ui
