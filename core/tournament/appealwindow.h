// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QList>
#include <QString>

#include "core/ledger/explanation.h"
#include "core/ledger/inputproblem.h"
#include "core/rules/ruleset.h"
#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// When a player with the right of appeal received the decision (by the registered-mail receipt);
/// absent until the judge records it.
struct DecisionReceipt
{
    QString player; ///< player id
    std::optional<QDate> received;
};

/// The appeal window after a decision: each player with the right of appeal may appeal within the
/// appeal days of receiving it (II.1.6, II.9.10). It can close only once every receipt is known.
struct AppealWindow
{
    bool open = false; ///< a player may still appeal as of the date, or a receipt is not recorded
    std::optional<QDate> closes; ///< the last day of the latest window, when every receipt is known
    QStringList receiptMissing; ///< the players whose receipt is not recorded (names)
    ledger::Explanation why;
};

/// `what` names the decision (ClaimDecidedOn: upheld, 2019-03-01); `clause` is the appeal's clause. With
/// nobody entitled to appeal, the window is closed from the decision.
/// Where an appeal goes: against a judge's decision, a protest to the appeals committee (II.1.6); against
/// an adjudication, to the judge with a copy to the partner, registered by post (II.9.10, IV.11.11), by
/// e-mail in an e-mail event (III.9.10).
enum class AppealRoute
{
    ToTheCommittee,
    ToTheJudgeRegistered,
    ToTheJudge,
};

/// The route of an appeal against an adjudication under `rules`: on a server it goes to the appeals
/// committee too (V.9.4: the judge adjudicates himself, V.7.3).
AppealRoute adjudicationAppealRoute(const rules::RuleSet& rules);

AppealWindow appealWindow(const Tournament& event,
    AppealRoute route,
    const QString& clause,
    const Message& what,
    const QDate& decidedOn,
    const QList<DecisionReceipt>& entitled,
    int appealDays,
    const QDate& asOf);

/// Refuses a receipt the register cannot hold: one without a decision, or one before it. `field` names
/// the key; `where` the register entry.
std::optional<ledger::InputProblem> receiptProblem(const Message& where,
    const QString& field,
    const std::optional<QDate>& received,
    const std::optional<QDate>& decidedOn);

} // namespace postmark::tournament
