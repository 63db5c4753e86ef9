// SPDX-License-Identifier: GPL-3.0-or-later
// A team event in the archive (schema v12): kept whole as its team event file, written in one transaction
// and read back through the file's own reader, so that what the archive holds is what a file would.
#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/statement.h"
#include "core/storage/transaction.h"
#include "core/tournament/teamfilereader.h"
#include "core/tournament/teamfilewriter.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

Result<QList<std::pair<qint64, tournament::TeamEvent>>> SqliteArchive::teamEvents() const
{
    Statement select(m_statements, u"SELECT id, file FROM team_events ORDER BY name"_s);
    if (!select.exec())
        return archiveError(select.query().lastError(), m_path);
    QList<std::pair<qint64, tournament::TeamEvent>> events;
    while (select.query().next()) {
        const tournament::TeamFileReading reading =
            tournament::readTeamFile(select.query().value(1).toByteArray());
        // A stored event its reader refuses was changed outside Postmark: said, never half-read.
        if (!reading.event)
            return Error{ErrorCode::ArchiveFailure,
                say(MessageCode::Verbatim, u"team_events %1"_s.arg(select.query().value(0).toLongLong()))};
        events.append({select.query().value(0).toLongLong(), *reading.event});
    }
    return events;
}

Result<qint64> SqliteArchive::saveTeamEvent(qint64 id, const tournament::TeamEvent& event)
{
    if (event.name.trimmed().isEmpty())
        return Error{ErrorCode::TournamentEditRefused, say(MessageCode::KeyMissing)};
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return *transaction.beginError();
    Statement sameName(m_statements, u"SELECT count(*) FROM team_events WHERE name = ? AND id != ?"_s);
    sameName.bind(event.name.trimmed()).bind(id);
    if (!sameName.exec() || !sameName.query().next())
        return archiveError(sameName.query().lastError(), m_path);
    if (sameName.query().value(0).toInt() > 0)
        return Error{ErrorCode::TournamentEditRefused, say(MessageCode::CupNameTaken, event.name.trimmed())};
    const QString file = QString::fromUtf8(tournament::writeTeamFile(event));
    if (id == 0) {
        Statement insert(m_statements, u"INSERT INTO team_events (name, file) VALUES (?, ?)"_s);
        insert.bind(event.name.trimmed()).bind(file);
        if (!insert.exec())
            return archiveError(insert.query().lastError(), m_path);
        id = insert.query().lastInsertId().toLongLong();
    } else {
        Statement update(m_statements, u"UPDATE team_events SET name = ?, file = ? WHERE id = ?"_s);
        update.bind(event.name.trimmed()).bind(file).bind(id);
        if (!update.exec())
            return archiveError(update.query().lastError(), m_path);
        if (update.query().numRowsAffected() == 0)
            return Error{ErrorCode::TournamentNotFound, say(MessageCode::Verbatim, QString::number(id))};
    }
    if (auto error = transaction.commit())
        return *error;
    return id;
}

} // namespace postmark::storage
