// SPDX-License-Identifier: GPL-3.0-or-later
// What the tournament window's tests share (tests/ui/tst_tournamentwindow.cpp, tst_judgewindow.cpp): the
// five-player fixture's path and a table's row as one line of text.
#pragma once

#include <QAbstractItemModel>
#include <QStringList>

#include "tests/support/tournamentfixture.h"

namespace postmark::testing::tournamentwindow {

inline QString fixture()
{
    return testing::fivePlayerTournamentPath();
}

inline QString rowText(const QAbstractItemModel& model, int row)
{
    QStringList cells;
    for (int c = 0; c < model.columnCount(); ++c)
        cells.append(model.index(row, c).data().toString());
    return cells.join(u'|');
}

} // namespace postmark::testing::tournamentwindow
