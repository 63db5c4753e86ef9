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

void MainWindow::chooseFile()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open PGN"), {}, tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty())
        openPgn(path);
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
