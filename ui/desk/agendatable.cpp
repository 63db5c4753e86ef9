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
        if (row >= 0 && row < m_rows.size())
            Q_EMIT gameActivated(m_rows[row].item.game);
    });
    // An item chosen by a click or the arrow keys shows its game, as a row of the games list does: chosen
    // here with another game on the board, two games looked chosen (helper-24). Only the user's choice: the
    // table's own changes (filled anew, following the game shown) leave the game as it is. (Not by the
    // focus: the click that makes the window active comes before its focus, and was lost, helper-25.)
    connect(this, &QTableWidget::currentCellChanged, this, [this](int row, int, int previousRow) {
        if (!m_changingItself && row != previousRow && row >= 0 && row < m_rows.size())
            Q_EMIT gameActivated(m_rows[row].item.game);
    });
}

void AgendaTable::followShownGame(qint64 game)
{
    const int row = currentRow();
    if (row >= 0 && row < m_rows.size() && !m_rows[row].games.contains(game)) {
        const QScopedValueRollback itself(m_changingItself, true);
        clearSelection();
        setCurrentCell(-1, -1);
    }
}

bool AgendaTable::sharesARow(const desk::PlayerAgendaItem& item)
{
    const auto* step = std::get_if<desk::DeskStep>(&item.what);
    return item.mine && step && (*step == desk::DeskStep::Leave || *step == desk::DeskStep::LeaveEnds);
}

void AgendaTable::showAllRows()
{
    m_rows.clear();
    for (const desk::PlayerAgendaItem& item : std::as_const(m_items)) {
        // The same leave announced in several games: the same day, the same facts (its dates, its notice).
        const auto same = std::find_if(m_rows.begin(), m_rows.end(), [&item](const ShownRow& row) {
            return sharesARow(item) && sharesARow(row.item) && row.item.what == item.what
                && row.item.due == item.due && row.item.why == item.why;
        });
        if (same != m_rows.end()) {
            same->games.append(item.game);
            same->partners.append(item.partner);
        } else {
            m_rows.append({item, {item.game}, {item.partner}});
        }
    }
    setRowCount(static_cast<int>(m_rows.size()));
    for (int row = 0; row < static_cast<int>(m_rows.size()); ++row)
        fillRow(row, m_rows[row]);
}

void AgendaTable::setItems(const QList<desk::PlayerAgendaItem>& items)
{
    const QScopedValueRollback itself(m_changingItself, true);
    m_items = items;
    showAllRows();
    fitColumnsToContents(*this);
}

void AgendaTable::replaceGame(qint64 game, const QList<desk::PlayerAgendaItem>& items)
{
    const QScopedValueRollback itself(m_changingItself, true);
    bool shared = std::any_of(items.cbegin(), items.cend(), sharesARow);
    for (qsizetype at = m_items.size() - 1; at >= 0; --at) {
        if (m_items[at].game == game) {
            shared |= sharesARow(m_items[at]);
            m_items.removeAt(at);
        }
    }
    // The order desk::playerAgenda() gives the desk's games (agendaSortsBefore), each game's items in their
    // own order.
    for (const desk::PlayerAgendaItem& item : items)
        m_items.insert(std::upper_bound(m_items.begin(), m_items.end(), item, desk::agendaSortsBefore), item);
    // A row my leave shares with other games is shown anew; any other row of the game alone is its own.
    if (shared) {
        showAllRows();
        return;
    }
    for (int row = int(m_rows.size()) - 1; row >= 0; --row) {
        if (m_rows[row].games == QList<qint64>{game}) {
            m_rows.removeAt(row);
            removeRow(row);
        }
    }
    for (const desk::PlayerAgendaItem& item : items) {
        const auto at = std::upper_bound(
            m_rows.begin(), m_rows.end(), item, [](const desk::PlayerAgendaItem& added, const ShownRow& row) {
                return desk::agendaSortsBefore(added, row.item);
            });
        const int row = int(at - m_rows.begin());
        m_rows.insert(row, {item, {item.game}, {item.partner}});
        insertRow(row);
        fillRow(row, m_rows[row]);
    }
}

const QColor AgendaTable::PartnersStep(0x6A, 0x6A, 0x6A);

void AgendaTable::fillRow(int row, const ShownRow& shown)
{
    const desk::PlayerAgendaItem& item = shown.item;
    const bool many = shown.games.size() > 1;
    const QStringList cells{bandLabel(item.band),
        item.due ? shownDate(*item.due) : QString(),
        // As the games list names the partner, the event in the tooltip; a leave of several games, how many.
        many ? tr("%n game(s)", nullptr, int(shown.games.size())) : shortPersonName(item.partner),
        GameListModel::agendaLabel(item.what),
        item.mine ? tr("mine") : tr("partner's"),
        item.why.clause};
    const QString where = many ? shown.partners.join(u", "_s) : tr("%1 (%2)").arg(item.partner, item.event);
    for (int c = 0; c < cells.size(); ++c) {
        auto* cell = new QTableWidgetItem(cells[c]);
        cell->setToolTip(where + u'\n' + text::sentence(text::messageText(item.why.what)));
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
    // One event a row: a leave across games once, naming them all.
    QList<desk::PlayerAgendaItem> events;
    for (const ShownRow& row : m_rows) {
        events.append(row.item);
        if (row.games.size() > 1) {
            events.last().partner = row.partners.join(u", "_s);
            events.last().event = tr("%n game(s)", nullptr, int(row.games.size()));
        }
    }
    const QByteArray bytes = desk::agendaICalendar(
        events,
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
