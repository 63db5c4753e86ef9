// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/deskgames.h"

#include <QHash>

#include "core/ledger/ledgerof.h"
#include "core/ledger/pgnconversion.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void DeskGames::setPgnGames(QList<pgn::PgnGame> games)
{
    m_entries.clear();
    m_repository = nullptr;
    m_current = -1;
    m_pgnFile = true;
    m_entries.reserve(games.size());
    for (pgn::PgnGame& game : games)
        m_entries.append(ShownGame{0, std::move(game), nullptr});
}

void DeskGames::setArchiveGames(
    const archive::GameRepository& repository, const QList<archive::GameSummary>& listed, QDate today)
{
    m_entries.clear();
    m_repository = &repository;
    m_today = today;
    m_current = -1;
    m_pgnFile = false;
    m_entries.reserve(listed.size());
    for (const archive::GameSummary& summary : listed) {
        ShownGame entry{summary.id, {}, nullptr};
        entry.pgn.number = int(summary.id);
        if (m_offered && m_offered->first == summary.id
            && m_offered->second.ledger.asOf == computedAsOf(m_offered->second.game))
            fill(entry, m_offered->second.game, m_offered->second.ledger);
        m_entries.append(std::move(entry));
    }
    m_offered.reset();
}

bool DeskGames::replace(qint64 id, const ledger::GameFile& game, const ledger::Ledger* computed)
{
    const int index = indexOf(id);
    if (index < 0)
        return false;
    if (computed && computed->asOf == computedAsOf(game)) {
        fill(m_entries[index], game, *computed);
        return true;
    }
    const ledger::LedgerResult again = ledger::ledgerOf(game, computedAsOf(game));
    if (!again.ledger)
        return false;
    fill(m_entries[index], game, *again.ledger);
    return true;
}

void DeskGames::offer(qint64 id, PostalGame computed)
{
    m_offered.emplace(id, std::move(computed));
}

int DeskGames::indexOf(qint64 id) const
{
    if (id == 0)
        return -1;
    for (int index = 0; index < size(); ++index) {
        if (m_entries[index].id == id)
            return index;
    }
    return -1;
}

bool DeskGames::load(int index)
{
    if (!m_repository || index < 0 || index >= size())
        return false;
    ShownGame& entry = m_entries[index];
    if (entry.postal)
        return true;
    const Result<ledger::GameFile> game = m_repository->game(entry.id);
    if (!game)
        return false;
    const ledger::LedgerResult computed = ledger::ledgerOf(*game, computedAsOf(*game));
    if (!computed.ledger)
        return false;
    fill(entry, *game, *computed.ledger);
    return true;
}

void DeskGames::loadAhead(int first, int count)
{
    if (!m_repository)
        return;
    QHash<qint64, int> wanted;
    for (int index = std::max(first, 0); index < std::min(size(), first + count); ++index) {
        if (!m_entries[index].postal && m_entries[index].id != 0)
            wanted.insert(m_entries[index].id, index);
    }
    if (wanted.isEmpty())
        return;
    const auto read = m_repository->gamesWithIds(wanted.keys());
    if (!read)
        return; // each is tried again, one by one, when it is needed
    for (const auto& [id, game] : *read) {
        const ledger::LedgerResult computed = ledger::ledgerOf(game, computedAsOf(game));
        if (computed.ledger)
            fill(m_entries[wanted.value(id)], game, *computed.ledger);
    }
}

QDate DeskGames::computedAsOf(const ledger::GameFile& game) const
{
    return std::max(game.asOf.value_or(m_today), m_today);
}

void DeskGames::fill(ShownGame& entry, const ledger::GameFile& game, const ledger::Ledger& ledger)
{
    // The game becomes a PGN game for the board and the score sheet, its postal state in the heading.
    entry.pgn = ledger::pgnFromGameFile(game, ledger);
    entry.pgn.number = int(entry.id);
    // The totals as the games list and the Time tab count them: the move being thought on included.
    int totals[2] = {ledger.totals[0], ledger.totals[1]};
    if (const auto& running = ledger.running)
        totals[running->player == ledger::Color::White ? 0 : 1] = running->total;
    // A total with a move whose days are not known (an undated card, an unknown receipt) is at least the
    // figure: "≥", so that it is not read as the total (a walk's imported game read as fact).
    bool open[2] = {false, false};
    for (const ledger::MoveRow& row : ledger.rows)
        open[row.player == ledger::Color::White ? 0 : 1] |= row.open;
    const auto total = [&](int side) {
        return open[side] ? u"≥ "_s + QString::number(totals[side]) : QString::number(totals[side]);
    };
    entry.pgn.setTag(u"Site"_s, tr("White %1 days, Black %2 days").arg(total(0), total(1)));
    entry.postal = std::make_shared<const PostalGame>(PostalGame{game, ledger});
}

QList<desk::DeskGame> DeskGames::all()
{
    QList<desk::DeskGame> games;
    for (int index = 0; index < size(); ++index) {
        if (load(index))
            games.append({m_entries[index].id, m_entries[index].postal->game});
    }
    return games;
}

void DeskGames::setCurrent(int index)
{
    m_current = index >= 0 && index < size() ? index : -1;
    load(m_current);
}

const ShownGame* DeskGames::current() const
{
    return m_current >= 0 ? &m_entries[m_current] : nullptr;
}

const PostalGame* DeskGames::currentPostal() const
{
    const ShownGame* shown = current();
    return shown && shown->postal ? &*shown->postal : nullptr;
}

qint64 DeskGames::currentId() const
{
    const ShownGame* shown = current();
    return shown ? shown->id : 0;
}

} // namespace postmark::ui
