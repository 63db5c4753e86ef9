// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMainWindow;
class QMenu;
class QUndoStack;

namespace postmark::ui {

/// Adds Edit ▸ Undo and Redo for `stack` to the window's menu bar, with the usual shortcuts; the actions
/// are named "undo" and "redo" and say what they undo.
QMenu* addEditMenu(QMainWindow& window, QUndoStack& stack);

} // namespace postmark::ui
