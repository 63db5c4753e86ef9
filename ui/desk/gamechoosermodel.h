// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QAbstractListModel>
#include <QDate>
#include <QHash>
#include <QList>
#include <QSet>

namespace postmark::ui {

class GameListModel;

/// The game chooser's lines: "Koval I. · 03.04.2019", by the partners' names in alphabetical order, each
/// made when the combo box shows it, not for every game of a large archive as it opens. The date is the games
/// list's next deadline for the game, read from that list when the line is shown: one figure in two places,
/// never two (the chooser once kept the date from before a card was logged). The chooser's rows are not the
/// desk's: a game is found by its id (IdRole, rowOf()).
class GameChooserModel : public QAbstractListModel
{
public:
    struct Entry
    {
        qint64 id = 0;
        QString partner; ///< the full name
        /// Said of a partner met twice (a double round robin): "Koval I. (you: White)".
        bool iPlayWhite = true;
        int listed = -1; ///< the game's place in the list given (the games list's order): set by the model
    };
    /// The archive's id of the game on a line (the archive numbers games across all events and years: a
    /// desk of 16 games read «121.» — helper-47 — so the line does not say it).
    static constexpr int IdRole = Qt::UserRole;

    GameChooserModel(QList<Entry> entries, const GameListModel& list, QObject* parent);

    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_entries.size());
    }
    QVariant data(const QModelIndex& index, int role) const override;
    /// The chooser's row of game `id`; -1 when it is not listed.
    int rowOf(qint64 id) const { return m_rowOfId.value(id, -1); }

private:
    std::optional<QDate> nextDueOf(int row) const;

    QList<Entry> m_entries;
    QSet<QString> m_metTwice; ///< partners with more than one game listed
    QHash<qint64, int> m_rowOfId;
    const GameListModel& m_list;
};

} // namespace postmark::ui
