// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <variant>

#include <QDate>
#include <QList>

#include "core/ledger/explanation.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"
#include "core/tournament/judgeregisters.h"
#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// A step on the judge's agenda that is not one of a game's ledger deadlines.
enum class JudgeStep
{
    Objection, ///< the offender's window to object to a claim (II.6.4)
    ClaimDecision, ///< the judge decides a claim (II.6.6)
    Appeal, ///< the window to appeal a decided claim (II.1.6)
    ClaimAppeal, ///< an appeal of a claim's decision is with the appeals committee (II.1.6)
    AdjudicationDecision, ///< the judge adjudicates (II.9.7)
    AdjudicationAppeal, ///< the window to appeal an adjudication (II.9.10)
    SecondAdjudication, ///< an appealed adjudication is adjudicated again (II.9.11)
    GameRecord, ///< a finished game's record is due to the judge (II.9.1)
    GameFile, ///< a game file the judge has cannot be computed, or matches no pairing
    SharedPlace, ///< a Cup's group finished with a place for the final shared after every tie-break
};

/// What a judge's agenda item asks for: one of a game's ledger deadlines (an adjudication packet awaited by
/// the adjudication register is the ledger's Adjudication too), or a step of the judge's own.
using JudgeAgendaKind = std::variant<ledger::DeadlineKind, JudgeStep>;

/// The kind's stable name, as postmark-cli agenda writes it: the ledger's deadline names (repeat_move, …),
/// objection, claim_decision, appeal, claim_appeal, adjudication_decision, adjudication_appeal,
/// second_adjudication, game_record, game_file, shared_place.
QString agendaKindName(const JudgeAgendaKind& kind);

/// One deadline of the event the chief judge watches.
struct AgendaItem
{
    std::optional<QDate> due; ///< unset when it has no calendar date (a claim, a missing record)
    JudgeAgendaKind what = ledger::DeadlineKind::RepeatMove;
    QString game; ///< "White – Black"
    QString player; ///< whose step it is
    ledger::Explanation why; ///< the clause and the evidence
    bool overdue = false; ///< due before the agenda's date
    int pairing =
        -1; ///< the game's index in the event's pairings (its number less one); -1 for a file of none

    bool operator==(const AgendaItem&) const = default;
};

/// Whether `item` is the judge's to act on or to watch: a claim to decide and its objection window, appeal
/// windows, adjudication decisions, a game record or a game file the judge needs, a player's
/// notice to the judge, two months without a move (II.5.2: the judge's ruling) once it is two weeks away
/// or past as of `asOf`, and so the adjudication packets due after the event's end (II.9.5) (every game in
/// progress has both: further off, they are nothing to act on yet). The
/// rest — repeats, inquiries, queries, a claim a player may make — are the players' own routine steps.
bool isJudgesStep(const AgendaItem& item, const QDate& asOf, int soonDays = 14);

/// Every deadline of the event as of `asOf`, dated ones first, earliest first. Each unfinished game is
/// computed from its game file when `gameFiles` holds one for the pair (matched by the players' names),
/// else as a game with no card yet: its first move and, at the end, its adjudication packet are due.
/// Games awaiting adjudication after a withdrawal (II.8.1) show only the adjudication packet. A game the
/// cards show finished while the tournament has no result yet asks for the game record (II.9.1); a game
/// file the ledger refuses is listed with its first problem, and one that matches no pairing is listed too.
/// A game with a pending claim is suspended (II.6.6): it shows the objection window (II.6.4) and then the
/// judge's decision instead of its own deadlines; a decided claim shows its appeal window (II.1.6), dated
/// once both players' receipts of the decision are recorded. A game in the adjudication register shows the
/// step its adjudication waits for (II.9.5–II.9.11).
QList<AgendaItem> judgeAgenda(const Tournament& event,
    const QList<ledger::GameFile>& gameFiles,
    const QDate& asOf,
    const JudgeRegisters& registers = {});

/// The event as a reader who sees only some of its games (a player on a federation's server) may put it in
/// an agenda: the pairings whose game file `gameFiles` holds. Without it, a game the reader may not read
/// would look like one with no card yet, its first move long overdue.
Tournament pairingsWithGameFiles(const Tournament& event, const QList<ledger::GameFile>& gameFiles);

} // namespace postmark::tournament
