// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QTableWidget>

#include "core/desk/playeragenda.h"

namespace postmark::ui {

/// The player's agenda: every deadline of every game, grouped overdue, today, the next 14 days, later;
/// each row with its clause and the facts in the tooltip. Exports as an iCalendar file.
class AgendaTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit AgendaTable(QWidget* parent = nullptr);

    void setItems(const QList<desk::PlayerAgendaItem>& items);
    /// Replaces the items of one game with `items` (that game's alone, earliest first), each put where its
    /// date sorts: an edit of one game touches its rows only.
    void replaceGame(qint64 game, const QList<desk::PlayerAgendaItem>& items);
    const QList<desk::PlayerAgendaItem>& items() const { return m_items; }
    /// The game shown is `game`: a row of another game chosen here before is chosen no longer (two games
    /// looked chosen, one in the games list and another here).
    void followShownGame(qint64 game);
    /// The text colour of the partner's steps: grey, never the red or yellow of mine.
    static const QColor PartnersStep;
    /// Writes the dated items as an iCalendar file, atomically; the reason when it cannot.
    std::optional<QString> exportICalendar(const QString& path, const QDateTime& stamp) const;

Q_SIGNALS:
    void gameActivated(qint64 game);

private:
    /// A row as shown: one item, or my leave's first or last day in every game it covers, said once
    /// (helper-68 read 13 rows «перерва 08.12.2026» that pushed every other step out of view).
    struct ShownRow
    {
        desk::PlayerAgendaItem item;
        QList<qint64> games;
        QStringList partners;
    };

    static bool sharesARow(const desk::PlayerAgendaItem& item);
    /// The rows anew from the items: what a change of a shared row needs.
    void showAllRows();
    void fillRow(int row, const ShownRow& shown);

    QList<desk::PlayerAgendaItem> m_items;
    QList<ShownRow> m_rows;
    bool m_changingItself = false; ///< the table's own change of its rows or its current one, not the user's
};

} // namespace postmark::ui
