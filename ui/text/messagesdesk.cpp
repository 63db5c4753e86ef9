// SPDX-License-Identifier: GPL-3.0-or-later
// The words of the core's messages, in English (ui/text/messagecatalogue.cpp): The player's desk: logging and
// replying, the game's life, claims made and received. lupdate reads the QT_TRANSLATE_NOOP marks (context
// "Message").
#include <QtGlobal>

#include "ui/text/messagegroups.h"

namespace postmark::text {

GroupTemplate deskTemplate(MessageCode code)
{
    switch (code) {
    case MessageCode::ClaimWindowOpen:
        return {
            QT_TRANSLATE_NOOP("Message", "%1 may claim until replying to the control move %3 of %2"), false};
    case MessageCode::ClaimTooLate:
        return {QT_TRANSLATE_NOOP(
                    "Message", "%1 has already replied to the control move %3 of %2: the claim is too late"),
            false};
    case MessageCode::GameSuspendedByClaim:
        return {
            QT_TRANSLATE_NOOP("Message", "the game is suspended: a forfeit claim is with the judge (II.6.6)"),
            false};
    case MessageCode::PartnersMove:
        return {QT_TRANSLATE_NOOP("Message", "it is the partner's move"), false};
    case MessageCode::MoveNotPossible:
        return {QT_TRANSLATE_NOOP("Message", "“%1”: %2"), false};
    case MessageCode::SenderDateMissing:
        return {QT_TRANSLATE_NOOP("Message", "the date written on the card is missing"), false};
    case MessageCode::DateAfterToday:
        return {QT_TRANSLATE_NOOP("Message", "%1 is after today (%2)"), false};
    case MessageCode::ReplyBeforeCardCame:
        return {QT_TRANSLATE_NOOP("Message", "%1 is before card %2 came (%3): a reply goes after it"), false};
    case MessageCode::ReplyGoesRegistered:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "%n day(s) left in the control period, counting this reply: it goes registered (II.4.12)"),
            true};
    case MessageCode::EndNotAfterStart:
        return {QT_TRANSLATE_NOOP("Message", "the end %1 is not after the start %2"), false};
    case MessageCode::WhereMe:
        return {QT_TRANSLATE_NOOP("Message", "my details"), false};
    case MessageCode::MyNameMissing:
        return {QT_TRANSLATE_NOOP("Message", "my name is missing (Settings)"), false};
    case MessageCode::WherePartner:
        return {QT_TRANSLATE_NOOP("Message", "the partner"), false};
    case MessageCode::PartnerIsSomeoneElse:
        return {QT_TRANSLATE_NOOP("Message", "the partner must be someone other than me"), false};
    case MessageCode::ReceiptNeedsNumberAndDate:
        return {QT_TRANSLATE_NOOP("Message", "a registered-mail receipt needs both its number and its date"),
            false};
    case MessageCode::StatedPartnerTotalDiffers:
        return {
            QT_TRANSLATE_NOOP("Message", "the card gives the partner's total as %1 days; the cards give %2"),
            false};
    case MessageCode::StatedMyTotalDiffers:
        return {QT_TRANSLATE_NOOP("Message", "the card gives my total as %1 days; the cards give %2"), false};
    case MessageCode::EndDateNotUpToToday:
        return {QT_TRANSLATE_NOOP("Message", "the date of the end must be a day up to today"), false};
    case MessageCode::PositionIsNotMate:
        return {QT_TRANSLATE_NOOP("Message", "the position on the cards is not mate"), false};
    case MessageCode::MateScoredToMatingSide:
        return {QT_TRANSLATE_NOOP("Message", "mate is scored to the mating side"), false};
    case MessageCode::DrawScoredHalf:
        return {QT_TRANSLATE_NOOP("Message", "a draw is scored 1/2-1/2"), false};
    case MessageCode::ResignationWinsForPartner:
        return {QT_TRANSLATE_NOOP("Message", "a resignation is a win for the partner"), false};
    case MessageCode::ResultCountsWithGameRecord:
        return {QT_TRANSLATE_NOOP("Message",
                    "the result counts once the judge has the game record: print it (Print ▸ Game record) "
                    "and send it (II.9.2)"),
            false};
    case MessageCode::ClaimAlreadyRecorded:
        return {QT_TRANSLATE_NOOP("Message", "a claim is already recorded in this game"), false};
    case MessageCode::NoOverstepByPartner:
        return {QT_TRANSLATE_NOOP("Message", "the cards show no overstep by the partner (II.6.1)"), false};
    case MessageCode::ClaimDateNotUpToToday:
        return {QT_TRANSLATE_NOOP("Message", "the claim's posting date must be a day up to today"), false};
    case MessageCode::ClaimNeedsNoticeReceipt:
        return {QT_TRANSLATE_NOOP("Message",
                    "the registered notice to the partner, its receipt number and date, goes with the claim "
                    "(II.6.2 part 4)"),
            false};
    case MessageCode::SealedMoveUnreadable:
        return {QT_TRANSLATE_NOOP("Message", "“%1”: %2"), false};
    case MessageCode::GameSuspendedUntilDecision:
        return {QT_TRANSLATE_NOOP("Message", "the game is suspended from %1 until the judge decides"), false};
    case MessageCode::MyCardsShowTheOverstepToo:
        return {QT_TRANSLATE_NOOP("Message", "my cards show the overstep too: %1"), false};
    case MessageCode::NoOverstepOfMine:
        return {QT_TRANSLATE_NOOP("Message", "my cards show no overstep of mine: an objection is in order"),
            false};
    case MessageCode::ObjectionWithinDays:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "an objection goes registered to the judge within %n day(s) of receiving the notice of "
                    "the overstep"),
            true};
    case MessageCode::LeaveUsedInYear:
        return {QT_TRANSLATE_N_NOOP("Message", "%2: %n day(s) of leave used, %3 left"), true};
    case MessageCode::NoLeaveTakenYet:
        return {QT_TRANSLATE_N_NOOP("Message", "no leave taken yet: %n day(s) a calendar year"), true};
    case MessageCode::NoticeDateNotUpToToday:
        return {QT_TRANSLATE_NOOP("Message", "the notice's date must be a day up to today"), false};
    case MessageCode::NoUnfinishedGame:
        return {QT_TRANSLATE_NOOP("Message", "%1 has no unfinished game"), false};
    case MessageCode::LeaveNoticeToEachPartner:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "a notice to each partner and, by registered mail, to the judge, in %n game(s): %2"),
            true};
    case MessageCode::LeaveWouldPassCap:
        return {
            QT_TRANSLATE_N_NOOP("Message", "%n day(s) of leave in %2 would pass the cap of %3 days (II.7.1)"),
            true};
    case MessageCode::LeavePlannedInYear:
        return {QT_TRANSLATE_N_NOOP("Message", "%2: %n day(s) of leave, %3 left"), true};
    case MessageCode::LeaveNoticeAfterItEnded:
        return {
            QT_TRANSLATE_NOOP("Message",
                "the notice sent on %1 goes after the leave has ended (%2): not one of its days would count "
                "(II.7.6)"),
            false};
    case MessageCode::LeaveOverlapsAnnounced:
        return {QT_TRANSLATE_NOOP("Message",
                    "your leave of %1 – %2 is announced already and these days overlap it: announce only the "
                    "days "
                    "before or after it"),
            false};
    case MessageCode::LeaveNoticeAfterItBegan:
        return {
            QT_TRANSLATE_NOOP("Message", "the notice goes after the leave began: it counts from %1"), false};
    case MessageCode::InFile:
        return {QT_TRANSLATE_NOOP("Message", "%1: %2"), false};
    case MessageCode::TournamentFileNotGames:
        return {QT_TRANSLATE_NOOP("Message", "a tournament file: a judge imports it as a tournament"), false};
    case MessageCode::PlaysInNoGame:
        return {QT_TRANSLATE_NOOP("Message", "%1 plays in no game of %2"), false};
    case MessageCode::GameCannotBeComputed:
        return {QT_TRANSLATE_NOOP("Message", "the game cannot be computed: %1"), false};
    case MessageCode::ObjectionDueFromNoticeArrival:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "an objection, registered, to the judge within %n day(s) of receiving the notice of the "
                    "overstep: it reached me on %2, so the objection goes by %3"),
            true};
    case MessageCode::NoticeArrivedBeforeSending:
        return {QT_TRANSLATE_NOOP("Message",
                    "the notice cannot have reached me on %1, before it was sent on %2 (its receipt)"),
            false};
    case MessageCode::ObjectionDueFromNoticeSending:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "an objection, registered, to the judge within %n day(s) of receiving the notice of the "
                "overstep; the notice went on %2 (receipt %3) and its arrival is not recorded, so this date "
                "counts from the sending: sent by %4, the objection is in time whenever the notice arrived"),
            true};
    case MessageCode::MyLeaveNoticeSent:
        return {
            QT_TRANSLATE_NOOP("Message", "my leave %1 – %2: my time does not run; notice sent %3"), false};
    case MessageCode::MyLeaveNoticeNotSent:
        return {QT_TRANSLATE_NOOP("Message",
                    "my leave %1 – %2: my time does not run; the partner and the judge must be told before "
                    "it starts (II.7.2)"),
            false};
    case MessageCode::PartnerLeaveNoticeSent:
        return {QT_TRANSLATE_NOOP("Message",
                    "the partner's leave %1 – %2: the partner's time does not run, and my waits for a reply "
                    "before a repeat are longer by its days; notice sent %3"),
            false};
    case MessageCode::PartnerLeaveNoticeNotRecorded:
        return {QT_TRANSLATE_NOOP("Message",
                    "the partner's leave %1 – %2: the partner's time does not run, and my waits for a reply "
                    "before a repeat are longer by its days; the date the notice was sent is not recorded "
                    "(the leave counts from it)"),
            false};
    case MessageCode::ReplyInTimeBy:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "move %2 goes by %3 at the latest: %n day(s) left of the %4 of this control period"),
            true};
    case MessageCode::ReplyLaterOversteps:
        return {QT_TRANSLATE_NOOP("Message", "; a later send date exceeds the limit (%1)"), false};
    case MessageCode::ReplyWasDueInTimeBy:
        return {
            QT_TRANSLATE_N_NOOP("Message",
                "move %2 was due by %3: the %4 days of this control period are exceeded by %n day(s) (%5)"),
            true};
    case MessageCode::ProblemAt:
        return {QT_TRANSLATE_NOOP("Message", "%1, %2: %3"), false};
    default:
        return {}; // not this group's
    }
}

} // namespace postmark::text
