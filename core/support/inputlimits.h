// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

/// The sizes past which a reader refuses its input, each with a message naming the file, game or card and
/// the limit. They are far above what real postal play writes — the longest real PGN variation tree nests
/// about 15 deep, a postal game has at most a few hundred cards — and low enough that no input can exhaust
/// the stack, the memory or the user's patience. The user guide lists them ("Limits").
namespace postmark::limits {

/// Variations nested in one another in a PGN game: each level costs the reader and writer a frame.
inline constexpr int MaxVariationDepth = 100;

/// One PGN symbol (a move, a result, a stray word): SAN needs at most 10 bytes.
inline constexpr qsizetype MaxPgnSymbolBytes = 256;

/// One PGN comment or tag value.
inline constexpr qsizetype MaxPgnTextBytes = 1 << 20;

/// How much of a wrong value a message repeats; the rest is cut with "…".
inline constexpr qsizetype MaxEchoedChars = 60;

/// A game file or a tournament file, read whole.
inline constexpr qsizetype MaxJsonFileBytes = 64 << 20;

/// One text field of a game or tournament file: a name, an address, an event, a note.
inline constexpr qsizetype MaxFieldChars = 2000;

/// Cards in one game file.
inline constexpr qsizetype MaxCardsPerGame = 5000;

/// Players in one tournament: a crosstable of n players has n² cells.
inline constexpr qsizetype MaxTournamentPlayers = 1000;

} // namespace postmark::limits
