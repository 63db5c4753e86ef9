// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/welcomepanel.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

WelcomePanel::WelcomePanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(u"welcome"_s);
    auto* heading = panelHeading(tr("This archive holds no game yet."));
    auto* text =
        new QLabel(tr("Start a game whose first card you are writing, import the games you play (game "
                      "files, PGN, or the judge's start list with your pairings), or look around in "
                      "the demo: a postal player's games in every state and a judge's Cup semifinal."));
    text->setWordWrap(true);
    auto* newGame = namedButton(tr("&New game…"), u"welcomeNewGame"_s);
    auto* import = namedButton(tr("&Import games…"), u"welcomeImport"_s);
    m_demo = namedButton(tr("Open the &demo"), u"welcomeDemo"_s);
    connect(newGame, &QPushButton::clicked, this, &WelcomePanel::newGameRequested);
    connect(import, &QPushButton::clicked, this, &WelcomePanel::importRequested);
    connect(m_demo, &QPushButton::clicked, this, &WelcomePanel::demoRequested);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(text);
    for (QPushButton* button : {newGame, import, m_demo})
        layout->addWidget(button, 0, Qt::AlignLeft);
    layout->addStretch();
    setDemoOffered(false);
}

void WelcomePanel::setDemoOffered(bool offered)
{
    m_demo->setVisible(offered);
}

} // namespace postmark::ui
