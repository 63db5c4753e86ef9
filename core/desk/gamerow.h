// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QString>

#include "core//archive/gamerepository.h"
#include "core/chess/position.h"
#include "core/desk/playeragenda.h"
#include "core/desk/playernames.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/gamestatus.h"
#include "core/ledger/ledger.h"

namespace postmark::desk {

/// What the player sees of one game in the games list, as of a date.
struct GameRow
{
    qint64 game = 0;
    QString partner;
    QString event;
    QString eventIndex; ///< the game's index in its event ("UKR/C29/SF2-P2"): the filter finds it too
    std::optional<ledger::Color> colour; ///< mine; nullopt when `me` plays no side
    int moveNumber = 0; ///< the move in progress
    int myTotal = 0; ///< with the running days when it is my move
    int partnerTotal = 0;
    /// Days of a move not known — its card undated (II.2.2 ¶6), or the day the card it answers was received
    /// not known (II.3.7): the total is at least the figure, and the days left of that side at most. Known
    /// once the game is computed (the archive's cached state does not keep it).
    bool myTotalOpen = false;
    bool partnerTotalOpen = false;
    std::optional<int> daysLeft; ///< in the control period, for the side to move
    /// The clause `daysLeft` comes from: the control period's (II.4.3), or the overstep's (II.6.1) once it is
    /// below zero; empty until the game is computed.
    QString daysLeftClause;
    ledger::Color toMove = ledger::Color::White; ///< whose move is in progress: whose days `daysLeft` are
    bool myMove = false;
    /// Who overstepped the time (II.6.1), once the game is computed (the cached state says only that one
    /// did).
    std::optional<ledger::Color> overstepBy;
    /// A finished game's score as its file records it ("1-0", "1/2-1/2"), once the game is computed.
    QString score;
    /// My earliest overdue step when one of mine is overdue, else my earliest dated step — the ledger's, and
    /// the last day my reply may go within my time (timeLimitStep(), II.4.3) — else the partner's earliest.
    std::optional<QDate> nextDue;
    std::optional<AgendaKind>
        nextWhat; ///< its kind: a ledger's deadline, or the last day of my reply in time
    std::optional<ledger::Color> nextWho; ///< whose step it is (known once the game is computed)
    QString nextClause; ///< the clause the next deadline is due by (known once the game is computed)
    /// Every step overdue as of the day (known once the game is computed): mine first, then the partner's,
    /// each side's earliest first.
    struct Overdue
    {
        AgendaKind what = ledger::DeadlineKind::RepeatMove;
        QDate due;
        ledger::Color who = ledger::Color::White;
        QString clause;
    };
    QList<Overdue> overdue;
    ledger::GameStatus status = ledger::GameStatus::ToMove; ///< whose move it is: `myMove`
    /// WaitingForPost on my move for a card that has come on a day not entered (desk::receiptNotEntered):
    /// no day of my reply can be counted until it is. Known once the game is computed.
    bool receiptNotEntered = false;
    AgendaBand urgency = AgendaBand::Later; ///< of the next deadline; overdue and due-soon games sort first
    Message problem; ///< why the game cannot be computed, when it cannot
};

/// The row of `game` for the player `me` as of `asOf`; due-soon means within `soonDays`.
GameRow gameRow(const DeskGame& game, const PlayerNames& me, const QDate& asOf, int soonDays = 14);

/// My earliest step overdue as of the row's day (a repeat, an inquiry, the last day of my reply), or
/// nullptr when none of mine is: the row's status says it before whose move it is.
const GameRow::Overdue* myOverdueStep(const GameRow& row);

/// A continuation proposed on the latest card (II.3.8), played out on the board for a preview.
struct VariantPreview
{
    QStringList plies; ///< as written on the card
    ledger::Color proposedBy = ledger::Color::White; ///< the latest card's sender
    int firstMoveNumber = 1; ///< the number of the move the variant starts with
    ledger::Color firstToMove = ledger::Color::White; ///< whose move the variant starts with
    chess::Position position; ///< after the last legal ply
    std::optional<chess::Move> lastMove;
    int playable = 0; ///< how many plies could be played; fewer than plies.size() when one is illegal
};

/// The variant the partner proposed on the latest card, or nullopt when it proposes none.
std::optional<VariantPreview> proposedVariant(const ledger::GameFile& game, const ledger::Ledger& ledger);

/// The variant's plies with their move numbers, as a score sheet writes them: "12... Кb8-c6 13. Кg1-f3".
QString numberedVariant(const VariantPreview& variant);

/// The row as the archive's cached state has it (written with the game's last change), for listing many
/// games at once before each is computed as of today.
GameRow gameRowFromSummary(
    const archive::GameSummary& summary, const PlayerNames& me, const QDate& asOf, int soonDays = 14);

/// The name that plays in most of the listed games.
QString deskOwner(const QList<archive::GameSummary>& summaries);

} // namespace postmark::desk
