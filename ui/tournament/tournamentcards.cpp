// SPDX-License-Identifier: GPL-3.0-or-later
// The judge reads a game's cards: from the Games tab, the archive's game file of a pairing; from the Claims
// tab, the claimant's file enclosed with a claim (II.6.2) — the cards its calculation names.
#include <QMessageBox>
#include <QStatusBar>

#include "core/tournament/claimsregister.h"
#include "core/tournament/eventgames.h"
#include "ui/tournament/claimspanel.h"
#include "ui/tournament/gamecardswindow.h"
#include "ui/tournament/judgedesk.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

void openCards(
    QWidget* parent, const QString& title, const QString& about, const ledger::GameFile& game, QDate asOf)
{
    // Beside the judge's window, not over it: the crosstable or the claim stays in reach while reading.
    auto* window = new GameCardsWindow(title, about, game, asOf, parent);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setModal(false);
    window->show();
}

} // namespace

void TournamentWindow::showGameCards(int game)
{
    const tournament::Tournament& event = m_desk->event();
    if (game < 0 || game >= event.games.size()) {
        statusBar()->showMessage(tr("Choose a game in the list first."));
        return;
    }
    const QString title = tr("Game %1, %2").arg(game + 1).arg(gameNamed(game));
    const ledger::GameFile* file = tournament::gameFileOf(event, event.games[game], m_gameFiles);
    if (!file) {
        QMessageBox::information(this,
            title,
            tr("The archive holds no cards of game %1 (%2). A player's game file comes in with File ▸ Import "
               "games in the main window, or with a claim as its evidence (the Claims tab opens that one).")
                .arg(game + 1)
                .arg(gameNamed(game)));
        return;
    }
    openCards(this,
        title,
        tr("As the archive's game file says, counted as of %1. Read-only: the players log their cards on "
           "their own desks.")
            .arg(shownDate(m_asOf)),
        *file,
        m_asOf);
}

void TournamentWindow::showClaimCards(int row)
{
    const tournament::JudgeRegisters registers = knownRegisters();
    const QList<tournament::JudgeClaim>& claims = registers.claims;
    if (row < 0 || row >= claims.size()) {
        statusBar()->showMessage(tr("Choose a claim in the register first."));
        return;
    }
    const tournament::JudgeClaim& claim = claims[row];
    if (claim.evidence.cards.isEmpty()) {
        statusBar()->showMessage(
            tr("The claim holds no cards: load the claimant's game file in Decide or edit."));
        return;
    }
    // Counted as of the claim's sending, as its calculation is: the claimant's clock stopped there (II.6.6).
    const QDate sent = claim.sent.isValid() ? claim.sent : m_asOf;
    openCards(this,
        tr("Game %1, %2: the claimant's cards").arg(claim.game + 1).arg(gameNamed(claim.game)),
        tr("The game file enclosed with the claim, counted as of the claim's sending, %1, as its calculation "
           "is. Read-only.")
            .arg(shownDate(sent)),
        tournament::claimEvidence(m_desk->event(), claim), // with the claim in it: suspended (II.6.6)
        sent);
}

} // namespace postmark::ui
