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

const QStringList& resultHows()
{
    static const QStringList hows{u"mate"_s,
        u"resignation"_s,
        u"draw_agreed"_s,
        u"draw_claimed"_s,
        u"time_forfeit"_s,
        u"adjudicated"_s,
        u"withdrawal"_s,
        u"inactivity"_s};
    return hows;
}

} // namespace postmark::ledger
