// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QMainWindow>

#include "core/tournament/teamevent.h"

class QLabel;
class QStandardItemModel;
class QTabWidget;
class QTableView;
class QUndoStack;

namespace postmark::archive {
class GameRepository;
}

namespace postmark::ui {

class AgendaModel;
class CrosstableModel;
class TeamTableModel;

/// The chief judge's window on a team event (section IV): the teams' table, each board's crosstable (a
/// tournament of its own, IV.1.3) where a double click records a game's result and a player who leaves
/// without a substitute is ruled on (IV.10.3), the judge's agenda, and the captains the judge writes to
/// (IV.2); Edit ▸ Undo takes back a result or a withdrawal; the team report printed, the team event file
/// saved. With an archive attached every edit is stored there at once.
class TeamWindow : public QMainWindow
{
    Q_OBJECT

public:
    TeamWindow(const tournament::TeamEvent& event, const QDate& asOf, QWidget* parent = nullptr);
    void attachArchive(archive::GameRepository* archive, qint64 id);

    const tournament::TeamEvent& event() const { return m_event; }
    /// Records the result of game `game` (its place among `board`'s games); false and why in the status bar
    /// when refused (the event unchanged).
    bool recordResult(int board,
        int game,
        std::optional<tournament::GameResult> result,
        tournament::ResultHow how,
        std::optional<QDate> reportedOn = std::nullopt,
        std::optional<QDate> recordReceived = std::nullopt);
    /// Records that `player` (an id of board `board`'s) left without a substitute and the judge's decision
    /// for the unfinished games (IV.10.3), or takes it back (nullopt); false and why in the status bar when
    /// refused (the event unchanged).
    bool recordWithdrawal(
        int board, const QString& player, const std::optional<tournament::Withdrawal>& withdrawal);
    /// Writes the team event file atomically; false and why in the status bar when it cannot.
    bool saveAs(const QString& path);
    QUndoStack& undoStack() { return *m_undo; }

private:
    void createMenus();
    QWidget* createTeamsTab();
    QWidget* createBoardTab(int board);
    QWidget* createCaptainsTab();
    QWidget* createAgendaTab();
    void refresh();
    void editResult(int board, const QModelIndex& cell);
    void editWithdrawal(int board);
    /// Stores `changed` (where an archive is attached) and shows it; an edit that changed something is
    /// undoable as `what`. False and why in the status bar when refused (the event unchanged).
    bool apply(const QString& what, const tournament::TeamEvent& changed);
    bool store(const tournament::TeamEvent& changed);
    /// Why the last result was refused, for its form to say (execUntilStored()); nothing when it was not.
    std::optional<QString> lastRefusal() const;

    tournament::TeamEvent m_event;
    QString m_refusal; ///< why the last result was refused (the core's check or the archive's); else empty
    QDate m_asOf;
    archive::GameRepository* m_archive = nullptr;
    qint64 m_id = 0;
    TeamTableModel* m_teams = nullptr;
    QList<CrosstableModel*> m_boards;
    QList<QTableView*> m_boardViews;
    QStandardItemModel* m_captains = nullptr;
    QTableView* m_teamsView = nullptr;
    AgendaModel* m_agenda = nullptr;
    QTableView* m_agendaView = nullptr;
    QLabel* m_agendaHeading = nullptr;
    QUndoStack* m_undo = nullptr;
};

} // namespace postmark::ui
