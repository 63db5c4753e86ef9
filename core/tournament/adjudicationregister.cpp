// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/adjudicationregister.h"

#include "core/rules/clauses.h"
#include "core/support/texttable.h"
#include "core/tournament/appealwindow.h"
#include "core/tournament/crosstable.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

namespace {

constexpr std::array<std::pair<AdjudicationStage, QStringView>, 6> stageTexts{{
    {AdjudicationStage::AwaitingPackets, u"awaiting_packets"},
    {AdjudicationStage::Agreed, u"agreed"},
    {AdjudicationStage::AwaitingDecision, u"awaiting_decision"},
    {AdjudicationStage::AppealWindow, u"appeal_window"},
    {AdjudicationStage::Appealed, u"appealed"},
    {AdjudicationStage::Final, u"final"},
}};

Message packetText(MessageCode colour, const std::optional<QDate>& received)
{
    return received ? say(MessageCode::PacketReceived, colour, *received)
                    : say(MessageCode::PacketNotReceived, colour);
}

ledger::InputProblem adjudicationField(const QString& key, const Message& what)
{
    return {say(MessageCode::WhereAdjudication), key, what};
}

} // namespace

QString adjudicationStageText(AdjudicationStage stage)
{
    return textOf(stageTexts, stage);
}

QDate adjudicationPacketsDue(const Tournament& event, const rules::RuleSet& rules)
{
    return event.end.addDays(rules.adjudicationSubmitDays);
}

AdjudicationState adjudicationState(
    const Tournament& event, const rules::RuleSet& rules, const Adjudication& adjudication, const QDate& asOf)
{
    AdjudicationState state;
    state.packetsDue = adjudicationPacketsDue(event, rules);
    const Message packets = joined({packetText(MessageCode::White, adjudication.whitePacket),
                                       packetText(MessageCode::Black, adjudication.blackPacket)},
        MessageCode::JoinComma);

    if (adjudication.finalDecision) {
        state.stage = AdjudicationStage::Final;
        state.result = adjudication.finalDecision;
        state.why = {rules::clause(rules, rules::Rule::SecondAdjudication),
            say(MessageCode::AdjudicatedAgainFinal,
                adjudication.secondAdjudicator,
                adjudication.finalOn ? say(MessageCode::Verbatim, *adjudication.finalOn)
                                     : say(MessageCode::UnknownDate),
                resultText(*adjudication.finalDecision))};
        return state;
    }
    if (adjudication.decision && adjudication.decidedOn) {
        state.result = adjudication.decision;
        if (adjudication.appealReceived) {
            state.stage = AdjudicationStage::Appealed;
            state.why = {rules::clause(rules, rules::Rule::SecondAdjudication),
                say(MessageCode::AdjudicationAppealed,
                    event.playerName(adjudication.appellant),
                    *adjudication.appealReceived,
                    resultText(*adjudication.decision))};
            return state;
        }
        // Only a player whose packet reached the judge may appeal (II.9.8, III.9.8, IV.11.9).
        const TournamentGame& pairing = event.games[adjudication.game];
        QList<DecisionReceipt> entitled;
        if (adjudication.whitePacket)
            entitled.append({pairing.white, adjudication.whiteReceivedResult});
        if (adjudication.blackPacket)
            entitled.append({pairing.black, adjudication.blackReceivedResult});
        const AppealWindow window = appealWindow(event,
            adjudicationAppealRoute(rules),
            rules::clause(rules, rules::Rule::AdjudicationAppeal),
            say(MessageCode::AdjudicatedOn,
                adjudication.adjudicator,
                resultText(*adjudication.decision),
                *adjudication.decidedOn),
            *adjudication.decidedOn,
            entitled,
            rules.appealDays,
            asOf);
        state.appealDue = window.closes;
        state.stage = window.open ? AdjudicationStage::AppealWindow : AdjudicationStage::Final;
        state.why = window.why;
        if (entitled.isEmpty())
            state.why = {rules::clause(rules, rules::Rule::NoPacketNoAppeal),
                say(MessageCode::NeitherSentPacket, window.why.what)};
        return state;
    }
    if (adjudication.whitePacket && adjudication.blackPacket && adjudication.whiteAssessment
        && adjudication.whiteAssessment == adjudication.blackAssessment) {
        state.stage = AdjudicationStage::Agreed;
        state.result = adjudication.whiteAssessment;
        state.why = {rules::clause(rules, rules::Rule::AssessmentsAgree),
            say(MessageCode::BothAssessTheSame, resultText(*adjudication.whiteAssessment))};
        return state;
    }
    if ((adjudication.whitePacket && adjudication.blackPacket) || asOf > state.packetsDue) {
        state.stage = AdjudicationStage::AwaitingDecision;
        state.why = {rules::clause(rules, rules::Rule::Adjudicator),
            say(adjudication.whitePacket && adjudication.blackPacket
                    ? MessageCode::AdjudicatorDecidesOnPackets
                    : MessageCode::AdjudicatorDecidesNoAppealWithoutPacket,
                packets)};
        return state;
    }
    state.stage = AdjudicationStage::AwaitingPackets;
    state.why = {rules::clause(rules, rules::Rule::Adjudication),
        say(rules.byEmail() ? MessageCode::PacketsByEmailDue : MessageCode::PacketsDue,
            rules.adjudicationSubmitDays,
            event.end,
            state.packetsDue,
            packets)};
    return state;
}

bool needsAdjudication(const Tournament& event, int game, const QDate& asOf)
{
    const TournamentGame& pairing = event.games[game];
    if (pairing.result && pairing.how != ResultHow::Adjudicated)
        return false;
    if (pairing.how == ResultHow::Adjudicated || asOf > event.end)
        return true;
    // Only a withdrawal that decides the game: a partner's earlier withdrawal took it out of play first
    // (helper-74's Мельник, adjudicated, was listed owing materials for a game Бойко's earlier loss had
    // scored).
    for (const Withdrawal& withdrawal : withdrawalsDeciding(event, game)) {
        if (withdrawal.decision == WithdrawalDecision::Adjudicate)
            return true;
    }
    return false;
}

TournamentGame gameAfterAdjudication(
    const Tournament& event, const rules::RuleSet& rules, const Adjudication& adjudication, const QDate& asOf)
{
    TournamentGame game = event.games[adjudication.game];
    const AdjudicationState state = adjudicationState(event, rules, adjudication, asOf);
    if (state.result) {
        game.result = state.result;
        game.how = state.stage == AdjudicationStage::Agreed ? ResultHow::Played : ResultHow::Adjudicated;
    }
    return game;
}

std::optional<ledger::InputProblem> adjudicationProblem(
    const Tournament& event, const Adjudication& adjudication)
{
    if (adjudication.game < 0 || adjudication.game >= event.games.size())
        return adjudicationField(u"game"_s, say(MessageCode::NoPairingNumber, adjudication.game + 1));
    const TournamentGame& pairing = event.games[adjudication.game];
    if (adjudication.decision && !adjudication.decidedOn)
        return adjudicationField(u"decided_on"_s, say(MessageCode::DecisionNeedsDate));
    if (adjudication.decision && adjudication.adjudicator.trimmed().isEmpty())
        return adjudicationField(u"adjudicator"_s, say(MessageCode::KeyMissing));
    // Decided while a packet may still come, the result would read "final: neither sent a packet, no appeal"
    // (II.9.8) against players whose time to send one had not run out (helper-35).
    const rules::RuleSet rules = rulesOrSectionDefault(event);
    const QDate packetsDue = adjudicationPacketsDue(event, rules);
    if (adjudication.decision && adjudication.decidedOn && *adjudication.decidedOn <= packetsDue) {
        QStringList awaited;
        if (!adjudication.whitePacket)
            awaited.append(event.playerName(pairing.white));
        if (!adjudication.blackPacket)
            awaited.append(event.playerName(pairing.black));
        if (!awaited.isEmpty())
            return adjudicationField(u"decided_on"_s,
                say(MessageCode::DecidedBeforePacketsDue,
                    *adjudication.decidedOn,
                    awaited.join(u", "_s),
                    packetsDue,
                    rules::clause(rules, rules::Rule::Adjudication),
                    rules::clause(rules, rules::Rule::Adjudicator)));
    }
    for (const auto& [field, received] :
        {std::pair{u"white_received_result"_s, adjudication.whiteReceivedResult},
            std::pair{u"black_received_result"_s, adjudication.blackReceivedResult}}) {
        if (auto problem =
                receiptProblem(say(MessageCode::WhereAdjudication), field, received, adjudication.decidedOn))
            return problem;
    }
    if (adjudication.appealReceived && !adjudication.decision)
        return adjudicationField(u"appeal_received"_s, say(MessageCode::NoDecisionToAppeal));
    if (adjudication.appealReceived && adjudication.decidedOn
        && *adjudication.appealReceived < *adjudication.decidedOn)
        return adjudicationField(u"appeal_received"_s,
            say(MessageCode::ReceivedBeforeDecision, *adjudication.appealReceived, *adjudication.decidedOn));
    if (adjudication.appealReceived) {
        if (adjudication.appellant != pairing.white && adjudication.appellant != pairing.black)
            return adjudicationField(u"appellant"_s,
                say(MessageCode::DoesNotPlayInThisGame, event.playerName(adjudication.appellant)));
        const bool sentPacket = adjudication.appellant == pairing.white
            ? adjudication.whitePacket.has_value()
            : adjudication.blackPacket.has_value();
        if (!sentPacket)
            return adjudicationField(
                u"appellant"_s, say(MessageCode::NoPacketNoAppeal, event.playerName(adjudication.appellant)));
    }
    if (adjudication.finalDecision) {
        if (!adjudication.appealReceived)
            return adjudicationField(
                u"final_decision"_s, say(MessageCode::SecondAdjudicationOnlyAfterAppeal));
        if (!adjudication.finalOn)
            return adjudicationField(u"final_on"_s, say(MessageCode::DecisionNeedsDate));
        if (adjudication.secondAdjudicator.trimmed().isEmpty())
            return adjudicationField(u"second_adjudicator"_s, say(MessageCode::KeyMissing));
        if (adjudication.secondAdjudicator.trimmed() == adjudication.adjudicator.trimmed())
            return adjudicationField(
                u"second_adjudicator"_s, say(MessageCode::SecondAdjudicatorIsAnotherJudge));
    }
    return std::nullopt;
}

} // namespace postmark::tournament
