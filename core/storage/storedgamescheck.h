// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <utility>

#include <QList>
#include <QSqlDatabase>
#include <QSqlError>
#include <QVariant>

#include "core/ledger/gamefile.h"
#include "core/support/message.h"
#include "core/support/result.h"

namespace postmark::storage {

/// The part of an archive's check (File ▸ Check the archive, `postmark-cli check`) both engines share:
/// every stored game is read back, replayed by the ledger, and the state cached beside it — what the
/// games list shows, its next deadline too — compared with the ledger's. The SQL is the same on SQLite
/// and on a federation's server, where it sees only the games the login may read.
class StoredGamesCheck
{
public:
    /// Whole games with ids from `first` to `last`, as the archive reads them.
    using ReadGames =
        std::function<Result<QList<std::pair<qint64, ledger::GameFile>>>(qint64 first, qint64 last)>;

    /// Reads every game's cached state (one query); `failure` words the database's error.
    static Result<StoredGamesCheck> prepare(
        QSqlDatabase& database, const std::function<Error(const QSqlError&)>& failure);

    qsizetype gameCount() const { return m_rows.size(); }

    /// Checks every game, a few hundred at a time, appending one message per problem; `step(done)` after
    /// each game returns false to stop, and then the error is Cancelled.
    std::optional<Error> run(const ReadGames& read,
        const std::function<bool(qsizetype done)>& step,
        QList<Message>& problems) const;

private:
    struct CachedRow
    {
        qint64 id = 0;
        QVariant asOf;
        QVariantList values; ///< plies, totals, to move, status, next deadline and its kind
    };
    static void checkGame(const CachedRow& row, const ledger::GameFile* stored, QList<Message>& problems);

    QList<CachedRow> m_rows;
};

} // namespace postmark::storage
