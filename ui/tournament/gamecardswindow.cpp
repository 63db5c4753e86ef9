// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/gamecardswindow.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QToolBar>
#include <QVBoxLayout>

#include "core/ledger/ledgerof.h"
#include "ui/game/gameview.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

GameCardsWindow::GameCardsWindow(
    const QString& title, const QString& about, const ledger::GameFile& game, QDate asOf, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(u"gameCardsWindow"_s);
    setWindowTitle(tr("%1 — cards and time").arg(title));
    auto* layout = new QVBoxLayout(this);
    // The game named first, in bold: the judge may have several open beside the crosstable.
    auto* heading = new QLabel(u"<b>%1</b><br>%2"_s.arg(title.toHtmlEscaped(), about.toHtmlEscaped()));
    heading->setObjectName(u"gameCardsHeading"_s);
    heading->setWordWrap(true);
    layout->addWidget(heading);
    // Counted as of the day the heading says, exactly: a claim's cards as of its sending, as its
    // calculation is, even where the file was written later.
    const ledger::LedgerResult computed = ledger::ledgerOf(game, asOf);
    if (!computed.ledger) {
        // A file the ledger cannot count is shown as the reason, naming the card and the field.
        auto* problem = problemLabel();
        problem->setText(text::problemText(computed.problems.value(0)));
        layout->addWidget(problem);
    } else {
        DeskGames::fill(m_shown, game, *computed.ledger);
        m_view = new GameView;
        m_view->setObjectName(u"gameCardsView"_s);
        m_view->setReadOnly(true);
        m_view->gameChooser()->hide(); // one game: named above
        // The moves stepped through as on the desk: Start, Back, Forward, End, Flip, and the notation.
        auto* toolbar = new QToolBar;
        toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        toolbar->addActions(m_view->navigationActions());
        toolbar->addSeparator();
        toolbar->addWidget(new QLabel(tr("Notation: ")));
        toolbar->addWidget(m_view->notationChooser());
        layout->addWidget(toolbar);
        m_view->showGame(&m_shown, asOf);
        m_view->selectCard(int(game.cards.size()) - 1);
        layout->addWidget(m_view, 1);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(1240, 700);
}

} // namespace postmark::ui
