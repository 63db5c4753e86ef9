// SPDX-License-Identifier: GPL-3.0-or-later
// Looking after the archive as a whole: a copy kept elsewhere, and the check of every game against its
// cards — both long on a large archive, so both say how far they have come and can be stopped.
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QVariant>

#include "core/storage/backuptarget.h"
#include "core/storage/cachedstate.h"
#include "core/storage/eventpairingscheck.h"
#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/sqliteprogress.h"
#include "core/storage/statement.h"
#include "core/storage/storedgamescheck.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

std::optional<Error> SqliteArchive::backup(const QString& target, const Progress& progress) const
{
    if (auto refused = prepareBackupTarget(target))
        return refused;
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

    const Result<StoredGamesCheck> games = StoredGamesCheck::prepare(
        m_database, [this](const QSqlError& error) { return archiveError(error, m_path); });
    if (!games)
        return games.error();
    const auto read = [this](qint64 first, qint64 last) {
        return readGames(u"g.id BETWEEN ? AND ?"_s, {first, last});
    };
    const auto step = [&](qsizetype done) {
        return !progress || progress(pageSteps + done, total);
    };
    if (auto error = games->run(read, step, problems))
        return *error;
    // The events' games against their pairings: read from the list, not the games again.
    const Result<QList<Message>> unpaired = eventPairingProblems(*this);
    if (!unpaired)
        return unpaired.error();
    problems.append(*unpaired);
    return problems;
}

} // namespace postmark::storage
