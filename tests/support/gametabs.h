// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTabBar>
#include <QTabWidget>
#include <QTest>

namespace postmark::testing {

/// Brings one of the game view's tabs forward as a click on its name does ("cardsPage", "timePage",
/// "deadlinesPage": their content is built only then; "analysisTab").
inline bool openGameTab(QWidget& window, const QString& page)
{
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("gameTabs"));
    if (!tabs)
        return false;
    const int index = tabs->indexOf(tabs->findChild<QWidget*>(page));
    if (index < 0)
        return false;
    QTabBar* bar = tabs->tabBar();
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(index).center());
    return tabs->currentIndex() == index;
}

} // namespace postmark::testing
