// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include <QByteArray>
#include <QDate>
#include <QString>

#include "core/ledger/gamefile.h"
#include "core/ledger/gamestatus.h"
#include "core/ledger/ledger.h"
#include "core/support/result.h"

namespace postmark::storage {

/// What the games list shows of a game, computed by the ledger and cached with the game's last change
/// (tables game_state and game_deadlines).
struct CachedState
{
    QDate asOf;
    int plies = 0;
    int whiteTotal = 0;
    int blackTotal = 0;
    ledger::Color toMove = ledger::Color::White;
    ledger::GameStatus status = ledger::GameStatus::ToMove;
    std::optional<int> daysLeft;
    std::vector<ledger::Deadline> deadlines;
    /// The position's key (chess::Position::key) after each half-move, from the start (index = ply).
    std::vector<std::uint64_t> positionKeys;
};

/// The keys as the archive keeps them: eight bytes each, little-endian, in order of the plies.
QByteArray positionKeysBlob(const std::vector<std::uint64_t>& keys);
/// The first ply at which `blob` holds `key`, or -1.
int plyOfKey(QByteArrayView blob, std::uint64_t key);

/// A game's status as the column game_state.status keeps it: finished, suspended, overstep, waiting,
/// to_move (the archive, knowing no owner, has no time trouble: it is to_move); refused is never stored.
QString statusColumn(ledger::GameStatus status);
/// The status a column value names; one this version does not know reads as Refused (not computed).
ledger::GameStatus statusOfColumn(const QString& value);

/// A deadline's kind as the column game_deadlines.kind keeps it: the ledger's name (repeat_move, …).
QString deadlineKindColumn(ledger::DeadlineKind kind);
/// The kind a column value names; nullopt for none (no deadline, or a name this version does not know).
std::optional<ledger::DeadlineKind> deadlineKindOfColumn(const QString& value);

/// The latest date a game's evidence carries: its state is computed as of then when it has no as-of date.
QDate latestDateOf(const ledger::GameFile& game);

/// The state a computed ledger gives.
CachedState cachedStateOf(const ledger::Ledger& ledger);

/// The state of `game` as of `asOf`; GameRefused naming the problems when the ledger refuses the game.
Result<CachedState> stateOf(const ledger::GameFile& game, const QDate& asOf);

/// The state an archive stores with `game`: as of its as-of date, else `today` (else its latest date),
/// taken from `computed` (the caller's ledger of this game) when that is as of the same day.
Result<CachedState> stateToStore(
    const ledger::GameFile& game, const QDate& today, const ledger::Ledger* computed);

} // namespace postmark::storage
