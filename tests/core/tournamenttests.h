// SPDX-License-Identifier: GPL-3.0-or-later
// What the tournament tests share (tests/core/tst_tournament*.cpp, tst_judge*.cpp): events built
// from compact lines, standings described as lines, and a claim with its evidence.
#pragma once

#include <QStringList>

#include "core/tournament/crosstable.h"
#include "core/tournament/crosstablemarks.h"
#include "core/tournament/judgeregisters.h"
#include "core/tournament/tournament.h"
#include "tests/support/tournamentfixture.h"

namespace postmark::testing::tournaments {

using namespace Qt::StringLiterals;
using namespace postmark::tournament;

/// A tournament of players p1..pN from compact lines: games "p1 p2 1-0" (white, black, result or
/// "-" in progress, then how, "played" when absent), withdrawals "p3 loss", tie-breaks by id.
inline Tournament makeTournament(
    int players, const QStringList& games, const QStringList& withdrawals, const QStringList& tiebreaks)
{
    Tournament event;
    event.name = u"Test event"_s;
    event.start = QDate(2018, 1, 1);
    event.end = QDate(2020, 1, 1);
    for (int i = 1; i <= players; ++i)
        event.players.append(Player{u"p%1"_s.arg(i), u"Player %1"_s.arg(i), {}, std::nullopt});
    for (const QString& line : games) {
        const QStringList parts = line.split(u' ');
        // "white black result [how [reported-on [record-received]]]", the dates ISO.
        const auto dateAt = [&parts](qsizetype i) {
            return parts.size() > i ? std::optional(QDate::fromString(parts[i], Qt::ISODate)) : std::nullopt;
        };
        TournamentGame game{parts[0],
            parts[1],
            resultFromText(parts[2]),
            parts.size() > 3 ? *howFromText(parts[3]) : ResultHow::Played,
            dateAt(4),
            dateAt(5)};
        event.games.append(game);
    }
    for (const QString& line : withdrawals) {
        const QStringList parts = line.split(u' ');
        // "player decision [date]", 10 January 2018 unless said.
        event.withdrawals.append(Withdrawal{parts[0],
            parts.size() > 2 ? QDate::fromString(parts[2], Qt::ISODate) : QDate(2018, 1, 10),
            *decisionFromText(parts[1])});
    }
    for (const QString& id : tiebreaks)
        event.tiebreaks.append(*tieBreakFromId(id));
    return event;
}

/// The marks of `player`'s row, cell by cell in starting order, as the English table writes them: "* 1 ½ −".
inline QString rowMarks(const Tournament& event, const Crosstable& table, const QString& player)
{
    QStringList cells;
    for (const Meeting& cell : table.cells[event.playerIndex(player)])
        cells.append(cellText(cell, Language::English));
    return cells.join(u' ');
}

/// "rank player points [tie-break values]" per standing, e.g. "1 p1 2.5 [2 2.25]"; "3=" for a shared
/// rank, "—" for an excluded player.
inline QStringList describe(const Tournament& event, const Crosstable& table)
{
    QStringList lines;
    for (const Standing& standing : table.standings) {
        QStringList values;
        for (TieBreak tieBreak : table.order) {
            values.append(standing.tiebreaks.contains(tieBreak)
                    ? QString::number(standing.tiebreaks.value(tieBreak))
                    : u"—"_s);
        }
        const QString rank =
            standing.rank ? QString::number(*standing.rank) + (standing.sharedRank ? u"="_s : u""_s) : u"—"_s;
        lines.append(u"%1 %2 %3 [%4]"_s.arg(rank, event.players[standing.player].id)
                         .arg(standing.points)
                         .arg(values.join(u' ')));
    }
    return lines;
}

inline JudgeClaim claimBy(const QString& claimant, const QString& evidence, const QDate& sent)
{
    JudgeClaim claim;
    claim.game = 0;
    claim.claimant = claimant;
    claim.sent = sent;
    claim.sealedMove = u"Кg1-f3"_s;
    claim.evidence = postmark::testing::testGameFile(evidence);
    return claim;
}

} // namespace postmark::testing::tournaments
