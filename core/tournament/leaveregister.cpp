// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/leaveregister.h"

#include <algorithm>

#include <QMap>
#include <QSet>

#include "core/ledger/ledger.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

LeaveRegister leaveRegister(const QList<ledger::GameFile>& games, int daysPerYear)
{
    LeaveRegister result;
    QMap<std::pair<QString, QString>, QSet<qint64>> daysOnLeave; // (player, event) → Julian days
    for (const ledger::GameFile& game : games) {
        const QString label = game.white.name + u" – "_s + game.black.name;
        const Result<rules::RuleSet> rules = ledger::rulesOf(game);
        const QString event = rules && rules->leavePerTournament
            ? (game.event.index.isEmpty() ? game.event.name : game.event.index)
            : QString();
        for (const ledger::Leave& leave : game.leaves) {
            const QString player = game.player(leave.player).name;
            auto same =
                std::find_if(result.leaves.begin(), result.leaves.end(), [&](const RegisteredLeave& known) {
                    return known.player == player && known.event == event && known.from == leave.from
                        && known.to == leave.to;
                });
            if (same == result.leaves.end()) {
                result.leaves.append(
                    RegisteredLeave{player, leave.from, leave.to, leave.noticeSent, {label}, event});
            } else {
                same->games.append(label);
                if (leave.noticeSent && (!same->noticeSent || *leave.noticeSent < *same->noticeSent))
                    same->noticeSent = leave.noticeSent;
            }
        }
    }
    for (const RegisteredLeave& leave : std::as_const(result.leaves)) {
        // II.7.6: a notice sent after the leave began makes it count from the notice's send date.
        const QDate first =
            leave.noticeSent && *leave.noticeSent > leave.from ? *leave.noticeSent : leave.from;
        for (qint64 day = first.toJulianDay(); day <= leave.to.toJulianDay(); ++day)
            daysOnLeave[{leave.player, leave.event}].insert(day);
    }
    std::sort(
        result.leaves.begin(), result.leaves.end(), [](const RegisteredLeave& a, const RegisteredLeave& b) {
            return a.player != b.player ? a.player < b.player : a.from < b.from;
        });
    for (auto it = daysOnLeave.cbegin(); it != daysOnLeave.cend(); ++it) {
        QMap<int, int> perYear;
        for (qint64 day : it.value())
            ++perYear[QDate::fromJulianDay(day).year()];
        for (auto year = perYear.cbegin(); year != perYear.cend(); ++year)
            result.years.append(
                LeaveYear{it.key().first, it.key().second, year.key(), year.value(), daysPerYear});
    }
    return result;
}

} // namespace postmark::tournament
