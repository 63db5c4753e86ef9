// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/judgeedit.h"

#include <QSet>

namespace postmark::ui {

JudgeEdit::JudgeEdit(
    const QString& text, JudgeState before, JudgeState after, std::function<void(const JudgeState&)> restore)
    : QUndoCommand(text)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_restore(std::move(restore))
{}

void JudgeEdit::undo()
{
    m_restore(m_before);
    m_applied = false;
}

void JudgeEdit::redo()
{
    if (m_applied)
        return; // QUndoStack::push redoes at once; the edit is stored already
    m_restore(m_after);
    m_applied = true;
}

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
