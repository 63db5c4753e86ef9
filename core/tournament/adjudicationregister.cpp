// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/adjudicationregister.h"

#include "core/support/texttable.h"
#include "core/tournament/appealwindow.h"

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

QString iso(const QDate& date)
{
    return date.toString(Qt::ISODate);
}

QString packetText(const char16_t* colour, const std::optional<QDate>& received)
{
    return received ? u"%1's packet received %2"_s.arg(QStringView(colour), iso(*received))
                    : u"%1's packet not received"_s.arg(QStringView(colour));
}

QString playerName(const Tournament& event, const QString& id)
{
    const int index = event.playerIndex(id);
    return index >= 0 ? event.players[index].name : id;
}

} // namespace

QString adjudicationStageText(AdjudicationStage stage)
{
    return textOf(stageTexts, stage);
}

AdjudicationState adjudicationState(
    const Tournament& event, const rules::RuleSet& rules, const Adjudication& adjudication, const QDate& asOf)
{
    AdjudicationState state;
    state.packetsDue = event.end.addDays(rules.adjudicationSubmitDays);
    const QString packets = packetText(u"White", adjudication.whitePacket) + u", "_s
        + packetText(u"Black", adjudication.blackPacket);

    if (adjudication.finalDecision) {
        state.stage = AdjudicationStage::Final;
        state.result = adjudication.finalDecision;
        state.why = {u"II.9.11"_s,
            u"%1 adjudicated again on %2 after the appeal: %3, final"_s.arg(adjudication.secondAdjudicator,
                adjudication.finalOn ? iso(*adjudication.finalOn) : u"?"_s,
                resultText(*adjudication.finalDecision))};
        return state;
    }
    if (adjudication.decision && adjudication.decidedOn) {
        state.result = adjudication.decision;
        if (adjudication.appealReceived) {
            state.stage = AdjudicationStage::Appealed;
            state.why = {u"II.9.11"_s,
                u"%1 appealed on %2 against %3: another judge adjudicates again and that result is final"_s
                    .arg(playerName(event, adjudication.appellant),
                        iso(*adjudication.appealReceived),
                        resultText(*adjudication.decision))};
            return state;
        }
        // Only a player whose packet reached the judge may appeal (II.9.8).
        const TournamentGame& pairing = event.games[adjudication.game];
        QList<DecisionReceipt> entitled;
        if (adjudication.whitePacket)
            entitled.append({pairing.white, adjudication.whiteReceivedResult});
        if (adjudication.blackPacket)
            entitled.append({pairing.black, adjudication.blackReceivedResult});
        const AppealWindow window = appealWindow(event,
            u"II.9.10"_s,
            u"%1 adjudicated %2 on %3"_s.arg(
                adjudication.adjudicator, resultText(*adjudication.decision), iso(*adjudication.decidedOn)),
            *adjudication.decidedOn,
            entitled,
            rules.appealDays,
            asOf);
        state.appealDue = window.closes;
        state.stage = window.open ? AdjudicationStage::AppealWindow : AdjudicationStage::Final;
        state.why = window.why;
        if (entitled.isEmpty())
            state.why = {u"II.9.8"_s, window.why.text + u": neither sent a packet"_s};
        return state;
    }
    if (adjudication.whitePacket && adjudication.blackPacket && adjudication.whiteAssessment
        && adjudication.whiteAssessment == adjudication.blackAssessment) {
        state.stage = AdjudicationStage::Agreed;
        state.result = adjudication.whiteAssessment;
        state.why = {u"II.9.6"_s,
            u"both players assess the final position as %1: the game ends without adjudication"_s.arg(
                resultText(*adjudication.whiteAssessment))};
        return state;
    }
    if ((adjudication.whitePacket && adjudication.blackPacket) || asOf > state.packetsDue) {
        state.stage = AdjudicationStage::AwaitingDecision;
        QString text = packets + u": the adjudicator decides on the packets"_s;
        if (!adjudication.whitePacket || !adjudication.blackPacket)
            text += u", and a player who sent none has no appeal (II.9.8)"_s;
        state.why = {u"II.9.7"_s, text};
        return state;
    }
    state.stage = AdjudicationStage::AwaitingPackets;
    state.why = {u"II.9.5"_s,
        u"both players send the packet, registered, within %1 days of the end %2: by %3; %4"_s.arg(
            QString::number(rules.adjudicationSubmitDays), iso(event.end), iso(state.packetsDue), packets)};
    return state;
}

bool needsAdjudication(const Tournament& event, int game, const QDate& asOf)
{
    const TournamentGame& pairing = event.games[game];
    if (pairing.result && pairing.how != ResultHow::Adjudicated)
        return false;
    if (pairing.how == ResultHow::Adjudicated || asOf > event.end)
        return true;
    for (const Withdrawal& withdrawal : event.withdrawals) {
        if (withdrawal.decision == WithdrawalDecision::Adjudicate
            && (withdrawal.player == pairing.white || withdrawal.player == pairing.black))
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

std::optional<QString> adjudicationProblem(const Tournament& event, const Adjudication& adjudication)
{
    if (adjudication.game < 0 || adjudication.game >= event.games.size())
        return u"game: no pairing #%1 in the event"_s.arg(adjudication.game + 1);
    const TournamentGame& pairing = event.games[adjudication.game];
    if (adjudication.decision && !adjudication.decidedOn)
        return u"decided_on: an adjudication needs its date"_s;
    if (adjudication.decision && adjudication.adjudicator.trimmed().isEmpty())
        return u"adjudicator: an adjudication needs the adjudicator's name"_s;
    for (const auto& [field, received] :
        {std::pair{u"white_received_result"_s, adjudication.whiteReceivedResult},
            std::pair{u"black_received_result"_s, adjudication.blackReceivedResult}}) {
        if (auto problem = receiptProblem(field, received, adjudication.decidedOn))
            return problem;
    }
    if (adjudication.appealReceived && !adjudication.decision)
        return u"appeal_received: there is no adjudication to appeal against"_s;
    if (adjudication.appealReceived && adjudication.decidedOn
        && *adjudication.appealReceived < *adjudication.decidedOn)
        return u"appeal_received: %1 is before the adjudication (%2)"_s.arg(
            iso(*adjudication.appealReceived), iso(*adjudication.decidedOn));
    if (adjudication.appealReceived) {
        if (adjudication.appellant != pairing.white && adjudication.appellant != pairing.black)
            return u"appellant: %1 does not play in this game"_s.arg(
                playerName(event, adjudication.appellant));
        const bool sentPacket = adjudication.appellant == pairing.white
            ? adjudication.whitePacket.has_value()
            : adjudication.blackPacket.has_value();
        if (!sentPacket)
            return u"appellant: %1 sent no adjudication packet and has no right of appeal (II.9.8)"_s.arg(
                playerName(event, adjudication.appellant));
    }
    if (adjudication.finalDecision) {
        if (!adjudication.appealReceived)
            return u"final_decision: a second adjudication follows only an appeal (II.9.11)"_s;
        if (!adjudication.finalOn)
            return u"final_on: the second adjudication needs its date"_s;
        if (adjudication.secondAdjudicator.trimmed().isEmpty())
            return u"second_adjudicator: the second adjudication needs the adjudicator's name"_s;
        if (adjudication.secondAdjudicator.trimmed() == adjudication.adjudicator.trimmed())
            return u"second_adjudicator: the second adjudication is by another judge (II.9.11)"_s;
    }
    return std::nullopt;
}

} // namespace postmark::tournament
