// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/gamestatus.h"

namespace postmark::ledger {

GameStatus gameStatus(const Ledger& ledger, std::optional<Color> owner)
{
    if (ledger.finished)
        return GameStatus::Finished;
    if (ledger.suspended)
        return GameStatus::Suspended;
    if (ledger.overstep)
        return GameStatus::Overstep;
    if (ledger.running && ledger.running->waitingForPost)
        return GameStatus::WaitingForPost;
    if (owner && ledger.toMove == *owner && ledger.running && ledger.running->mustRegister)
        return GameStatus::TimeTrouble;
    return GameStatus::ToMove;
}

} // namespace postmark::ledger
