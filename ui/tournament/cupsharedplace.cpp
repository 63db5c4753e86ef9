// SPDX-License-Identifier: GPL-3.0-or-later
// The Cup window's Decide the shared place…: a final's place still shared after every tie-break (the
// regulation's last one, the game between the tied players, drawn) is the judge's to give, to one of the
// players sharing it, on a ground he states (lots drawn, the regulation's point); the others take the places
// after it, and the entry list follows.
#include <QInputDialog>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>

#include "core/tournament/cup.h"
#include "core/tournament/cupfinal.h"
#include "ui/tournament/cupwindow.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

QStringList CupWindow::sharingThePlace(int entrant) const
{
    if (entrant < 0 || entrant >= m_overview.final.entrants.size())
        return {};
    const tournament::FinalEntrant& who = m_overview.final.entrants[entrant];
    const tournament::CupGroupState* group = tournament::groupOf(m_overview, who);
    if (!who.sharedPlace || !group)
        return {};
    return tournament::tiedForPlace(group->places, m_editor.cup().decisions, who.place);
}

QString CupWindow::notToDecide(int entrant) const
{
    if (entrant < 0 || entrant >= m_overview.final.entrants.size())
        return tr("That place is not shared: there is nothing to decide.");
    const tournament::FinalEntrant& who = m_overview.final.entrants[entrant];
    // A group still playing has today's places: a tie decided now could be another tie when it finishes.
    if (who.sharedPlace && who.provisional)
        return tr("%1 is still playing: its places are today's, and a place shared when it has finished is "
                  "decided then.")
            .arg(tournament::groupOf(m_overview, who) ? tournament::groupOf(m_overview, who)->event.name
                                                      : QString());
    // Given already: to be taken back, not «not shared» (helper-63 read that of a place he had just given).
    if (who.stage && !who.note.isEmpty())
        return tr(
            "Place %1 was given to %2 by your decision (%3). To give it otherwise, take that decision back "
            "first (Take back the selected decision).")
            .arg(who.place)
            .arg(who.player, who.note);
    return tr("%1's place is not shared: there is nothing to decide.").arg(who.player);
}

bool CupWindow::recordPlaceDecision(int entrant, const QString& player, const QString& note)
{
    const QStringList sharing = sharingThePlace(entrant);
    if (sharing.isEmpty() || m_overview.final.entrants[entrant].provisional) {
        statusBar()->showMessage(notToDecide(entrant));
        return false;
    }
    if (!sharing.contains(player)) {
        statusBar()->showMessage(
            tr("%1 does not share the place; these players do: %2.").arg(player, sharing.join(u", "_s)));
        return false;
    }
    // A decision rests on something the players can be shown (helper-62's empty nomination was stored).
    if (note.trimmed().isEmpty()) {
        statusBar()->showMessage(
            tr("The place is not given: say on what ground (the lots drawn and when, the "
               "regulation's point, the decision's number)."));
        return false;
    }
    const int place = m_overview.final.entrants[entrant].place;
    return showOutcome(m_editor.decidePlace(player, place, note, m_asOf),
        tr("Place %1 given to %2; the others who shared it take the places after it.")
            .arg(place)
            .arg(player));
}

void CupWindow::askPlaceDecision()
{
    const QString title = tr("Decide the shared place");
    const int row = m_entriesView->currentIndex().row();
    const QStringList sharing = sharingThePlace(row);
    if (sharing.isEmpty() || m_overview.final.entrants[row].provisional) {
        QMessageBox::information(this,
            title,
            row < 0 ? tr("Select the player on the final's list whose place is shared first (its reason ends "
                         "«a shared place: the judge decides»).")
                    : notToDecide(row));
        return;
    }
    const tournament::FinalEntrant& who = m_overview.final.entrants[row];
    const QString group = tournament::groupOf(m_overview, who)->event.name; // shared: one of a group's
    bool ok = false;
    const QString player = QInputDialog::getItem(this,
        title,
        tr("Place %1 in %2 is shared after every tie-break by %3. Who takes it? The others take the places "
           "after it.")
            .arg(who.place)
            .arg(group, sharing.join(u", "_s)),
        sharing,
        0,
        false,
        &ok);
    if (!ok)
        return;
    // Asked again while empty: the player chosen is kept (helper-64 lost it to an empty ground and began
    // again).
    QString note;
    for (bool again = false; note.trimmed().isEmpty(); again = true) {
        note = QInputDialog::getText(this,
            title,
            (again ? tr("The ground is needed.") + u' ' : QString())
                + tr("On what ground %1 takes place %2 (the lots drawn and when, the regulation's point, the "
                     "decision's number):")
                      .arg(player)
                      .arg(who.place),
            QLineEdit::Normal,
            note,
            &ok);
        if (!ok)
            return;
    }
    if (!recordPlaceDecision(row, player, note))
        QMessageBox::information(this, title, statusBar()->currentMessage());
}

} // namespace postmark::ui
