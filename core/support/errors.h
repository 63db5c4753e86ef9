// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include "core/support/message.h"

namespace postmark {

/// What went wrong, in terms the UI can translate. Never a sentence: the sentence is made at the edge.
enum class ErrorCode
{
    // FEN
    FenFieldCount,
    FenBoard,
    FenSideToMove,
    FenCastling,
    FenEnPassant,
    FenClock,
    FenKings,
    FenPawnOnBackRank,
    FenOpponentInCheck,
    // Moves in any notation
    MalformedMove,
    IllegalMove,
    AmbiguousMove,
    MissingPromotion,
    // PGN
    PgnSyntax,
    // Files
    FileUnreadable,
    // The archive
    ArchiveNotAnArchive,
    ArchiveMissing, ///< no archive at the path, and none was asked for
    ArchiveDamaged, ///< the integrity check on open failed: the archive is read, never written
    ArchiveLocked,
    ArchiveReadOnly,
    ArchiveDiskFull,
    ArchiveTooNew,
    ArchiveFailure,
    GameNotFound,
    TournamentNotFound,
    GameRefused,
    TournamentEditRefused,
    OwnerNameMissing, ///< the archive's owner needs a name
    CupRefused, ///< a Cup the archive cannot keep as given (its name, its final's sizes, its groups)
    Cancelled, ///< the user stopped the work (Progress returned false): nothing was changed
    // A federation's database server
    DatabaseAddressRefused, ///< a --db address that is not one, or that holds a password
    DatabaseUnreachable, ///< the server could not be reached, or refused the login
    PermissionDenied, ///< the server refused the connected role what it asked (roles, policies)
    ServerRefusedChange, ///< the server took none of a change for now (a concurrent one, no changes taken, a
                         ///< time limit): the detail says which and what to do
    FederationRefused, ///< a grant or revoke the federation's server cannot take as given
    // Documents
    DocumentNotApplicable,
    // Rule sets
    UnknownRuleSet,
    UnknownRuleParameter,
    BadRuleParameter,
};

/// Something accepted but worth telling the user (a repaired defect, a look-alike letter).
enum class WarningCode
{
    LatinLookalikeLetter,
    LowercasePieceLetter,
    RussianRookLetter,
    CyrillicFileLetter,
    FenMoveNumberZero,
    FenCastlingRightDropped,
    FenEnPassantDropped,
    FenMissingClocks,
    PgnBrokenTagQuoting,
    PgnResultAfterMate,
    PgnResultMismatch,
    PgnMissingResult,
    PgnNotUtf8,
    PgnUtf8Repaired,
    PgnReadAsWindows1251,
    PgnSideToMoveNumber,
    PgnNagOutOfRange,
    PgnCommentNotClosed,
    PgnTextCut,
};

struct Error
{
    ErrorCode code;
    Message detail; ///< The precise reason (the square, the piece, the field), for the reader's language.

    bool operator==(const Error&) const = default;
};

struct Warning
{
    WarningCode code;
    Message detail;

    bool operator==(const Warning&) const = default;
};

using Warnings = QList<Warning>;

/// A stable English name for logs, JSON output and test failures.
QString errorCodeName(ErrorCode code);
QString warningCodeName(WarningCode code);

} // namespace postmark
