// SPDX-License-Identifier: GPL-3.0-or-later
// Deadlines (II.3.12, II.5.1, II.5.2, II.6.3, II.9.5 and their counterparts in sections III–V): what is
// due, by whom, from which date, and the words that explain it. A section without a rule has no deadline
// for it: by e-mail the repeat goes with a copy to the judge and there is no further notice (III.5.1); on a
// server there is no repeat at all, the server reminds (V.3.1).
#include "core/ledger/carddates.h"
#include "core/ledger/controlperiod.h"
#include "core/ledger/ledgerbuilder.h"
#include "core/ledger/ledgerexplain.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

const Deadline* nextDatedDeadline(const std::vector<Deadline>& deadlines)
{
    const Deadline* next = nullptr;
    for (const Deadline& each : deadlines) {
        if (each.due && (!next || *each.due < *next->due))
            next = &each;
    }
    return next;
}

namespace detail {

QDate LedgerBuilder::extendByLeave(Color partner, const QDate& from, int window, int& leaveDays) const
{
    // The window is extended by the partner's announced leave inside it (rules §5 decision).
    leaveDays = 0;
    for (;;) {
        const QDate due = from.addDays(window + leaveDays);
        const int inside = m_leaves.leaveDaysBetween(partner, from, due);
        if (inside == leaveDays)
            return due;
        leaveDays = inside;
    }
}

bool LedgerBuilder::replyReceived(int own) const
{
    // II.5.1 «при відсутності відповіді»: a reply counts once it has reached the player. One still in the
    // post is no reply: the repeat stays due.
    // Only the partner's cards that arrived can be such a reply: the list of them by arrival, from its end (a
    // reply is nearly always among the last cards).
    const auto& arrived = m_receivedFrom[index(opposite(card(own).from))];
    const int message = m_cardState[std::size_t(own)].copyOf;
    for (auto it = arrived.rbegin(); it != arrived.rend(); ++it) {
        const int answered = answeredCard(it->second);
        if (answered >= 0 && m_cardState[std::size_t(answered)].copyOf == message)
            return true;
    }
    // A reply nothing of whose post is dated — no date written, stamped, on a receipt or of its arrival (a
    // game imported from its moves alone) — is not known to be in the post: its move is, and so that it went.
    // The repeat is due only if it came late, which no date says (II.2.2 ¶6: none is guessed): none is
    // claimed.
    const int reply = answeringCard(m_game, own);
    return reply >= 0 && postUndated(card(reply));
}

void LedgerBuilder::addNoReplyDeadlines()
{
    const rules::RuleSet& rules = m_ledger.rules;
    const int count = int(m_game.cards.size());
    for (Color player : {Color::White, Color::Black}) {
        int own = count - 1; // the player's last card: nearly always one of the last two
        while (own >= 0 && card(own).from != player)
            --own;
        if (own < 0 || !dates(own).sent || replyReceived(own))
            continue;
        // No reply to the player's last card: repeat it, then tell the judge (II.5.1).
        const bool repeated = card(own).kind == CardKind::Repeat;
        if (!applies(repeated ? rules::Rule::NotifyJudge : rules::Rule::RepeatMove))
            continue;
        Deadline deadline;
        deadline.player = player;
        deadline.card = own;
        deadline.from = *dates(own).sent;
        deadline.kind = repeated ? DeadlineKind::NotifyJudge : DeadlineKind::RepeatMove;
        deadline.due = extendByLeave(opposite(player),
            deadline.from,
            repeated ? rules.judgeAfterRepeatDays : rules.repeatAfterDays,
            deadline.leaveDays);
        m_ledger.deadlines.push_back(deadline);
    }
}

void LedgerBuilder::addFirstMoveInquiry()
{
    if (!applies(rules::Rule::FirstMoveInquiry))
        return;
    // White's first move came: its receipt is known, or Black has moved, which he does only in reply to it
    // (a game imported from PGN without dates has both moves on the board and no date of either).
    for (int i = 0; i < int(m_game.cards.size()); ++i) {
        if (card(i).kind != CardKind::Move)
            continue;
        if (card(i).from == Color::Black
            || (card(i).from == Color::White && m_cardState[std::size_t(i)].receiptOfCopies))
            return;
    }
    // Like every other 16-day window, this one is extended by White's announced leave inside it.
    Deadline deadline;
    deadline.kind = DeadlineKind::FirstMoveInquiry;
    deadline.player = Color::Black;
    deadline.from = m_game.event.start;
    deadline.due = extendByLeave(
        Color::White, m_game.event.start, m_ledger.rules.firstMoveInquiryDays, deadline.leaveDays);
    m_ledger.deadlines.push_back(deadline);
}

void LedgerBuilder::addQueryDeadline()
{
    // A received impossible or illegible move is queried within the excused days (II.3.12).
    const Color replacing = m_awaitingReplacement[0] ? Color::White : Color::Black;
    if (!m_awaitingReplacement[index(replacing)])
        return;
    int impossible = -1;
    bool queried = false;
    for (int i = 0; i < int(m_game.cards.size()); ++i) {
        if (card(i).from == replacing && card(i).kind == CardKind::Move)
            impossible = i;
        if (card(i).from != replacing && card(i).kind == CardKind::Query && impossible >= 0
            && card(i).about == card(impossible).id)
            queried = true;
    }
    if (impossible < 0 || queried || !dates(impossible).received)
        return;
    Deadline deadline;
    deadline.kind = DeadlineKind::QueryMove;
    deadline.player = opposite(replacing);
    deadline.card = impossible;
    deadline.from = *dates(impossible).received;
    deadline.due = deadline.from.addDays(m_ledger.rules.excusedDays);
    m_ledger.deadlines.push_back(deadline);
}

void LedgerBuilder::addInactivity()
{
    // No move for the inactivity period: loss possible for the player who did nothing (II.5.2).
    const rules::RuleSet& rules = m_ledger.rules;
    if (!rules.inactivityMonths && !rules.inactivityDays)
        return;
    // The latest move card to go (the last in the file of those sent that day), in day numbers.
    qint64 lastDay = m_game.event.start.toJulianDay();
    int lastMoveCard = -1;
    const int count = int(m_game.cards.size());
    // The period runs from the last move sent. When the last move card of the file has no send date yet, that
    // day is unknown and later than any date known (II.2.2 ¶6: the ledger stays open, it never guesses):
    // counted from an earlier card the loss would loom before it can (a game imported without dates read
    // «no move sent since the start» with nine moves on the board). Its card's warning asks for the date.
    for (int i = count - 1; i >= 0; --i) {
        if (card(i).kind != CardKind::Move)
            continue;
        if (!dates(i).sent)
            return;
        break;
    }
    for (int i = 0; i < count; ++i) {
        const std::optional<QDate>& sent = dates(i).sent;
        if (sent && sent->toJulianDay() >= lastDay && card(i).kind == CardKind::Move) {
            lastDay = sent->toJulianDay();
            lastMoveCard = i;
        }
    }
    const QDate lastMove = QDate::fromJulianDay(lastDay);
    Deadline inactivity;
    inactivity.kind = DeadlineKind::Inactivity;
    inactivity.player = m_ledger.toMove;
    inactivity.card = lastMoveCard;
    inactivity.from = lastMove;
    inactivity.due = rules.inactivityMonths ? lastMove.addMonths(*rules.inactivityMonths)
                                            : lastMove.addDays(rules.inactivityDays.value_or(0));
    m_ledger.deadlines.push_back(inactivity);
}

void LedgerBuilder::addClaimWindow()
{
    // A forfeit claim is due no later than the reply to the offender's control move (II.6.3).
    if (!m_ledger.overstep || m_game.claim || !applies(rules::Rule::ClaimWindow))
        return;
    const Overstep& over = *m_ledger.overstep;
    const Color claimant = opposite(over.player);
    const int control = controlMoveOf(m_ledger.rules, over.move);
    if (!claimWindowOpen(over.player, control, m_movesMade[index(over.player)], m_movesMade[index(claimant)]))
        return;
    Deadline deadline;
    deadline.kind = DeadlineKind::Claim;
    deadline.player = claimant;
    deadline.controlMove = control;
    m_ledger.deadlines.push_back(deadline);
}

void LedgerBuilder::addAdjudication()
{
    if (!m_game.event.end || m_ledger.suspended || !applies(rules::Rule::Adjudication))
        return;
    for (Color player : {Color::White, Color::Black}) {
        Deadline deadline;
        deadline.kind = DeadlineKind::Adjudication;
        deadline.player = player;
        deadline.from = *m_game.event.end;
        deadline.due = m_game.event.end->addDays(m_ledger.rules.adjudicationSubmitDays);
        m_ledger.deadlines.push_back(deadline);
    }
}

void LedgerBuilder::computeDeadlines()
{
    m_ledger.deadlines.reserve(8); // at most two of a kind, and every game in play has some
    if (!m_ledger.suspended) {
        addNoReplyDeadlines();
        addFirstMoveInquiry();
        addQueryDeadline();
        addInactivity();
    }
    addClaimWindow();
    addAdjudication();
    std::stable_sort(
        m_ledger.deadlines.begin(), m_ledger.deadlines.end(), [](const Deadline& a, const Deadline& b) {
            if (!a.due || !b.due)
                return bool(a.due) && !b.due;
            return *a.due < *b.due;
        });
}

} // namespace detail

QString deadlineClause(const rules::RuleSet& rules, DeadlineKind kind)
{
    switch (kind) {
    case DeadlineKind::RepeatMove:
        return rules::clause(rules, rules::Rule::RepeatMove);
    case DeadlineKind::NotifyJudge:
        return rules::clause(rules, rules::Rule::NotifyJudge);
    case DeadlineKind::FirstMoveInquiry:
        return rules::clause(rules, rules::Rule::FirstMoveInquiry);
    case DeadlineKind::Inactivity:
        return rules.section == u"V" ? u"V.3.1–V.3.2"_s : rules::clause(rules, rules::Rule::Inactivity);
    case DeadlineKind::QueryMove:
        return rules::clause(rules, rules::Rule::QueryMove);
    case DeadlineKind::Claim:
        return rules::clause(rules, rules::Rule::ClaimWindow);
    case DeadlineKind::Adjudication:
        return rules::clause(rules, rules::Rule::Adjudication);
    }
    return {};
}

Explanation explainDeadline(const GameFile& game, const Ledger& ledger, const Deadline& deadline)
{
    const rules::RuleSet& rules = ledger.rules;
    const Message leave =
        deadline.leaveDays ? say(MessageCode::LeaveExtension, deadline.leaveDays) : Message{};
    const MessageCode player = colorWord(deadline.player);
    const CardRef cardId{deadline.card >= 0 ? game.cards[deadline.card].id : QString()};
    const QString clause = deadlineClause(rules, deadline.kind);
    // Registered mail is a rule of play by post (II, IV); by e-mail a copy goes to the judge instead.
    const bool byPost = rules::has(rules, rules::Rule::RegisteredPenalty);
    switch (deadline.kind) {
    case DeadlineKind::RepeatMove:
        // My query unanswered (II.3.12): it is the query that goes again, named by the card it asks about.
        if (deadline.card >= 0 && game.cards[deadline.card].kind == CardKind::Query)
            return {clause,
                say(MessageCode::DeadlineRepeatQuery,
                    rules.repeatAfterDays,
                    CardRef{game.cards[deadline.card].about},
                    deadline.from,
                    player,
                    leave)};
        return {clause,
            say(byPost ? MessageCode::DeadlineRepeatMove : MessageCode::DeadlineRepeatMoveCopyToJudge,
                rules.repeatAfterDays,
                cardId,
                deadline.from,
                player,
                leave)};
    case DeadlineKind::NotifyJudge:
        return {clause,
            say(MessageCode::DeadlineNotifyJudge,
                rules.judgeAfterRepeatDays,
                cardId,
                deadline.from,
                player,
                leave)};
    case DeadlineKind::FirstMoveInquiry:
        return {clause,
            say(MessageCode::DeadlineFirstMoveInquiry, rules.firstMoveInquiryDays, deadline.from, leave)};
    case DeadlineKind::Inactivity:
        if (rules.section == u"V")
            return {clause,
                say(MessageCode::DeadlineServerSilence,
                    rules.inactivityDays.value_or(0),
                    deadline.from,
                    player)};
        return {clause,
            say(deadline.card >= 0 ? MessageCode::DeadlineInactivity
                                   : MessageCode::DeadlineInactivityFromStart,
                deadline.from,
                player)};
    case DeadlineKind::QueryMove:
        return {
            clause, say(MessageCode::DeadlineQueryMove, rules.excusedDays, cardId, deadline.from, player)};
    case DeadlineKind::Claim:
        return {clause, say(MessageCode::DeadlineClaim, player, deadline.controlMove)};
    case DeadlineKind::Adjudication:
        return {clause,
            say(byPost ? MessageCode::DeadlineAdjudication : MessageCode::DeadlineAdjudicationToTheJudge,
                rules.adjudicationSubmitDays,
                deadline.from,
                player)}; // each player sends their own packet (II.9.5): the desk lists both
    }
    return {};
}

} // namespace postmark::ledger
