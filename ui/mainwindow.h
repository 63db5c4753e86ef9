// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QDate>
#include <QList>
#include <QMainWindow>
#include <QModelIndex>

#include "core/archive/gamerepository.h"
#include "core/desk/duedocument.h"
#include "core/desk/gamerow.h"
#include "core/desk/playeragenda.h"
#include "core/documents/documents.h"
#include "core/ledger/ledger.h"
#include "core/pgn/pgngame.h"
#include "core/tournament/tournament.h"
#include "ui/desk/deskgames.h"

class QCloseEvent;
class QDockWidget;
class QLineEdit;
class QUndoStack;
class QStackedWidget;
class QMenu;
class QPrinter;
class QTableView;

namespace postmark::archive {
class GameRepository;
}

namespace postmark::desk {
struct CardCheck;
}

namespace postmark::ui {

class AgendaTable;
class GameListModel;
class GameListProxy;
class GameView;
class TournamentWindow;
class CupWindow;
class TeamWindow;
class WelcomePanel;
class EventsPanel;

/// The main window, a shell: the game shown (GameView) in the middle, the player's desk around it (the
/// games list and the agenda, in docks), the menus, and the commands that change the archive's games.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    /// Reads a PGN file; returns false (and says why in the window) when it cannot be read.
    bool openPgn(const QString& path);
    /// Opens a tournament file in its own window; when the file is not valid, lists the problems
    /// (naming the player, game or withdrawal and the key) in the status bar and returns nullptr.
    TournamentWindow* openTournament(const QString& path);
    /// Opens the archive's tournament number `index` (as listed in File ▸ Tournaments), its agenda
    /// computed from the archive's games.
    TournamentWindow* openArchiveTournament(int index);
    /// The Cup's own window (its groups, one agenda, the final's entry list); a group opens its tournament.
    CupWindow* openCup(qint64 cupId);
    /// A team event file (section IV) in its own window: as a file, or stored in the archive first.
    TeamWindow* openTeamEvent(const QString& path);
    TeamWindow* importTeamEvent(const QString& path);
    TeamWindow* openArchiveTeamEvent(qint64 id);
    /// Stores a new event (paired, nothing played) in the archive and opens it; nullptr, with the reason in
    /// the status bar, when the archive refuses it.
    TournamentWindow* createTournament(const tournament::Tournament& event);
    /// Keeps a tournament file's event in the archive (with its results and withdrawals) and opens it;
    /// nullptr, with the file's problems or the archive's refusal in the status bar, otherwise.
    TournamentWindow* importTournament(const QString& path);
    /// Whether the file says it is a team event file ("format": "postmark-team-event").
    static bool isTeamEventFile(const QString& path);
    /// Lists the games of an archive (the repository outlives the window); each game is shown as of `today`.
    /// Opening the window (before its first paint) on an owner who plays more than firstScreenGames() games,
    /// only those first in the list are listed at once, the rest from the event loop after the first paint.
    bool openArchive(archive::GameRepository& repository, const QDate& today);
    /// As many rows of the games list as the window's screen is high, and one more: what the first screen
    /// can show of the list (measuring and painting more rows than the screen holds slowed the start-up).
    int firstScreenGames() const;
    void showGame(int index);
    /// The game chosen in the chooser beside the board: an archive game as a click on its row in the games
    /// list shows it, the list following.
    void chooseGame(int index);
    /// Shows the position after `ply` moves of the current game (0 = its start).
    void goToPly(int ply);
    int currentPly() const;
    int gameCount() const { return m_shown.size(); }
    /// Games read and computed a step of the event loop: one query each table, and short enough for the
    /// window to answer the user between two.
    static constexpr int GamesPerStep = 50;

    /// The player whose desk this is: the settings' name, else the name that plays in most games.
    QString deskOwner() const { return m_me.name; }
    /// Shows the archive's game `id` (as listed in the games list); false when there is none.
    bool showArchiveGame(qint64 id);
    /// Opens the dialog that logs a card received in the game shown, and stores the card in the archive.
    void logReceivedCard();
    /// Corrects the partner's card in row `index` of the Cards tab (double-click or Enter): one undoable
    /// step.
    void correctLoggedCard(int index);
    /// The partner's card at `index`, logged by its sender, taken in (LogCardDialog::takeIn()).
    void takeInArrivedCard(int index, ledger::Color me);
    /// Logs a card received from the partner that is not in the archive yet.
    void logNewReceivedCard(ledger::Color me);
    /// Stores the game a card form checked (a correction, a card taken in, a posting), with its ledger.
    bool storeCheckedGame(const QString& what, qint64 id, const desk::CardCheck& check);
    /// Adds the posting (the registered-mail receipt, the departure postmark) to my card at `index` of the
    /// game shown, or to my last card when `index` is -1: one undoable step.
    void recordPosting(int index);
    /// My repeat of my unanswered last card (II.5.1) recorded as posted, with its date and receipt: one
    /// undoable step; said why not when there is nothing to repeat, or it is repeated already.
    void recordRepeat();
    void recordQuery();
    /// Opens the dialog that composes my reply in the game shown, and stores it as sent.
    void composeReply();
    /// The rest of a game's life (the end, a claim either way, a leave): the guided form, then the change
    /// stored in one transaction, then the document it calls for in the print preview.
    void recordLifeEvent(int event);
    /// Game ▸ Event and rules…: the shown game's event, rule set and control period stated again, one
    /// undoable step; on a federation's server they are the judge's, and said so.
    void editGameEvent();
    /// Imports game files, PGN files or a judge's start list (my pairings) into the archive. Every file is
    /// read first: if one cannot be imported, none is, and the status bar says why.
    bool importGames(const QStringList& paths);
    /// Writes the game shown as a game file (.json) or PGN (.pgn), atomically; in PGN with the player's
    /// variations and comments when `withAnalysis` (never in a game file: that is the game as mailed).
    bool exportGame(const QString& path, bool withAnalysis = false);
    /// File ▸ Back up the archive: a whole copy of the archive at `path`, written beside it and put in its
    /// place only when complete (a file there is replaced: the file dialog asked first; the archive itself
    /// never). A progress dialog with Cancel; Cancel leaves no copy. Returns whether the copy was written.
    bool backUpArchive(const QString& path);
    /// File ▸ Check the archive: SQLite's checks and every game replayed from its cards, with a progress
    /// dialog and Cancel; the verdict in a message box (object name "archiveCheckResult"), the problems
    /// one a line. Returns the problems found, or why the check did not finish.
    Result<QList<Message>> checkArchive();
    /// How the program opens its demo (it alone knows the demo): an archive of its own, listed in place of
    /// the one open; returns whether it did. Set, the desk of an archive with no game offers it.
    void setDemoOpener(std::function<bool()> open);
    /// Says in the status bar that the demo at `path` is listed, and that the archive before it is as it
    /// was, opened again with File ▸ Open archive….
    void sayDemoIsOpen(const QString& path);
    /// How the program opens another archive the user chooses (File ▸ Open archive…): it says why when it
    /// cannot, and lists it in the window with openArchive() when it can; returns whether it did. Unset,
    /// the menu item is greyed out.
    void setArchiveOpener(std::function<bool(const QString& path)> open);
    /// File ▸ Open archive… once the file is chosen: the opener's answer (false without an opener).
    bool openChosenArchive(const QString& path);
    /// How the program connects to a federation's server the user names (File ▸ Connect to a
    /// federation's server…): on success it lists the server's archive with openArchive(); otherwise why
    /// not. Unset, the menu item is greyed out.
    void setServerOpener(std::function<std::optional<Error>(const QString& address)> open);
    /// How the program opens a federation's server without listing it (a judge's window publishing its
    /// event there): the server's archive, or why not. Unset, no event is offered for publishing.
    void setServerConnector(archive::ServerConnector connect) { m_connectServer = std::move(connect); }
    /// The window started on a server that refused it: the connect dialog with that address and why, to
    /// mend it; cancelled, the bar says how to open an archive.
    void mendRefusedServer(const QString& address, const Error& refusal);
    /// The connect dialog's try once an address is written: the reason it failed, as a sentence.
    std::optional<QString> openChosenServer(const QString& address);

    /// The documents the window prints for an archive game.
    using PrintKind = desk::GameDocument;
    /// The document for the game shown, or why it does not apply.
    Result<documents::Document> documentFor(PrintKind kind) const;
    /// `game` as the documents I send show it: my address the settings' when set (II.3.7).
    ledger::GameFile asISendIt(const ledger::GameFile& game) const;
    /// Paints that document onto a printer (a real one, or a PDF file); returns why not.
    std::optional<QString> printDocument(PrintKind kind, QPrinter& printer) const;
    /// What Print ▸ Print the due document (Ctrl+P) prints for the game shown (None: nothing yet).
    PrintKind dueDocument() const;

Q_SIGNALS:
    /// Every game of the archive's desk is read and computed: the rows as of today and the agenda of all.
    void gamesComputed();

protected:
    void closeEvent(QCloseEvent* event) override; ///< the window's size and the docks, for the next start
    bool event(QEvent* event) override; ///< notes the window's first paint (startLoadingGames())

private:
    void createActions();
    void restoreLayout();
    /// Once shown: the window and the frame its window manager puts round it within the screen.
    void keepFrameOnScreen();
    void createToolbar();
    void chooseGamesToImport(); ///< File ▸ Import games: the file dialog, then importGames()
    void chooseBackup(); ///< File ▸ Back up the archive: the file dialog, then backUpArchive()
    void chooseArchiveToOpen(); ///< File ▸ Open archive: the file dialog, then openChosenArchive()
    void chooseServerToOpen(); ///< File ▸ Connect to a server: ServerDialog, then openChosenServer()
    /// Why a server refused, as the connect dialog says it under its fields.
    static QString serverRefusalText(const Error& refusal, const QString& address);
    bool isTheArchive(const QString& path) const; ///< the open archive's file or one of SQLite's beside it
    void chooseFile();
    void chooseTournament();
    void updateStatus();
    void updatePrintActions();
    void previewDocument(PrintKind kind);
    /// Whether the move is the owner's to make in the game shown (the partner's card answered by none yet).
    bool myMoveToMake() const;
    /// The move card (`kind` Postcard) or the repeat (Repeat) asked for from the menu is one sent before (not
    /// the reply just composed, not the repeat due): printed again only when the player says so, with the way
    /// to the reply when the move is theirs. helper-26 was shown the card of 24 November, unmarked, on a game
    /// whose move was his to make.
    bool printsTheSentCardAgain(PrintKind kind);
    /// The repeat (`kind` Repeat) asked for from the menu before it falls due (II.5.1): printed only when the
    /// player says so, told when it would be due — the card it repeats may still be on its way (helper-61
    /// printed one two weeks early, unwarned; the Record-repeat form warned only once it was posted).
    bool printsTheRepeatBeforeItIsDue(PrintKind kind);
    /// A query recorded as sent about the card the query would print: asked before printing it again.
    bool printsTheSentQueryAgain(const PostalGame& postal, ledger::Color me);
    void createDesk();
    /// The last of `games` (stored as `ids`) that the desk lists, to be shown; else the game shown now.
    qint64 lastOnDesk(const QList<ledger::GameFile>& games, const QList<qint64>& ids) const;
    void openSettings();
    void newGame();
    void newTournament();
    void listTournaments(); ///< File ▸ Tournaments in the archive, from the archive
    /// The tournament file read strictly; nothing, with the problems in the status bar, when it is not valid.
    std::optional<tournament::Tournament> readTournamentFile(const QString& path);
    void editPartners();
    /// What listGames() lists: the archive's games, or — opening the window on a large archive — the first
    /// screen of them in the list's order (before the first paint), then the rest (right after it).
    enum class ListedPart
    {
        Whole,
        FirstScreen,
        Rest
    };
    void listGames(archive::GameRepository& repository,
        const QDate& today,
        const QList<archive::GameSummary>& summaries,
        ListedPart part);
    /// Lists every game, the first screen's having been painted (or at once, in a window not shown).
    void listTheRest(int generation);
    /// Lists the archive's games again after a PGN file's were shown; false when the archive cannot list.
    bool listArchiveAgain();
    /// The archive game `id`'s row chosen and in view in the games list; none chosen when the filter hides
    /// it.
    void markShownGameInList(qint64 id);
    /// Archive game `id`'s row as the games list shows it; invalid when it is not listed or the filter hides
    /// it.
    QModelIndex listIndexOf(qint64 id) const;
    /// The docks of the games and the agenda, the archive's events and whether it can be written.
    void showDesk();
    /// Starts reading every game in the background: at once, or — in a window shown but not painted yet
    /// (the program lists the archive before it shows the window) — once the games listed are painted.
    void startLoadingGames(int generation);
    /// Reads the next few games of the archive, then, with all read, the rows as of today and the agenda.
    void loadNextGames(int generation);
    /// How far that reading is, in the status bar while it lasts (the rows show their cached figures).
    void showLoadProgress();
    /// The title and the status bar say whether the archive can be written, as soon as that is known (an
    /// archive checks itself for damage beside the start): asked again until it is.
    void showWriteRefusal();
    /// Starts the archive's check of itself once the games are seen: after the window's first paint (beside
    /// it, the check slowed that paint by a sixth), at once in a window painted already.
    void startArchiveChecksOnceSeen();
    /// Marks an action that writes to the archive: showWriteRefusal() greys it out in one that cannot be.
    static QAction* markAsWriting(QAction* action)
    {
        action->setProperty(WritingProperty, true);
        return action;
    }
    static constexpr const char* WritingProperty = "writesToTheArchive";
    /// Reads the archive again after a change and shows game `id`.
    void reloadArchive(qint64 id);
    /// My colour in the archive game shown; nullopt (and why, in the status bar) when there is none.
    std::optional<ledger::Color> myColourInShownGame();
    /// Game ▸ Prepare the adjudication packet: offers a chess engine's assessment of the final position,
    /// printed apart from the player's own, then the packet in the print preview (II.9.5).
    void previewAdjudicationPacket();
    /// Stores the last card of `checked` (the game shown with a card checked, logged or composed) at the end
    /// of the game shown, in one transaction; false (and why) when refused. The check's ledger, when it is
    /// the stored game's (nobody changed the game meanwhile, the same day), is reused: stored as the game's
    /// cached state and shown, not computed again.
    bool appendCard(
        const ledger::GameFile& checked, const std::optional<ledger::Ledger>& computed, const QString& what);
    /// Stores the games as `after` in one transaction and puts the change on the undo stack; shows `shown`.
    /// `computed`, for a change to one game, is its ledger already computed (as of its as-of date).
    /// Shows games just stored (an edit, an undo): their entries, list rows and agenda items replaced.
    void refreshGames(
        const QList<QPair<qint64, ledger::GameFile>>& stored, const ledger::Ledger* computed, qint64 shown);
    /// Puts games just added (their ids) on the undo stack and lists them, the last one shown.
    void recordAddedGames(
        const QString& what, const QList<ledger::GameFile>& games, const QList<qint64>& ids);
    /// Runs `dialog` until `store` stores what it holds: a refusal (an archive that cannot be written, a
    /// full disk, a federation's server) is said in a message over the window and the dialog opens again
    /// as the user left it, so that nothing typed is lost. False when the user cancels it.
    bool runUntilStored(QDialog& dialog, const std::function<bool()>& store);
    /// Says that `what` was not stored and why: in the status bar, and — a federation's server refusing
    /// it outside a form — in a message box, the reason being too long for the status bar.
    void sayNotStored(const Error& error, const QString& what);
    bool storeGames(const QString& what,
        const QList<QPair<qint64, ledger::GameFile>>& after,
        qint64 shown,
        const ledger::Ledger* computed = nullptr);
    /// Adds new games in one transaction and puts the addition on the undo stack; shows the last.
    bool addGames(const QString& what, const QList<ledger::GameFile>& games);

    DeskGames m_shown; ///< the games listed (a PGN file's or the archive's) and which one is shown
    GameView* m_gameView;
    QMenu* m_printMenu = nullptr;
    QAction* m_printDueAction = nullptr;
    QStackedWidget* m_gamesStack = nullptr; ///< the games list, or the welcome of an archive with no game
    WelcomePanel* m_welcome = nullptr;
    EventsPanel* m_events = nullptr; ///< for a login that plays no game here: the events it opens
    std::function<bool()> m_openDemo;
    std::function<bool(const QString&)> m_openArchive;
    QAction* m_openArchiveAction = nullptr;
    std::function<std::optional<Error>(const QString&)> m_openServer;
    archive::ServerConnector m_connectServer;
    QAction* m_openServerAction = nullptr;
    bool m_docksPlaced = false; ///< the docks' sizes are the user's (restored), or set once already
    QMenu* m_tournamentsMenu = nullptr;
    /// The archive's events' ids, as listed in File ▸ Tournaments: each is read when it is opened (a
    /// federation's server holds hundreds, and the window opened reading every one whole).
    QList<qint64> m_tournamentIds;
    QDate m_archiveToday;
    QList<QPair<PrintKind, QAction*>> m_printActions;

    // The player's desk, shown when an archive is open.
    archive::GameRepository* m_repository = nullptr; ///< the archive open, which outlives the window
    /// The file of the archive listed before this one (the user's own, once the demo is opened from its
    /// welcome): File ▸ Open archive… offers it first.
    QString m_archiveBefore;
    desk::PlayerNames m_me; ///< the owner, by name and the other spellings of it
    /// Whether the desk lists a game of these players: the owner plays, and plays in it.
    bool onDesk(const QString& white, const QString& black) const
    {
        return (!m_owner || m_owner->plays) && (m_me.matches(white) || m_me.matches(black));
    }
    std::optional<archive::ArchiveOwner> m_owner; ///< the archive's, as it names itself; none: deduced
    GameListModel* m_gameList = nullptr;
    GameListProxy* m_gameProxy = nullptr;
    QTableView* m_gameListView = nullptr;
    QLineEdit* m_gameFilter = nullptr;
    QDockWidget* m_gamesDock = nullptr;
    AgendaTable* m_agenda = nullptr;
    QDockWidget* m_agendaDock = nullptr;
    QAction* m_logCardAction = nullptr;
    QUndoStack* m_undo = nullptr; ///< the desk's edits of archive games
    int m_loadCursor = 0; ///< the next archive game to read in the background
    qint64 m_openedOnTop = 0; ///< the game the desk opened on, at the top of its first list
    int m_loadGeneration = 0; ///< which reading of the archive the background loading belongs to
    bool m_painted = false; ///< the window has painted at least once
    /// The games list is being moved to the game shown: its row change is not a choice to show again.
    bool m_listFollowsGame = false;
    bool m_archiveChecksAwaitPaint = false; ///< startArchiveChecksOnceSeen() waits for the first paint
    bool m_storingFromDialog = false; ///< runUntilStored() says a refusal itself, over the form
    QString m_lastRefusal; ///< why the last store was refused, for runUntilStored()
    QAction* m_replyAction = nullptr;
};

} // namespace postmark::ui
