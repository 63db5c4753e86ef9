// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QWidget>

#include "core/chess/position.h"

namespace postmark::ui {

/// Draws a chess position with QPainter: the squares, coordinates, the pieces as chess glyphs of the
/// DejaVu Sans font, and the last move highlighted. It only shows; moves are made elsewhere.
class BoardWidget : public QWidget
{
    Q_OBJECT

public:
    explicit BoardWidget(QWidget* parent = nullptr);

    void setPosition(const chess::Position& position, std::optional<chess::Move> lastMove = std::nullopt);
    const chess::Position& position() const { return m_position; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRectF squareRect(chess::Square square, const QRectF& board) const;

    chess::Position m_position = chess::Position::initial();
    std::optional<chess::Move> m_lastMove;
    bool m_flipped = false;
};

} // namespace postmark::ui
