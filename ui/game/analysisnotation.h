// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QString>
#include <QUrl>

#include "core/analysis/gameanalysis.h"
#include "core/chess/notation.h"

namespace postmark::ui {

/// The game with the player's variations and comments, as HTML for a text browser: the game's moves, each
/// variation of them on a line of its own after the move it replaces, deeper ones in brackets within it,
/// the comments after their moves. Every move is a link to its place; the board's place is marked.
QString analysisNotationHtml(const analysis::GameAnalysis& analysis,
    const analysis::MainLineMoves& game,
    analysis::Place current,
    chess::Notation notation);

/// The place a link of analysisNotationHtml() leads to.
std::optional<analysis::Place> placeOfLink(const QUrl& link);

} // namespace postmark::ui
