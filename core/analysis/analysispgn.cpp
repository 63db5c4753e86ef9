// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/analysispgn.h"

#include "core/chess/notation.h"

using namespace Qt::StringLiterals;

namespace postmark::analysis {

namespace {

void appendComment(QString& to, const QString& comment)
{
    if (comment.isEmpty())
        return;
    to = to.isEmpty() ? comment : to + u' ' + comment;
}

/// Hangs the variations that branch from `line` on `moves`, the PGN moves of that line.
void attachVariations(const GameAnalysis& analysis, int line, std::vector<pgn::PgnMove>& moves);

pgn::PgnLine variationLine(const GameAnalysis& analysis, int index)
{
    const Variation& variation = analysis.variations[std::size_t(index)];
    pgn::PgnLine line;
    for (std::size_t i = 0; i < variation.moves.size(); ++i) {
        pgn::PgnMove move;
        move.move = variation.moves[i];
        if (i < variation.comments.size())
            move.comment = variation.comments[i];
        line.moves.push_back(std::move(move));
    }
    attachVariations(analysis, index, line.moves);
    return line;
}

void attachVariations(const GameAnalysis& analysis, int line, std::vector<pgn::PgnMove>& moves)
{
    for (int index = 0; index < int(analysis.variations.size()); ++index) {
        const Variation& variation = analysis.variations[std::size_t(index)];
        if (variation.parent != line || moves.empty())
            continue;
        pgn::PgnLine written = variationLine(analysis, index);
        if (variation.branchPly < int(moves.size())) {
            moves[std::size_t(variation.branchPly)].variations.push_back(std::move(written));
        } else {
            // After the line's last move: an alternative to it that plays it again, then goes on.
            pgn::PgnMove again;
            again.move = moves.back().move;
            written.moves.insert(written.moves.begin(), std::move(again));
            moves.back().variations.push_back(std::move(written));
        }
    }
}

} // namespace

MainLineMoves mainLineOf(const pgn::PgnGame& game)
{
    MainLineMoves line;
    line.start = game.start;
    for (const pgn::PgnMove& move : game.mainLine.moves)
        line.moves.push_back(move.move);
    return line;
}

pgn::PgnGame withAnalysis(pgn::PgnGame game, const GameAnalysis& analysis)
{
    std::vector<pgn::PgnMove>& moves = game.mainLine.moves;
    for (const auto& [ply, comment] : analysis.mainLineComments) {
        if (ply >= 1 && ply <= int(moves.size()))
            appendComment(moves[std::size_t(ply - 1)].comment, comment);
    }
    attachVariations(analysis, MainLine, moves);
    if (moves.empty()) {
        // No move of the game yet: the analysis from its start is written as words before the result,
        // which every PGN reader keeps.
        for (int index = 0; index < int(analysis.variations.size()); ++index) {
            const Variation& variation = analysis.variations[std::size_t(index)];
            if (variation.parent != MainLine)
                continue;
            const QString text = chess::writeLine(game.start, variation.moves, chess::Notation::San);
            appendComment(game.mainLine.leadingComment, text);
        }
    }
    return game;
}

} // namespace postmark::analysis
