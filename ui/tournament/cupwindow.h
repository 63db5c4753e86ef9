// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

#include "ui/tournament/cupeditor.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;
class QTableWidget;

namespace postmark::ui {

class AgendaModel;
class CupGroupsModel;
class FinalEntriesModel;

/// The chief judge's view of a Cup cycle: its groups and how far each has come, one agenda over all of
/// them (the judge's own steps, the players' one tick away), and the final's entry list as the regulation
/// forms it, each entrant with the reason; the judge records who declined and whom the federation
/// nominated, and prints the Cup report.
class CupWindow : public QMainWindow
{
    Q_OBJECT

public:
    CupWindow(archive::GameRepository& archive, qint64 cupId, const QDate& asOf, QWidget* parent = nullptr);

    /// Reads the Cup from the archive again and shows it; false (and why in the status bar) when it cannot.
    bool reload();
    const tournament::CupOverview& overview() const { return m_overview; }

    // The judge's decisions, as the buttons make them; false (and the reason in the status bar) when refused.
    bool recordDecline(int entrant, const QString& note);
    bool recordNomination(const QString& player, const QString& note);
    /// The place entrant `entrant` shares after every tie-break given to `player`, one of those sharing it.
    bool recordPlaceDecision(int entrant, const QString& player, const QString& note);
    bool withdrawDecision(int decision);
    /// New semifinal groups from the applications (NewGroupsDialog), stored with the Cup at once.
    bool addGroups(const QList<QPair<int, tournament::Tournament>>& groups);
    /// The final, made from the entry list in NewTournamentDialog, stored with the Cup at once.
    bool addFinal(const tournament::Tournament& event);

Q_SIGNALS:
    /// The judge asked for a group's own window (a double click on it).
    void tournamentRequested(qint64 tournamentId);
    /// New groups were stored: the archive's lists of tournaments are to be read again.
    void groupsAdded();

private:
    QWidget* createGroupsTab();
    QWidget* createAgendaTab();
    QWidget* createFinalTab();
    void createMenus();
    void refresh();
    void fillDecisions();
    void askDecline();
    void askNomination();
    void askPlaceDecision();
    /// The players sharing entrant `entrant`'s place in their group, as decided so far; empty when the
    /// entrant's place is not shared.
    QStringList sharingThePlace(int entrant) const;
    /// Why entrant `entrant`'s place is not one to decide: not shared, or given by a decision already.
    QString notToDecide(int entrant) const;
    void askFinal();
    bool showOutcome(const std::optional<Error>& error, const QString& done);
    /// Why `player` cannot be nominated (no surname, on the list already), or empty.
    QString nominationRefusal(const QString& player) const;

    CupEditor m_editor;
    QDate m_asOf;
    tournament::CupOverview m_overview;
    CupGroupsModel* m_groups = nullptr;
    AgendaModel* m_agenda = nullptr;
    FinalEntriesModel* m_entries = nullptr;
    QTableView* m_groupsView = nullptr;
    QTableView* m_agendaView = nullptr;
    QTableView* m_entriesView = nullptr;
    QTableWidget* m_decisions = nullptr;
    QLabel* m_agendaHeading = nullptr;
    QLabel* m_finalSummary = nullptr;
    QPushButton* m_makeFinal = nullptr;
    QPushButton* m_decline = nullptr;
    QPushButton* m_nominate = nullptr;
    QPushButton* m_decidePlace = nullptr;
    QCheckBox* m_playersSteps = nullptr;
};

} // namespace postmark::ui
