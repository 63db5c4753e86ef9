// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/appealwindow.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace postmark::tournament {

namespace {

QString iso(const QDate& date)
{
    return date.toString(Qt::ISODate);
}

} // namespace

AppealWindow appealWindow(const Tournament& event,
    const QString& clause,
    const QString& what,
    const QDate& decidedOn,
    const QList<DecisionReceipt>& entitled,
    int appealDays,
    const QDate& asOf)
{
    AppealWindow window;
    window.why.clause = clause;
    if (entitled.isEmpty()) {
        window.closes = decidedOn;
        window.why.text = what + u": neither player has the right of appeal"_s;
        return window;
    }
    QStringList parts;
    QDate latest = decidedOn;
    for (const DecisionReceipt& receipt : entitled) {
        const int index = event.playerIndex(receipt.player);
        const QString name = index >= 0 ? event.players[index].name : receipt.player;
        if (!receipt.received) {
            window.receiptMissing.append(name);
            parts.append(u"%1's receipt is not recorded"_s.arg(name));
            continue;
        }
        const QDate due = receipt.received->addDays(appealDays);
        latest = std::max(latest, due);
        parts.append(u"%1 received it %2: by %3"_s.arg(name, iso(*receipt.received), iso(due)));
    }
    if (window.receiptMissing.isEmpty())
        window.closes = latest;
    window.open = !window.closes || asOf <= *window.closes;
    window.why.text = u"%1; an appeal, registered, within %2 days of receiving it: %3"_s.arg(
        what, QString::number(appealDays), parts.join(u"; "_s));
    if (!window.receiptMissing.isEmpty())
        window.why.text += u" (the window cannot close before %1 and runs from the receipt)"_s.arg(
            iso(decidedOn.addDays(appealDays)));
    return window;
}

std::optional<QString> receiptProblem(
    const QString& field, const std::optional<QDate>& received, const std::optional<QDate>& decidedOn)
{
    if (!received)
        return std::nullopt;
    if (!decidedOn)
        return u"%1: there is no decision to receive"_s.arg(field);
    if (*received < *decidedOn)
        return u"%1: %2 is before the decision (%3)"_s.arg(field, iso(*received), iso(*decidedOn));
    return std::nullopt;
}

} // namespace postmark::tournament
