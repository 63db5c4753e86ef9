// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>
#include <QStringList>

#include "ui/desk/gamelistmodel.h"

namespace postmark::ui {

/// The games list sorted and filtered: sorted by the model's own comparison of its rows (the same order
/// as its SortRole values give), so that sorting a large archive makes no value per comparison; filtered by
/// the words the player types (filterWords()).
class GameListProxy : public QSortFilterProxyModel
{
public:
    explicit GameListProxy(GameListModel* model, QObject* parent = nullptr);

    /// Lists the rows holding every word of `text` somewhere in what the row says — its partner (in full),
    /// colour, status, event and the event's index, not its figures — whatever the case, spaces or commas
    /// around it, and
    /// whether a letter Cyrillic and Latin write alike was typed on the one keyboard or the other (the
    /// indexes are Latin; «С29» typed on a Ukrainian keyboard finds UKR/C29). «C29 Ткаченко» finds the one
    /// game.
    void filterWords(const QString& text);

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override
    {
        return m_model->lessThan(left.row(), right.row(), left.column());
    }
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    GameListModel* m_model;
    QStringList m_words; ///< folded as rows are (foldedForFilter())
};

} // namespace postmark::ui
