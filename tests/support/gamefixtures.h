// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>

#include "core/ledger/gamefilereader.h"

namespace postmark::testing {

namespace detail {
inline ledger::GameFile readGameFixture(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing the game file %s", qPrintable(path));
    const ledger::GameFileReading reading = ledger::readGameFile(file.readAll());
    if (!reading.game)
        qFatal("the game file %s is not valid", qPrintable(path));
    return *reading.game;
}
} // namespace detail

/// A game file of tests/data/games.
inline ledger::GameFile testGameFile(const QString& name)
{
    return detail::readGameFixture(QStringLiteral(POSTMARK_TEST_DATA_DIR "/games/") + name);
}

/// A worked example of ../shared/spec/examples.
inline ledger::GameFile exampleGameFile(const QString& name)
{
    return detail::readGameFixture(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/") + name);
}

} // namespace postmark::testing
