// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/agendatable.h"

#include <algorithm>

#include <QHeaderView>
#include <QLocale>
#include <QSaveFile>
#include <QScopedValueRollback>

#include "ui/desk/gamelistmodel.h"
#include "ui/desk/personname.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

QString bandLabel(desk::AgendaBand band)
{
    switch (band) {
    case desk::AgendaBand::Overdue:
        return AgendaTable::tr("overdue");
    case desk::AgendaBand::Today:
        return AgendaTable::tr("today");
    case desk::AgendaBand::Soon:
        return AgendaTable::tr("next 14 days");
    case desk::AgendaBand::Later:
        return AgendaTable::tr("later");
    case desk::AgendaBand::Undated:
        return AgendaTable::tr("with the reply"); // a claim window (II.6.3): due with a move, not on a date
    }
    return {};
}

} // namespace

AgendaTable::AgendaTable(QWidget* parent)
    : QTableWidget(0, 6, parent)
{
    setHorizontalHeaderLabels(
        {tr("When"), tr("Due"), tr("Game"), tr("What"), tr("Whose step"), tr("Clause")});
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    setAccessibleName(tr("Agenda"));
    connect(this, &QTableWidget::cellActivated, this, [this](int row, int) {
        if (row >= 0 && row < m_items.size())
            Q_EMIT gameActivated(m_items[row].game);
    });
    // An item chosen by a click or the arrow keys shows its game, as a row of the games list does: chosen
    // here with another game on the board, two games looked chosen (helper-24). Only the user's choice: the
    // table's own changes (filled anew, following the game shown) leave the game as it is. (Not by the
    // focus: the click that makes the window active comes before its focus, and was lost, helper-25.)
    connect(this, &QTableWidget::currentCellChanged, this, [this](int row, int, int previousRow) {
        if (!m_changingItself && row != previousRow && row >= 0 && row < m_items.size())
            Q_EMIT gameActivated(m_items[row].game);
    });
}

void AgendaTable::followShownGame(qint64 game)
{
    const int row = currentRow();
    if (row >= 0 && row < m_items.size() && m_items[row].game != game) {
        const QScopedValueRollback itself(m_changingItself, true);
        clearSelection();
        setCurrentCell(-1, -1);
    }
}

void AgendaTable::setItems(const QList<desk::PlayerAgendaItem>& items)
{
    const QScopedValueRollback itself(m_changingItself, true);
    m_items = items;
    setRowCount(static_cast<int>(items.size()));
    for (int row = 0; row < static_cast<int>(items.size()); ++row)
        fillRow(row, items[row]);
    fitColumnsToContents(*this);
}

void AgendaTable::replaceGame(qint64 game, const QList<desk::PlayerAgendaItem>& items)
{
    const QScopedValueRollback itself(m_changingItself, true);
    for (int row = int(m_items.size()) - 1; row >= 0; --row) {
        if (m_items[row].game == game) {
            m_items.removeAt(row);
            removeRow(row);
        }
    }
    // The order desk::playerAgenda() gives the desk's games (agendaSortsBefore), each game's items in their
    // own order.
    for (const desk::PlayerAgendaItem& item : items) {
        const auto at = std::upper_bound(m_items.begin(), m_items.end(), item, desk::agendaSortsBefore);
        const int row = int(at - m_items.begin());
        m_items.insert(row, item);
        insertRow(row);
        fillRow(row, item);
    }
}

const QColor AgendaTable::PartnersStep(0x6A, 0x6A, 0x6A);

void AgendaTable::fillRow(int row, const desk::PlayerAgendaItem& item)
{
    const QStringList cells{bandLabel(item.band),
        item.due ? shownDate(*item.due) : QString(),
        shortPersonName(item.partner), // as the games list names the partner; the event in the tooltip
        GameListModel::agendaLabel(item.what),
        item.mine ? tr("mine") : tr("partner's"),
        item.why.clause};
    for (int c = 0; c < cells.size(); ++c) {
        auto* cell = new QTableWidgetItem(cells[c]);
        cell->setToolTip(tr("%1 (%2)").arg(item.partner, item.event) + u'\n'
            + text::sentence(text::messageText(item.why.what)));
        // Red and yellow are for my steps: the partner's, overdue or near, are there to warn me of him, in
        // grey (helper-44 read the partner's overdue repeat, red above his own, as his).
        if (!item.mine)
            cell->setForeground(PartnersStep);
        else if (item.band == desk::AgendaBand::Overdue)
            cell->setForeground(QColor(0xB0, 0x00, 0x20));
        else if (item.band == desk::AgendaBand::Today || item.band == desk::AgendaBand::Soon)
            cell->setBackground(QColor(0xFF, 0xF1, 0xC8));
        setItem(row, c, cell);
    }
}

std::optional<QString> AgendaTable::exportICalendar(const QString& path, const QDateTime& stamp) const
{
    const QByteArray bytes = desk::agendaICalendar(
        m_items,
        stamp,
        // Whose step, first: in a calendar the partner's repeat and mine read alike (helper-52 thought he
        // owed two repeats where the agenda's «Whose step» column told them apart).
        [](const desk::PlayerAgendaItem& item) {
            return (item.mine ? tr("My step: %1 — %2 (%3)") : tr("Partner's step: %1 — %2 (%3)"))
                .arg(GameListModel::agendaLabel(item.what), item.partner, item.event);
        },
        [](const desk::PlayerAgendaItem& item) {
            return u"[%1] %2"_s.arg(item.why.clause, text::sentence(text::messageText(item.why.what)));
        });
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return tr("Cannot write %1: %2").arg(path, file.errorString());
    return std::nullopt;
}

} // namespace postmark::ui
