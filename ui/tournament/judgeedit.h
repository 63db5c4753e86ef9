// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/judgeregisters.h"
#include "core/tournament/tournament.h"
#include "ui/widgets/storededit.h"

namespace postmark::ui {

/// Everything a judge's edit can change: the results and withdrawals, and the registers.
struct JudgeState
{
    tournament::Tournament event;
    tournament::JudgeRegisters registers;
};

/// One of the judge's edits of a tournament, undoable (StoredEdit).
using JudgeEdit = StoredEdit<JudgeState>;

/// The registers to store so that the archive ends up holding `wanted`: a claim the archive no longer
/// holds (removed by an undo) is stored anew rather than updated.
tournament::JudgeRegisters registersToStore(
    const tournament::JudgeRegisters& wanted, const tournament::JudgeRegisters& stored);

} // namespace postmark::ui
