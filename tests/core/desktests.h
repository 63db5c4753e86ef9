// SPDX-License-Identifier: GPL-3.0-or-later
// What the desk's core tests share (tests/core/tst_desk.cpp, tst_desklife.cpp): Black's file of worked
// example 1 before White's card w2 arrives, and that card as it reached Black.
#pragma once

#include <optional>

#include <QDate>
#include <QMetaType>

#include "core/desk/cardentry.h"
#include "core/ledger/gamefile.h"
#include "tests/support/gamefixtures.h"

Q_DECLARE_METATYPE(std::optional<QDate>)

namespace postmark::testing::desktests {

using namespace Qt::StringLiterals;
using namespace postmark::desk;

/// Black's (Melnyk's) file of worked example 1 before White's card w2 (1.d4 Кf6 2.c4) arrives.
inline ledger::GameFile blacksFileBeforeW2()
{
    ledger::GameFile game = testing::exampleGameFile(u"example1_dates.game.json"_s);
    game.cards.removeLast();
    return game;
}

/// White's card w2 as it reached Black on 2018-02-06.
inline ReceivedCard w2AsReceived()
{
    ReceivedCard card;
    card.move = u"c2-c4"_s;
    card.repetition = u"Кg8-f6"_s;
    card.senderDate = QDate(2018, 2, 2);
    card.received = QDate(2018, 2, 6);
    return card;
}

} // namespace postmark::testing::desktests
