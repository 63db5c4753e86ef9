// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtTest>

#include "core/chess/move.h"

namespace QTest {
// Readable moves in QCOMPARE failures: "e7e8=4" (the promotion as its PieceType number).
template<>
inline char* toString(const postmark::chess::Move& move)
{
    char text[8] = {char('a' + (move.from & 7)),
        char('1' + (move.from >> 3)),
        char('a' + (move.to & 7)),
        char('1' + (move.to >> 3)),
        move.promotion ? '=' : '\0',
        move.promotion ? char('0' + int(*move.promotion)) : '\0',
        '\0',
        '\0'};
    return qstrdup(text);
}
} // namespace QTest
