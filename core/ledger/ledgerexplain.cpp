// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/ledgerexplain.h"

#include "core/support/isodate.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

namespace {

QString dayCount(int days)
{
    return days == 1 ? u"1 day"_s : u"%1 days"_s.arg(days);
}

QString sentEvidence(const GameFile& game, const Ledger& ledger, int card)
{
    const CardDates& dates = ledger.cardDates[std::size_t(card)];
    return u"%1 (card %2, %3)"_s.arg(dates.sent ? isoDate(*dates.sent) : u"unknown"_s,
        game.cards[card].id,
        sendRuleName(dates.sentRule).replace(u'_', u' '));
}

QString receivedEvidence(const GameFile& game, const Ledger& ledger, int card, const QDate& used)
{
    const CardDates& dates = ledger.cardDates[std::size_t(card)];
    QString text = u"%1 (card %2, %3)"_s.arg(
        isoDate(used), game.cards[card].id, receiptRuleName(dates.receivedRule).replace(u'_', u' '));
    if (dates.received && *dates.received != used)
        text += u", the earliest copy to arrive"_s;
    return text;
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
            u"%1 received the start notice late, on %2: starts %3 days after it, %4"_s.arg(colorName(player),
                isoDate(*notice),
                QString::number(ledger.rules.startNoticeGraceDays),
                isoDate(start))};
    return {u"II.4.5"_s, u"%1 starts on the official start, %2"_s.arg(colorName(player), isoDate(start))};
}

Explanation explainBooking(const GameFile& game, const Ledger& ledger, const TimeBooking& booking)
{
    QString from;
    if (booking.answeredCard >= 0 && booking.from != ledger.startDates[static_cast<int>(booking.player)])
        from = u"received "_s + receivedEvidence(game, ledger, booking.answeredCard, booking.from);
    else
        from = u"start "_s + isoDate(booking.from)
            + (booking.startNoticeLate ? u" (late start notice, II.4.6)"_s : QString());
    QString period = u"%1 → sent %2"_s.arg(from, sentEvidence(game, ledger, booking.card));
    if (!booking.to)
        return {u"II.2.2 ¶6"_s,
            period + u": the send date is unknown, so this move stays open until it is clarified"_s};

    QString arithmetic = dayCount(booking.calendarDays);
    if (booking.leaveDays)
        arithmetic += u" − %1 of leave (II.7.4)"_s.arg(dayCount(booking.leaveDays));
    if (booking.excusedDays)
        arithmetic += u" − %1 excused (II.4.7)"_s.arg(dayCount(booking.excusedDays));
    if (booking.doubledDays)
        arithmetic += u" + %1 counted twice past %2 on one move"_s.arg(dayCount(booking.doubledDays))
                          .arg(*ledger.rules.doubleAfterDays);
    if (booking.leaveDays || booking.excusedDays || booking.doubledDays)
        arithmetic += u" = "_s + dayCount(booking.days);

    const QString who = u"%1's move %2"_s.arg(colorName(booking.player)).arg(booking.moveNumber);
    switch (booking.basis) {
    case BookingBasis::FirstMove:
        return {u"II.4.5"_s, u"%1: %2: %3"_s.arg(who, period, arithmetic)};
    case BookingBasis::Reply:
        return {u"II.4.4"_s, u"%1: %2: %3"_s.arg(who, period, arithmetic)};
    case BookingBasis::VariantReceiver:
        return {u"II.4.8"_s,
            u"%1 (the move of the last accepted variant ply): %2: %3"_s.arg(who, period, arithmetic)};
    case BookingBasis::Replacement:
        return {u"II.3.12"_s,
            u"%1, replacing an impossible or illegible move: %2: %3, added to the same move"_s.arg(
                who, period, arithmetic)};
    case BookingBasis::QueryDelay:
        return {u"II.4.7"_s,
            u"%1: query about card %2, %3: %4"_s.arg(
                who, game.cards[booking.answeredCard].id, period, arithmetic)};
    case BookingBasis::RepeatAnswer:
        return {u"II.4.7"_s,
            u"%1: answering the partner's repeat by repeating the move, %2: %3"_s.arg(
                who, period, arithmetic)};
    }
    return {};
}

Explanation explainPenalty(const GameFile& game, const Ledger& ledger, const PenaltyEntry& penalty)
{
    const QString where = penalty.card >= 0 ? u"card %1"_s.arg(game.cards[penalty.card].id) : u"the game"_s;
    const QString onMove = u"on %1's move %2"_s.arg(colorName(penalty.player)).arg(penalty.moveNumber);
    switch (penalty.category) {
    case PenaltyCategory::LateRepeat:
        return {penaltyClause(penalty.category),
            u"%1: %2: %3 late, added %4"_s.arg(where, penalty.detail, dayCount(penalty.lateDays), onMove)};
    case PenaltyCategory::Judge:
        return {penaltyClause(penalty.category),
            u"%1 by the judge (%2): %3, %4"_s.arg(
                penalty.days >= 0 ? u"added"_s : u"waived"_s, where, penalty.detail, onMove)};
    default:
        break;
    }
    const QString ordinal = penalty.offence == 1 ? u"the first"_s : u"offence %1"_s.arg(penalty.offence);
    const int rate = penalty.offence == 1 ? ledger.rules.penaltyFirstDays : ledger.rules.penaltyRepeatDays;
    return {penaltyClause(penalty.category),
        u"%1: %2 — %3 of its kind in this game: %4 (II.4.10), %5"_s.arg(
            where, penalty.detail, ordinal, dayCount(rate), onMove)};
}

Explanation explainDeadline(const GameFile& game, const Ledger& ledger, const Deadline& deadline)
{
    const rules::RuleSet& rules = ledger.rules;
    const QString leave = deadline.leaveDays
        ? u", extended by %1 of the partner's announced leave"_s.arg(dayCount(deadline.leaveDays))
        : QString();
    const QString player = colorName(deadline.player);
    const QString cardId = deadline.card >= 0 ? game.cards[deadline.card].id : QString();
    switch (deadline.kind) {
    case DeadlineKind::RepeatMove:
        return {deadlineClause(deadline.kind),
            u"no reply to card %1 sent %2: %3 repeats the move registered within %4%5"_s.arg(
                cardId, isoDate(deadline.from), player, dayCount(rules.repeatAfterDays), leave)};
    case DeadlineKind::NotifyJudge:
        return {deadlineClause(deadline.kind),
            u"no reply to the repeat %1 sent %2: %3 tells the judge within %4%5"_s.arg(
                cardId, isoDate(deadline.from), player, dayCount(rules.judgeAfterRepeatDays), leave)};
    case DeadlineKind::FirstMoveInquiry:
        return {deadlineClause(deadline.kind),
            u"no first move from White since the start %1: Black sends a registered inquiry and tells the judge within %2"_s
                .arg(isoDate(deadline.from), dayCount(rules.firstMoveInquiryDays))};
    case DeadlineKind::Inactivity:
        return {deadlineClause(deadline.kind),
            u"the last move was sent %1: without a move by then, %2 may lose the game"_s.arg(
                isoDate(deadline.from), player)};
    case DeadlineKind::QueryMove:
        return {deadlineClause(deadline.kind),
            u"card %1 with an impossible or illegible move arrived %2: %3 queries it within %4"_s.arg(
                cardId, isoDate(deadline.from), player, dayCount(rules.excusedDays))};
    case DeadlineKind::Claim:
        return {deadlineClause(deadline.kind),
            u"the partner overstepped the time: %1 may claim no later than the reply to the partner's control move %2"_s
                .arg(player)
                .arg(deadline.controlMove)};
    case DeadlineKind::Adjudication:
        return {deadlineClause(deadline.kind),
            u"the tournament ends %1: an unfinished game goes to adjudication, the packet registered within %2"_s
                .arg(isoDate(deadline.from), dayCount(rules.adjudicationSubmitDays))};
    }
    return {};
}

Explanation explainOverstep(const Ledger& ledger, const Overstep& overstep)
{
    const int periods = overstep.limit / ledger.rules.daysPerControl;
    return {u"II.6.1"_s,
        u"%1's total %2 after move %3%4 exceeds %5 (%6 × %7 days for %8 moves)"_s
            .arg(colorName(overstep.player))
            .arg(overstep.total)
            .arg(overstep.move)
            .arg(overstep.whileThinking ? u", counting the time running on it,"_s : QString())
            .arg(overstep.limit)
            .arg(periods)
            .arg(ledger.rules.daysPerControl)
            .arg(periods * ledger.rules.movesPerControl)};
}

Explanation explainRunning(const GameFile& game, const Ledger& ledger, const Running& running)
{
    const QString player = colorName(running.player);
    if (running.waitingForPost)
        return {u"II.4.3"_s,
            u"%1 is to make move %2 but has not received the partner's card: no time runs"_s.arg(player).arg(
                running.moveNumber)};
    QString text = u"%1 is thinking on move %2 since %3: %4 to %5"_s.arg(player)
                       .arg(running.moveNumber)
                       .arg(isoDate(running.since), dayCount(running.days), isoDate(running.until));
    if (running.answering >= 0)
        text += u" (answering card %1)"_s.arg(game.cards[running.answering].id);
    if (running.leaveDays)
        text += u", leave days not counted"_s;
    text += u"; %1 left of %2 in this control period"_s.arg(dayCount(running.daysLeftInControl))
                .arg(running.limit);
    if (running.timeTrouble)
        text += u"; in time trouble, the reply goes registered (II.4.12)"_s;
    (void)ledger;
    return {u"II.4.3"_s, text};
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
