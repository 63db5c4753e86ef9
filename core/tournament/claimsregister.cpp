// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/claimsregister.h"

#include "core/ledger/ledger.h"
#include "core/support/texttable.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

namespace {

constexpr std::array<std::pair<ClaimDecision, QStringView>, 3> decisionTexts{{
    {ClaimDecision::Pending, u"pending"},
    {ClaimDecision::Upheld, u"upheld"},
    {ClaimDecision::Rejected, u"rejected"},
}};

QString iso(const QDate& date)
{
    return date.toString(Qt::ISODate);
}

ledger::Color claimantColor(const Tournament& event, const JudgeClaim& claim)
{
    return event.games[claim.game].white == claim.claimant ? ledger::Color::White : ledger::Color::Black;
}

QString playerName(const Tournament& event, const QString& id)
{
    const int index = event.playerIndex(id);
    return index >= 0 ? event.players[index].name : id;
}

} // namespace

QString claimDecisionText(ClaimDecision decision)
{
    return textOf(decisionTexts, decision);
}

std::optional<ClaimDecision> claimDecisionFromText(const QString& text)
{
    return valueOf(decisionTexts, text);
}

ledger::GameFile claimEvidence(const Tournament& event, const JudgeClaim& claim)
{
    ledger::GameFile game = claim.evidence;
    ledger::Claim made = game.claim.value_or(ledger::Claim{});
    made.by = claimantColor(event, claim);
    made.sent = claim.sent;
    if (!claim.sealedMove.isEmpty())
        made.sealedMove = claim.sealedMove;
    game.claim = made;
    return game;
}

QString offenderOf(const Tournament& event, const JudgeClaim& claim)
{
    const TournamentGame& pairing = event.games[claim.game];
    return claim.claimant == pairing.white ? pairing.black : pairing.white;
}

ClaimAssessment assessClaim(const Tournament& event, const JudgeClaim& claim, const QDate& asOf)
{
    ClaimAssessment assessment;
    const TournamentGame& pairing = event.games[claim.game];
    const ledger::Color claimant = claimantColor(event, claim);
    assessment.offender = offenderOf(event, claim);
    const QString white = playerName(event, pairing.white);
    const QString black = playerName(event, pairing.black);
    if (claim.evidence.white.name != white || claim.evidence.black.name != black)
        assessment.evidenceProblem = u"the game file is of %1 – %2, not of the pairing %3 – %4"_s.arg(
            claim.evidence.white.name, claim.evidence.black.name, white, black);

    const Result<rules::RuleSet> rules = rulesOf(event);
    if (!rules) {
        assessment.problems.append({u"event"_s, u"rules"_s, rules.error().detail});
        return assessment;
    }
    const ledger::GameFile evidence = claimEvidence(event, claim);
    // The clock stops at the claim (II.6.6), so a later date changes no figure; the file's own date is
    // taken when later, so that a decision dated before the last card's arrival still reads every card.
    const QDate until = std::max(asOf, claim.evidence.asOf.value_or(asOf));
    const ledger::LedgerResult computed = ledger::computeLedger(evidence, *rules, until);
    if (!computed.ledger) {
        assessment.problems = computed.problems;
        return assessment;
    }
    assessment.check = ledger::checkClaim(evidence, *computed.ledger);
    const ledger::ClaimCheck& check = assessment.check;

    if (!check.overstep) {
        assessment.why = {u"II.6.1"_s,
            u"no overstep: by the claimant's cards neither player's total exceeds the limit of the control "
            u"period"_s};
    } else if (check.overstep->player == claimant) {
        assessment.why = {check.overstepWhy.clause,
            u"the overstep the cards show is the claimant's own: %1"_s.arg(check.overstepWhy.text)};
    } else if (!check.windowOpen) {
        assessment.why = check.windowWhy;
    } else if (!assessment.evidenceProblem.isEmpty()) {
        assessment.why = {u"II.6.2"_s, assessment.evidenceProblem};
    } else {
        assessment.holds = true;
        assessment.why = {check.overstepWhy.clause,
            u"the overstep holds: %1; claimed in time (%2: %3)"_s.arg(
                check.overstepWhy.text, check.windowWhy.clause, check.windowWhy.text)};
    }

    if (claim.noticeReceived) {
        assessment.objectionDue = claim.noticeReceived->addDays(rules->objectionDays);
        QString text =
            u"the notice of the overstep was received on %1: an objection, registered, to the judge "
            u"by %2"_s.arg(iso(*claim.noticeReceived), iso(*assessment.objectionDue));
        if (claim.objectionSent) {
            const qint64 late = assessment.objectionDue->daysTo(*claim.objectionSent);
            text += late > 0
                ? u"; the objection sent on %1 is %2 days late"_s.arg(iso(*claim.objectionSent)).arg(late)
                : u"; the objection sent on %1 is in time"_s.arg(iso(*claim.objectionSent));
        }
        assessment.objectionWhy = {u"II.6.4"_s, text};
    } else {
        assessment.objectionWhy = {u"II.6.4"_s,
            u"the date the partner received the notice of the overstep is not recorded: the %1 days of "
            u"objection count from it"_s.arg(rules->objectionDays)};
    }
    return assessment;
}

AppealWindow claimAppealWindow(
    const Tournament& event, const rules::RuleSet& rules, const JudgeClaim& claim, const QDate& asOf)
{
    if (claim.appealReceived) {
        // With the appeals committee, whose decision is final; the judge records it as the decision.
        AppealWindow withCommittee;
        withCommittee.open = !claim.committeeRuledOn;
        withCommittee.why = {u"II.1.6"_s,
            u"%1 appealed on %2 against the decision of %3 (the claim %4): %5"_s.arg(
                playerName(event, claim.appellant),
                iso(*claim.appealReceived),
                iso(*claim.decidedOn),
                claimDecisionText(claim.decision),
                claim.committeeRuledOn
                    ? u"the appeals committee ruled on %1, finally"_s.arg(iso(*claim.committeeRuledOn))
                    : u"the appeals committee decides, finally"_s)};
        return withCommittee;
    }
    return appealWindow(event,
        u"II.1.6"_s,
        u"the claim was %1 on %2"_s.arg(claimDecisionText(claim.decision), iso(*claim.decidedOn)),
        *claim.decidedOn,
        {{claim.claimant, claim.claimantReceivedDecision},
            {offenderOf(event, claim), claim.offenderReceivedDecision}},
        rules.appealDays,
        asOf);
}

TournamentGame gameAfterDecision(const Tournament& event, const JudgeClaim& claim)
{
    TournamentGame game = event.games[claim.game];
    if (claim.decision == ClaimDecision::Upheld) {
        game.result =
            claimantColor(event, claim) == ledger::Color::White ? GameResult::WhiteWon : GameResult::BlackWon;
        game.how = ResultHow::TimeForfeit;
    }
    return game;
}

std::optional<QString> claimProblem(const Tournament& event, const JudgeClaim& claim)
{
    if (claim.game < 0 || claim.game >= event.games.size())
        return u"game: no pairing #%1 in the event"_s.arg(claim.game + 1);
    const TournamentGame& pairing = event.games[claim.game];
    if (claim.claimant != pairing.white && claim.claimant != pairing.black)
        return u"claimant: %1 does not play in %2 – %3"_s.arg(playerName(event, claim.claimant),
            playerName(event, pairing.white),
            playerName(event, pairing.black));
    if (!claim.sent.isValid())
        return u"sent: the claim's posting date is missing"_s;
    if (claim.decision != ClaimDecision::Pending && !claim.decidedOn)
        return u"decided_on: a decision needs its date"_s;
    if (claim.decidedOn && *claim.decidedOn < claim.sent)
        return u"decided_on: %1 is before the claim was sent (%2)"_s.arg(
            iso(*claim.decidedOn), iso(claim.sent));
    for (const auto& [field, received] :
        {std::pair{u"claimant_received_decision"_s, claim.claimantReceivedDecision},
            std::pair{u"offender_received_decision"_s, claim.offenderReceivedDecision}}) {
        if (auto problem = receiptProblem(field, received, claim.decidedOn))
            return problem;
    }
    if (claim.appealReceived) {
        if (claim.decision == ClaimDecision::Pending || !claim.decidedOn)
            return u"appeal_received: there is no decision to appeal against"_s;
        if (*claim.appealReceived < *claim.decidedOn)
            return u"appeal_received: %1 is before the decision (%2)"_s.arg(
                iso(*claim.appealReceived), iso(*claim.decidedOn));
        if (claim.appellant != pairing.white && claim.appellant != pairing.black)
            return u"appellant: %1 does not play in this game"_s.arg(playerName(event, claim.appellant));
    }
    if (claim.committeeRuledOn && !claim.appealReceived)
        return u"committee_ruled_on: the appeals committee rules only on an appeal (II.1.6)"_s;
    if (claim.committeeRuledOn && *claim.committeeRuledOn < *claim.appealReceived)
        return u"committee_ruled_on: %1 is before the appeal (%2)"_s.arg(
            iso(*claim.committeeRuledOn), iso(*claim.appealReceived));
    if (claim.penaltyDays < 0)
        return u"penalty_days: %1 is not a number of days"_s.arg(claim.penaltyDays);
    if (claim.penaltyDays > 0 && claim.decision != ClaimDecision::Rejected)
        return u"penalty_days: penalty days go to the claimant only when the claim is rejected (II.6.8)"_s;
    return std::nullopt;
}

} // namespace postmark::tournament
