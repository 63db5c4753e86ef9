// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QAbstractListModel>
#include <QDate>
#include <QList>

namespace postmark::ui {

class GameListModel;

/// The game chooser's lines: "12. Koval I. · 03.04.2019", each made when the combo box shows it, not for
/// every game of a large archive as it opens. The date is the games list's next deadline for the game, read
/// from that list when the line is shown: one figure in two places, never two (the chooser once kept the
/// date from before a card was logged).
class GameChooserModel : public QAbstractListModel
{
public:
    struct Entry
    {
        qint64 id = 0;
        QString partner; ///< the full name
    };

    GameChooserModel(QList<Entry> entries, const GameListModel& list, QObject* parent);

    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_entries.size());
    }
    QVariant data(const QModelIndex& index, int role) const override;

private:
    std::optional<QDate> nextDueOf(int row) const;

    QList<Entry> m_entries;
    const GameListModel& m_list;
};

} // namespace postmark::ui
