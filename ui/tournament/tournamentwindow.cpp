// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/tournamentwindow.h"

#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QSaveFile>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/documents/tournamentdocuments.h"
#include "core/tournament/crosstablereport.h"
#include "core/tournament/judgeagenda.h"
#include "core/tournament/tournamentfilewriter.h"
#include "ui/printing/documentrenderer.h"
#include "ui/printpreview.h"
#include "ui/tournament/crosstablemodel.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

QString decisionLabel(tournament::WithdrawalDecision decision)
{
    switch (decision) {
    case tournament::WithdrawalDecision::Loss:
        return TournamentWindow::tr("withdrew: unfinished games lost (II.8.1)");
    case tournament::WithdrawalDecision::Adjudicate:
        return TournamentWindow::tr("withdrew: unfinished games adjudicated (II.8.1)");
    case tournament::WithdrawalDecision::Exclude:
        return TournamentWindow::tr("withdrew: unfinished games not counted (II.8.1)");
    case tournament::WithdrawalDecision::ExcludeAll:
        return TournamentWindow::tr("withdrew: no game counted");
    }
    return {};
}

QTableWidget* readOnlyTable(const QStringList& headers, int rows, QWidget* parent)
{
    auto* table = new QTableWidget(rows, static_cast<int>(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

} // namespace

TournamentWindow::TournamentWindow(const tournament::Tournament& event,
    const QList<ledger::GameFile>& gameFiles,
    const QDate& asOf,
    QWidget* parent)
    : QMainWindow(parent)
    , m_event(event)
    , m_gameFiles(gameFiles)
    , m_crosstable(new CrosstableModel(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("%1 — Postmark").arg(event.name));
    m_crosstable->setTournament(event);

    auto* crosstablePage = new QWidget;
    auto* layout = new QVBoxLayout(crosstablePage);
    auto* heading = new QLabel(u"<b>%1</b> %2 · %3 – %4"_s.arg(event.name.toHtmlEscaped(),
        event.index.toHtmlEscaped(),
        QLocale().toString(event.start, QLocale::ShortFormat),
        QLocale().toString(event.end, QLocale::ShortFormat)));
    heading->setObjectName(u"eventHeading"_s);
    layout->addWidget(heading);
    auto* view = new QTableView;
    view->setObjectName(u"crosstable"_s);
    view->setModel(m_crosstable);
    view->verticalHeader()->hide();
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->resizeColumnsToContents();
    const int cellWidth = view->fontMetrics().horizontalAdvance(u"adj"_s) + 14;
    for (int j = 0; j < static_cast<int>(event.players.size()); ++j)
        view->setColumnWidth(CrosstableModel::firstOpponentColumn() + j, cellWidth);
    layout->addWidget(view, 1);
    QStringList order;
    const int firstTieBreakColumn =
        CrosstableModel::firstOpponentColumn() + static_cast<int>(event.players.size()) + 1;
    for (int c = firstTieBreakColumn; c < m_crosstable->columnCount(); ++c)
        order.append(m_crosstable->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    auto* legend =
        new QLabel(tr("1 win, ½ draw, 0 loss; + / − scored by a withdrawal (II.8.1); 0 on both sides: "
                      "no game record from either (II.9.3); adj awaiting adjudication; n/c not counted. "
                      "Green: finished; amber: awaiting adjudication; grey: not counted; white: in "
                      "progress.")
            + u' '
            + (order.isEmpty() ? tr("Ranked by points; equal points share the rank.")
                               : tr("Ranked by points, then %1; players equal on all share the rank.")
                                     .arg(order.join(u", "_s))));
    legend->setObjectName(u"legend"_s);
    legend->setWordWrap(true);
    layout->addWidget(legend);

    auto* tabs = new QTabWidget;
    tabs->setObjectName(u"tabs"_s);
    tabs->addTab(crosstablePage, tr("Crosstable"));
    tabs->addTab(createPlayersTab(), tr("Players"));
    tabs->addTab(createGamesTab(), tr("Games"));
    tabs->addTab(createAgendaTab(), tr("Agenda"));
    setCentralWidget(tabs);
    createMenus();
    showAgendaAsOf(asOf);
    resize(1100, 620);
}

QWidget* TournamentWindow::createAgendaTab()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_agendaHeading = new QLabel;
    m_agendaHeading->setObjectName(u"agendaHeading"_s);
    m_agendaHeading->setWordWrap(true);
    layout->addWidget(m_agendaHeading);
    m_agenda = readOnlyTable({tr("Due"), tr("Game"), tr("Whose step"), tr("Clause"), tr("Why")}, 0, page);
    m_agenda->setObjectName(u"agenda"_s);
    m_agenda->setWordWrap(true);
    layout->addWidget(m_agenda, 1);
    return page;
}

void TournamentWindow::showAgendaAsOf(const QDate& asOf)
{
    // A pairing without a game file is a game with no card yet.
    const QList<tournament::AgendaItem> agenda = tournament::judgeAgenda(m_event, m_gameFiles, asOf);
    m_agendaHeading->setText(tr("Every deadline of the event as of %1, earliest first; overdue ones in red.")
                                 .arg(QLocale().toString(asOf, QLocale::ShortFormat)));
    m_agenda->setRowCount(static_cast<int>(agenda.size()));
    for (int row = 0; row < static_cast<int>(agenda.size()); ++row) {
        const tournament::AgendaItem& item = agenda[row];
        const QStringList cells{
            item.due ? QLocale().toString(*item.due, QLocale::ShortFormat) : tr("with the reply"),
            item.game,
            item.player,
            item.why.clause,
            item.why.text};
        for (int c = 0; c < cells.size(); ++c) {
            auto* cell = new QTableWidgetItem(cells[c]);
            cell->setToolTip(item.why.text); // the whole explanation, however narrow the column
            if (item.overdue)
                cell->setForeground(QColor(0xB0, 0x00, 0x20));
            m_agenda->setItem(row, c, cell);
        }
    }
    m_agenda->resizeColumnsToContents();
    m_agenda->resizeRowsToContents();
}

QWidget* TournamentWindow::createPlayersTab()
{
    QTableWidget* table =
        readOnlyTable({tr("No."), tr("Player"), tr("Rating"), tr("Address"), tr("Withdrawal")},
            static_cast<int>(m_event.players.size()),
            this);
    table->setObjectName(u"players"_s);
    for (int i = 0; i < static_cast<int>(m_event.players.size()); ++i) {
        const tournament::Player& player = m_event.players[i];
        QString withdrawal;
        for (const tournament::Withdrawal& each : m_event.withdrawals) {
            if (each.player == player.id)
                withdrawal = QLocale().toString(each.date, QLocale::ShortFormat) + u", "_s
                    + decisionLabel(each.decision);
        }
        const QStringList cells{QString::number(i + 1),
            player.name,
            player.rating ? QString::number(*player.rating) : QString(),
            player.address,
            withdrawal};
        for (int c = 0; c < cells.size(); ++c)
            table->setItem(i, c, new QTableWidgetItem(cells[c]));
    }
    table->resizeColumnsToContents();
    return table;
}

QWidget* TournamentWindow::createGamesTab()
{
    QTableWidget* table = readOnlyTable(
        {tr("White"), tr("Black"), tr("Result"), tr("State")}, static_cast<int>(m_event.games.size()), this);
    table->setObjectName(u"games"_s);
    const tournament::Crosstable& crosstable = m_crosstable->crosstable();
    for (int g = 0; g < static_cast<int>(m_event.games.size()); ++g) {
        const tournament::TournamentGame& game = m_event.games[g];
        const int white = m_event.playerIndex(game.white);
        const int black = m_event.playerIndex(game.black);
        const QModelIndex cell = [&] {
            for (int row = 0; row < m_crosstable->rowCount(); ++row) {
                if (crosstable.standings[row].player == white)
                    return m_crosstable->index(row, CrosstableModel::firstOpponentColumn() + black);
            }
            return QModelIndex();
        }();
        const QString result = game.result ? tournament::resultText(*game.result)
                                           : tournament::cellText(crosstable.cells[white][black]);
        const QStringList cells{m_event.players[white].name,
            m_event.players[black].name,
            result,
            cell.data(Qt::ToolTipRole).toString().section(u": "_s, 1)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setBackground(cell.data(Qt::BackgroundRole).value<QColor>());
            table->setItem(g, c, item);
        }
    }
    table->resizeColumnsToContents();
    return table;
}

void TournamentWindow::createMenus()
{
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(
        tr("Save tournament file &as…"), this, [this] { chooseExport(ExportFormat::TournamentFile); });
    fileMenu->addAction(
        tr("Export crosstable as &HTML…"), this, [this] { chooseExport(ExportFormat::Html); });
    fileMenu->addAction(tr("Export crosstable as &CSV…"), this, [this] { chooseExport(ExportFormat::Csv); });
    fileMenu->addSeparator();
    fileMenu
        ->addAction(tr("Print tournament &report…"),
            this,
            [this] {
                previewDocument(
                    documents::tournamentReport(m_event, QDate::currentDate(), interfaceDocumentLanguage()));
            })
        ->setObjectName(u"printReport"_s);
    fileMenu
        ->addAction(tr("Print &start notices…"),
            this,
            [this] { previewDocument(documents::startNotices(m_event, interfaceDocumentLanguage())); })
        ->setObjectName(u"printStartNotices"_s);
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&Close"), this, &QWidget::close)->setShortcut(QKeySequence::Close);
}

void TournamentWindow::previewDocument(const documents::Document& document)
{
    if (const auto problem = showPrintPreview(this, document))
        statusBar()->showMessage(*problem);
}

void TournamentWindow::chooseExport(ExportFormat format)
{
    const QString filter = format == ExportFormat::Html ? tr("HTML pages (*.html)")
        : format == ExportFormat::Csv                   ? tr("CSV tables (*.csv)")
                                                        : tr("Tournament files (*.json)");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export"), {}, filter);
    if (!path.isEmpty())
        exportTo(path, format);
}

bool TournamentWindow::exportTo(const QString& path, ExportFormat format)
{
    const tournament::Crosstable& table = m_crosstable->crosstable();
    const QByteArray bytes = format == ExportFormat::Html
        ? tournament::crosstableHtml(m_event, table).toUtf8()
        : format == ExportFormat::Csv ? tournament::crosstableCsv(m_event, table).toUtf8()
                                      : tournament::writeTournamentFile(m_event);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        statusBar()->showMessage(tr("Cannot write %1: %2").arg(path, file.errorString()));
        return false;
    }
    statusBar()->showMessage(tr("Written %1").arg(path), 5000);
    return true;
}

} // namespace postmark::ui
