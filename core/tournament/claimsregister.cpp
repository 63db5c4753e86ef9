// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/claimsregister.h"

#include "core/ledger/cardmove.h"
#include "core/ledger/controlperiod.h"
#include "core/ledger/ledger.h"
#include "core/rules/clauses.h"
#include "core/support/texttable.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

namespace {

constexpr std::array<std::pair<ClaimDecision, QStringView>, 3> decisionTexts{{
    {ClaimDecision::Pending, u"pending"},
    {ClaimDecision::Upheld, u"upheld"},
    {ClaimDecision::Rejected, u"rejected"},
}};

ledger::Color claimantColor(const Tournament& event, const JudgeClaim& claim)
{
    return event.games[claim.game].white == claim.claimant ? ledger::Color::White : ledger::Color::Black;
}

MessageCode decisionWord(ClaimDecision decision)
{
    switch (decision) {
    case ClaimDecision::Upheld:
        return MessageCode::ClaimUpheld;
    case ClaimDecision::Rejected:
        return MessageCode::ClaimRejected;
    case ClaimDecision::Pending:
        break;
    }
    return MessageCode::ClaimPending;
}

ledger::InputProblem claimField(const QString& key, const Message& what)
{
    return {say(MessageCode::WhereClaim), key, what};
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
    made.noticeReceived = claim.noticeReceived;
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
    const QString white = event.playerName(pairing.white);
    const QString black = event.playerName(pairing.black);
    if (claim.evidence.white.name != white || claim.evidence.black.name != black)
        assessment.evidenceProblem = say(MessageCode::EvidenceOfAnotherPairing,
            claim.evidence.white.name,
            claim.evidence.black.name,
            white,
            black);

    const Result<rules::RuleSet> rules = rulesOf(event);
    if (!rules) {
        assessment.problems.append({say(MessageCode::WhereEvent), u"rules"_s, rules.error().detail});
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
    assessment.ledger = computed.ledger;
    // The sealed move goes to the partner if the claim is rejected (II.6.7): one the cards' last position
    // does not allow is said at once (the demo sealed «Тa1-e1» with the rook on c1, helper-48).
    const QString sealed = claim.sealedMove.trimmed();
    if (!sealed.isEmpty() && computed.ledger->toMove == claimant) {
        const ledger::ReadMove read =
            ledger::readCardMove(computed.ledger->position, sealed, claim.evidence.notation);
        if (!read.move)
            assessment.sealedMoveProblem = say(MessageCode::ImpossibleMove, sealed, read.error.detail);
    }
    const ledger::Color offender = chess::opposite(claimant);
    int offenderMoves = 0;
    for (const ledger::MoveRow& row : computed.ledger->rows)
        offenderMoves += row.move && row.player == offender ? 1 : 0;
    assessment.cycleControlMove = ledger::controlMoveOf(*rules, std::max(1, offenderMoves));
    // The claim the evidence records is the one assessed: what became of it is the register's to say (a
    // decided claim's details still said it was with the judge, helper-28).
    assessment.check.alreadyClaimed = false;
    const ledger::ClaimCheck& check = assessment.check;

    if (!check.overstep) {
        assessment.why = {rules::clause(*rules, rules::Rule::Overstep), say(MessageCode::ClaimNoOverstep)};
    } else if (check.overstep->player == claimant) {
        assessment.why = {
            check.overstepWhy.clause, say(MessageCode::ClaimOverstepIsClaimants, check.overstepWhy.what)};
    } else if (!check.windowOpen) {
        assessment.why = check.windowWhy;
    } else if (!assessment.evidenceProblem.isEmpty()) {
        assessment.why = {rules::clause(*rules, rules::Rule::ClaimEvidence), assessment.evidenceProblem};
    } else {
        assessment.holds = true;
        assessment.why = {check.overstepWhy.clause,
            say(MessageCode::ClaimOverstepHolds,
                check.overstepWhy.what,
                check.windowWhy.clause,
                check.windowWhy.what)};
    }

    if (claim.noticeReceived) {
        assessment.objectionDue = claim.noticeReceived->addDays(rules->objectionDays);
        QList<Message> parts{say(rules->byEmail() ? MessageCode::ObjectionByEmailDueAfterNotice
                                                  : MessageCode::ObjectionDueAfterNotice,
            *claim.noticeReceived,
            *assessment.objectionDue)};
        if (claim.objectionSent) {
            const qint64 late = assessment.objectionDue->daysTo(*claim.objectionSent);
            parts.append(late > 0 ? say(MessageCode::ObjectionLate, late, *claim.objectionSent)
                                  : say(MessageCode::ObjectionInTime, *claim.objectionSent));
        }
        assessment.objectionWhy = {
            rules::clause(*rules, rules::Rule::Objection), joined(parts, MessageCode::JoinSemicolon)};
    } else {
        assessment.objectionWhy = {rules::clause(*rules, rules::Rule::Objection),
            say(MessageCode::NoticeReceiptNotRecorded, rules->objectionDays)};
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
        withCommittee.why = {rules::clause(rules, rules::Rule::AppealToCommittee),
            say(MessageCode::ClaimAppealed,
                event.playerName(claim.appellant),
                *claim.appealReceived,
                say(MessageCode::ClaimDecidedOn, decisionWord(claim.decision), *claim.decidedOn),
                claim.committeeRuledOn ? say(MessageCode::CommitteeRuledOn, *claim.committeeRuledOn)
                                       : say(MessageCode::CommitteeDecides))};
        return withCommittee;
    }
    return appealWindow(event,
        AppealRoute::ToTheCommittee,
        rules::clause(rules, rules::Rule::AppealToCommittee),
        say(MessageCode::ClaimDecidedOn, decisionWord(claim.decision), *claim.decidedOn),
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

std::optional<ledger::InputProblem> claimProblem(const Tournament& event, const JudgeClaim& claim)
{
    if (claim.game < 0 || claim.game >= event.games.size())
        return claimField(u"game"_s, say(MessageCode::NoPairingNumber, claim.game + 1));
    const TournamentGame& pairing = event.games[claim.game];
    if (claim.claimant != pairing.white && claim.claimant != pairing.black)
        return claimField(u"claimant"_s,
            say(MessageCode::DoesNotPlayInGame,
                event.playerName(claim.claimant),
                event.playerName(pairing.white),
                event.playerName(pairing.black)));
    if (!claim.sent.isValid())
        return claimField(u"sent"_s, say(MessageCode::KeyMissing));
    if (claim.decision != ClaimDecision::Pending && !claim.decidedOn)
        return claimField(u"decided_on"_s, say(MessageCode::DecisionNeedsDate));
    if (claim.decidedOn && *claim.decidedOn < claim.sent)
        return claimField(
            u"decided_on"_s, say(MessageCode::DecidedBeforeClaimSent, *claim.decidedOn, claim.sent));
    for (const auto& [field, received] :
        {std::pair{u"claimant_received_decision"_s, claim.claimantReceivedDecision},
            std::pair{u"offender_received_decision"_s, claim.offenderReceivedDecision}}) {
        if (auto problem = receiptProblem(say(MessageCode::WhereClaim), field, received, claim.decidedOn))
            return problem;
    }
    if (claim.appealReceived) {
        if (claim.decision == ClaimDecision::Pending || !claim.decidedOn)
            return claimField(u"appeal_received"_s, say(MessageCode::NoDecisionToAppeal));
        if (*claim.appealReceived < *claim.decidedOn)
            return claimField(u"appeal_received"_s,
                say(MessageCode::ReceivedBeforeDecision, *claim.appealReceived, *claim.decidedOn));
        if (claim.appellant != pairing.white && claim.appellant != pairing.black)
            return claimField(
                u"appellant"_s, say(MessageCode::DoesNotPlayInThisGame, event.playerName(claim.appellant)));
    }
    if (claim.committeeRuledOn && !claim.appealReceived)
        return claimField(u"committee_ruled_on"_s, say(MessageCode::CommitteeRulesOnlyOnAppeal));
    if (claim.committeeRuledOn && *claim.committeeRuledOn < *claim.appealReceived)
        return claimField(u"committee_ruled_on"_s,
            say(MessageCode::RuledBeforeAppeal, *claim.committeeRuledOn, *claim.appealReceived));
    // II.6.4: the offender has the objection days from the notice's receipt; a decision before they end
    // (or before the receipt is even known) with no objection in takes that right away: only with a reason.
    if (claim.decision != ClaimDecision::Pending && claim.decidedOn && !claim.objectionSent
        && claim.earlyDecisionReason.trimmed().isEmpty()) {
        const Result<rules::RuleSet> rules = rulesOf(event);
        const std::optional<QDate> closes = claim.noticeReceived && rules
            ? std::optional(claim.noticeReceived->addDays(rules->objectionDays))
            : std::nullopt;
        // The event's own clause (III.6.4 by e-mail): a walk read II.6.4 in an e-mail event's form.
        const QString clause = rules::clause(rulesOrSectionDefault(event), rules::Rule::Objection);
        if (!closes)
            return claimField(u"early_decision_reason"_s, say(MessageCode::DecidedBeforeNoticeKnown, clause));
        if (*claim.decidedOn <= *closes)
            return claimField(u"early_decision_reason"_s,
                say(MessageCode::DecidedWithinObjectionWindow, *claim.decidedOn, *closes, clause));
    }
    if (claim.penaltyDays < 0)
        return claimField(u"penalty_days"_s, say(MessageCode::MustBeWholeNumber));
    if (claim.penaltyDays > 0 && claim.decision != ClaimDecision::Rejected)
        return claimField(u"penalty_days"_s, say(MessageCode::PenaltyOnlyForRejectedClaim));
    if (claim.barsFurtherClaims) {
        const rules::RuleSet rules = rulesOrSectionDefault(event);
        if (!rules::has(rules, rules::Rule::ClaimBar))
            return claimField(u"bars_further_claims"_s, say(MessageCode::ClaimBarNotInSection));
        if (claim.decision != ClaimDecision::Rejected)
            return claimField(u"bars_further_claims"_s,
                say(MessageCode::ClaimBarOnlyForRejectedClaim, rules::clause(rules, rules::Rule::ClaimBar)));
    }
    return std::nullopt;
}

const JudgeClaim* claimBarring(
    const Tournament& event, const QList<JudgeClaim>& claims, const JudgeClaim& claim)
{
    const JudgeClaim* barring = nullptr;
    int cycle = 0; // the new claim's, computed only when an earlier claim bars its claimant
    for (const JudgeClaim& earlier : claims) {
        if (earlier.id == claim.id && claim.id != 0)
            continue; // the claim itself, edited
        if (!earlier.barsFurtherClaims || earlier.decision != ClaimDecision::Rejected
            || earlier.game != claim.game || earlier.claimant != claim.claimant || !earlier.decidedOn
            || claim.sent < *earlier.decidedOn)
            continue;
        if (cycle == 0)
            cycle = assessClaim(event, claim, claim.sent).cycleControlMove;
        const int barred = assessClaim(event, earlier, earlier.sent).cycleControlMove;
        if (barred != 0 && barred == cycle)
            barring = &earlier;
    }
    return barring;
}

} // namespace postmark::tournament
