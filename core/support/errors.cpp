// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/support/errors.h"

using namespace Qt::StringLiterals;

namespace postmark {

QString errorCodeName(ErrorCode code)
{
    switch (code) {
    case ErrorCode::FenFieldCount:
        return u"fen-field-count"_s;
    case ErrorCode::FenBoard:
        return u"fen-board"_s;
    case ErrorCode::FenSideToMove:
        return u"fen-side-to-move"_s;
    case ErrorCode::FenCastling:
        return u"fen-castling"_s;
    case ErrorCode::FenEnPassant:
        return u"fen-en-passant"_s;
    case ErrorCode::FenClock:
        return u"fen-clock"_s;
    case ErrorCode::FenKings:
        return u"fen-kings"_s;
    case ErrorCode::FenPawnOnBackRank:
        return u"fen-pawn-on-back-rank"_s;
    case ErrorCode::FenOpponentInCheck:
        return u"fen-opponent-in-check"_s;
    case ErrorCode::MalformedMove:
        return u"malformed"_s;
    case ErrorCode::IllegalMove:
        return u"illegal"_s;
    case ErrorCode::AmbiguousMove:
        return u"ambiguous"_s;
    case ErrorCode::MissingPromotion:
        return u"missing-promotion"_s;
    case ErrorCode::PgnSyntax:
        return u"pgn-syntax"_s;
    case ErrorCode::FileUnreadable:
        return u"file-unreadable"_s;
    case ErrorCode::ArchiveNotAnArchive:
        return u"not-an-archive"_s;
    case ErrorCode::ArchiveMissing:
        return u"archive-missing"_s;
    case ErrorCode::ArchiveDamaged:
        return u"archive-damaged"_s;
    case ErrorCode::ArchiveLocked:
        return u"archive-locked"_s;
    case ErrorCode::ArchiveReadOnly:
        return u"archive-read-only"_s;
    case ErrorCode::ArchiveDiskFull:
        return u"disk-full"_s;
    case ErrorCode::ArchiveTooNew:
        return u"archive-too-new"_s;
    case ErrorCode::ArchiveFailure:
        return u"archive-failure"_s;
    case ErrorCode::GameNotFound:
        return u"game-not-found"_s;
    case ErrorCode::TournamentNotFound:
        return u"tournament-not-found"_s;
    case ErrorCode::GameRefused:
        return u"game-refused"_s;
    case ErrorCode::TournamentEditRefused:
        return u"tournament-edit-refused"_s;
    case ErrorCode::OwnerNameMissing:
        return u"owner-name-missing"_s;
    case ErrorCode::DatabaseAddressRefused:
        return u"database-address-refused"_s;
    case ErrorCode::DatabaseUnreachable:
        return u"database-unreachable"_s;
    case ErrorCode::PermissionDenied:
        return u"permission-denied"_s;
    case ErrorCode::ServerRefusedChange:
        return u"server-refused-change"_s;
    case ErrorCode::FederationRefused:
        return u"federation-refused"_s;
    case ErrorCode::CupRefused:
        return u"cup-refused"_s;
    case ErrorCode::Cancelled:
        return u"cancelled"_s;
    case ErrorCode::DocumentNotApplicable:
        return u"document-not-applicable"_s;
    case ErrorCode::UnknownRuleSet:
        return u"unknown-rule-set"_s;
    case ErrorCode::UnknownRuleParameter:
        return u"unknown-rule-parameter"_s;
    case ErrorCode::BadRuleParameter:
        return u"bad-rule-parameter"_s;
    }
    return u"unknown"_s;
}

QString warningCodeName(WarningCode code)
{
    switch (code) {
    case WarningCode::LatinLookalikeLetter:
        return u"latin-lookalike-letter"_s;
    case WarningCode::LowercasePieceLetter:
        return u"lowercase-piece-letter"_s;
    case WarningCode::RussianRookLetter:
        return u"russian-rook-letter"_s;
    case WarningCode::CyrillicFileLetter:
        return u"cyrillic-file-letter"_s;
    case WarningCode::FenMoveNumberZero:
        return u"fen-move-number-zero"_s;
    case WarningCode::FenCastlingRightDropped:
        return u"fen-castling-right-dropped"_s;
    case WarningCode::FenEnPassantDropped:
        return u"fen-en-passant-dropped"_s;
    case WarningCode::FenMissingClocks:
        return u"fen-missing-clocks"_s;
    case WarningCode::PgnBrokenTagQuoting:
        return u"pgn-broken-tag-quoting"_s;
    case WarningCode::PgnResultAfterMate:
        return u"pgn-result-after-mate"_s;
    case WarningCode::PgnResultMismatch:
        return u"pgn-result-mismatch"_s;
    case WarningCode::PgnMissingResult:
        return u"pgn-missing-result"_s;
    case WarningCode::PgnNotUtf8:
        return u"pgn-not-utf8"_s;
    case WarningCode::PgnUtf8Repaired:
        return u"pgn-utf8-repaired"_s;
    case WarningCode::PgnReadAsWindows1251:
        return u"pgn-read-as-windows-1251"_s;
    case WarningCode::PgnSideToMoveNumber:
        return u"pgn-move-number-mismatch"_s;
    case WarningCode::PgnNagOutOfRange:
        return u"pgn-nag-out-of-range"_s;
    case WarningCode::PgnCommentNotClosed:
        return u"pgn-comment-not-closed"_s;
    case WarningCode::PgnTextCut:
        return u"pgn-text-cut"_s;
    }
    return u"unknown"_s;
}

} // namespace postmark
