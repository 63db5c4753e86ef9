// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QWidget>

#include "core/chess/position.h"
#include "ui/board/piecesprites.h"

namespace postmark::ui {

/// Draws a chess position with QPainter: the squares, coordinates, the pieces as chess glyphs of the
/// DejaVu Sans font (PieceSprites), and the last move highlighted. It only shows; moves are made elsewhere.
class BoardWidget : public QWidget
{
    Q_OBJECT

public:
    explicit BoardWidget(QWidget* parent = nullptr);

    void setPosition(const chess::Position& position, std::optional<chess::Move> lastMove = std::nullopt);
    const chess::Position& position() const { return m_position; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    /// Lets the user make a move: a click on a piece of the side to move, then on its target square (a pawn
    /// reaching the last rank becomes a queen). Each legal move made is announced by moveChosen.
    void setInteractive(bool interactive);
    /// The square under a point of the widget, or nullopt off the board.
    std::optional<chess::Square> squareAt(const QPointF& point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

Q_SIGNALS:
    void moveChosen(const chess::Move& move);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QRectF squareRect(chess::Square square, const QRectF& board) const;
    QRectF boardRect() const;

    chess::Position m_position = chess::Position::initial();
    std::optional<chess::Move> m_lastMove;
    bool m_flipped = false;
    bool m_interactive = false;
    std::optional<chess::Square> m_selected;
    PieceSprites m_sprites;
};

} // namespace postmark::ui
