// SPDX-License-Identifier: GPL-3.0-or-later
// The words of the core's messages, in English (ui/text/messagecatalogue.cpp): Documents and the archive, the
// archive on disk, a federation's server, the window; and the later additions to the ledger's and desk's
// words (how a game ended, reading moves, stated receipts, logging a card, repetitions). lupdate reads the
// QT_TRANSLATE_NOOP marks (context "Message").
#include <QtGlobal>

#include "ui/text/messagegroups.h"

namespace postmark::text {

GroupTemplate archiveTemplate(MessageCode code)
{
    switch (code) {
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
    case MessageCode::TournamentInArchiveAlready:
        return {
            QT_TRANSLATE_NOOP("Message",
                "the archive has “%1” (%2) already, as tournament %3: open it there (File ▸ Tournaments in "
                "the archive); nothing was stored"),
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
    case MessageCode::RepeatPostedBeforeItsCard:
        return {
            QT_TRANSLATE_NOOP("Message", "the repeat went %1 (%2), before my card %3 it repeats went on %4"),
            false};
    case MessageCode::PostedBeforeTheCardItAnswersArrived:
        return {QT_TRANSLATE_NOOP("Message",
                    "my card went %1 (%2), before the partner's card %3 it answers reached me on %4"),
            false};
    case MessageCode::DecidedWithinObjectionWindow:
        return {QT_TRANSLATE_NOOP("Message",
                    "decided %1, while the offender may still object until %2 and no objection is in (%3): "
                    "say why the decision cannot wait"),
            false};
    case MessageCode::DecidedBeforeNoticeKnown:
        return {
            QT_TRANSLATE_NOOP("Message",
                "decided before the date the offender received the notice is known, so before the objection "
                "window (%1) can have closed: record that date, or say why the decision cannot wait"),
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
    case MessageCode::NoWithdrawalRecorded:
        return {QT_TRANSLATE_NOOP("Message", "no withdrawal of %1 is recorded"), false};
    case MessageCode::NoGameLeftByWithdrawal:
        return {QT_TRANSLATE_NOOP("Message", "%1 withdrew with no game left unfinished: no partner to tell"),
            false};
    case MessageCode::WithdrawalLossAwaitsText:
        return {QT_TRANSLATE_NOOP("Message",
                    "the + for %1 after %2 withdrew on %3 counts once the judge has the game's text"),
            false};
    case MessageCode::RecordBeforeResultReported:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1 is before the result was reported, %2: the record states the result, so it was known "
                    "by the day the record came"),
            false};
    case MessageCode::TextBeforeWithdrawal:
        return {QT_TRANSLATE_NOOP("Message",
                    "%1 is before %2 withdrew, %3: the text of a game lost by the withdrawal comes after it"),
            false};
    case MessageCode::WithdrawnPlayerWinsByWithdrawal:
        return {
            QT_TRANSLATE_NOOP("Message", "%1 withdrew: the loss by withdrawal is his, the win his partner's"),
            false};
    case MessageCode::ResultDateWithoutResult:
        return {QT_TRANSLATE_NOOP("Message", "dates a result (II.9.1), but the game has no result"), false};
    case MessageCode::DateBeforeEventStart:
        return {QT_TRANSLATE_NOOP("Message", "%1 is before the event started, %2"), false};
    case MessageCode::RepeatsNothing:
        return {QT_TRANSLATE_N_NOOP("Message", "repeats nothing where %n half-move(s) were due (%2)"), true};
    case MessageCode::LowercasePieceLetterRead:
        return {QT_TRANSLATE_NOOP("Message", "%1: a lowercase letter was read as the piece letter"), false};
    default:
        return {}; // not this group's
    }
}

} // namespace postmark::text
