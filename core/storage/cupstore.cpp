// SPDX-License-Identifier: GPL-3.0-or-later
// A Cup cycle in the archive (schema v12): the Cup with its regulation, its groups (tournaments of the
// archive) and the judge's decisions about its final, written in one transaction and read back unchanged.
#include "core/storage/eventstore.h"
#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/statement.h"
#include "core/storage/transaction.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

using tournament::Cup;
using tournament::CupDecision;

namespace {

QString kindColumn(CupDecision::Kind kind)
{
    switch (kind) {
    case CupDecision::Kind::Declined:
        return u"declined"_s;
    case CupDecision::Kind::Nominated:
        return u"nominated"_s;
    case CupDecision::Kind::PlaceDecided:
        return u"place_decided"_s;
    }
    return {};
}

CupDecision::Kind kindOfColumn(const QString& column)
{
    return column == u"declined"     ? CupDecision::Kind::Declined
        : column == u"place_decided" ? CupDecision::Kind::PlaceDecided
                                     : CupDecision::Kind::Nominated;
}

QVariant optionalInt(const std::optional<int>& value)
{
    return value ? QVariant(*value) : QVariant(QMetaType(QMetaType::Int));
}

std::optional<int> intOrNothing(const QVariant& value)
{
    return value.isNull() ? std::nullopt : std::optional(value.toInt());
}

} // namespace

Result<QList<archive::CupRecord>> SqliteArchive::cups() const
{
    Statement select(m_statements,
        u"SELECT id, name, places_from_previous_final, places_from_each_semifinal, final_minimum, "
        "final_maximum, lowest_semifinal_place, lowest_previous_final_place FROM cups ORDER BY name"_s);
    if (!select.exec())
        return archiveError(select.query().lastError(), m_path);
    QList<archive::CupRecord> records;
    while (select.query().next()) {
        const QSqlQuery& row = select.query();
        archive::CupRecord record;
        record.id = row.value(0).toLongLong();
        record.cup.name = row.value(1).toString();
        record.cup.regulation.placesFromPreviousFinal = row.value(2).toInt();
        record.cup.regulation.placesFromEachSemifinal = row.value(3).toInt();
        record.cup.regulation.finalMinimum = row.value(4).toInt();
        record.cup.regulation.finalMaximum = row.value(5).toInt();
        record.cup.regulation.lowestSemifinalPlace = intOrNothing(row.value(6));
        record.cup.regulation.lowestPreviousFinalPlace = intOrNothing(row.value(7));
        records.append(record);
    }
    for (archive::CupRecord& record : records) {
        Statement groups(m_statements,
            u"SELECT tournament_id, stage, number FROM cup_groups WHERE cup_id = ? "
            "ORDER BY CASE stage WHEN 'previous_final' THEN 0 WHEN 'semifinal' THEN 1 ELSE 2 END, number"_s);
        groups.bind(record.id);
        if (!groups.exec())
            return archiveError(groups.query().lastError(), m_path);
        while (groups.query().next())
            record.cup.groups.append(tournament::CupGroup{groups.query().value(0).toLongLong(),
                tournament::cupStageFromId(groups.query().value(1).toString())
                    .value_or(tournament::CupStage::Semifinal),
                groups.query().value(2).toInt()});
        Statement decisions(m_statements,
            u"SELECT player, kind, note, place, recorded_on FROM cup_decisions WHERE cup_id = ? ORDER BY seq"_s);
        decisions.bind(record.id);
        if (!decisions.exec())
            return archiveError(decisions.query().lastError(), m_path);
        while (decisions.query().next())
            record.cup.decisions.append(CupDecision{decisions.query().value(0).toString(),
                kindOfColumn(decisions.query().value(1).toString()),
                decisions.query().value(2).toString(),
                decisions.query().value(3).toInt(),
                QDate::fromString(decisions.query().value(4).toString(), Qt::ISODate)});
    }
    return records;
}

Result<qint64> SqliteArchive::saveCup(qint64 id, const Cup& cup)
{
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return *transaction.beginError();
    const Result<qint64> written = writeCup(id, cup);
    if (!written)
        return written;
    if (auto error = transaction.commit())
        return *error;
    return written;
}

Result<qint64> SqliteArchive::addCupGroups(
    qint64 id, const Cup& cup, const QList<std::pair<tournament::CupGroup, tournament::Tournament>>& groups)
{
    // The new groups' tournaments and the Cup that lists them: one transaction, so that a refused Cup leaves
    // no tournament behind.
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return *transaction.beginError();
    Cup changed = cup;
    for (const auto& [group, event] : groups) {
        const Result<qint64> tournamentId = insertTournament(session(), event);
        if (!tournamentId)
            return tournamentId.error();
        changed.groups.append(tournament::CupGroup{*tournamentId, group.stage, group.number});
    }
    const Result<qint64> written = writeCup(id, changed);
    if (!written)
        return written;
    if (auto error = transaction.commit())
        return *error;
    return written;
}

Result<qint64> SqliteArchive::writeCup(qint64 id, const Cup& cup)
{
    if (const std::optional<Message> problem = tournament::cupProblem(cup))
        return Error{ErrorCode::CupRefused, *problem};
    for (const tournament::CupGroup& group : cup.groups) {
        Statement known(m_statements, u"SELECT count(*) FROM tournaments WHERE id = ?"_s);
        known.bind(group.tournament);
        if (!known.exec() || !known.query().next())
            return archiveError(known.query().lastError(), m_path);
        if (known.query().value(0).toInt() == 0)
            return Error{
                ErrorCode::TournamentNotFound, say(MessageCode::Verbatim, QString::number(group.tournament))};
    }
    Statement sameName(m_statements, u"SELECT count(*) FROM cups WHERE name = ? AND id != ?"_s);
    sameName.bind(cup.name.trimmed()).bind(id);
    if (!sameName.exec() || !sameName.query().next())
        return archiveError(sameName.query().lastError(), m_path);
    if (sameName.query().value(0).toInt() > 0)
        return Error{ErrorCode::CupRefused, say(MessageCode::CupNameTaken, cup.name.trimmed())};
    const auto& regulation = cup.regulation;
    if (id == 0) {
        Statement insert(m_statements,
            u"INSERT INTO cups (name, places_from_previous_final, places_from_each_semifinal, final_minimum, "
            "final_maximum, lowest_semifinal_place, lowest_previous_final_place) VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
        insert.bind(cup.name.trimmed())
            .bind(regulation.placesFromPreviousFinal)
            .bind(regulation.placesFromEachSemifinal)
            .bind(regulation.finalMinimum)
            .bind(regulation.finalMaximum)
            .bind(optionalInt(regulation.lowestSemifinalPlace))
            .bind(optionalInt(regulation.lowestPreviousFinalPlace));
        if (!insert.exec())
            return archiveError(insert.query().lastError(), m_path);
        id = insert.query().lastInsertId().toLongLong();
    } else {
        Statement update(m_statements,
            u"UPDATE cups SET name = ?, places_from_previous_final = ?, places_from_each_semifinal = ?, "
            "final_minimum = ?, final_maximum = ?, lowest_semifinal_place = ?, lowest_previous_final_place = "
            "? "
            "WHERE id = ?"_s);
        update.bind(cup.name.trimmed())
            .bind(regulation.placesFromPreviousFinal)
            .bind(regulation.placesFromEachSemifinal)
            .bind(regulation.finalMinimum)
            .bind(regulation.finalMaximum)
            .bind(optionalInt(regulation.lowestSemifinalPlace))
            .bind(optionalInt(regulation.lowestPreviousFinalPlace))
            .bind(id);
        if (!update.exec())
            return archiveError(update.query().lastError(), m_path);
        if (update.query().numRowsAffected() == 0)
            return Error{ErrorCode::CupRefused, say(MessageCode::Verbatim, QString::number(id))};
        for (const QString& table : {u"cup_groups"_s, u"cup_decisions"_s}) {
            Statement clear(m_statements, u"DELETE FROM %1 WHERE cup_id = ?"_s.arg(table));
            clear.bind(id);
            if (!clear.exec())
                return archiveError(clear.query().lastError(), m_path);
        }
    }
    for (const tournament::CupGroup& group : cup.groups) {
        Statement insert(m_statements,
            u"INSERT INTO cup_groups (cup_id, tournament_id, stage, number) VALUES (?, ?, ?, ?)"_s);
        insert.bind(id).bind(group.tournament).bind(tournament::cupStageId(group.stage)).bind(group.number);
        if (!insert.exec())
            return archiveError(insert.query().lastError(), m_path);
    }
    for (qsizetype seq = 0; seq < cup.decisions.size(); ++seq) {
        const CupDecision& decision = cup.decisions[seq];
        Statement insert(m_statements,
            u"INSERT INTO cup_decisions (cup_id, seq, player, kind, note, place, recorded_on) VALUES (?, ?, ?, ?, COALESCE(?, ''), ?, ?)"_s);
        insert.bind(id)
            .bind(seq)
            .bind(decision.player.trimmed())
            .bind(kindColumn(decision.kind))
            .bind(decision.note)
            .bind(decision.place)
            .bind(decision.recordedOn.isValid() ? QVariant(decision.recordedOn.toString(Qt::ISODate))
                                                : QVariant(QMetaType(QMetaType::QString)));
        if (!insert.exec())
            return archiveError(insert.query().lastError(), m_path);
    }
    return id;
}

} // namespace postmark::storage
