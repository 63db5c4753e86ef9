// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's commands on the player's games: logging, correcting and replying to cards, the game's
// life events, new games, import and export, partners and settings. Each stores the games in one transaction
// and is one undoable step.
#include <QCoreApplication>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>

#include "core/analysis/analysispgn.h"
#include "core/archive/gamerepository.h"
#include "core/desk/cardentry.h"
#include "core/desk/gamerow.h"
#include "core/desk/playeragenda.h"
#include "core/ledger/gamefilewriter.h"
#include "core/ledger/pgnconversion.h"
#include "core/models/movetablemodel.h"
#include "core/pgn/pgnwriter.h"
#include "core/rules/clauses.h"
#include "ui/desk/agendatable.h"
#include "ui/desk/archiveedit.h"
#include "ui/desk/gamelistmodel.h"
#include "ui/desk/lifeeventdialog.h"
#include "ui/desk/logcarddialog.h"
#include "ui/desk/newgamedialog.h"
#include "ui/desk/partnersdialog.h"
#include "ui/desk/postingdialog.h"
#include "ui/desk/replydialog.h"
#include "ui/desk/settingsdialog.h"
#include "ui/errortext.h"
#include "ui/game/analysiscontroller.h"
#include "ui/game/gameview.h"
#include "ui/mainwindow.h"
#include "ui/printing/documentrenderer.h"
#include "ui/printpreview.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/newtournamentdialog.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/widgets/confirmation.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

bool MainWindow::appendCard(
    const ledger::GameFile& checked, const std::optional<ledger::Ledger>& computed, const QString& what)
{
    const qint64 id = m_shown.currentId();
    Result<ledger::GameFile> game = m_repository->game(id);
    if (!game) {
        sayNotStored(game.error(), what);
        return false;
    }
    game.value().cards.append(checked.cards.last());
    if (!game->asOf || *game->asOf < m_archiveToday)
        game.value().asOf = m_archiveToday;
    // The check computed the ledger of `checked`, which is the game to store unless the archive's copy
    // changed meanwhile (the as-of date aside: the ledger is computed as of a day given, not the file's).
    ledger::GameFile compared = checked;
    compared.asOf = game->asOf;
    const bool reusable = computed && compared == *game && computed->asOf == *game->asOf;
    return storeGames(what, {{id, *game}}, id, reusable ? &*computed : nullptr);
}

bool MainWindow::addGames(const QString& what, const QList<ledger::GameFile>& games)
{
    const Result<QList<qint64>> ids = m_repository->addGames(games, m_archiveToday);
    if (!ids) {
        sayNotStored(ids.error(), what);
        return false;
    }
    recordAddedGames(what, games, *ids);
    return true;
}

qint64 MainWindow::lastOnDesk(const QList<ledger::GameFile>& games, const QList<qint64>& ids) const
{
    // When none is (another player's games, kept in the archive only), the game shown before stays shown:
    // a walk's desk jumped to its top game after such an import.
    for (qsizetype n = games.size() - 1; n >= 0; --n) {
        if (onDesk(games[n].white.name, games[n].black.name))
            return ids[n];
    }
    return m_shown.currentId();
}

void MainWindow::recordAddedGames(
    const QString& what, const QList<ledger::GameFile>& games, const QList<qint64>& ids)
{
    const qint64 shown = lastOnDesk(games, ids);
    m_undo->push(new AddedGamesEdit(
        what,
        *m_repository,
        games,
        ids,
        m_archiveToday,
        [this](qint64 id) { reloadArchive(id ? id : (m_shown.isEmpty() ? 0 : m_shown.at(0).id)); },
        [this](const QString& why) { statusBar()->showMessage(why); }));
    reloadArchive(shown);
}

void MainWindow::sayNotStored(const Error& error, const QString& what)
{
    const QString why = actionErrorText(error, what);
    m_lastRefusal = why;
    if (m_storingFromDialog)
        return; // said whole in a message over the form (runUntilStored()), not cut off in the status bar too
    statusBar()->showMessage(why);
    // A federation's server refusing a change says which card and whose: longer than a status bar at 1366
    // pixels, and the user has to read it whole. Not modal, so that nothing waits on it; a form being
    // stored says every refusal over itself (runUntilStored()).
    if (isServerRefusal(error)) {
        auto* refusal = new QMessageBox(QMessageBox::Warning, tr("Postmark"), why, QMessageBox::Ok, this);
        refusal->setAttribute(Qt::WA_DeleteOnClose);
        refusal->setObjectName(u"serverRefusal"_s);
        refusal->open();
    }
}

bool MainWindow::runUntilStored(QDialog& dialog, const std::function<bool()>& store)
{
    while (dialog.exec() == QDialog::Accepted) {
        m_lastRefusal.clear();
        m_storingFromDialog = true;
        const bool stored = store();
        m_storingFromDialog = false;
        if (stored)
            return true;
        // Refused (an archive that cannot be written, a full disk, a federation's server): said, and the
        // form opens again as the user left it — what they typed is not lost.
        QMessageBox refusal(QMessageBox::Warning,
            dialog.windowTitle(),
            (m_lastRefusal.isEmpty() ? statusBar()->currentMessage() : m_lastRefusal) + u"\n\n"_s
                + tr("The form opens again with everything you typed: change what was refused, or Cancel to "
                     "close it without saving."),
            QMessageBox::Ok,
            this);
        refusal.setObjectName(u"notStored"_s);
        refusal.exec();
    }
    return false;
}

bool MainWindow::storeGames(const QString& what,
    const QList<QPair<qint64, ledger::GameFile>>& after,
    qint64 shown,
    const ledger::Ledger* computed)
{
    QList<QPair<qint64, ledger::GameFile>> before;
    for (const auto& [id, game] : after) {
        const Result<ledger::GameFile> stored = m_repository->game(id);
        if (!stored) {
            sayNotStored(stored.error(), what);
            return false;
        }
        before.append({id, *stored});
    }
    const std::optional<Error> error = computed && after.size() == 1
        ? m_repository->replaceComputedGame(
            after.first().first, after.first().second, *computed, m_archiveToday)
        : m_repository->replaceGames(after, m_archiveToday);
    if (error) {
        sayNotStored(*error, what);
        return false;
    }
    m_undo->push(new ArchiveEdit(
        what,
        *m_repository,
        before,
        after,
        m_archiveToday,
        [this, shown](const ArchiveEdit::Games& written) { refreshGames(written, nullptr, shown); },
        [this](const QString& why) { statusBar()->showMessage(why); }));
    refreshGames(after, computed && after.size() == 1 ? computed : nullptr, shown);
    return true;
}

bool MainWindow::storeCheckedGame(const QString& what, qint64 id, const desk::CardCheck& check)
{
    // The game is stored as the form checked it: its ledger from the check is its own.
    return storeGames(what, {{id, check.game}}, id, check.ledger ? &*check.ledger : nullptr);
}

void MainWindow::refreshGames(
    const QList<QPair<qint64, ledger::GameFile>>& stored, const ledger::Ledger* computed, qint64 shown)
{
    // An edit touches the games it changed: each is computed once and its list row, and its agenda items
    // once the agenda is complete, are replaced; nothing else is read again. A game whose players changed
    // (it may leave the desk) or that is not listed has the archive listed again.
    for (const auto& [id, game] : stored) {
        const int index = m_shown.indexOf(id);
        const bool samePlayers = index >= 0 && m_shown.at(index).postal
            && m_shown.at(index).postal->game.white.name == game.white.name
            && m_shown.at(index).postal->game.black.name == game.black.name;
        if (!samePlayers || !m_shown.replace(id, game, computed)) {
            if (computed)
                m_shown.offer(id, PostalGame{game, *computed});
            reloadArchive(shown);
            return;
        }
        const desk::DeskGame deskGame{id, game};
        m_gameList->setRow(desk::gameRow(deskGame, m_me, m_archiveToday));
        if (m_loadCursor >= m_shown.size())
            m_agenda->replaceGame(id, desk::playerAgenda({deskGame}, m_me, m_archiveToday));
    }
    showArchiveGame(shown);
}

void MainWindow::reloadArchive(qint64 id)
{
    openArchive(*m_repository, m_archiveToday);
    m_shown.dropOffer(); // a game offered by storeGames() is listed read by now, or not at all
    showArchiveGame(id);
}

std::optional<ledger::Color> MainWindow::myColourInShownGame()
{
    const PostalGame* shown = m_shown.currentPostal();
    if (!m_repository || !shown) {
        statusBar()->showMessage(tr("Open the archive and choose a game first."));
        return std::nullopt;
    }
    const std::optional<ledger::Color> me = desk::colourOf(shown->game, m_me);
    if (!me)
        statusBar()->showMessage(tr("%1 does not play in this game.").arg(m_me.name));
    return me;
}

void MainWindow::logReceivedCard()
{
    const std::optional<ledger::Color> me = myColourInShownGame();
    if (!me)
        return;
    // On a federation's server the partner logs the card they send: the card in the player's hand is that
    // one, most likely, and is taken in — not logged a second time.
    const PostalGame& shown = *m_shown.currentPostal();
    if (const std::optional<int> awaiting = desk::cardAwaitingArrival(shown.game, *me)) {
        // A card with no date of its sending (imported from moves alone) is the player's to complete whole.
        if (desk::sendersSideLogged(shown.game.cards[*awaiting]))
            takeInArrivedCard(*awaiting, *me);
        else
            correctLoggedCard(*awaiting);
        return;
    }
    // The partner has no move to send while the move is mine: said, rather than a form that can only refuse.
    if (!shown.ledger.finished && shown.ledger.toMove == *me) {
        explainNoForm(this,
            tr("Log a received card"),
            tr("It is your move in this game: no card from the partner is due. Reply with Game ▸ Compose the "
               "reply… (Ctrl+R)."),
            u"yourMove"_s);
        return;
    }
    logNewReceivedCard(*me);
}

void MainWindow::logNewReceivedCard(ledger::Color me)
{
    const ledger::GameFile& game = m_shown.currentPostal()->game;
    LogCardDialog dialog(game, me, m_archiveToday, this);
    if (!runUntilStored(dialog, [this, &dialog] {
            return appendCard(dialog.check().game,
                dialog.check().ledger,
                tr("logging card %1").arg(text::cardName(dialog.check().cardId)));
        }))
        return;
    statusBar()->showMessage(tr("Card %1 logged.").arg(text::cardName(dialog.check().cardId)), 5000);
    // An impossible move is answered with a query within 3 days (II.3.12): the card is prepared at once.
    if (dialog.check().impossibleMove)
        previewDocument(PrintKind::Query);
}

void MainWindow::takeInArrivedCard(int index, ledger::Color me)
{
    const ledger::GameFile& game = m_shown.currentPostal()->game;
    const QString id = text::cardName(game.cards[index].id);
    LogCardDialog dialog(game, me, m_archiveToday, this);
    dialog.takeIn(index);
    const qint64 shown = m_shown.currentId();
    if (!runUntilStored(dialog, [this, &dialog, &id, shown] {
            return storeCheckedGame(tr("logging the arrival of card %1").arg(id), shown, dialog.check());
        }))
        return;
    statusBar()->showMessage(tr("The arrival of card %1 logged.").arg(id), 5000);
    m_gameView->selectCard(index);
    // An impossible move is answered with a query within 3 days (II.3.12): the card is prepared at once.
    if (dialog.check().impossibleMove)
        previewDocument(PrintKind::Query);
}

void MainWindow::correctLoggedCard(int index)
{
    const std::optional<ledger::Color> me = myColourInShownGame();
    if (!me)
        return;
    const ledger::GameFile& game = m_shown.currentPostal()->game;
    if (index < 0 || index >= game.cards.size())
        return;
    const ledger::Card logged = game.cards[index];
    // My own card or repeat: what is added to it once posted (the receipt, the postmark) — its move and date
    // are taken back with Edit ▸ Undo (helper-45 could not mend a repeat's receipt number).
    if (logged.from == *me) {
        recordPosting(index);
        return;
    }
    if (logged.from == *me || logged.kind != ledger::CardKind::Move) {
        statusBar()->showMessage(
            tr("Card %1: only a move card received from the partner is corrected here; Edit ▸ Undo takes "
               "back what was just recorded.")
                .arg(text::cardName(logged.id)),
            8000);
        return;
    }
    // The partner's card logged from the sender's side and not yet received: taken in, not corrected.
    if (desk::cardAwaitingArrival(game, *me) == index && desk::sendersSideLogged(logged)) {
        takeInArrivedCard(index, *me);
        return;
    }
    LogCardDialog dialog(game, *me, m_archiveToday, this);
    dialog.correct(index);
    const qint64 id = m_shown.currentId();
    if (!runUntilStored(dialog, [this, &dialog, &logged, id] {
            return storeCheckedGame(
                tr("correcting card %1").arg(text::cardName(logged.id)), id, dialog.check());
        }))
        return;
    statusBar()->showMessage(tr("Card %1 corrected.").arg(text::cardName(logged.id)), 5000);
    // The corrected card stays in view, selected, where the player was.
    m_gameView->selectCard(index);
}

void MainWindow::recordPosting(int index)
{
    const std::optional<ledger::Color> me = myColourInShownGame();
    if (!me)
        return;
    const ledger::GameFile& game = m_shown.currentPostal()->game;
    for (int i = int(game.cards.size()) - 1; index < 0 && i >= 0; --i) {
        if (game.cards[i].from == *me)
            index = i; // my last card, repeat or query, the one just posted
    }
    if (index < 0 || index >= game.cards.size()) {
        statusBar()->showMessage(
            tr("No card of yours in this game yet: its posting is added once the reply is recorded as sent."),
            8000);
        return;
    }
    const QString id = text::cardName(game.cards[index].id);
    PostingDialog dialog(game, *me, index, m_archiveToday, this);
    const qint64 shown = m_shown.currentId();
    if (!runUntilStored(dialog, [this, &dialog, &id, shown] {
            return storeCheckedGame(tr("the posting of card %1").arg(id), shown, dialog.check());
        }))
        return;
    statusBar()->showMessage(tr("The posting of card %1 stored.").arg(id), 5000);
    m_gameView->selectCard(index);
}

void MainWindow::composeReply()
{
    const std::optional<ledger::Color> me = myColourInShownGame();
    if (!me)
        return;
    const ledger::GameFile& game = m_shown.currentPostal()->game;
    // On the partner's move there is nothing to reply to: said, rather than a form that can only refuse
    // (helper-41 opened it again after his reply had gone and read «Card b4, move: the partner's move»).
    const ledger::Ledger& now = m_shown.currentPostal()->ledger;
    // His move could not be played: my step is a query, not a reply (my walk read «your card is with him»
    // of Руденко's impossible move).
    for (const ledger::Deadline& deadline : now.deadlines) {
        if (deadline.kind == ledger::DeadlineKind::QueryMove && deadline.player == *me) {
            explainNoForm(this,
                tr("Compose the reply"),
                tr("The partner's move on card %1 cannot be played: ask him for another with a query by %2 "
                   "(%3) — Print ▸ Query about a move, then Game ▸ Record my query as sent…")
                    .arg(text::cardName(game.cards[deadline.card].id),
                        deadline.due ? shownDate(*deadline.due) : QString(),
                        rules::clause(now.rules, rules::Rule::QueryMove)),
                u"queryDue"_s);
            return;
        }
    }
    if (!now.finished && !now.suspended && now.toMove != *me) {
        explainNoForm(this,
            tr("Compose the reply"),
            tr("It is your partner's move in this game: your card is with him. Once his card comes, log it "
               "with Game ▸ Log a received card… (Ctrl+L), then reply."),
            u"partnersMove"_s);
        return;
    }
    ReplyDialog dialog(game, *me, m_archiveToday, this);
    // The analysis line the board is in, when it goes on from the game's position: offered as the reply.
    const AnalysisController& analysed = *m_gameView->analysis();
    const analysis::Place end{analysed.place().line,
        analysis::lineLength(analysed.analysis(), analysed.mainLine(), analysed.place().line)};
    const std::vector<chess::Move> path = analysis::movesTo(analysed.analysis(), analysed.mainLine(), end);
    const std::vector<chess::Move>& played = analysed.mainLine().moves;
    if (path.size() > played.size() && std::equal(played.begin(), played.end(), path.begin()))
        dialog.offerAnalysisLine(std::vector(path.begin() + std::ptrdiff_t(played.size()), path.end()));
    if (!runUntilStored(dialog, [this, &dialog] {
            return appendCard(dialog.check().game,
                dialog.check().ledger,
                tr("sending card %1").arg(text::cardName(dialog.check().cardId)));
        }))
        return;
    statusBar()->showMessage(
        tr("Card %1 recorded as sent.").arg(text::cardName(dialog.check().cardId)), 5000);
    previewDocument(PrintKind::Postcard); // the card to post, both sides (II.3.7)
}

void MainWindow::recordLifeEvent(int eventNumber)
{
    if (!myColourInShownGame())
        return;
    const auto event = static_cast<LifeEventDialog::Event>(eventNumber);
    const qint64 id = m_shown.currentId();
    LifeEventDialog dialog(event, m_shown.all(), id, m_me, m_archiveToday, this);
    // A result the archive would refuse to change (a player's, in an event's game on a server) is shown,
    // with why, not offered to be overwritten and refused after OK.
    if (event == LifeEventDialog::Event::GameEnd && m_shown.current() && m_shown.current()->postal
        && m_shown.current()->postal->game.result) {
        if (const std::optional<Message> refusal = m_repository->resultChangeRefusal(id))
            dialog.fixRecordedResult(tr("Not to be changed: %1.").arg(text::messageText(*refusal)));
    }
    QList<QPair<qint64, ledger::GameFile>> changed;
    if (!runUntilStored(dialog, [this, &dialog, &changed, id] {
            changed.clear();
            for (const desk::DeskGame& each : dialog.changedGames())
                changed.append({each.id, each.game});
            return storeGames(dialog.changeName(), changed, id);
        }))
        return;
    statusBar()->showMessage(tr("Recorded in %n game(s).", nullptr, int(changed.size())), 5000);
    if (event == LifeEventDialog::Event::Leave) {
        // The notice to every partner (and the judge's copies), one document to print at once (II.7.2).
        QList<ledger::GameFile> games;
        for (const auto& [gameId, game] : std::as_const(changed))
            games.append(asISendIt(game));
        const Result<documents::Document> notices =
            documents::leaveNotices(games, interfaceDocumentLanguage());
        if (notices)
            previewFromWindow(*this, *notices, {}, m_archiveToday);
        else
            statusBar()->showMessage(errorText(notices.error()));
        return;
    }
    const PrintKind document = event == LifeEventDialog::Event::GameEnd ? PrintKind::Record
        : event == LifeEventDialog::Event::MyClaim                      ? PrintKind::Claim
        : event == LifeEventDialog::Event::ClaimAgainstMe               ? PrintKind::Objection
                                                                        : PrintKind::Leave;
    previewDocument(document);
}

void MainWindow::newGame()
{
    if (!m_repository) {
        statusBar()->showMessage(tr("Open an archive first (File ▸ Open archive…)."));
        return;
    }
    NewGameDialog dialog(m_me.name,
        m_owner ? m_owner->address : QString(),
        desk::partners(m_shown.all(), m_me),
        m_archiveToday,
        this);
    runUntilStored(dialog, [this, &dialog] { return addGames(tr("a new game"), {dialog.result().game}); });
}

bool MainWindow::exportGame(const QString& path, bool withAnalysis)
{
    if (!m_shown.currentPostal()) {
        statusBar()->showMessage(tr("Open the archive and choose a game first."));
        return false;
    }
    const PostalGame& postal = *m_shown.currentPostal();
    QByteArray bytes;
    if (path.endsWith(u".pgn"_s, Qt::CaseInsensitive)) {
        pgn::PgnGame written = ledger::pgnFromGameFile(postal.game, postal.ledger);
        if (withAnalysis)
            written = analysis::withAnalysis(std::move(written), m_gameView->analysis()->analysis());
        bytes =
            pgn::writePgn(written, pgn::PgnWriteOptions{chess::Notation::San, true}).toUtf8(); // [Mode "PM"]
    } else {
        bytes = ledger::writeGameFile(postal.game);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        statusBar()->showMessage(tr("Cannot write %1: %2").arg(path, file.errorString()));
        return false;
    }
    statusBar()->showMessage(tr("Written %1").arg(path), 5000);
    return true;
}

void MainWindow::editPartners()
{
    if (!m_repository)
        return;
    const QList<desk::DeskGame> games = m_shown.all();
    PartnersDialog dialog(desk::partners(games, m_me), this);
    QList<QPair<qint64, ledger::GameFile>> changed;
    if (!runUntilStored(dialog,
            [this, &dialog, &changed, &games] {
                changed.clear();
                for (const desk::Partner& partner : dialog.changed()) {
                    for (const desk::DeskGame& each :
                        desk::withPartnerAddress(games, m_me, partner.name, partner.address))
                        changed.append({each.id, each.game});
                }
                return changed.isEmpty()
                    || storeGames(tr("a partner's address"), changed, m_shown.currentId());
            })
        || changed.isEmpty())
        return;
    statusBar()->showMessage(tr("Address changed in %n game(s).", nullptr, int(changed.size())), 5000);
}

void MainWindow::openSettings()
{
    // Whose archive this is lives in the archive itself; with none open there is nobody to name.
    SettingsDialog dialog(m_repository ? std::optional(m_owner.value_or(
                              archive::ArchiveOwner{m_me.name, true, false, m_me.otherSpellings}))
                                       : std::nullopt,
        this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    std::optional<archive::ArchiveOwner> owner = dialog.owner();
    if (m_repository && owner && !owner->otherSpellings.isEmpty()) {
        // A spelling that names the partner in a game of the owner's would make both sides his: not kept,
        // and said with the game.
        const Result<QList<archive::GameSummary>> summaries = m_repository->games();
        QStringList refused;
        for (const archive::GameSummary& summary : summaries ? *summaries : QList<archive::GameSummary>{}) {
            const desk::PlayerNames named(owner->name, owner->otherSpellings);
            if (!named.matches(summary.white) || !named.matches(summary.black))
                continue;
            for (const QString& side : {summary.white, summary.black}) {
                const QString spelling = side.simplified();
                if (owner->otherSpellings.removeAll(spelling) > 0)
                    refused.append(
                        tr("«%1» names the partner in %2 – %3").arg(spelling, summary.white, summary.black));
            }
        }
        if (!refused.isEmpty())
            QMessageBox::warning(this,
                tr("Settings"),
                tr("Not kept as other spellings of your name: %1. A game of yours has you on one side only.")
                    .arg(refused.join(u"; "_s)));
    }
    if (m_repository && owner && owner != m_owner) {
        if (const auto error = m_repository->setOwner(*owner)) {
            QMessageBox::warning(this, tr("Settings"), errorText(*error));
            return;
        }
        // An import's report that counted games off the desk is out of date once the owner's names change
        // (helper-38 found it still open behind, saying so of games now listed).
        if (auto* report = findChild<QMessageBox*>(u"importReport"_s))
            report->close();
    }
    if (const auto notation = chess::notationFromName(SettingsDialog::notation()))
        m_gameView->setNotation(*notation);
    if (m_repository)
        reloadArchive(m_shown.currentId());
}

} // namespace postmark::ui
