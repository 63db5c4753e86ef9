// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QStringList>

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

/// `game` as a PGN of moves alone imports it: every card but those of `kept` without a date of any kind (no
/// written date, postmark, receipt, day received or stated receipt).
inline ledger::GameFile withoutDates(ledger::GameFile game, const QStringList& kept = {})
{
    for (ledger::Card& card : game.cards) {
        if (kept.contains(card.id))
            continue;
        card.senderDate.reset();
        card.departurePostmarks.clear();
        card.arrivalPostmarks.clear();
        card.received.reset();
        card.receipt.reset();
        card.registered = false;
        card.statesReceived.reset();
    }
    return game;
}

} // namespace postmark::testing
