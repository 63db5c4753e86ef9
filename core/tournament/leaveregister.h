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
    QString event; ///< the event whose cap it counts against; empty: all of the player's games (II.7.1)
};

/// A player's leave days in one calendar year: all games together by post and e-mail («у всіх партіях
/// одночасно», II.7.1, III.7.1), one tournament's games on a server («в турнірі», V.6.1).
struct LeaveYear
{
    QString player;
    QString event; ///< the tournament counted on its own (server play); empty: all games together
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

/// Every player's leaves across the games given and the yearly cap checked across them — or, for games
/// whose rules count leave per tournament (V.6.1), across that tournament's games only:
/// a day on leave in two games counts once; a leave crossing 31 December is split between the years;
/// a leave whose notice went after it began counts from the notice's send date (II.7.6).
LeaveRegister leaveRegister(const QList<ledger::GameFile>& games, int daysPerYear);

} // namespace postmark::tournament
