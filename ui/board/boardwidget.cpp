// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardwidget.h"

#include <QMouseEvent>
#include <QPainter>

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

const QColor LightSquare(0xEE, 0xE2, 0xC6);
const QColor DarkSquare(0xB0, 0x8A, 0x62);
const QColor LastMoveTint(0xF4, 0xD0, 0x3F, 130);
const QColor Frame(0x4A, 0x3A, 0x2A);

} // namespace

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Chess board"));
}

void BoardWidget::setPosition(const chess::Position& position, std::optional<chess::Move> lastMove)
{
    m_position = position;
    m_lastMove = lastMove;
    update();
}

void BoardWidget::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

QSize BoardWidget::sizeHint() const
{
    return {480, 480};
}

QSize BoardWidget::minimumSizeHint() const
{
    return {200, 200};
}

QRectF BoardWidget::boardRect() const
{
    const qreal margin = qMax(14.0, qMin(width(), height()) * 0.05);
    const qreal side = qMin(width(), height()) - 2 * margin;
    return {(width() - side) / 2, (height() - side) / 2, side, side};
}

void BoardWidget::setInteractive(bool interactive)
{
    m_interactive = interactive;
    m_selected.reset();
    setCursor(interactive ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

std::optional<chess::Square> BoardWidget::squareAt(const QPointF& point) const
{
    const QRectF board = boardRect();
    if (!board.contains(point))
        return std::nullopt;
    const int column = std::clamp(int((point.x() - board.left()) / (board.width() / 8)), 0, 7);
    const int row = std::clamp(int((point.y() - board.top()) / (board.height() / 8)), 0, 7);
    const int file = m_flipped ? 7 - column : column;
    const int rank = m_flipped ? row : 7 - row;
    return chess::makeSquare(file, rank);
}

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    if (!m_interactive)
        return QWidget::mousePressEvent(event);
    const std::optional<chess::Square> square = squareAt(event->position());
    if (!square)
        return;
    const std::optional<chess::Piece> piece = m_position.pieceAt(*square);
    if (piece && piece->color == m_position.sideToMove()) {
        m_selected = *square; // a click on one's own piece (re)chooses the piece to move
        update();
        return;
    }
    if (!m_selected)
        return;
    for (const chess::Move& move : m_position.legalMoves()) {
        if (move.from == *m_selected && move.to == *square
            && (!move.promotion || *move.promotion == chess::PieceType::Queen)) {
            m_selected.reset();
            update();
            Q_EMIT moveChosen(move);
            return;
        }
    }
    m_selected.reset(); // not a legal move: start again
    update();
}

QRectF BoardWidget::squareRect(chess::Square square, const QRectF& board) const
{
    const qreal size = board.width() / 8;
    const int column = m_flipped ? 7 - chess::fileOf(square) : chess::fileOf(square);
    const int row = m_flipped ? chess::rankOf(square) : 7 - chess::rankOf(square);
    return {board.left() + column * size, board.top() + row * size, size, size};
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);

    const qreal margin = qMax(14.0, qMin(width(), height()) * 0.05);
    const QRectF board = boardRect();
    const qreal side = board.width();
    const qreal squareSize = side / 8;

    painter.fillRect(board.adjusted(-3, -3, 3, 3), Frame);
    for (chess::Square square = 0; square < 64; ++square) {
        const bool dark = (chess::fileOf(square) + chess::rankOf(square)) % 2 == 0;
        const QRectF rect = squareRect(square, board);
        painter.fillRect(rect, dark ? DarkSquare : LightSquare);
        if (m_lastMove && (square == m_lastMove->from || square == m_lastMove->to))
            painter.fillRect(rect, LastMoveTint);
        if (m_selected && square == *m_selected)
            painter.fillRect(rect, QColor(0x5B, 0x9B, 0xD5, 140));
    }

    QFont coordinateFont(u"DejaVu Sans"_s);
    coordinateFont.setPixelSize(int(margin * 0.6));
    painter.setFont(coordinateFont);
    painter.setPen(palette().color(QPalette::WindowText));
    for (int index = 0; index < 8; ++index) {
        const int file = m_flipped ? 7 - index : index;
        const int rank = m_flipped ? index : 7 - index;
        const QRectF below(board.left() + index * squareSize, board.bottom() + 3, squareSize, margin - 3);
        painter.drawText(below, Qt::AlignCenter, QString(QChar(u'a' + file)));
        const QRectF left(board.left() - margin, board.top() + index * squareSize, margin - 3, squareSize);
        painter.drawText(left, Qt::AlignCenter, QString(QChar(u'1' + rank)));
    }

    for (chess::Square square = 0; square < 64; ++square) {
        if (const auto piece = m_position.pieceAt(square))
            painter.drawPixmap(squareRect(square, board).topLeft(),
                m_sprites.sprite(*piece, squareSize, devicePixelRatioF()));
    }
}

} // namespace postmark::ui
