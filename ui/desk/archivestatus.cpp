// SPDX-License-Identifier: GPL-3.0-or-later
// What the main window says of the archive it has open: whether it can be written (said at once, for as long
// as it is open), whether it is a federation's server, and its own checks, started once the games are seen.
#include <QAction>
#include <QFontMetrics>
#include <QLabel>
#include <QStatusBar>
#include <QTimer>

#include "core/archive/gamerepository.h"
#include "ui/errortext.h"
#include "ui/game/analysiscontroller.h"
#include "ui/game/gameview.h"
#include "ui/mainwindow.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/afterfirstpaint.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void MainWindow::startArchiveChecksOnceSeen()
{
    if (m_painted) {
        m_repository->startDeferredChecks();
        return;
    }
    if (m_archiveChecksAwaitPaint)
        return;
    m_archiveChecksAwaitPaint = true;
    runAfterFirstPaint(*this, [this, repository = m_repository] {
        m_archiveChecksAwaitPaint = false;
        if (repository == m_repository)
            repository->startDeferredChecks();
    });
}

void MainWindow::showWriteRefusal()
{
    if (!m_repository)
        return;
    // An archive that cannot be written says so at once, for as long as it is open: not first when a
    // reply typed in full cannot be saved.
    if (!m_repository->writeRefusalSettled()) {
        setWindowTitle(tr("Archive — Postmark"));
        startArchiveChecksOnceSeen();
        QTimer::singleShot(100, this, [this, repository = m_repository] {
            if (repository != m_repository)
                return;
            // The program shows its window as soon as the games are listed: one still not shown is never
            // to be painted (a window of the tests), and its archive checks itself now.
            if (!isVisible())
                repository->startDeferredChecks();
            showWriteRefusal();
        });
        return;
    }
    const std::optional<Error> refusal = m_repository->writeRefusal();
    m_gameView->analysis()->writeRefusalSettled();
    // A federation's server says where it is and as whom: what may be written there is the login's role's.
    const std::optional<Message> connection = m_repository->connectionNotice();
    setWindowTitle(refusal ? tr("Archive (read only) — Postmark")
            : connection   ? tr("Federation's server — Postmark")
                           : tr("Archive — Postmark"));
    auto* server = findChild<QLabel*>(u"serverNotice"_s);
    if (!server && connection) {
        server = new QLabel(this);
        server->setObjectName(u"serverNotice"_s);
        statusBar()->addPermanentWidget(server);
    }
    if (server) {
        // Half the bar at most: the messages beside it (a refusal naming a card and whose it is) need the
        // rest.
        const QString said = connection ? text::messageText(*connection) : QString();
        QString shown = said;
        const QString* address = connection && !connection->args.isEmpty()
            ? std::get_if<QString>(&connection->args.first())
            : nullptr;
        if (address) {
            // Only the address gives way, from its end: as whom and in what role is what the bar is for, and
            // the address's start (login@server/database) says which server and database it is; a socket's
            // folder (?host=…) comes last.
            Message shortened = *connection;
            const int room = std::max(200, width() / 2);
            const int rest = server->fontMetrics().horizontalAdvance(said)
                - server->fontMetrics().horizontalAdvance(*address);
            shortened.args.first() =
                server->fontMetrics().elidedText(*address, Qt::ElideRight, std::max(80, room - rest));
            shown = text::messageText(shortened);
        }
        server->setText(shown);
        server->setToolTip(said);
        server->setVisible(connection.has_value());
    }
    // A server is checked by every member, as far as their role reads; copied whole only by the archive's
    // owner: for anyone else Back up is greyed, with why.
    if (QAction* backup = findChild<QAction*>(u"backUpArchive"_s)) {
        const std::optional<Message> backupRefusal = m_repository->backupRefusal();
        backup->setEnabled(!backupRefusal);
        const QString why = backupRefusal ? text::sentence(text::messageText(*backupRefusal)) : QString();
        backup->setStatusTip(why);
        backup->setToolTip(why);
    }
    // What would write is greyed out, with why: no reply is typed in full only to be refused.
    for (QAction* action : findChildren<QAction*>()) {
        if (action->property(WritingProperty).toBool()) {
            action->setEnabled(!refusal);
            action->setStatusTip(refusal ? tr("The archive is open for reading only.") : QString());
        }
    }
    // A new event, typed in full, would be refused by a server that lets this login make none.
    const std::optional<Message> creationRefusal = m_repository->eventCreationRefusal();
    for (const QString& name : {u"newTournament"_s, u"importTournament"_s}) {
        if (QAction* action = findChild<QAction*>(name)) {
            const QString why =
                creationRefusal ? text::sentence(text::messageText(*creationRefusal)) : QString();
            action->setToolTip(why);
            if (!creationRefusal)
                continue; // as the archive's own state says (above)
            action->setEnabled(false);
            action->setStatusTip(why);
        }
    }
    auto* readOnly = findChild<QLabel*>(u"readOnlyNotice"_s);
    if (!readOnly) {
        readOnly = new QLabel(this);
        readOnly->setObjectName(u"readOnlyNotice"_s);
        readOnly->setWordWrap(false);
        statusBar()->addPermanentWidget(readOnly);
    }
    readOnly->setText(!refusal ? QString()
            : refusal->code == ErrorCode::ArchiveDamaged
            ? tr("Read only: the archive is damaged — restore a backup")
            : refusal->code == ErrorCode::ArchiveReadOnly
            ? tr("Read only: the archive's file or its folder may not be written")
            : tr("Read only: nothing can be changed"));
    readOnly->setToolTip(refusal ? errorText(*refusal) : QString());
    readOnly->setVisible(refusal.has_value());
}

} // namespace postmark::ui
