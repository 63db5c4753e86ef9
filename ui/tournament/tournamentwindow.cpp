// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/tournamentwindow.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>

#include "core/archive/gamerepository.h"
#include "core/documents/registerdocuments.h"
#include "core/documents/tournamentdocuments.h"
#include "core/ledger/ledgerof.h"
#include "core/rules/clauses.h"
#include "core/tournament/crosstablemarks.h"
#include "core/tournament/eventgames.h"
#include "core/tournament/judgeagenda.h"
#include "core/tournament/leaveregister.h"
#include "core/tournament/playersclaims.h"
#include "core/tournament/tournamentfilewriter.h"
#include "ui/desk/personname.h"
#include "ui/errortext.h"
#include "ui/printing/documentrenderer.h"
#include "ui/printpreview.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/adjudicationdialog.h"
#include "ui/tournament/adjudicationspanel.h"
#include "ui/tournament/agendapanel.h"
#include "ui/tournament/claimdialog.h"
#include "ui/tournament/claimspanel.h"
#include "ui/tournament/crosstablepanel.h"
#include "ui/tournament/gamespanel.h"
#include "ui/tournament/judgedesk.h"
#include "ui/tournament/judgelabels.h"
#include "ui/tournament/judgename.h"
#include "ui/tournament/leavepanel.h"
#include "ui/tournament/playerdialog.h"
#include "ui/tournament/playerspanel.h"
#include "ui/tournament/regulationpanel.h"
#include "ui/tournament/resultdialog.h"
#include "ui/tournament/withdrawaldialog.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/editmenu.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/untilstored.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

TournamentWindow::TournamentWindow(const tournament::Tournament& event,
    const QList<ledger::GameFile>& gameFiles,
    const QDate& asOf,
    QWidget* parent)
    : QMainWindow(parent)
    , m_desk(new JudgeDesk(event, this))
    , m_gameFiles(gameFiles)
    , m_asOf(asOf)
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("%1 — Postmark").arg(event.name) + u"[*]"_s);

    auto* tabs = new QTabWidget;
    tabs->setObjectName(u"tabs"_s);
    m_crosstable = new CrosstablePanel;
    m_players = new PlayersPanel;
    m_games = new GamesPanel;
    m_claims = new ClaimsPanel;
    m_adjudications = new AdjudicationsPanel;
    m_leave = new LeavePanel;
    m_agenda = new AgendaPanel;
    tabs->addTab(m_crosstable, tr("Crosstable"));
    tabs->addTab(m_players, tr("Players"));
    tabs->addTab(m_games, tr("Games"));
    tabs->addTab(m_claims, tr("Claims"));
    tabs->addTab(m_adjudications, tr("Adjudications"));
    tabs->addTab(m_leave, tr("Leave"));
    tabs->addTab(m_agenda, tr("Agenda"));
    // What the event was created with: it does not change as results and claims are recorded.
    auto* regulation = new RegulationPanel;
    regulation->setObjectName(u"regulationPanel"_s);
    regulation->show(event);
    tabs->addTab(regulation, tr("Regulation"));
    setCentralWidget(tabs);
    connect(m_players, &PlayersPanel::withdrawalAsked, this, &TournamentWindow::editWithdrawal);
    connect(m_players, &PlayersPanel::detailsAsked, this, &TournamentWindow::editPlayer);
    connect(m_players, &PlayersPanel::noticesAsked, this, &TournamentWindow::printWithdrawalNotices);
    connect(m_games, &GamesPanel::resultAsked, this, &TournamentWindow::editResult);
    connect(m_games, &GamesPanel::cardsAsked, this, &TournamentWindow::showGameCards);
    connect(m_claims, &ClaimsPanel::cardsAsked, this, &TournamentWindow::showClaimCards);
    connect(m_claims, &ClaimsPanel::claimAsked, this, &TournamentWindow::editClaim);
    connect(m_claims, &ClaimsPanel::letterAsked, this, &TournamentWindow::printClaimDecision);
    connect(m_adjudications, &AdjudicationsPanel::editAsked, this, &TournamentWindow::editAdjudication);
    connect(m_adjudications, &AdjudicationsPanel::letterAsked, this, &TournamentWindow::printAdjudication);
    connect(m_desk, &JudgeDesk::changed, this, &TournamentWindow::refresh);
    connect(m_desk, &JudgeDesk::changed, this, [this] {
        if (m_desk->hasArchive())
            Q_EMIT storedInArchive();
    });
    connect(m_desk, &JudgeDesk::modified, this, [this] { setWindowModified(true); });
    connect(m_desk, &JudgeDesk::refused, this, [this](const QString& why) { statusBar()->showMessage(why); });
    createMenus();
    // The status bar from the start: made by the first message (a result recorded), it took 22 pixels
    // from the crosstable, whose last row then needed scrolling.
    statusBar();
    refresh();
    // As much of a 1366×768 laptop's screen as its panel and the title bar leave: a 15-player semifinal's
    // last row and the legend under the table (four lines in Ukrainian) must not need scrolling.
    const QRect screen = this->screen()->availableGeometry();
    // Never smaller than 1100×620, the table's own width (a smaller screen scrolls, as it did).
    resize(std::clamp(screen.width() - 40, 1100, 1300), std::clamp(screen.height() - 40, 620, 720));
}

void TournamentWindow::attachArchive(archive::GameRepository* archive, qint64 tournamentId)
{
    // Shown once, at the end, with what the archive lets this user do: the desk's own "changed" would
    // recompute the crosstable, the games and the agenda of every game a second time (a third of the
    // window's opening on a semifinal).
    {
        const QSignalBlocker once(m_desk);
        if (const auto problem = m_desk->attachArchive(archive, tournamentId))
            statusBar()->showMessage(*problem);
    }
    if (archive) {
        if (const std::optional<Message> refusal = archive->eventEditRefusal(tournamentId)) {
            greyEdits(text::messageText(*refusal));
            // A player reads the crosstable, not the judge's registers (the server's policies).
            const Result<std::optional<archive::ArchiveOwner>> owner = archive->owner();
            const bool player = owner && *owner && (*owner)->plays && !(*owner)->judges;
            m_claims->setRegisterHidden(player);
            m_playersView = player;
            m_leave->setOwnGamesOnly(player);
        }
    }
    if (m_claims->judgeName().isEmpty())
        m_claims->setJudgeName(chiefJudgeName(archive));
    if (m_claims->judgeAddress().isEmpty())
        m_claims->setJudgeAddress(chiefJudgeAddress(archive));
    if (archive)
        showWhereKept(*archive);
    refresh();
}

void TournamentWindow::showWhereKept(const archive::GameRepository& archive)
{
    // Where the event is kept, in the title and the bar: once published, the laptop's window and the
    // server's look alike, and an edit in the wrong one goes to the wrong copy.
    const std::optional<Message> server = archive.connectionNotice();
    const QString file = QFileInfo(archive.archiveFile()).fileName();
    const QString where = server ? text::messageText(*server) : tr("Archive file %1").arg(file);
    const QString name = m_desk->event().name;
    setWindowTitle((server ? tr("%1 — federation's server — Postmark").arg(name)
                           : tr("%1 — %2 — Postmark").arg(name, file))
        + u"[*]"_s);
    auto* label = findChild<QLabel*>(u"eventLocation"_s);
    if (!label) {
        label = new QLabel(this);
        label->setObjectName(u"eventLocation"_s);
        statusBar()->addPermanentWidget(label);
    }
    // A quarter of the bar: the reason an event is read only, and the messages, need the rest.
    label->setText(label->fontMetrics().elidedText(where, Qt::ElideMiddle, std::max(200, width() / 4)));
    label->setToolTip(where);
}

const tournament::Tournament& TournamentWindow::event() const
{
    return m_desk->event();
}

const tournament::JudgeRegisters& TournamentWindow::registers() const
{
    return m_desk->registers();
}

void TournamentWindow::setJudgeName(const QString& name)
{
    m_claims->setJudgeName(name);
}

void TournamentWindow::refresh()
{
    const tournament::Tournament& event = m_desk->event();
    const tournament::JudgeRegisters& registers = m_desk->registers();
    m_crosstable->show(event);
    m_players->show(event);
    m_games->show(event, m_crosstable->crosstable(), knownRegisters(), m_gameFiles);
    m_claims->show(event, registers, m_asOf, m_desk->hasArchive());
    m_adjudications->show(event, registers, m_asOf);
    m_leave->show(m_gameFiles, tournament::rulesOrSectionDefault(event).leaveDaysPerYear);
    showAgendaAsOf(m_asOf);
}

void TournamentWindow::showAgendaAsOf(const QDate& asOf)
{
    // A reader who is not the event's judge (a player on a federation's server) sees only some of its
    // games: the agenda is of those, not of games it cannot read; the claims they know of, of those.
    const tournament::Tournament shown = m_editRefusal.isEmpty()
        ? m_desk->event()
        : tournament::pairingsWithGameFiles(m_desk->event(), m_gameFiles);
    m_agenda->show(shown,
        m_gameFiles,
        m_playersView ? tournament::claimsKnownFromGames(shown, m_gameFiles) : m_desk->registers(),
        asOf);
}

tournament::JudgeRegisters TournamentWindow::knownRegisters() const
{
    // A player is not shown the judge's register: what they know of its claims is what their own games
    // record (suspended, their objection due), as their desk says.
    return m_playersView ? tournament::claimsKnownFromGames(m_desk->event(), m_gameFiles)
                         : m_desk->registers();
}

bool TournamentWindow::showOutcome(const std::optional<QString>& refusal)
{
    if (refusal) {
        statusBar()->showMessage(*refusal);
        return false;
    }
    statusBar()->showMessage(
        m_desk->changedNothing() ? tr("Nothing changed: it was so already.") : tr("Recorded."), 3000);
    return true;
}

std::optional<QString> TournamentWindow::storedOrRefused(const std::optional<QString>& refusal)
{
    if (!refusal)
        showOutcome(refusal); // "Recorded." in the bar; a refusal is the form's to say
    return refusal;
}

bool TournamentWindow::recordResult(int game,
    std::optional<tournament::GameResult> result,
    tournament::ResultHow how,
    std::optional<QDate> reportedOn,
    std::optional<QDate> recordReceived)
{
    return showOutcome(m_desk->recordResult(game, result, how, reportedOn, recordReceived));
}

bool TournamentWindow::recordWithdrawal(
    const QString& player, const std::optional<tournament::Withdrawal>& withdrawal)
{
    return showOutcome(m_desk->recordWithdrawal(player, withdrawal));
}

bool TournamentWindow::recordPlayerDetails(
    const QString& player, const QString& address, std::optional<int> rating)
{
    return showOutcome(m_desk->recordPlayerDetails(player, address, rating));
}

bool TournamentWindow::recordClaim(const tournament::JudgeClaim& claim)
{
    return showOutcome(m_desk->recordClaim(claim));
}

bool TournamentWindow::recordAdjudication(const tournament::Adjudication& adjudication)
{
    return showOutcome(m_desk->recordAdjudication(adjudication));
}

void TournamentWindow::greyEdits(const QString& why)
{
    // A federation's server lets only the event's judge change it: what it would refuse is greyed, with
    // why, before the user types anything (the server refuses it all the same).
    m_editRefusal = why.isEmpty() ? why : why.front().toUpper() + why.mid(1); // a sentence of its own here
    for (const QString& name : {u"recordResult"_s,
             u"recordWithdrawal"_s,
             u"changePlayer"_s,
             u"newClaim"_s,
             u"editClaim"_s,
             u"editAdjudication"_s}) {
        if (auto* button = findChild<QPushButton*>(name)) {
            button->setEnabled(false);
            button->setToolTip(m_editRefusal);
        }
    }
    // Not the judge: the deadlines that matter to this reader are the players' own, not the judge's steps.
    if (auto* playersSteps = findChild<QCheckBox*>(u"playersSteps"_s))
        playersSteps->setChecked(true);
    auto* notice = new QLabel(tr("Read only"));
    notice->setObjectName(u"editRefusalNotice"_s);
    notice->setToolTip(m_editRefusal);
    statusBar()->addPermanentWidget(notice);
    // Why, in the bar itself rather than as a message: a message goes as soon as a menu's item shows its
    // tip, and the reader was left with "Read only" and no reason. The bar's own widget steps aside for a
    // message and comes back after it; cut at the bar's width, whole in its tooltip.
    auto* reason = new QLabel(m_editRefusal);
    reason->setObjectName(u"editRefusalReason"_s);
    reason->setToolTip(m_editRefusal);
    reason->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    statusBar()->addWidget(reason, 1);
}

bool TournamentWindow::mayEdit()
{
    if (m_editRefusal.isEmpty())
        return true;
    statusBar()->showMessage(m_editRefusal);
    return false;
}

void TournamentWindow::editResult(int game)
{
    if (!mayEdit())
        return;
    if (game < 0 || game >= m_desk->event().games.size())
        return;
    const tournament::Tournament& event = m_desk->event();
    ResultDialog dialog(
        event, game, m_asOf, tournament::gameFileOf(event, event.games[game], m_gameFiles), this);
    for (const tournament::JudgeClaim& claim : m_desk->registers().claims) {
        if (claim.game == game && claim.decision == tournament::ClaimDecision::Pending)
            dialog.setPendingClaim(claim.sent,
                rules::citation(tournament::rulesOrSectionDefault(event), rules::Rule::Suspension));
    }
    execUntilStored(dialog, [&] {
        return storedOrRefused(m_desk->recordResult(
            game, dialog.result(), dialog.how(), dialog.reportedOn(), dialog.recordReceived()));
    });
}

void TournamentWindow::editPlayer(int player)
{
    if (!mayEdit())
        return;
    if (player < 0 || player >= m_desk->event().players.size())
        return;
    PlayerDialog dialog(
        m_desk->event().players[player], tournament::rulesOrSectionDefault(m_desk->event()), this);
    const QString id = m_desk->event().players[player].id;
    execUntilStored(dialog,
        [&] { return storedOrRefused(m_desk->recordPlayerDetails(id, dialog.address(), dialog.rating())); });
}

void TournamentWindow::editWithdrawal(int player)
{
    if (!mayEdit())
        return;
    if (player < 0 || player >= m_desk->event().players.size())
        return;
    WithdrawalDialog dialog(m_desk->event(), m_desk->event().players[player].id, m_asOf, this);
    const QString id = m_desk->event().players[player].id;
    if (execUntilStored(
            dialog, [&] { return storedOrRefused(m_desk->recordWithdrawal(id, dialog.withdrawal())); })
        && dialog.withdrawal())
        statusBar()->showMessage(tr("Withdrawal recorded. The letters to the player and the partners: Print "
                                    "notices… on the Players tab."),
            10000);
}

void TournamentWindow::printWithdrawalNotices(int player)
{
    if (player < 0 || player >= m_desk->event().players.size()) {
        statusBar()->showMessage(tr("Select a player in the Players tab first."), 5000);
        return;
    }
    const tournament::Player& withdrawn = m_desk->event().players[player];
    const Result<documents::Document> notices = documents::withdrawalNotices(m_desk->event(),
        withdrawn.id,
        m_claims->judgeName(),
        interfaceDocumentLanguage(),
        m_claims->judgeAddress(),
        m_asOf);
    if (notices)
        previewDocument(*notices, shortPersonName(withdrawn.name));
    else
        sayNoLetterYet(notices.error(), tr("the withdrawal notices"));
}

void TournamentWindow::editClaim(int row)
{
    if (!mayEdit())
        return;
    tournament::JudgeClaim claim;
    if (row >= 0 && row < m_desk->registers().claims.size())
        claim = m_desk->registers().claims[row];
    else
        claim.game = std::max(0, m_games->currentGame());
    ClaimDialog dialog(m_desk->event(), m_gameFiles, claim, m_asOf, this);
    execUntilStored(dialog, [&] { return storedOrRefused(m_desk->recordClaim(dialog.claim())); });
}

void TournamentWindow::editAdjudication(int row)
{
    if (!mayEdit())
        return;
    const std::optional<tournament::Adjudication> adjudication = m_adjudications->adjudication(row);
    if (!adjudication) {
        sayNoAdjudicationChosen();
        return;
    }
    // The game's last position, when the archive has its cards: the engine may assess it for the adjudicator.
    std::optional<chess::Position> finalPosition;
    chess::Notation notation = chess::Notation::Ukrainian;
    QString lastMove; // the cards' last move made, which the result letter names (II.9.9)
    const tournament::Tournament& event = m_desk->event();
    if (adjudication->game >= 0 && adjudication->game < event.games.size()) {
        if (const ledger::GameFile* file =
                tournament::gameFileOf(event, event.games[adjudication->game], m_gameFiles)) {
            const ledger::LedgerResult computed = ledger::ledgerOf(*file, m_asOf);
            if (computed.ledger) {
                finalPosition = computed.ledger->position;
                lastMove = lastMoveMade(*computed.ledger, file->notation);
            }
            notation = file->notation;
        }
    }
    AdjudicationDialog dialog(event, *adjudication, m_asOf, this, finalPosition, notation);
    if (!lastMove.isEmpty())
        dialog.setLastMoveInCards(lastMove);
    execUntilStored(
        dialog, [&] { return storedOrRefused(m_desk->recordAdjudication(dialog.adjudication())); });
}

void TournamentWindow::printClaimDecision(int row)
{
    if (row < 0 || row >= m_desk->registers().claims.size())
        return;
    const Result<documents::Document> letter = documents::claimDecisionLetter(m_desk->event(),
        m_desk->registers().claims[row],
        m_claims->judgeName(),
        interfaceDocumentLanguage(),
        m_claims->judgeAddress());
    if (letter)
        previewDocument(*letter, gameNamed(m_desk->registers().claims[row].game));
    else
        sayNoLetterYet(letter.error(), tr("the decision letter"));
}

void TournamentWindow::sayNoAdjudicationChosen()
{
    // A click that does nothing was taken for a broken button (helper-55, with no game awaiting it).
    statusBar()->showMessage(m_adjudications->isEmpty()
            ? tr("No game awaits adjudication as of %1: nothing to register or print.").arg(shownDate(m_asOf))
            : tr("Choose the game in the Adjudications list first."));
}

void TournamentWindow::printAdjudication(int row)
{
    const std::optional<tournament::Adjudication> adjudication = m_adjudications->adjudication(row);
    if (!adjudication) {
        sayNoAdjudicationChosen();
        return;
    }
    const Result<documents::Document> letter = documents::adjudicationLetter(m_desk->event(),
        *adjudication,
        m_claims->judgeName(),
        interfaceDocumentLanguage(),
        m_claims->judgeAddress());
    if (letter)
        previewDocument(*letter, gameNamed(adjudication->game));
    else
        sayNoLetterYet(letter.error(), tr("the adjudication letter"));
}

void TournamentWindow::sayNoLetterYet(const Error& why, const QString& letter)
{
    // A letter written with a decision not made yet: why there is none, not that "the document does not
    // apply to the game" (helper-28).
    if (why.code == ErrorCode::DocumentNotApplicable)
        QMessageBox::information(
            this, tr("No letter yet"), tr("There is no letter yet: %1.").arg(text::messageText(why.detail)));
    else
        statusBar()->showMessage(errorText(why, letter));
}

} // namespace postmark::ui
