// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QList>
#include <QString>

#include "core/ledger/claimcheck.h"
#include "core/ledger/explanation.h"
#include "core/ledger/gamefile.h"
#include "core/tournament/appealwindow.h"
#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// What the chief judge decided on a forfeit claim (II.6.7).
enum class ClaimDecision
{
    Pending, ///< with the judge; the game is suspended (II.6.6)
    Upheld, ///< the offender loses the game on time
    Rejected, ///< the sealed move is forwarded and play goes on
};

QString claimDecisionText(ClaimDecision decision); ///< pending, upheld, rejected
std::optional<ClaimDecision> claimDecisionFromText(const QString& text);

/// A forfeit claim as the chief judge registers it, with the claimant's game file as the evidence.
struct JudgeClaim
{
    qint64 id = 0; ///< the archive's row; 0 until stored
    int game = -1; ///< index into Tournament::games
    QString claimant; ///< player id
    QDate sent; ///< the claim's posting date: the game is suspended from it (II.6.6)
    std::optional<QDate>
        noticeReceived; ///< the offender received the overstep notice (II.6.2 part 4, II.6.4)
    std::optional<QDate> objectionSent; ///< the offender's objection, by its postmark (II.6.4)
    QString sealedMove; ///< the claimant's next move, sealed (II.6.2 part 6)
    ledger::GameFile evidence; ///< the claimant's game file, as enclosed
    ClaimDecision decision = ClaimDecision::Pending;
    std::optional<QDate> decidedOn;
    std::optional<QDate> claimantReceivedDecision; ///< each player's appeal runs from their receipt of the
    std::optional<QDate> offenderReceivedDecision; ///< decision (II.1.6), by the registered-mail receipt
    std::optional<QDate> appealReceived; ///< a protest to the appeals committee reached the judge (II.1.6)
    QString appellant; ///< player id
    /// the appeals committee's final decision came (II.1.6); the judge records it as the claim's decision
    std::optional<QDate> committeeRuledOn;
    int penaltyDays = 0; ///< charged to the claimant when the judge so decides on a rejected claim (II.6.8)
    /// Rejected by e-mail: the claimant may not claim again in this game within the current ten-move cycle
    /// (III.6.7), read as a claim about an overstep at the same control move.
    bool barsFurtherClaims = false;
    QString reason; ///< the judge's words
    /// Why the judge decided before the offender's objection window closed with no objection in (II.6.4):
    /// such a decision stands only with its reason, kept with the claim.
    QString earlyDecisionReason;

    bool operator==(const JudgeClaim&) const = default;
};

/// The evidence as the claim makes it: the claimant's game file with the claim's date, notice receipt and
/// sealed move, so that its ledger stops the clock at the claim (II.6.6).
ledger::GameFile claimEvidence(const Tournament& event, const JudgeClaim& claim);

/// What Postmark finds when it recomputes the claimant's cards: whether the overstep holds, by whom, at
/// which move, with the time calculation; and the objection window.
struct ClaimAssessment
{
    ledger::InputProblems problems; ///< the evidence cannot be computed (a refused game file)
    Message evidenceProblem; ///< the evidence is of another game (players, colours), or empty
    ledger::ClaimCheck check;
    /// The evidence's ledger as of the claim (the clock stops at it, II.6.6): the time calculation a decision
    /// letter shows; empty when the evidence cannot be computed.
    std::optional<ledger::Ledger> ledger;
    QString offender; ///< the claimant's partner (player id)
    bool holds = false; ///< the partner overstepped (II.6.1) and the claim was in time (II.6.3)
    ledger::Explanation why; ///< the finding in one sentence, with its clause
    std::optional<QDate> objectionDue; ///< notice received + the objection days (II.6.4)
    ledger::Explanation objectionWhy;
    /// The claimant's sealed next move cannot be made in the position the cards reach (II.6.2 part 6): why;
    /// empty when it can, or when none was sealed.
    Message sealedMoveProblem;
    /// The control move that closes the ten-move cycle the claim was made in, as far as the offender's moves
    /// had gone (III.6.7's "current cycle"); 0 when the evidence cannot be computed.
    int cycleControlMove = 0;
};

/// Recomputes the claim from its evidence as of `asOf` (or the evidence's own date, when later) under the
/// event's rules and regulation.
ClaimAssessment assessClaim(const Tournament& event, const JudgeClaim& claim, const QDate& asOf);

/// The claimant's partner: the player whose overstep the claim is about (player id).
QString offenderOf(const Tournament& event, const JudgeClaim& claim);

/// The appeal window after a decided claim (II.1.6): each player may appeal within the appeal days of
/// receiving the decision; once an appeal came, it stays open until the appeals committee's ruling. The
/// claim must be decided, with its date.
AppealWindow claimAppealWindow(
    const Tournament& event, const rules::RuleSet& rules, const JudgeClaim& claim, const QDate& asOf);

/// The pairing as the decision leaves it: an upheld claim scores the win to the claimant on time
/// (`how` time_forfeit); a pending or rejected claim leaves the result as it was (the game goes on).
TournamentGame gameAfterDecision(const Tournament& event, const JudgeClaim& claim);

/// Refuses a claim the register cannot hold, naming the field: no such pairing, a claimant who does not
/// play in it, no date, a decision without its date, a decision before the claim, a receipt of the decision
/// before it, an appeal with no decision, before it or from a player outside the game, the committee's
/// ruling with no appeal or before it, negative penalty days; and a decision taken while the offender may
/// still object (II.6.4: before the objection window closed, or with the notice's receipt unknown, and no
/// objection in) without the judge's reason for deciding early; a bar on further claims (III.6.7) on a claim
/// not rejected, or in an event whose section has none.
std::optional<ledger::InputProblem> claimProblem(const Tournament& event, const JudgeClaim& claim);

/// The earlier claim of `claims` that bars `claim` (III.6.7): rejected with the bar, by the same claimant in
/// the same game, made in the same ten-move cycle (ClaimAssessment::cycleControlMove) — the cycle the bar
/// was for; once the offender's moves pass its control move, claims are free again. nullptr when none bars
/// it.
const JudgeClaim* claimBarring(
    const Tournament& event, const QList<JudgeClaim>& claims, const JudgeClaim& claim);

} // namespace postmark::tournament
