// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/piecesprites.h"

#include <cmath>

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include "ui/board/spritecache.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

// The solid (black) glyphs U+265A–U+265F give both colours the same shape; White's are filled white.
QChar glyphOf(chess::PieceType type)
{
    static constexpr char16_t Glyphs[] = {u'\u265F', u'\u265E', u'\u265D', u'\u265C', u'\u265B', u'\u265A'};
    return QChar(Glyphs[static_cast<int>(type)]);
}

std::size_t indexOf(chess::Piece piece)
{
    return std::size_t(static_cast<int>(piece.type) * 2 + static_cast<int>(piece.color));
}

} // namespace

const QPixmap& PieceSprites::sprite(chess::Piece piece, qreal squareSize, qreal pixelRatio)
{
    if (squareSize != m_squareSize || pixelRatio != m_pixelRatio)
        draw(squareSize, pixelRatio);
    return m_sprites[indexOf(piece)];
}

void PieceSprites::draw(qreal squareSize, qreal pixelRatio)
{
    m_squareSize = squareSize;
    m_pixelRatio = pixelRatio;
    const int side = int(std::ceil(squareSize * pixelRatio));
    // What the pixels come from: a new version of Postmark or Qt, another size or screen draws anew. The font
    // is named, not its file: a system whose DejaVu Sans is replaced keeps the pieces drawn before until the
    // next version of Postmark (or until the cache folder is emptied).
    const QString key = u"Postmark %1, Qt %2, DejaVu Sans, square %3, pixel ratio %4"_s
                            .arg(QStringLiteral(POSTMARK_VERSION), QLatin1StringView(qVersion()))
                            .arg(squareSize, 0, 'f', 3)
                            .arg(pixelRatio, 0, 'f', 3);
    const SpriteCache cache(SpriteCache::defaultFolder());
    std::optional<QList<QImage>> images = cache.load(key, side, int(m_sprites.size()));
    if (!images) {
        images = drawn(squareSize, pixelRatio, side);
        // Kept once a run: the size of the first paint, the one the next start most likely opens at; a
        // board resized by dragging draws its sizes without writing a file for each.
        static bool storedThisRun = false;
        if (!storedThisRun)
            storedThisRun = cache.store(key, side, *images);
    }
    for (std::size_t index = 0; index < m_sprites.size(); ++index) {
        QImage& image = (*images)[qsizetype(index)];
        image.setDevicePixelRatio(pixelRatio);
        m_sprites[index] = QPixmap::fromImage(std::move(image));
    }
}

QList<QImage> PieceSprites::drawn(qreal squareSize, qreal pixelRatio, int side)
{
    QList<QImage> images(qsizetype(m_sprites.size()));
    QFont font(u"DejaVu Sans"_s);
    font.setPixelSize(int(squareSize * 0.82));
    const QFontMetricsF metrics(font);
    const QPointF centre(squareSize / 2, squareSize / 2);
    for (const chess::PieceType type : {chess::PieceType::Pawn,
             chess::PieceType::Knight,
             chess::PieceType::Bishop,
             chess::PieceType::Rook,
             chess::PieceType::Queen,
             chess::PieceType::King}) {
        const QString glyph(glyphOf(type));
        const QRectF bounds = metrics.tightBoundingRect(glyph);
        QPainterPath path;
        path.addText(centre - bounds.center(), font, glyph);
        for (const chess::Color color : {chess::Color::White, chess::Color::Black}) {
            QImage sprite(side, side, QImage::Format_ARGB32_Premultiplied);
            sprite.setDevicePixelRatio(pixelRatio);
            sprite.fill(Qt::transparent);
            QPainter painter(&sprite);
            painter.setRenderHint(QPainter::Antialiasing);
            const bool white = color == chess::Color::White;
            painter.setPen(
                QPen(white ? QColor(0x20, 0x20, 0x20) : QColor(0xF0, 0xF0, 0xF0, 90), squareSize * 0.03));
            painter.setBrush(white ? QColor(0xFA, 0xFA, 0xF5) : QColor(0x15, 0x15, 0x15));
            painter.drawPath(path);
            painter.end();
            images[qsizetype(indexOf({type, color}))] = std::move(sprite);
        }
    }
    return images;
}

} // namespace postmark::ui
