// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include "core/ledger/gamefile.h"

namespace postmark::testing {

struct RandomGameOptions
{
    int cards = 60; ///< at most; a game that ends in mate or stalemate stops earlier
    bool variedEvidence =
        true; ///< postmarks, registered mail and conflicting written dates, not only written dates
    bool leaves = true; ///< some leaves with their notices
    bool variedNotation = true; ///< the game's notation drawn from all four
};

/// A legal random game with random but consistent postal evidence, the same for the same seed: every
/// card's move is legal and repeats the partner's last move correctly, and every date is possible.
ledger::GameFile randomGame(quint32 seed, const RandomGameOptions& options = {});

} // namespace postmark::testing
