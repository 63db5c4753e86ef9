// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/appealwindow.h"

#include <algorithm>

namespace postmark::tournament {

AppealRoute adjudicationAppealRoute(const rules::RuleSet& rules)
{
    if (rules.section == u"V")
        return AppealRoute::ToTheCommittee;
    return rules.byEmail() ? AppealRoute::ToTheJudge : AppealRoute::ToTheJudgeRegistered;
}

AppealWindow appealWindow(const Tournament& event,
    AppealRoute route,
    const QString& clause,
    const Message& what,
    const QDate& decidedOn,
    const QList<DecisionReceipt>& entitled,
    int appealDays,
    const QDate& asOf)
{
    AppealWindow window;
    window.why.clause = clause;
    if (entitled.isEmpty()) {
        window.closes = decidedOn;
        window.why.what = say(MessageCode::NoRightOfAppeal, what);
        return window;
    }
    QList<Message> parts;
    QDate latest = decidedOn;
    for (const DecisionReceipt& receipt : entitled) {
        const int index = event.playerIndex(receipt.player);
        const QString name = index >= 0 ? event.players[index].name : receipt.player;
        if (!receipt.received) {
            window.receiptMissing.append(name);
            parts.append(say(MessageCode::DecisionReceiptNotRecorded, name));
            continue;
        }
        const QDate due = receipt.received->addDays(appealDays);
        latest = std::max(latest, due);
        parts.append(say(MessageCode::DecisionReceivedAppealBy, name, *receipt.received, due));
    }
    if (window.receiptMissing.isEmpty())
        window.closes = latest;
    window.open = !window.closes || asOf <= *window.closes;
    // The route as the clause says it: the registered letter is II.9.10's, not II.1.6's.
    const MessageCode known = route == AppealRoute::ToTheCommittee ? MessageCode::ProtestWithinDays
        : route == AppealRoute::ToTheJudge                         ? MessageCode::EmailAppealWithinDays
                                                                   : MessageCode::AppealWithinDays;
    const MessageCode unknown = route == AppealRoute::ToTheCommittee
        ? MessageCode::ProtestWithinDaysOfUnknownReceipt
        : route == AppealRoute::ToTheJudge ? MessageCode::EmailAppealWithinDaysOfUnknownReceipt
                                           : MessageCode::AppealWithinDaysOfUnknownReceipt;
    window.why.what = window.receiptMissing.isEmpty()
        ? say(known, appealDays, what, joined(parts, MessageCode::JoinSemicolon))
        : say(unknown,
            appealDays,
            what,
            joined(parts, MessageCode::JoinSemicolon),
            decidedOn.addDays(appealDays));
    return window;
}

std::optional<ledger::InputProblem> receiptProblem(const Message& where,
    const QString& field,
    const std::optional<QDate>& received,
    const std::optional<QDate>& decidedOn)
{
    if (!received)
        return std::nullopt;
    if (!decidedOn)
        return ledger::InputProblem{where, field, say(MessageCode::NoDecisionToReceive)};
    if (*received < *decidedOn)
        return ledger::InputProblem{
            where, field, say(MessageCode::ReceivedBeforeDecision, *received, *decidedOn)};
    return std::nullopt;
}

} // namespace postmark::tournament
