// SPDX-License-Identifier: GPL-3.0-or-later
// The board's pieces kept between runs (SpriteCache): a start that reads them shows exactly what drawing
// them shows; a cache file of another size, cut short, overwritten with rubbish or unreadable is never
// shown — the pieces are drawn again, and the board stays whole.
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QtTest>

#include "ui/board/piecesprites.h"
#include "ui/board/spritecache.h"

using namespace postmark;
using namespace Qt::StringLiterals;

namespace {

constexpr chess::Piece AllPieces[] = {{chess::PieceType::Pawn, chess::Color::White},
    {chess::PieceType::Knight, chess::Color::Black},
    {chess::PieceType::Bishop, chess::Color::White},
    {chess::PieceType::Rook, chess::Color::Black},
    {chess::PieceType::Queen, chess::Color::White},
    {chess::PieceType::King, chess::Color::Black},
    {chess::PieceType::King, chess::Color::White}};

QList<QImage> piecesAt(qreal squareSize)
{
    ui::PieceSprites sprites;
    QList<QImage> images;
    for (const chess::Piece piece : AllPieces)
        images.append(sprites.sprite(piece, squareSize, 1.0).toImage());
    return images;
}

QString cacheFile()
{
    return QDir(ui::SpriteCache::defaultFolder()).filePath(u"pieces.sprites"_s);
}

} // namespace

class TestPieceSprites : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QDir(ui::SpriteCache::defaultFolder()).removeRecursively(); }

    void piecesReadFromTheCacheAreThePiecesDrawn()
    {
        const QList<QImage> drawn = piecesAt(41.5);
        QVERIFY(QFile::exists(cacheFile())); // the first paint's size kept
        const QList<QImage> read = piecesAt(41.5);
        QCOMPARE(read.size(), drawn.size());
        for (qsizetype index = 0; index < drawn.size(); ++index) {
            QVERIFY(!drawn[index].isNull());
            QCOMPARE(read[index].convertToFormat(QImage::Format_ARGB32_Premultiplied),
                drawn[index].convertToFormat(QImage::Format_ARGB32_Premultiplied));
        }
        // Not every piece the same picture: the sprites are the pieces, in their places.
        QVERIFY(drawn[0] != drawn[1]);
        QVERIFY(drawn[5] != drawn[6]);
    }

    void aCacheFileOfAnotherSizeOrSpoiledIsNotShown_data()
    {
        QTest::addColumn<QByteArray>("spoil");
        QTest::newRow("cut short") << QByteArray("cut");
        QTest::newRow("rubbish of the same length") << QByteArray("rubbish");
        QTest::newRow("another size's file") << QByteArray("size");
    }

    void aCacheFileOfAnotherSizeOrSpoiledIsNotShown()
    {
        QFETCH(QByteArray, spoil);
        const ui::SpriteCache cache(ui::SpriteCache::defaultFolder());
        QImage red(40, 40, QImage::Format_ARGB32_Premultiplied);
        red.fill(Qt::red);
        QVERIFY(cache.store(u"key"_s, 40, QList<QImage>(12, red)));
        QVERIFY(cache.load(u"key"_s, 40, 12));
        QFile file(cacheFile());
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray bytes = file.readAll();
        if (spoil == "cut")
            bytes.chop(100);
        else if (spoil == "rubbish")
            bytes.fill('x');
        if (spoil != "size") {
            QVERIFY(file.resize(0));
            QVERIFY(file.seek(0));
            file.write(bytes);
        }
        file.close();
        QVERIFY(!cache.load(u"key"_s, spoil == "size" ? 41 : 40, 12));
        QVERIFY(!cache.load(u"another key"_s, 40, 12));
        // The board's own key is none of these: its pieces are drawn, not the red squares.
        const QImage pawn = piecesAt(40).first();
        QVERIFY(pawn.pixelColor(20, 2) != QColor(Qt::red));
        QCOMPARE(pawn.pixelColor(0, 0).alpha(), 0); // a corner of the square is transparent
    }

    void noCacheFolderStillDrawsThePieces()
    {
        const ui::SpriteCache nowhere{QString()};
        QVERIFY(!nowhere.store(u"key"_s, 4, {}));
        QVERIFY(!nowhere.load(u"key"_s, 4, 1));
        QFile blocker(ui::SpriteCache::defaultFolder()); // a file where the folder should be
        QVERIFY(QDir().mkpath(QFileInfo(blocker.fileName()).path()));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const QList<QImage> images = piecesAt(33);
        QCOMPARE(images.size(), qsizetype(std::size(AllPieces)));
        QVERIFY(!images.first().isNull());
        QVERIFY(QFile::remove(blocker.fileName()));
    }
};

QTEST_MAIN(TestPieceSprites)
#include "tst_piecesprites.moc"
