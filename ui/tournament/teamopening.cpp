// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's way to the judge's team events: from a team event file, or from the archive.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStatusBar>

#include "core/archive/gamerepository.h"
#include "core/support/boundedread.h"
#include "core/support/inputlimits.h"
#include "core/tournament/teamfilereader.h"
#include "ui/errortext.h"
#include "ui/mainwindow.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/teamwindow.h"
#include "ui/widgets/ownwindow.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// The team event of the file, or nothing with the file's problems in the status bar.
std::optional<tournament::TeamEvent> readTeamEventFile(const QString& path, QStatusBar& status)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        status.showMessage(MainWindow::tr("Cannot open %1: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    const tournament::TeamFileReading reading =
        tournament::readTeamFile(readAtMost(file, limits::MaxJsonFileBytes));
    if (!reading.event) {
        QStringList lines;
        for (const ledger::InputProblem& problem : reading.problems)
            lines.append(text::problemText(problem));
        status.showMessage(
            MainWindow::tr("%1 is not a valid team event file: %2").arg(path, lines.join(u"; "_s)));
        return std::nullopt;
    }
    return reading.event;
}

} // namespace

bool MainWindow::isTeamEventFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QJsonDocument document = QJsonDocument::fromJson(readAtMost(file, limits::MaxJsonFileBytes));
    return document.object().value(u"format"_s).toString() == u"postmark-team-event";
}

TeamWindow* MainWindow::openTeamEvent(const QString& path)
{
    const std::optional<tournament::TeamEvent> event = readTeamEventFile(path, *statusBar());
    if (!event)
        return nullptr;
    auto* window = new TeamWindow(*event, QDate::currentDate(), this);
    showAsOwnWindow(*window);
    return window;
}

TeamWindow* MainWindow::importTeamEvent(const QString& path)
{
    if (!m_repository) {
        statusBar()->showMessage(tr("Open the archive first: the tournament is kept there."));
        return nullptr;
    }
    const std::optional<tournament::TeamEvent> event = readTeamEventFile(path, *statusBar());
    if (!event)
        return nullptr;
    const Result<qint64> id = m_repository->saveTeamEvent(0, *event);
    if (!id) {
        statusBar()->showMessage(errorText(id.error()));
        return nullptr;
    }
    listTournaments();
    return openArchiveTeamEvent(*id);
}

TeamWindow* MainWindow::openArchiveTeamEvent(qint64 id)
{
    if (!m_repository)
        return nullptr;
    const auto events = m_repository->teamEvents();
    if (!events) {
        statusBar()->showMessage(errorText(events.error()));
        return nullptr;
    }
    for (const auto& [eventId, event] : *events) {
        if (eventId != id)
            continue;
        auto* window = new TeamWindow(event, m_archiveToday, this);
        window->attachArchive(m_repository, id);
        showAsOwnWindow(*window);
        return window;
    }
    return nullptr;
}

} // namespace postmark::ui
