// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QBuffer>
#include <QFile>
#include <QList>

#include "core/pgn/pgnreader.h"

/// Every game a PgnReader returns from `device`.
inline QList<postmark::pgn::PgnGame> readAllGames(QIODevice& device)
{
    postmark::pgn::PgnReader reader(device);
    QList<postmark::pgn::PgnGame> games;
    postmark::pgn::PgnGame game;
    while (reader.readNext(game))
        games.append(game);
    return games;
}

inline QList<postmark::pgn::PgnGame> readAllGames(QByteArray text)
{
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    return readAllGames(buffer);
}

/// The games of a fixture in tests/data/pgn/.
inline QList<postmark::pgn::PgnGame> readFixture(const char* name)
{
    QFile file(QStringLiteral(POSTMARK_TEST_DATA_DIR "/pgn/") + QString::fromLatin1(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return readAllGames(file);
}
