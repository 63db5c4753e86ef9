// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's import of game files, PGN files and start lists into the archive.
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QStatusBar>

#include "core/archive/gamerepository.h"
#include "core/chess/notation.h"
#include "core/desk/gameimport.h"
#include "core/desk/gamesoffdesk.h"
#include "ui/desk/importreport.h"
#include "ui/desk/settingsdialog.h"
#include "ui/errortext.h"
#include "ui/mainwindow.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"
#include "ui/text/namelist.h"
#include "ui/widgets/workprogress.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void MainWindow::chooseGamesToImport()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import games"), {}, tr("Game files, PGN and start lists (*.json *.pgn);;All files (*)"));
    if (!paths.isEmpty())
        importGames(paths);
}

bool MainWindow::importGames(const QStringList& paths)
{
    if (!m_repository)
        return false;
    QList<desk::ImportedGame> incoming;
    QList<Message> warnings;
    bool pgnRead = false;
    // A long import (a PGN of thousands of games) shows how far it has come and can be stopped: reading
    // the files, then storing the games in one transaction, which Cancel rolls back whole.
    WorkProgress progress(this, tr("Import"), tr("Reading the games…"), u"importProgress"_s);
    const auto cancelled = [this] {
        statusBar()->showMessage(tr("Import cancelled: nothing was imported, and the archive is as it was."));
        return false;
    };
    for (const QString& path : paths) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            statusBar()->showMessage(tr("Cannot open %1: %2").arg(path, file.errorString()));
            return false;
        }
        // Each game and warning names its file by the name the user chose it by, not its whole path (which
        // took most of each line of the report).
        const QString name = QFileInfo(path).fileName();
        progress.setLabel(tr("Reading %1…").arg(name));
        // A PGN game's cards written in the player's notation (Settings), as his cards were: a Ukrainian
        // player's reply printed «3... Bb4» (helper-41).
        desk::ImportReading reading = desk::readGamesForImport(name,
            file,
            m_me,
            progress.progress(),
            chess::notationFromName(SettingsDialog::notation()).value_or(chess::Notation::Ukrainian));
        if (reading.cancelled)
            return cancelled();
        // A PGN game names no rule set: it follows the one Settings gives a new game, and the report says
        // which (a friendly game's control period is stated after, Game ▸ Event and rules…).
        if (desk::isPgnFile(name)) {
            pgnRead = true;
            for (desk::ImportedGame& each : reading.games)
                each.game.event.rules = SettingsDialog::defaultRules();
        }
        if (!reading.problems.isEmpty()) {
            statusBar()->showMessage(
                tr("Nothing imported: %1").arg(text::messageText(reading.problems.first())));
            // Each problem, to be mended in the file before it is imported again.
            showImportReport(*this,
                tr("Nothing imported: %n problem(s) in %1. The archive is as it was.",
                    nullptr,
                    int(reading.problems.size()))
                    .arg(name),
                reading.problems,
                true);
            return false;
        }
        incoming.append(reading.games);
        warnings.append(reading.warnings);
    }
    // A file imported before, with the same content, is not stored twice: the user is told where it is.
    QList<ledger::GameFile> all;
    for (const desk::ImportedGame& each : std::as_const(incoming))
        all.append(each.game);
    progress.setLabel(tr("Storing %n game(s)…", nullptr, int(all.size())));
    const Result<QList<archive::ImportOutcome>> outcomes =
        m_repository->importGames(all, m_archiveToday, progress.progress());
    progress.close();
    if (!outcomes && outcomes.error().code == ErrorCode::Cancelled)
        return cancelled();
    if (!outcomes) {
        statusBar()->showMessage(actionErrorText(outcomes.error(), tr("the import")));
        return false;
    }
    QList<ledger::GameFile> games;
    QList<qint64> ids;
    QList<qint64> already;
    for (qsizetype n = 0; n < outcomes->size(); ++n) {
        if (outcomes->at(n).importedBefore) {
            already.append(outcomes->at(n).id);
        } else {
            games.append(all[n]);
            ids.append(outcomes->at(n).id);
        }
    }
    if (games.isEmpty()) {
        // Each game was in the archive already: the last one the desk lists is shown where it is.
        QList<qint64> storedAs;
        for (const archive::ImportOutcome& outcome : *outcomes)
            storedAs.append(outcome.id);
        reloadArchive(lastOnDesk(all, storedAs));
        if (!already.isEmpty())
            statusBar()->showMessage(
                tr("Nothing imported: %n game(s) are in the archive already, imported before.",
                    nullptr,
                    int(already.size())));
        return true;
    }
    recordAddedGames(tr("the import"), games, ids);
    QString said = already.isEmpty()
        ? tr("%n game(s) imported.", nullptr, int(games.size()))
        : tr(
            "%1 imported; %2 not stored twice: each was in the archive already, or earlier in the same file.")
              .arg(tr("%n game(s)", nullptr, int(games.size())))
              .arg(tr("%n game(s)", nullptr, int(already.size())));
    // The desk lists the owner's games: one imported that the owner does not play is in the archive but
    // nowhere in sight, which a walk took for a game lost. Said, and left said.
    // (A judge who does not play has a desk of events, not games, and a desk whose owner is not known yet
    // takes one from the games: nothing to say of either.)
    const bool plays = !m_owner || m_owner->plays;
    const desk::GamesOffDesk off =
        plays && !m_me.isEmpty() ? desk::gamesOffDesk(games, m_me) : desk::GamesOffDesk{};
    const int notMine = off.count;
    if (notMine > 0) {
        // The names the games left off the desk give, for the owner to find his own spelling among them
        // (helper-38 opened the PGN to find it).
        const QString named = text::quotedNames(off.names);
        said += u' '
            + tr(
                "%n game(s) not on the desk (it lists the games of %1), kept in the archive all the same; "
                "the "
                "names in them: %2. Yours under another spelling of the name are listed once File ▸ Settings "
                "has it under «Also written as».",
                nullptr,
                int(notMine))
                  .arg(m_me.name, named);
    }
    if (pgnRead)
        said += u' '
            + tr("Games from PGN follow «%1» (File ▸ Settings); Game ▸ Event and rules… states another rule "
                 "set or control period for a game.")
                  .arg(text::ruleSetName(SettingsDialog::defaultRules(), text::interfaceLanguage()));
    const QString summary = said;
    if (!warnings.isEmpty())
        said += u' ' + tr("%n warning(s): the import report lists them.", nullptr, int(warnings.size()));
    // What the reader repaired (a comment left open, a missing result) is said, not stored silently: every
    // warning in the report, which the status bar only points to. So is an outcome wider than the bar,
    // which cut it off on a laptop (the rule set a PGN game follows, said after the count, was lost).
    if (!warnings.isEmpty() || notMine > 0
        || statusBar()->fontMetrics().horizontalAdvance(said) > statusBar()->width())
        showImportReport(*this, summary, warnings, false);
    statusBar()->showMessage(said, warnings.isEmpty() && notMine == 0 && !pgnRead ? 5000 : 0);
    return true;
}

} // namespace postmark::ui
