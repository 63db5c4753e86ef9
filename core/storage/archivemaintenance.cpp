// SPDX-License-Identifier: GPL-3.0-or-later
// Looking after the archive as a whole: a copy kept elsewhere, and the check of every game against its
// cards — both long on a large archive, so both say how far they have come and can be stopped.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSqlQuery>
#include <QVariant>

#include "core/storage/cachedstate.h"
#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/sqliteprogress.h"
#include "core/storage/statement.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

std::optional<Error> SqliteArchive::backup(const QString& target, const Progress& progress) const
{
    if (QFile::exists(target))
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::BackupTargetExists, target)};
    // A copy asked for in a folder not made yet (a new folder on a stick) goes there: the folder is made,
    // and one that cannot be is named — not taken for the archive being read-only.
    const QString folder = QFileInfo(target).absolutePath();
    if (!QDir().mkpath(folder))
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::CannotCreateFolder, folder)};
    // How far the copy has come: its size on the disk against the archive's pages in use (VACUUM INTO
    // writes only those, in order).
    qint64 expected = 0;
    if (progress) {
        QSqlQuery pages(m_database);
        if (pages.exec(u"SELECT (SELECT page_count FROM pragma_page_count()) - (SELECT freelist_count FROM "
                       "pragma_freelist_count()), (SELECT page_size FROM pragma_page_size())"_s)
            && pages.next())
            expected = std::max<qint64>(1, pages.value(0).toLongLong() * pages.value(1).toLongLong());
    }
    SqliteProgressGuard guard(m_fastStatements.connection(),
        progress ? std::function<bool()>(
            [&] { return progress(std::min(QFileInfo(target).size(), expected), expected); })
                 : std::function<bool()>());
    QSqlQuery query(m_database);
    query.prepare(u"VACUUM INTO ?"_s);
    query.addBindValue(target);
    if (!query.exec()) {
        QFile::remove(target);
        if (guard.stopped())
            return Error{ErrorCode::Cancelled, {}};
        return archiveError(query.lastError(), target);
    }
    if (progress)
        progress(expected, expected);
    return std::nullopt;
}

Result<QList<Message>> SqliteArchive::check(const Progress& progress) const
{
    // The steps: SQLite's own checks, counted as a third of the work (they read every page once; replaying
    // the games reads them again and plays every move), then one a game.
    qint64 gameCount = 0;
    {
        QSqlQuery count(m_database);
        if (count.exec(u"SELECT count(*) FROM games"_s) && count.next())
            gameCount = count.value(0).toLongLong();
    }
    const qint64 pageSteps = std::max<qint64>(1, gameCount / 2);
    const qint64 total = pageSteps + gameCount;
    const auto cancelled = [] {
        return Error{ErrorCode::Cancelled, {}};
    };
    QList<Message> problems;
    QSqlQuery integrity(m_database);
    {
        SqliteProgressGuard guard(m_fastStatements.connection(),
            progress ? std::function<bool()>([&] { return progress(0, total); }) : std::function<bool()>());
        const bool ran = integrity.exec(u"PRAGMA integrity_check"_s);
        if (guard.stopped())
            return cancelled();
        if (!ran)
            return archiveError(integrity.lastError(), m_path);
    }
    while (integrity.next()) {
        if (integrity.value(0).toString() != u"ok")
            problems.append(say(MessageCode::IntegrityCheckSays, integrity.value(0).toString()));
    }
    if (progress && !progress(pageSteps, total))
        return cancelled();
    QSqlQuery foreign(m_database);
    if (!foreign.exec(u"PRAGMA foreign_key_check"_s))
        return archiveError(foreign.lastError(), m_path);
    while (foreign.next())
        problems.append(say(MessageCode::DanglingReference,
            foreign.value(0).toString(),
            foreign.value(1).toString(),
            foreign.value(2).toString()));

    QSqlQuery cached(m_database);
    if (!cached.exec(
            u"SELECT g.id, s.as_of, s.plies, s.white_total, s.black_total, s.to_move, s.status, s.next_due, "
            "s.next_kind FROM games g "
            "LEFT JOIN game_state s ON s.game_id = g.id ORDER BY g.id"_s))
        return archiveError(cached.lastError(), m_path);
    struct Cached
    {
        qint64 id;
        QVariant asOf;
        QVariantList values;
    };
    QList<Cached> rows;
    while (cached.next())
        rows.append({cached.value(0).toLongLong(),
            cached.value(1),
            {cached.value(2),
                cached.value(3),
                cached.value(4),
                cached.value(5),
                cached.value(6),
                cached.value(7),
                cached.value(8)}});
    cached.finish();
    // The games are read a few hundred at a time, one query per table for each lot: at once the whole
    // archive would not fit in memory, and one at a time is most of the check's time (issue 18).
    constexpr qsizetype GamesPerRead = 500;
    for (qsizetype first = 0; first < rows.size(); first += GamesPerRead) {
        const qsizetype last = std::min(first + GamesPerRead, rows.size()) - 1;
        const auto read = readGames(u"g.id BETWEEN ? AND ?"_s, {rows[first].id, rows[last].id});
        if (!read)
            return read.error();
        QHash<qint64, const ledger::GameFile*> byId;
        for (const auto& [id, game] : *read)
            byId.insert(id, &game);
        for (qsizetype index = first; index <= last; ++index) {
            checkCachedState(
                rows[index].id, rows[index].asOf, rows[index].values, byId.value(rows[index].id), problems);
            if (progress && !progress(pageSteps + index + 1, total))
                return cancelled();
        }
    }
    return problems;
}

void SqliteArchive::checkCachedState(qint64 id,
    const QVariant& cachedAsOf,
    const QVariantList& cached,
    const ledger::GameFile* stored,
    QList<Message>& problems) const
{
    if (!stored) {
        problems.append(say(MessageCode::InStoredGame, id, say(MessageCode::Verbatim, QString::number(id))));
        return;
    }
    const auto asOf = dateOf(cachedAsOf);
    const Result<CachedState> state = stateOf(*stored, asOf.value_or(latestDateOf(*stored)));
    if (!state) {
        problems.append(say(MessageCode::InStoredGame, id, state.error().detail));
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
    if (!asOf)
        problems.append(say(MessageCode::CachedStateMissing, id));
    else if (QVariantList{cached[0].toInt(),
                 cached[1].toInt(),
                 cached[2].toInt(),
                 cached[3].toString(),
                 cached[4].toString(),
                 cached[5].toString(),
                 cached[6].toString()}
        != expected)
        problems.append(say(MessageCode::CachedStateStale, id));
}

} // namespace postmark::storage
