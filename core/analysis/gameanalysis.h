// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <optional>
#include <vector>

#include <QString>

#include "core/chess/move.h"
#include "core/chess/position.h"

// A player's analysis of one game: variations tried on the board and comments, kept beside the game and
// never touching its cards. The game's moves (from its cards) are the main line; every variation starts
// from a position of the main line or of another variation.
namespace postmark::analysis {

/// The game's own moves are line MainLine; a variation is its index in GameAnalysis::variations.
constexpr int MainLine = -1;

/// Moves tried from a position of another line: an alternative to that line's next move, or, at the end
/// of the game, a continuation of it.
struct Variation
{
    int parent = MainLine; ///< the line it branches from
    int branchPly = 0; ///< the parent's moves played before it: it starts from the position after them
    std::vector<chess::Move> moves; ///< never empty
    std::vector<QString> comments; ///< after each move (parallel to moves), empty for none

    bool operator==(const Variation&) const = default;
};

struct GameAnalysis
{
    std::vector<Variation> variations; ///< a parent always before its children
    std::map<int, QString> mainLineComments; ///< after the game's move of that ply (1 = White's first)

    bool isEmpty() const { return variations.empty() && mainLineComments.empty(); }
    bool operator==(const GameAnalysis&) const = default;
};

/// A place in the analysis: a line and how many of its moves are played (0: its start, before its first
/// move; for a variation, the parent's position it branches from).
struct Place
{
    int line = MainLine;
    int ply = 0;

    bool operator==(const Place&) const = default;
};

/// The game's own moves, from its start: what the analysis hangs on.
struct MainLineMoves
{
    chess::Position start = chess::Position::initial();
    std::vector<chess::Move> moves;
};

/// The moves from the game's start to `place` (the main line's first, then each variation's to the
/// branch), and the position they lead to. `place` must be valid (isValidPlace).
std::vector<chess::Move> movesTo(const GameAnalysis& analysis, const MainLineMoves& game, Place place);
chess::Position positionAt(const GameAnalysis& analysis, const MainLineMoves& game, Place place);
/// Half-moves from the game's start to `place`.
int plyFromStart(const GameAnalysis& analysis, Place place);
bool isValidPlace(const GameAnalysis& analysis, const MainLineMoves& game, Place place);
int lineLength(const GameAnalysis& analysis, const MainLineMoves& game, int line);

/// A move made on the board at `place`: the line's own next move is followed; a variation that begins with
/// it there is entered; at a variation's end the variation grows; anything else starts a new variation.
/// The main line (the cards) never changes. `move` must be legal at `place`.
struct Played
{
    GameAnalysis analysis;
    Place place; ///< after the move
    bool changed = false; ///< a variation was made or grew: something to keep
};
Played play(const GameAnalysis& analysis, const MainLineMoves& game, Place place, const chess::Move& move);

/// The place one move back (the parent's branch point from a variation's first move), or none at the game's
/// start; one move forward along the line, or none at its end.
std::optional<Place> back(const GameAnalysis& analysis, Place place);
std::optional<Place> forward(const GameAnalysis& analysis, const MainLineMoves& game, Place place);

/// The analysis without variation `line` and the variations that branch from it (their indexes close up).
GameAnalysis withoutVariation(const GameAnalysis& analysis, int line);
/// Where `place` is after withoutVariation(line): inside the removed lines, at the branch point of `line`.
Place placeAfterRemoving(const GameAnalysis& analysis, int line, Place place);

/// The comment after the move that leads to `place` (none at a line's start), and the analysis with it set
/// (an empty text removes it).
QString commentAt(const GameAnalysis& analysis, Place place);
GameAnalysis withComment(const GameAnalysis& analysis, Place place, const QString& comment);

/// The variations branching from `line` after `branchPly` of its moves, in order.
std::vector<int> variationsAt(const GameAnalysis& analysis, int line, int branchPly);

} // namespace postmark::analysis
