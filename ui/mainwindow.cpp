// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStringListModel>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include "core/archive/gamerepository.h"
#include "core/desk/gameimport.h"
#include "core/desk/gamerow.h"
#include "core/desk/playeragenda.h"
#include "core/desk/timeusage.h"
#include "core/ledger/gamefilewriter.h"
#include "core/ledger/ledger.h"
#include "core/ledger/ledgerexplain.h"
#include "core/ledger/pgnconversion.h"
#include "core/models/movetablemodel.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "core/tournament/tournamentfilereader.h"
#include "ui/board/boardwidget.h"
#include "ui/desk/agendatable.h"
#include "ui/desk/archiveedit.h"
#include "ui/desk/cardledgertable.h"
#include "ui/desk/gamelistmodel.h"
#include "ui/desk/lifeeventdialog.h"
#include "ui/desk/logcarddialog.h"
#include "ui/desk/newgamedialog.h"
#include "ui/desk/partnersdialog.h"
#include "ui/desk/replydialog.h"
#include "ui/desk/settingsdialog.h"
#include "ui/desk/timechart.h"
#include "ui/desk/urgencydelegate.h"
#include "ui/desk/welcomepanel.h"
#include "ui/errortext.h"
#include "ui/printing/documentrenderer.h"
#include "ui/printpreview.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/newtournamentdialog.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/editmenu.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_board(new BoardWidget)
    , m_moves(new models::MoveTableModel(this))
    , m_moveView(new QTableView)
    , m_gameChooser(new QComboBox)
    , m_notationChooser(new QComboBox)
    , m_gameTitle(new QLabel)
    , m_gameProblem(new QLabel)
{
    setWindowTitle(tr("Postmark"));
    m_board->setObjectName(u"board"_s);
    m_board->setFocusPolicy(Qt::StrongFocus); // a click on the board gives the move keys to it
    m_moveView->setObjectName(u"moveView"_s);
    m_gameChooser->setObjectName(u"gameChooser"_s);
    m_notationChooser->setObjectName(u"notationChooser"_s);
    m_gameTitle->setObjectName(u"gameTitle"_s);
    m_gameProblem->setObjectName(u"gameProblem"_s);

    m_moveView->setModel(m_moves);
    m_moveView->verticalHeader()->hide();
    m_moveView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_moveView->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_moveView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moveView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_moveView->horizontalHeader()->setSectionResizeMode(
        models::MoveTableModel::NumberColumn, QHeaderView::ResizeToContents);
    connect(m_moveView, &QTableView::clicked, this, [this](const QModelIndex& index) {
        const int ply = index.data(models::MoveTableModel::PlyRole).toInt();
        if (ply > 0)
            goToPly(ply);
    });

    m_notationChooser->addItem(tr("Ukrainian (Кg1-f3)"), int(chess::Notation::Ukrainian));
    m_notationChooser->addItem(tr("English short (Nf3)"), int(chess::Notation::San));
    m_notationChooser->addItem(tr("English long (Ng1-f3)"), int(chess::Notation::Lan));
    m_notationChooser->addItem(tr("ICCF numeric (7163)"), int(chess::Notation::Iccf));
    connect(m_notationChooser, &QComboBox::currentIndexChanged, this, [this] {
        m_moves->setNotation(chess::Notation(m_notationChooser->currentData().toInt()));
    });
    if (const auto notation = chess::notationFromName(SettingsDialog::notation()))
        m_notationChooser->setCurrentIndex(m_notationChooser->findData(int(*notation)));
    connect(m_gameChooser, &QComboBox::currentIndexChanged, this, &MainWindow::showGame);
    m_gameChooser->setAccessibleName(tr("Game"));
    m_notationChooser->setAccessibleName(tr("Notation"));

    m_gameTitle->setWordWrap(true);
    m_gameTitle->setTextFormat(Qt::PlainText);
    m_gameProblem->setWordWrap(true);
    m_gameProblem->setTextFormat(Qt::PlainText);
    m_gameProblem->setStyleSheet(u"color: #9b1c1c;"_s);
    m_gameProblem->hide();

    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(m_gameChooser);
    sideLayout->addWidget(m_gameTitle);
    sideLayout->addWidget(m_gameProblem);
    m_variantPreview = new QCheckBox;
    m_variantPreview->setObjectName(u"variantPreview"_s);
    m_variantPreview->setAccessibleName(tr("Preview the proposed variant"));
    m_variantPreview->hide();
    connect(m_variantPreview, &QCheckBox::toggled, this, [this](bool on) {
        if (on && m_variant)
            m_board->setPosition(m_variant->position, m_variant->lastMove);
        else
            goToPly(m_ply);
    });
    sideLayout->addWidget(m_variantPreview);
    // An archive game shows its cards, its time and its deadlines beside the moves.
    m_gameTabs = new QTabWidget;
    m_gameTabs->setObjectName(u"gameTabs"_s);
    m_gameTabs->addTab(m_moveView, tr("Moves"));
    m_cardTable = new CardLedgerTable;
    m_cardTable->setObjectName(u"cards"_s);
    m_cardTable->setToolTip(
        tr("Double-click a card received from the partner (or press Enter on it) to correct it."));
    connect(m_cardTable, &QTableWidget::itemActivated, this, [this](QTableWidgetItem* item) {
        correctLoggedCard(item->row());
    });
    m_gameTabs->addTab(m_cardTable, tr("Cards"));
    auto* timePage = new QWidget;
    auto* timeLayout = new QVBoxLayout(timePage);
    m_timeChart = new TimeChart;
    m_timeChart->setObjectName(u"timeChart"_s);
    m_penalties = new QLabel;
    m_penalties->setObjectName(u"penalties"_s);
    m_penalties->setWordWrap(true);
    m_penalties->setTextFormat(Qt::PlainText);
    timeLayout->addWidget(m_timeChart);
    timeLayout->addWidget(m_penalties);
    timeLayout->addStretch();
    m_gameTabs->addTab(timePage, tr("Time"));
    m_deadlines = new QListWidget;
    m_deadlines->setObjectName(u"deadlines"_s);
    m_deadlines->setWordWrap(true);
    m_deadlines->setAccessibleName(tr("Deadlines of the game"));
    m_gameTabs->addTab(m_deadlines, tr("Deadlines"));
    sideLayout->addWidget(m_gameTabs, 1);

    auto* splitter = new QSplitter;
    splitter->addWidget(m_board);
    splitter->addWidget(side);
    // The board scales; the score sheet and the game's cards need their width.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    setCentralWidget(splitter);

    createActions();
    createDesk();
    restoreLayout();
    goToPly(0);
}

void MainWindow::chooseGamesToImport()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import games"), {}, tr("Game files, PGN and start lists (*.json *.pgn);;All files (*)"));
    if (!paths.isEmpty())
        importGames(paths);
}

void MainWindow::setDemoFiller(std::function<bool()> fill)
{
    m_fillDemo = std::move(fill);
    m_welcome->setDemoOffered(bool(m_fillDemo));
}

void MainWindow::restoreLayout()
{
    // As the user left it; the first time, the whole screen of a laptop (at most 1600 × 1000 on a larger
    // one), the docks placed when the archive opens.
    const QSettings settings;
    if (restoreGeometry(settings.value(u"window/geometry"_s).toByteArray())) {
        m_docksPlaced = restoreState(settings.value(u"window/state"_s).toByteArray());
        return;
    }
    const QRect available = screen()->availableGeometry();
    resize(std::min(available.width(), 1600), std::min(available.height(), 1000));
    move(available.topLeft());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(u"window/geometry"_s, saveGeometry());
    settings.setValue(u"window/state"_s, saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::createActions()
{
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    QAction* open = fileMenu->addAction(tr("&Open PGN…"), this, &MainWindow::chooseFile);
    open->setShortcut(QKeySequence::Open);
    fileMenu->addAction(tr("Open &tournament…"), this, &MainWindow::chooseTournament);
    fileMenu->addAction(tr("New tourna&ment…"), this, &MainWindow::newTournament)
        ->setObjectName(u"newTournament"_s);
    fileMenu
        ->addAction(tr("Import a tournament &file into the archive…"),
            this,
            [this] {
                const QString path = QFileDialog::getOpenFileName(
                    this, tr("Import tournament"), {}, tr("Tournament files (*.json);;All files (*)"));
                if (!path.isEmpty() && !importTournament(path))
                    QMessageBox::warning(this, tr("Import tournament"), statusBar()->currentMessage());
            })
        ->setObjectName(u"importTournament"_s);
    m_tournamentsMenu = fileMenu->addMenu(tr("Tournaments in the archive"));
    m_tournamentsMenu->setObjectName(u"tournamentsMenu"_s);
    m_tournamentsMenu->setEnabled(false);
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&New game…"), this, &MainWindow::newGame)->setObjectName(u"newGame"_s);
    fileMenu->addAction(tr("&Import games…"), this, &MainWindow::chooseGamesToImport);
    fileMenu->addAction(tr("&Export the game…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the game"), {}, tr("Game files (*.json);;PGN (*.pgn)"));
        if (!path.isEmpty())
            exportGame(path);
    });
    fileMenu->addAction(tr("&Partners…"), this, &MainWindow::editPartners)->setObjectName(u"partners"_s);
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&Settings…"), this, &MainWindow::openSettings)->setObjectName(u"settings"_s);
    fileMenu->addSeparator();
    QAction* quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    m_printMenu = menuBar()->addMenu(tr("&Print"));
    m_printMenu->setObjectName(u"printMenu"_s);
    // Which documents apply is worked out when the menu opens, not each time a game is shown: a game's
    // documents are only built when someone looks at them.
    connect(m_printMenu, &QMenu::aboutToShow, this, &MainWindow::updatePrintActions);
    // Ctrl+P prints what the game calls for now: the reply postcard once a reply is composed, the query, the
    // repeat, the claim packet… The menu item names it.
    m_printDueAction = m_printMenu->addAction(tr("Print the due document"), this, [this] {
        if (dueDocument() != PrintKind::None)
            previewDocument(dueDocument());
        else
            statusBar()->showMessage(tr("Nothing is due to print in this game yet."), 5000);
    });
    m_printDueAction->setObjectName(u"printDue"_s);
    m_printDueAction->setShortcut(QKeySequence::Print);
    m_printMenu->addSeparator();
    const QList<QPair<PrintKind, QString>> documents = {
        {PrintKind::Postcard, tr("Move &postcard…")},
        {PrintKind::Repeat, tr("&Repeat card…")},
        {PrintKind::Envelope, tr("&Envelope…")},
        {PrintKind::Record, tr("Game &record…")},
        {PrintKind::Claim, tr("Forfeit &claim packet…")},
        {PrintKind::Adjudication, tr("&Adjudication packet…")},
        {PrintKind::Query, tr("&Query about a move…")},
        {PrintKind::Leave, tr("&Leave notice…")},
        {PrintKind::Objection, tr("&Objection to a claim…")},
    };
    for (const auto& [kind, label] : documents) {
        QAction* action = m_printMenu->addAction(label, this, [this, kind = kind] { previewDocument(kind); });
        m_printActions.append({kind, action});
    }

    QToolBar* toolbar = addToolBar(tr("Moves"));
    toolbar->setObjectName(u"movesToolbar"_s);
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    const auto icon = [this](QStyle::StandardPixmap pixmap) {
        return style()->standardIcon(pixmap);
    };
    QAction* first =
        toolbar->addAction(icon(QStyle::SP_MediaSkipBackward), tr("Start"), this, [this] { goToPly(0); });
    first->setShortcut(Qt::Key_Home);
    QAction* back = toolbar->addAction(
        icon(QStyle::SP_MediaSeekBackward), tr("Back"), this, [this] { goToPly(m_ply - 1); });
    back->setShortcut(Qt::Key_Left);
    QAction* forward = toolbar->addAction(
        icon(QStyle::SP_MediaSeekForward), tr("Forward"), this, [this] { goToPly(m_ply + 1); });
    forward->setShortcut(Qt::Key_Right);
    QAction* last = toolbar->addAction(
        icon(QStyle::SP_MediaSkipForward), tr("End"), this, [this] { goToPly(m_moves->plyCount()); });
    last->setShortcut(Qt::Key_End);
    toolbar->addSeparator();
    QAction* flip =
        toolbar->addAction(tr("Flip board"), this, [this] { m_board->setFlipped(!m_board->isFlipped()); });
    flip->setShortcut(Qt::Key_F);
    flip->setObjectName(u"actionFlip"_s);
    toolbar->addSeparator();
    toolbar->addWidget(new QLabel(tr("Notation: ")));
    toolbar->addWidget(m_notationChooser);
    // The move keys act on the board and its score sheet only: Home, End and the arrows in the games list,
    // the agenda or a text field do there what they always do.
    for (QAction* action : {first, back, forward, last, flip}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        centralWidget()->addAction(action);
    }
}

void MainWindow::createDesk()
{
    m_gameList = new GameListModel(this);
    m_gameProxy = new QSortFilterProxyModel(this);
    m_gameProxy->setSourceModel(m_gameList);
    m_gameProxy->setSortRole(GameListModel::SortRole);
    m_gameProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_gameProxy->setFilterKeyColumn(-1);
    m_gameListView = new QTableView;
    m_gameListView->setObjectName(u"gameList"_s);
    m_gameListView->setAccessibleName(tr("Games"));
    m_gameListView->setModel(m_gameProxy);
    m_gameListView->setItemDelegate(new UrgencyDelegate(m_gameListView));
    m_gameListView->setSortingEnabled(true);
    m_gameListView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_gameListView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_gameListView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_gameListView->verticalHeader()->hide();
    m_gameListView->horizontalHeader()->setStretchLastSection(true);
    // Column widths from the first rows only: measuring every row of a large archive costs the start-up.
    m_gameListView->horizontalHeader()->setResizeContentsPrecision(40);
    m_gameFilter = new QLineEdit;
    m_gameFilter->setObjectName(u"gameFilter"_s);
    m_gameFilter->setPlaceholderText(tr("Filter: partner, event, status…"));
    m_gameFilter->setAccessibleName(tr("Filter the games"));
    m_gameFilter->setClearButtonEnabled(true);
    connect(m_gameFilter, &QLineEdit::textChanged, m_gameProxy, &QSortFilterProxyModel::setFilterFixedString);
    auto* find = new QAction(tr("Find a game"), this);
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, this, [this] {
        m_gamesDock->show();
        m_gameFilter->setFocus(Qt::ShortcutFocusReason);
        m_gameFilter->selectAll();
    });
    addAction(find);
    // The event is in the game's heading and the partner's tooltip: the list keeps its width for the
    // columns a player scans.
    m_gameListView->setColumnHidden(GameListModel::EventColumn, true);
    connect(m_gameListView->selectionModel(),
        &QItemSelectionModel::currentRowChanged,
        this,
        [this](const QModelIndex& current) {
            if (current.isValid())
                showArchiveGame(current.data(GameListModel::GameIdRole).toLongLong());
        });
    auto* gamesPanel = new QWidget;
    auto* gamesLayout = new QVBoxLayout(gamesPanel);
    gamesLayout->setContentsMargins(4, 4, 4, 4);
    gamesLayout->addWidget(m_gameFilter);
    gamesLayout->addWidget(m_gameListView, 1);
    auto* buttons = new QHBoxLayout;
    auto* logButton = new QPushButton(tr("&Log a received card…"));
    logButton->setObjectName(u"logCardButton"_s);
    auto* replyButton = new QPushButton(tr("Compose the &reply…"));
    replyButton->setObjectName(u"replyButton"_s);
    buttons->addWidget(logButton);
    buttons->addWidget(replyButton);
    buttons->addStretch();
    gamesLayout->addLayout(buttons);
    // An archive with no game shows the ways forward instead of an empty list.
    m_welcome = new WelcomePanel;
    connect(m_welcome, &WelcomePanel::newGameRequested, this, &MainWindow::newGame);
    connect(m_welcome, &WelcomePanel::importRequested, this, &MainWindow::chooseGamesToImport);
    connect(m_welcome, &WelcomePanel::demoRequested, this, [this] {
        if (m_fillDemo && m_repository && m_fillDemo())
            openArchive(*m_repository, m_archiveToday);
    });
    m_gamesStack = new QStackedWidget;
    m_gamesStack->addWidget(gamesPanel);
    m_gamesStack->addWidget(m_welcome);
    m_gamesDock = new QDockWidget(tr("Games"), this);
    m_gamesDock->setObjectName(u"gamesDock"_s);
    m_gamesDock->setWidget(m_gamesStack);
    addDockWidget(Qt::LeftDockWidgetArea, m_gamesDock);
    m_gamesDock->hide();

    m_agenda = new AgendaTable;
    m_agenda->setObjectName(u"agenda"_s);
    connect(m_agenda, &AgendaTable::gameActivated, this, &MainWindow::showArchiveGame);
    auto* agendaPanel = new QWidget;
    auto* agendaLayout = new QVBoxLayout(agendaPanel);
    agendaLayout->setContentsMargins(4, 4, 4, 4);
    agendaLayout->addWidget(m_agenda, 1);
    auto* exportButton = new QPushButton(tr("Export as &iCalendar…"));
    exportButton->setObjectName(u"exportICalendar"_s);
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the agenda"), u"postmark.ics"_s, tr("iCalendar files (*.ics)"));
        if (path.isEmpty())
            return;
        const auto problem = m_agenda->exportICalendar(path, QDateTime::currentDateTimeUtc());
        statusBar()->showMessage(problem ? *problem : tr("Written %1").arg(path), problem ? 0 : 5000);
    });
    auto* agendaButtons = new QHBoxLayout;
    agendaButtons->addStretch();
    agendaButtons->addWidget(exportButton);
    agendaLayout->addLayout(agendaButtons);
    m_agendaDock = new QDockWidget(tr("Agenda"), this);
    m_agendaDock->setObjectName(u"agendaDock"_s);
    m_agendaDock->setWidget(agendaPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_agendaDock);
    m_agendaDock->hide();

    m_undo = new QUndoStack(this);
    addEditMenu(*this, *m_undo);
    QMenu* gameMenu = menuBar()->addMenu(tr("&Game"));
    m_logCardAction = gameMenu->addAction(tr("&Log a received card…"), this, &MainWindow::logReceivedCard);
    m_logCardAction->setShortcut(Qt::CTRL | Qt::Key_L);
    m_replyAction = gameMenu->addAction(tr("Compose the &reply…"), this, &MainWindow::composeReply);
    m_replyAction->setShortcut(Qt::CTRL | Qt::Key_R);
    gameMenu->addSeparator();
    using Event = LifeEventDialog::Event;
    const QList<QPair<Event, QString>> events{{Event::GameEnd, tr("Record the &end of the game…")},
        {Event::MyClaim, tr("&Claim the partner's overstep…")},
        {Event::ClaimAgainstMe, tr("A claim &against me…")},
        {Event::Leave, tr("Announce a &leave…")}};
    // II.9.5: at the tournament's end, the adjudication packet goes to the judge within 14 days; the
    // agenda says when, this prints it.
    gameMenu
        ->addAction(tr("Prepare the &adjudication packet…"),
            this,
            [this] {
                if (myColourInShownGame())
                    previewDocument(PrintKind::Adjudication);
            })
        ->setObjectName(u"adjudicationPacket"_s);
    for (const auto& [event, label] : events) {
        gameMenu->addAction(label, this, [this, event = event] { recordLifeEvent(static_cast<int>(event)); })
            ->setObjectName(u"lifeEvent%1"_s.arg(static_cast<int>(event)));
    }
    connect(logButton, &QPushButton::clicked, m_logCardAction, &QAction::trigger);
    connect(replyButton, &QPushButton::clicked, m_replyAction, &QAction::trigger);
}

bool MainWindow::showArchiveGame(qint64 id)
{
    const int index = static_cast<int>(m_gameIds.indexOf(id));
    if (index < 0)
        return false;
    showGame(index);
    const int row = m_gameList->rowOf(id);
    const QModelIndex shown = m_gameProxy->mapFromSource(m_gameList->index(row, 0));
    if (shown.isValid() && m_gameListView->currentIndex().row() != shown.row()) {
        const QSignalBlocker blocker(m_gameListView->selectionModel());
        m_gameListView->setCurrentIndex(shown);
    }
    return true;
}

bool MainWindow::appendCard(const ledger::Card& card, const QString& what)
{
    const qint64 id = m_gameIds.value(m_gameIndex, 0);
    Result<ledger::GameFile> game = m_repository->game(id);
    if (!game) {
        statusBar()->showMessage(errorText(game.error(), what));
        return false;
    }
    game.value().cards.append(card);
    if (!game->asOf || *game->asOf < m_archiveToday)
        game.value().asOf = m_archiveToday;
    return storeGames(what, {{id, *game}}, id);
}

bool MainWindow::addGames(const QString& what, const QList<ledger::GameFile>& games)
{
    const Result<QList<qint64>> ids = m_repository->addGames(games, m_archiveToday);
    if (!ids) {
        statusBar()->showMessage(errorText(ids.error(), what));
        return false;
    }
    const qint64 shown = ids->isEmpty() ? 0 : ids->last();
    m_undo->push(new AddedGamesEdit(
        what,
        *m_repository,
        games,
        *ids,
        m_archiveToday,
        [this](qint64 id) { reloadArchive(id ? id : m_gameIds.value(0, 0)); },
        [this](const QString& why) { statusBar()->showMessage(why); }));
    reloadArchive(shown);
    return true;
}

bool MainWindow::storeGames(
    const QString& what, const QList<QPair<qint64, ledger::GameFile>>& after, qint64 shown)
{
    QList<QPair<qint64, ledger::GameFile>> before;
    for (const auto& [id, game] : after) {
        const Result<ledger::GameFile> stored = m_repository->game(id);
        if (!stored) {
            statusBar()->showMessage(errorText(stored.error(), what));
            return false;
        }
        before.append({id, *stored});
    }
    if (const std::optional<Error> error = m_repository->replaceGames(after, m_archiveToday)) {
        statusBar()->showMessage(errorText(*error, what));
        return false;
    }
    m_undo->push(new ArchiveEdit(
        what,
        *m_repository,
        before,
        after,
        m_archiveToday,
        [this, shown](qint64) { reloadArchive(shown); },
        [this](const QString& why) { statusBar()->showMessage(why); }));
    reloadArchive(shown);
    return true;
}

void MainWindow::reloadArchive(qint64 id)
{
    openArchive(*m_repository, m_archiveToday);
    showArchiveGame(id);
}

std::optional<ledger::Color> MainWindow::myColourInShownGame()
{
    if (!m_repository || m_gameIndex < 0 || m_gameIndex >= m_postal.size() || !m_postal[m_gameIndex]) {
        statusBar()->showMessage(tr("Open the archive and choose a game first."));
        return std::nullopt;
    }
    const std::optional<ledger::Color> me = desk::colourOf(m_postal[m_gameIndex]->game, m_me);
    if (!me)
        statusBar()->showMessage(tr("%1 does not play in this game.").arg(m_me));
    return me;
}

void MainWindow::logReceivedCard()
{
    const std::optional<ledger::Color> me = myColourInShownGame();
    if (!me)
        return;
    const ledger::GameFile& game = m_postal[m_gameIndex]->game;
    LogCardDialog dialog(game, *me, m_archiveToday, this);
    if (dialog.exec() != QDialog::Accepted
        || !appendCard(dialog.check().game.cards.last(), tr("logging card %1").arg(dialog.check().cardId)))
        return;
    statusBar()->showMessage(tr("Card %1 logged.").arg(dialog.check().cardId), 5000);
    // An impossible move is answered with a query within 3 days (II.3.12): the card is prepared at once.
    if (dialog.check().impossibleMove)
        previewDocument(PrintKind::Query);
}

void MainWindow::correctLoggedCard(int index)
{
    const std::optional<ledger::Color> me = myColourInShownGame();
    if (!me)
        return;
    const ledger::GameFile& game = m_postal[m_gameIndex]->game;
    if (index < 0 || index >= game.cards.size())
        return;
    const ledger::Card logged = game.cards[index];
    if (logged.from == *me || logged.kind != ledger::CardKind::Move) {
        statusBar()->showMessage(
            tr("Card %1: only a move card received from the partner is corrected here; Edit ▸ Undo takes "
               "back what was just recorded.")
                .arg(logged.id),
            8000);
        return;
    }
    LogCardDialog dialog(game, *me, m_archiveToday, this);
    dialog.correct(index);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const qint64 id = m_gameIds.value(m_gameIndex, 0);
    if (storeGames(tr("correcting card %1").arg(logged.id), {{id, dialog.check().game}}, id))
        statusBar()->showMessage(tr("Card %1 corrected.").arg(logged.id), 5000);
}

void MainWindow::composeReply()
{
    const std::optional<ledger::Color> me = myColourInShownGame();
    if (!me)
        return;
    const ledger::GameFile& game = m_postal[m_gameIndex]->game;
    ReplyDialog dialog(game, *me, m_archiveToday, this);
    if (dialog.exec() != QDialog::Accepted
        || !appendCard(dialog.check().game.cards.last(), tr("sending card %1").arg(dialog.check().cardId)))
        return;
    statusBar()->showMessage(tr("Card %1 recorded as sent.").arg(dialog.check().cardId), 5000);
    previewDocument(PrintKind::Postcard); // the card to post, both sides (II.3.7)
}

void MainWindow::recordLifeEvent(int eventNumber)
{
    if (!myColourInShownGame())
        return;
    const auto event = static_cast<LifeEventDialog::Event>(eventNumber);
    const qint64 id = m_gameIds[m_gameIndex];
    LifeEventDialog dialog(event, deskGames(), id, m_me, m_archiveToday, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QList<QPair<qint64, ledger::GameFile>> changed;
    for (const desk::DeskGame& each : dialog.changedGames())
        changed.append({each.id, each.game});
    if (!storeGames(dialog.windowTitle(), changed, id))
        return;
    statusBar()->showMessage(tr("Recorded in %n game(s).", nullptr, int(changed.size())), 5000);
    if (event == LifeEventDialog::Event::Leave) {
        // The notice to every partner (and the judge's copies), one document to print at once (II.7.2).
        QList<ledger::GameFile> games;
        for (const auto& [gameId, game] : std::as_const(changed))
            games.append(game);
        const Result<documents::Document> notices =
            documents::leaveNotices(games, interfaceDocumentLanguage());
        const std::optional<QString> problem =
            notices ? showPrintPreview(this, *notices) : errorText(notices.error());
        if (problem)
            statusBar()->showMessage(*problem);
        return;
    }
    const PrintKind document = event == LifeEventDialog::Event::GameEnd ? PrintKind::Record
        : event == LifeEventDialog::Event::MyClaim                      ? PrintKind::Claim
        : event == LifeEventDialog::Event::ClaimAgainstMe               ? PrintKind::Objection
                                                                        : PrintKind::Leave;
    previewDocument(document);
}

QList<desk::DeskGame> MainWindow::deskGames()
{
    QList<desk::DeskGame> games;
    for (int i = 0; i < static_cast<int>(m_postal.size()); ++i) {
        ensureLoaded(i);
        if (m_postal[i])
            games.append({m_gameIds[i], m_postal[i]->game});
    }
    return games;
}

void MainWindow::newGame()
{
    if (!m_repository) {
        statusBar()->showMessage(tr("Open the archive and choose a game first."));
        return;
    }
    NewGameDialog dialog(m_me, desk::partners(deskGames(), m_me), m_archiveToday, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    addGames(tr("a new game"), {dialog.result().game});
}

bool MainWindow::importGames(const QStringList& paths)
{
    if (!m_repository)
        return false;
    QList<desk::ImportedGame> incoming;
    for (const QString& path : paths) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            statusBar()->showMessage(tr("Cannot open %1: %2").arg(path, file.errorString()));
            return false;
        }
        const desk::ImportReading reading = desk::readGamesForImport(path, file.readAll(), m_me);
        if (!reading.problems.isEmpty()) {
            statusBar()->showMessage(
                tr("Nothing imported: %1").arg(text::messageText(reading.problems.first())));
            return false;
        }
        incoming.append(reading.games);
    }
    QList<ledger::GameFile> games;
    for (const desk::ImportedGame& each : std::as_const(incoming))
        games.append(each.game);
    if (!addGames(tr("the import"), games))
        return false;
    statusBar()->showMessage(tr("%n game(s) imported.", nullptr, int(incoming.size())), 5000);
    return true;
}

bool MainWindow::exportGame(const QString& path)
{
    if (m_gameIndex < 0 || m_gameIndex >= m_postal.size() || !m_postal[m_gameIndex]) {
        statusBar()->showMessage(tr("Open the archive and choose a game first."));
        return false;
    }
    const PostalGame& postal = *m_postal[m_gameIndex];
    const QByteArray bytes = path.endsWith(u".pgn"_s, Qt::CaseInsensitive)
        ? pgn::writePgn(ledger::pgnFromGameFile(postal.game, postal.ledger)).toUtf8()
        : ledger::writeGameFile(postal.game);
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
    const QList<desk::DeskGame> games = deskGames();
    PartnersDialog dialog(desk::partners(games, m_me), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QList<QPair<qint64, ledger::GameFile>> changed;
    for (const desk::Partner& partner : dialog.changed()) {
        for (const desk::DeskGame& each :
            desk::withPartnerAddress(games, m_me, partner.name, partner.address))
            changed.append({each.id, each.game});
    }
    if (changed.isEmpty())
        return;
    if (!storeGames(tr("a partner's address"), changed, m_gameIds.value(m_gameIndex, 0)))
        return;
    statusBar()->showMessage(tr("Address changed in %n game(s).", nullptr, int(changed.size())), 5000);
}

void MainWindow::openSettings()
{
    // Whose archive this is lives in the archive itself; with none open there is nobody to name.
    SettingsDialog dialog(m_repository
            ? std::optional(m_owner.value_or(archive::ArchiveOwner{m_me, true, false}))
            : std::nullopt,
        this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (m_repository && dialog.owner() && dialog.owner() != m_owner) {
        if (const auto error = m_repository->setOwner(*dialog.owner())) {
            QMessageBox::warning(this, tr("Settings"), errorText(*error));
            return;
        }
    }
    if (const auto notation = chess::notationFromName(SettingsDialog::notation()))
        m_notationChooser->setCurrentIndex(m_notationChooser->findData(int(*notation)));
    if (m_repository)
        reloadArchive(m_gameIds.value(m_gameIndex, 0));
}

void MainWindow::chooseFile()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open PGN"), {}, tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty())
        openPgn(path);
}

void MainWindow::chooseTournament()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open tournament"), {}, tr("Tournament files (*.json);;All files (*)"));
    if (path.isEmpty() || openTournament(path))
        return;
    QMessageBox::warning(this, tr("Open tournament"), statusBar()->currentMessage());
}

std::optional<tournament::Tournament> MainWindow::readTournamentFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        statusBar()->showMessage(tr("Cannot open %1: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    const tournament::TournamentFileReading reading = tournament::readTournamentFile(file.readAll());
    if (!reading.tournament) {
        QStringList lines;
        for (const ledger::InputProblem& problem : reading.problems)
            lines.append(text::problemText(problem));
        statusBar()->showMessage(tr("%1 is not a valid tournament file: %2").arg(path, lines.join(u"; "_s)));
        return std::nullopt;
    }
    return reading.tournament;
}

TournamentWindow* MainWindow::importTournament(const QString& path)
{
    if (!m_repository) {
        statusBar()->showMessage(tr("Open the archive first: the tournament is kept there."));
        return nullptr;
    }
    const std::optional<tournament::Tournament> event = readTournamentFile(path);
    return event ? createTournament(*event) : nullptr;
}

TournamentWindow* MainWindow::openTournament(const QString& path)
{
    const std::optional<tournament::Tournament> event = readTournamentFile(path);
    if (!event)
        return nullptr;
    auto* window = new TournamentWindow(*event, {}, QDate::currentDate(), this);
    window->setWindowFlag(Qt::Window);
    window->show();
    return window;
}

TournamentWindow* MainWindow::openArchiveTournament(int index)
{
    if (index < 0 || index >= m_tournaments.size())
        return nullptr;
    // The event's games only: a player's archive holds other events' games too.
    const tournament::Tournament& event = m_tournaments[index];
    QList<ledger::GameFile> gameFiles;
    for (const std::optional<PostalGame>& postal : std::as_const(m_postal)) {
        if (postal && postal->game.event.name == event.name)
            gameFiles.append(postal->game);
    }
    auto* window = new TournamentWindow(event, gameFiles, m_archiveToday, this);
    window->attachArchive(m_repository, m_tournamentIds[index]);
    window->setWindowFlag(Qt::Window);
    window->show();
    return window;
}

bool MainWindow::openPgn(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        statusBar()->showMessage(tr("Cannot open %1: %2").arg(path, file.errorString()));
        return false;
    }
    m_games.clear();
    m_postal.clear();
    m_gameIds.clear();
    pgn::PgnReader reader(file);
    pgn::PgnGame game;
    while (reader.readNext(game))
        m_games.append(game);

    const QSignalBlocker blocker(m_gameChooser);
    m_gameChooser->clear();
    for (const pgn::PgnGame& each : std::as_const(m_games)) {
        const QString white = each.tag(u"White"_s).isEmpty() ? u"?"_s : each.tag(u"White"_s);
        const QString black = each.tag(u"Black"_s).isEmpty() ? u"?"_s : each.tag(u"Black"_s);
        QString label = tr("%1. %2 – %3").arg(each.number).arg(white, black);
        if (each.illegal)
            label += tr(" (refused)");
        m_gameChooser->addItem(label);
    }
    setWindowTitle(tr("%1 — Postmark").arg(QFileInfo(path).fileName()));
    showGame(m_games.isEmpty() ? -1 : 0);
    updateStatus();
    return true;
}

bool MainWindow::openArchive(archive::GameRepository& repository, const QDate& today)
{
    Result<QList<archive::GameSummary>> summaries = repository.games();
    if (!summaries) {
        statusBar()->showMessage(errorText(summaries.error()));
        return false;
    }
    // Whose desk this is: the archive's owner; for an archive that names none, Settings' name from
    // earlier versions, else the name that plays most. The desk lists only the games its owner plays: a
    // judge's events, kept here too, open in the judge's window.
    const Result<std::optional<archive::ArchiveOwner>> owner = repository.owner();
    if (!owner) {
        statusBar()->showMessage(errorText(owner.error()));
        return false;
    }
    m_owner = *owner;
    m_gamesStack->setCurrentWidget(
        summaries->isEmpty() ? static_cast<QWidget*>(m_welcome) : m_gamesStack->widget(0));
    m_me = m_owner ? m_owner->name : SettingsDialog::deskOwner();
    if (m_me.isEmpty())
        m_me = desk::deskOwner(*summaries);
    const bool plays = !m_owner || m_owner->plays;
    const int inArchive = int(summaries->size());
    QList<archive::GameSummary> mine = *summaries;
    mine.removeIf([&](const archive::GameSummary& summary) {
        return !plays || (summary.white != m_me && summary.black != m_me);
    });
    summaries = std::move(mine);
    // The list comes from the archive's cached state at once; each game is read and computed when it is
    // shown, and all of them, for the agenda, a few at a time after the window is up (a large archive
    // opens as fast as a small one).
    m_games.clear();
    m_postal.clear();
    m_gameIds.clear();
    QStringList labels;
    labels.reserve(summaries->size());
    const QLocale locale;
    const QString pattern = tr("%1. %2 – %3");
    for (const archive::GameSummary& summary : *summaries) {
        pgn::PgnGame placeholder; // read when shown (ensureLoaded)
        placeholder.number = int(summary.id);
        m_games.append(std::move(placeholder));
        m_postal.append(std::nullopt);
        m_gameIds.append(summary.id);
        QString label = pattern.arg(summary.id).arg(summary.white, summary.black);
        if (summary.nextDue)
            label += u" · "_s + shownDate(*summary.nextDue);
        labels.append(label);
    }
    const QSignalBlocker blocker(m_gameChooser);
    // A plain list model: a combo box's own items cost too much for an archive of thousands of games. The
    // combo box deletes the model it owned before.
    m_gameChooser->setModel(new QStringListModel(labels, m_gameChooser));
    m_archiveToday = today;
    if (m_repository != &repository)
        m_undo->clear(); // the changes undone belong to the archive they were made in
    m_repository = &repository;
    // The desk: the owner's games, first as cached, then as of today with the agenda of all.
    QList<desk::GameRow> rows;
    for (const archive::GameSummary& summary : *summaries)
        rows.append(desk::gameRowFromSummary(summary, m_me, today));
    m_gameList->setRows(rows);
    m_gameListView->sortByColumn(GameListModel::NextDeadlineColumn, Qt::AscendingOrder);
    m_gameListView->resizeColumnsToContents();
    m_agenda->setItems({});
    m_loadCursor = 0;
    ++m_loadGeneration;
    QTimer::singleShot(0, this, [this, generation = m_loadGeneration] { loadNextGames(generation); });
    m_gamesDock->setWindowTitle(m_me.isEmpty() ? tr("Games") : tr("Games of %1").arg(m_me));
    m_gamesDock->show();
    m_agendaDock->show();
    if (!m_docksPlaced) {
        // Wide enough for every column of the list without scrolling, leaving the board its room.
        const int columns = m_gameListView->horizontalHeader()->length() + m_gameListView->frameWidth() * 2
            + m_gameListView->verticalScrollBar()->sizeHint().width()
            + 2 * style()->pixelMetric(QStyle::PM_LayoutLeftMargin) + 16; // the panel's margins, a little air
        resizeDocks({m_gamesDock}, {std::min(columns, width() * 3 / 5)}, Qt::Horizontal);
        m_docksPlaced = true;
    }
    listTournaments();
    setWindowTitle(tr("Archive — Postmark"));
    showGame(m_games.isEmpty() ? -1 : 0);
    updateStatus();
    // A name that plays none of the archive's games (a typing slip, another spelling) must not leave the
    // desk silently empty.
    if (plays && m_games.isEmpty() && inArchive > 0)
        statusBar()->showMessage(tr("None of the %n game(s) in this archive is played by «%1», the name "
                                    "File ▸ Settings gives as the owner's: check its spelling there.",
            nullptr,
            inArchive)
                                     .arg(m_me));
    return true;
}

void MainWindow::listTournaments()
{
    m_tournaments.clear();
    m_tournamentIds.clear();
    m_tournamentsMenu->clear();
    if (const auto tournaments = m_repository->tournaments()) {
        for (const archive::TournamentSummary& summary : *tournaments) {
            const Result<tournament::Tournament> event = m_repository->tournament(summary.id);
            if (!event)
                continue;
            const int index = static_cast<int>(m_tournaments.size());
            m_tournaments.append(*event);
            m_tournamentIds.append(summary.id);
            m_tournamentsMenu->addAction(
                summary.index.isEmpty() ? summary.name : tr("%1 (%2)").arg(summary.name, summary.index),
                this,
                [this, index] { openArchiveTournament(index); });
        }
    }
    m_tournamentsMenu->setEnabled(!m_tournaments.isEmpty());
}

void MainWindow::newTournament()
{
    if (!m_repository) {
        statusBar()->showMessage(tr("Open the archive first: the new tournament is kept there."));
        return;
    }
    NewTournamentDialog dialog(m_archiveToday, this);
    if (dialog.exec() == QDialog::Accepted)
        createTournament(dialog.result().event);
}

TournamentWindow* MainWindow::createTournament(const tournament::Tournament& event)
{
    if (!m_repository)
        return nullptr;
    const Result<qint64> id = m_repository->importTournament(event);
    if (!id) {
        statusBar()->showMessage(
            tr("The tournament was not stored: %1").arg(text::messageText(id.error().detail)));
        return nullptr;
    }
    listTournaments();
    statusBar()->showMessage(
        tr("%1 stored with %n game(s) paired.", nullptr, int(event.games.size())).arg(event.name), 5000);
    return openArchiveTournament(int(m_tournamentIds.indexOf(*id)));
}

bool MainWindow::ensureLoaded(int index)
{
    if (!m_repository || index < 0 || index >= m_postal.size())
        return false;
    if (m_postal[index])
        return true;
    const Result<ledger::GameFile> game = m_repository->game(m_gameIds[index]);
    if (!game)
        return false;
    const Result<rules::RuleSet> rules = ledger::rulesOf(*game);
    if (!rules)
        return false;
    const ledger::LedgerResult computed =
        ledger::computeLedger(*game, *rules, game->asOf.value_or(m_archiveToday));
    if (!computed.ledger)
        return false;
    // The game becomes a PGN game for the board and the score sheet, its postal state in the title.
    pgn::PgnGame shown = ledger::pgnFromGameFile(*game, *computed.ledger);
    shown.number = int(m_gameIds[index]);
    shown.setTag(u"Site"_s,
        tr("White %1 days, Black %2 days").arg(computed.ledger->totals[0]).arg(computed.ledger->totals[1]));
    m_games[index] = shown;
    m_postal[index] = PostalGame{*game, *computed.ledger};
    return true;
}

void MainWindow::loadNextGames(int generation)
{
    if (generation != m_loadGeneration || !m_repository)
        return; // the archive was read again meanwhile
    const int end = std::min(static_cast<int>(m_postal.size()), m_loadCursor + 10);
    for (; m_loadCursor < end; ++m_loadCursor)
        ensureLoaded(m_loadCursor);
    if (m_loadCursor < m_postal.size()) {
        QTimer::singleShot(0, this, [this, generation] { loadNextGames(generation); });
        return;
    }
    const QList<desk::DeskGame> games = deskGames();
    QList<desk::GameRow> rows;
    for (const desk::DeskGame& each : games)
        rows.append(desk::gameRow(each, m_me, m_archiveToday));
    const qint64 shown = m_gameIds.value(m_gameIndex, 0);
    m_gameList->setRows(rows);
    if (shown)
        showArchiveGame(shown);
    m_agenda->setItems(desk::playerAgenda(games, m_me, m_archiveToday));
}

void MainWindow::showGame(int index)
{
    m_gameIndex = index;
    ensureLoaded(index);
    if (index < 0 || index >= m_games.size()) {
        m_moves->setLine(chess::Position::initial(), {});
        m_gameTitle->clear();
        m_gameProblem->hide();
        goToPly(0);
        showPostalState();
        return;
    }
    if (m_gameChooser->currentIndex() != index) {
        const QSignalBlocker blocker(m_gameChooser);
        m_gameChooser->setCurrentIndex(index);
    }
    const pgn::PgnGame& game = m_games[index];
    std::vector<chess::Move> moves;
    moves.reserve(game.mainLine.moves.size());
    for (const pgn::PgnMove& move : game.mainLine.moves)
        moves.push_back(move.move);
    m_moves->setLine(game.start, std::move(moves));

    QStringList heading;
    for (const QString& tag : {u"Event"_s, u"Round"_s, u"Site"_s, u"Date"_s}) {
        const QString value = game.tag(tag);
        if (value.isEmpty() || value == u"?" || value == u"????.??.??")
            continue;
        // PGN writes dates 2026.09.03: shown as the language writes dates.
        const QDate date = QDate::fromString(value, u"yyyy.MM.dd"_s);
        heading.append(tag == u"Date" && date.isValid() ? tr("Started %1").arg(shownDate(date)) : value);
    }
    heading.append(game.result == u"*" ? tr("The game goes on") : tr("Result: %1").arg(game.result));
    m_gameTitle->setText(heading.join(u'\n'));

    if (game.illegal) {
        m_gameProblem->setText(tr("Refused at ply %1: %2")
                                   .arg(game.illegal->ply)
                                   .arg(errorText(game.illegal->error, game.illegal->move)));
        m_gameProblem->show();
    } else {
        m_gameProblem->hide();
    }
    goToPly(m_moves->plyCount());
    showPostalState();
}

void MainWindow::showPostalState()
{
    const bool postal = m_gameIndex >= 0 && m_gameIndex < m_postal.size() && m_postal[m_gameIndex];
    for (int tab = 1; tab < m_gameTabs->count(); ++tab)
        m_gameTabs->setTabEnabled(tab, postal);
    m_deadlines->clear();
    {
        const QSignalBlocker blocker(m_variantPreview);
        m_variantPreview->setChecked(false);
        m_variantPreview->hide();
    }
    m_variant.reset();
    if (!postal) {
        m_cardTable->clearGame();
        m_timeChart->setUsage({}, {});
        m_penalties->clear();
        return;
    }
    const ledger::GameFile& game = m_postal[m_gameIndex]->game;
    const ledger::Ledger& ledger = m_postal[m_gameIndex]->ledger;
    m_variant = desk::proposedVariant(game, ledger);
    m_variantPreview->setVisible(m_variant.has_value());
    if (m_variant)
        m_variantPreview->setText(
            tr("Show the proposed variant on the board: %1").arg(m_variant->plies.join(u' ')));
    // The score sheet reads as the cards are written: in the game's notation (II.3.2).
    m_notationChooser->setCurrentIndex(m_notationChooser->findData(int(game.notation)));
    m_cardTable->setGame(game, ledger);
    m_timeChart->setUsage(
        desk::timeUsage(ledger, ledger::Color::White), desk::timeUsage(ledger, ledger::Color::Black));
    QStringList penalties;
    for (const ledger::PenaltyEntry& penalty : ledger.penalties) {
        const ledger::Explanation why = ledger::explainPenalty(game, ledger, penalty);
        penalties.append(tr("%1: %2 days [%3] %4")
                             .arg(penalty.player == ledger::Color::White ? tr("White") : tr("Black"))
                             .arg(penalty.days)
                             .arg(why.clause, text::messageText(why.what)));
    }
    m_penalties->setText(penalties.isEmpty() ? tr("No penalty days.") : penalties.join(u'\n'));
    for (const ledger::Deadline& deadline : ledger.deadlines) {
        const ledger::Explanation why = ledger::explainDeadline(game, ledger, deadline);
        auto* item = new QListWidgetItem(
            u"%1 — %2 [%3]: %4"_s.arg(deadline.due ? shownDate(*deadline.due) : tr("with the reply"),
                GameListModel::deadlineLabel(ledger::deadlineKindName(deadline.kind)),
                why.clause,
                text::messageText(why.what)));
        item->setToolTip(text::messageText(why.what));
        if (deadline.due && *deadline.due < m_archiveToday)
            item->setForeground(QColor(0xB0, 0x00, 0x20));
        m_deadlines->addItem(item);
    }
    if (ledger.deadlines.empty())
        m_deadlines->addItem(tr("No deadline."));
}

Result<documents::Document> MainWindow::documentFor(PrintKind kind) const
{
    if (m_gameIndex < 0 || m_gameIndex >= m_postal.size() || !m_postal[m_gameIndex])
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::DocumentsForArchiveGames)};
    const PostalGame& postal = *m_postal[m_gameIndex];
    const std::optional<ledger::Color> me = desk::colourOf(postal.game, m_me);
    if (!me)
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::DoesNotPlayInThisGame, m_me)};
    return desk::gameDocument(kind, postal.game, postal.ledger, *me, interfaceDocumentLanguage());
}

MainWindow::PrintKind MainWindow::dueDocument() const
{
    if (m_gameIndex < 0 || m_gameIndex >= m_postal.size() || !m_postal[m_gameIndex])
        return PrintKind::None;
    const PostalGame& postal = *m_postal[m_gameIndex];
    const std::optional<ledger::Color> me = desk::colourOf(postal.game, m_me);
    return me ? desk::dueDocument(postal.game, postal.ledger, *me) : PrintKind::None;
}

std::optional<QString> MainWindow::printDocument(PrintKind kind, QPrinter& printer) const
{
    const Result<documents::Document> document = documentFor(kind);
    if (!document)
        return errorText(document.error());
    printer.setDocName(document->title);
    return renderDocumentOnItsPaper(*document, printer);
}

void MainWindow::previewDocument(PrintKind kind)
{
    const Result<documents::Document> document = documentFor(kind);
    const std::optional<QString> problem =
        document ? showPrintPreview(this, *document) : errorText(document.error());
    if (problem)
        statusBar()->showMessage(*problem);
}

void MainWindow::updatePrintActions()
{
    const PrintKind due = dueDocument();
    const Result<documents::Document> dueNow = due == PrintKind::None
        ? Result<documents::Document>(Error{ErrorCode::DocumentNotApplicable, {}})
        : documentFor(due);
    m_printDueAction->setText(
        dueNow ? tr("Print the due document: %1…").arg(dueNow->title) : tr("Print the due document"));
    m_printDueAction->setToolTip(dueNow ? QString() : tr("Nothing is due to print in this game yet."));
    // A document that does not apply to this game is offered greyed, with the reason as its tooltip.
    for (const auto& [kind, action] : std::as_const(m_printActions)) {
        const Result<documents::Document> document = documentFor(kind);
        action->setEnabled(document.hasValue());
        action->setToolTip(document ? QString() : text::messageText(document.error().detail));
    }
    m_printMenu->setToolTipsVisible(true);
}

void MainWindow::goToPly(int ply)
{
    m_ply = qBound(0, ply, m_moves->plyCount());
    std::optional<chess::Move> lastMove;
    if (m_ply > 0)
        lastMove = m_moves->moveOfPly(m_ply);
    m_board->setPosition(m_moves->positionAfter(m_ply), lastMove);
    const QModelIndex cell = m_moves->indexOfPly(m_ply);
    if (cell.isValid()) {
        m_moveView->setCurrentIndex(cell);
        m_moveView->scrollTo(cell);
    } else {
        m_moveView->clearSelection();
    }
}

void MainWindow::updateStatus()
{
    int refused = 0;
    for (const pgn::PgnGame& game : std::as_const(m_games))
        refused += game.illegal ? 1 : 0;
    QString status = tr("%n game(s)", nullptr, int(m_games.size()));
    if (refused)
        status += u"; "_s + tr("%n refused for an illegal move", nullptr, refused);
    statusBar()->showMessage(status);
}

} // namespace postmark::ui
