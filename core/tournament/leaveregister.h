// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QList>
#include <QStringList>

#include "core/ledger/gamefile.h"

namespace postmark::tournament {

/// One leave of a player as announced in one or more games (the same dates announced to several
/// partners is one leave).
struct RegisteredLeave
{
    QString player;
    QDate from;
    QDate to;
    std::optional<QDate> noticeSent; ///< the earliest notice among the games
    QStringList games; ///< "White – Black" of each game it was announced in
};

/// A player's leave days in one calendar year, all games together (II.7.1).
struct LeaveYear
{
    QString player;
    int year = 0;
    int days = 0; ///< distinct days on leave, counted from the notice when it went late (II.7.6)
    int cap = 45;
    bool overCap() const { return days > cap; }
};

struct LeaveRegister
{
    QList<RegisteredLeave> leaves; ///< by player, then date
    QList<LeaveYear> years; ///< by player, then year
};

/// Every player's leaves across the games of an event and the yearly cap checked across all of them:
/// a day on leave in two games counts once; a leave crossing 31 December is split between the years;
/// a leave whose notice went after it began counts from the notice's send date (II.7.6).
LeaveRegister leaveRegister(const QList<ledger::GameFile>& games, int daysPerYear);

} // namespace postmark::tournament
