// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include <QList>
#include <QString>

#include "core/chess/notation.h"
#include "core/documents/document.h"

namespace postmark::documents {

/// A chess engine's assessment of a position, for a packet or a letter: the engine's, never the player's
/// claim, and printed so.
struct EngineAssessment
{
    QString engine; ///< as the engine names itself: "Stockfish 15.1"
    int depth = 0;
    bool mate = false;
    int value = 0; ///< from White's view: centipawns, or moves to mate (positive: White mates)
    std::vector<chess::Move> line; ///< the main line, from the position assessed
};

/// A score as chess programs print it, from White's view: +0.35, -1.20, 0.00 in pawns; #3 White mates in 3,
/// #-3 Black does.
QString engineScoreText(bool mate, int value);

/// The assessment under its own heading — the engine's name, the depth, the score and what it means, the
/// main line in `notation` from `position` — for a document's page.
QList<Block> engineAssessmentBlocks(const EngineAssessment& engine,
    const chess::Position& position,
    chess::Notation notation,
    Language language);

} // namespace postmark::documents
