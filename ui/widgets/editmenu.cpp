// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/editmenu.h"

#include <QAction>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// The translation context of the menu.
class EditMenu
{
    Q_DECLARE_TR_FUNCTIONS(EditMenu)
};

/// `step` (the stack's undo or redo) run by `action`, and then said in the window's status bar — unless the
/// step said something itself there (a write refused says why, and that stays).
void sayWhatWasDone(QMainWindow& window, QUndoStack& stack, QAction& action, bool undoing)
{
    QObject::disconnect(&action, nullptr, &stack, nullptr); // the stack's own connection: run here instead
    QObject::connect(&action, &QAction::triggered, &window, [&window, &stack, undoing] {
        const QString saidBefore = window.statusBar()->currentMessage();
        const int before = stack.index();
        undoing ? stack.undo() : stack.redo();
        if (stack.index() == before || window.statusBar()->currentMessage() != saidBefore)
            return;
        const QUndoCommand* done = stack.command(undoing ? stack.index() : stack.index() - 1);
        window.statusBar()->showMessage(
            (undoing ? EditMenu::tr("Undone: %1") : EditMenu::tr("Redone: %1")).arg(done->text()), 8000);
    });
}

} // namespace

QMenu* addEditMenu(QMainWindow& window, QUndoStack& stack)
{
    QMenu* menu = window.menuBar()->addMenu(EditMenu::tr("&Edit"));
    QAction* undo = stack.createUndoAction(&window, EditMenu::tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(u"undo"_s);
    sayWhatWasDone(window, stack, *undo, true);
    QAction* redo = stack.createRedoAction(&window, EditMenu::tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setObjectName(u"redo"_s);
    sayWhatWasDone(window, stack, *redo, false);
    menu->addAction(undo);
    menu->addAction(redo);
    return menu;
}

} // namespace postmark::ui
