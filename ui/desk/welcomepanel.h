// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QPushButton;

namespace postmark::ui {

/// What the desk shows for an archive with no game yet: the ways forward, instead of an empty list — a new
/// game, the player's games imported (game files, PGN, a judge's start list), or the demo to look around.
class WelcomePanel : public QWidget
{
    Q_OBJECT

public:
    explicit WelcomePanel(QWidget* parent = nullptr);

    /// The demo is offered only where the program can fill the archive with it.
    void setDemoOffered(bool offered);

Q_SIGNALS:
    void newGameRequested();
    void importRequested();
    void demoRequested();

private:
    QPushButton* m_demo = nullptr;
};

} // namespace postmark::ui
