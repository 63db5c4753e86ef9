// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QAbstractListModel>
#include <QDate>
#include <QList>

#include "core/desk/gamerow.h"

namespace postmark::ui {

/// The game chooser's lines: "12. Koval I. · 03.04.2019", each made when the combo box shows it, not for
/// every game of a large archive as it opens.
class GameChooserModel : public QAbstractListModel
{
public:
    struct Entry
    {
        qint64 id = 0;
        QString partner; ///< the full name
        std::optional<QDate> nextDue;
    };

    GameChooserModel(QList<Entry> entries, QObject* parent)
        : QAbstractListModel(parent)
        , m_entries(std::move(entries))
    {}

    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_entries.size());
    }
    QVariant data(const QModelIndex& index, int role) const override;
    /// The next deadlines of the games `rows` list, as the games list shows them once a game is computed
    /// afresh (a card logged, the desk computed as of today): the chooser said the one cached before.
    void setNextDue(const QList<desk::GameRow>& rows);

private:
    QList<Entry> m_entries;
};

} // namespace postmark::ui
