// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <vector>

#include <QDate>
#include <QList>

#include "core/ledger/explanation.h"
#include "core/ledger/gamefile.h"
#include "core/rules/ruleset.h"

namespace postmark::ledger {

/// The leave days granted to each player (II.7): a leave counts from its start, or from its notice's send
/// date when the notice went later (II.7.6); leave is granted in date order up to the yearly cap, a leave
/// crossing 31 December split between the years (II.7.1). Days past the cap are not granted.
class LeaveCalendar
{
public:
    LeaveCalendar(const QList<Leave>& leaves, const rules::RuleSet& rules);

    /// Granted leave days of `player` in the days d with after < d <= upTo.
    int leaveDaysBetween(Color player, const QDate& after, const QDate& upTo) const;
    bool isOnLeave(Color player, const QDate& day) const;
    /// Why some leave was not (fully) granted, one entry per leave concerned.
    const QList<Explanation>& warnings() const { return m_warnings; }

    struct Span
    {
        qint64 first; ///< Julian day numbers, both included
        qint64 last;
        int leaveIndex;
    };
    const std::vector<Span>& granted(Color player) const { return m_granted[static_cast<int>(player)]; }

private:
    std::array<std::vector<Span>, 2> m_granted; ///< sorted, not overlapping
    QList<Explanation> m_warnings;
};

} // namespace postmark::ledger
