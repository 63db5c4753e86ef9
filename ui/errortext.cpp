// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/errortext.h"

#include <QCoreApplication>

#include "ui/text/messagetext.h"

namespace postmark::ui {

namespace {

/// The translation context of these sentences.
class ErrorText
{
    Q_DECLARE_TR_FUNCTIONS(ErrorText)

public:
    static QString sentence(ErrorCode code, const QString& subject);
    /// The sentence for an action the archive refused; nothing for an error that is not the archive's.
    static QString actionSentence(ErrorCode code, const QString& what);
};

QString ErrorText::actionSentence(ErrorCode code, const QString& what)
{
    switch (code) {
    case ErrorCode::ArchiveReadOnly:
        return tr("Not saved — %1: the archive is open for reading only; nothing was changed.").arg(what);
    case ErrorCode::ArchiveDamaged:
        return tr("Not saved — %1: the archive is damaged; nothing was written to it.").arg(what);
    case ErrorCode::ArchiveLocked:
        return tr("Not saved — %1: the archive is in use by another program; nothing was changed. Try again "
                  "when it is closed.")
            .arg(what);
    case ErrorCode::ArchiveDiskFull:
        return tr("Not saved — %1: the disk is full; the archive is as it was.").arg(what);
    case ErrorCode::PermissionDenied:
    case ErrorCode::ServerRefusedChange:
        // The server's refusal (the detail, after it) says that the server refused it, what the role may
        // not change and whose card it is, or why it took nothing now and what to do: said once.
        return tr("Not saved — %1.").arg(what);
    case ErrorCode::ArchiveFailure:
        return tr("Not saved — %1: the archive could not be used.").arg(what);
    default:
        return {};
    }
}

QString ErrorText::sentence(ErrorCode code, const QString& subject)
{
    switch (code) {
    case ErrorCode::MalformedMove:
        return tr("“%1” cannot be read as a move.").arg(subject);
    case ErrorCode::IllegalMove:
        return tr("“%1” is not a legal move in this position.").arg(subject);
    case ErrorCode::AmbiguousMove:
        return tr("“%1” could mean more than one move.").arg(subject);
    case ErrorCode::MissingPromotion:
        return tr("“%1” reaches the last rank without naming the promotion piece.").arg(subject);
    case ErrorCode::FenFieldCount:
    case ErrorCode::FenBoard:
    case ErrorCode::FenSideToMove:
    case ErrorCode::FenCastling:
    case ErrorCode::FenEnPassant:
    case ErrorCode::FenClock:
    case ErrorCode::FenKings:
    case ErrorCode::FenPawnOnBackRank:
    case ErrorCode::FenOpponentInCheck:
        return tr("The start position (FEN) is not a valid position.");
    case ErrorCode::PgnSyntax:
        return tr("The game text is damaged near “%1”.").arg(subject);
    case ErrorCode::FileUnreadable:
        return tr("The file %1 cannot be read.").arg(subject);
    case ErrorCode::ArchiveNotAnArchive:
        return tr("%1 is not a Postmark archive.").arg(subject);
    case ErrorCode::ArchiveMissing:
        return tr("There is no archive at %1.").arg(subject);
    case ErrorCode::ArchiveDamaged:
        return tr("The archive %1 is damaged; nothing was written to it.").arg(subject);
    case ErrorCode::ArchiveLocked:
        return tr(
            "The archive %1 is in use by another program; nothing was changed. Try again when it is closed.")
            .arg(subject);
    case ErrorCode::ArchiveReadOnly:
        return tr("The archive %1 cannot be written (read-only); nothing was changed.").arg(subject);
    case ErrorCode::ArchiveDiskFull:
        return tr("The disk is full: nothing was saved, the archive %1 is as it was.").arg(subject);
    case ErrorCode::ArchiveTooNew:
        return tr("The archive %1 was written by a newer Postmark.").arg(subject);
    case ErrorCode::ArchiveFailure:
        return tr("The archive %1 could not be used.").arg(subject);
    case ErrorCode::GameNotFound:
        return tr("The archive has no game %1.").arg(subject);
    case ErrorCode::TournamentNotFound:
        return tr("The archive has no tournament %1.").arg(subject);
    case ErrorCode::GameRefused:
        return tr("The game %1 cannot be stored.").arg(subject);
    case ErrorCode::TournamentEditRefused:
        return tr("The change to %1 cannot be stored.").arg(subject);
    case ErrorCode::OwnerNameMissing:
        return tr("Whose archive this is needs a name, as the cards write it.");
    case ErrorCode::CupRefused:
        return tr("The Cup cannot be stored: %1.").arg(subject);
    case ErrorCode::Cancelled:
        return tr("Stopped: %1 was cancelled, and the archive is as it was.").arg(subject);
    case ErrorCode::DocumentNotApplicable:
        return tr("This document does not apply to the game: %1.").arg(subject);
    case ErrorCode::DatabaseAddressRefused:
        return tr("%1 is not an address Postmark can use.").arg(subject);
    case ErrorCode::DatabaseUnreachable:
        return tr("The federation's server %1 cannot be reached.").arg(subject);
    case ErrorCode::PermissionDenied:
        return tr("The server refused it: your role may not make this change to %1; nothing was changed.")
            .arg(subject);
    case ErrorCode::FederationRefused:
        return tr("The server %1 cannot take this role as given.").arg(subject);
    case ErrorCode::ServerRefusedChange:
        return tr("The server took none of the change to %1.").arg(subject);
    case ErrorCode::UnknownRuleSet:
    case ErrorCode::UnknownRuleParameter:
    case ErrorCode::BadRuleParameter:
        return tr("The tournament's rules cannot be read: %1.").arg(subject);
    }
    return subject;
}

} // namespace

namespace {

/// The core's detail, on one line: SQLite's own words may break theirs.
QString detailOf(const Error& error)
{
    QString detail = text::messageText(error.detail);
    detail.replace(u'\n', u' ');
    return detail;
}

} // namespace

bool isServerRefusal(const Error& error)
{
    return error.code == ErrorCode::PermissionDenied || error.code == ErrorCode::ServerRefusedChange;
}

QString errorText(const Error& error, const QString& subject)
{
    const QString text = ErrorText::sentence(error.code, subject);
    const QString detail = detailOf(error);
    // A server's refusal says itself whole — that the server refused, what, whose card: not in brackets
    // after a sentence that says the same.
    if (isServerRefusal(error) && !detail.isEmpty())
        return detail;
    // A detail that only names the subject again (the file not an archive) is not said twice.
    return detail.isEmpty() || detail == subject ? text : text + u" (" + detail + u')';
}

QString actionErrorText(const Error& error, const QString& what)
{
    const QString text = ErrorText::actionSentence(error.code, what);
    if (text.isEmpty())
        return errorText(error, what);
    const QString detail = detailOf(error);
    if (detail.isEmpty())
        return text;
    // A server's refusal is the reason itself, a sentence of its own; other details are in brackets.
    if (isServerRefusal(error))
        return text + u' ' + detail;
    return text + u" (" + detail + u')';
}

QString errorText(const Error& error)
{
    return ErrorText::sentence(error.code, text::messageText(error.detail));
}

} // namespace postmark::ui
