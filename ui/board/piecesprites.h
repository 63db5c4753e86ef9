// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>

#include <QImage>
#include <QList>
#include <QPixmap>

#include "core/chess/types.h"

namespace postmark::ui {

/// The twelve pieces drawn once for a square's size, as the board shows them: a chess glyph of DejaVu
/// Sans outlined and filled in its colour. Laying a glyph's outline out is most of a board's painting, and
/// the board is painted again at every move and every repaint of the window; a size (or a screen of
/// another pixel ratio) not seen before draws the twelve again. The size the window first paints is kept
/// between runs (SpriteCache): the next start, at that size, reads them instead of drawing them.
class PieceSprites
{
public:
    /// `piece` drawn centred in a square of `squareSize` logical pixels, for a device of `pixelRatio`.
    const QPixmap& sprite(chess::Piece piece, qreal squareSize, qreal pixelRatio);

private:
    void draw(qreal squareSize, qreal pixelRatio);
    /// The twelve drawn, in sprite order, each `side` pixels square.
    QList<QImage> drawn(qreal squareSize, qreal pixelRatio, int side);

    qreal m_squareSize = 0;
    qreal m_pixelRatio = 0;
    std::array<QPixmap, 12> m_sprites;
};

} // namespace postmark::ui
