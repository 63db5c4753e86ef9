// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/judgeedit.h"

#include <QSet>

namespace postmark::ui {

tournament::JudgeRegisters registersToStore(
    const tournament::JudgeRegisters& wanted, const tournament::JudgeRegisters& stored)
{
    QSet<qint64> held;
    for (const tournament::JudgeClaim& claim : stored.claims)
        held.insert(claim.id);
    tournament::JudgeRegisters result = wanted;
    for (tournament::JudgeClaim& claim : result.claims) {
        if (!held.contains(claim.id))
            claim.id = 0;
    }
    return result;
}

} // namespace postmark::ui
