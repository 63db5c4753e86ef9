// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's way to the judge's tournaments: from a file, from the archive, or new.
#include <algorithm>

#include <QCollator>
#include <QFile>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

#include "core/archive/gamerepository.h"
#include "core/desk/gamerow.h"
#include "core/desk/playeragenda.h"
#include "core/models/movetablemodel.h"
#include "core/support/boundedread.h"
#include "core/support/inputlimits.h"
#include "core/tournament/tournamentdates.h"
#include "core/tournament/tournamentfilereader.h"
#include "ui/desk/eventspanel.h"
#include "ui/desk/lifeeventdialog.h"
#include "ui/desk/newgamedialog.h"
#include "ui/desk/replydialog.h"
#include "ui/desk/settingsdialog.h"
#include "ui/desk/timechart.h"
#include "ui/errortext.h"
#include "ui/mainwindow.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/cupwindow.h"
#include "ui/tournament/newtournamentdialog.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/widgets/ownwindow.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void MainWindow::chooseTournament()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open tournament"), {}, tr("Tournament files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    if (isTeamEventFile(path) ? openTeamEvent(path) != nullptr : openTournament(path) != nullptr)
        return;
    QMessageBox::warning(this, tr("Open tournament"), statusBar()->currentMessage());
}

std::optional<tournament::Tournament> MainWindow::readTournamentFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        statusBar()->showMessage(tr("Cannot open %1: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    const tournament::TournamentFileReading reading =
        tournament::readTournamentFile(readAtMost(file, limits::MaxJsonFileBytes));
    // A result reported or a withdrawal dated after today has not happened yet: refused as the result form
    // refuses it, rather than counted in the crosstable (helper-65's file had its results in 2027).
    const ledger::InputProblems problems = reading.tournament
        ? tournament::datesNotYetCome(*reading.tournament, QDate::currentDate())
        : reading.problems;
    if (!problems.isEmpty()) {
        QStringList lines;
        for (const ledger::InputProblem& problem : problems)
            lines.append(text::problemText(problem));
        statusBar()->showMessage(tr("%1 is not a valid tournament file: %2").arg(path, lines.join(u"; "_s)));
        return std::nullopt;
    }
    return reading.tournament;
}

TournamentWindow* MainWindow::importTournament(const QString& path)
{
    if (!m_repository) {
        statusBar()->showMessage(tr("Open the archive first: the tournament is kept there."));
        return nullptr;
    }
    const std::optional<tournament::Tournament> event = readTournamentFile(path);
    return event ? createTournament(*event) : nullptr;
}

TournamentWindow* MainWindow::openTournament(const QString& path)
{
    const std::optional<tournament::Tournament> event = readTournamentFile(path);
    if (!event)
        return nullptr;
    auto* window = new TournamentWindow(*event, {}, QDate::currentDate(), this);
    showAsOwnWindow(*window);
    return window;
}

TournamentWindow* MainWindow::openArchiveTournament(int index)
{
    if (index < 0 || index >= m_tournamentIds.size())
        return nullptr;
    const Result<tournament::Tournament> read = m_repository->tournament(m_tournamentIds[index]);
    if (!read) {
        statusBar()->showMessage(errorText(read.error()));
        return nullptr;
    }
    // The event's games, whoever plays them (the desk lists only the owner's), and only the event's: an
    // archive holds other events' games too.
    const tournament::Tournament& event = *read;
    const auto eventGames = m_repository->gamesOfEvent(event.name);
    if (!eventGames) {
        statusBar()->showMessage(errorText(eventGames.error()));
        return nullptr;
    }
    QList<ledger::GameFile> gameFiles;
    for (const auto& [id, game] : *eventGames)
        gameFiles.append(game);
    auto* window = new TournamentWindow(event, gameFiles, m_archiveToday, this);
    window->attachArchive(m_repository, m_tournamentIds[index]);
    // A Cup's window open beside shows its groups' progress and one agenda over them: a claim decided here
    // is read there at once (helper-28's Cup window still listed it pending, and the decided game unplayed).
    connect(window, &TournamentWindow::storedInArchive, this, [this] {
        for (CupWindow* cup : findChildren<CupWindow*>())
            cup->reload();
    });
    if (m_connectServer) {
        window->offerPublishing(m_connectServer);
        // The server's copy, asked for once published: the window lists the server, then opens its event.
        connect(window,
            &TournamentWindow::openOnServerAsked,
            this,
            [this](const QString& address, qint64 tournamentId) {
                if (const std::optional<QString> refusal = openChosenServer(address)) {
                    QMessageBox::warning(this, tr("Connect to a federation's server"), *refusal);
                    return;
                }
                openArchiveTournament(int(m_tournamentIds.indexOf(tournamentId)));
            });
    }
    showAsOwnWindow(*window);
    return window;
}

CupWindow* MainWindow::openCup(qint64 cupId)
{
    if (!m_repository)
        return nullptr;
    auto* window = new CupWindow(*m_repository, cupId, m_archiveToday, this);
    connect(window, &CupWindow::tournamentRequested, this, [this](qint64 tournamentId) {
        openArchiveTournament(int(m_tournamentIds.indexOf(tournamentId)));
    });
    // The new groups are the archive's tournaments too: the menu and the ids a double click opens by.
    connect(window, &CupWindow::groupsAdded, this, &MainWindow::listTournaments);
    showAsOwnWindow(*window);
    return window;
}

void MainWindow::listTournaments()
{
    m_tournamentIds.clear();
    m_tournamentsMenu->clear();
    // A Cup first: its groups are among the tournaments below, and its window shows them together.
    bool anyGroupedEvent = false;
    if (const auto cups = m_repository->cups()) {
        for (const archive::CupRecord& record : *cups) {
            QAction* cup = m_tournamentsMenu->addAction(tr("%1: groups, agenda, final…").arg(record.cup.name),
                this,
                [this, id = record.id] { openCup(id); });
            cup->setObjectName(u"openCup%1"_s.arg(record.id));
            anyGroupedEvent = true;
        }
        if (anyGroupedEvent)
            m_tournamentsMenu->addSeparator();
    }
    if (const auto tournaments = m_repository->tournaments()) {
        // In the order of their indexes (of their names where none is given), numbers as numbers: a Cup's
        // groups side by side, SF2 before SF10, whatever language each group's name was written in — not in
        // the order they were stored (the demo's second semifinal of the XI Cup came under the X Cup's
        // final).
        struct Listed
        {
            QString key;
            QString label;
            qint64 id = 0;
        };
        QList<Listed> named;
        for (const archive::TournamentSummary& summary : *tournaments)
            named.append({summary.index.isEmpty() ? summary.name : summary.index,
                summary.index.isEmpty() ? summary.name : tr("%1 (%2)").arg(summary.name, summary.index),
                summary.id});
        QCollator collator;
        collator.setNumericMode(true);
        std::stable_sort(named.begin(), named.end(), [&collator](const Listed& one, const Listed& other) {
            return collator.compare(one.key, other.key) < 0;
        });
        for (const Listed& listed : std::as_const(named)) {
            const int index = static_cast<int>(m_tournamentIds.size());
            m_tournamentIds.append(listed.id);
            m_tournamentsMenu->addAction(listed.label, this, [this, index] { openArchiveTournament(index); });
        }
    }
    // The team events last, apart: a Cup's groups follow the Cup (helper-63 found a team match between them).
    if (const auto teamEvents = m_repository->teamEvents(); teamEvents && !teamEvents->isEmpty()) {
        if (!m_tournamentIds.isEmpty())
            m_tournamentsMenu->addSeparator();
        for (const auto& [id, event] : *teamEvents) {
            QAction* team = m_tournamentsMenu->addAction(
                tr("%1 (team event)").arg(event.name), this, [this, id = id] { openArchiveTeamEvent(id); });
            team->setObjectName(u"openTeamEvent%1"_s.arg(id));
            anyGroupedEvent = true;
        }
    }
    m_tournamentsMenu->setEnabled(!m_tournamentIds.isEmpty() || anyGroupedEvent);
    m_events->setEvents(m_tournamentsMenu->actions());
}

void MainWindow::newTournament()
{
    if (!m_repository) {
        statusBar()->showMessage(tr("Open the archive first: the new tournament is kept there."));
        return;
    }
    NewTournamentDialog dialog(m_archiveToday, this);
    if (dialog.exec() == QDialog::Accepted)
        createTournament(dialog.result().event);
}

TournamentWindow* MainWindow::createTournament(const tournament::Tournament& event)
{
    if (!m_repository)
        return nullptr;
    const Result<qint64> id = m_repository->importTournament(event);
    if (!id) {
        statusBar()->showMessage(
            tr("The tournament was not stored: %1").arg(text::messageText(id.error().detail)));
        return nullptr;
    }
    listTournaments();
    statusBar()->showMessage(
        tr("%1 stored with %n game(s) paired.", nullptr, int(event.games.size())).arg(event.name), 5000);
    return openArchiveTournament(int(m_tournamentIds.indexOf(*id)));
}

} // namespace postmark::ui
