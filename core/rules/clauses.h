// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>

#include <QString>

#include "core/rules/ruleset.h"

namespace postmark::rules {

/// A rule the ledger applies, by what it does rather than by its number: each section of the rules numbers
/// it in its own way (the excused delay is II.4.7 by post, III.4.8 by e-mail), and some sections do not
/// have it at all (a late start notice moves the start only in postal play, II.4.6).
enum class Rule
{
    ThinkingTime, ///< receipt of the partner's move → send of the reply
    Control, ///< days per control period, cumulative; transit not counted
    OfficialStart, ///< no time before the official start
    LateStartNotice, ///< a late start notice moves the player's start
    QueryExcused, ///< a query about an impossible move: 3 days not counted
    RepeatAnswerExcused, ///< answering the partner's repeat with one's own: 3 days not counted
    WrongRepetitionAnswerExcused, ///< answering a wrongly repeated move: 3 days not counted
    Variant, ///< conditional moves: whose time goes on which move
    Replacement, ///< an impossible move replaced after a query
    CardWithoutMove, ///< a card with no move counts as an impossible (or illegible) one
    ImpossibleMovePenalty,
    WrongRepetitionPenalty,
    RegisteredPenalty,
    AddressPenalty,
    PenaltyEscalation, ///< the second offence of a kind costs more
    LateRepeat, ///< a late repeat that delayed the game: the delay added
    TimeTrouble, ///< what a player with few days left must do
    RepeatMove, ///< no reply: repeat the move
    NotifyJudge, ///< no reply to the repeat either: tell the judge
    FirstMoveInquiry, ///< no first move from White: an inquiry
    Inactivity, ///< no move for a long time: loss possible
    QueryMove, ///< query a received impossible move
    Overstep,
    ClaimWindow, ///< a forfeit claim no later than the reply to the control move
    Objection,
    Suspension, ///< a claim suspends the game
    Adjudication,
    LeaveCap, ///< leave days per calendar year
    LeaveNotCounted,
    LeaveNoticeLate,
    TotalTime,
    StatedFacts, ///< what a move card states
    CardDates, ///< how a card's send and receipt dates are established
    OverstepLoss, ///< the player who overstepped loses the game
    Withdrawal, ///< the judge's decision on a withdrawn player's games (in a team event, without a
                ///< substitute)
    // The judge's registers: what each step of a claim, a result and an adjudication cites.
    ClaimEvidence, ///< what a forfeit claim sends the judge
    ClaimRejected, ///< a claim rejected: play goes on
    ResultRecorded, ///< a result counts once the game record is received
    NoRecord, ///< no game record from either player: both may lose
    AssessmentsAgree, ///< both players assess the position alike: ended without adjudication
    Adjudicator, ///< the adjudicator decides from the players' packets: a result decided by adjudication
    NoPacketNoAppeal, ///< a player who sent no packet may not appeal
    AdjudicationAppeal, ///< an appeal against an adjudication
    SecondAdjudication, ///< the appeal's adjudication by another judge is final
    AppealToCommittee, ///< an appeal against a judge's decision
    UnfoundedClaimPenalty, ///< penalty days for a claim rejected as unfounded
    AdjudicationNotice, ///< the judge tells the players the result and the last move made
    SealedMove, ///< the claimant's next move goes to the judge with the claim, not to the partner
    AddressChange, ///< a player tells the judge and the partners of a new address
    WithdrawalTexts, ///< a withdrawn player's games lost by the decision count once the judge has their texts
    ClaimBar, ///< a claim rejected: the judge may bar the claimant's claims for the current ten-move cycle
    // Rules only a regulation's parameter names (§10): the ledger applies them under others' clauses.
    DoubledDays, ///< past so many days on one move, each day counts double
    StandardTransit, ///< e-mail: a move's standard transit time; a longer one goes to the judge
};
constexpr std::size_t RuleCount = static_cast<std::size_t>(Rule::StandardTransit) + 1;

/// The clause of `rule` in the section `rules` belongs to ("II.4.7", "III.4.8"), or an empty string where
/// that section has no such rule: the ledger then does not apply it.
QString clause(const RuleSet& rules, Rule rule);

/// " (II.6.5)": the clause of `rule` in the section of `rules` in brackets, to follow the words it backs;
/// empty where that section has no such rule.
QString citation(const RuleSet& rules, Rule rule);
/// " (II.9.7, II.9.9)": the clauses of `each` the section of `rules` has, each once, in brackets; empty
/// where it has none.
QString citation(const RuleSet& rules, std::initializer_list<Rule> each);

/// Whether the section of `rules` has `rule`.
bool has(const RuleSet& rules, Rule rule);

/// Every rule the section has, one bit per Rule: what the ledger asks on every card, asked once.
std::uint64_t rulesOfSection(const RuleSet& rules);

} // namespace postmark::rules
