// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QString>

#include "core/ledger/explanation.h"
#include "core/ledger/inputproblem.h"
#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// One unfinished game's adjudication as the chief judge registers it (II.9.4–II.9.11).
struct Adjudication
{
    int game = -1; ///< index into Tournament::games
    std::optional<QDate> whitePacket; ///< the day White's packet reached the judge (II.9.5)
    std::optional<QDate> blackPacket;
    std::optional<GameResult>
        whiteAssessment; ///< the result each player's packet argues for (II.9.5, II.9.6)
    std::optional<GameResult> blackAssessment;
    QString adjudicator;
    std::optional<GameResult> decision; ///< the adjudicator's result (II.9.7)
    std::optional<QDate> decidedOn;
    QString lastMove; ///< the last move made, which the result letter names (II.9.9)
    std::optional<QDate> whiteReceivedResult; ///< White received the result letter: the appeal runs from it
    std::optional<QDate> blackReceivedResult; ///< (II.9.10), by the registered-mail receipt
    std::optional<QDate> appealReceived; ///< by the judge (II.9.10)
    QString appellant; ///< player id
    QString secondAdjudicator; ///< another judge, whose result is final (II.9.11)
    std::optional<GameResult> finalDecision;
    std::optional<QDate> finalOn;

    bool operator==(const Adjudication&) const = default;
};

/// Where an adjudication stands.
enum class AdjudicationStage
{
    AwaitingPackets, ///< a packet is missing and the 14 days after the end are still running (II.9.5)
    Agreed, ///< both packets assess the same result: the game ends without adjudication (II.9.6)
    AwaitingDecision, ///< packets in, or their time is up: the adjudicator decides (II.9.7)
    AppealWindow, ///< decided; an appeal may still come (II.9.10)
    Appealed, ///< with the second adjudicator (II.9.11)
    Final, ///< the result stands
};

struct AdjudicationState
{
    AdjudicationStage stage = AdjudicationStage::AwaitingPackets;
    QDate packetsDue; ///< the end of the event + the packet days (II.9.5)
    /// the last day a player with a packet in may appeal: their receipt of the result + the appeal days
    /// (II.9.8, II.9.10); unset while a receipt is not recorded
    std::optional<QDate> appealDue;
    std::optional<GameResult> result; ///< the result the crosstable takes, once there is one
    ledger::Explanation why;
};

AdjudicationState adjudicationState(const Tournament& event,
    const rules::RuleSet& rules,
    const Adjudication& adjudication,
    const QDate& asOf);

/// The day the players' adjudication packets are due: the event's end + the packet days (II.9.5) — a game
/// left to adjudication by a withdrawal too, the rules giving no other day for it.
QDate adjudicationPacketsDue(const Tournament& event, const rules::RuleSet& rules);

/// Whether the pairing is one to adjudicate: unfinished at the event's end (II.9.4) or left to
/// adjudication by a withdrawal decision (II.8.1).
bool needsAdjudication(const Tournament& event, int game, const QDate& asOf);

/// The pairing with the adjudicated result, `how` adjudicated (or played, when the assessments agreed).
TournamentGame gameAfterAdjudication(const Tournament& event,
    const rules::RuleSet& rules,
    const Adjudication& adjudication,
    const QDate& asOf);

/// Refuses what the register cannot hold, naming the field: no such pairing, a decision without its date or
/// adjudicator, a decision before the end, a receipt of the result before it, an appeal with no decision or
/// from a player outside the game or one who sent no packet (II.9.8), a final result without the second
/// adjudicator or from the first one.
std::optional<ledger::InputProblem> adjudicationProblem(
    const Tournament& event, const Adjudication& adjudication);

QString adjudicationStageText(AdjudicationStage stage); ///< awaiting_packets, agreed, …

} // namespace postmark::tournament
