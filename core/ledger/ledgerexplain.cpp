// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/ledgerexplain.h"

#include "core/support/isodate.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

namespace {

MessageCode sendRuleWord(SendRule rule)
{
    switch (rule) {
    case SendRule::Receipt:
        return MessageCode::SendRuleReceipt;
    case SendRule::DeparturePostmark:
        return MessageCode::SendRuleDeparturePostmark;
    case SendRule::SenderDate:
        return MessageCode::SendRuleSenderDate;
    case SendRule::Unknown:
        break;
    }
    return MessageCode::SendRuleUnknown;
}

MessageCode receiptRuleWord(ReceiptRule rule)
{
    switch (rule) {
    case ReceiptRule::ArrivalPostmark:
        return MessageCode::ReceiptRuleArrivalPostmark;
    case ReceiptRule::RecipientDate:
        return MessageCode::ReceiptRuleRecipientDate;
    case ReceiptRule::NotReceived:
        break;
    }
    return MessageCode::ReceiptRuleNotReceived;
}

/// "→ sent 2017-03-05 (card w2, departure postmark)", after where the period began.
Message sentEvidence(const GameFile& game, const Ledger& ledger, int card, const Message& from)
{
    const CardDates& dates = ledger.cardDates[std::size_t(card)];
    const Message sent = dates.sent ? say(MessageCode::Verbatim, *dates.sent) : say(MessageCode::UnknownDate);
    return say(MessageCode::PeriodToSent, from, sent, game.cards[card].id, sendRuleWord(dates.sentRule));
}

Message receivedEvidence(const GameFile& game, const Ledger& ledger, int card, const QDate& used)
{
    const CardDates& dates = ledger.cardDates[std::size_t(card)];
    const bool earliestCopy = dates.received && *dates.received != used;
    return say(MessageCode::PeriodFromReceipt,
        used,
        game.cards[card].id,
        receiptRuleWord(dates.receivedRule),
        earliestCopy ? say(MessageCode::EarliestCopyToArrive) : Message{});
}

} // namespace

QString penaltyClause(PenaltyCategory category)
{
    switch (category) {
    case PenaltyCategory::ImpossibleOrIllegible:
        return u"II.4.9"_s;
    case PenaltyCategory::WrongRepetition:
        return u"II.4.9, II.3.8"_s;
    case PenaltyCategory::RegisteredRequired:
        return u"II.4.9, II.4.12"_s;
    case PenaltyCategory::AddressError:
        return u"II.4.9"_s;
    case PenaltyCategory::LateRepeat:
        return u"II.4.11"_s;
    case PenaltyCategory::Judge:
        return u"II.6.8"_s;
    }
    return {};
}

QString deadlineClause(DeadlineKind kind)
{
    switch (kind) {
    case DeadlineKind::RepeatMove:
    case DeadlineKind::NotifyJudge:
    case DeadlineKind::FirstMoveInquiry:
        return u"II.5.1"_s;
    case DeadlineKind::Inactivity:
        return u"II.5.2"_s;
    case DeadlineKind::QueryMove:
        return u"II.3.12"_s;
    case DeadlineKind::Claim:
        return u"II.6.3"_s;
    case DeadlineKind::Adjudication:
        return u"II.9.5"_s;
    }
    return {};
}

Explanation explainStart(const GameFile& game, const Ledger& ledger, Color player)
{
    const QDate start = ledger.startDates[static_cast<int>(player)];
    const auto& notice = game.player(player).startNoticeReceived;
    if (start != game.event.start && notice)
        return {u"II.4.6"_s,
            say(MessageCode::StartAfterLateNotice,
                ledger.rules.startNoticeGraceDays,
                colorWord(player),
                *notice,
                start)};
    return {u"II.4.5"_s, say(MessageCode::StartOnOfficialStart, colorWord(player), start)};
}

Explanation explainBooking(const GameFile& game, const Ledger& ledger, const TimeBooking& booking)
{
    Message from;
    if (booking.answeredCard >= 0 && booking.from != ledger.startDates[static_cast<int>(booking.player)])
        from = receivedEvidence(game, ledger, booking.answeredCard, booking.from);
    else
        from = say(
            booking.startNoticeLate ? MessageCode::PeriodFromStartLateNotice : MessageCode::PeriodFromStart,
            booking.from);
    const Message period = sentEvidence(game, ledger, booking.card, from);
    if (!booking.to)
        return {u"II.2.2 ¶6"_s, say(MessageCode::BookingOpen, period)};

    QList<Message> arithmetic{say(MessageCode::DayCount, booking.calendarDays)};
    if (booking.leaveDays)
        arithmetic.append(say(MessageCode::LessLeaveDays, booking.leaveDays));
    if (booking.excusedDays)
        arithmetic.append(say(MessageCode::LessExcusedDays, booking.excusedDays));
    if (booking.doubledDays)
        arithmetic.append(
            say(MessageCode::PlusDoubledDays, booking.doubledDays, *ledger.rules.doubleAfterDays));
    if (booking.leaveDays || booking.excusedDays || booking.doubledDays)
        arithmetic.append(say(MessageCode::EqualsDays, booking.days));
    const Message sum = joined(arithmetic);

    const Message who = say(MessageCode::PlayersMove, colorWord(booking.player), booking.moveNumber);
    switch (booking.basis) {
    case BookingBasis::FirstMove:
        return {u"II.4.5"_s, say(MessageCode::BookingOnMove, who, period, sum)};
    case BookingBasis::Reply:
        return {u"II.4.4"_s, say(MessageCode::BookingOnMove, who, period, sum)};
    case BookingBasis::VariantReceiver:
        return {u"II.4.8"_s, say(MessageCode::BookingVariantReceiver, who, period, sum)};
    case BookingBasis::Replacement:
        return {u"II.3.12"_s, say(MessageCode::BookingReplacement, who, period, sum)};
    case BookingBasis::QueryDelay:
        return {u"II.4.7"_s,
            say(MessageCode::BookingQueryDelay, who, game.cards[booking.answeredCard].id, period, sum)};
    case BookingBasis::RepeatAnswer:
        return {u"II.4.7"_s, say(MessageCode::BookingRepeatAnswer, who, period, sum)};
    }
    return {};
}

Explanation explainPenalty(const GameFile& game, const Ledger& ledger, const PenaltyEntry& penalty)
{
    const Message where = penalty.card >= 0 ? say(MessageCode::OnCard, game.cards[penalty.card].id)
                                            : say(MessageCode::InTheGame);
    const Message onMove = say(MessageCode::PlayersMove, colorWord(penalty.player), penalty.moveNumber);
    switch (penalty.category) {
    case PenaltyCategory::LateRepeat:
        return {penaltyClause(penalty.category),
            say(MessageCode::PenaltyLateRepeat, penalty.lateDays, where, penalty.detail, onMove)};
    case PenaltyCategory::Judge:
        return {penaltyClause(penalty.category),
            say(penalty.days >= 0 ? MessageCode::PenaltyAddedByJudge : MessageCode::PenaltyWaivedByJudge,
                where,
                penalty.detail,
                onMove)};
    default:
        break;
    }
    const int rate = penalty.offence == 1 ? ledger.rules.penaltyFirstDays : ledger.rules.penaltyRepeatDays;
    if (penalty.offence == 1)
        return {penaltyClause(penalty.category),
            say(MessageCode::PenaltyFirstOffence, rate, where, penalty.detail, onMove)};
    return {penaltyClause(penalty.category),
        say(MessageCode::PenaltyRepeatOffence, rate, where, penalty.detail, penalty.offence, onMove)};
}

Explanation explainDeadline(const GameFile& game, const Ledger& ledger, const Deadline& deadline)
{
    const rules::RuleSet& rules = ledger.rules;
    const Message leave =
        deadline.leaveDays ? say(MessageCode::LeaveExtension, deadline.leaveDays) : Message{};
    const MessageCode player = colorWord(deadline.player);
    const QString cardId = deadline.card >= 0 ? game.cards[deadline.card].id : QString();
    const QString clause = deadlineClause(deadline.kind);
    switch (deadline.kind) {
    case DeadlineKind::RepeatMove:
        return {clause,
            say(MessageCode::DeadlineRepeatMove,
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
        return {
            clause, say(MessageCode::DeadlineFirstMoveInquiry, rules.firstMoveInquiryDays, deadline.from)};
    case DeadlineKind::Inactivity:
        return {clause, say(MessageCode::DeadlineInactivity, deadline.from, player)};
    case DeadlineKind::QueryMove:
        return {
            clause, say(MessageCode::DeadlineQueryMove, rules.excusedDays, cardId, deadline.from, player)};
    case DeadlineKind::Claim:
        return {clause, say(MessageCode::DeadlineClaim, player, deadline.controlMove)};
    case DeadlineKind::Adjudication:
        return {clause, say(MessageCode::DeadlineAdjudication, rules.adjudicationSubmitDays, deadline.from)};
    }
    return {};
}

Explanation explainOverstep(const Ledger& ledger, const Overstep& overstep)
{
    const int periods = overstep.limit / ledger.rules.daysPerControl;
    return {u"II.6.1"_s,
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
    Q_UNUSED(ledger);
    const MessageCode player = colorWord(running.player);
    if (running.waitingForPost)
        return {u"II.4.3"_s, say(MessageCode::RunningWaitingForPost, player, running.moveNumber)};
    QList<Message> parts{say(MessageCode::RunningThinking,
        running.days,
        player,
        running.moveNumber,
        running.since,
        running.until)};
    if (running.answering >= 0)
        parts.append(say(MessageCode::RunningAnswering, game.cards[running.answering].id));
    if (running.leaveDays)
        parts.append(say(MessageCode::RunningLeaveNotCounted));
    parts.append(running.daysLeftInControl >= 0
            ? say(MessageCode::RunningDaysLeft, running.daysLeftInControl, running.limit)
            : say(MessageCode::RunningDaysOverTheLimit, -running.daysLeftInControl, running.limit));
    if (running.timeTrouble)
        parts.append(say(MessageCode::RunningTimeTrouble));
    return {u"II.4.3"_s, joined(parts)};
}

QList<Explanation> explainCardWarnings(const GameFile& game, const Ledger& ledger, int card)
{
    return explainConflicts(game.cards[card], ledger.cardDates[std::size_t(card)])
        + ledger.cardWarnings[std::size_t(card)];
}

QString rowMoveText(const GameFile& game, const MoveRow& row)
{
    if (!row.move)
        return {};
    return chess::writeMove(row.before, *row.move, game.notation);
}

} // namespace postmark::ledger
