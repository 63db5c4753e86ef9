// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/teamwindow.h"

#include <algorithm>

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include "core/archive/gamerepository.h"
#include "core/documents/teamdocuments.h"
#include "core/documents/teamletters.h"
#include "core/rules/clauses.h"
#include "core/tournament/judgeregisters.h"
#include "core/tournament/teamagenda.h"
#include "core/tournament/teamfilewriter.h"
#include "ui/errortext.h"
#include "ui/printing/documentrenderer.h"
#include "ui/printpreview.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/agendamodel.h"
#include "ui/tournament/crosstablemodel.h"
#include "ui/tournament/judgename.h"
#include "ui/tournament/regulationpanel.h"
#include "ui/tournament/resultdialog.h"
#include "ui/tournament/teamtablemodel.h"
#include "ui/tournament/withdrawaldialog.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/editmenu.h"
#include "ui/widgets/readonlytable.h"
#include "ui/widgets/storededit.h"
#include "ui/widgets/untilstored.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

TeamWindow::TeamWindow(const tournament::TeamEvent& event, const QDate& asOf, QWidget* parent)
    : QMainWindow(parent)
    , m_event(event)
    , m_asOf(asOf)
{
    setObjectName(u"teamWindow"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("%1 — team event — Postmark").arg(m_event.name));
    m_undo = new QUndoStack(this);
    m_teams = new TeamTableModel(this);
    auto* tabs = new QTabWidget;
    tabs->setObjectName(u"teamTabs"_s);
    tabs->addTab(createTeamsTab(), tr("&Teams"));
    for (int board = 1; board <= m_event.boards; ++board)
        tabs->addTab(createBoardTab(board), tr("Board %1").arg(board));
    tabs->addTab(createAgendaTab(), tr("&Agenda"));
    tabs->addTab(createCaptainsTab(), tr("&Captains"));
    auto* regulation = new RegulationPanel;
    regulation->setObjectName(u"regulationPanel"_s);
    regulation->show(m_event);
    tabs->addTab(regulation, tr("&Regulation"));
    setCentralWidget(tabs);
    createMenus();
    resize(1300, 640);
    refresh();
}

void TeamWindow::attachArchive(archive::GameRepository* archive, qint64 id)
{
    m_archive = archive;
    m_id = id;
    m_undo->clear(); // the edits undone belong to where they were stored
}

QWidget* TeamWindow::createTeamsTab()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* heading = new QLabel(u"<b>%1</b> %2 · %3 – %4"_s.arg(m_event.name.toHtmlEscaped(),
        m_event.index.toHtmlEscaped(),
        shownDate(m_event.start),
        shownDate(m_event.end)));
    layout->addWidget(heading);
    m_teamsView = new QTableView;
    m_teamsView->setObjectName(u"teamTable"_s);
    m_teamsView->setModel(m_teams);
    m_teamsView->verticalHeader()->hide();
    layout->addWidget(m_teamsView, 1);
    auto* legend = new QLabel(tr(
        "Columns by the teams' starting numbers: board points scored against each team; * the "
        "team itself. Board pts: every point won on the boards; Match pts: %1 for a match won, "
        "%2 drawn, %3 lost, once all its games are finished (— until then); +/−: board points won less lost; "
        "%: of the finished games, cut down; Fin. / Left: games finished and still to play; "
        "1= a place shared. Each board is a tournament of its own (IV.1.3): double-click a game "
        "on its tab to record the result.")
                                  .arg(m_event.matchPoints.win)
                                  .arg(m_event.matchPoints.draw)
                                  .arg(m_event.matchPoints.loss));
    legend->setWordWrap(true);
    layout->addWidget(legend);
    return page;
}

QWidget* TeamWindow::createBoardTab(int board)
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* model = new CrosstableModel(this);
    auto* view = new QTableView;
    view->setObjectName(u"board%1"_s.arg(board));
    view->setModel(model);
    view->verticalHeader()->hide();
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    connect(view, &QTableView::activated, this, [this, board](const QModelIndex& cell) {
        editResult(board, cell);
    });
    layout->addWidget(view, 1);
    auto* buttons = new QHBoxLayout;
    auto* withdrawal = new QPushButton(tr("&Withdrawal…"));
    withdrawal->setObjectName(u"withdrawal%1"_s.arg(board));
    withdrawal->setToolTip(tr("The chosen row's player leaves without a substitute: the judge decides the "
                              "unfinished games lost or adjudicated (IV.10.3)."));
    connect(withdrawal, &QPushButton::clicked, this, [this, board] { editWithdrawal(board); });
    buttons->addWidget(withdrawal);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    // What the cells say: the marks of a withdrawal ruled on are the board crosstable's own.
    auto* hint = new QLabel(
        (m_event.cycles == 2 ? tr(
             "Each pair plays two games: the cell holds both, first the one the row's player has White; · "
             "a game still in play. Double-click a result to record it: on a player's row, the game that "
             "player has White.")
                             : tr("An empty cell: a game still in play. Double-click a result to record it."))
        + u' '
        + tr("(1) a result reported, counted once the game record comes (%1). Withdrawal…: the chosen "
             "row's player leaves without a substitute (IV.10.3); + / − the unfinished games lost, adj "
             "awaiting adjudication (amber, as a record awaited).")
              .arg(rules::clause(
                  tournament::rulesOrSectionDefault(tournament::boardTournament(m_event, board)),
                  rules::Rule::ResultRecorded)));
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_boards.append(model);
    m_boardViews.append(view);
    return page;
}

QWidget* TeamWindow::createCaptainsTab()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* heading =
        new QLabel(tr("The judge's letters to a team go to its captain, who answers for it (IV.2)."));
    heading->setWordWrap(true);
    layout->addWidget(heading);
    m_captains = new QStandardItemModel(0, 3 + m_event.boards, this);
    QStringList header{tr("Team"), tr("Captain"), tr("Captain's address")};
    for (int board = 1; board <= m_event.boards; ++board)
        header.append(tr("Board %1").arg(board));
    m_captains->setHorizontalHeaderLabels(header);
    for (const tournament::Team& team : m_event.teams) {
        QList<QStandardItem*> row{new QStandardItem(team.name),
            new QStandardItem(team.captain.name),
            new QStandardItem(team.captain.address)};
        for (const tournament::Player& player : team.players)
            row.append(new QStandardItem(player.name));
        for (QStandardItem* item : row)
            item->setEditable(false);
        m_captains->appendRow(row);
    }
    auto* view = new QTableView;
    view->setObjectName(u"captains"_s);
    view->setModel(m_captains);
    view->verticalHeader()->hide();
    fitColumnsToContents(*view);
    layout->addWidget(view, 1);
    return page;
}

QWidget* TeamWindow::createAgendaTab()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_agendaHeading = new QLabel;
    m_agendaHeading->setObjectName(u"teamAgendaHeading"_s);
    m_agendaHeading->setWordWrap(true);
    layout->addWidget(m_agendaHeading);
    m_agenda = new AgendaModel(this);
    m_agendaView = agendaView(m_agenda, u"teamAgenda"_s);
    layout->addWidget(m_agendaView, 1);
    return page;
}

void TeamWindow::createMenus()
{
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(tr("Save team event file &as…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save team event file"), {}, tr("Team event files (*.json);;All files (*)"));
        if (!path.isEmpty())
            saveAs(path);
    });
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&Close"), this, &QWidget::close)->setShortcut(QKeySequence::Close);
    addEditMenu(*this, *m_undo);
    QMenu* printMenu = menuBar()->addMenu(tr("&Print"));
    QAction* report = printMenu->addAction(tr("Team event &report…"), this, [this] {
        const documents::Document document =
            documents::teamReport(m_event, m_asOf, chiefJudgeName(m_archive), interfaceDocumentLanguage());
        previewFromWindow(*this, document, m_event.name, m_asOf);
    });
    report->setObjectName(u"printTeamReport"_s);
    report->setShortcut(QKeySequence::Print);
    // The judge's letters go to the captains, who pass them to their players (IV.2.4).
    printMenu
        ->addAction(tr("Start notices to the &captains…"),
            this,
            [this] {
                previewFromWindow(*this,
                    documents::captainStartNotices(
                        m_event, interfaceDocumentLanguage(), chiefJudgeName(m_archive)),
                    m_event.name,
                    m_asOf);
            })
        ->setObjectName(u"printCaptainNotices"_s);
}

void TeamWindow::refresh()
{
    m_teams->setEvent(m_event);
    fitColumnsToContents(*m_teamsView);
    for (int board = 1; board <= m_event.boards; ++board) {
        // Each player shown with the team they play for: a board's table lists one player of each team.
        tournament::Tournament shown = tournament::boardTournament(m_event, board);
        // A player who left is marked so, with the day (helper-30 found only the cells' marks saying it).
        for (tournament::Player& player : shown.players) {
            const auto place = m_event.placeOf(player.id);
            if (!place)
                continue;
            const QString team = m_event.teams[place->first].name;
            const auto left = std::find_if(shown.withdrawals.cbegin(),
                shown.withdrawals.cend(),
                [&player](const tournament::Withdrawal& each) { return each.player == player.id; });
            player.name = left == shown.withdrawals.cend()
                ? tr("%1 (%2)").arg(player.name, team)
                : tr("%1 (%2; left %3)").arg(player.name, team, shownDate(left->date));
        }
        m_boards[board - 1]->setTournament(shown);
        fitColumnsToContents(*m_boardViews[board - 1]);
    }
    QList<AgendaModel::Row> agenda;
    for (const tournament::TeamAgendaItem& each : tournament::teamAgenda(m_event, m_asOf))
        agenda.append({tr("Board %1").arg(each.board), each.item});
    m_agenda->setRows(agenda, true, tr("Board"));
    m_agendaHeading->setText(agenda.isEmpty()
            ? tr("Nothing for the judge as of %1: no game record awaited, no adjudication near.")
                  .arg(shownDate(m_asOf))
            : tr(
                "The judge's steps as of %1, earliest first; overdue ones in red. Each board is a tournament "
                "of its own (IV.1.3). The games' own deadlines (repeats, inquiries, two months without a "
                "move) are the players' and their captains' to report (IV.7).")
                  .arg(shownDate(m_asOf)));
    fitAgendaColumns(*m_agendaView);
}

void TeamWindow::editResult(int board, const QModelIndex& cell)
{
    CrosstableModel* model = m_boards[board - 1];
    const int opponent = cell.column() - CrosstableModel::firstOpponentColumn();
    const tournament::Crosstable& table = model->crosstable();
    if (cell.row() < 0 || cell.row() >= table.standings.size() || opponent < 0)
        return;
    const tournament::Tournament tournament = tournament::boardTournament(m_event, board);
    if (opponent >= tournament.players.size())
        return;
    const QString player = tournament.players[table.standings[cell.row()].player].id;
    const QString other = tournament.players[opponent].id;
    // The game of the pair the row's player has White, else the one they have Black.
    int game = -1;
    for (int g = 0; g < tournament.games.size(); ++g) {
        const tournament::TournamentGame& each = tournament.games[g];
        if (each.white == player && each.black == other)
            game = g;
        else if (game < 0 && each.white == other && each.black == player)
            game = g;
    }
    if (game < 0)
        return;
    ResultDialog dialog(tournament, game, m_asOf, nullptr, this); // a team window holds no game cards
    // A refusal is said in the form, which stays open over what was typed (as the tournament window's).
    execUntilStored(dialog, [&] {
        return recordResult(
                   board, game, dialog.result(), dialog.how(), dialog.reportedOn(), dialog.recordReceived())
            ? std::nullopt
            : lastRefusal();
    });
}

bool TeamWindow::recordResult(int board,
    int game,
    std::optional<tournament::GameResult> result,
    tournament::ResultHow how,
    std::optional<QDate> reportedOn,
    std::optional<QDate> recordReceived)
{
    // The core's own recording, on the board's tournament: the checks a tournament's result has (a date
    // before the event's start is refused) hold on a board too — the window wrote the pairing by hand and
    // took them.
    m_refusal.clear();
    tournament::Tournament shown = tournament::boardTournament(m_event, board);
    if (const auto problem = tournament::recordResult(shown, game, result, how, reportedOn, recordReceived)) {
        m_refusal = text::problemText(*problem);
        statusBar()->showMessage(m_refusal);
        return false;
    }
    tournament::TeamEvent changed = m_event;
    int seen = -1;
    for (tournament::TeamGame& each : changed.games) {
        if (each.board != board || ++seen != game)
            continue;
        const tournament::TournamentGame& recorded = shown.games[game];
        each.game.result = recorded.result;
        each.game.how = recorded.how;
        each.game.reportedOn = recorded.reportedOn;
        each.game.recordReceived = recorded.recordReceived;
        break;
    }
    if (seen != game || !apply(tr("record the result on board %1").arg(board), changed))
        return false;
    statusBar()->showMessage(tr("Result recorded on board %1.").arg(board), 5000);
    return true;
}

void TeamWindow::editWithdrawal(int board)
{
    // A row chosen, not the current index a table starts with (helper-30 ruled on the first row's player
    // without choosing him).
    const QModelIndexList chosen = m_boardViews[board - 1]->selectionModel()->selectedIndexes();
    const tournament::Crosstable& table = m_boards[board - 1]->crosstable();
    if (chosen.isEmpty() || chosen.first().row() >= table.standings.size()) {
        statusBar()->showMessage(tr("Choose the player's row on board %1 first.").arg(board), 5000);
        return;
    }
    const tournament::Tournament shown = tournament::boardTournament(m_event, board);
    const int index = table.standings[chosen.first().row()].player;
    const QString player = shown.players[index].id;
    // A withdrawal decides the unfinished games (IV.10.3): with none, there is nothing to rule on, unless
    // one recorded is to be taken back.
    const bool recorded = std::any_of(shown.withdrawals.cbegin(),
        shown.withdrawals.cend(),
        [&player](const tournament::Withdrawal& each) { return each.player == player; });
    const bool unfinished = std::any_of(
        shown.games.cbegin(), shown.games.cend(), [&player](const tournament::TournamentGame& game) {
            return !game.result && (game.white == player || game.black == player);
        });
    if (!recorded && !unfinished) {
        statusBar()->showMessage(
            tr("%1 has no unfinished game on board %2: there is nothing to rule on (IV.10.3).")
                .arg(shown.players[index].name)
                .arg(board),
            8000);
        return;
    }
    WithdrawalDialog dialog(shown, player, m_asOf, this);
    // A refusal is said in the form, which stays open over what was chosen (as the result form does).
    execUntilStored(dialog,
        [&] { return recordWithdrawal(board, player, dialog.withdrawal()) ? std::nullopt : lastRefusal(); });
}

bool TeamWindow::recordWithdrawal(
    int board, const QString& player, const std::optional<tournament::Withdrawal>& withdrawal)
{
    m_refusal.clear();
    const std::optional<QPair<int, int>> place = m_event.placeOf(player);
    if (!place || place->second != board)
        return false;
    // The core's own recording, on the board's tournament: a withdrawal dated before the match began is
    // refused on a board as in a tournament.
    tournament::Tournament shown = tournament::boardTournament(m_event, board);
    if (const auto problem = tournament::recordWithdrawal(shown, player, withdrawal)) {
        m_refusal = text::problemText(*problem);
        statusBar()->showMessage(m_refusal);
        return false;
    }
    tournament::TeamEvent changed = m_event;
    changed.withdrawals.removeIf(
        [&player](const tournament::Withdrawal& each) { return each.player == player; });
    for (const tournament::Withdrawal& each : shown.withdrawals) {
        if (each.player == player)
            changed.withdrawals.append(each);
    }
    const QString name = m_event.teams[place->first].players[board - 1].name;
    if (!apply(tr("record the withdrawal of %1").arg(name), changed))
        return false;
    statusBar()->showMessage(withdrawal ? tr("Withdrawal of %1 recorded on board %2.").arg(name).arg(board)
                                        : tr("%1 plays on: the withdrawal is taken back.").arg(name),
        5000);
    return true;
}

bool TeamWindow::apply(const QString& what, const tournament::TeamEvent& changed)
{
    if (changed == m_event)
        return true; // nothing to store or undo
    const tournament::TeamEvent before = m_event;
    if (!store(changed))
        return false;
    m_undo->push(new StoredEdit<tournament::TeamEvent>(
        what, before, changed, [this](const tournament::TeamEvent& state) { store(state); }));
    return true;
}

std::optional<QString> TeamWindow::lastRefusal() const
{
    return m_refusal.isEmpty() ? std::nullopt : std::optional(m_refusal);
}

bool TeamWindow::store(const tournament::TeamEvent& changed)
{
    if (m_archive) {
        const Result<qint64> stored = m_archive->saveTeamEvent(m_id, changed);
        if (!stored) {
            m_refusal = errorText(stored.error());
            statusBar()->showMessage(m_refusal);
            return false;
        }
    } else {
        setWindowModified(true);
    }
    m_event = changed;
    refresh();
    return true;
}

bool TeamWindow::saveAs(const QString& path)
{
    const QByteArray bytes = tournament::writeTeamFile(m_event);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        statusBar()->showMessage(tr("Cannot write %1: %2").arg(path, file.errorString()));
        return false;
    }
    setWindowModified(false);
    statusBar()->showMessage(tr("Written %1").arg(path), 5000);
    return true;
}

} // namespace postmark::ui
