// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/gameanalysis.h"

#include <algorithm>

namespace postmark::analysis {

namespace {

const Variation& variation(const GameAnalysis& analysis, int line)
{
    return analysis.variations.at(std::size_t(line));
}

} // namespace

int lineLength(const GameAnalysis& analysis, const MainLineMoves& game, int line)
{
    return line == MainLine ? int(game.moves.size()) : int(variation(analysis, line).moves.size());
}

bool isValidPlace(const GameAnalysis& analysis, const MainLineMoves& game, Place place)
{
    if (place.line != MainLine && (place.line < 0 || place.line >= int(analysis.variations.size())))
        return false;
    return place.ply >= 0 && place.ply <= lineLength(analysis, game, place.line);
}

std::vector<chess::Move> movesTo(const GameAnalysis& analysis, const MainLineMoves& game, Place place)
{
    // The lines from `place` back to the main line, then their moves from the start forward.
    std::vector<Place> chain;
    for (Place at = place; at.line != MainLine;) {
        chain.push_back(at);
        const Variation& each = variation(analysis, at.line);
        at = {each.parent, each.branchPly};
        if (at.line == MainLine)
            chain.push_back(at);
    }
    if (chain.empty())
        chain.push_back(place);
    std::vector<chess::Move> moves;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        const std::vector<chess::Move>& line =
            it->line == MainLine ? game.moves : variation(analysis, it->line).moves;
        moves.insert(moves.end(), line.begin(), line.begin() + it->ply);
    }
    return moves;
}

chess::Position positionAt(const GameAnalysis& analysis, const MainLineMoves& game, Place place)
{
    chess::Position position = game.start;
    for (const chess::Move& move : movesTo(analysis, game, place))
        position.play(move);
    return position;
}

int plyFromStart(const GameAnalysis& analysis, Place place)
{
    int plies = place.ply;
    for (int line = place.line; line != MainLine;) {
        const Variation& each = variation(analysis, line);
        plies += each.branchPly;
        line = each.parent;
    }
    return plies;
}

std::vector<int> variationsAt(const GameAnalysis& analysis, int line, int branchPly)
{
    std::vector<int> found;
    for (int i = 0; i < int(analysis.variations.size()); ++i) {
        const Variation& each = analysis.variations[std::size_t(i)];
        if (each.parent == line && each.branchPly == branchPly)
            found.push_back(i);
    }
    return found;
}

Played play(const GameAnalysis& analysis, const MainLineMoves& game, Place place, const chess::Move& move)
{
    Played played{analysis, place, false};
    const int length = lineLength(analysis, game, place.line);
    if (place.ply < length) {
        const chess::Move& next = place.line == MainLine
            ? game.moves[std::size_t(place.ply)]
            : variation(analysis, place.line).moves[std::size_t(place.ply)];
        if (next == move) {
            played.place.ply += 1;
            return played;
        }
    }
    for (int existing : variationsAt(analysis, place.line, place.ply)) {
        if (variation(analysis, existing).moves.front() == move) {
            played.place = {existing, 1};
            return played;
        }
    }
    played.changed = true;
    if (place.line != MainLine && place.ply == length) {
        Variation& grown = played.analysis.variations[std::size_t(place.line)];
        grown.moves.push_back(move);
        grown.comments.emplace_back();
        played.place.ply += 1;
        return played;
    }
    played.analysis.variations.push_back(Variation{place.line, place.ply, {move}, {QString()}});
    played.place = {int(played.analysis.variations.size()) - 1, 1};
    return played;
}

std::optional<Place> back(const GameAnalysis& analysis, Place place)
{
    if (place.ply > 1 || (place.ply == 1 && place.line == MainLine))
        return Place{place.line, place.ply - 1};
    if (place.line == MainLine)
        return std::nullopt;
    // From a variation's first move (or its start) back to the position it branches from.
    const Variation& each = variation(analysis, place.line);
    return Place{each.parent, each.branchPly};
}

std::optional<Place> forward(const GameAnalysis& analysis, const MainLineMoves& game, Place place)
{
    if (place.ply < lineLength(analysis, game, place.line))
        return Place{place.line, place.ply + 1};
    return std::nullopt;
}

GameAnalysis withoutVariation(const GameAnalysis& analysis, int line)
{
    // The removed: `line` and every variation below it (children come after their parents).
    std::vector<bool> removed(analysis.variations.size(), false);
    removed[std::size_t(line)] = true;
    for (std::size_t i = std::size_t(line) + 1; i < analysis.variations.size(); ++i) {
        const int parent = analysis.variations[i].parent;
        removed[i] = parent != MainLine && removed[std::size_t(parent)];
    }
    std::vector<int> newIndex(analysis.variations.size(), MainLine);
    GameAnalysis kept;
    kept.mainLineComments = analysis.mainLineComments;
    for (std::size_t i = 0; i < analysis.variations.size(); ++i) {
        if (removed[i])
            continue;
        Variation each = analysis.variations[i];
        if (each.parent != MainLine)
            each.parent = newIndex[std::size_t(each.parent)];
        newIndex[i] = int(kept.variations.size());
        kept.variations.push_back(std::move(each));
    }
    return kept;
}

Place placeAfterRemoving(const GameAnalysis& analysis, int line, Place place)
{
    // Walk up from `place` until a line that stays: the branch point of the highest removed line on the way.
    std::vector<bool> removed(analysis.variations.size(), false);
    removed[std::size_t(line)] = true;
    for (std::size_t i = std::size_t(line) + 1; i < analysis.variations.size(); ++i) {
        const int parent = analysis.variations[i].parent;
        removed[i] = parent != MainLine && removed[std::size_t(parent)];
    }
    Place at = place;
    while (at.line != MainLine && removed[std::size_t(at.line)]) {
        const Variation& each = variation(analysis, at.line);
        at = {each.parent, each.branchPly};
    }
    if (at.line == MainLine)
        return at;
    int shift = 0;
    for (int i = 0; i < at.line; ++i)
        shift += removed[std::size_t(i)] ? 1 : 0;
    return {at.line - shift, at.ply};
}

QString commentAt(const GameAnalysis& analysis, Place place)
{
    if (place.ply == 0)
        return {};
    if (place.line == MainLine) {
        const auto found = analysis.mainLineComments.find(place.ply);
        return found == analysis.mainLineComments.end() ? QString() : found->second;
    }
    return variation(analysis, place.line).comments.at(std::size_t(place.ply - 1));
}

GameAnalysis withComment(const GameAnalysis& analysis, Place place, const QString& comment)
{
    GameAnalysis changed = analysis;
    if (place.ply == 0)
        return changed;
    const QString text = comment.trimmed();
    if (place.line == MainLine) {
        if (text.isEmpty())
            changed.mainLineComments.erase(place.ply);
        else
            changed.mainLineComments[place.ply] = text;
    } else {
        changed.variations[std::size_t(place.line)].comments[std::size_t(place.ply - 1)] = text;
    }
    return changed;
}

} // namespace postmark::analysis
