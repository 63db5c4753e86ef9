// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"

namespace postmark::ledger {

/// Each figure of a ledger in words, with its clause: what the report prints, what a tooltip shows,
/// what a claim letter quotes. Dates are ISO (YYYY-MM-DD); documents reformat them for their language.
Explanation explainBooking(const GameFile& game, const Ledger& ledger, const TimeBooking& booking);
Explanation explainPenalty(const GameFile& game, const Ledger& ledger, const PenaltyEntry& penalty);
Explanation explainDeadline(const GameFile& game, const Ledger& ledger, const Deadline& deadline);
Explanation explainOverstep(const Ledger& ledger, const Overstep& overstep);
Explanation explainRunning(const GameFile& game, const Ledger& ledger, const Running& running);
Explanation explainStart(const GameFile& game, const Ledger& ledger, Color player);
/// Where one move's days come from, a line of the time calculation (II.6.2): its bookings (from the day the
/// card it answers came to the day its card went) and its penalties, joined, under the clause of its
/// bookings.
Explanation explainMoveRow(const GameFile& game, const Ledger& ledger, const MoveRow& row);

/// An explanation of a card's dates (explainSent(), explainReceived(), explainConflicts(): the postal
/// evidence of II.2.2) under the clause of the game's own section: III.2.3 by e-mail, V.5.3 on a server.
Explanation inSection(const rules::RuleSet& rules, Explanation dates);

/// Everything worth telling about one card: the conflicts in its dates and what the ledger found.
QList<Explanation> explainCardWarnings(const GameFile& game, const Ledger& ledger, int card);

/// The clause behind a penalty category or a deadline kind in the section of `rules` (empty: none).
QString penaltyClause(const rules::RuleSet& rules, PenaltyCategory category);
QString deadlineClause(const rules::RuleSet& rules, DeadlineKind kind);

/// The move of each row written in the game's notation, parallel to `ledger.rows` ("" for a move in
/// progress).
QStringList rowMoveTexts(const GameFile& game, const Ledger& ledger);

} // namespace postmark::ledger
