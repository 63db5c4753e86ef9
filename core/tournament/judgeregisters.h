// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QList>
#include <QString>

#include "core/ledger/inputproblem.h"
#include "core/tournament/adjudicationregister.h"
#include "core/tournament/claimsregister.h"
#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// What the chief judge has registered beside the pairings: forfeit claims and adjudications.
struct JudgeRegisters
{
    QList<JudgeClaim> claims;
    QList<Adjudication> adjudications;

    bool operator==(const JudgeRegisters&) const = default;
};

// The judge's edits. Each either changes the event and its registers together, so that the crosstable
// always shows what the registers decided, or refuses with the field at fault and changes nothing.

/// Records a pairing's result and how it was reached, the day it was reported and the day its game record
/// came (II.9.1: it counts from then); no result puts the game back in progress.
std::optional<ledger::InputProblem> recordResult(Tournament& event,
    int game,
    std::optional<GameResult> result,
    ResultHow how,
    std::optional<QDate> reportedOn = std::nullopt,
    std::optional<QDate> recordReceived = std::nullopt);

/// Records, changes (`withdrawal` for `player`) or withdraws (nullopt) a player's withdrawal (II.8.1).
std::optional<ledger::InputProblem> recordWithdrawal(
    Tournament& event, const QString& player, const std::optional<Withdrawal>& withdrawal);

/// Records a player's new postal address, which II.1.2 has them send the judge and partners by registered
/// mail, and their rating; the name stays, since game files are matched to pairings by it.
std::optional<ledger::InputProblem> recordPlayerDetails(
    Tournament& event, const QString& player, const QString& address, std::optional<int> rating);

/// Adds the claim (id 0) or replaces the one with its id, and applies its decision to the pairing: an upheld
/// claim scores the game on time; a claim no longer upheld takes that time-forfeit result back.
std::optional<ledger::InputProblem> recordClaim(
    Tournament& event, JudgeRegisters& registers, JudgeClaim claim);

/// Adds or replaces the adjudication of its pairing and applies its result, once it has one.
std::optional<ledger::InputProblem> recordAdjudication(
    Tournament& event, JudgeRegisters& registers, const Adjudication& adjudication);

} // namespace postmark::tournament
