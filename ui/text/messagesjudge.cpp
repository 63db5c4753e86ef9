// SPDX-License-Identifier: GPL-3.0-or-later
// The words of the core's messages, in English (ui/text/messagecatalogue.cpp): The judge: claims,
// adjudications and appeals; a new event, the agenda and the registers; reading a tournament, team event or
// Cup file. lupdate reads the QT_TRANSLATE_NOOP marks (context "Message").
#include <QtGlobal>

#include "ui/text/messagegroups.h"

namespace postmark::text {

GroupTemplate judgeTemplate(MessageCode code)
{
    switch (code) {
    case MessageCode::NoRightOfAppeal:
        return {QT_TRANSLATE_NOOP("Message", "%1: neither player has the right of appeal"), false};
    case MessageCode::DecisionReceiptNotRecorded:
        return {QT_TRANSLATE_NOOP("Message", "the receipt of %1 is not recorded"), false};
    case MessageCode::DecisionReceivedAppealBy:
        return {QT_TRANSLATE_NOOP("Message", "%1 received it %2: by %3"), false};
    case MessageCode::ProtestWithinDays:
        return {QT_TRANSLATE_N_NOOP(
                    "Message", "%2; a protest to the appeals committee within %n day(s) of receiving it: %3"),
            true};
    case MessageCode::ProtestWithinDaysOfUnknownReceipt:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "%2; a protest to the appeals committee within %n day(s) of receiving it: %3 (the window "
                    "cannot close before %4 and runs from the receipt)"),
            true};
    case MessageCode::AppealWithinDays:
        return {
            QT_TRANSLATE_N_NOOP("Message", "%2; an appeal, registered, within %n day(s) of receiving it: %3"),
            true};
    case MessageCode::AppealWithinDaysOfUnknownReceipt:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "%2; an appeal, registered, within %n day(s) of receiving it: %3 (the window cannot "
                    "close before %4 and runs from the receipt)"),
            true};
    case MessageCode::EmailAppealWithinDays:
        return {
            QT_TRANSLATE_N_NOOP("Message", "%2; an appeal, by e-mail, within %n day(s) of receiving it: %3"),
            true};
    case MessageCode::EmailAppealWithinDaysOfUnknownReceipt:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "%2; an appeal, by e-mail, within %n day(s) of receiving it: %3 (the window cannot "
                    "close before %4 and runs from the receipt)"),
            true};
    case MessageCode::NoDecisionToReceive:
        return {QT_TRANSLATE_NOOP("Message", "there is no decision to receive"), false};
    case MessageCode::ReceivedBeforeDecision:
        return {QT_TRANSLATE_NOOP("Message", "%1 is before the decision (%2)"), false};
    case MessageCode::ClaimUpheld:
        return {QT_TRANSLATE_NOOP("Message", "upheld"), false};
    case MessageCode::ClaimRejected:
        return {QT_TRANSLATE_NOOP("Message", "rejected"), false};
    case MessageCode::ClaimPending:
        return {QT_TRANSLATE_NOOP("Message", "pending"), false};
    case MessageCode::EvidenceOfAnotherPairing:
        return {
            QT_TRANSLATE_NOOP("Message", "the game file is of %1 – %2, not of the pairing %3 – %4"), false};
    case MessageCode::ClaimNoOverstep:
        return {QT_TRANSLATE_NOOP("Message",
                    "no overstep: by the claimant's cards neither player's total exceeds the limit of the "
                    "control period"),
            false};
    case MessageCode::ClaimOverstepIsClaimants:
        return {QT_TRANSLATE_NOOP("Message", "the overstep the cards show is the claimant's own: %1"), false};
    case MessageCode::ClaimOverstepHolds:
        return {QT_TRANSLATE_NOOP("Message", "the overstep holds: %1; claimed in time (%2: %3)"), false};
    case MessageCode::ObjectionDueAfterNotice:
        return {QT_TRANSLATE_NOOP("Message",
                    "the notice of the overstep was received on %1: an objection, registered, to the judge "
                    "by %2"),
            false};
    case MessageCode::ObjectionLate:
        return {QT_TRANSLATE_N_NOOP("Message", "the objection sent on %2 is %n day(s) late"), true};
    case MessageCode::ObjectionInTime:
        return {QT_TRANSLATE_NOOP("Message", "the objection sent on %1 is in time"), false};
    case MessageCode::ObjectionByEmailDueAfterNotice:
        return {QT_TRANSLATE_NOOP("Message",
                    "the notice of the overstep was received on %1: an objection to the judge by %2"),
            false};
    case MessageCode::NoticeReceiptNotRecorded:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "the date the partner received the notice of the overstep is not recorded: the %n day(s) "
                    "of objection count from it"),
            true};
    case MessageCode::ClaimAppealed:
        return {QT_TRANSLATE_NOOP("Message", "%1 appealed on %2 against the decision (%3): %4"), false};
    case MessageCode::ClaimDecidedOn:
        return {QT_TRANSLATE_NOOP("Message", "the claim was %1 on %2"), false};
    case MessageCode::CommitteeRuledOn:
        return {QT_TRANSLATE_NOOP("Message", "the appeals committee ruled on %1, finally"), false};
    case MessageCode::CommitteeDecides:
        return {QT_TRANSLATE_NOOP("Message", "the appeals committee decides, finally"), false};
    case MessageCode::NoPairingNumber:
        return {QT_TRANSLATE_NOOP("Message", "the event has no pairing no. %1"), false};
    case MessageCode::DoesNotPlayInGame:
        return {QT_TRANSLATE_NOOP("Message", "%1 does not play in %2 – %3"), false};
    case MessageCode::DecisionNeedsDate:
        return {QT_TRANSLATE_NOOP("Message", "a decision needs its date"), false};
    case MessageCode::DecidedBeforePacketsDue:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1 is before the packets are in: %2 may send one until %3 (%4), and the adjudication is "
                    "made "
                    "on the packets received (%5)"),
            false};
    case MessageCode::DecidedBeforeClaimSent:
        return {QT_TRANSLATE_NOOP("Message", "%1 is before the claim was sent (%2)"), false};
    case MessageCode::NoDecisionToAppeal:
        return {QT_TRANSLATE_NOOP("Message", "there is no decision to appeal against"), false};
    case MessageCode::DoesNotPlayInThisGame:
        return {QT_TRANSLATE_NOOP("Message", "%1 does not play in this game"), false};
    case MessageCode::CommitteeRulesOnlyOnAppeal:
        return {
            QT_TRANSLATE_NOOP("Message", "the appeals committee rules only on an appeal (II.1.6)"), false};
    case MessageCode::RuledBeforeAppeal:
        return {QT_TRANSLATE_NOOP("Message", "%1 is before the appeal (%2)"), false};
    case MessageCode::ClaimBarOnlyForRejectedClaim:
        return {QT_TRANSLATE_NOOP("Message", "only a rejected claim bars the claimant's further claims (%1)"),
            false};
    case MessageCode::ClaimBarNotInSection:
        return {QT_TRANSLATE_NOOP("Message",
                    "this event's section of the rules has no bar on further claims (III.6.7 is play by "
                    "e-mail's)"),
            false};
    case MessageCode::ClaimBarred:
        return {
            QT_TRANSLATE_NOOP("Message",
                "%1 may not claim again before control move %3 is made: the claim of %2 was rejected on %4 "
                "with a bar on further claims in this ten-move cycle (%5)"),
            false};
    case MessageCode::PenaltyOnlyForRejectedClaim:
        return {QT_TRANSLATE_NOOP(
                    "Message", "penalty days go to the claimant only when the claim is rejected (II.6.8)"),
            false};
    case MessageCode::PacketReceived:
        return {QT_TRANSLATE_NOOP("Message", "packet of %1 received %2"), false};
    case MessageCode::PacketNotReceived:
        return {QT_TRANSLATE_NOOP("Message", "packet of %1 not received"), false};
    case MessageCode::WhereAdjudication:
        return {QT_TRANSLATE_NOOP("Message", "the adjudication"), false};
    case MessageCode::AdjudicatedAgainFinal:
        return {
            QT_TRANSLATE_NOOP("Message", "%1 adjudicated again on %2 after the appeal: %3, final"), false};
    case MessageCode::AdjudicationAppealed:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1 appealed on %2 against %3: another judge adjudicates again and that result is final"),
            false};
    case MessageCode::AdjudicatedOn:
        return {QT_TRANSLATE_NOOP("Message", "%1 adjudicated %2 on %3"), false};
    case MessageCode::NeitherSentPacket:
        return {QT_TRANSLATE_NOOP("Message", "%1: neither sent a packet"), false};
    case MessageCode::BothAssessTheSame:
        return {QT_TRANSLATE_NOOP("Message",
                    "both players assess the final position as %1: the game ends without adjudication"),
            false};
    case MessageCode::AdjudicatorDecidesOnPackets:
        return {QT_TRANSLATE_NOOP("Message", "%1: the adjudicator decides on the packets"), false};
    case MessageCode::AdjudicatorDecidesNoAppealWithoutPacket:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1: the adjudicator decides on the packets, and a player who sent none has no appeal "
                    "(II.9.8)"),
            false};
    case MessageCode::PacketsDue:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "both players send the packet, registered, within %n day(s) of the end %2: by %3; %4"),
            true};
    case MessageCode::PacketsByEmailDue:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "both players send the packet to the judge within %n day(s) of the end %2: by %3; %4"),
            true};
    case MessageCode::NoPacketNoAppeal:
        return {QT_TRANSLATE_NOOP(
                    "Message", "%1 sent no adjudication packet and has no right of appeal (II.9.8)"),
            false};
    case MessageCode::SecondAdjudicationOnlyAfterAppeal:
        return {
            QT_TRANSLATE_NOOP("Message", "a second adjudication follows only an appeal (II.9.11)"), false};
    case MessageCode::SecondAdjudicatorIsAnotherJudge:
        return {QT_TRANSLATE_NOOP("Message", "the second adjudication is by another judge (II.9.11)"), false};
    case MessageCode::PostmarkFinds:
        return {QT_TRANSLATE_NOOP("Message", "Postmark finds: %1 (%2)"), false};
    case MessageCode::ClaimantsFileCannotBeComputed:
        return {QT_TRANSLATE_NOOP("Message", "the claimant's game file cannot be computed: %1"), false};
    case MessageCode::SuspendedUntilJudgeDecides:
        return {QT_TRANSLATE_NOOP("Message", "the game is suspended from %1 until the judge decides; %2; %3"),
            false};
    case MessageCode::FinishedWithoutRecordedResult:
        return {QT_TRANSLATE_NOOP("Message",
                    "the cards show the game finished, but no result is recorded: it counts once the game "
                    "record is received"),
            false};
    case MessageCode::FileMatchesNoPairing:
        return {QT_TRANSLATE_NOOP(
                    "Message", "the game file matches no pairing of the event (White and Black by name)"),
            false};
    case MessageCode::WhereLine:
        return {QT_TRANSLATE_NOOP("Message", "line %1"), false};
    case MessageCode::NotAWholeNumber:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not a whole number"), false};
    case MessageCode::NotABirthDate:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not a date: write it as 12.03.1954 (day, month, year)"),
            false};
    case MessageCode::NotARating:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not a rating: a whole number, 0 or more, such as 2240"),
            false};
    case MessageCode::EventEndMissing:
        return {
            QT_TRANSLATE_NOOP("Message", "the end date is missing (adjudication follows it, II.9.4)"), false};
    case MessageCode::WhereRegulation:
        return {QT_TRANSLATE_NOOP("Message", "the regulation"), false};
    case MessageCode::NotAWholeNumberOrOff:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not a whole number, or off"), false};
    case MessageCode::NotYesOrNo:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not yes or no"), false};
    case MessageCode::RoundRobinNeedsTwoPlayers:
        return {QT_TRANSLATE_NOOP("Message", "a round robin needs at least two players"), false};
    case MessageCode::BergerTablesPairAtMost:
        return {QT_TRANSLATE_NOOP("Message", "the Berger tables pair at most %1 players, not %2"), false};
    case MessageCode::WherePlayerNumber:
        return {QT_TRANSLATE_NOOP("Message", "player no. %1"), false};
    case MessageCode::NameAlreadyPlayer:
        return {QT_TRANSLATE_NOOP(
                    "Message", "%1 is already player no. %2: game files are matched to pairings by name"),
            false};
    case MessageCode::HowNeedsResult:
        return {QT_TRANSLATE_NOOP("Message", "“%1” needs a result"), false};
    case MessageCode::NoPlayerGiven:
        return {
            QT_TRANSLATE_NOOP("Message", "no player is given: write the id of one of the event's players"),
            false};
    case MessageCode::NotAPlayerOfTheEvent:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not a player of the event"), false};
    case MessageCode::WithdrawalDateBeforeStart:
        return {QT_TRANSLATE_NOOP("Message", "a withdrawal needs a date on or after the start %1"), false};
    case MessageCode::IdUsedByAnotherPlayer:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is used by another player"), false};
    case MessageCode::WhereGameNumber:
        return {QT_TRANSLATE_NOOP("Message", "game no. %1"), false};
    case MessageCode::PairedWithThemself:
        return {QT_TRANSLATE_NOOP("Message", "a player cannot be paired with themself"), false};
    case MessageCode::AlreadyMeetInAnotherGame:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1 and %2 already meet in another game (a round robin pairs them once; where each pair "
                    "plays two games, one with each colour, the file says \"cycles\": 2)"),
            false};
    case MessageCode::AlreadyMeetWithTheseColours:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1 already has White against %2 in another game (a double round robin pairs them once "
                    "with each colour)"),
            false};
    case MessageCode::CyclesOneOrTwo:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1 is not a number of games per pair: 1 (a round robin) or 2 (a double round robin)"),
            false};
    case MessageCode::HowWithoutResult:
        return {
            QT_TRANSLATE_NOOP("Message", "says how a result was reached, but the game has no result"), false};
    case MessageCode::WhereWithdrawalNumber:
        return {QT_TRANSLATE_NOOP("Message", "withdrawal no. %1"), false};
    case MessageCode::AlreadyWithdrawn:
        return {QT_TRANSLATE_NOOP("Message", "“%1” has already withdrawn"), false};
    case MessageCode::NotAWithdrawalDecision:
        return {QT_TRANSLATE_NOOP(
                    "Message", "“%1” is not one of loss, adjudicate, exclude, exclude_all (II.8.1)"),
            false};
    case MessageCode::ListedTwice:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is listed twice"), false};
    case MessageCode::NotATeamCriterion:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not one of board_points, match_points, head_to_head"),
            false};
    case MessageCode::WhereMatchPoints:
        return {QT_TRANSLATE_NOOP("Message", "match points"), false};
    case MessageCode::WhereTeamNumber:
        return {QT_TRANSLATE_NOOP("Message", "team no. %1"), false};
    case MessageCode::IdUsedByAnotherTeam:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is used by another team"), false};
    case MessageCode::WhereCaptainOfTeam:
        return {QT_TRANSLATE_NOOP("Message", "the captain of team no. %1"), false};
    case MessageCode::PlayersNotBoards:
        return {QT_TRANSLATE_NOOP(
                    "Message", "%1 players are listed for %2 boards: one a board, board 1 first (IV.1.3)"),
            false};
    case MessageCode::NotABoard:
        return {QT_TRANSLATE_NOOP("Message", "a board from 1 to %1 is needed"), false};
    case MessageCode::PlaysOnAnotherBoard:
        return {QT_TRANSLATE_NOOP("Message", "“%1” plays on board %2"), false};
    case MessageCode::SameTeam:
        return {QT_TRANSLATE_NOOP(
                    "Message", "both players play for %1: a team event pairs players of different teams"),
            false};
    case MessageCode::TeamEventNeedsTwoTeams:
        return {QT_TRANSLATE_NOOP("Message", "a team event needs at least two teams"), false};
    case MessageCode::CupNameMissing:
        return {QT_TRANSLATE_NOOP("Message", "a Cup needs a name"), false};
    case MessageCode::CupFinalSizes:
        return {QT_TRANSLATE_NOOP("Message",
                    "a final of %1 to %2 players cannot be formed: at least 2, and the maximum no smaller "
                    "than the minimum"),
            false};
    case MessageCode::CupGroupTwice:
        return {QT_TRANSLATE_NOOP("Message", "group no. %1 is in the Cup twice"), false};
    case MessageCode::CupOneFinal:
        return {QT_TRANSLATE_NOOP("Message", "a Cup has one final"), false};
    case MessageCode::CupNameTaken:
        return {QT_TRANSLATE_NOOP("Message", "the archive has a Cup named “%1” already"), false};
    case MessageCode::CupFinalExists:
        return {QT_TRANSLATE_NOOP("Message", "the Cup has its final already: %1"), false};
    case MessageCode::CupFinalGroupPlaying:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1 is still playing: its places are today's, and the final is formed from the places "
                    "the groups finish in (the Cup's regulation, §4)"),
            false};
    case MessageCode::CupFinalPlaceShared:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1's place %2 in %3 is shared after every tie-break: the judge decides between the "
                    "tied players first (Decide the shared place…)"),
            false};
    case MessageCode::CupFinalTooFew:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "the entry list has %2 players and the final at least %n: the vacancies are filled by "
                    "the federation's nomination first (the Cup's regulation, §4)"),
            true};
    case MessageCode::CupPlaceToDecide:
        return {
            QT_TRANSLATE_NOOP("Message",
                "place %1 in %2 is shared after every tie-break by %3, and the final takes fewer of them: "
                "the judge gives it (the Final tab, Decide the shared place…)"),
            false};
    case MessageCode::CupFinalAppealOpen:
        return {QT_TRANSLATE_NOOP("Message",
                    "in %1 the decision on the game %2 may still be appealed, until %3 [%4]: the final is "
                    "formed from the places once an appeal can no longer change them"),
            false};
    case MessageCode::CupFinalAppealReceiptsMissing:
        return {QT_TRANSLATE_NOOP("Message",
                    "in %1 the decision on the game %2 may still be appealed [%3]: the days to appeal count "
                    "from each player's receipt of it, not recorded yet (the claims or adjudications tab)"),
            false};
    case MessageCode::CupFinalAppealPending:
        return {QT_TRANSLATE_NOOP("Message",
                    "in %1 the appeal on the game %2 is not decided yet [%3]: the final is formed from the "
                    "places once it is"),
            false};
    case MessageCode::NotATieBreak:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not one of wins, sonneborn_berger, head_to_head, koya"),
            false};
    default:
        return {}; // not this group's
    }
}

} // namespace postmark::text
