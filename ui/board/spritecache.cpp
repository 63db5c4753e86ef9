// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/spritecache.h"

#include <cstring>

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

// The file: this magic line, the key on a line of its own, then the images' pixels one after another, each
// side × side × 4 bytes of premultiplied ARGB in the machine's byte order (the cache never leaves it).
constexpr QByteArrayView Magic = "postmark sprites 1\n";
constexpr QImage::Format PixelFormat = QImage::Format_ARGB32_Premultiplied;

qsizetype imageBytes(int side)
{
    return qsizetype(side) * side * 4;
}

} // namespace

SpriteCache::SpriteCache(QString folder)
    : m_path(folder.isEmpty() ? QString() : QDir(folder).filePath(u"pieces.sprites"_s))
{}

QString SpriteCache::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
}

std::optional<QList<QImage>> SpriteCache::load(const QString& key, int side, int count) const
{
    if (m_path.isEmpty() || side <= 0 || side > 4096 || count <= 0)
        return std::nullopt;
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray head = Magic.toByteArray() + key.toUtf8() + '\n';
    const qsizetype expected = head.size() + imageBytes(side) * count;
    if (file.size() != expected)
        return std::nullopt;
    const QByteArray bytes = file.readAll();
    if (bytes.size() != expected || !bytes.startsWith(head))
        return std::nullopt;
    QList<QImage> images;
    images.reserve(count);
    const char* pixels = bytes.constData() + head.size();
    for (int index = 0; index < count; ++index) {
        QImage image(side, side, PixelFormat);
        if (image.isNull() || image.bytesPerLine() != side * 4)
            return std::nullopt;
        std::memcpy(image.bits(), pixels + imageBytes(side) * index, std::size_t(imageBytes(side)));
        images.append(std::move(image));
    }
    return images;
}

bool SpriteCache::store(const QString& key, int side, const QList<QImage>& images) const
{
    if (m_path.isEmpty() || !QDir().mkpath(QFileInfo(m_path).path()))
        return false;
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(Magic.data(), Magic.size());
    file.write(key.toUtf8() + '\n');
    for (const QImage& each : images) {
        const QImage image = each.format() == PixelFormat ? each : each.convertToFormat(PixelFormat);
        if (image.width() != side || image.height() != side || image.bytesPerLine() != side * 4) {
            file.cancelWriting();
            return false;
        }
        file.write(reinterpret_cast<const char*>(image.constBits()), imageBytes(side));
    }
    return file.commit();
}

} // namespace postmark::ui
