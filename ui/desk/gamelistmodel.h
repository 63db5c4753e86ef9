// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QList>

#include "core/desk/gamerow.h"

namespace postmark::ui {

/// The player's games, one row each: partner, event, colour, move, both totals, days left in the control
/// period, the next deadline and the status. The model says what a row means (its urgency, UrgencyRole);
/// UrgencyDelegate decides how that looks. Sorting by the Next deadline column puts overdue and due-soon
/// games first.
class GameListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        PartnerColumn,
        EventColumn,
        ColourColumn,
        MoveColumn,
        MyTimeColumn,
        PartnerTimeColumn,
        DaysLeftColumn,
        NextDeadlineColumn,
        StatusColumn,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1, ///< a value that sorts as the column means
        GameIdRole, ///< the game's id in the archive
        UrgencyRole, ///< desk::AgendaBand of the next deadline, as an int
    };

    explicit GameListModel(QObject* parent = nullptr);

    void setRows(const QList<desk::GameRow>& rows);
    /// Replaces the row of the same game (an edit touches one game); false when there is none.
    bool setRow(const desk::GameRow& row);
    const QList<desk::GameRow>& rows() const { return m_rows; }
    /// The row of game `id`, or -1.
    int rowOf(qint64 id) const;

    /// Whether row `left` sorts before row `right` by `column`, as SortRole's values compare, without making
    /// them: sorting 10,000 rows asks this some 140,000 times.
    bool lessThan(int left, int right, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// A game's status in words: "my move", "partner's move", "card in the post", …
    static QString statusLabel(ledger::GameStatus status, bool myMove);
    /// The row's state: statusLabel(), or that the partner's card came on a day not entered.
    static QString rowLabel(const desk::GameRow& row);
    /// The Status column: a step of mine overdue, else statusLabel().
    static QString statusText(const desk::GameRow& row);
    /// The status whole, with the overdue step's date and clause.
    static QString statusToolTip(const desk::GameRow& row);
    /// What an agenda item asks for, in the interface's language.
    static QString agendaLabel(const desk::AgendaKind& kind);
    /// The Days left figure in words: whose days they are, of what limit, how many are counted, and a
    /// figure below zero as the days over the limit (a suspended game's partner's, say).
    static QString daysLeftText(const desk::GameRow& row);
    /// A total as its column shows it: «≥ 12» when some of its days are not known.
    static QString totalText(int total, bool open);
    /// The days left as their column shows them: «≤ 28» when the side to move's total is open.
    static QString daysLeftFigure(const desk::GameRow& row);
    /// Why a figure is «at least» (the tooltip's sentence, with its clauses).
    static QString openDaysText();

private:
    /// The Next deadline column's sort key: overdue first, then by date; nothing due last.
    static qint64 deadlineKey(const desk::GameRow& row);

    QList<desk::GameRow> m_rows;
    /// Each row's partner by surname and initials, made once: sorting thousands of rows by partner asks
    /// for it at every comparison.
    QStringList m_shortPartners;
};

} // namespace postmark::ui
