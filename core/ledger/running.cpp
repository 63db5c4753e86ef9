// SPDX-License-Identifier: GPL-3.0-or-later
// Totals and the time control (II.4.1, II.4.3, II.6.1): each player's running total, the days running on
// the move in progress, and the first overstep.
#include <cstdlib>

#include "core/ledger/ledgerbuilder.h"
#include "core/ledger/ledgerexplain.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

namespace detail {

void LedgerBuilder::finishRows()
{
    // Keys without a move (number 0) are gaps: the rows are moved out whole, not one by one.
    m_rows.erase(
        std::remove_if(m_rows.begin(), m_rows.end(), [](const MoveRow& made) { return made.number == 0; }),
        m_rows.end());
    std::array<int, 2> totals{};
    // The limit of the period of each row's move (limitFor(), II.4.3), carried along the rows in game order
    // rather than divided out for each.
    int periodEnd = 0;
    int limit = 0;
    for (MoveRow& made : m_rows) {
        while (made.number > periodEnd) {
            periodEnd += m_ledger.rules.movesPerControl;
            limit += m_ledger.rules.daysPerControl;
        }
        int& total = totals[index(made.player)];
        total += made.days + made.penalty;
        made.total = total;
        // Overstepping exists as soon as the total passes the limit of the period in progress (II.6.1).
        if (!m_ledger.overstep && total > limit)
            m_ledger.overstep = Overstep{made.player, made.number, total, limit, false};
    }
    m_ledger.rows = std::move(m_rows);
    m_ledger.totals = totals;
}

int LedgerBuilder::cardBeingAnswered(Color player) const
{
    // The card the player to move answers is the one that put the move in his hands: the partner's query
    // about his impossible move, or the card that carried the partner's last move — not merely the latest
    // card in the file.
    const Color partner = opposite(player);
    if (m_awaitingReplacement[index(player)]) {
        int impossible = -1;
        int query = -1;
        for (int i = 0; i < int(m_game.cards.size()); ++i) {
            if (card(i).from == player && card(i).kind == CardKind::Move)
                impossible = i;
            else if (card(i).from == partner && card(i).kind == CardKind::Query && impossible >= 0
                && card(i).about == card(impossible).id)
                query = i;
        }
        return query;
    }
    const std::optional<PlayedMove>& last = m_lastMove[index(partner)];
    return last ? last->card : -1;
}

void LedgerBuilder::computeRunning()
{
    const Color player = m_ledger.toMove;
    Running running;
    running.player = player;
    running.moveNumber = moveInProgress(player);
    running.limit = m_ledger.limitFor(running.moveNumber);
    running.total = m_ledger.total(player);
    running.answering = cardBeingAnswered(player);
    const QDate start = m_ledger.startDates[index(player)];
    running.until = m_ledger.asOf;
    if (m_game.claim && m_game.claim->sent < running.until)
        running.until = m_game.claim->sent;
    if (running.answering < 0 && m_movesMade[index(player)] == 0 && player == Color::White
        && !m_awaitingReplacement[index(player)]) {
        running.since = start; // White's first move: time runs from the start date
    } else if (running.answering < 0 || !m_cardState[std::size_t(running.answering)].receiptOfCopies) {
        running.waitingForPost = true;
    } else {
        running.since = std::max(start, *m_cardState[std::size_t(running.answering)].receiptOfCopies);
    }
    if (!running.waitingForPost && running.since < running.until) {
        running.days = int(running.since.daysTo(running.until));
        running.leaveDays = m_leaves.leaveDaysBetween(player, running.since, running.until);
        running.days -= running.leaveDays;
        if (m_ledger.rules.doubleAfterDays && running.days > *m_ledger.rules.doubleAfterDays) {
            running.doubledDays = running.days - *m_ledger.rules.doubleAfterDays;
            running.days += running.doubledDays;
        }
    }
    running.total += running.days;
    const Color partner = opposite(player);
    running.partnerDaysLeft = m_ledger.limitFor(moveInProgress(partner)) - m_ledger.total(partner);
    running.daysLeftInControl = running.limit - running.total;
    running.timeTrouble =
        applies(rules::Rule::TimeTrouble) && running.daysLeftInControl <= m_ledger.rules.timeTroubleDays;
    running.mustRegister = running.timeTrouble && m_ledger.rules.timeTroubleRegistered;
    if (!m_ledger.overstep && running.total > running.limit)
        m_ledger.overstep = Overstep{player, running.moveNumber, running.total, running.limit, true};
    const bool timeRuns = !running.waitingForPost && running.until == m_ledger.asOf; // no claim stopped it
    if (timeRuns)
        findLastDayInTime(running, running.limit - (running.total - running.days));
    m_ledger.running = running;
}

void LedgerBuilder::findLastDayInTime(Running& running, int daysAllowed) const
{
    if (daysAllowed < 0)
        return; // past the limit before this move began: no day is in time
    // The days of thinking that book `daysAllowed`: past the doubling point each day counts twice (V.5.2).
    int thinking = daysAllowed;
    if (const std::optional<int> doubling = m_ledger.rules.doubleAfterDays; doubling && thinking > *doubling)
        thinking = (daysAllowed + *doubling) / 2;
    // Leave days inside the window are not counted (II.7): the window widens by them until no further leave
    // day falls into it. The day found is the last of the counted days; a leave day after it would not
    // count either, but the player is on leave then, and a warning had better be early than late.
    int leave = 0;
    for (;;) {
        const int widened =
            m_leaves.leaveDaysBetween(running.player, running.since, running.since.addDays(thinking + leave));
        if (widened == leave)
            break;
        leave = widened;
    }
    running.lastDayInTime = running.since.addDays(thinking + leave);
    running.leaveDaysToLastDay = leave;
}

} // namespace detail

Explanation explainOverstep(const Ledger& ledger, const Overstep& overstep)
{
    const int periods = overstep.limit / ledger.rules.daysPerControl;
    return {rules::clause(ledger.rules, rules::Rule::Overstep),
        say(MessageCode::Overstep,
            overstep.limit,
            colorWord(overstep.player),
            overstep.total,
            overstep.move,
            overstep.whileThinking ? say(MessageCode::OverstepWhileThinking) : Message{},
            periods,
            ledger.rules.daysPerControl,
            periods * ledger.rules.movesPerControl)};
}

Explanation explainRunning(const GameFile& game, const Ledger& ledger, const Running& running)
{
    const QString clause = rules::clause(ledger.rules, rules::Rule::Control);
    const MessageCode player = colorWord(running.player);
    if (running.waitingForPost)
        return {clause, say(MessageCode::RunningWaitingForPost, player, running.moveNumber)};
    // The partner's card came after the claim that stopped the time (II.6.6): "thinking since 3 December:
    // 0 days to 30 November" read as a mistake to a judge.
    const bool receivedAfterClaim =
        game.claim && running.until == game.claim->sent && running.since > running.until;
    QList<Message> parts{
        receivedAfterClaim ? say(
            MessageCode::RunningReceivedAfterClaim, player, running.moveNumber, running.since, running.until)
                           : say(MessageCode::RunningThinking,
                               running.days,
                               player,
                               running.moveNumber,
                               running.since,
                               running.until)};
    if (running.answering >= 0)
        parts.append(say(MessageCode::RunningAnswering, CardRef{game.cards[running.answering].id}));
    if (running.doubledDays)
        parts.append(say(MessageCode::RunningDoubled,
            running.doubledDays,
            *ledger.rules.doubleAfterDays,
            rules::clause(ledger.rules, rules::Rule::ThinkingTime)));
    if (running.leaveDays)
        parts.append(say(MessageCode::RunningLeaveNotCounted));
    parts.append(running.daysLeftInControl >= 0
            ? say(MessageCode::RunningDaysLeft, running.daysLeftInControl, running.limit)
            : say(MessageCode::RunningDaysOverTheLimit, -running.daysLeftInControl, running.limit));
    // Days of an earlier move not known: what is left is a bound (over the limit, the excess is at least it).
    if (running.daysLeftInControl >= 0 && ledger.totalOpen(running.player))
        parts.append(say(MessageCode::DaysLeftAtMost));
    // While a claim is with the judge no reply goes (II.6.6): how one would go is not said (helper-52 read
    // «time trouble: the reply goes registered» to a partner 33 days over the limit, his game suspended).
    if (ledger.suspended)
        return {clause, joined(parts)};
    if (running.mustRegister)
        parts.append(
            say(MessageCode::RunningTimeTrouble, rules::clause(ledger.rules, rules::Rule::TimeTrouble)));
    else if (running.timeTrouble)
        parts.append(say(MessageCode::RunningTimeTroubleCopiesToJudge,
            rules::clause(ledger.rules, rules::Rule::TimeTrouble)));
    // By e-mail the copies go whichever partner has the few days left (III.4.10 «в одного з партнерів»).
    else if (!ledger.rules.timeTroubleRegistered && rules::has(ledger.rules, rules::Rule::TimeTrouble)
        && running.partnerDaysLeft <= ledger.rules.timeTroubleDays)
        // A partner already over the limit is said so, not to have a negative number of days left.
        parts.append(say(running.partnerDaysLeft < 0 ? MessageCode::RunningPartnerOverTheLimit
                                                     : MessageCode::RunningPartnerTimeTrouble,
            std::abs(running.partnerDaysLeft),
            colorWord(opposite(running.player)),
            rules::clause(ledger.rules, rules::Rule::TimeTrouble)));
    return {clause, joined(parts)};
}

} // namespace postmark::ledger
