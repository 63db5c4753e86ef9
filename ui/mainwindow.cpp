// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStringListModel>
#include <QTableView>
#include <QToolBar>

#include "core/archive/gamerepository.h"
#include "core/pgn/pgnreader.h"
#include "ui/desk/eventspanel.h"
#include "ui/desk/gamechoosermodel.h"
#include "ui/desk/gamelistmodel.h"
#include "ui/desk/gamelistproxy.h"
#include "ui/desk/settingsdialog.h"
#include "ui/desk/welcomepanel.h"
#include "ui/game/analysiscontroller.h"
#include "ui/game/gameview.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/widgets/afterfirstpaint.h"
#include "ui/widgets/confirmation.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_gameView(new GameView)
{
    setWindowTitle(tr("Postmark"));
    connect(m_gameView, &GameView::gameChosen, this, &MainWindow::chooseGame);
    connect(m_gameView, &GameView::cardActivated, this, &MainWindow::correctLoggedCard);
    m_gameView->setGameOpenable([this](qint64 id) { return m_shown.indexOf(id) >= 0; });
    connect(m_gameView, &GameView::positionGameChosen, this, [this](qint64 id, int ply) {
        if (showArchiveGame(id))
            m_gameView->goToPly(ply);
    });
    setCentralWidget(m_gameView);
    createActions();
    createToolbar();
    createDesk();
    restoreLayout();
}

void MainWindow::setDemoOpener(std::function<bool()> open)
{
    m_openDemo = std::move(open);
    m_welcome->setDemoOffered(bool(m_openDemo));
}

void MainWindow::sayDemoIsOpen(const QString& path)
{
    statusBar()->showMessage(tr("The demo is open (%1). Your own archive is as it was: File ▸ Open archive… "
                                "opens it again.")
                                 .arg(QDir::toNativeSeparators(path)));
}

void MainWindow::setArchiveOpener(std::function<bool(const QString& path)> open)
{
    m_openArchive = std::move(open);
    m_openArchiveAction->setEnabled(bool(m_openArchive));
}

void MainWindow::setServerOpener(std::function<std::optional<Error>(const QString& address)> open)
{
    m_openServer = std::move(open);
    m_openServerAction->setEnabled(bool(m_openServer));
}

void MainWindow::restoreLayout()
{
    // As the user left it; the first time, the whole screen of a laptop (at most 1600 × 1000 on a larger
    // one), the docks placed when the archive opens.
    const QSettings settings;
    const QRect available = screen()->availableGeometry();
    if (restoreGeometry(settings.value(u"window/geometry"_s).toByteArray())) {
        m_docksPlaced = restoreState(settings.value(u"window/state"_s).toByteArray());
        // Left on a larger screen (a monitor since unplugged from the laptop), or put back lower than it
        // was (an X server without a window manager adds a title bar's height): the window comes back
        // within the screen, its status bar and buttons in sight.
        if (!available.contains(geometry())) {
            QRect fitted(geometry().topLeft(), geometry().size().boundedTo(available.size()));
            fitted.moveLeft(
                std::clamp(fitted.left(), available.left(), available.right() - fitted.width() + 1));
            fitted.moveTop(
                std::clamp(fitted.top(), available.top(), available.bottom() - fitted.height() + 1));
            setGeometry(fitted);
        }
        runAfterFirstPaint(*this, [this] { keepFrameOnScreen(); });
        return;
    }
    resize(std::min(available.width(), 1600), std::min(available.height(), 1000));
    move(available.topLeft());
    runAfterFirstPaint(*this, [this] { keepFrameOnScreen(); });
}

void MainWindow::keepFrameOnScreen()
{
    // The frame a window manager puts round the window (its title bar) is not in the window's own size: a
    // window the screen's height under a title bar had its status bar below the screen's edge, and every
    // message said there unseen (helper-73, under a window manager that does not maximize).
    const QRect available = screen()->availableGeometry();
    const QRect frame = frameGeometry();
    // On X only: a window manager's frame is what spills there (the offscreen platform draws a frame of its
    // own round windows its tests size to the whole screen); with none, the window is where it was put.
    if (QGuiApplication::platformName() != u"xcb" || isFullScreen() || frame.size() == geometry().size()
        || available.contains(frame))
        return;
    const QSize margins = frame.size() - geometry().size();
    resize(geometry().size().boundedTo(available.size() - margins));
    const QSize framed = size() + margins;
    move(std::clamp(frame.left(), available.left(), available.right() - framed.width() + 1),
        std::clamp(frame.top(), available.top(), available.bottom() - framed.height() + 1));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(u"window/geometry"_s, saveGeometry());
    settings.setValue(u"window/state"_s, saveState());
    QMainWindow::closeEvent(event);
}

bool MainWindow::event(QEvent* event)
{
    if (event->type() == QEvent::Paint)
        m_painted = true;
    return QMainWindow::event(event);
}

void MainWindow::createActions()
{
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    m_openArchiveAction = fileMenu->addAction(tr("Open &archive…"), this, &MainWindow::chooseArchiveToOpen);
    m_openArchiveAction->setObjectName(u"openArchive"_s);
    m_openArchiveAction->setEnabled(false); // until the program says how (setArchiveOpener())
    m_openServerAction =
        fileMenu->addAction(tr("&Connect to a federation's server…"), this, &MainWindow::chooseServerToOpen);
    m_openServerAction->setObjectName(u"openServer"_s);
    m_openServerAction->setEnabled(false); // until the program says how (setServerOpener())
    QAction* open = fileMenu->addAction(tr("&Open PGN…"), this, &MainWindow::chooseFile);
    open->setShortcut(QKeySequence::Open);
    fileMenu->addAction(tr("Open &tournament…"), this, &MainWindow::chooseTournament);
    markAsWriting(fileMenu->addAction(tr("New tourna&ment…"), this, &MainWindow::newTournament))
        ->setObjectName(u"newTournament"_s);
    markAsWriting(fileMenu->addAction(tr("Import a tournament &file into the archive…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import tournament"), {}, tr("Tournament files (*.json);;All files (*)"));
        if (path.isEmpty())
            return;
        const bool imported =
            isTeamEventFile(path) ? importTeamEvent(path) != nullptr : importTournament(path) != nullptr;
        if (!imported)
            QMessageBox::warning(this, tr("Import tournament"), statusBar()->currentMessage());
    }))->setObjectName(u"importTournament"_s);
    m_tournamentsMenu = fileMenu->addMenu(tr("Tournaments in the archive"));
    m_tournamentsMenu->setObjectName(u"tournamentsMenu"_s);
    m_tournamentsMenu->setEnabled(false);
    fileMenu->addSeparator();
    markAsWriting(fileMenu->addAction(tr("&New game…"), this, &MainWindow::newGame))
        ->setObjectName(u"newGame"_s);
    markAsWriting(fileMenu->addAction(tr("&Import games…"), this, &MainWindow::chooseGamesToImport));
    fileMenu->addAction(tr("&Export the game…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the game"), {}, tr("Game files (*.json);;PGN (*.pgn)"));
        if (path.isEmpty())
            return;
        // The analysis is the player's own: asked for, not sent along with a game meant for others.
        bool withAnalysis = false;
        if (path.endsWith(u".pgn"_s, Qt::CaseInsensitive) && !m_gameView->analysis()->analysis().isEmpty()) {
            const std::optional<bool> chosen = withOrWithout(this,
                tr("Export the game"),
                tr("Write your variations and comments into the PGN too? Leave them out for a game you send "
                   "to others."),
                tr("With my analysis"),
                tr("Without my analysis"));
            if (!chosen)
                return;
            withAnalysis = *chosen;
        }
        exportGame(path, withAnalysis);
    });
    fileMenu->addAction(tr("&Partners…"), this, &MainWindow::editPartners)->setObjectName(u"partners"_s);
    fileMenu->addSeparator();
    // A greyed item says why when pointed at (Back up for a login that does not own a server's archive):
    // the status bar alone is wiped as the pointer moves on.
    fileMenu->setToolTipsVisible(true);
    fileMenu->addAction(tr("&Back up the archive…"), this, &MainWindow::chooseBackup)
        ->setObjectName(u"backUpArchive"_s);
    fileMenu->addAction(tr("C&heck the archive"), this, [this] { static_cast<void>(checkArchive()); })
        ->setObjectName(u"checkArchive"_s);
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
        if (dueDocument() == PrintKind::Adjudication)
            previewAdjudicationPacket();
        else if (dueDocument() != PrintKind::None)
            previewDocument(dueDocument());
        else if (myMoveToMake()) {
            // Said in a box with the way on: in the status bar alone, a player looking at the card he meant
            // to print missed it (helper-27).
            QMessageBox box(QMessageBox::Information,
                tr("Print"),
                tr("Nothing to print yet: the move is yours. Compose the reply… writes its card."),
                QMessageBox::Close,
                this);
            box.setObjectName(u"nothingToPrint"_s);
            QPushButton* compose = box.addButton(tr("Compose the reply…"), QMessageBox::ActionRole);
            box.setDefaultButton(compose);
            box.exec();
            if (box.clickedButton() == compose)
                composeReply();
        } else
            statusBar()->showMessage(tr("Nothing is due to print in this game yet."), 5000);
    });
    m_printDueAction->setObjectName(u"printDue"_s);
    m_printDueAction->setShortcut(QKeySequence::Print);
    m_printMenu->addSeparator();
    const QList<QPair<PrintKind, QString>> documents = {
        {PrintKind::Postcard, tr("Move &card…")},
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
        QAction* action = m_printMenu->addAction(label, this, [this, kind = kind] {
            // The packet the Game menu prepares, asked about the same way: before the event's end, and
            // whether the engine's assessment goes in (helper-64 printed it mid-event from here, unasked).
            if (kind == PrintKind::Adjudication) {
                previewAdjudicationPacket();
                return;
            }
            const bool sentOnce =
                kind == PrintKind::Postcard || kind == PrintKind::Repeat || kind == PrintKind::Query;
            if (!sentOnce || dueDocument() == kind
                || (printsTheSentCardAgain(kind) && printsTheRepeatBeforeItIsDue(kind)))
                previewDocument(kind);
        });
        if (kind == PrintKind::Postcard)
            action->setObjectName(u"printMoveCard"_s);
        if (kind == PrintKind::Repeat)
            action->setObjectName(u"printRepeatCard"_s);
        if (kind == PrintKind::Query)
            action->setObjectName(u"printQuery"_s);
        if (kind == PrintKind::Adjudication)
            action->setObjectName(u"printAdjudicationPacket"_s);
        m_printActions.append({kind, action});
    }
}

void MainWindow::createToolbar()
{
    QToolBar* toolbar = addToolBar(tr("Moves"));
    toolbar->setObjectName(u"movesToolbar"_s);
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    const QList<QAction*> navigation = m_gameView->navigationActions();
    toolbar->addActions(navigation.mid(0, 4)); // Start, Back, Forward, End
    toolbar->addSeparator();
    toolbar->addActions(navigation.mid(4)); // Flip
    toolbar->addSeparator();
    toolbar->addWidget(new QLabel(tr("Notation: ")));
    toolbar->addWidget(m_gameView->notationChooser());
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
    QList<pgn::PgnGame> games;
    pgn::PgnReader reader(file);
    pgn::PgnGame game;
    while (reader.readNext(game))
        games.append(game);
    m_shown.setPgnGames(games);
    ++m_loadGeneration; // the archive's games, read in the background, are read again when it is shown
    // No row of the desk stays chosen: a click on any of them (the one shown before too) shows that game.
    m_gameListView->selectionModel()->clearSelection();
    m_gameListView->selectionModel()->clearCurrentIndex();

    QStringList labels;
    for (const pgn::PgnGame& each : std::as_const(games)) {
        const QString white = each.tag(u"White"_s).isEmpty() ? u"?"_s : each.tag(u"White"_s);
        const QString black = each.tag(u"Black"_s).isEmpty() ? u"?"_s : each.tag(u"Black"_s);
        QString label = tr("%1. %2 – %3").arg(each.number).arg(white, black);
        if (each.illegal)
            label += tr(" (refused)");
        labels.append(label);
    }
    // A model of the file's own: the archive's list is a model that takes no rows from outside, so that
    // clearing the chooser and adding the file's games left the archive's lines under the file's games.
    QComboBox* chooser = m_gameView->gameChooser();
    const QSignalBlocker blocker(chooser);
    chooser->setModel(new QStringListModel(labels, chooser));
    chooser->update();
    setWindowTitle(tr("%1 — Postmark").arg(QFileInfo(path).fileName()));
    showGame(games.isEmpty() ? -1 : 0);
    updateStatus();
    return true;
}

void MainWindow::showGame(int index)
{
    m_shown.setCurrent(index);
    QComboBox* chooser = m_gameView->gameChooser();
    // No game shown (a judge's desk on a server, an empty archive): the chooser shows none either, not the
    // game of the archive listed before.
    // An archive's chooser lists the games by partner, not in the desk's order: the row is found by id.
    int row = m_shown.currentIndex();
    if (const auto* games = dynamic_cast<const GameChooserModel*>(chooser->model());
        games && m_shown.current())
        row = games->rowOf(m_shown.current()->id);
    if (chooser->currentIndex() != row) {
        const QSignalBlocker blocker(chooser);
        chooser->setCurrentIndex(row);
    }
    m_gameView->setOwner(m_me);
    m_gameView->setAnalysisArchive(m_repository, m_undo);
    m_gameView->showGame(m_shown.current(), m_archiveToday);
}

void MainWindow::chooseGame(int index)
{
    // A walk chose a game in the chooser: the board and the tabs showed it, the games list stayed on the
    // game before, and Log a received card acted on the game the list did not show.
    if (!m_shown.holdsPgnFile()) {
        const qint64 id = m_gameView->gameChooser()->itemData(index, GameChooserModel::IdRole).toLongLong();
        if (id != 0 && showArchiveGame(id))
            return;
    }
    showGame(index);
}

void MainWindow::goToPly(int ply)
{
    m_gameView->goToPly(ply);
}

int MainWindow::currentPly() const
{
    return m_gameView->ply();
}

void MainWindow::updateStatus()
{
    int refused = 0;
    for (int index = 0; index < m_shown.size(); ++index)
        refused += m_shown.at(index).pgn.illegal ? 1 : 0;
    QString status = tr("%n game(s)", nullptr, m_shown.size());
    // A desk that lists the events instead (a judge who plays none of the archive's games) counts them.
    if (m_repository && m_shown.isEmpty() && m_gamesStack->currentWidget() == static_cast<QWidget*>(m_events))
        status = tr("%n event(s) to open", nullptr, m_events->count()); // as listed: Cups and team events too
    // A filtered list says how many of them it shows.
    if (m_repository && !m_gameFilter->text().isEmpty()) {
        status = tr("%1 of %n game(s) shown", nullptr, m_shown.size()).arg(m_gameProxy->rowCount());
        // The game on the board, hidden by the filter, has no row chosen: why, and the way back.
        const qint64 shown = m_shown.currentId();
        if (m_gameList->rowOf(shown) >= 0 && !listIndexOf(shown).isValid())
            status += u"; "_s
                + tr("the game on the board is not in the list: Escape in the filter lists every game");
    }
    if (refused)
        status += u"; "_s + tr("%n refused for an illegal move", nullptr, refused);
    statusBar()->showMessage(status);
}

} // namespace postmark::ui
