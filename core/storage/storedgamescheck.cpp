// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/storedgamescheck.h"

#include <QHash>
#include <QSqlQuery>

#include "core/storage/cachedstate.h"
#include "core/storage/statement.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

Result<StoredGamesCheck> StoredGamesCheck::prepare(
    QSqlDatabase& database, const std::function<Error(const QSqlError&)>& failure)
{
    QSqlQuery cached(database);
    if (!cached.exec(
            u"SELECT g.id, s.as_of, s.plies, s.white_total, s.black_total, s.to_move, s.status, s.next_due, "
            "s.next_kind FROM games g "
            "LEFT JOIN game_state s ON s.game_id = g.id ORDER BY g.id"_s))
        return failure(cached.lastError());
    StoredGamesCheck check;
    while (cached.next())
        check.m_rows.append({cached.value(0).toLongLong(),
            cached.value(1),
            {cached.value(2),
                cached.value(3),
                cached.value(4),
                cached.value(5),
                cached.value(6),
                cached.value(7),
                cached.value(8)}});
    return check;
}

std::optional<Error> StoredGamesCheck::run(
    const ReadGames& read, const std::function<bool(qsizetype done)>& step, QList<Message>& problems) const
{
    // The games are read a few hundred at a time, one query per table for each lot: at once the whole
    // archive would not fit in memory, and one at a time is most of the check's time (issue 18).
    constexpr qsizetype GamesPerRead = 500;
    for (qsizetype first = 0; first < m_rows.size(); first += GamesPerRead) {
        const qsizetype last = std::min(first + GamesPerRead, m_rows.size()) - 1;
        const auto games = read(m_rows[first].id, m_rows[last].id);
        if (!games)
            return games.error();
        QHash<qint64, const ledger::GameFile*> byId;
        for (const auto& [id, game] : *games)
            byId.insert(id, &game);
        for (qsizetype index = first; index <= last; ++index) {
            checkGame(m_rows[index], byId.value(m_rows[index].id), problems);
            if (step && !step(index + 1))
                return Error{ErrorCode::Cancelled, {}};
        }
    }
    return std::nullopt;
}

void StoredGamesCheck::checkGame(
    const CachedRow& row, const ledger::GameFile* stored, QList<Message>& problems)
{
    if (!stored) {
        // Listed but not read back: a row it needs (a player, on a server one hidden from this login) is
        // not there.
        problems.append(say(MessageCode::StoredGameUnreadable, row.id));
        return;
    }
    const auto asOf = dateOf(row.asOf);
    const Result<CachedState> state = stateOf(*stored, asOf.value_or(latestDateOf(*stored)));
    if (!state) {
        problems.append(say(MessageCode::InStoredGame, row.id, state.error().detail));
        return;
    }
    // The next deadline the list shows is part of the cache too (v11): a stale one would mislead.
    const ledger::Deadline* next = ledger::nextDatedDeadline(state->deadlines);
    const QVariantList expected = {state->plies,
        state->whiteTotal,
        state->blackTotal,
        ledger::colorName(state->toMove),
        statusColumn(state->status),
        next ? next->due->toString(Qt::ISODate) : QString(),
        next ? deadlineKindColumn(next->kind) : QString()};
    const QVariantList& cached = row.values;
    if (!asOf)
        problems.append(say(MessageCode::CachedStateMissing, row.id));
    else if (QVariantList{cached[0].toInt(),
                 cached[1].toInt(),
                 cached[2].toInt(),
                 cached[3].toString(),
                 cached[4].toString(),
                 cached[5].toString(),
                 cached[6].toString()}
        != expected)
        problems.append(say(MessageCode::CachedStateStale, row.id));
}

} // namespace postmark::storage
