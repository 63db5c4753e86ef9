// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <utility>

#include <QUndoCommand>

namespace postmark::ui {

/// One edit of a judge's, undoable: what the edit changes (an event, its registers) as it was and as it
/// became. It is pushed after the edit was stored, so the stack never holds a refused change; undo and
/// redo put a whole state back through `restore`, which stores it in one transaction.
template<typename State>
class StoredEdit : public QUndoCommand
{
public:
    StoredEdit(const QString& text, State before, State after, std::function<void(const State&)> restore)
        : QUndoCommand(text)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_restore(std::move(restore))
    {}

    void undo() override
    {
        m_restore(m_before);
        m_applied = false;
    }

    void redo() override
    {
        if (m_applied)
            return; // QUndoStack::push redoes at once; the edit is stored already
        m_restore(m_after);
        m_applied = true;
    }

private:
    State m_before;
    State m_after;
    std::function<void(const State&)> m_restore;
    bool m_applied = true; ///< the edit is already stored when the command is pushed
};

} // namespace postmark::ui
