// SPDX-License-Identifier: GPL-3.0-or-later
// The words of every message the core gives, in English; the .ts files carry them into Ukrainian. lupdate
// reads the QT_TRANSLATE_NOOP marks below (context "Message"); a message with a count is a numerus form
// whose %n is its first number.
#include "ui/text/messagecatalogue.h"

#include <QtGlobal>

namespace postmark::text {

MessageTemplate messageTemplate(MessageCode code)
{
    switch (code) {
    case MessageCode::None:
    case MessageCode::JoinPlain:
    case MessageCode::JoinComma:
    case MessageCode::JoinAnd:
    case MessageCode::JoinOr:
    case MessageCode::JoinSemicolon:
    case MessageCode::FieldKey:
        return {}; // put together by the renderer, not from words
    case MessageCode::Verbatim:
        return {QT_TRANSLATE_NOOP("Message", "%1"), false};
    case MessageCode::Quoted:
        return {QT_TRANSLATE_NOOP("Message", "“%1”"), false};
    case MessageCode::White:
        return {QT_TRANSLATE_NOOP("Message", "White"), false};
    case MessageCode::Black:
        return {QT_TRANSLATE_NOOP("Message", "Black"), false};
    case MessageCode::DayCount:
        return {QT_TRANSLATE_N_NOOP("Message", "%n day(s)"), true};
    case MessageCode::UnknownDate:
        return {QT_TRANSLATE_NOOP("Message", "unknown"), false};
    case MessageCode::SendRuleReceipt:
        return {QT_TRANSLATE_NOOP("Message", "receipt"), false};
    case MessageCode::SendRuleDeparturePostmark:
        return {QT_TRANSLATE_NOOP("Message", "departure postmark"), false};
    case MessageCode::SendRuleSenderDate:
        return {QT_TRANSLATE_NOOP("Message", "sender's date"), false};
    case MessageCode::SendRuleUnknown:
        return {QT_TRANSLATE_NOOP("Message", "unknown"), false};
    case MessageCode::ReceiptRuleArrivalPostmark:
        return {QT_TRANSLATE_NOOP("Message", "arrival postmark"), false};
    case MessageCode::ReceiptRuleRecipientDate:
        return {QT_TRANSLATE_NOOP("Message", "recipient's date"), false};
    case MessageCode::ReceiptRuleNotReceived:
        return {QT_TRANSLATE_NOOP("Message", "not received"), false};
    case MessageCode::PiecePawn:
        return {QT_TRANSLATE_NOOP("Message", "pawn"), false};
    case MessageCode::PieceKnight:
        return {QT_TRANSLATE_NOOP("Message", "knight"), false};
    case MessageCode::PieceBishop:
        return {QT_TRANSLATE_NOOP("Message", "bishop"), false};
    case MessageCode::PieceRook:
        return {QT_TRANSLATE_NOOP("Message", "rook"), false};
    case MessageCode::PieceQueen:
        return {QT_TRANSLATE_NOOP("Message", "queen"), false};
    case MessageCode::PieceKing:
        return {QT_TRANSLATE_NOOP("Message", "king"), false};
    case MessageCode::NoMoveWritten:
        return {QT_TRANSLATE_NOOP("Message", "no move is written"), false};
    case MessageCode::UnbalancedParenthesis:
        return {QT_TRANSLATE_NOOP("Message", "a parenthesis is not closed"), false};
    case MessageCode::NotAPromotionPiece:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not a promotion piece"), false};
    case MessageCode::CyrillicLetterInEnglishNotation:
        return {QT_TRANSLATE_NOOP("Message", "the Cyrillic letter “%1” in English notation"), false};
    case MessageCode::UnexpectedCharacter:
        return {QT_TRANSLATE_NOOP("Message", "the character “%1” is no part of a move"), false};
    case MessageCode::MoreThanTwoSquares:
        return {QT_TRANSLATE_NOOP("Message", "more than two squares are written"), false};
    case MessageCode::NoDestinationSquare:
        return {QT_TRANSLATE_NOOP("Message", "the square the piece goes to is missing"), false};
    case MessageCode::OriginNotASquare:
        return {
            QT_TRANSLATE_NOOP("Message", "the square the piece comes from is not a file and a rank"), false};
    case MessageCode::IccfDigitCount:
        return {
            QT_TRANSLATE_NOOP("Message", "an ICCF numeric move has 4 digits, or 5 with a promotion"), false};
    case MessageCode::IccfDigitNotFileOrRank:
        return {QT_TRANSLATE_NOOP("Message", "the digit “%1” is not a file or rank (1–8)"), false};
    case MessageCode::IccfPromotionDigit:
        return {
            QT_TRANSLATE_NOOP("Message", "the promotion digit “%1” is not 1 (queen) to 4 (knight)"), false};
    case MessageCode::CastlingRightLost:
        return {QT_TRANSLATE_NOOP("Message", "castling on that side is no longer allowed"), false};
    case MessageCode::CastlingSquaresNotEmpty:
        return {
            QT_TRANSLATE_NOOP("Message", "the squares between the king and the rook are not empty"), false};
    case MessageCode::CastlingOutOfCheck:
        return {QT_TRANSLATE_NOOP("Message", "the king may not castle out of check"), false};
    case MessageCode::CastlingThroughAttack:
        return {QT_TRANSLATE_NOOP("Message", "the king may not pass through or land on an attacked square"),
            false};
    case MessageCode::NoPieceOfSideToMoveOn:
        return {QT_TRANSLATE_NOOP("Message", "%1 holds no piece of the side to move"), false};
    case MessageCode::PieceNotOnSquare:
        return {QT_TRANSLATE_NOOP("Message", "there is no %1 of the side to move on %2"), false};
    case MessageCode::SquareHoldsOwnPiece:
        return {QT_TRANSLATE_NOOP("Message", "%1 is occupied by a piece of the side to move"), false};
    case MessageCode::NoPieceCanReach:
        return {QT_TRANSLATE_NOOP("Message", "no %1 of the side to move can go to %2"), false};
    case MessageCode::OnlyPawnsPromote:
        return {QT_TRANSLATE_NOOP("Message", "only a pawn reaching the last rank is promoted"), false};
    case MessageCode::PromotionPieceMissing:
        return {QT_TRANSLATE_NOOP(
                    "Message", "the pawn reaches the last rank, but the promotion piece is missing"),
            false};
    case MessageCode::CannotPromoteTo:
        return {QT_TRANSLATE_NOOP("Message", "a pawn cannot be promoted to a %1"), false};
    case MessageCode::DoesNotAnswerCheck:
        return {QT_TRANSLATE_NOOP("Message", "it does not answer the check"), false};
    case MessageCode::LeavesKingInCheck:
        return {QT_TRANSLATE_NOOP("Message", "it would leave the king in check"), false};
    case MessageCode::CouldBe:
        return {QT_TRANSLATE_NOOP("Message", "it could be %1"), false};
    case MessageCode::CyrillicLetterReadAsFile:
        return {QT_TRANSLATE_NOOP("Message", "%1: the Cyrillic letter “%2” was read as the file %3"), false};
    case MessageCode::RussianRookLetterRead:
        return {QT_TRANSLATE_NOOP("Message", "%1: a Russian letter was read as the rook (Т)"), false};
    case MessageCode::LatinLookalikeLetterRead:
        return {QT_TRANSLATE_NOOP(
                    "Message", "%1: a Latin letter was read as the Ukrainian piece letter it looks like"),
            false};
    case MessageCode::FenRankCount:
        return {QT_TRANSLATE_N_NOOP("Message", "the board has %n rank(s), not 8"), true};
    case MessageCode::FenRankTooLong:
        return {QT_TRANSLATE_NOOP("Message", "rank %1 describes more than 8 squares"), false};
    case MessageCode::FenNotAPiece:
        return {QT_TRANSLATE_NOOP("Message", "rank %1 has the character “%2”, which is no piece"), false};
    case MessageCode::FenRankSquares:
        return {QT_TRANSLATE_NOOP("Message", "rank %1 describes %2 squares, not 8"), false};
    case MessageCode::FenKingCount:
        return {QT_TRANSLATE_N_NOOP("Message", "%2 has %n king(s), not 1"), true};
    case MessageCode::FenPawnOnBackRank:
        return {QT_TRANSLATE_NOOP("Message", "a pawn stands on the first or the eighth rank"), false};
    case MessageCode::FenCastlingField:
        return {QT_TRANSLATE_NOOP("Message", "the castling field “%1” is not a part of KQkq in that order"),
            false};
    case MessageCode::FenCastlingNeedsRook:
        return {
            QT_TRANSLATE_NOOP("Message", "the castling right “%1” needs the rook on its home square"), false};
    case MessageCode::FenCastlingNeedsKing:
        return {
            QT_TRANSLATE_NOOP("Message", "the castling right “%1” needs the king on its home square"), false};
    case MessageCode::FenEnPassantNotASquare:
        return {QT_TRANSLATE_NOOP("Message", "the en-passant field “%1” is not a square"), false};
    case MessageCode::FenEnPassantWithoutDoubleStep:
        return {
            QT_TRANSLATE_NOOP("Message", "the en-passant square %1 does not follow a two-square pawn move"),
            false};
    case MessageCode::FenFieldCount:
        return {QT_TRANSLATE_N_NOOP("Message", "the FEN has %n field(s), not 6"), true};
    case MessageCode::FenSideToMove:
        return {QT_TRANSLATE_NOOP("Message", "the side to move “%1” is neither w nor b"), false};
    case MessageCode::FenMissingClocks:
        return {QT_TRANSLATE_NOOP("Message", "the FEN lacks the move clocks; 0 and 1 are assumed"), false};
    case MessageCode::FenHalfmoveClock:
        return {QT_TRANSLATE_NOOP("Message", "the half-move clock “%1” is not a number of 0 or more"), false};
    case MessageCode::FenMoveNumber:
        return {QT_TRANSLATE_NOOP("Message", "the move number “%1” is not a number of 1 or more"), false};
    case MessageCode::FenMoveNumberZero:
        return {QT_TRANSLATE_NOOP("Message", "the FEN's move number 0 was read as 1"), false};
    case MessageCode::FenOpponentInCheck:
        return {QT_TRANSLATE_NOOP("Message", "the side not to move is in check, which no legal game reaches"),
            false};
    case MessageCode::NotAMoveCard:
        return {QT_TRANSLATE_NOOP("Message", "card %1 is not a move card"), false};
    case MessageCode::NoSuchCard:
        return {QT_TRANSLATE_NOOP("Message", "there is no card %1"), false};
    case MessageCode::QueryIsAboutAMoveCard:
        return {QT_TRANSLATE_NOOP("Message", "a query is about a move card"), false};
    case MessageCode::NoOverstepToClaim:
        return {
            QT_TRANSLATE_NOOP("Message", "the ledger finds no overstep (II.6.1): there is nothing to claim"),
            false};
    case MessageCode::NoClaimToObjectTo:
        return {QT_TRANSLATE_NOOP("Message", "the game records no claim to object to"), false};
    case MessageCode::FinishedGameNotAdjudicated:
        return {QT_TRANSLATE_NOOP(
                    "Message", "the game is finished; only unfinished games go to adjudication (II.9.5)"),
            false};
    case MessageCode::NoLeaveNumber:
        return {QT_TRANSLATE_NOOP("Message", "the game has no leave %1"), false};
    case MessageCode::NoLeaveToAnnounce:
        return {QT_TRANSLATE_NOOP("Message", "no game has a leave to announce"), false};
    case MessageCode::ClaimNotDecidedYet:
        return {QT_TRANSLATE_NOOP(
                    "Message", "the claim is not decided yet: the letter is written with the decision"),
            false};
    case MessageCode::GameNotAdjudicatedYet:
        return {QT_TRANSLATE_NOOP("Message", "the game is not adjudicated yet"), false};
    case MessageCode::NoMoveCardSentYet:
        return {QT_TRANSLATE_NOOP("Message", "I have sent no move card in this game yet"), false};
    case MessageCode::GameFinished:
        return {QT_TRANSLATE_NOOP("Message", "the game is finished"), false};
    case MessageCode::NothingToRepeat:
        return {QT_TRANSLATE_NOOP("Message", "my last card has been answered: there is nothing to repeat"),
            false};
    case MessageCode::OverstepIsMine:
        return {
            QT_TRANSLATE_NOOP("Message", "the overstep is mine: only the partner may claim (II.6.1)"), false};
    case MessageCode::ClaimIsMine:
        return {QT_TRANSLATE_NOOP("Message", "the claim is mine: only the partner may object to it (II.6.4)"),
            false};
    case MessageCode::NoCardSentYet:
        return {QT_TRANSLATE_NOOP("Message", "I have sent no card in this game yet"), false};
    case MessageCode::NoLeaveAnnounced:
        return {QT_TRANSLATE_NOOP("Message", "I have announced no leave in this game"), false};
    case MessageCode::NothingDue:
        return {QT_TRANSLATE_NOOP("Message", "nothing is due in this game"), false};
    case MessageCode::PgnNoResultToken:
        return {QT_TRANSLATE_NOOP("Message", "the moves end without a result"), false};
    case MessageCode::PgnResultMismatch:
        return {QT_TRANSLATE_NOOP("Message", "the Result tag says %1, the moves end with %2"), false};
    case MessageCode::PgnResultAfterMate:
        return {QT_TRANSLATE_NOOP("Message", "the result * after a checkmate was recorded as %1"), false};
    case MessageCode::PgnNotUtf8:
        return {QT_TRANSLATE_NOOP("Message", "the text is not UTF-8; it was read as Latin-1"), false};
    case MessageCode::PgnUtf8Repaired:
        return {QT_TRANSLATE_NOOP("Message",
                    "the text is UTF-8 with bytes that are not; each such byte was read as �: check the "
                    "names and "
                    "comments"),
            false};
    case MessageCode::PgnReadAsWindows1251:
        return {
            QT_TRANSLATE_NOOP("Message",
                "the text is not UTF-8; its Cyrillic was read as Windows-1251 (the older Ukrainian files' "
                "encoding)"),
            false};
    case MessageCode::PgnCommentNotClosed:
        return {
            QT_TRANSLATE_NOOP("Message",
                "a comment { was not closed before the next game's tags: it was ended there, and the next "
                "game read on its own"),
            false};
    case MessageCode::PgnCommentNotClosedAtEnd:
        return {
            QT_TRANSLATE_NOOP("Message",
                "a comment { was not closed before the end of the file: the game's text after it was read as "
                "the comment"),
            false};
    case MessageCode::PgnNagOutOfRange:
        return {QT_TRANSLATE_NOOP("Message", "an annotation number past 255 (no NAG) was left out"), false};
    case MessageCode::PgnTagQuoting:
        return {
            QT_TRANSLATE_NOOP("Message", "the tag %1 is not quoted properly; it was read as “%2”"), false};
    case MessageCode::PgnVariationBeforeMove:
        return {QT_TRANSLATE_NOOP("Message", "a variation before any move"), false};
    case MessageCode::PgnVariationTooDeep:
        return {QT_TRANSLATE_NOOP("Message", "variations are nested more than %1 deep"), false};
    case MessageCode::PgnSetUpRefused:
        return {QT_TRANSLATE_NOOP("Message", "the starting position (FEN tag) “%1” is refused: %2"), false};
    case MessageCode::PgnMoveRefused:
        return {QT_TRANSLATE_NOOP("Message", "half-move %1, “%2”, is refused: %3"), false};
    case MessageCode::PgnVariationMoveRefused:
        return {QT_TRANSLATE_NOOP("Message", "in a variation, half-move %1, “%2”, is refused: %3"), false};
    case MessageCode::PgnSymbolTooLong:
        return {QT_TRANSLATE_NOOP("Message", "a word of %1 bytes is no move (a move has at most 10)"), false};
    case MessageCode::PgnTextCut:
        return {QT_TRANSLATE_NOOP("Message", "a comment or tag longer than %1 MB was cut there"), false};
    case MessageCode::PgnGameWarning:
        return {QT_TRANSLATE_NOOP("Message", "game %1: warning: %2"), false};
    case MessageCode::PgnGameRefused:
        return {QT_TRANSLATE_NOOP("Message", "game %1: %2"), false};
    case MessageCode::PgnTagTooLong:
        return {
            QT_TRANSLATE_NOOP("Message", "game %1: the %2 tag is %3 characters long; at most %4 are read"),
            false};
    case MessageCode::PgnGameFromSetUpPosition:
        return {QT_TRANSLATE_NOOP("Message",
                    "game %1 starts from a set-up position; postal games start from the initial one"),
            false};
    case MessageCode::PgnStartDateCompleted:
        return {QT_TRANSLATE_NOOP(
                    "Message", "the date %1 gives no month or day: the game's start was taken as %2"),
            false};
    case MessageCode::PgnStartFromUtcDate:
        return {QT_TRANSLATE_NOOP("Message",
                    "the Date tag gives no year: the game's start was taken from its UTCDate tag, %1"),
            false};
    case MessageCode::PgnAnnotationsNotKept:
        return {
            QT_TRANSLATE_NOOP("Message",
                "its comments, variations and NAGs stay in the file: the archive keeps the moves and their "
                "send dates"),
            false};
    case MessageCode::PgnGameWithoutStartDate:
        return {QT_TRANSLATE_NOOP(
                    "Message", "game %1 has no start date (no Date tag with a year, no send dates)"),
            false};
    case MessageCode::UnknownRuleSet:
        return {QT_TRANSLATE_NOOP("Message", "the rule set “%1” is not one of %2"), false};
    case MessageCode::UnknownRuleParameter:
        return {QT_TRANSLATE_NOOP("Message", "the rule parameter “%1” is unknown"), false};
    case MessageCode::RuleParameterNotWholeNumber:
        return {QT_TRANSLATE_NOOP("Message", "the rule parameter %1 must be a whole number"), false};
    case MessageCode::RuleParameterOutOfRange:
        return {QT_TRANSLATE_NOOP("Message", "the rule parameter %1 must be from %2 to %3"), false};
    case MessageCode::WhereFile:
        return {QT_TRANSLATE_NOOP("Message", "the file"), false};
    case MessageCode::WhereCard:
        return {QT_TRANSLATE_NOOP("Message", "card %1"), false};
    case MessageCode::WhereCardNumber:
        return {QT_TRANSLATE_NOOP("Message", "card no. %1"), false};
    case MessageCode::WhereEvent:
        return {QT_TRANSLATE_NOOP("Message", "the event"), false};
    case MessageCode::WhereWhite:
        return {QT_TRANSLATE_NOOP("Message", "White"), false};
    case MessageCode::WhereBlack:
        return {QT_TRANSLATE_NOOP("Message", "Black"), false};
    case MessageCode::WhereLeave:
        return {QT_TRANSLATE_NOOP("Message", "leave %1"), false};
    case MessageCode::WhereAdjustment:
        return {QT_TRANSLATE_NOOP("Message", "the judge's adjustment %1"), false};
    case MessageCode::WhereResult:
        return {QT_TRANSLATE_NOOP("Message", "the result"), false};
    case MessageCode::WhereClaim:
        return {QT_TRANSLATE_NOOP("Message", "the claim"), false};
    case MessageCode::WherePlayer:
        return {QT_TRANSLATE_NOOP("Message", "player %1"), false};
    case MessageCode::WhereGame:
        return {QT_TRANSLATE_NOOP("Message", "the game"), false};
    case MessageCode::WhereTeam:
        return {QT_TRANSLATE_NOOP("Message", "team %1"), false};
    case MessageCode::WhereRound:
        return {QT_TRANSLATE_NOOP("Message", "round %1"), false};
    case MessageCode::WhereWithdrawal:
        return {QT_TRANSLATE_NOOP("Message", "the withdrawal"), false};
    case MessageCode::UnknownKey:
        return {QT_TRANSLATE_NOOP("Message", "is not a field Postmark knows"), false};
    case MessageCode::KeyMissing:
        return {QT_TRANSLATE_NOOP("Message", "not filled in"), false};
    case MessageCode::MustBeText:
        return {QT_TRANSLATE_NOOP("Message", "must be text"), false};
    case MessageCode::NotADate:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not a date (YYYY-MM-DD)"), false};
    case MessageCode::EmptyDate:
        return {
            QT_TRANSLATE_NOOP("Message", "the date is empty: write it as YYYY-MM-DD, or leave the key out"),
            false};
    case MessageCode::MustBeDateList:
        return {QT_TRANSLATE_NOOP("Message", "must be a list of dates"), false};
    case MessageCode::MustBeMoveList:
        return {QT_TRANSLATE_NOOP("Message", "must be a list of moves"), false};
    case MessageCode::MustBeTrueOrFalse:
        return {QT_TRANSLATE_NOOP("Message", "must be true or false"), false};
    case MessageCode::MustBeWholeNumber:
        return {QT_TRANSLATE_NOOP("Message", "must be a whole number"), false};
    case MessageCode::NumberOutOfRange:
        return {QT_TRANSLATE_NOOP("Message", "must be a whole number from %1 to %2"), false};
    case MessageCode::MustBeObject:
        return {QT_TRANSLATE_NOOP("Message", "must be an object"), false};
    case MessageCode::MustBeList:
        return {QT_TRANSLATE_NOOP("Message", "must be a list"), false};
    case MessageCode::NotAJsonObject:
        return {QT_TRANSLATE_NOOP("Message", "the file is not a JSON object"), false};
    case MessageCode::NotValidJsonAt:
        return {QT_TRANSLATE_NOOP("Message", "not valid JSON at line %1, column %2: %3"), false};
    case MessageCode::JsonUnterminated:
        return {QT_TRANSLATE_NOOP("Message", "an object, list or text is not closed"), false};
    case MessageCode::JsonMissingSeparator:
        return {QT_TRANSLATE_NOOP("Message", "a comma or colon is missing"), false};
    case MessageCode::JsonIllegalValue:
        return {
            QT_TRANSLATE_NOOP("Message", "a value is neither text, a number, a list nor an object"), false};
    case MessageCode::JsonIllegalNumber:
        return {QT_TRANSLATE_NOOP("Message", "a number is malformed or too large"), false};
    case MessageCode::JsonIllegalText:
        return {QT_TRANSLATE_NOOP("Message", "a text has a wrong escape or is not UTF-8"), false};
    case MessageCode::JsonTooDeepOrLarge:
        return {QT_TRANSLATE_NOOP("Message", "the file is nested too deep or too large"), false};
    case MessageCode::JsonGarbageAtEnd:
        return {QT_TRANSLATE_NOOP("Message", "something follows the end of the file's object"), false};
    case MessageCode::TextTooLong:
        return {QT_TRANSLATE_NOOP("Message", "is %1 characters long; at most %2 are read"), false};
    case MessageCode::FileTooLarge:
        return {QT_TRANSLATE_NOOP("Message", "larger than %1 MB, which no file of this kind needs"), false};
    case MessageCode::TooManyCards:
        return {QT_TRANSLATE_NOOP("Message", "has %1 cards; a game file holds at most %2"), false};
    case MessageCode::TooManyPlayers:
        return {QT_TRANSLATE_NOOP("Message", "has %1 players; a tournament holds at most %2"), false};
    case MessageCode::ProblemAtPlace:
        return {QT_TRANSLATE_NOOP("Message", "%1: %2"), false};
    case MessageCode::NotThisFormat:
        return {QT_TRANSLATE_NOOP("Message", "not a %1 file"), false};
    case MessageCode::VersionNotSupported:
        return {QT_TRANSLATE_NOOP("Message", "version %1 is not supported (this Postmark reads version %2)"),
            false};
    case MessageCode::NotWhiteOrBlack:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is neither white nor black"), false};
    case MessageCode::NotACardKind:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not move, repeat or query"), false};
    case MessageCode::AcceptsOddPlies:
        return {QT_TRANSLATE_NOOP("Message", "%1 is not an even number of half-moves (II.3.8: whole pairs)"),
            false};
    case MessageCode::NotAQueryReason:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is neither impossible nor illegible"), false};
    case MessageCode::ReceiptOnUnregisteredCard:
        return {
            QT_TRANSLATE_NOOP("Message", "a registered-mail receipt on a card not marked registered"), false};
    case MessageCode::NotANotation:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not uk, san, lan or iccf"), false};
    case MessageCode::LeaveEndsBeforeItBegins:
        return {QT_TRANSLATE_NOOP("Message", "the leave ends on %1, before it begins on %2"), false};
    case MessageCode::NotAScore:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not 1-0, 0-1, 1/2-1/2 or 0-0"), false};
    case MessageCode::NotATournamentResult:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not 1-0, 0-1, 1/2-1/2, 0-0 or cancelled"), false};
    case MessageCode::NotAResultHow:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not one of %2"), false};
    case MessageCode::NotACardId:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is no card id: an id is a short name such as w12 or b12"),
            false};
    case MessageCode::CardIdUsedTwice:
        return {QT_TRANSLATE_NOOP("Message", "the id is used by an earlier card"), false};
    case MessageCode::NoCardWithId:
        return {QT_TRANSLATE_NOOP("Message", "no card has the id “%1”"), false};
    case MessageCode::CardOfSamePlayer:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is a card of the same player"), false};
    case MessageCode::CardOfPartner:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is the partner's card"), false};
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
                    "no reply to card %2 sent %3: %4 repeats the move, registered, within %n day(s)%5"),
            true};
    case MessageCode::DeadlineRepeatMoveCopyToJudge:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "no reply to card %2 sent %3: %4 repeats the move with its accompanying data and sends a "
                    "copy "
                    "to the judge within %n day(s)%5"),
            true};
    case MessageCode::DeadlineNotifyJudge:
        return {QT_TRANSLATE_N_NOOP(
                    "Message", "no reply to the repeat %2 sent %3: %4 tells the judge within %n day(s)%5"),
            true};
    case MessageCode::DeadlineFirstMoveInquiry:
        return {QT_TRANSLATE_N_NOOP("Message",
                    "no first move from White since the start %2: Black sends a registered inquiry and tells "
                    "the judge within %n day(s)%3"),
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
    case MessageCode::RunningTimeTrouble:
        return {QT_TRANSLATE_NOOP("Message", "; in time trouble, the reply goes registered (%1)"), false};
    case MessageCode::RunningTimeTroubleCopiesToJudge:
        return {QT_TRANSLATE_NOOP("Message",
                    "; five days or fewer before the control: all correspondence goes with copies to the "
                    "judge (%1)"),
            false};
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
            QT_TRANSLATE_N_NOOP("Message", "a notice to each partner and to the judge, in %n game(s): %2"),
            true};
    case MessageCode::LeaveWouldPassCap:
        return {
            QT_TRANSLATE_N_NOOP("Message", "%n day(s) of leave in %2 would pass the cap of %3 days (II.7.1)"),
            true};
    case MessageCode::LeavePlannedInYear:
        return {QT_TRANSLATE_N_NOOP("Message", "%2: %n day(s) of leave, %3 left"), true};
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
    case MessageCode::NotATieBreak:
        return {QT_TRANSLATE_NOOP("Message", "“%1” is not one of wins, sonneborn_berger, head_to_head, koya"),
            false};
    case MessageCode::NothingToQuery:
        return {QT_TRANSLATE_NOOP(
                    "Message", "the move on card %1 is possible and legible: there is nothing to query"),
            false};
    case MessageCode::ArchiveKeepsNoOwner:
        return {QT_TRANSLATE_NOOP("Message", "this archive keeps no owner"), false};
    case MessageCode::ArchiveKeepsNoCopies:
        return {QT_TRANSLATE_NOOP("Message", "this archive cannot write a copy of itself to %1"), false};
    case MessageCode::ArchiveCannotCheckItself:
        return {QT_TRANSLATE_NOOP("Message", "this archive cannot check itself"), false};
    case MessageCode::ArchiveKeepsNoTournaments:
        return {QT_TRANSLATE_NOOP("Message", "this archive keeps no tournaments"), false};
    case MessageCode::ArchiveKeepsNoPositions:
        return {QT_TRANSLATE_NOOP("Message",
                    "a federation's server is not searched for positions: the search is over your own "
                    "archive file"),
            false};
    case MessageCode::ArchiveKeepsNoAnalysis:
        return {QT_TRANSLATE_NOOP("Message",
                    "a federation's server keeps no analysis: your partner may read the game there. Your "
                    "variations are kept in your own archive file"),
            false};
    case MessageCode::DatabaseAddressMalformed:
        return {QT_TRANSLATE_NOOP("Message",
                    "“%1” is not a PostgreSQL address: its %2 cannot be read "
                    "(postgresql://[user@]host[:port]/database)"),
            false};
    case MessageCode::DatabaseAddressHasPassword:
        return {QT_TRANSLATE_NOOP("Message",
                    "the address “%1” holds a password: Postmark takes passwords only from ~/.pgpass, "
                    "PGPASSWORD or a PostgreSQL service file, so that none is kept in its settings"),
            false};
    case MessageCode::DatabaseAddressUnknownSetting:
        return {QT_TRANSLATE_NOOP(
                    "Message", "the address “%1” holds “%2”, which is not a PostgreSQL connection setting"),
            false};
    case MessageCode::PostgresDriverMissing:
        return {QT_TRANSLATE_NOOP("Message",
                    "this computer has no PostgreSQL support for Qt (Debian's package libqt6sql6-psql)"),
            false};
    case MessageCode::DatabaseServerSays:
        return {QT_TRANSLATE_NOOP("Message", "%1: the server says: %2"), false};
    case MessageCode::FederationNotInitialised:
        return {QT_TRANSLATE_NOOP(
                    "Message", "%1 holds no federation archive yet (postmark-cli federation init makes it)"),
            false};
    case MessageCode::FederationLoginMissing:
        return {QT_TRANSLATE_NOOP("Message",
                    "the server has no login role “%1” (its administrator makes it: CREATE ROLE … LOGIN)"),
            false};
    case MessageCode::FederationPersonMissing:
        return {QT_TRANSLATE_NOOP(
                    "Message", "a player is a person of the archive: say who “%1” is (--person NAME)"),
            false};
    case MessageCode::FederationPersonUnknown:
        return {QT_TRANSLATE_NOOP("Message",
                    "the archive has no person named “%1”: publish the event they play in first, or check "
                    "the spelling"),
            false};
    case MessageCode::RoleMayNot:
        return {QT_TRANSLATE_NOOP("Message",
                    "The federation's server refused it: you may not change %2. Nothing was changed on the "
                    "server (%1)."),
            false};
    case MessageCode::ServerPartEvents:
        return {QT_TRANSLATE_NOOP("Message", "the events"), false};
    case MessageCode::ServerPartRegisters:
        return {QT_TRANSLATE_NOOP("Message", "the judge's registers"), false};
    case MessageCode::ServerPartGames:
        return {QT_TRANSLATE_NOOP("Message", "this game"), false};
    case MessageCode::ServerPartPeople:
        return {QT_TRANSLATE_NOOP("Message", "the players' names and addresses"), false};
    case MessageCode::ServerPartFederation:
        return {QT_TRANSLATE_NOOP("Message", "the federation's members"), false};
    case MessageCode::ServerPartOther:
        return {QT_TRANSLATE_NOOP("Message", "this"), false};
    case MessageCode::ServerPartUnpairedGame:
        return {QT_TRANSLATE_NOOP("Message",
                    "a game of the event between players it does not pair with these colours: only its "
                    "pairings' games are the event's (its judge adds any other)"),
            false};
    case MessageCode::ServerPartEventResult:
        return {QT_TRANSLATE_NOOP("Message",
                    "the result of this game, which is written already: in an event a disputed result is the "
                    "judge's to rule on (II.9.1)"),
            false};
    case MessageCode::ServerPartEventGame:
        return {
            QT_TRANSLATE_NOOP("Message",
                "who plays this game, its event or the rules its time is counted by: in an event they are "
                "set by the event's judge"),
            false};
    case MessageCode::ServerPartLoggedCard:
        return {QT_TRANSLATE_NOOP("Message",
                    "card %1, which %2 logged: a card is corrected only by whoever logged it, the judge or "
                    "the federation's administrator; you add to it only your side of the post — the day it "
                    "came with its arrival postmarks, or your receipt with the departure postmarks"),
            false};
    case MessageCode::TournamentNameTaken:
        return {
            QT_TRANSLATE_NOOP("Message", "the archive has an event named “%1” already; nothing was copied"),
            false};
    case MessageCode::ConnectedToServer:
        return {QT_TRANSLATE_NOOP("Message", "Federation's server %1, as %2 (%3)"), false};
    case MessageCode::FederationLoginWithoutRole:
        return {QT_TRANSLATE_NOOP("Message",
                    "the login %1 has no role in the federation on %2, so it may read nothing there: the "
                    "federation's administrator gives it one (postmark-cli federation grant)"),
            false};
    case MessageCode::FederationSchemaBehind:
        return {QT_TRANSLATE_NOOP("Message",
                    "the server's archive has version %1 and this Postmark's is %2: postmark-cli federation "
                    "init brings it up to date"),
            false};
    case MessageCode::FederationGroupRoleMissing:
        return {QT_TRANSLATE_NOOP("Message",
                    "the server has no group role %1, which the federation's roles rely on "
                    "(postmark-cli federation init makes it)"),
            false};
    case MessageCode::FederationTableOpen:
        return {QT_TRANSLATE_NOOP("Message",
                    "table %1 does not ask the server's policies who may read its rows (its row-level "
                    "security is off): anyone who may read the table reads every row; postmark-cli "
                    "federation init, run as the archive's owner, puts them back"),
            false};
    case MessageCode::FederationTableUnread:
        return {QT_TRANSLATE_NOOP("Message",
                    "table %1 has lost the policy its rows are read by: no member but its owner reads any of "
                    "them; postmark-cli federation init, run as the archive's owner, puts it back"),
            false};
    case MessageCode::ServerBackupNeedsPgDump:
        return {QT_TRANSLATE_NOOP("Message",
                    "a copy of a federation's server is written by pg_dump, which this computer lacks "
                    "(Debian's package postgresql-client)"),
            false};
    case MessageCode::ServerConnectionLost:
        return {QT_TRANSLATE_NOOP("Message",
                    "the connection to %1 was lost during the change, and nothing of it was written (the "
                    "server undoes a change it did not finish); Postmark has connected again: do it again"),
            false};
    case MessageCode::ServerConnectionLostAtCommit:
        return {QT_TRANSLATE_NOOP("Message",
                    "the connection to %1 was lost as the change was being saved: whether the server kept it "
                    "is not known; Postmark has connected again: look at it before doing it again"),
            false};
    case MessageCode::ServerGoneAway:
        return {QT_TRANSLATE_NOOP("Message",
                    "the connection to %1 is lost and the server does not answer now: try again once it "
                    "answers (Postmark connects again by itself)"),
            false};
    case MessageCode::ServerConcurrentChange:
        return {
            QT_TRANSLATE_NOOP("Message",
                "%1: someone else changed the same thing at the same moment, so nothing of this change was "
                "saved: look at it again and repeat it"),
            false};
    case MessageCode::ServerDiskFull:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1: the server's disk is full, so nothing of this change was saved (the federation's "
                    "administrator frees room on the server)"),
            false};
    case MessageCode::ServerReadOnly:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1 takes no changes now (a read-only copy of the federation's archive, or a server "
                    "recovering): nothing was saved; the federation's administrator says when it takes them "
                    "again"),
            false};
    case MessageCode::ServerCancelledRequest:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1 stopped the request before it was done (a time limit on the server, or its "
                    "administrator): nothing of this change was saved: try again"),
            false};
    case MessageCode::ServerNotRunning:
        return {QT_TRANSLATE_NOOP("Message",
                    "nothing answers at %1: the server is not running there, or the address names another "
                    "place (the federation's administrator gives it)"),
            false};
    case MessageCode::ServerHostUnknown:
        return {QT_TRANSLATE_NOOP("Message",
                    "no computer named “%1” can be found: check the server's name and that this computer "
                    "is on the network"),
            false};
    case MessageCode::ServerNoAnswer:
        return {QT_TRANSLATE_NOOP("Message",
                    "the server at %1 did not answer within 10 seconds: try again later, or ask the "
                    "federation's administrator whether it is running"),
            false};
    case MessageCode::ServerBusy:
        return {QT_TRANSLATE_NOOP("Message",
                    "the server at %1 is starting, stopping or has all the connections it takes: try again "
                    "in a minute"),
            false};
    case MessageCode::ServerDatabaseMissing:
        return {QT_TRANSLATE_NOOP("Message",
                    "the server at %1 has no database “%2”: check the name the federation's administrator "
                    "gave"),
            false};
    case MessageCode::ServerLoginUnknown:
        return {QT_TRANSLATE_NOOP("Message",
                    "the server at %1 knows no login “%2”: check the login, or ask the federation's "
                    "administrator to make it"),
            false};
    case MessageCode::ServerNeedsPassword:
        return {
            QT_TRANSLATE_NOOP("Message",
                "the server at %1 asks for the password of “%2” on the database “%3”, and ~/.pgpass has "
                "none for them: first check the database's name and the login (a line of ~/.pgpass is for "
                "one database), then that the line is there — Postmark reads the password from there, "
                "never asks it or keeps it (the federation guide says how to write it)"),
            false};
    case MessageCode::ServerPasswordRefused:
        return {QT_TRANSLATE_NOOP("Message",
                    "the server at %1 did not let “%2” in with the password of ~/.pgpass (or PGPASSWORD): "
                    "check the login, and its line there"),
            false};
    case MessageCode::ServerLetsNotIn:
        return {QT_TRANSLATE_NOOP("Message",
                    "the server at %1 does not let “%2” in from this computer: its administrator allows "
                    "it (pg_hba.conf, or the right to connect to the database)"),
            false};
    case MessageCode::ServerBackupOwnersOnly:
        return {QT_TRANSLATE_NOOP("Message",
                    "you are connected as %1: the whole server is copied by the login that owns the archive, "
                    "the one that ran federation init; a judge copies the events they judge to a file with "
                    "copy-tournament, a player their own games with copy-games"),
            false};
    case MessageCode::ServerBackupRefused:
        return {QT_TRANSLATE_NOOP("Message", "pg_dump could not copy the server as %1: %2"), false};
    case MessageCode::EventEditNotYours:
        return {QT_TRANSLATE_NOOP("Message",
                    "you are connected as %1 (%2): only the event's judge or the federation's "
                    "administrator changes it, and the server refuses anyone else"),
            false};
    case MessageCode::EventCopyOnlyYourGames:
        return {
            QT_TRANSLATE_NOOP("Message",
                "you are connected as %1, a player: you read only your own games of the event, and a copy "
                "would show every other game as never begun; print-tournament prints its crosstable, and "
                "copy-games copies your games"),
            false};
    case MessageCode::EventCreationNotYours:
        return {QT_TRANSLATE_NOOP("Message",
                    "you are connected as %1 (%2): events are made and published by the federation's "
                    "administrator and its judges, and the server refuses anyone else"),
            false};
    case MessageCode::RoleAdministrator:
        return {QT_TRANSLATE_NOOP("Message", "the federation's administrator"), false};
    case MessageCode::RoleJudge:
        return {QT_TRANSLATE_NOOP("Message", "a judge"), false};
    case MessageCode::RoleAppeals:
        return {QT_TRANSLATE_NOOP("Message", "the appeals committee"), false};
    case MessageCode::RolePlayer:
        return {QT_TRANSLATE_NOOP("Message", "a player"), false};
    case MessageCode::GameNameTaken:
        return {
            QT_TRANSLATE_NOOP("Message",
                "the archive has a different game of “%1”, %2 – %3 already (game %4); nothing was written"),
            false};
    case MessageCode::RoleNone:
        return {QT_TRANSLATE_NOOP("Message", "no role in the federation yet"), false};
    case MessageCode::DatabaseSays:
        return {QT_TRANSLATE_NOOP("Message", "%1: the database says: %2"), false};
    case MessageCode::PairingOfStrangers:
        return {QT_TRANSLATE_NOOP("Message", "game no. %1: %2 – %3 are not players of the event"), false};
    case MessageCode::NoMigrationTo:
        return {QT_TRANSLATE_NOOP("Message", "no upgrade to version %1 is known"), false};
    case MessageCode::SchemaTooNew:
        return {
            QT_TRANSLATE_NOOP("Message", "the archive has version %1; this Postmark knows up to %2"), false};
    case MessageCode::CannotWriteUpgradeBackup:
        return {QT_TRANSLATE_NOOP("Message", "the backup %1 cannot be written before upgrading"), false};
    case MessageCode::CannotCreateFolder:
        return {QT_TRANSLATE_NOOP("Message", "the folder %1 cannot be created"), false};
    case MessageCode::BackupTargetExists:
        return {QT_TRANSLATE_NOOP("Message", "%1 exists already; a backup does not overwrite a file"), false};
    case MessageCode::NoArchiveAt:
        return {
            QT_TRANSLATE_NOOP("Message", "there is no archive at %1; a new one is made only when asked for"),
            false};
    case MessageCode::ArchiveFileEmpty:
        return {QT_TRANSLATE_NOOP("Message", "%1 is an empty file, not an archive"), false};
    case MessageCode::ArchiveNotAFile:
        return {QT_TRANSLATE_NOOP("Message", "%1 is not a file (a folder, a device or a pipe)"), false};
    case MessageCode::ArchiveOfAnotherProgram:
        return {
            QT_TRANSLATE_NOOP("Message", "%1 is another program's database; Postmark has left it as it was"),
            false};
    case MessageCode::ArchiveDamagedOnOpen:
        return {QT_TRANSLATE_NOOP("Message",
                    "the archive %1 is damaged (%2); it can be read, checked and exported, but nothing is "
                    "written to it: restore your last backup, or copy out what you can with export"),
            false};
    case MessageCode::ArchiveOpenedReadOnly:
        return {QT_TRANSLATE_NOOP("Message",
                    "the archive %1 is open for reading only (the file or its folder cannot be written)"),
            false};
    case MessageCode::ArchiveTooOldToReadOnly:
        return {QT_TRANSLATE_NOOP("Message",
                    "the archive %1 has the older version %2 and cannot be upgraded while it is read-only: "
                    "open a copy you may write"),
            false};
    case MessageCode::IntegrityCheckSays:
        return {QT_TRANSLATE_NOOP("Message", "the integrity check says: %1"), false};
    case MessageCode::DanglingReference:
        return {QT_TRANSLATE_NOOP("Message", "table %1, row %2: its %3 does not exist"), false};
    case MessageCode::InStoredGame:
        return {QT_TRANSLATE_NOOP("Message", "game %1: %2"), false};
    case MessageCode::StoredGameUnreadable:
        return {QT_TRANSLATE_NOOP("Message",
                    "game %1 cannot be read back whole: a row it needs (its White or Black, on a server one "
                    "this login may not read) is missing"),
            false};
    case MessageCode::CachedStateMissing:
        return {QT_TRANSLATE_NOOP("Message", "game %1: its cached state is missing"), false};
    case MessageCode::EventGameNotPaired:
        return {QT_TRANSLATE_NOOP("Message",
                    "game %1 (%2 – %3) names the event “%4”, whose pairings have no game of these two with "
                    "these colours: the crosstable does not count it"),
            false};
    case MessageCode::CachedStateStale:
        return {QT_TRANSLATE_NOOP("Message", "game %1: its cached state does not match its ledger"), false};
    case MessageCode::StoredClaimEvidence:
        return {QT_TRANSLATE_NOOP("Message", "the evidence of claim %1: %2"), false};
    case MessageCode::PairingsStayAsImported:
        return {QT_TRANSLATE_NOOP("Message",
                    "players, their names and pairings stay as imported; import the changed tournament file "
                    "instead"),
            false};
    case MessageCode::DocumentsForArchiveGames:
        return {QT_TRANSLATE_NOOP("Message", "documents are printed for games of the archive"), false};
    case MessageCode::ResultHowPlayed:
        return {QT_TRANSLATE_NOOP("Message", "played"), false};
    case MessageCode::ResultHowTimeForfeit:
        return {QT_TRANSLATE_NOOP("Message", "lost on time"), false};
    case MessageCode::ResultHowAdjudicated:
        return {QT_TRANSLATE_NOOP("Message", "adjudicated"), false};
    case MessageCode::ResultHowWithdrawalLoss:
        return {QT_TRANSLATE_NOOP("Message", "lost by a withdrawal"), false};
    case MessageCode::ResultHowInactivityLoss:
        return {QT_TRANSLATE_NOOP("Message", "lost for inactivity"), false};
    case MessageCode::ResultHowNoRecord:
        return {QT_TRANSLATE_NOOP("Message", "no game record from either player"), false};
    case MessageCode::StatedReceiptDiffers:
        return {QT_TRANSLATE_NOOP("Message", "this card says card %1 was received %2; the file records %3"),
            false};
    case MessageCode::RepeatsMyMoveBeforeItWent:
        return {QT_TRANSLATE_NOOP(
                    "Message", "the card went %1 (%2), before my card %3 with the move it repeats went %4"),
            false};
    case MessageCode::ReceivedBeforeMyCardWent:
        return {
            QT_TRANSLATE_NOOP("Message", "the card reached me %1 (%2), before my card %3 it answers went %4"),
            false};
    case MessageCode::AnsweredBeforeMyCardArrived:
        return {
            QT_TRANSLATE_NOOP("Message",
                "the card went %1 (%2), before my card %3 it answers reached the partner on %4, as that card "
                "is recorded"),
            false};
    case MessageCode::PostedBeforeTheCardItAnswersArrived:
        return {QT_TRANSLATE_NOOP("Message",
                    "my card went %1 (%2), before the partner's card %3 it answers reached me on %4"),
            false};
    case MessageCode::DecidedWithinObjectionWindow:
        return {
            QT_TRANSLATE_NOOP("Message",
                "decided %1, while the offender may still object until %2 and no objection is in (II.6.4): "
                "say why the decision cannot wait"),
            false};
    case MessageCode::DecidedBeforeNoticeKnown:
        return {
            QT_TRANSLATE_NOOP("Message",
                "decided before the date the offender received the notice is known, so before the objection "
                "window (II.6.4) can have closed: record that date, or say why the decision cannot wait"),
            false};
    case MessageCode::StatedReceiptBeforeItWent:
        return {QT_TRANSLATE_NOOP(
                    "Message", "%1 is before card %2 was sent, %3: it cannot have been received then"),
            false};
    case MessageCode::StatedReceiptAfterOwnSending:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1 is after this card itself was sent, %2: the card answers what had already come"),
            false};
    case MessageCode::ResultAwaitsRecord:
        return {QT_TRANSLATE_NOOP("Message",
                    "the result %1 was reported %2; it counts once the game record reaches the judge"),
            false};
    case MessageCode::ResultDateWithoutResult:
        return {QT_TRANSLATE_NOOP("Message", "dates a result (II.9.1), but the game has no result"), false};
    case MessageCode::DateBeforeEventStart:
        return {QT_TRANSLATE_NOOP("Message", "%1 is before the event started, %2"), false};
    case MessageCode::RepeatsNothing:
        return {QT_TRANSLATE_N_NOOP("Message", "repeats nothing where %n half-move(s) were due (%2)"), true};
    case MessageCode::LowercasePieceLetterRead:
        return {QT_TRANSLATE_NOOP("Message", "%1: a lowercase letter was read as the piece letter"), false};
    }
    return {};
}

} // namespace postmark::text
