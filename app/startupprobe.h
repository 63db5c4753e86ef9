// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace postmark::app {

/// For the start-up benchmark (bench/startupbench.cpp), which times the real program from outside: with
/// POSTMARK_STARTUP_PROBE set, the program prints "painted" on standard output at its window's first
/// paint (as it begins), "listed" once the archive's games are in the window and painted (the paint
/// done), and "computed" once every
/// game is read and computed (the agenda of all), then quits; set to "listed", it quits once the games are
/// listed (to profile the start-up alone). Unset (as for every user), it does nothing.
class StartupProbe
{
public:
    static bool isOn();
    /// Watches `window` for its first paint.
    static void watch(QWidget& window);
    /// The games are listed: paints the window at once and says so.
    static void listed(QWidget& window);
    /// The games were listed before `window` was shown: says so once its first paint is done.
    static void listedAtFirstPaint(QWidget& window);
    /// Every game computed: says so and quits.
    static void computed();
};

} // namespace postmark::app
