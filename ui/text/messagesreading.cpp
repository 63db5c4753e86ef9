// SPDX-License-Identifier: GPL-3.0-or-later
// The words of the core's messages, in English (ui/text/messagecatalogue.cpp): joining and words, chess moves
// and positions, documents, PGN and rule sets, and reading a JSON or game file: where a problem is and what
// it is. lupdate reads the QT_TRANSLATE_NOOP marks (context "Message").
#include <QtGlobal>

#include "ui/text/messagegroups.h"

namespace postmark::text {

GroupTemplate readingTemplate(MessageCode code)
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
        return {QT_TRANSLATE_NOOP("Message", "the ledger finds no overstep (%1): there is nothing to claim"),
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
    case MessageCode::NoQueryDue:
        return {
            QT_TRANSLATE_NOOP("Message",
                "no query of mine is due: a query asks the partner for another move when the one received "
                "is impossible or illegible (II.3.12), and this one has been asked already or there is "
                "none"),
            false};
    case MessageCode::RepeatedAlready:
        return {QT_TRANSLATE_NOOP("Message",
                    "my card %1 is repeated already: if the repeat is not answered either, the judge is told "
                    "(II.5.1)"),
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
    case MessageCode::PgnMovesWithoutDates:
        return {
            QT_TRANSLATE_NOOP("Message",
                "its last move has no send date: the game's time and deadlines are counted once the dates of "
                "its last cards are entered (II.2.2 ¶6)"),
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
    case MessageCode::MustBeFromTo:
        return {QT_TRANSLATE_NOOP("Message", "must be a whole number from %1 to %2"), false};
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
        // Qt's reader says so too of a comma missing between two values: the line it names is the second's
        // (helper-69 read «not closed» of an object that was, its comma gone).
        return {QT_TRANSLATE_NOOP("Message",
                    "an object, list or text is not closed, or a comma between two values is missing"),
            false};
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
    default:
        return {}; // not this group's
    }
}

} // namespace postmark::text
