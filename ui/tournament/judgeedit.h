// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QUndoCommand>

#include "core/tournament/judgeregisters.h"
#include "core/tournament/tournament.h"

namespace postmark::ui {

/// Everything a judge's edit can change: the results and withdrawals, and the registers.
struct JudgeState
{
    tournament::Tournament event;
    tournament::JudgeRegisters registers;
};

/// One of the judge's edits, undoable: the event and its registers as they were and as they became. It
/// is pushed after the edit was stored, so the stack never holds a refused change; undo and redo put a
/// whole state back through `restore`, which stores it in one transaction.
class JudgeEdit : public QUndoCommand
{
public:
    JudgeEdit(const QString& text,
        JudgeState before,
        JudgeState after,
        std::function<void(const JudgeState&)> restore);

    void undo() override;
    void redo() override;

private:
    JudgeState m_before;
    JudgeState m_after;
    std::function<void(const JudgeState&)> m_restore;
    bool m_applied = true; ///< the edit is already stored when the command is pushed
};

/// The registers to store so that the archive ends up holding `wanted`: a claim the archive no longer
/// holds (removed by an undo) is stored anew rather than updated.
tournament::JudgeRegisters registersToStore(
    const tournament::JudgeRegisters& wanted, const tournament::JudgeRegisters& stored);

} // namespace postmark::ui
