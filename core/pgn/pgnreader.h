// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include <QIODevice>

#include "core/pgn/pgngame.h"

namespace postmark::pgn {

/// Reads the games of a PGN file one at a time, holding only the current game in memory.
///
/// Each game is replayed as it is read: the main line and every variation. A game with an illegal move
/// comes back with `illegal` set (the moves before it kept) and reading goes on with the next game, so
/// the rest of the file is never lost. Repairable defects (FEN move number 0, broken tag quoting, `*`
/// after mate, text not in UTF-8) come back as warnings.
class PgnReader
{
public:
    explicit PgnReader(QIODevice& device);
    ~PgnReader();
    PgnReader(const PgnReader&) = delete;
    PgnReader& operator=(const PgnReader&) = delete;

    /// Reads the next game into `game`; false when the file has no more games.
    bool readNext(PgnGame& game);

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace postmark::pgn
