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

} // namespace postmark::ledger
