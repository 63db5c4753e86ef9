// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QImage>
#include <QList>
#include <QString>

namespace postmark::ui {

/// Square images drawn once and kept between runs, in the user's cache folder: the board's twelve pieces
/// take some 13 million instructions to draw (a fifth of the window's first paint, issue 18), and the
/// board opens at the same size from one start to the next. A file is one set of images under a key that
/// names everything they were drawn from; a file of another key, cut short or not ours is not read, and
/// the images are drawn again. Nothing here is the only copy of anything: any failure is a redraw.
class SpriteCache
{
public:
    /// The cache in `folder` (default: the user's cache folder); an empty folder keeps nothing.
    explicit SpriteCache(QString folder);

    /// `count` images of `side` × `side` pixels stored under `key`, or nullopt.
    std::optional<QList<QImage>> load(const QString& key, int side, int count) const;

    /// Keeps `images` (all `side` × `side`) under `key`, replacing what the file held: written whole or not
    /// at all. Returns whether it was written.
    bool store(const QString& key, int side, const QList<QImage>& images) const;

    /// The user's cache folder for Postmark.
    static QString defaultFolder();

private:
    QString m_path;
};

} // namespace postmark::ui
