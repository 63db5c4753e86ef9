// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/editmenu.h"

#include <QAction>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// The translation context of the menu.
class EditMenu
{
    Q_DECLARE_TR_FUNCTIONS(EditMenu)
};

} // namespace

QMenu* addEditMenu(QMainWindow& window, QUndoStack& stack)
{
    QMenu* menu = window.menuBar()->addMenu(EditMenu::tr("&Edit"));
    QAction* undo = stack.createUndoAction(&window, EditMenu::tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(u"undo"_s);
    QAction* redo = stack.createRedoAction(&window, EditMenu::tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setObjectName(u"redo"_s);
    menu->addAction(undo);
    menu->addAction(redo);
    return menu;
}

} // namespace postmark::ui
