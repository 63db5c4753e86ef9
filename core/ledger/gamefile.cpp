// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/gamefile.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

const Card* GameFile::card(const QString& id) const
{
    for (const Card& each : cards) {
        if (each.id == id)
            return &each;
    }
    return nullptr;
}

QString colorName(Color color)
{
    return color == Color::White ? u"white"_s : u"black"_s;
}

MessageCode colorWord(Color color)
{
    return color == Color::White ? MessageCode::White : MessageCode::Black;
}

const QStringList& resultScores()
{
    static const QStringList scores{u"1-0"_s, u"0-1"_s, u"1/2-1/2"_s, u"0-0"_s};
    return scores;
}

const QList<ResultHow>& gameFileHows()
{
    static const QList<ResultHow> hows{ResultHow::Mate,
        ResultHow::Resignation,
        ResultHow::DrawAgreed,
        ResultHow::DrawClaimed,
        ResultHow::TimeForfeit,
        ResultHow::Adjudicated,
        ResultHow::WithdrawalLoss,
        ResultHow::InactivityLoss};
    return hows;
}

const QStringList& resultHows()
{
    static const QStringList hows = [] {
        QStringList names;
        for (const ResultHow how : gameFileHows())
            names.append(resultHowName(how));
        return names;
    }();
    return hows;
}

QString resultHowName(ResultHow how)
{
    switch (how) {
    case ResultHow::Mate:
        return u"mate"_s;
    case ResultHow::Resignation:
        return u"resignation"_s;
    case ResultHow::DrawAgreed:
        return u"draw_agreed"_s;
    case ResultHow::DrawClaimed:
        return u"draw_claimed"_s;
    case ResultHow::TimeForfeit:
        return u"time_forfeit"_s;
    case ResultHow::Adjudicated:
        return u"adjudicated"_s;
    case ResultHow::WithdrawalLoss:
        return u"withdrawal"_s;
    case ResultHow::InactivityLoss:
        return u"inactivity"_s;
    case ResultHow::Played:
    case ResultHow::NoRecord:
        break;
    }
    return {};
}

std::optional<ResultHow> resultHowFromName(const QString& name)
{
    for (const ResultHow how : gameFileHows()) {
        if (!name.isEmpty() && resultHowName(how) == name)
            return how;
    }
    return std::nullopt;
}

} // namespace postmark::ledger
