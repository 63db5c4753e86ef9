// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QString>
#include <QtTest>

/// The real PGN collections in ../shared/data/pgn (read in place, never copied into the project).
inline QString sharedPgn(const char* name)
{
    return QStringLiteral(POSTMARK_SHARED_DIR "/data/pgn/") + QString::fromLatin1(name);
}
