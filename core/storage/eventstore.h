// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/archive/gamerepository.h"
#include "core/storage/sqlsession.h"
#include "core/tournament/judgeregisters.h"
#include "core/tournament/tournament.h"

namespace postmark::storage {

// A judge's events in SQL that both archives run — the SQLite file and a federation's PostgreSQL server
// (internal to the storage library). Each runs inside the caller's transaction.

/// A whole tournament's rows (players, pairings, results, withdrawals); its id.
Result<qint64> insertTournament(const SqlSession& session, const tournament::Tournament& event);
Result<tournament::Tournament> readTournament(const SqlSession& session, qint64 id);
/// The events with pairings, in id order.
Result<QList<archive::TournamentSummary>> listTournaments(const SqlSession& session);
Result<tournament::JudgeRegisters> readJudgeRegisters(const SqlSession& session, qint64 id);
/// Reads the event and its registers, lets `edit` change them and writes them back (players and
/// pairings stay as imported); an edit that would store what the core refuses changes nothing.
std::optional<Error> applyTournamentEdit(
    const SqlSession& session, qint64 id, const archive::GameRepository::TournamentEdit& edit);

/// Another archive's event with its registers, whole (claims get new ids); refused, changing nothing,
/// when an event of the same name and index is here already.
Result<qint64> insertTournamentCopy(const SqlSession& session,
    const tournament::Tournament& event,
    const tournament::JudgeRegisters& registers);

/// copyInEvent() of either archive: `importWhole(first)` imports the games in one transaction after
/// running `first`, which copies the event — the games' rows find their event, and on a server the event's
/// publisher is its judge before the games' policy asks.
template<typename ImportWhole>
Result<archive::EventCopy> copyInEventThenGames(const SqlSession& session,
    const tournament::Tournament& event,
    const tournament::JudgeRegisters& registers,
    ImportWhole importWhole)
{
    archive::EventCopy copy;
    const std::function<std::optional<Error>()> copyTheEvent = [&]() -> std::optional<Error> {
        const Result<qint64> id = insertTournamentCopy(session, event, registers);
        if (!id)
            return id.error();
        copy.tournamentId = *id;
        return std::nullopt;
    };
    const Result<QList<archive::ImportOutcome>> games = importWhole(copyTheEvent);
    if (!games)
        return games.error();
    copy.games = *games;
    return copy;
}

} // namespace postmark::storage
