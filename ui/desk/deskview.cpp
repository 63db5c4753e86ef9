// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's desk: the games list, the agenda, loading the archive's games as they are shown.
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScreen>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include "core/archive/gamerepository.h"
#include "core/desk/gamerow.h"
#include "core/desk/playeragenda.h"
#include "core/models/movetablemodel.h"
#include "ui/board/boardwidget.h"
#include "ui/desk/agendatable.h"
#include "ui/desk/eventspanel.h"
#include "ui/desk/gamechoosermodel.h"
#include "ui/desk/gamelistmodel.h"
#include "ui/desk/gamelistproxy.h"
#include "ui/desk/lifeeventdialog.h"
#include "ui/desk/logcarddialog.h"
#include "ui/desk/newgamedialog.h"
#include "ui/desk/personname.h"
#include "ui/desk/replydialog.h"
#include "ui/desk/settingsdialog.h"
#include "ui/desk/timechart.h"
#include "ui/desk/urgencydelegate.h"
#include "ui/desk/welcomepanel.h"
#include "ui/errortext.h"
#include "ui/game/gameview.h"
#include "ui/mainwindow.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/newtournamentdialog.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/widgets/afterfirstpaint.h"
#include "ui/widgets/currentpagestack.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/editmenu.h"
#include "ui/widgets/readonlytable.h"
#include "ui/widgets/rowkeys.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void MainWindow::createDesk()
{
    m_gameList = new GameListModel(this);
    m_gameProxy = new GameListProxy(m_gameList, this);
    m_gameListView = new QTableView;
    m_gameListView->setObjectName(u"gameList"_s);
    m_gameListView->setAccessibleName(tr("Games"));
    m_gameListView->setModel(m_gameProxy);
    m_gameListView->setItemDelegate(new UrgencyDelegate(m_gameListView));
    m_gameListView->setSortingEnabled(true);
    // By the next deadline from the start: the list is then sorted once as an archive's games arrive, not
    // by partner first and again by deadline.
    m_gameListView->sortByColumn(GameListModel::NextDeadlineColumn, Qt::AscendingOrder);
    m_gameListView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_gameListView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_gameListView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_gameListView->verticalHeader()->hide();
    goToFirstAndLastRowWithHomeAndEnd(*m_gameListView);
    m_gameListView->horizontalHeader()->setStretchLastSection(true);
    // Column widths from the first rows only: measuring every row of a large archive costs the start-up.
    m_gameListView->horizontalHeader()->setResizeContentsPrecision(40);
    m_gameFilter = new QLineEdit;
    m_gameFilter->setObjectName(u"gameFilter"_s);
    m_gameFilter->setPlaceholderText(tr("Filter: partner, event, status…"));
    m_gameFilter->setAccessibleName(tr("Filter the games"));
    // Its clear button (shown only once something is typed) looks the desktop's icon theme up: a fifth of
    // building the window, so done once the window is seen.
    runAfterFirstPaint(*this, [filter = m_gameFilter] { filter->setClearButtonEnabled(true); });
    connect(m_gameFilter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_gameProxy->filterWords(text);
        // The game on the board chosen in the list again once the filter lists it (helper-24 emptied the
        // filter with Escape: every game listed, none chosen).
        if (m_repository && !m_shown.holdsPgnFile() && !m_shown.isEmpty())
            markShownGameInList(m_shown.currentId());
        updateStatus();
    });
    auto* find = new QAction(tr("Find a game"), this);
    find->setShortcut(QKeySequence::Find);
    // Escape in the filter empties it: every game is listed again.
    auto* clearFilter = new QAction(m_gameFilter);
    clearFilter->setShortcut(Qt::Key_Escape);
    clearFilter->setShortcutContext(Qt::WidgetShortcut);
    connect(clearFilter, &QAction::triggered, m_gameFilter, &QLineEdit::clear);
    m_gameFilter->addAction(clearFilter);
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
            if (current.isValid() && !m_listFollowsGame)
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
        if (m_openDemo)
            m_openDemo(); // lists the demo's archive in place of this one, left as it was
    });
    m_gamesStack = new CurrentPageStack;
    m_gamesStack->addWidget(gamesPanel);
    m_gamesStack->addWidget(m_welcome);
    // A judge or an administrator plays no game there: the events are their way in.
    m_events = new EventsPanel;
    m_gamesStack->addWidget(m_events);
    m_gamesDock = new QDockWidget(tr("Games"), this);
    m_gamesDock->setObjectName(u"gamesDock"_s);
    m_gamesDock->setWidget(m_gamesStack);
    // Moved, never closed nor floated away: helper-24 closed the agenda with its ✕ and found no way back
    // short of starting the program again.
    m_gamesDock->setFeatures(QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::LeftDockWidgetArea, m_gamesDock);
    m_gamesDock->hide();

    m_agenda = new AgendaTable;
    m_agenda->setObjectName(u"agenda"_s);
    goToFirstAndLastRowWithHomeAndEnd(*m_agenda);
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
    m_agendaDock->setFeatures(QDockWidget::DockWidgetMovable);
    // Under the games, not across the window's foot: the game's column then runs the window's height, and
    // its board, above the panel, is 350 px on a laptop (220 beside it, with the agenda below).
    addDockWidget(Qt::LeftDockWidgetArea, m_agendaDock, Qt::Vertical);
    m_agendaDock->hide();

    m_undo = new QUndoStack(this);
    addEditMenu(*this, *m_undo);
    QMenu* gameMenu = menuBar()->addMenu(tr("&Game"));
    m_logCardAction =
        markAsWriting(gameMenu->addAction(tr("&Log a received card…"), this, &MainWindow::logReceivedCard));
    m_logCardAction->setShortcut(Qt::CTRL | Qt::Key_L);
    m_replyAction =
        markAsWriting(gameMenu->addAction(tr("Compose the &reply…"), this, &MainWindow::composeReply));
    m_replyAction->setShortcut(Qt::CTRL | Qt::Key_R);
    markAsWriting(gameMenu->addAction(tr("Record the &posting of my card…"), this, [this] {
        recordPosting(-1);
    }))->setObjectName(u"recordPosting"_s);
    markAsWriting(gameMenu->addAction(tr("Record my rep&eat as sent…"), this, &MainWindow::recordRepeat))
        ->setObjectName(u"recordRepeat"_s);
    markAsWriting(gameMenu->addAction(tr("Record my &query as sent…"), this, &MainWindow::recordQuery))
        ->setObjectName(u"recordQuery"_s);
    markAsWriting(gameMenu->addAction(tr("&Event and rules…"), this, &MainWindow::editGameEvent))
        ->setObjectName(u"gameEvent"_s);
    gameMenu->addSeparator();
    QMenu* tabsMenu = gameMenu->addMenu(tr("&Tabs"));
    tabsMenu->setObjectName(u"gameTabsMenu"_s);
    tabsMenu->addActions(m_gameView->tabActions());
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
                    previewAdjudicationPacket();
            })
        ->setObjectName(u"adjudicationPacket"_s);
    for (const auto& [event, label] : events) {
        markAsWriting(gameMenu->addAction(label, this, [this, event = event] {
            recordLifeEvent(static_cast<int>(event));
        }))->setObjectName(u"lifeEvent%1"_s.arg(static_cast<int>(event)));
    }
    connect(logButton, &QPushButton::clicked, m_logCardAction, &QAction::trigger);
    connect(replyButton, &QPushButton::clicked, m_replyAction, &QAction::trigger);
    // The buttons follow their actions: greyed out with them in an archive that cannot be written.
    connect(m_logCardAction, &QAction::enabledChanged, logButton, &QWidget::setEnabled);
    connect(m_replyAction, &QAction::enabledChanged, replyButton, &QWidget::setEnabled);
}

bool MainWindow::showArchiveGame(qint64 id)
{
    int index = m_shown.indexOf(id);
    // An archive game asked for while a PGN file's games are shown (a row of the desk clicked, an item of
    // the agenda): the archive's games are listed again, and the game shown among them.
    if (index < 0 && m_shown.holdsPgnFile() && m_repository && listArchiveAgain())
        index = m_shown.indexOf(id);
    if (index < 0)
        return false;
    showGame(index);
    markShownGameInList(id);
    if (!m_gameFilter->text().isEmpty())
        updateStatus(); // says whether the game is among those the filter lists
    m_agenda->followShownGame(id);
    return true;
}

QModelIndex MainWindow::listIndexOf(qint64 id) const
{
    const int row = m_gameList->rowOf(id);
    return row < 0 ? QModelIndex() : m_gameProxy->mapFromSource(m_gameList->index(row, 0));
}

void MainWindow::markShownGameInList(qint64 id)
{
    const QModelIndex shown = listIndexOf(id);
    {
        // Not by blocking the selection's signals: the list then kept painting the row it left as chosen
        // beside the new one (a walk opened a game from the agenda and saw two rows half highlighted).
        const QScopedValueRollback following(m_listFollowsGame, true);
        if (shown.isValid())
            m_gameListView->setCurrentIndex(shown);
        else
            m_gameListView->selectionModel()->clear(); // a game the filter hides: no other row stands for it
    }
    if (shown.isValid())
        m_gameListView->scrollTo(
            shown); // a game whose row moved (it sorts by its next deadline) stays in view
}

bool MainWindow::listArchiveAgain()
{
    const Result<QList<archive::GameSummary>> summaries = m_repository->games();
    if (!summaries) {
        statusBar()->showMessage(errorText(summaries.error()));
        return false;
    }
    listGames(*m_repository, m_archiveToday, *summaries, ListedPart::Whole);
    showWriteRefusal(); // the window's title names the archive again, not the file
    return true;
}

bool MainWindow::openArchive(archive::GameRepository& repository, const QDate& today)
{
    // Whose desk this is: the archive's owner; for an archive that names none, Settings' name from
    // earlier versions, else the name that plays most. The desk lists only the games its owner plays: a
    // judge's events, kept here too, open in the judge's window.
    const Result<std::optional<archive::ArchiveOwner>> owner = repository.owner();
    if (!owner) {
        statusBar()->showMessage(errorText(owner.error()));
        return false;
    }
    // Opening the window, the first screen of an owner's games is listed before its first paint and the
    // rest straight after it: listing 10,000 games was most of the wait for the window.
    // (An owner with other spellings is listed whole: the first screen is read by the name alone.)
    if (!m_painted && *owner && (*owner)->plays && (*owner)->otherSpellings.isEmpty()) {
        Result<QList<archive::GameSummary>> first =
            repository.gamesDueFirst((*owner)->name, firstScreenGames());
        if (!first) {
            statusBar()->showMessage(errorText(first.error()));
            return false;
        }
        if (first->size() == firstScreenGames()) {
            m_owner = *owner;
            m_me = desk::PlayerNames(m_owner->name, m_owner->otherSpellings);
            listGames(repository, today, *first, ListedPart::FirstScreen);
            QTimer::singleShot(0, this, [this, generation = m_loadGeneration] { listTheRest(generation); });
            return true;
        }
    }
    Result<QList<archive::GameSummary>> summaries = repository.games();
    if (!summaries) {
        statusBar()->showMessage(errorText(summaries.error()));
        return false;
    }
    m_owner = *owner;
    m_me = m_owner ? desk::PlayerNames(m_owner->name, m_owner->otherSpellings)
                   : desk::PlayerNames(SettingsDialog::deskOwner());
    // An owner who only judges (a federation's judge) has no desk of games: nobody else's is taken for it.
    if (m_me.isEmpty() && (!m_owner || m_owner->plays))
        m_me = desk::deskOwner(*summaries);
    listGames(repository, today, *summaries, ListedPart::Whole);
    return true;
}

int MainWindow::firstScreenGames() const
{
    const int rowHeight = std::max(1, m_gameListView->verticalHeader()->defaultSectionSize());
    return screen()->availableGeometry().height() / rowHeight + 1;
}

void MainWindow::listTheRest(int generation)
{
    if (isVisible() && !m_painted) { // the first screen is painted first
        runAfterFirstPaint(*this, [this, generation] { listTheRest(generation); });
        return;
    }
    if (generation != m_loadGeneration || !m_repository)
        return; // the archive was listed again meanwhile
    Result<QList<archive::GameSummary>> summaries = m_repository->games();
    if (!summaries) {
        statusBar()->showMessage(errorText(summaries.error()));
        return;
    }
    listGames(*m_repository, m_archiveToday, *summaries, ListedPart::Rest);
}

void MainWindow::listGames(archive::GameRepository& repository,
    const QDate& today,
    const QList<archive::GameSummary>& summaries,
    ListedPart part)
{
    const bool plays = !m_owner || m_owner->plays;
    const int inArchive = int(summaries.size());
    QList<archive::GameSummary> mine = summaries;
    mine.removeIf([&](const archive::GameSummary& summary) { return !onDesk(summary.white, summary.black); });
    m_gamesStack->setCurrentWidget(!plays && mine.isEmpty() ? static_cast<QWidget*>(m_events)
            : summaries.isEmpty()                           ? static_cast<QWidget*>(m_welcome)
                                                            : m_gamesStack->widget(0));
    // The game shown with the first screen stays shown when the rest is listed.
    const qint64 shownBefore = part == ListedPart::Rest ? m_shown.currentId() : 0;
    // The list comes from the archive's cached state at once; each game is read and computed when it is
    // shown, and all of them, for the agenda, a few at a time after the window is up (a large archive
    // opens as fast as a small one).
    m_shown.setArchiveGames(repository, mine, today);
    QList<GameChooserModel::Entry> chooserEntries;
    chooserEntries.reserve(mine.size());
    for (const archive::GameSummary& summary : std::as_const(mine)) {
        const bool white = m_me.matches(summary.white);
        chooserEntries.append({summary.id, white ? summary.black : summary.white, white});
    }
    QComboBox* chooser = m_gameView->gameChooser();
    const QSignalBlocker blocker(chooser);
    // A model of its own, whose lines are made as they are shown: a combo box's own items cost too much
    // for an archive of thousands of games. The combo box deletes the model it owned before.
    chooser->setModel(new GameChooserModel(std::move(chooserEntries), *m_gameList, chooser));
    // Painted anew: with its signals blocked the combo box kept showing the line of the archive listed
    // before (a walk on X connected a laptop's window to a server where the judge plays no game).
    chooser->update();
    m_archiveToday = today;
    if (m_repository != &repository) {
        m_undo->clear(); // the changes undone belong to the archive they were made in
        if (m_repository && !m_repository->archiveFile().isEmpty())
            m_archiveBefore = m_repository->archiveFile();
    }
    m_repository = &repository;
    // The desk: the owner's games, first as cached, then as of today with the agenda of all.
    QList<desk::GameRow> rows;
    rows.reserve(mine.size());
    for (const archive::GameSummary& summary : std::as_const(mine))
        rows.append(desk::gameRowFromSummary(summary, m_me, today));
    m_gameList->setRows(rows);
    m_gameListView->sortByColumn(GameListModel::NextDeadlineColumn, Qt::AscendingOrder);
    fitColumnsToContents(*m_gameListView);
    m_agenda->setItems({});
    m_loadCursor = 0;
    ++m_loadGeneration;
    if (part != ListedPart::FirstScreen) {
        showLoadProgress();
        QTimer::singleShot(0, this, [this, generation = m_loadGeneration] { startLoadingGames(generation); });
    }
    if (part != ListedPart::Rest)
        showDesk();
    if (shownBefore && showArchiveGame(shownBefore)) {
        m_openedOnTop = 0; // the game the user was on stays, whatever comes first once computed
        updateStatus();
        return;
    }
    // The desk opens on the game at the top of the list: the one whose deadline comes first.
    const QModelIndex top = m_gameProxy->index(0, 0);
    m_openedOnTop = top.isValid() ? top.data(GameListModel::GameIdRole).toLongLong() : 0;
    if (!top.isValid() || !showArchiveGame(m_openedOnTop))
        showGame(-1);
    // The keyboard starts in the list (a walk found Down did nothing until a row was clicked): Up and
    // Down go through the games at once.
    if (top.isValid())
        m_gameListView->setFocus(Qt::OtherFocusReason);
    if (part == ListedPart::FirstScreen)
        return; // how many games, when they are all listed
    updateStatus();
    // A name that plays none of the archive's games (a typing slip, another spelling) must not leave the
    // desk silently empty.
    if (plays && m_shown.isEmpty() && inArchive > 0)
        statusBar()->showMessage(tr("None of the %n game(s) in this archive is played by «%1», the name "
                                    "File ▸ Settings gives as the owner's: check its spelling there.",
            nullptr,
            inArchive)
                                     .arg(m_me.name));
}

void MainWindow::showDesk()
{
    m_gamesDock->setWindowTitle(m_me.isEmpty() ? tr("Games") : tr("Games of %1").arg(m_me.name));
    m_gamesDock->show();
    m_agendaDock->show();
    // Placed by a list with games in it: fitted to an empty list's headers, the dock stayed too narrow for
    // the demo's games opened from the welcome, the statuses cut and the list scrolling (helper-26).
    if (!m_docksPlaced && m_gameList->rowCount() > 0) {
        // Wide enough for every column of the list without scrolling, leaving the board its room.
        const int columns = m_gameListView->horizontalHeader()->length() + m_gameListView->frameWidth() * 2
            + m_gameListView->verticalScrollBar()->sizeHint().width()
            + 2 * style()->pixelMetric(QStyle::PM_LayoutLeftMargin) + 16; // the panel's margins, a little air
        resizeDocks({m_gamesDock}, {std::min(columns, width() * 3 / 5)}, Qt::Horizontal);
        resizeDocks({m_gamesDock, m_agendaDock}, {height() * 11 / 20, height() * 9 / 20}, Qt::Vertical);
        m_docksPlaced = true;
    }
    listTournaments();
    showWriteRefusal();
}

void MainWindow::showLoadProgress()
{
    auto* progress = findChild<QLabel*>(u"gamesProgress"_s);
    if (!progress) {
        progress = new QLabel(this);
        progress->setObjectName(u"gamesProgress"_s);
        statusBar()->addPermanentWidget(progress);
    }
    // Said only where it takes more than a step: a player's 30 games are read before anyone could look.
    const bool reading = m_shown.size() > GamesPerStep && m_loadCursor < m_shown.size();
    progress->setText(reading ? tr("Computing the games as of today: %1 of %2 — the rows and the agenda "
                                   "follow")
                                    .arg(m_loadCursor)
                                    .arg(m_shown.size())
                              : QString());
    progress->setVisible(reading);
}

void MainWindow::startLoadingGames(int generation)
{
    // A step of reading is some 15 ms: not to be spent before the user sees the games listed, nor before
    // what else came in with that first paint (a key, a click) is answered.
    if (isVisible() && !m_painted)
        runAfterFirstPaint(*this, [this, generation] {
            QTimer::singleShot(0, this, [this, generation] { loadNextGames(generation); });
        });
    else
        loadNextGames(generation);
}

void MainWindow::loadNextGames(int generation)
{
    if (generation != m_loadGeneration || !m_repository)
        return; // the archive was read again meanwhile
    m_shown.loadAhead(m_loadCursor, GamesPerStep);
    const int end = std::min(m_shown.size(), m_loadCursor + GamesPerStep);
    for (; m_loadCursor < end; ++m_loadCursor)
        m_shown.load(m_loadCursor);
    showLoadProgress();
    if (m_loadCursor < m_shown.size()) {
        QTimer::singleShot(0, this, [this, generation] { loadNextGames(generation); });
        return;
    }
    const QList<desk::DeskGame> games = m_shown.all();
    QList<desk::GameRow> rows;
    for (const desk::DeskGame& each : games)
        rows.append(desk::gameRow(each, m_me, m_archiveToday));
    const qint64 shown = m_shown.currentId();
    m_gameList->setRows(rows);
    // Still on the game the desk opened on, the desk opens on the top of the list as computed today: the
    // first screen was ordered by the archive's cached deadlines, which know no owner (helper-47 found the
    // window on a game whose partner's step had put it first, the list scrolled past the most urgent).
    const QModelIndex top = m_gameProxy->index(0, 0);
    if (shown && shown == m_openedOnTop && top.isValid()) {
        m_openedOnTop = top.data(GameListModel::GameIdRole).toLongLong();
        showArchiveGame(m_openedOnTop);
        m_gameListView->scrollToTop();
    } else if (shown) {
        showArchiveGame(shown);
    }
    m_agenda->setItems(desk::playerAgenda(games, m_me, m_archiveToday));
    Q_EMIT gamesComputed();
}

} // namespace postmark::ui
