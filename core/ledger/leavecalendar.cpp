// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/leavecalendar.h"

#include <algorithm>
#include <limits>
#include <utility>

#include <QVarLengthArray>

#include "core/rules/clauses.h"
#include "core/support/isodate.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

LeaveCalendar::LeaveCalendar(const QList<Leave>& leaves, const rules::RuleSet& rules)
{
    const int daysPerYear = rules.leaveDaysPerYear;
    // Every ledger makes a calendar, and few leaves are late or past the cap: the clauses are written only
    // for a warning.
    const auto noticeClause = [&rules] {
        return rules::clause(rules, rules::Rule::LeaveNoticeLate);
    };
    for (Color player : {Color::White, Color::Black}) {
        struct Candidate
        {
            QDate from;
            QDate to;
            int index;
        };
        std::vector<Candidate> candidates;
        for (int index = 0; index < leaves.size(); ++index) {
            const Leave& leave = leaves[index];
            if (leave.player != player)
                continue;
            QDate from = leave.from;
            if (!leave.noticeSent) {
                m_warnings.append({noticeClause(),
                    say(MessageCode::LeaveWithoutNoticeDate, index + 1, leave.from, leave.to)});
            } else if (*leave.noticeSent > leave.from) {
                from = *leave.noticeSent;
                m_warnings.append({noticeClause(),
                    say(MessageCode::LeaveNoticeAfterStart,
                        index + 1,
                        leave.from,
                        leave.to,
                        *leave.noticeSent)});
            }
            if (from <= leave.to)
                candidates.push_back({from, leave.to, index});
        }
        std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
            return a.from < b.from;
        });

        // The days granted in each calendar year: a game spans a year or two, so a short list searched from
        // its end, kept inline (a map allocated a node for each year of each player of every ledger).
        QVarLengthArray<std::pair<int, int>, 4> usedPerYear;
        const auto usedIn = [&usedPerYear](int year) -> int& {
            for (auto it = usedPerYear.rbegin(); it != usedPerYear.rend(); ++it) {
                if (it->first == year)
                    return it->second;
            }
            usedPerYear.append({year, 0});
            return usedPerYear.back().second;
        };
        std::vector<Span>& spans = m_granted[static_cast<int>(player)];
        qint64 lastGranted = std::numeric_limits<qint64>::min();
        for (const Candidate& candidate : candidates) {
            int refused = 0;
            // Walk the leave by Julian day numbers; the calendar year is looked up only when it changes.
            int year = candidate.from.year();
            qint64 nextYearStart = QDate(year + 1, 1, 1).toJulianDay();
            const qint64 last = candidate.to.toJulianDay();
            for (qint64 julian = candidate.from.toJulianDay(); julian <= last; ++julian) {
                if (julian >= nextYearStart) {
                    ++year;
                    nextYearStart = QDate(year + 1, 1, 1).toJulianDay();
                }
                if (julian <= lastGranted)
                    continue; // overlapping leaves: a day is granted once
                int& used = usedIn(year);
                if (used >= daysPerYear) {
                    ++refused;
                    continue;
                }
                ++used;
                lastGranted = julian;
                if (!spans.empty() && spans.back().last + 1 == julian
                    && spans.back().leaveIndex == candidate.index)
                    spans.back().last = julian;
                else
                    spans.push_back({julian, julian, candidate.index});
            }
            if (refused)
                m_warnings.append({rules::clause(rules, rules::Rule::LeaveCap),
                    say(MessageCode::LeavePastYearlyCap,
                        refused,
                        candidate.index + 1,
                        leaves[candidate.index].from,
                        candidate.to,
                        daysPerYear)});
        }
    }
}

int LeaveCalendar::leaveDaysBetween(Color player, const QDate& after, const QDate& upTo) const
{
    const qint64 first = after.toJulianDay() + 1;
    const qint64 last = upTo.toJulianDay();
    int days = 0;
    for (const Span& span : m_granted[static_cast<int>(player)]) {
        const qint64 overlapFirst = std::max(first, span.first);
        const qint64 overlapLast = std::min(last, span.last);
        if (overlapFirst <= overlapLast)
            days += static_cast<int>(overlapLast - overlapFirst + 1);
    }
    return days;
}

bool LeaveCalendar::isOnLeave(Color player, const QDate& day) const
{
    const qint64 julian = day.toJulianDay();
    for (const Span& span : m_granted[static_cast<int>(player)]) {
        if (span.first <= julian && julian <= span.last)
            return true;
    }
    return false;
}

} // namespace postmark::ledger
