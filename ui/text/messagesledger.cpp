// SPDX-License-Identifier: GPL-3.0-or-later
// The words of the core's messages, in English (ui/text/messagecatalogue.cpp): The ledger: a card's dates
// (II.2.2), leave (II.7), the moves on the cards, penalties (II.4.9–II.4.12) and the explanation of every
// figure. lupdate reads the QT_TRANSLATE_NOOP marks (context "Message").
#include <QtGlobal>

#include "ui/text/messagegroups.h"

namespace postmark::text {

GroupTemplate ledgerTemplate(MessageCode code)
{
    switch (code) {
    case MessageCode::ReceivedBeforeSent:
        return {QT_TRANSLATE_NOOP("Message", "%1 is before the sending date %2 (%3)"), false};
    case MessageCode::ArrivalBeforeDeparture:
        return {QT_TRANSLATE_NOOP("Message", "%1 is before the departure postmark %2"), false};
    case MessageCode::DateLongBeforeStart:
        return {QT_TRANSLATE_NOOP("Message", "%1 is more than a year before the official start %2"), false};
    case MessageCode::DateAfterAsOf:
        return {QT_TRANSLATE_NOOP("Message", "%1 is after the ledger's date %2"), false};
    case MessageCode::SentByReceipt:
        return {QT_TRANSLATE_NOOP("Message", "sent %1 by the registered-mail receipt %2"), false};
    case MessageCode::SentByDeparturePostmark:
        return {QT_TRANSLATE_NOOP("Message", "sent %1 by the departure postmark"), false};
    case MessageCode::SentBySenderDate:
        return {QT_TRANSLATE_NOOP("Message", "sent %1 by the sender's date (no legible postmark)"), false};
    case MessageCode::SendDateUnknown:
        return {
            QT_TRANSLATE_NOOP("Message", "the sending date is unknown: to be clarified in the reply"), false};
    case MessageCode::SendDateUnknownAnswered:
        return {QT_TRANSLATE_NOOP(
                    "Message", "the sending date is unknown: its move's days stay open until it is entered"),
            false};
    case MessageCode::ReceivedByArrivalPostmark:
        return {QT_TRANSLATE_NOOP("Message", "received %1 by the arrival postmark"), false};
    case MessageCode::ReceivedByRecipientDate:
        return {
            QT_TRANSLATE_NOOP("Message", "received %1, the recipient's date (no legible postmark)"), false};
    case MessageCode::NotReceivedYet:
        return {QT_TRANSLATE_NOOP("Message", "not received yet"), false};
    case MessageCode::BeatenWrittenDate:
        return {QT_TRANSLATE_NOOP("Message", "the written date %1"), false};
    case MessageCode::BeatenDeparturePostmark:
        return {QT_TRANSLATE_NOOP("Message", "the departure postmark %1"), false};
    case MessageCode::ReceiptDateBeats:
        return {QT_TRANSLATE_NOOP("Message", "the receipt's date %1 beats %2"), false};
    case MessageCode::RegisteredWithoutReceipt:
        return {QT_TRANSLATE_NOOP(
                    "Message", "sent registered, but the receipt's number and date are not recorded"),
            false};
    case MessageCode::LatestArrivalPostmarkCounts:
        return {
            QT_TRANSLATE_NOOP("Message", "arrival postmarks %1: the latest, %2, counts for the recipient"),
            false};
    case MessageCode::EarliestDeparturePostmarkCounts:
        return {
            QT_TRANSLATE_NOOP("Message", "departure postmarks %1: the earliest, %2, counts for the sender"),
            false};
    case MessageCode::WrittenDateDiffersFromPostmark:
        return {QT_TRANSLATE_NOOP("Message",
                    "the written date %1 differs from the departure postmark %2; the postmark counts"),
            false};
    case MessageCode::RecipientDateBeforePostmark:
        return {QT_TRANSLATE_NOOP("Message",
                    "the recipient's date %1 is earlier than the arrival postmark %2; the postmark counts"),
            false};
    case MessageCode::TransitLongerThanStandard:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "the card was %n day(s) in the post, more than the standard %2: the player may ask the "
                    "judge"),
            true};
    case MessageCode::SentBeforeReceiptOfAnswered:
        return {
            QT_TRANSLATE_NOOP("Message", "sent %1, before %2, when card %3 it answers was received"), false};
    case MessageCode::LeaveWithoutNoticeDate:
        return {QT_TRANSLATE_NOOP(
                    "Message", "leave %1 (%2 – %3): no notice date is recorded; counted from its start"),
            false};
    case MessageCode::LeaveNoticeAfterStart:
        return {QT_TRANSLATE_NOOP("Message",
                    "leave %1 (%2 – %3): the notice went on %4, after the leave began; it counts from %4"),
            false};
    case MessageCode::LeavePastYearlyCap:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "leave %2 (%3 – %4): %n day(s) past the yearly cap of %5 are not granted and count as "
                    "thinking time"),
            true};
    case MessageCode::NotThePlayersTurn:
        return {
            QT_TRANSLATE_NOOP("Message",
                "it is not the turn of %1: the partner's reply to their last move is not among the cards"),
            false};
    case MessageCode::AnswersAMoveNotMade:
        return {
            QT_TRANSLATE_NOOP("Message",
                "it is not the turn of %1: the move “%3” on card %2 is impossible or illegible and was not "
                "played, so the partner still has to replace it (II.3.12); this card answers a move that "
                "was not made"),
            false};
    case MessageCode::AcceptsWithoutVariant:
        return {QT_TRANSLATE_NOOP("Message", "the partner's last move card proposed no variant"), false};
    case MessageCode::AcceptsMorePliesThanProposed:
        return {QT_TRANSLATE_N_NOOP("Message", "accepts %n half-move(s), but card %2 proposed %3"), true};
    case MessageCode::VariantPlyUnplayable:
        return {QT_TRANSLATE_NOOP("Message", "half-move %1 “%2” cannot be played: %3"), false};
    case MessageCode::NoChessNotation:
        return {QT_TRANSLATE_NOOP("Message",
                    "“%1” is no chess notation (%2); mark the card illegible if it cannot be read"),
            false};
    case MessageCode::QueryUnfounded:
        return {
            QT_TRANSLATE_NOOP("Message", "the move on card %1 was possible; the query is unfounded"), false};
    case MessageCode::RepeatsWrongNumberOfPlies:
        return {QT_TRANSLATE_N_NOOP("Message", "repeats %n half-move(s) (%2) where %3 were due (%4)"), true};
    case MessageCode::RepeatsWrongMove:
        return {QT_TRANSLATE_NOOP("Message", "repeats “%1” where %2 was played"), false};
    case MessageCode::IllegibleMove:
        return {QT_TRANSLATE_NOOP("Message", "an illegible move “%1”"), false};
    case MessageCode::CardWithoutMove:
        return {QT_TRANSLATE_NOOP("Message", "a card without a move (II.3.11)"), false};
    case MessageCode::ImpossibleMove:
        return {QT_TRANSLATE_NOOP("Message", "an impossible move “%1”: %2"), false};
    case MessageCode::RegisteredRequiredInTimeTrouble:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "%n day(s) left in the control period after this reply; it had to go registered"),
            true};
    case MessageCode::RegisteredRequiredPastTheLimit:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "with this reply the control period's limit was already exceeded by %n day(s); it had to go "
                "registered"),
            true};
    case MessageCode::AddressError:
        return {QT_TRANSLATE_NOOP("Message", "an error in the address"), false};
    case MessageCode::LostCardRepeatedLate:
        return {QT_TRANSLATE_NOOP("Message", "card %1 was lost; its repeat was due %2 and went %3"), false};
    case MessageCode::StartAfterLateNotice:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "%2 received the start notice late, on %3: the game starts %n day(s) after it, %4"),
            true};
    case MessageCode::StartNoticeLateNoEffect:
        return {
            QT_TRANSLATE_NOOP("Message",
                "%1 received the start notice on %2, after the official start; a late notice moves the start "
                "only in play by post (II.4.6): %1 starts on the official start, %3 (%4)"),
            false};
    case MessageCode::StartOnOfficialStart:
        return {QT_TRANSLATE_NOOP("Message", "%1 starts on the official start, %2"), false};
    case MessageCode::PeriodFromReceipt:
        return {QT_TRANSLATE_NOOP("Message", "received %1 (card %2, %3)%4"), false};
    case MessageCode::EarliestCopyToArrive:
        return {QT_TRANSLATE_NOOP("Message", ", the earliest copy to arrive"), false};
    case MessageCode::PeriodFromStart:
        return {QT_TRANSLATE_NOOP("Message", "start %1"), false};
    case MessageCode::PeriodFromStartLateNotice:
        return {QT_TRANSLATE_NOOP("Message", "start %1 (late start notice, II.4.6)"), false};
    case MessageCode::PeriodToSent:
        return {QT_TRANSLATE_NOOP("Message", "%1 → sent %2 (card %3, %4)"), false};
    case MessageCode::BookingOpenReceiptUnknown:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1: the card it answers, %2, has no known day of receipt (the partner's card states it, "
                    "%3), so this move stays open until that day is entered"),
            false};
    case MessageCode::BookingOpen:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1: the sending date is unknown, so this move stays open until it is clarified"),
            false};
    case MessageCode::LessLeaveDays:
        return {QT_TRANSLATE_N_NOOP("Message", " − %n day(s) of leave (%2)"), true};
    case MessageCode::LessExcusedDays:
        return {QT_TRANSLATE_N_NOOP("Message", " − %n day(s) excused (%2)"), true};
    case MessageCode::PlusDoubledDays:
        return {QT_TRANSLATE_N_NOOP("Message", " + %n day(s) counted twice past %2 on one move"), true};
    case MessageCode::EqualsDays:
        return {QT_TRANSLATE_N_NOOP("Message", " = %n day(s)"), true};
    case MessageCode::PlayersMove:
        return {QT_TRANSLATE_NOOP("Message", "%1, move %2"), false};
    case MessageCode::BookingOnMove:
        return {QT_TRANSLATE_NOOP("Message", "%1: %2: %3"), false};
    case MessageCode::BookingVariantReceiver:
        return {QT_TRANSLATE_NOOP("Message", "%1 (the move of the last accepted variant half-move): %2: %3"),
            false};
    case MessageCode::BookingReplacement:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1, replacing an impossible or illegible move: %2: %3, added to the same move"),
            false};
    case MessageCode::BookingQueryDelay:
        return {QT_TRANSLATE_NOOP("Message", "%1: a query about card %2, %3: %4"), false};
    case MessageCode::BookingRepeatAnswer:
        return {
            QT_TRANSLATE_NOOP("Message", "%1: answering the partner's repeat by repeating the move, %2: %3"),
            false};
    case MessageCode::BookingWrongRepetitionAnswer:
        return {
            QT_TRANSLATE_NOOP("Message", "%1: answering card %2, which repeated the moves wrongly, %3: %4"),
            false};
    case MessageCode::InTheGame:
        return {QT_TRANSLATE_NOOP("Message", "in the game"), false};
    case MessageCode::OnCard:
        return {QT_TRANSLATE_NOOP("Message", "card %1"), false};
    case MessageCode::PenaltyLateRepeat:
        return {QT_TRANSLATE_N_NOOP("Message", "%2: %3: %n day(s) late, added to %4"), true};
    case MessageCode::PenaltyAddedByJudge:
        return {QT_TRANSLATE_NOOP("Message", "added by the judge (%1): %2, to %3"), false};
    case MessageCode::PenaltyWaivedByJudge:
        return {QT_TRANSLATE_NOOP("Message", "waived by the judge (%1): %2, from %3"), false};
    case MessageCode::PenaltyFirstOffence:
        return {QT_TRANSLATE_N_NOOP(
                    "Message", "%2: %3 — the first of its kind in this game: %n day(s) (%5), added to %4"),
            true};
    case MessageCode::PenaltyRepeatOffence:
        return {QT_TRANSLATE_N_NOOP(
                    "Message", "%2: %3 — offence %4 of its kind in this game: %n day(s) (%6), added to %5"),
            true};
    case MessageCode::LeaveExtension:
        return {
            QT_TRANSLATE_N_NOOP("Message", ", extended by %n day(s) of the partner's announced leave"), true};
    case MessageCode::DeadlineRepeatMove:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "no reply to card %2 sent %3: after %n day(s) without a reply, %4 repeats the move, "
                    "registered%5"),
            true};
    case MessageCode::DeadlineRepeatMoveCopyToJudge:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "no reply to card %2 sent %3: after %n day(s)%5 without a reply, %4 repeats the move "
                    "with its accompanying data and sends a copy to the judge"),
            true};
    case MessageCode::DeadlineRepeatQuery:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "no reply to the query about card %2 sent %3: after %n day(s) without a reply, %4 repeats "
                "the query, registered%5"),
            true};
    case MessageCode::DeadlineNotifyJudge:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "no reply to the repeat %2 sent %3: after %n day(s) without a reply, %4 tells the judge%5"),
            true};
    case MessageCode::DeadlineFirstMoveInquiry:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "no first move from White since the start %2: after %n day(s)%3 without one, Black sends a "
                "registered inquiry and tells the judge"),
            true};
    case MessageCode::DeadlineInactivity:
        return {QT_TRANSLATE_NOOP(
                    "Message", "the last move was sent %1: without a move by then, %2 may lose the game"),
            false};
    case MessageCode::DeadlineInactivityFromStart:
        return {QT_TRANSLATE_NOOP("Message",
                    "no move has been sent since the start %1: without a move by then, %2 may lose the game"),
            false};
    case MessageCode::DeadlineServerSilence:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "no move since %2: the server reminds %3 after 14, 28 and 35 days; without a move, or a "
                "notice "
                "to the judge and the partner that the game goes on, within %n day(s) %3 may lose the game"),
            true};
    case MessageCode::DeadlineQueryMove:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "card %2 with an impossible or illegible move arrived %3: %4 queries it within %n day(s)"),
            true};
    case MessageCode::DeadlineClaim:
        return {QT_TRANSLATE_NOOP("Message",
                    "the partner overstepped the time: %1 may claim no later than the reply to the partner's "
                    "control move %2"),
            false};
    case MessageCode::DeadlineAdjudicationToTheJudge:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "the tournament ends %2: an unfinished game goes to adjudication, %3 sends the packet to the "
                "judge within %n day(s)"),
            true};
    case MessageCode::DeadlineAdjudication:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "the tournament ends %2: an unfinished game goes to adjudication, %3 sends the packet "
                    "registered within %n day(s)"),
            true};
    case MessageCode::Overstep:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "the total of %2, %3 days after move %4%5, exceeds %n day(s) (%6 × %7 days for %8 moves)"),
            true};
    case MessageCode::OverstepWhileThinking:
        return {QT_TRANSLATE_NOOP("Message", ", counting the time running on it"), false};
    case MessageCode::RunningWaitingForPost:
        return {QT_TRANSLATE_NOOP(
                    "Message", "%1 is to make move %2 but has not received the partner's card: no time runs"),
            false};
    case MessageCode::RunningThinking:
        return {QT_TRANSLATE_N_NOOP("Message", "%2 is thinking on move %3 since %4: %n day(s) to %5"), true};
    case MessageCode::RunningReceivedAfterClaim:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1 is to make move %2 but received the card it answers on %3, after the claim of %4: "
                    "no time runs on it"),
            false};
    case MessageCode::RunningDoubled:
        return {QT_TRANSLATE_N_NOOP("Message", ", of which %n day(s) past %2 counted twice (%3)"), true};
    case MessageCode::RunningPartnerOverTheLimit:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "; %2 is %n day(s) over the limit: all correspondence goes with copies to the judge (%3)"),
            true};
    case MessageCode::RunningPartnerTimeTrouble:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "; %2 has %n day(s) left before the control: all correspondence goes with copies to the "
                    "judge (%3)"),
            true};
    case MessageCode::RunningAnswering:
        return {QT_TRANSLATE_NOOP("Message", " (answering card %1)"), false};
    case MessageCode::RunningLeaveNotCounted:
        return {QT_TRANSLATE_NOOP("Message", ", leave days not counted"), false};
    case MessageCode::RunningDaysOverTheLimit:
        return {QT_TRANSLATE_N_NOOP("Message", "; the %2 days of this control period exceeded by %n day(s)"),
            true};
    case MessageCode::RunningDaysLeft:
        return {QT_TRANSLATE_N_NOOP("Message", "; %n day(s) left of %2 in this control period"), true};
    case MessageCode::DaysLeftAtMost:
        return {QT_TRANSLATE_NOOP("Message",
                    "; at most, the days of some earlier moves not being known (II.2.2 ¶6, II.3.7)"),
            false};
    case MessageCode::RunningTimeTrouble:
        return {QT_TRANSLATE_NOOP("Message", "; in time trouble, the reply goes registered (%1)"), false};
    case MessageCode::RunningTimeTroubleCopiesToJudge:
        return {QT_TRANSLATE_NOOP("Message",
                    "; five days or fewer before the control: all correspondence goes with copies to the "
                    "judge (%1)"),
            false};
    default:
        return {}; // not this group's
    }
}

} // namespace postmark::text
