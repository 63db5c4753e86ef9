// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QList>

#include "core/ledger/explanation.h"
#include "core/ledger/gamefile.h"
#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// One deadline of the event the chief judge watches.
struct AgendaItem
{
    std::optional<QDate> due; ///< unset when it has no calendar date (a claim, a missing record)
    QString what; ///< repeat_move, first_move_inquiry, adjudication, … or game_record, game_file
    QString game; ///< "White – Black"
    QString player; ///< whose step it is
    ledger::Explanation why; ///< the clause and the evidence
    bool overdue = false; ///< due before the agenda's date

    bool operator==(const AgendaItem&) const = default;
};

/// Every deadline of the event as of `asOf`, dated ones first, earliest first. Each unfinished game is
/// computed from its game file when `gameFiles` holds one for the pair (matched by the players' names),
/// else as a game with no card yet: its first move and, at the end, its adjudication packet are due.
/// Games awaiting adjudication after a withdrawal (II.8.1) show only the adjudication packet. A game the
/// cards show finished while the tournament has no result yet asks for the game record (II.9.1); a game
/// file the ledger refuses is listed with its first problem, and one that matches no pairing is listed too.
QList<AgendaItem> judgeAgenda(
    const Tournament& event, const QList<ledger::GameFile>& gameFiles, const QDate& asOf);

} // namespace postmark::tournament
