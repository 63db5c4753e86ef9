// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/tournamentdates.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

ledger::InputProblems datesNotYetCome(const Tournament& event, const QDate& today)
{
    ledger::InputProblems problems;
    const auto check = [&](const Message& where, const QString& key, const std::optional<QDate>& date) {
        if (date && date->isValid() && *date > today)
            problems.append({where, key, say(MessageCode::DateAfterToday, *date, today)});
    };
    for (qsizetype i = 0; i < event.games.size(); ++i) {
        const Message where = say(MessageCode::WhereGameNumber, int(i + 1));
        check(where, u"reported_on"_s, event.games[i].reportedOn);
        check(where, u"record_received"_s, event.games[i].recordReceived);
    }
    for (qsizetype i = 0; i < event.withdrawals.size(); ++i)
        check(say(MessageCode::WhereWithdrawalNumber, int(i + 1)), u"date"_s, event.withdrawals[i].date);
    return problems;
}

} // namespace postmark::tournament
