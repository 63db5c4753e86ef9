// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

namespace postmark::ui {

/// The four steps through a game's moves.
enum class MoveStep
{
    Start,
    Back,
    Forward,
    End
};

/// The icon of a step, drawn as it is painted (a triangle, and a bar at either end) in the palette's text
/// colour, sharp at any size. Not the desktop theme's media icons: looking the theme up cost a quarter of
/// building the main window, before anything is shown.
QIcon moveStepIcon(MoveStep step);

} // namespace postmark::ui
