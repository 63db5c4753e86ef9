// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's care of the archive as a whole: which one is open (a file, a federation's server), a
// copy kept elsewhere, and the check of every game. The copy and the check are long on a large archive:
// each shows its progress and can be cancelled, leaving things as they were.
#include <filesystem>
#include <system_error>

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QStatusBar>

#include "core/archive/eventsdatedahead.h"
#include "core/archive/gamerepository.h"
#include "ui/desk/serverdialog.h"
#include "ui/errortext.h"
#include "ui/mainwindow.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/workprogress.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// Whether two paths name one file: a link to the archive is the archive.
bool sameFile(const QString& one, const QString& other)
{
    const auto resolved = [](const QString& path) {
        const QFileInfo info(path);
        return info.exists() ? info.canonicalFilePath() : info.absoluteFilePath();
    };
    return !one.isEmpty() && !other.isEmpty() && resolved(one) == resolved(other);
}

} // namespace

bool MainWindow::isTheArchive(const QString& path) const
{
    const QString archive = m_repository ? m_repository->archiveFile() : QString();
    return sameFile(path, archive) || sameFile(path, archive + u"-wal"_s)
        || sameFile(path, archive + u"-shm"_s) || sameFile(path, archive + u"-journal"_s);
}

void MainWindow::chooseArchiveToOpen()
{
    // The archive listed before this one, chosen already (helper-27, back from the demo, was shown the demo's
    // folder); else the folder of the one open.
    const QString open = m_repository ? m_repository->archiveFile() : QString();
    const QString from =
        !m_archiveBefore.isEmpty() && m_archiveBefore != open && QFileInfo::exists(m_archiveBefore)
        ? m_archiveBefore
        : !open.isEmpty() ? QFileInfo(open).absolutePath()
                          : QDir::homePath();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open an archive"), from, tr("Postmark archives (*.postmark);;All files (*)"));
    if (!path.isEmpty())
        openChosenArchive(path);
}

bool MainWindow::openChosenArchive(const QString& path)
{
    if (!m_openArchive || !m_openArchive(path))
        return false;
    statusBar()->showMessage(tr("The archive %1 is open.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void MainWindow::chooseServerToOpen()
{
    ServerDialog dialog([this](const QString& address) { return openChosenServer(address); }, this);
    dialog.exec();
}

std::optional<QString> MainWindow::openChosenServer(const QString& address)
{
    if (!m_openServer)
        return std::nullopt;
    const std::optional<Error> refused = m_openServer(address);
    if (!refused)
        return std::nullopt;
    return serverRefusalText(*refused, address);
}

QString MainWindow::serverRefusalText(const Error& refusal, const QString& address)
{
    // The dialog says where it connects: the reason alone (it names the server), not "cannot connect to …".
    return text::sentence(
        refusal.detail.isEmpty() ? errorText(refusal, address) : text::messageText(refusal.detail));
}

void MainWindow::mendRefusedServer(const QString& address, const Error& refusal)
{
    ServerDialog dialog([this](const QString& tried) { return openChosenServer(tried); }, this);
    dialog.offerRefused(address, serverRefusalText(refusal, address));
    if (dialog.exec() != QDialog::Accepted)
        statusBar()->showMessage(
            tr("No archive is open: File ▸ Connect to a federation's server…, or File ▸ Open archive…"));
}

void MainWindow::chooseBackup()
{
    if (!m_repository) {
        statusBar()->showMessage(tr("Open an archive first (File ▸ Open archive…)."));
        return;
    }
    // A name that says what and when, in the home folder: a player copies it to a stick from there. A
    // federation's server is copied by pg_dump, in its own format: the name and the filter say so.
    const bool server = m_repository->archiveFile().isEmpty();
    const QString date = m_archiveToday.toString(Qt::ISODate);
    const QString suggested = QDir::home().filePath(
        server ? tr("postmark-server-copy-%1.dump").arg(date) : tr("postmark-copy-%1.postmark").arg(date));
    const QString filter = server ? tr("PostgreSQL copies, pg_dump's format (*.dump);;All files (*)")
                                  : tr("Postmark archives (*.postmark);;All files (*)");
    // The dialog does not ask about a file that is there: the archive itself is refused before anything
    // is asked, and only another file is offered for replacing.
    QString path = suggested;
    for (;;) {
        path = QFileDialog::getSaveFileName(
            this, tr("Back up the archive"), path, filter, nullptr, QFileDialog::DontConfirmOverwrite);
        if (path.isEmpty())
            return;
        if (!isTheArchive(path))
            break;
        // Said at once, and the user chooses again: the archive is never the copy's place.
        QMessageBox::warning(this,
            tr("Back up the archive"),
            tr("%1 is the archive itself: choose another file for the copy.")
                .arg(QDir::toNativeSeparators(path)));
    }
    // Replacing a file is asked, and No is what Return answers: a copy made last week may be the one to keep.
    if (QFileInfo::exists(path)
        && QMessageBox::question(this,
               tr("Back up the archive"),
               tr("%1 is there already. Replace it with a copy of the archive as it is now?")
                   .arg(QDir::toNativeSeparators(path)),
               QMessageBox::Yes | QMessageBox::No,
               QMessageBox::No)
            != QMessageBox::Yes)
        return;
    backUpArchive(path);
}

bool MainWindow::backUpArchive(const QString& path)
{
    if (!m_repository)
        return false;
    if (isTheArchive(path)) {
        QMessageBox::warning(this,
            tr("Back up the archive"),
            tr("%1 is the archive itself: choose another file for the copy.")
                .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    // The copy is written beside its place, under a name no file has (nothing of the user's is removed
    // to make room), and moved there only once whole, in one step that replaces the old file: a
    // cancelled or failed copy leaves a file that was there as it was.
    QString partial;
    for (int attempt = 0; partial.isEmpty() || QFileInfo::exists(partial); ++attempt)
        partial = u"%1.partial-%2"_s.arg(path).arg(attempt);
    WorkProgress progress(this,
        tr("Back up the archive"),
        tr("Copying the archive to %1…").arg(QFileInfo(path).fileName()),
        u"backupProgress"_s);
    const std::optional<Error> error = m_repository->backup(partial, progress.progress());
    progress.close();
    if (error && error->code == ErrorCode::Cancelled) {
        statusBar()->showMessage(tr("Backup cancelled: no copy was written."));
        return false;
    }
    if (error) {
        QMessageBox::warning(this, tr("Back up the archive"), actionErrorText(*error, tr("the backup")));
        return false;
    }
    // rename(2) puts the new file in the old one's place at once: there is no moment without a copy.
    std::error_code renamed;
    std::filesystem::rename(
        QFile::encodeName(partial).toStdString(), QFile::encodeName(path).toStdString(), renamed);
    if (renamed) {
        QFile::remove(partial);
        QMessageBox::warning(this,
            tr("Back up the archive"),
            tr("The copy could not be put at %1: the file cannot be replaced.")
                .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    // Sizes as people write them (кБ, KB), not the IEC units (KiB) Qt chooses by default.
    statusBar()->showMessage(
        tr("The archive was copied to %1 (%2).")
            .arg(QDir::toNativeSeparators(path),
                QLocale().formattedDataSize(QFileInfo(path).size(), 2, QLocale::DataSizeTraditionalFormat)));
    return true;
}

Result<QList<Message>> MainWindow::checkArchive()
{
    if (!m_repository) {
        statusBar()->showMessage(tr("Open an archive first (File ▸ Open archive…)."));
        return Error{ErrorCode::ArchiveFailure, {}};
    }
    WorkProgress progress(this,
        tr("Check the archive"),
        tr("Checking the archive and replaying every game…"),
        u"checkProgress"_s);
    const Result<QList<Message>> problems = m_repository->check(progress.progress());
    progress.close();
    if (!problems && problems.error().code == ErrorCode::Cancelled) {
        statusBar()->showMessage(tr("Check cancelled."));
        return problems;
    }
    // Beside the storage's findings, an event's result, record or withdrawal dated after the window's day.
    QStringList lines;
    if (problems) {
        for (const Message& problem : *problems)
            lines.append(text::sentence(text::messageText(problem)));
        const auto ahead = archive::eventsDatedAhead(*m_repository, m_archiveToday);
        for (const archive::EventDatedAhead& event : ahead ? *ahead : QList<archive::EventDatedAhead>{}) {
            for (const ledger::InputProblem& problem : event.problems)
                lines.append(u"%1 (%2): %3"_s.arg(event.index, event.name, text::problemText(problem)));
        }
        if (!ahead)
            lines.append(actionErrorText(ahead.error(), tr("the check")));
    }
    auto* verdict = new QMessageBox(this);
    verdict->setObjectName(u"archiveCheckResult"_s);
    verdict->setAttribute(Qt::WA_DeleteOnClose);
    verdict->setWindowTitle(tr("Check the archive"));
    if (!problems) {
        verdict->setIcon(QMessageBox::Warning);
        verdict->setText(actionErrorText(problems.error(), tr("the check")));
    } else if (lines.isEmpty()) {
        const auto games = m_repository->games();
        verdict->setIcon(QMessageBox::Information);
        const int count = games ? int(games->size()) : 0;
        // On a federation's server the check sees what the login may read, and says so.
        verdict->setText(m_repository->archiveFile().isEmpty()
                ? tr("The federation's server is sound: every table asks its policies who may read it, "
                     "and every game you may read (%n) replayed from its cards and found as kept.",
                    nullptr,
                    count)
                : tr("The archive is sound: every game it holds (%n) replayed from its cards and found "
                     "as kept.",
                    nullptr,
                    count));
    } else {
        verdict->setIcon(QMessageBox::Warning);
        verdict->setText(
            tr("The check found %n problem(s), listed under Show Details. The check changes nothing in the "
               "archive.",
                nullptr,
                int(lines.size())));
        verdict->setDetailedText(lines.join(u'\n'));
    }
    verdict->open();
    return problems;
}

} // namespace postmark::ui
