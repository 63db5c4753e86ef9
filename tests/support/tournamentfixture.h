// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>

#include "core/tournament/claimsregister.h"
#include "core/tournament/tournamentfilereader.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/messagewords.h"

namespace postmark::testing {

/// A five-player event by post with every kind of cell: a time forfeit, an adjudication, a 0-0 with no
/// record (II.9.3), a game in progress and a withdrawal scored as losses (II.8.1).
inline QString fivePlayerTournamentPath()
{
    return QStringLiteral(POSTMARK_TEST_DATA_DIR "/tournaments/five-players.tournament.json");
}

inline tournament::Tournament fivePlayerTournament()
{
    QFile file(fivePlayerTournamentPath());
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing the tournament fixture %s", qPrintable(file.fileName()));
    const tournament::TournamentFileReading reading = tournament::readTournamentFile(file.readAll());
    if (!reading.tournament)
        qFatal("the tournament fixture is not valid: %s", qPrintable(english(reading.problems.value(0))));
    return *reading.tournament;
}

/// The five players' event finished: every game decided (a draw where none was) and its text with the judge
/// by May 2018, no withdrawal — an event where nothing waits on anyone.
inline tournament::Tournament finishedFivePlayerTournament()
{
    tournament::Tournament finished = fivePlayerTournament();
    for (tournament::TournamentGame& game : finished.games) {
        if (!game.result)
            game.result = tournament::GameResult::Draw;
        game.reportedOn = game.reportedOn.value_or(QDate(2018, 5, 1));
        game.recordReceived = game.recordReceived.value_or(QDate(2018, 5, 2));
    }
    finished.withdrawals.clear();
    return finished;
}

/// Five players, every game paired once: p1–p2 won by White, p1–p3 annulled (V.8.1), p2–p3 in play; p4
/// withdrew first with their games excluded, then p5 with theirs sent to adjudication (II.8.1).
inline tournament::Tournament eventWithEveryWithdrawalDecision()
{
    tournament::Tournament event;
    event.name = QStringLiteral("S1");
    event.start = QDate(2026, 6, 7);
    event.end = QDate(2028, 6, 7);
    for (int i = 1; i <= 5; ++i)
        event.players.append(tournament::Player{QStringLiteral("p%1").arg(i),
            QStringLiteral("Player %1").arg(i),
            QStringLiteral("address %1").arg(i),
            2000});
    for (int white = 1; white <= 5; ++white)
        for (int black = white + 1; black <= 5; ++black)
            event.games.append(tournament::TournamentGame{QStringLiteral("p%1").arg(white),
                QStringLiteral("p%1").arg(black),
                std::nullopt,
                tournament::ResultHow::Played,
                {},
                {}});
    event.games[0].result = tournament::GameResult::WhiteWon; // p1–p2
    event.games[1].result = tournament::GameResult::Cancelled; // p1–p3
    event.withdrawals = {
        tournament::Withdrawal{
            QStringLiteral("p4"), QDate(2026, 9, 1), tournament::WithdrawalDecision::Exclude},
        tournament::Withdrawal{
            QStringLiteral("p5"), QDate(2026, 10, 1), tournament::WithdrawalDecision::Adjudicate}};
    return event;
}

/// "Claimant C." (White) against "Slow S.", whose first move took 45 days (tests/data/games/
/// overstep-black.game.json), and a third player; the first two pairings are unfinished.
inline tournament::Tournament claimTestTournament()
{
    tournament::Tournament event;
    event.name = QStringLiteral("Claim test");
    event.index = QStringLiteral("CT/1");
    event.start = QDate(2018, 1, 1);
    event.end = QDate(2020, 1, 1);
    event.tiebreaks = {tournament::TieBreak::Wins, tournament::TieBreak::SonnebornBerger};
    event.players = {{QStringLiteral("p1"), QStringLiteral("Claimant C."), QStringLiteral("Kyiv"), 2100},
        {QStringLiteral("p2"), QStringLiteral("Slow S."), QStringLiteral("Lviv"), 2050},
        {QStringLiteral("p3"), QStringLiteral("Third T."), QStringLiteral("Odesa"), 2000}};
    event.games = {
        {QStringLiteral("p1"), QStringLiteral("p2"), std::nullopt, tournament::ResultHow::Played, {}, {}},
        {QStringLiteral("p2"), QStringLiteral("p3"), std::nullopt, tournament::ResultHow::Played, {}, {}},
        {QStringLiteral("p3"),
            QStringLiteral("p1"),
            tournament::GameResult::Draw,
            tournament::ResultHow::Played,
            {},
            {}}};
    return event;
}

/// Claimant C.'s claim against Slow S.'s overstep in claimTestTournament()'s first game, pending, with
/// the claimant's game file as the evidence.
inline tournament::JudgeClaim overstepClaim()
{
    tournament::JudgeClaim claim;
    claim.game = 0;
    claim.claimant = QStringLiteral("p1");
    claim.sent = QDate(2018, 2, 25);
    claim.sealedMove = QStringLiteral("Кg1-f3");
    claim.evidence = testGameFile(QStringLiteral("overstep-black.game.json"));
    return claim;
}

} // namespace postmark::testing
