// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <vector>

#include <QDate>
#include <QList>

#include "core/chess/position.h"
#include "core/ledger/carddates.h"
#include "core/ledger/explanation.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/inputproblem.h"
#include "core/rules/ruleset.h"

namespace postmark::ledger {

/// Why days were booked on a move (rules §2). The ledger keeps these facts; explainBooking() puts them
/// into words, so that computing a ledger costs no text.
enum class BookingBasis
{
    FirstMove, ///< White's first move: start date → send (II.4.5, II.4.6)
    Reply, ///< receipt of the partner's card → send of the reply (II.4.4)
    VariantReceiver, ///< reply to a variant, booked on the move of the last accepted ply (II.4.8)
    Replacement, ///< receipt of the query → send of the replacement, added to the same move (II.3.12)
    QueryDelay, ///< receipt of an impossible or illegible move → send of the query, beyond the excused days
                ///< (II.4.7)
    RepeatAnswer, ///< receipt of the partner's repeat → send of one's own repeat, beyond the excused days
                  ///< (II.4.7)
    WrongRepetitionAnswer, ///< the reply to a card that repeated one's moves wrongly, beyond the excused
                           ///< days (III.4.8)
};

struct TimeBooking
{
    Color player = Color::White;
    int moveNumber = 0;
    int card = -1; ///< index into GameFile::cards of the card sent
    int answeredCard = -1; ///< the partner's card whose receipt started the period; -1: the start date
    BookingBasis basis = BookingBasis::Reply;
    QDate from; ///< the period is the days d with from < d <= to
    std::optional<QDate> to; ///< unset: the send date is unknown and the move stays open (II.2.2 ¶6)
    int calendarDays = 0;
    int leaveDays = 0; ///< granted leave days of the player inside the period (II.7.4)
    int excusedDays = 0; ///< not counted (II.4.7)
    int doubledDays = 0; ///< extra days for days past the limit on one move (V.5.2)
    int days = 0; ///< what is booked: calendar − leave − excused + doubled
    bool startNoticeLate = false; ///< `from` is the late start notice + grace days (II.4.6)
    /// The card answered has no known day of receipt (the partner's card did not state it, II.3.7): no day
    /// is booked and the move stays open until it is entered — counted from an earlier date it would count
    /// the post's days (II.4.3).
    bool receiptUnknown = false;
};

enum class PenaltyCategory
{
    ImpossibleOrIllegible,
    WrongRepetition,
    RegisteredRequired,
    AddressError,
    LateRepeat,
    Judge,
};
QString penaltyCategoryName(
    PenaltyCategory category); ///< as the report writes it: impossible_or_illegible, …

struct PenaltyEntry
{
    Color player = Color::White;
    int card = -1; ///< the card it was found on; -1 for a judge's entry without a card
    PenaltyCategory category = PenaltyCategory::ImpossibleOrIllegible;
    int days = 0;
    int moveNumber = 0; ///< booked on the offender's move in progress at that card (rules §4)
    int offence = 1; ///< 1 for the first of its category in this game, 2 for the second, …
    int adjustment = -1; ///< index into GameFile::adjustments for a judge's entry
    int lateDays = 0; ///< for a late repeat: the days of lateness
    QDate due; ///< for a late repeat: when the repeat was due
    /// For registered mail required: the days left in the control period counting the reply (negative: past
    /// the limit). The commonest penalty of a long game, said from this fact when it is read.
    int daysLeft = 0;
    /// What was wrong — the move as written, the expected repetition — where the entry's facts do not say
    /// it; empty for registered mail required (explainPenalty() says it from `daysLeft`).
    Message detail;
};

/// One move of one player, in game order, with the days booked on it.
struct MoveRow
{
    Color player = Color::White;
    int number = 0;
    std::optional<chess::Move> move; ///< unset for a move in progress that carries bookings only
    int card = -1; ///< the card that carried it
    bool insideVariant = false; ///< played by accepting a variant (II.3.8)
    int days = 0;
    int penalty = 0;
    int total = 0; ///< the player's running total after this move, penalties included
    bool open = false; ///< a booking on it lacks its send date (II.2.2 ¶6)
};

struct Overstep
{
    Color player = Color::White;
    int move = 0;
    int total = 0;
    int limit = 0;
    bool whileThinking = false; ///< found in the running time of the move in progress
};

struct Running
{
    Color player = Color::White;
    int moveNumber = 0; ///< the move in progress
    int answering = -1; ///< the partner's card being answered
    bool waitingForPost = false; ///< that card has not been received: no time runs yet
    QDate since;
    QDate until; ///< the as-of date, or the claim's date when the game is suspended (II.6.6)
    int days = 0;
    int leaveDays = 0;
    int total = 0; ///< the player's total with the running days
    int limit = 0;
    int daysLeftInControl = 0;
    /// Few days left before the control (II.4.12, III.4.10); the section has no such rule on a server.
    bool timeTrouble = false;
    bool mustRegister = false; ///< in time trouble by post: the reply goes registered (II.4.12)
    int doubledDays = 0; ///< of `days`, the extra days past the limit on one move (V.5.2)
    int partnerDaysLeft = 0; ///< the other player's days left in the period of his move in progress
    /// The last day the reply may be sent with the player's total still within `limit` (II.4.3): `since`
    /// plus the days left, leave days not counted (II.7) and days past the doubling point counted twice
    /// (V.5.2). Unset while no time runs (the card not received, the claim stopped it) or when the total
    /// was past the limit before this move began.
    std::optional<QDate> lastDayInTime;
    int leaveDaysToLastDay = 0; ///< leave days between `since` and `lastDayInTime`, not counted
};

enum class DeadlineKind
{
    RepeatMove,
    NotifyJudge,
    FirstMoveInquiry,
    Inactivity,
    QueryMove,
    Claim,
    Adjudication,
};
QString deadlineKindName(DeadlineKind kind); ///< repeat_move, notify_judge, …

struct Deadline
{
    DeadlineKind kind = DeadlineKind::RepeatMove;
    Color player = Color::White;
    std::optional<QDate> due; ///< unset for a claim: it is due with the reply to the control move (II.6.3)
    int card = -1; ///< the card the deadline counts from
    QDate from; ///< the date it counts from
    int leaveDays = 0; ///< the partner's announced leave inside the window (rules §5 decision)
    int controlMove = 0; ///< for a claim: the offender's control move
};

/// Something the ledger found on a card (explainCardWarnings() gives a card's).
struct CardWarning
{
    int card = -1; ///< index into GameFile::cards
    Explanation explanation;
};

/// The whole computed state of one game as of a date: every figure, with the facts behind it.
struct Ledger
{
    rules::RuleSet rules;
    QDate asOf;
    std::array<QDate, 2> startDates; ///< each player's start date (II.4.5, II.4.6)
    std::vector<CardDates> cardDates; ///< parallel to GameFile::cards
    std::vector<TimeBooking> bookings;
    std::vector<PenaltyEntry> penalties;
    std::vector<MoveRow> rows; ///< game order
    std::array<int, 2> totals{};
    std::optional<Overstep> overstep;
    Color toMove = Color::White;
    std::optional<Running> running;
    std::vector<Deadline> deadlines;
    QList<Explanation> warnings; ///< about the game as a whole (leave past the cap, …)
    /// What the ledger found on cards beyond the date conflicts (transit, an unfounded query), each with its
    /// card, in the order found: few games have any, so a list of them, not a list for every card.
    std::vector<CardWarning> cardWarnings;
    chess::Position position; ///< after every move played
    bool finished = false; ///< the game has a result
    bool suspended = false; ///< a forfeit claim is with the judge (II.6.6)

    int total(Color player) const { return totals[static_cast<int>(player)]; }
    /// Whether a move of the player's has days not known (MoveRow::open: its card undated, or the receipt of
    /// the card it answers unknown, II.2.2 ¶6, II.3.7): the player's total is at least total(), and the days
    /// left in the control period at most what they say.
    bool totalOpen(Color player) const;
    /// The position each row's move was made in, parallel to `rows`: the moves replayed once from the
    /// initial position (a row keeps no position of its own, so that computing a ledger copies none).
    std::vector<chess::Position> positionsBeforeRows() const;
    /// The limit for a move: days per control × the control periods up to and including it (II.4.3).
    int limitFor(int moveNumber) const;
};

/// The position each row's move was made in, parallel to `rows` (Ledger::positionsBeforeRows()).
std::vector<chess::Position> positionsBeforeRows(const std::vector<MoveRow>& rows);

/// The last move made, numbered as a score sheet writes it in `notation`: "12. 0-0-0", "12... Фd8-d7" — what
/// an adjudication's letter names (II.9.9). Empty before the first move.
QString lastMoveMade(const Ledger& ledger, chess::Notation notation);

/// The earliest deadline with a date (the first of equal ones): the one the games list shows as next.
/// nullptr when none has a date.
const Deadline* nextDatedDeadline(const std::vector<Deadline>& deadlines);

struct LedgerResult
{
    std::optional<Ledger> ledger; ///< set when `problems` is empty
    InputProblems problems;
};

/// Computes the ledger of a game as of `asOf` (rules §1–§5). Pure: no clock, no I/O.
/// Input errors (impossible dates, a move that is no chess notation, an acceptance of more plies than
/// were proposed) come back as problems naming the card and the key; wrong moves are postal life and
/// come back as penalties.
LedgerResult computeLedger(const GameFile& game, const rules::RuleSet& rules, const QDate& asOf);

/// The rule set a game names, with its regulation's overrides; problems name the key.
Result<rules::RuleSet> rulesOf(const GameFile& game);

} // namespace postmark::ledger
