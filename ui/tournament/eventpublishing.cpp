// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament window's File ▸ Publish to a federation's server…: a judge who ran an event in a laptop's
// archive puts it on the federation's server — the event, its registers and its games in one step and one
// transaction, so that the server never shows the event without its games, nor half of them.
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

#include "core/archive/gamerepository.h"
#include "core/tournament/eventgames.h"
#include "ui/desk/serverdialog.h"
#include "ui/errortext.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/judgedesk.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/widgets/workprogress.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void TournamentWindow::offerPublishing(archive::ServerConnector connect)
{
    m_connectServer = std::move(connect);
    // Only an event kept in an archive file: a server's event is published already.
    const bool fromFile = m_desk->archive() && !m_desk->archive()->archiveFile().isEmpty();
    m_publishAction->setVisible(m_connectServer && fromFile);
}

void TournamentWindow::publishToServer()
{
    std::unique_ptr<archive::GameRepository> server;
    // The dialog stays open on a refusal, saying why — a server that does not answer, a login that may
    // not create events — so that the judge mends the address or the login in place.
    ServerDialog dialog(
        [this, &server](const QString& address) -> std::optional<QString> {
            Result<std::unique_ptr<archive::GameRepository>> opened = m_connectServer(address);
            if (!opened) {
                const Error& error = opened.error();
                return text::sentence(
                    error.detail.isEmpty() ? errorText(error, address) : text::messageText(error.detail));
            }
            if (const std::optional<Message> refusal = (*opened)->eventCreationRefusal())
                return text::sentence(text::messageText(*refusal));
            server = std::move(opened).value();
            return std::nullopt;
        },
        this);
    dialog.askToPublish(m_desk->event().name);
    if (dialog.exec() != QDialog::Accepted || !server)
        return;
    const QString address = dialog.address();
    const Publication outcome = publishTo(*server, address);
    statusBar()->showMessage(outcome.message);
    QMessageBox box(
        outcome.tournamentId && !outcome.thereAlready ? QMessageBox::Information : QMessageBox::Warning,
        tr("Publish to a federation's server"),
        outcome.message,
        QMessageBox::Close,
        this);
    box.setObjectName(u"publicationOutcome"_s);
    QPushButton* open = nullptr;
    if (outcome.tournamentId) {
        open = box.addButton(tr("&Open the server's copy"), QMessageBox::AcceptRole);
        open->setObjectName(u"openPublished"_s);
        box.setDefaultButton(open);
    }
    box.exec();
    if (open && box.clickedButton() == open)
        Q_EMIT openOnServerAsked(address, *outcome.tournamentId);
}

TournamentWindow::Publication TournamentWindow::publishTo(
    archive::GameRepository& server, const QString& address)
{
    const tournament::Tournament& event = m_desk->event();
    // The games as the archive has them now, those the event pairs: the crosstable's and agenda's own.
    const auto stored = m_desk->archive()->gamesOfEvent(event.name);
    if (!stored)
        return {tr("“%1” was not published: %2").arg(event.name, errorText(stored.error())), std::nullopt};
    QList<ledger::GameFile> all;
    for (const auto& [id, game] : *stored)
        all.append(game);
    const QList<ledger::GameFile> games = tournament::gamesOfEvent(event, all);

    WorkProgress progress(this,
        tr("Publish to a federation's server"),
        tr("Publishing “%1” with %n game(s) to %2…", nullptr, int(games.size())).arg(event.name, address),
        u"publishProgress"_s);
    const Result<archive::EventCopy> copied =
        server.copyInEvent(event, m_desk->registers(), games, m_asOf, progress.progress());
    progress.close();
    if (!copied && copied.error().code == ErrorCode::Cancelled)
        return {tr("Publishing cancelled: nothing of “%1” was written to the server.").arg(event.name),
            std::nullopt};
    if (!copied) {
        const Error& error = copied.error();
        const QString reason =
            error.detail.isEmpty() ? errorText(error, address) : text::messageText(error.detail);
        Publication refused{
            tr("“%1” was not published to %2: %3").arg(event.name, address, reason), std::nullopt};
        // Published before: the server's copy is offered all the same, to be opened rather than sought.
        if (error.detail.code == MessageCode::TournamentNameTaken) {
            if (const auto listed = server.tournaments()) {
                for (const archive::TournamentSummary& there : *listed) {
                    if (there.name == event.name && there.index == event.index)
                        refused.tournamentId = there.id;
                }
            }
            refused.thereAlready = refused.tournamentId.has_value();
        }
        return refused;
    }
    qsizetype there = 0;
    for (const archive::ImportOutcome& game : copied->games)
        there += game.importedBefore ? 1 : 0;
    const QString withGames = there == 0
        ? tr("with its registers and %n game(s)", nullptr, int(copied->games.size()))
        : tr("with its registers and %n game(s), of which %1 the server had already",
            nullptr,
            int(copied->games.size()))
              .arg(there);
    return {tr("“%1” is published to %2 %3. Its players with a login there see its crosstable, and you "
               "judge it there now; the copy in this archive stays as it was.")
                .arg(event.name, address, withGames),
        copied->tournamentId};
}

} // namespace postmark::ui
