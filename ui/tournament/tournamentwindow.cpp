// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/tournamentwindow.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include "core/archive/gamerepository.h"
#include "core/documents/registerdocuments.h"
#include "core/documents/tournamentdocuments.h"
#include "core/tournament/crosstablemarks.h"
#include "core/tournament/judgeagenda.h"
#include "core/tournament/leaveregister.h"
#include "core/tournament/tournamentfilewriter.h"
#include "ui/errortext.h"
#include "ui/printing/documentrenderer.h"
#include "ui/printpreview.h"
#include "ui/text/claimcheckreport.h"
#include "ui/text/crosstablereport.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/adjudicationdialog.h"
#include "ui/tournament/adjudicationsmodel.h"
#include "ui/tournament/agendapanel.h"
#include "ui/tournament/claimdialog.h"
#include "ui/tournament/claimsmodel.h"
#include "ui/tournament/crosstablemodel.h"
#include "ui/tournament/entrantsmodel.h"
#include "ui/tournament/judgedesk.h"
#include "ui/tournament/judgelabels.h"
#include "ui/tournament/leavepanel.h"
#include "ui/tournament/pairingsmodel.h"
#include "ui/tournament/playerdialog.h"
#include "ui/tournament/resultdialog.h"
#include "ui/tournament/withdrawaldialog.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/editmenu.h"
#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// A read-only table on `model`, selected by row: the tabs' lists.
QTableView* readOnlyView(QAbstractItemModel* model, const QString& name)
{
    auto* view = new QTableView;
    view->setObjectName(name);
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

} // namespace

TournamentWindow::TournamentWindow(const tournament::Tournament& event,
    const QList<ledger::GameFile>& gameFiles,
    const QDate& asOf,
    QWidget* parent)
    : QMainWindow(parent)
    , m_desk(new JudgeDesk(event, this))
    , m_gameFiles(gameFiles)
    , m_asOf(asOf)
    , m_crosstable(new CrosstableModel(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("%1 — Postmark").arg(event.name) + u"[*]"_s);

    auto* tabs = new QTabWidget;
    tabs->setObjectName(u"tabs"_s);
    tabs->addTab(createCrosstableTab(), tr("Crosstable"));
    tabs->addTab(createPlayersTab(), tr("Players"));
    tabs->addTab(createGamesTab(), tr("Games"));
    tabs->addTab(createClaimsTab(), tr("Claims"));
    tabs->addTab(createAdjudicationsTab(), tr("Adjudications"));
    tabs->addTab(createLeaveTab(), tr("Leave"));
    tabs->addTab(createAgendaTab(), tr("Agenda"));
    setCentralWidget(tabs);
    connect(m_desk, &JudgeDesk::changed, this, &TournamentWindow::refresh);
    connect(m_desk, &JudgeDesk::modified, this, [this] { setWindowModified(true); });
    connect(m_desk, &JudgeDesk::refused, this, [this](const QString& why) { statusBar()->showMessage(why); });
    createMenus();
    refresh();
    resize(1100, 620);
}

void TournamentWindow::attachArchive(archive::GameRepository* archive, qint64 tournamentId)
{
    if (const auto problem = m_desk->attachArchive(archive, tournamentId))
        statusBar()->showMessage(*problem);
    refresh();
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
    m_judge->setText(name);
}

QWidget* TournamentWindow::createCrosstableTab()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* heading = new QLabel(u"<b>%1</b> %2 · %3 – %4"_s.arg(m_desk->event().name.toHtmlEscaped(),
        m_desk->event().index.toHtmlEscaped(),
        shownDate(m_desk->event().start),
        shownDate(m_desk->event().end)));
    heading->setObjectName(u"eventHeading"_s);
    layout->addWidget(heading);
    m_crosstableView = new QTableView;
    m_crosstableView->setObjectName(u"crosstable"_s);
    m_crosstableView->setModel(m_crosstable);
    m_crosstableView->verticalHeader()->hide();
    m_crosstableView->setSelectionMode(QAbstractItemView::SingleSelection);
    layout->addWidget(m_crosstableView, 1);
    m_legend = new QLabel;
    m_legend->setObjectName(u"legend"_s);
    m_legend->setWordWrap(true);
    layout->addWidget(m_legend);
    return page;
}

QWidget* TournamentWindow::createPlayersTab()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_entrants = new EntrantsModel(this);
    m_players = readOnlyView(m_entrants, u"players"_s);
    layout->addWidget(m_players, 1);
    auto* withdraw = namedButton(tr("Record &withdrawal…"), u"recordWithdrawal"_s);
    auto* details = namedButton(tr("Change &address or rating…"), u"changePlayer"_s);
    auto* row = new QHBoxLayout;
    row->addWidget(withdraw);
    row->addWidget(details);
    row->addStretch();
    layout->addLayout(row);
    connect(
        withdraw, &QPushButton::clicked, this, [this] { editWithdrawal(m_players->currentIndex().row()); });
    connect(details, &QPushButton::clicked, this, [this] { editPlayer(m_players->currentIndex().row()); });
    // A double click edits what was clicked: the rating or the address, else the withdrawal.
    connect(m_players, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (index.column() == EntrantsModel::RatingColumn || index.column() == EntrantsModel::AddressColumn)
            editPlayer(index.row());
        else
            editWithdrawal(index.row());
    });
    return page;
}

QWidget* TournamentWindow::createGamesTab()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_pairings = new PairingsModel(this);
    m_games = readOnlyView(m_pairings, u"games"_s);
    layout->addWidget(m_games, 1);
    auto* result = namedButton(tr("Record &result…"), u"recordResult"_s);
    auto* row = new QHBoxLayout;
    row->addWidget(result);
    row->addStretch();
    layout->addLayout(row);
    connect(result, &QPushButton::clicked, this, [this] { editResult(m_games->currentIndex().row()); });
    connect(
        m_games, &QTableView::activated, this, [this](const QModelIndex& index) { editResult(index.row()); });
    return page;
}

QWidget* TournamentWindow::createClaimsTab()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_registersNote = new QLabel;
    m_registersNote->setObjectName(u"registersNote"_s);
    m_registersNote->setWordWrap(true);
    layout->addWidget(m_registersNote);
    m_claimRows = new ClaimsModel(this);
    m_claims = readOnlyView(m_claimRows, u"claims"_s);
    layout->addWidget(m_claims, 2);
    m_claimDetail = new QPlainTextEdit;
    m_claimDetail->setObjectName(u"claimDetail"_s);
    m_claimDetail->setReadOnly(true);
    m_claimDetail->setAccessibleName(tr("The selected claim's time calculation"));
    layout->addWidget(m_claimDetail, 1);
    auto* row = new QHBoxLayout;
    auto* add = namedButton(tr("&New claim…"), u"newClaim"_s);
    auto* edit = namedButton(tr("&Decide or edit…"), u"editClaim"_s);
    auto* print = namedButton(tr("&Print decision letter…"), u"printClaimDecision"_s);
    m_judge = new QLineEdit(QSettings().value(u"judge/name"_s).toString());
    m_judge->setObjectName(u"judgeName"_s);
    m_judge->setAccessibleName(tr("Chief judge"));
    m_judge->setPlaceholderText(tr("the chief judge's name, for the letters"));
    row->addWidget(add);
    row->addWidget(edit);
    row->addWidget(print);
    row->addStretch();
    row->addWidget(new QLabel(tr("Chief judge:")));
    row->addWidget(m_judge);
    layout->addLayout(row);
    connect(add, &QPushButton::clicked, this, [this] { editClaim(-1); });
    connect(edit, &QPushButton::clicked, this, [this] { editClaim(m_claims->currentIndex().row()); });
    connect(
        m_claims, &QTableView::activated, this, [this](const QModelIndex& index) { editClaim(index.row()); });
    connect(
        print, &QPushButton::clicked, this, [this] { printClaimDecision(m_claims->currentIndex().row()); });
    connect(m_judge, &QLineEdit::editingFinished, this, [this] {
        QSettings().setValue(u"judge/name"_s, m_judge->text().trimmed());
    });
    connect(m_claims->selectionModel(),
        &QItemSelectionModel::currentRowChanged,
        this,
        [this](const QModelIndex& current) { showClaimDetail(current.row()); });
    return page;
}

QWidget* TournamentWindow::createAdjudicationsTab()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    // The event's regulation may change the days (§10): the note says the event's.
    const Result<rules::RuleSet> rules = tournament::rulesOf(m_desk->event());
    const rules::RuleSet days = rules ? *rules : rules::RuleSet{};
    auto* note = new QLabel(tr(
        "Games unfinished at the end, or left to adjudication by a withdrawal (II.8.1). Packets are due %1 "
        "days after the end (II.9.5); equal assessments end the game without adjudication (II.9.6); a "
        "player whose packet came may appeal within %2 days of receiving the result (II.9.8, II.9.10) "
        "to a second adjudicator, whose result is final (II.9.11).")
                                .arg(days.adjudicationSubmitDays)
                                .arg(days.appealDays));
    note->setWordWrap(true);
    layout->addWidget(note);
    m_adjudicationRows = new AdjudicationsModel(this);
    m_adjudications = readOnlyView(m_adjudicationRows, u"adjudications"_s);
    layout->addWidget(m_adjudications, 1);
    auto* row = new QHBoxLayout;
    auto* edit = namedButton(tr("&Register packet or result…"), u"editAdjudication"_s);
    auto* print = namedButton(tr("&Print result letter…"), u"printAdjudication"_s);
    row->addWidget(edit);
    row->addWidget(print);
    row->addStretch();
    layout->addLayout(row);
    connect(edit, &QPushButton::clicked, this, [this] {
        editAdjudication(m_adjudications->currentIndex().row());
    });
    connect(m_adjudications, &QTableView::activated, this, [this](const QModelIndex& index) {
        editAdjudication(index.row());
    });
    connect(print, &QPushButton::clicked, this, [this] {
        printAdjudication(m_adjudications->currentIndex().row());
    });
    return page;
}

QWidget* TournamentWindow::createLeaveTab()
{
    m_leave = new LeavePanel;
    return m_leave;
}

QWidget* TournamentWindow::createAgendaTab()
{
    m_agenda = new AgendaPanel;
    return m_agenda;
}

void TournamentWindow::refresh()
{
    m_crosstable->setTournament(m_desk->event());
    m_crosstableView->resizeColumnsToContents();
    // Every cell as wide as its widest mark: "adj", or a double round robin's two ("½ ½").
    const QString widest = m_desk->event().cycles == 2 ? u"½\u00A0½"_s : u"adj"_s;
    const int cellWidth = std::max(m_crosstableView->fontMetrics().horizontalAdvance(widest),
                              m_crosstableView->fontMetrics().horizontalAdvance(u"adj"_s))
        + 14;
    for (int j = 0; j < static_cast<int>(m_desk->event().players.size()); ++j)
        m_crosstableView->setColumnWidth(CrosstableModel::firstOpponentColumn() + j, cellWidth);
    QStringList order;
    const int firstTieBreakColumn =
        CrosstableModel::firstOpponentColumn() + static_cast<int>(m_desk->event().players.size()) + 1;
    for (int c = firstTieBreakColumn; c < m_crosstable->columnCount(); ++c)
        order.append(m_crosstable->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    m_legend->setText(
        tr("1 win, ½ draw, 0 loss; + / − unplayed, by a withdrawal (II.8.1); 0 on both sides: "
           "no game record from either (II.9.3); adj awaiting adjudication; n/c not counted; "
           "-C cancelled (V.8.1); (1) reported, not counted until the game record comes "
           "(II.9.1); — a head-to-head not needed, the tie broken before. Where a pair plays two "
           "games, the cell holds both, White's first. Green: finished; amber: awaiting "
           "adjudication or the record; grey: not counted; white: in progress.")
        + u' '
        + (order.isEmpty() ? tr("Ranked by points; equal points share the rank.")
                           : tr("Ranked by points, then %1; players equal on all share the rank.")
                                 .arg(order.join(u", "_s))));
    m_registersNote->setText(m_desk->hasArchive()
            ? tr("Claims are kept in the archive with the claimant's game file as the evidence; Postmark "
                 "recomputes the time from its cards (II.6.1–II.6.3).")
            : tr("Opened from a tournament file: claims and adjudications stay only while this window is "
                 "open. Keep them with File ▸ Import a tournament file into the archive, in the main "
                 "window."));
    fillPlayers();
    fillGames();
    fillClaims();
    fillAdjudications();
    fillLeave();
    showAgendaAsOf(m_asOf);
}

void TournamentWindow::fillPlayers()
{
    m_entrants->setEvent(m_desk->event());
    m_players->resizeColumnsToContents();
}

void TournamentWindow::fillGames()
{
    m_pairings->setEvent(m_desk->event(), m_crosstable->crosstable(), m_desk->registers());
    m_games->resizeColumnsToContents();
}

void TournamentWindow::showClaimDetail(int row)
{
    if (row < 0 || row >= m_desk->registers().claims.size()) {
        m_claimDetail->clear();
        return;
    }
    const tournament::JudgeClaim& claim = m_desk->registers().claims[row];
    const tournament::ClaimAssessment assessment =
        tournament::assessClaim(m_desk->event(), claim, claim.decidedOn.value_or(m_asOf));
    if (!assessment.problems.isEmpty()) {
        m_claimDetail->setPlainText(text::problemText(assessment.problems.first()));
        return;
    }
    QStringList lines{
        u"[%1] %2"_s.arg(assessment.why.clause, text::sentence(text::messageText(assessment.why.what))),
        u"[%1] %2"_s.arg(
            assessment.objectionWhy.clause, text::sentence(text::messageText(assessment.objectionWhy.what)))};
    if (const std::optional<tournament::AppealWindow> window = m_claimRows->appealWindowOf(claim))
        lines.append(
            u"[%1] %2"_s.arg(window->why.clause, text::sentence(text::messageText(window->why.what))));
    lines.append(QString());
    lines.append(text::claimCheckText(assessment.check, text::interfaceLanguage()));
    m_claimDetail->setPlainText(lines.join(u'\n'));
}

void TournamentWindow::fillClaims()
{
    const int current = m_claims->currentIndex().row();
    m_claimRows->setEvent(m_desk->event(), m_desk->registers(), m_asOf);
    m_claims->resizeColumnsToContents();
    // The appeal column takes the width left rather than running off the window's edge.
    m_claims->horizontalHeader()->resizeSection(
        m_claimRows->columnCount() - 1, m_claims->horizontalHeader()->defaultSectionSize());
    if (!m_desk->registers().claims.isEmpty()) {
        const int row = std::clamp(current, 0, int(m_desk->registers().claims.size()) - 1);
        m_claims->setCurrentIndex(m_claimRows->index(row, 0));
        showClaimDetail(row); // the same row after an edit: its detail is new
    } else
        m_claimDetail->setPlainText(
            tr("No claim registered. A claim is entered with the claimant's game file "
               "as the evidence (II.6.2)."));
}

void TournamentWindow::fillAdjudications()
{
    m_adjudicationRows->setEvent(m_desk->event(), m_desk->registers(), m_asOf);
    m_adjudications->resizeColumnsToContents();
}

void TournamentWindow::fillLeave()
{
    const Result<rules::RuleSet> rules = tournament::rulesOf(m_desk->event());
    m_leave->show(m_gameFiles, rules ? rules->leaveDaysPerYear : rules::RuleSet{}.leaveDaysPerYear);
}

void TournamentWindow::showAgendaAsOf(const QDate& asOf)
{
    m_agenda->show(m_desk->event(), m_gameFiles, m_desk->registers(), asOf);
}

bool TournamentWindow::showOutcome(const std::optional<QString>& refusal)
{
    if (refusal) {
        statusBar()->showMessage(*refusal);
        return false;
    }
    statusBar()->showMessage(tr("Recorded."), 3000);
    return true;
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

void TournamentWindow::editResult(int game)
{
    if (game < 0 || game >= m_desk->event().games.size())
        return;
    ResultDialog dialog(m_desk->event(), game, m_asOf, this);
    if (dialog.exec() == QDialog::Accepted)
        recordResult(game, dialog.result(), dialog.how(), dialog.reportedOn(), dialog.recordReceived());
}

void TournamentWindow::editPlayer(int player)
{
    if (player < 0 || player >= m_desk->event().players.size())
        return;
    PlayerDialog dialog(m_desk->event().players[player], this);
    if (dialog.exec() == QDialog::Accepted)
        recordPlayerDetails(m_desk->event().players[player].id, dialog.address(), dialog.rating());
}

void TournamentWindow::editWithdrawal(int player)
{
    if (player < 0 || player >= m_desk->event().players.size())
        return;
    WithdrawalDialog dialog(m_desk->event(), m_desk->event().players[player].id, m_asOf, this);
    if (dialog.exec() == QDialog::Accepted)
        recordWithdrawal(m_desk->event().players[player].id, dialog.withdrawal());
}

void TournamentWindow::editClaim(int row)
{
    tournament::JudgeClaim claim;
    if (row >= 0 && row < m_desk->registers().claims.size())
        claim = m_desk->registers().claims[row];
    else
        claim.game = std::max(0, m_games->currentIndex().row());
    ClaimDialog dialog(m_desk->event(), m_gameFiles, claim, m_asOf, this);
    if (dialog.exec() == QDialog::Accepted)
        recordClaim(dialog.claim());
}

void TournamentWindow::editAdjudication(int row)
{
    if (row < 0 || row >= m_adjudicationRows->rowCount())
        return;
    AdjudicationDialog dialog(m_desk->event(), m_adjudicationRows->adjudication(row), m_asOf, this);
    if (dialog.exec() == QDialog::Accepted)
        recordAdjudication(dialog.adjudication());
}

void TournamentWindow::printClaimDecision(int row)
{
    if (row < 0 || row >= m_desk->registers().claims.size())
        return;
    const Result<documents::Document> letter = documents::claimDecisionLetter(m_desk->event(),
        m_desk->registers().claims[row],
        m_judge->text().trimmed(),
        interfaceDocumentLanguage());
    if (letter)
        previewDocument(*letter);
    else
        statusBar()->showMessage(errorText(letter.error(), tr("the decision letter")));
}

void TournamentWindow::printAdjudication(int row)
{
    if (row < 0 || row >= m_adjudicationRows->rowCount())
        return;
    const Result<documents::Document> letter = documents::adjudicationLetter(m_desk->event(),
        m_adjudicationRows->adjudication(row),
        m_judge->text().trimmed(),
        interfaceDocumentLanguage());
    if (letter)
        previewDocument(*letter);
    else
        statusBar()->showMessage(errorText(letter.error(), tr("the adjudication letter")));
}

} // namespace postmark::ui
