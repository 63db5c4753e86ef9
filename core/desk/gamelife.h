// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QList>
#include <QString>

#include "core//desk/playeragenda.h"
#include "core/desk/playernames.h"
#include "core/ledger/explanation.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/inputproblem.h"
#include "core/ledger/ledger.h"

namespace postmark::desk {

/// A change to a game as it would be stored: the game after it, its ledger, and what the player is told.
struct GameEdit
{
    ledger::InputProblems problems; ///< refused: each names the field
    ledger::GameFile game;
    std::optional<ledger::Ledger> ledger;
    QList<ledger::Explanation> notes; ///< what follows from it, with the clause
};

/// Records the end of the game: the score and how, one of the ways a game file names (ledger::gameFileHows():
/// mate, resignation, the draws, time forfeit, adjudicated, withdrawal, inactivity). Mate must be on the
/// board and scored to the mating side; a resignation is a win; an agreed or claimed draw is ½-½. The game
/// record then goes to the judge (II.9.1, II.9.2).
GameEdit recordGameEnd(const ledger::GameFile& game,
    const QString& score,
    ledger::ResultHow how,
    const QDate& date,
    const QDate& asOf);

/// Records my forfeit claim (II.6.2): the partner's overstep must hold on the cards and the claim still be
/// in time (II.6.3); the sealed next move, when given, must be legal. The game is suspended from `sent`
/// (II.6.6); the claim packet then prints.
GameEdit recordForfeitClaim(const ledger::GameFile& game,
    ledger::Color me,
    const QDate& sent,
    const std::optional<ledger::MailReceipt>& noticeReceipt,
    const QString& sealedMove,
    const QDate& asOf);

/// Records the partner's claim against me, so that my objection is due 7 days after I received the notice
/// (II.6.4) and the game is shown suspended (II.6.6); the objection then prints.
GameEdit recordClaimAgainstMe(const ledger::GameFile& game,
    ledger::Color me,
    const QDate& sent,
    const std::optional<ledger::MailReceipt>& noticeReceipt,
    const std::optional<QDate>& noticeReceived,
    const QDate& asOf);

/// My leave announced in every unfinished game of mine (II.7.2), checked against the yearly cap across
/// all of them (II.7.1): refused, naming the year, when it would pass the cap.
struct LeaveAnnouncement
{
    ledger::InputProblems problems;
    QList<DeskGame> games; ///< the games with the leave added
    QList<ledger::Explanation> notes; ///< days used and left per calendar year
};
/// My leave so far per calendar year across all my games, as the leave planner shows it (II.7.1): days used
/// and left of the yearly cap, a day in two games counted once.
QList<ledger::Explanation> leaveUsage(const QList<DeskGame>& games, const PlayerNames& me);

LeaveAnnouncement announceLeave(const QList<DeskGame>& games,
    const PlayerNames& me,
    const QDate& from,
    const QDate& to,
    const QDate& noticeSent,
    const QDate& asOf);

} // namespace postmark::desk
