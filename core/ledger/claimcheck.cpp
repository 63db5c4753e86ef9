// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/claimcheck.h"

#include <QJsonArray>

#include "core/ledger/ledgerexplain.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

int controlMoveOf(const rules::RuleSet& rules, int move)
{
    return ((std::max(move, 1) + rules.movesPerControl - 1) / rules.movesPerControl) * rules.movesPerControl;
}

bool claimWindowOpen(Color offender, int controlMove, int offenderMovesMade, int claimantMovesMade)
{
    if (offenderMovesMade < controlMove)
        return true;
    // White's control move n is answered by Black's move n; Black's by White's move n + 1.
    const int reply = offender == Color::White ? controlMove : controlMove + 1;
    return claimantMovesMade < reply;
}

ClaimCheck checkClaim(const GameFile& game, const Ledger& ledger)
{
    ClaimCheck check;
    check.alreadyClaimed = game.claim.has_value();
    if (!ledger.overstep)
        return check;
    const Overstep& over = *ledger.overstep;
    check.overstep = over;
    check.overstepWhy = explainOverstep(ledger, over);
    check.controlMove = controlMoveOf(ledger.rules, over.move);

    std::array<int, 2> made{};
    for (const MoveRow& row : ledger.rows) {
        if (row.move)
            ++made[static_cast<int>(row.player)];
    }
    const Color claimant = opposite(over.player);
    check.windowOpen = claimWindowOpen(over.player,
        check.controlMove,
        made[static_cast<int>(over.player)],
        made[static_cast<int>(claimant)]);
    check.windowWhy = {u"II.6.3"_s,
        check.windowOpen ? u"%1 may claim until replying to %2's control move %3"_s
                               .arg(colorName(claimant), colorName(over.player))
                               .arg(check.controlMove)
                         : u"%1 has already replied to %2's control move %3: the claim is too late"_s
                               .arg(colorName(claimant), colorName(over.player))
                               .arg(check.controlMove)};

    for (const MoveRow& row : ledger.rows) {
        if (row.player != over.player)
            continue;
        check.offenderMoves.push_back(row);
        QStringList texts;
        QString clause;
        for (const TimeBooking& booking : ledger.bookings) {
            if (booking.player == row.player && booking.moveNumber == row.number) {
                const Explanation why = explainBooking(game, ledger, booking);
                texts.append(why.text);
                clause = why.clause;
            }
        }
        for (const PenaltyEntry& penalty : ledger.penalties) {
            if (penalty.player == row.player && penalty.moveNumber == row.number)
                texts.append(explainPenalty(game, ledger, penalty).text);
        }
        check.offenderWhy.push_back({clause, texts.join(u"; "_s)});
    }
    return check;
}

QJsonObject claimCheckJson(const ClaimCheck& check)
{
    if (!check.overstep)
        return {{u"overstep"_s, QJsonValue::Null}, {u"already_claimed"_s, check.alreadyClaimed}};
    QJsonArray moves;
    for (std::size_t i = 0; i < check.offenderMoves.size(); ++i) {
        const MoveRow& row = check.offenderMoves[i];
        moves.append(QJsonObject{{u"number"_s, row.number},
            {u"days"_s, row.days},
            {u"penalty"_s, row.penalty},
            {u"total"_s, row.total},
            {u"why"_s, check.offenderWhy[i].text}});
    }
    return {{u"overstep"_s,
                QJsonObject{{u"player"_s, colorName(check.overstep->player)},
                    {u"move"_s, check.overstep->move},
                    {u"total"_s, check.overstep->total},
                    {u"limit"_s, check.overstep->limit},
                    {u"clause"_s, check.overstepWhy.clause},
                    {u"why"_s, check.overstepWhy.text}}},
        {u"claimant"_s, colorName(opposite(check.overstep->player))},
        {u"control_move"_s, check.controlMove},
        {u"window_open"_s, check.windowOpen},
        {u"window_why"_s, check.windowWhy.text},
        {u"already_claimed"_s, check.alreadyClaimed},
        {u"time_calculation"_s, moves}};
}

QString claimCheckText(const ClaimCheck& check)
{
    if (!check.overstep)
        return u"No overstep: neither player's total exceeds the limit of the control period (II.6.1)."_s;
    QString text = u"Overstep [%1]: %2\n"_s.arg(check.overstepWhy.clause, check.overstepWhy.text);
    text += u"Claim window [%1]: %2\n"_s.arg(check.windowWhy.clause, check.windowWhy.text);
    if (check.alreadyClaimed)
        text += u"A claim has been made in this game; it is with the judge (II.6.6).\n"_s;
    text += u"\nTime calculation, %1 (II.6.2):\n"_s.arg(colorName(check.overstep->player));
    for (std::size_t i = 0; i < check.offenderMoves.size(); ++i) {
        const MoveRow& row = check.offenderMoves[i];
        text += u"  move %1: %2 days + %3 penalty, total %4 — %5\n"_s.arg(row.number)
                    .arg(row.days)
                    .arg(row.penalty)
                    .arg(row.total)
                    .arg(check.offenderWhy[i].text);
    }
    return text.trimmed();
}

} // namespace postmark::ledger
