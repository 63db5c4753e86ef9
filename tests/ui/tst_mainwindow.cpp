// SPDX-License-Identifier: GPL-3.0-or-later
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPrinter>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QtTest>

#include "core/archive/gamerepository.h"
#include "core/ledger/gamefilereader.h"
#include "core/models/movetablemodel.h"
#include "core/tournament/newevent.h"
#include "tests/support/gametabs.h"
#include "ui/board/boardwidget.h"
#include "ui/game/gameview.h"
#include "ui/mainwindow.h"
#include "ui/tournament/tournamentwindow.h"

using namespace postmark;
using namespace Qt::StringLiterals;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void opensPgnAndShowsFinalPosition();
    void navigatesMoves();
    void switchesNotation();
    void showsWhyAGameWasRefused();
    void saysWhenFileCannotBeOpened();
    void screenshot();
    void showsAnArchivesGames();
    void theKeyboardBringsEachOfTheGamesTabsForward();
    void aPgnFileOpenedOverTheDeskListsItsOwnGamesAndGivesTheDeskBack();
    void printsTheShownGamesDocuments();
    void aNewTournamentTheArchiveRefusesOpensNothing();
    void aReadOnlyArchiveSaysSoWhenItOpens();
    void damageFoundAfterTheWindowOpenedIsSaidAtOnce();
    void theArchiveChecksItselfOnceTheGamesAreSeen();
    void aWindowLeftOnALargerScreenComesBackWithinThisOne();
    void aLargeDeskSaysItIsStillComputingItsGames();
    void speaksUkrainianAndEnglish_data();
    void speaksUkrainianAndEnglish();

private:
    static QString fixture(const char* name)
    {
        return QStringLiteral(POSTMARK_TEST_DATA_DIR "/pgn/") + QString::fromLatin1(name);
    }
};

void TestMainWindow::opensPgnAndShowsFinalPosition()
{
    ui::MainWindow window;
    QVERIFY(window.openPgn(fixture("comments-variations-nags.pgn")));
    QCOMPARE(window.gameCount(), 1);
    auto* board = window.findChild<ui::BoardWidget*>(u"board"_s);
    QVERIFY(board);
    QCOMPARE(window.currentPly(), 7);
    QCOMPARE(
        board->position().toFen(), u"r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1 4"_s);
    auto* title = window.findChild<QLabel*>(u"gameTitle"_s);
    QVERIFY(title->text().contains(u"Kyiv"_s));
    // PGN's bare round number said as a round (an archive game's index, EX/1, is shown as it is).
    QVERIFY2(title->text().split(u'\n').contains(u"Round 1"_s), qPrintable(title->text()));
}

void TestMainWindow::navigatesMoves()
{
    ui::MainWindow window;
    window.openPgn(fixture("comments-variations-nags.pgn"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* board = window.findChild<ui::BoardWidget*>(u"board"_s);
    // The move keys act where the board is: the user has clicked the board or the score sheet.
    board->setFocus();
    QTest::keyClick(&window, Qt::Key_Home);
    QCOMPARE(window.currentPly(), 0);
    QCOMPARE(board->position().toFen(), chess::Position::initial().toFen());
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(window.currentPly(), 1);
    QVERIFY(board->position().pieceAt(28)); // e4
    QTest::keyClick(&window, Qt::Key_Left);
    QTest::keyClick(&window, Qt::Key_Left);
    QCOMPARE(window.currentPly(), 0);

    // Clicking Black's third move (3... a6) shows the position after it.
    auto* view = window.findChild<QTableView*>(u"moveView"_s);
    const QModelIndex a6 = view->model()->index(2, models::MoveTableModel::BlackColumn);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(a6).center());
    QCOMPARE(window.currentPly(), 6);
    // Up and Down on the score sheet go a move back and on in its column, the board with them (helper-24:
    // the highlight went up, the board stayed).
    const chess::Position afterA6 = board->position();
    QTest::keyClick(view, Qt::Key_Up);
    QCOMPARE(window.currentPly(), 4);
    QVERIFY(board->position() != afterA6);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(window.currentPly(), 6);
    QCOMPARE(board->position(), afterA6);

    QTest::keyClick(&window, Qt::Key_F);
    QVERIFY(board->isFlipped());
}

void TestMainWindow::switchesNotation()
{
    ui::MainWindow window;
    window.openPgn(fixture("comments-variations-nags.pgn"));
    auto* view = window.findChild<QTableView*>(u"moveView"_s);
    auto* chooser = window.findChild<QComboBox*>(u"notationChooser"_s);
    const QModelIndex knight = view->model()->index(1, models::MoveTableModel::WhiteColumn);
    QCOMPARE(knight.data().toString(), u"Кg1-f3"_s); // Ukrainian by default (II.3.2)
    chooser->setCurrentIndex(chooser->findData(int(chess::Notation::San)));
    QCOMPARE(knight.data().toString(), u"Nf3"_s);
    chooser->setCurrentIndex(chooser->findData(int(chess::Notation::Iccf)));
    QCOMPARE(knight.data().toString(), u"7163"_s);
}

void TestMainWindow::showsWhyAGameWasRefused()
{
    ui::MainWindow window;
    window.openPgn(fixture("three-games-middle-illegal.pgn"));
    window.show();
    QCOMPARE(window.gameCount(), 3);
    auto* chooser = window.findChild<QComboBox*>(u"gameChooser"_s);
    auto* problem = window.findChild<QLabel*>(u"gameProblem"_s);
    chooser->setCurrentIndex(1);
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(u"Ke3"_s), qPrintable(problem->text()));
    chooser->setCurrentIndex(2);
    QVERIFY(!problem->isVisible());
    QCOMPARE(window.currentPly(), 4);
}

void TestMainWindow::saysWhenFileCannotBeOpened()
{
    ui::MainWindow window;
    QVERIFY(!window.openPgn(u"/nonexistent/games.pgn"_s));
    QCOMPARE(window.gameCount(), 0);
}

void TestMainWindow::screenshot()
{
    ui::MainWindow window;
    window.openPgn(fixture("comments-variations-nags.pgn"));
    window.resize(1000, 640);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QImage image = window.grab().toImage();
    QDir().mkpath(u"screenshots"_s);
    QVERIFY(image.save(u"screenshots/mainwindow.png"_s));
    // The board is drawn: both square colours and the pieces' white and black fills appear.
    auto* board = window.findChild<ui::BoardWidget*>(u"board"_s);
    const QImage boardImage = board->grab().toImage();
    QSet<QRgb> colours;
    for (int y = 0; y < boardImage.height(); y += 3) {
        for (int x = 0; x < boardImage.width(); x += 3)
            colours.insert(boardImage.pixel(x, y) & 0xFFFFFF);
    }
    QVERIFY(colours.contains(qRgb(0xEE, 0xE2, 0xC6) & 0xFFFFFF));
    QVERIFY(colours.contains(qRgb(0xB0, 0x8A, 0x62) & 0xFFFFFF));
    QVERIFY(colours.contains(qRgb(0x15, 0x15, 0x15) & 0xFFFFFF));
    QVERIFY(colours.contains(qRgb(0xFA, 0xFA, 0xF5) & 0xFFFFFF));
}

namespace {

/// The games of the worked examples, behind the repository interface the window talks to.
class ExampleRepository : public archive::GameRepository
{
public:
    /// The worked examples, `copies` times over.
    explicit ExampleRepository(int copies = 1)
    {
        for (int copy = 0; copy < copies; ++copy) {
            for (const char* name : {"example1_dates.game.json", "example2_variant_penalty.game.json"}) {
                QFile file(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/") + QString::fromLatin1(name));
                file.open(QIODevice::ReadOnly);
                m_games.append(*ledger::readGameFile(file.readAll()).game);
            }
        }
    }
    Result<qint64> addGame(const ledger::GameFile&, const QDate&) override
    {
        return Error{ErrorCode::GameRefused, {}};
    }
    std::optional<Error> replaceGame(qint64, const ledger::GameFile&, const QDate&) override
    {
        return std::nullopt;
    }
    std::optional<Error> updateGame(
        qint64, const std::function<std::optional<Error>(ledger::GameFile&)>&, const QDate&) override
    {
        return std::nullopt;
    }
    std::optional<Error> replaceGames(const QList<QPair<qint64, ledger::GameFile>>&, const QDate&) override
    {
        return std::nullopt;
    }
    std::optional<Error> removeGame(qint64) override { return std::nullopt; }
    Result<QList<qint64>> addGames(const QList<ledger::GameFile>&, const QDate&) override
    {
        return Error{ErrorCode::GameRefused, {}};
    }
    std::optional<Error> removeGames(const QList<qint64>&) override { return std::nullopt; }
    Result<QList<archive::ImportOutcome>> importGames(
        const QList<ledger::GameFile>&, const QDate&, const Progress& = {}) override
    {
        return Error{ErrorCode::GameRefused, {}};
    }
    Result<ledger::GameFile> game(qint64 id) const override { return m_games.at(id - 1); }
    Result<QList<archive::GameSummary>> games() const override
    {
        QList<archive::GameSummary> summaries;
        for (qsizetype index = 0; index < m_games.size(); ++index) {
            archive::GameSummary summary;
            summary.id = index + 1;
            summary.white = m_games[index].white.name;
            summary.black = m_games[index].black.name;
            summary.nextDue = QDate(2018, 2, 18);
            summaries.append(summary);
        }
        return summaries;
    }

private:
    QList<ledger::GameFile> m_games;
};

/// The same games, in an archive that cannot be written (a colleague's copy).
class ReadOnlyRepository : public ExampleRepository
{
public:
    std::optional<Error> writeRefusal() const override
    {
        return Error{ErrorCode::ArchiveReadOnly, say(MessageCode::Verbatim, u"colleague.postmark"_s)};
    }
};

/// An archive still checking itself for damage when the window opens, found damaged once `settled`. It
/// keeps analysis, as a file archive does: the analysis board asked whether it may write before the
/// window's first paint, and so waited for the whole check (a 10,000-game desk painted after 440 ms
/// instead of 46).
class CheckingRepository : public ExampleRepository
{
public:
    bool settled = false;
    /// Whether the window started the check, and whether it had painted by then.
    mutable bool started = false;
    mutable bool startedBeforeThePaint = false;
    const ui::MainWindow* window = nullptr;
    std::optional<Message> analysisRefusal() const override { return std::nullopt; }
    bool writeRefusalSettled() const override { return settled; }
    void startDeferredChecks() const override
    {
        startedBeforeThePaint = startedBeforeThePaint || (window && window->isVisible() && !painted);
        started = true;
    }
    mutable bool painted = false;
    std::optional<Error> writeRefusal() const override
    {
        if (!settled)
            qFatal("the window waited for the damage check instead of asking again");
        return Error{ErrorCode::ArchiveDamaged, say(MessageCode::Verbatim, u"damaged.postmark"_s)};
    }
};

} // namespace

void TestMainWindow::showsAnArchivesGames()
{
    ExampleRepository repository;
    ui::MainWindow window;
    QVERIFY(window.openArchive(repository, QDate(2018, 3, 1)));
    QCOMPARE(window.gameCount(), 2);
    auto* chooser = window.findChild<QComboBox*>(u"gameChooser"_s);
    chooser->setCurrentIndex(1);
    // Example 2 after 4.e3: seven plies, variant plies included, the last one White's.
    QCOMPARE(window.currentPly(), 7);
    auto* title = window.findChild<QLabel*>(u"gameTitle"_s);
    QVERIFY2(title->text().contains(u"EX/1"_s), qPrintable(title->text()));
    // The totals are the ledger's as the games list counts them: White 8 (the worked example's figure), Black
    // 10 booked and, Black being to move, the days of the move in hand up to 1 March: 27.
    QVERIFY2(title->text().contains(u"White 8 days, Black 27 days"_s), qPrintable(title->text()));
    auto* view = window.findChild<QTableView*>(u"moveView"_s);
    QCOMPARE(view->model()->index(1, models::MoveTableModel::WhiteColumn).data().toString(), u"c2-c4"_s);
    // Down from Black's last reply lands on the empty cell after White's last move: that move is shown and
    // marked, not the empty cell beside it (helper-25).
    window.findChild<ui::GameView*>()->goToPly(6);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(window.currentPly(), 7);
    QCOMPARE(view->currentIndex(), view->model()->index(3, models::MoveTableModel::WhiteColumn));
    window.resize(1000, 640);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.grab().save(u"screenshots/mainwindow-archive.png"_s));
}

void TestMainWindow::theKeyboardBringsEachOfTheGamesTabsForward()
{
    ExampleRepository repository;
    ui::MainWindow window;
    QVERIFY(window.openArchive(repository, QDate(2018, 3, 1)));
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto* tabs = window.findChild<QTabWidget*>(u"gameTabs"_s);
    auto* list = window.findChild<QTableView*>(u"gameList"_s);
    list->setFocus();
    // From the games list, Ctrl+2 to Ctrl+5 and Ctrl+1: each tab in turn, the keys going on inside it.
    const QStringList pages = {
        u"moveView"_s, u"cardsPage"_s, u"timePage"_s, u"deadlinesPage"_s, u"analysisTab"_s};
    for (const int tab : {1, 2, 3, 4, 0}) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key(Qt::Key_1 + tab), Qt::ControlModifier);
        QCOMPARE(tabs->currentWidget()->objectName(), pages[tab]);
        // The keys in the tab; the analysis's on the board, where Left and Right walk its moves.
        QWidget* keys = tab == 4 ? window.findChild<QWidget*>(u"board"_s) : tabs->currentWidget();
        QVERIFY2(keys->isAncestorOf(QApplication::focusWidget()) || keys == QApplication::focusWidget(),
            qPrintable(pages[tab]));
        QVERIFY(tabs->tabToolTip(tab).contains(u"Ctrl+%1"_s.arg(tab + 1)));
    }
    // The Cards tab's keys are its table's: Up and Down go through the cards.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_2, Qt::ControlModifier);
    QVERIFY(qobject_cast<QTableView*>(QApplication::focusWidget()));
    // The Game menu lists them, with their keys.
    auto* shown = window.findChild<QMenu*>(u"gameTabsMenu"_s);
    QVERIFY(shown);
    QCOMPARE(shown->actions().size(), 5);
    QCOMPARE(shown->actions().at(1)->shortcut(), QKeySequence(u"Ctrl+2"_s));
}

void TestMainWindow::aPgnFileOpenedOverTheDeskListsItsOwnGamesAndGivesTheDeskBack()
{
    // File ▸ Open PGN over an archive's desk: the chooser lists the file's games, not the archive's (a walk
    // found the archive's names over the file's games, and its later lines showing nothing); a row of the
    // desk clicked then shows that archive game again, with the archive's games in the chooser.
    ExampleRepository repository;
    ui::MainWindow window;
    QVERIFY(window.openArchive(repository, QDate(2018, 3, 1)));
    auto* chooser = window.findChild<QComboBox*>(u"gameChooser"_s);
    QCOMPARE(chooser->count(), 2);
    QVERIFY(window.openPgn(fixture("three-games-middle-illegal.pgn")));
    QCOMPARE(chooser->count(), 3);
    QVERIFY2(chooser->itemText(1).endsWith(u"(refused)"_s), qPrintable(chooser->itemText(1)));
    chooser->setCurrentIndex(2);
    QCOMPARE(window.currentPly(), 4); // the file's third game
    auto* title = window.findChild<QLabel*>(u"gameTitle"_s);
    QVERIFY2(title->text().contains(u"Third"_s), qPrintable(title->text()));

    auto* desk = window.findChild<QTableView*>(u"gameList"_s);
    desk->setCurrentIndex(desk->model()->index(0, 0)); // the row shown before the file was opened
    QCOMPARE(chooser->count(), 2);
    QVERIFY2(title->text().contains(u"EX/"_s), qPrintable(title->text()));
    QCOMPARE(window.gameCount(), 2);
    QVERIFY2(!window.windowTitle().contains(u".pgn"_s), qPrintable(window.windowTitle()));
}

void TestMainWindow::aNewTournamentTheArchiveRefusesOpensNothing()
{
    ExampleRepository repository; // keeps games only: it refuses a tournament
    ui::MainWindow window;
    QVERIFY(window.openArchive(repository, QDate(2018, 3, 1)));
    tournament::NewEventForm form;
    form.name = u"Cup"_s;
    form.start = QDate(2018, 3, 1);
    form.end = QDate(2020, 3, 1);
    form.players = {{{}, u"Koval O."_s, {}, std::nullopt}, {{}, u"Melnyk T."_s, {}, std::nullopt}};
    const tournament::NewEvent created = tournament::newEvent(form);
    QVERIFY(created.problems.isEmpty());
    QCOMPARE(window.createTournament(created.event), nullptr);
    QVERIFY2(window.statusBar()->currentMessage().startsWith(u"The tournament was not stored: "_s),
        qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(window.findChildren<ui::TournamentWindow*>().isEmpty());
    QVERIFY(!window.findChild<QMenu*>(u"tournamentsMenu"_s)->isEnabled());
}

void TestMainWindow::printsTheShownGamesDocuments()
{
    ExampleRepository repository;
    ui::MainWindow window;
    window.openArchive(repository, QDate(2018, 3, 1));
    window.findChild<QComboBox*>(u"gameChooser"_s)->setCurrentIndex(1);
    auto* menu = window.findChild<QMenu*>(u"printMenu"_s);
    QVERIFY(menu);
    Q_EMIT menu->aboutToShow(); // what opening the menu does: the documents that apply are worked out
    QMap<QString, QAction*> actions;
    for (QAction* action : menu->actions())
        actions.insert(action->text(), action);
    QVERIFY(actions.value(u"Game &record…"_s)->isEnabled());
    QVERIFY(actions.value(u"Move &card…"_s)->isEnabled());
    // No overstep in this game: the claim packet is offered greyed, saying why.
    QAction* claim = actions.value(u"Forfeit &claim packet…"_s);
    QVERIFY(!claim->isEnabled());
    QVERIFY2(claim->toolTip().contains(u"no overstep"_s), qPrintable(claim->toolTip()));
    // Nor is there an impossible move to query, a leave to announce or a claim to object to.
    QVERIFY(!actions.value(u"&Query about a move…"_s)->isEnabled());
    QVERIFY(!actions.value(u"&Leave notice…"_s)->isEnabled());
    QVERIFY(!actions.value(u"&Objection to a claim…"_s)->isEnabled());

    // Printing to a PDF printer puts the game record on paper.
    QTemporaryDir dir;
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(dir.filePath(u"record.pdf"_s));
    QVERIFY(!window.printDocument(ui::MainWindow::PrintKind::Record, printer));
    QProcess text;
    text.start(u"pdftotext"_s, {dir.filePath(u"record.pdf"_s), u"-"_s});
    QVERIFY(text.waitForFinished());
    QVERIFY(QString::fromUtf8(text.readAllStandardOutput()).contains(u"Запис партії"_s));

    // The preview opens on the postcard; it is looked at and closed.
    bool previewed = false;
    QTimer::singleShot(300, &window, [&previewed] {
        QWidget* preview = QApplication::activeModalWidget();
        if (!preview)
            return;
        preview->resize(900, 700);
        previewed = preview->grab().save(u"screenshots/print-preview-postcard.png"_s);
        preview->close();
    });
    actions.value(u"Move &card…"_s)->trigger();
    QVERIFY(previewed);
}

void TestMainWindow::speaksUkrainianAndEnglish_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fileMenu");
    QTest::addColumn<QString>("whiteHeader");
    QTest::addColumn<QString>("status");
    QTest::newRow("uk") << u"uk"_s << u"&Файл"_s << u"Білі"_s
                        << u"3 партії; 1 відхилена через неможливий хід"_s;
    QTest::newRow("en") << u"en"_s << u"&File"_s << u"White"_s << u"3 games; 1 refused for an illegal move"_s;
}

void TestMainWindow::speaksUkrainianAndEnglish()
{
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(translator.load(u":/i18n/postmark_"_s + language));
    QCoreApplication::installTranslator(&translator);
    {
        ui::MainWindow window;
        window.openPgn(fixture("three-games-middle-illegal.pgn"));
        QTEST(window.menuBar()->actions().first()->text(), "fileMenu");
        auto* view = window.findChild<QTableView*>(u"moveView"_s);
        QTEST(view->model()->headerData(1, Qt::Horizontal).toString(), "whiteHeader");
        QTEST(window.statusBar()->currentMessage(), "status");
        if (language == u"uk") {
            ui::MainWindow legal;
            legal.openPgn(fixture("comments-variations-nags.pgn"));
            legal.resize(1000, 640);
            legal.show();
            QVERIFY(QTest::qWaitForWindowExposed(&legal));
            QVERIFY(legal.grab().save(u"screenshots/mainwindow-uk.png"_s));

            window.resize(1000, 640);
            window.findChild<QComboBox*>(u"gameChooser"_s)->setCurrentIndex(1);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.grab().save(u"screenshots/mainwindow-uk-refused.png"_s));
        }
    }
    QCoreApplication::removeTranslator(&translator);
}

void TestMainWindow::aReadOnlyArchiveSaysSoWhenItOpens()
{
    // A fresh user typed a whole reply into a read-only archive before learning it could not be saved.
    ReadOnlyRepository readOnly;
    ui::MainWindow window;
    QVERIFY(window.openArchive(readOnly, QDate(2018, 2, 1)));
    QVERIFY(window.windowTitle().contains(u"read only"_s));
    auto* notice = window.findChild<QLabel*>(u"readOnlyNotice"_s);
    QVERIFY(notice);
    QVERIFY(!notice->isHidden());
    // With why: a file the user may not write (a walk found the notice said only that nothing could change).
    QVERIFY2(notice->text().contains(u"Read only"_s) && notice->text().contains(u"may not be written"_s),
        qPrintable(notice->text()));
    // Nothing that would write can be started: no reply is typed in full only to be refused.
    const auto enabled = [&window](const QString& name) {
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action->objectName() == name || action->text().remove(u'&') == name)
                return action->isEnabled();
        }
        qFatal("no action %s", qPrintable(name));
    };
    QVERIFY(!enabled(u"Log a received card…"_s));
    QVERIFY(!enabled(u"newGame"_s));
    QVERIFY(!enabled(u"Import games…"_s));
    QVERIFY(!enabled(u"lifeEvent0"_s));
    QVERIFY(!window.findChild<QPushButton*>(u"replyButton"_s)->isEnabled());
    QVERIFY(enabled(u"Export the game…"_s)); // reading is not writing

    ExampleRepository writable;
    QVERIFY(window.openArchive(writable, QDate(2018, 2, 1)));
    QVERIFY(!window.windowTitle().contains(u"read only"_s));
    QVERIFY(notice->isHidden());
    QVERIFY(enabled(u"Log a received card…"_s));
    QVERIFY(enabled(u"newGame"_s));
    QVERIFY(window.findChild<QPushButton*>(u"replyButton"_s)->isEnabled());
}

void TestMainWindow::damageFoundAfterTheWindowOpenedIsSaidAtOnce()
{
    // The quick check of a large archive runs beside the start (issue 18): the window lists the games
    // meanwhile and says "read only" when the check finds damage, before the user can type a reply.
    CheckingRepository checking;
    ui::MainWindow window;
    QVERIFY(window.openArchive(checking, QDate(2018, 2, 1)));
    QVERIFY(!window.windowTitle().contains(u"read only"_s));
    QVERIFY(window.gameCount() > 0);
    QVERIFY(testing::openGameTab(window, u"analysisTab"_s));
    auto* analysisNote = window.findChild<QLabel*>(u"analysisNote"_s);
    QVERIFY(analysisNote && analysisNote->text().isEmpty());
    checking.settled = true;
    QTRY_VERIFY_WITH_TIMEOUT(window.windowTitle().contains(u"read only"_s), 2000);
    // The analysis board says its variations are not kept in a damaged archive, without another game shown.
    QVERIFY2(analysisNote->text().contains(u"damaged"_s), qPrintable(analysisNote->text()));
    auto* notice = window.findChild<QLabel*>(u"readOnlyNotice"_s);
    QVERIFY(notice && !notice->isHidden());
    QVERIFY2(notice->text().contains(u"damaged"_s), qPrintable(notice->text())); // and what to do
}

void TestMainWindow::theArchiveChecksItselfOnceTheGamesAreSeen()
{
    // Issue 18: SQLite's quick check of a 10,000-game archive, run beside the start, slowed the window's
    // first paint by a sixth. A window shown starts it after that paint; one never shown, a moment after
    // the games are listed (every write would start it and wait for it all the same).
    CheckingRepository checking;
    ui::MainWindow window;
    checking.window = &window;
    QVERIFY(window.openArchive(checking, QDate(2018, 2, 1)));
    QVERIFY(!checking.started);
    struct PaintSeen : QObject
    {
        CheckingRepository* repository = nullptr;
        bool eventFilter(QObject*, QEvent* event) override
        {
            if (event->type() == QEvent::Paint)
                repository->painted = true;
            return false;
        }
    } seen;
    seen.repository = &checking;
    window.installEventFilter(&seen);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(checking.started);
    QVERIFY(checking.painted);
    QVERIFY(!checking.startedBeforeThePaint);

    CheckingRepository unseen;
    ui::MainWindow hidden;
    QVERIFY(hidden.openArchive(unseen, QDate(2018, 2, 1)));
    QVERIFY(!unseen.started);
    QTRY_VERIFY_WITH_TIMEOUT(unseen.started, 2000);
}

void TestMainWindow::aLargeDeskSaysItIsStillComputingItsGames()
{
    // A walk on 10,000 games: rows changed in place for seconds with no sign that their figures were the
    // cached ones, and the agenda stayed empty without a word.
    ExampleRepository many(80);
    ui::MainWindow window;
    QSignalSpy computed(&window, &ui::MainWindow::gamesComputed);
    QVERIFY(window.openArchive(many, QDate(2018, 3, 1)));
    QVERIFY(window.gameCount() > ui::MainWindow::GamesPerStep);
    auto* progress = window.findChild<QLabel*>(u"gamesProgress"_s);
    QVERIFY(progress && !progress->isHidden());
    QVERIFY2(progress->text().contains(u"of %1"_s.arg(window.gameCount())), qPrintable(progress->text()));
    QVERIFY(computed.wait(60000));
    QVERIFY(progress->isHidden());

    ExampleRepository few;
    QVERIFY(window.openArchive(few, QDate(2018, 3, 1)));
    QVERIFY(progress->isHidden()); // a player's few games are read before anyone could look
}

void TestMainWindow::aWindowLeftOnALargerScreenComesBackWithinThisOne()
{
    // Closed on a monitor since unplugged from the laptop (or put back lower by an X server without a
    // window manager, as a walk saw: the status bar below the screen's edge), the window comes back whole.
    QSettings settings;
    {
        ui::MainWindow large;
        large.setGeometry(QRect(300, 200, 1900, 1150));
        settings.setValue(u"window/geometry"_s, large.saveGeometry());
    }
    ui::MainWindow window;
    const QRect available = window.screen()->availableGeometry();
    QVERIFY2(available.contains(window.geometry()),
        qPrintable(u"%1,%2 %3×%4 outside %5×%6"_s.arg(window.geometry().x())
                       .arg(window.geometry().y())
                       .arg(window.geometry().width())
                       .arg(window.geometry().height())
                       .arg(available.width())
                       .arg(available.height())));
    settings.remove(u"window"_s);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
