// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

#include "core/documents/document.h"
#include "core/ledger/gamefile.h"
#include "core/tournament/tournament.h"

class QLabel;
class QTableView;
class QTableWidget;

namespace postmark::ui {

class CrosstableModel;

/// The chief judge's window on one event: the crosstable (results coloured by the state of each
/// game), the players and the games, with export to HTML, CSV and the tournament file.
class TournamentWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// `gameFiles`: the games' files the judge has (matched to the pairings by the players' names), so that
    /// the agenda computes each game from its cards; `asOf`: the agenda's date.
    TournamentWindow(const tournament::Tournament& event,
        const QList<ledger::GameFile>& gameFiles,
        const QDate& asOf,
        QWidget* parent = nullptr);

    enum class ExportFormat
    {
        Html,
        Csv,
        TournamentFile
    };
    /// Writes the export atomically (the old file stays whole if the write fails); on failure says
    /// why in the status bar and returns false.
    bool exportTo(const QString& path, ExportFormat format);
    /// Fills the Agenda tab with every deadline of the event as of `asOf` (the window opens as of today).
    void showAgendaAsOf(const QDate& asOf);

private:
    void createMenus();
    void chooseExport(ExportFormat format);
    void previewDocument(const documents::Document& document);
    QWidget* createPlayersTab();
    QWidget* createGamesTab();
    QWidget* createAgendaTab();

    tournament::Tournament m_event;
    QList<ledger::GameFile> m_gameFiles;
    CrosstableModel* m_crosstable = nullptr;
    QTableWidget* m_agenda = nullptr;
    QLabel* m_agendaHeading = nullptr;
};

} // namespace postmark::ui
