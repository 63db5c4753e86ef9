// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis pane as a player uses it in the real main window on the demo archive, in Ukrainian: the
// engine started from the game's Moves tab, its lines live in the score sheet's notation, following the
// board, stopped, and a broken engine told in the pane while the desk goes on working.
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QTranslator>
#include <QtTest>

#include "app/demo/demoarchive.h"
#include "core/analysis/analysisjson.h"
#include "core/chess/notation.h"
#include "core/storage/sqlitearchive.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/gametabs.h"
#include "tests/support/tournamentfixture.h"
#include "tests/support/ukrainian.h"
#include "ui/board/boardwidget.h"
#include "ui/desk/gamechoosermodel.h"
#include "ui/desk/replydialog.h"
#include "ui/desk/settingsdialog.h"
#include "ui/game/analysiscontroller.h"
#include "ui/game/analysispanel.h"
#include "ui/game/gameview.h"
#include "ui/game/positionsearchdialog.h"
#include "ui/mainwindow.h"
#include "ui/tournament/adjudicationdialog.h"

using namespace postmark;
using namespace Qt::StringLiterals;

namespace {

/// Brings the game's Analysis tab forward, as a click on its name does.
void openAnalysisTab(QWidget& window)
{
    QVERIFY(testing::openGameTab(window, u"analysisTab"_s));
}

/// The centre of `square` on the board, found as a click would find it.
QPoint centreOf(const ui::BoardWidget& board, chess::Square square)
{
    QRect found;
    for (int y = 0; y < board.height(); y += 2) {
        for (int x = 0; x < board.width(); x += 2) {
            if (board.squareAt(QPointF(x, y)) == square)
                found |= QRect(x, y, 1, 1);
        }
    }
    return found.center();
}

/// A move made on the board by mouse: a click on the piece, then on its square.
void playByMouse(ui::BoardWidget& board, const chess::Move& move)
{
    QTest::mouseClick(&board, Qt::LeftButton, {}, centreOf(board, move.from));
    QTest::mouseClick(&board, Qt::LeftButton, {}, centreOf(board, move.to));
}

/// The text as the user reads it: a non-breaking hyphen or space (kept so that a move is not broken at a
/// line's end) read as the hyphen or space it looks like.
QString asRead(QString shown)
{
    return shown.replace(QChar(0x2011), u'-').replace(QChar(0x00A0), u' ');
}

} // namespace

const QString Owner = u"Ковальчук Олег Петрович"_s; // the demo archive's

class TestAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Settings of its own: the desk's tests, run beside these, clear theirs and set a notation.
        QCoreApplication::setOrganizationName(u"Postmark"_s);
        QCoreApplication::setApplicationName(u"Postmark analysis tests"_s);
        QSettings().clear();
        QVERIFY(testing::speakUkrainian(m_translator));
        QVERIFY(m_dir.isValid());
        m_archive = storage::SqliteArchive::open(m_dir.filePath(u"demo.postmark"_s)).value();
        QVERIFY(demo::buildDemoArchive(*m_archive, m_today));
    }

    void init() { QSettings().clear(); }

    void noTabWidensThePanelWhenFirstOpened()
    {
        // helper-22: the Analysis tab, built when first opened, widened the panel beside the board under
        // the mouse (its engine's buttons are wider in Ukrainian than the tabs' names): every tab opened in
        // turn leaves the panel's least width, which the splitter keeps, as it was.
        ui::MainWindow window;
        QVERIFY(showDesk(window));
        QWidget* panel = window.findChild<ui::GameView*>()->widget(1);
        const int leastWidth = panel->minimumSizeHint().width();
        for (const QString& page : {u"cardsPage"_s, u"timePage"_s, u"deadlinesPage"_s, u"analysisTab"_s}) {
            QVERIFY(testing::openGameTab(window, page));
            QCoreApplication::processEvents();
            QCOMPARE(panel->minimumSizeHint().width(), leastWidth);
        }
    }

    void enginesLinesFollowTheBoardInUkrainian()
    {
        ui::MainWindow window;
        QVERIFY(showDesk(window));
        openAnalysisTab(window);
        auto* panel = window.findChild<ui::AnalysisPanel*>(u"analysisPanel"_s);
        auto* button = window.findChild<QPushButton*>(u"analysisStartStop"_s);
        auto* lines = window.findChild<QTextBrowser*>(u"analysisLines"_s);
        auto* status = window.findChild<QLabel*>(u"analysisStatus"_s);
        auto* board = window.findChild<ui::BoardWidget*>(u"board"_s);
        QVERIFY(panel && button && lines && status && board);
        QTRY_VERIFY(board->position() != chess::Position::initial()); // the top game, at its last move
        QVERIFY(button->isVisible());
        QCOMPARE(button->text(), u"Аналізувати р&ушієм"_s);
        // Where the lines will be is in view, saying so.
        QVERIFY(lines->isVisible() && !lines->placeholderText().isEmpty());
        const QRect buttonPlace(button->mapTo(&window, QPoint()), button->size());

        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(panel->lines().size() == 1 && !lines->toPlainText().isEmpty(), 10000);
        QCOMPARE(panel->analysedPosition(), board->position());
        QCOMPARE(button->text(), u"З&упинити рушій"_s);
        // Stop is where Start was: a second click in the same place stops the engine (helper-23 hit the
        // lines, the buttons having moved up as they appeared).
        QCoreApplication::processEvents();
        QCOMPARE(QRect(button->mapTo(&window, QPoint()), button->size()), buttonPlace);
        // Ukrainian notation, as the score sheet: a piece's Ukrainian letter or a pawn's move e2-e4.
        static const QRegularExpression ukrainianMove(u"[КСТФКр]?[a-h][1-8][-:][a-h][1-8]|0-0"_s);
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(u"глибина"_s), 10000);
        // The score first, then the line with its move numbers.
        static const QRegularExpression scoreThenLine(
            u"^([+-]\\d+\\.\\d\\d|0\\.00|#-?\\d+)\\s+\\d+\\.(\\.\\.)? "_s);
        QVERIFY2(
            scoreThenLine.match(asRead(lines->toPlainText())).hasMatch(), qPrintable(lines->toPlainText()));
        QVERIFY2(
            ukrainianMove.match(asRead(lines->toPlainText())).hasMatch(), qPrintable(lines->toPlainText()));
        QVERIFY(status->text().startsWith(u"Stockfish"_s));

        // A step back on the board: the engine is asked about that position, and only its lines are shown.
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Left);
        QCOMPARE(panel->analysedPosition(), board->position());
        QTRY_VERIFY_WITH_TIMEOUT(panel->lines().size() == 1 && !lines->toPlainText().isEmpty(), 10000);
        const chess::Position shown = board->position();
        const auto best = panel->lines().front();
        QVERIFY(shown.isLegal(best.moves.front()));

        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY(status->text().contains(u"зупинено"_s));
        QCOMPARE(button->text(), u"Аналізувати р&ушієм"_s);
        QVERIFY(!panel->isRunning());
    }

    void aBrokenEngineIsToldAndTheDeskGoesOn()
    {
        QSettings().setValue(u"engine/path"_s, QStringLiteral(POSTMARK_TEST_DATA_DIR "/engines/silent.sh"));
        ui::MainWindow window;
        QVERIFY(showDesk(window));
        openAnalysisTab(window);
        auto* button = window.findChild<QPushButton*>(u"analysisStartStop"_s);
        auto* problem = window.findChild<QLabel*>(u"analysisProblem"_s);
        auto* board = window.findChild<ui::BoardWidget*>(u"board"_s);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(problem->isVisible(), 15000);
        QVERIFY2(
            problem->text().contains(u"не відповів як шаховий рушій UCI"_s), qPrintable(problem->text()));
        QVERIFY(problem->text().contains(u"Виберіть рушій у Налаштуваннях"_s));
        QCOMPARE(button->text(), u"Запустити рушій з&нову"_s);
        // The board still steps through the game.
        const chess::Position before = board->position();
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Left);
        QVERIFY(board->position() != before);

        // Settings name Stockfish again: Start again runs it.
        QSettings().remove(u"engine/path"_s);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(problem->isHidden());
        auto* panel = window.findChild<ui::AnalysisPanel*>(u"analysisPanel"_s);
        auto* lines = window.findChild<QTextBrowser*>(u"analysisLines"_s);
        QTRY_VERIFY_WITH_TIMEOUT(panel->lines().size() == 1 && !lines->toPlainText().isEmpty(), 10000);
    }

    void variationsOnTheMainBoardAreKeptCommentedUndoneAndExported()
    {
        // The Done-when of the analysis board, through the window: three moves tried on the main board,
        // one kept with a comment, the engine's best line played as a variation, the game exported as PGN.
        const ledger::GameFile before = gameShownFirst();
        qint64 id = 0;
        {
            ui::MainWindow window;
            QVERIFY(showDesk(window));
            auto* board = window.findChild<ui::BoardWidget*>(u"board"_s);
            auto* controller = window.findChild<ui::AnalysisController*>();
            auto* tabs = window.findChild<QTabWidget*>(u"gameTabs"_s);
            const int last = int(controller->mainLine().moves.size());
            QVERIFY(last > 0);
            QCOMPARE(controller->place(), (analysis::Place{analysis::MainLine, last}));

            // Three moves tried from the game's last position, each by mouse, each back with Left.
            const chess::Position end = board->position();
            std::vector<chess::Move> tried;
            for (const chess::Move& move : end.legalMoves()) {
                if (tried.size() == 3)
                    break;
                tried.push_back(move);
            }
            for (const chess::Move& move : tried) {
                playByMouse(*board, move);
                QCOMPARE(controller->place().ply, 1);
                QCOMPARE(board->position(), end.after(move));
                // A move on the board brings the Analysis tab forward.
                QCOMPARE(tabs->currentWidget(), window.findChild<QWidget*>(u"analysisTab"_s));
                auto* notation = window.findChild<QTextBrowser*>(u"analysisNotation"_s);
                QVERIFY(notation);
                QVERIFY2(asRead(notation->toPlainText())
                             .contains(chess::writeMove(end, move, chess::Notation::Ukrainian)),
                    qPrintable(notation->toPlainText()));
                QTest::keyClick(board, Qt::Key_Left);
                QCOMPARE(board->position(), end);
            }
            QCOMPARE(controller->analysis().variations.size(), std::size_t(3));
            id = window.findChild<ui::GameView*>()
                     ->gameChooser()
                     ->currentData(ui::GameChooserModel::IdRole)
                     .toLongLong();
            QVERIFY(id > 0);
            QCOMPARE(analysis::readAnalysisJson(m_archive->analysis(id).value(), controller->mainLine())
                         .analysis.variations.size(),
                std::size_t(3));

            // Two deleted, the first kept with a comment.
            auto* remove = window.findChild<QPushButton*>(u"removeVariation"_s);
            for (int index : {2, 1}) {
                controller->goTo({index, 1});
                QVERIFY(remove->isEnabled());
                QTest::mouseClick(remove, Qt::LeftButton);
            }
            QCOMPARE(controller->analysis().variations.size(), std::size_t(1));
            QCOMPARE(controller->place(), (analysis::Place{analysis::MainLine, last}));
            controller->goTo({0, 1});
            auto* comment = window.findChild<QLineEdit*>(u"analysisComment"_s);
            QVERIFY(comment->isEnabled());
            comment->setFocus();
            QTest::keyClicks(comment, u"plan"_s);
            QTest::keyClick(comment, Qt::Key_Return);
            QCOMPARE(analysis::commentAt(controller->analysis(), {0, 1}), u"plan"_s);
            QVERIFY(
                window.findChild<QTextBrowser*>(u"analysisNotation"_s)->toPlainText().contains(u"plan"_s));

            // Edit ▸ Undo takes the comment back, Redo gives it again, each in the archive too.
            board->setFocus();
            QTest::keySequence(&window, QKeySequence::keyBindings(QKeySequence::Undo).first());
            QCOMPARE(analysis::commentAt(controller->analysis(), {0, 1}), QString());
            QVERIFY(!m_archive->analysis(id).value().contains("plan"));
            QTest::keySequence(&window, QKeySequence::keyBindings(QKeySequence::Redo).first());
            QCOMPARE(analysis::commentAt(controller->analysis(), {0, 1}), u"plan"_s);
            QVERIFY(m_archive->analysis(id).value().contains("plan"));

            // The engine's best line from the variation's position, played on the board as one step.
            auto* panel = window.findChild<ui::AnalysisPanel*>(u"analysisPanel"_s);
            QTest::mouseClick(window.findChild<QPushButton*>(u"analysisStartStop"_s), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(panel->lines().size() == 1 && panel->lines().front().depth >= 6, 15000);
            QTest::mouseClick(window.findChild<QPushButton*>(u"analysisPlayLine"_s), Qt::LeftButton);
            QVERIFY(controller->place().ply > 1);
            QCOMPARE(controller->place().line, 0); // the variation grew by the engine's line
            QTest::mouseClick(window.findChild<QPushButton*>(u"analysisStartStop"_s), Qt::LeftButton);

            // Exported as PGN with the variation and its comment; without, as the game was mailed.
            QTemporaryDir dir;
            QVERIFY(window.exportGame(dir.filePath(u"with.pgn"_s), true));
            QVERIFY(window.exportGame(dir.filePath(u"without.pgn"_s), false));
            QFile with(dir.filePath(u"with.pgn"_s));
            QFile without(dir.filePath(u"without.pgn"_s));
            QVERIFY(with.open(QIODevice::ReadOnly) && without.open(QIODevice::ReadOnly));
            const QString withText = QString::fromUtf8(with.readAll());
            const QString withoutText = QString::fromUtf8(without.readAll());
            QVERIFY2(withText.contains(u"{plan}"_s), qPrintable(withText));
            QVERIFY(withText.count(u'(') > withoutText.count(u'('));
            QVERIFY(!withoutText.contains(u"plan"_s));
        }
        // The game's own moves as they were; the analysis there when the window opens again.
        QVERIFY(m_archive->game(id).value() == before);
        ui::MainWindow again;
        again.resize(1366, 768);
        again.show();
        QVERIFY(again.openArchive(*m_archive, m_today));
        auto* controller = again.findChild<ui::AnalysisController*>();
        QTRY_COMPARE(controller->analysis().variations.size(), std::size_t(1));
        QCOMPARE(analysis::commentAt(controller->analysis(), {0, 1}), u"plan"_s);
        QVERIFY(!m_archive->setAnalysis(id, {})); // the other tests start from none
    }

    void aStoppedEnginesLineIsNeverPlayedOnAnotherPosition()
    {
        // helper-16 stopped the engine, stepped back three moves and played its line there: a king took
        // its own pawn. The lines go with the position they were found for.
        ui::MainWindow window;
        QVERIFY(showDesk(window));
        openAnalysisTab(window);
        auto* panel = window.findChild<ui::AnalysisPanel*>(u"analysisPanel"_s);
        auto* start = window.findChild<QPushButton*>(u"analysisStartStop"_s);
        auto* play = window.findChild<QPushButton*>(u"analysisPlayLine"_s);
        auto* lines = window.findChild<QTextBrowser*>(u"analysisLines"_s);
        auto* board = window.findChild<ui::BoardWidget*>(u"board"_s);
        auto* controller = window.findChild<ui::AnalysisController*>();
        QTest::mouseClick(start, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(play->isEnabled(), 10000);
        QTest::mouseClick(start, Qt::LeftButton); // stopped: its lines stay in view for this position
        QVERIFY(!lines->toPlainText().isEmpty());
        QVERIFY(play->isEnabled());
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Left);
        QVERIFY(panel->lines().empty());
        QVERIFY(lines->toPlainText().isEmpty());
        QVERIFY(!play->isEnabled());
        const analysis::GameAnalysis before = controller->analysis();
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(controller->analysis() == before);
        // Nor does the controller play any move the position has not: a line of another position stops there.
        controller->playLine({chess::Move{4, 36, std::nullopt}}); // e1-e5, for either side
        QVERIFY(controller->analysis() == before);
    }

    void theEngineThinksAboutThePartnersProposalWhileItIsShown()
    {
        // helper-17: with the partner's proposed variant on the board the engine thought about the game's
        // position. It follows what the board shows.
        ui::MainWindow window;
        QVERIFY(showDesk(window));
        auto* preview = window.findChild<QCheckBox*>(u"variantPreview"_s);
        auto* chooser = window.findChild<ui::GameView*>()->gameChooser();
        for (int index = 0; index < chooser->count() && preview->isHidden(); ++index)
            chooser->setCurrentIndex(index);
        QVERIFY2(!preview->isHidden(), "a demo game has a proposed variant");
        auto* board = window.findChild<ui::BoardWidget*>(u"board"_s);
        auto* controller = window.findChild<ui::AnalysisController*>();
        auto* panel = window.findChild<ui::AnalysisPanel*>(u"analysisPanel"_s);
        preview->setChecked(true);
        QVERIFY(!(board->position() == controller->position()));
        QCOMPARE(panel->analysedPosition(), board->position());
        preview->setChecked(false);
        QCOMPARE(board->position(), controller->position());
        QCOMPARE(panel->analysedPosition(), board->position());
    }

    void theReplyTakesTheAnalysisLineAsMoveAndProposedVariant()
    {
        // II.3.8: the player's line from the game's position — their move, the partner's reply, theirs —
        // becomes the reply and its proposed variant at a click.
        ui::MainWindow window;
        QVERIFY(showDesk(window));
        qint64 mine = 0;
        for (const archive::GameSummary& summary : m_archive->games().value()) {
            const bool white = summary.white == Owner;
            if ((white || summary.black == Owner) && summary.status == ledger::GameStatus::ToMove
                && summary.toMove == (white ? ledger::Color::White : ledger::Color::Black)
                && summary.plies > 0) {
                mine = summary.id;
                break;
            }
        }
        QVERIFY2(mine, "a demo game where the owner is to move");
        QVERIFY(window.showArchiveGame(mine));
        auto* controller = window.findChild<ui::AnalysisController*>();
        const chess::Position end = controller->position();
        std::vector<chess::Move> line;
        chess::Position walked = end;
        for (int ply = 0; ply < 3; ++ply) {
            line.push_back(*walked.legalMoves().begin());
            walked.play(line.back());
        }
        controller->playLine(line);
        QCOMPARE(controller->place().ply, 3);
        controller->goTo({controller->place().line, 1}); // anywhere in the line: the whole line is offered
        QString move;
        QString variant;
        testing::onNextDialog<ui::ReplyDialog>([&](ui::ReplyDialog& dialog) {
            auto* take = dialog.findChild<QPushButton*>(u"fromAnalysis"_s);
            QVERIFY(take && take->isVisible());
            take->click();
            move = dialog.findChild<QLineEdit*>(u"move"_s)->text();
            variant = dialog.findChild<QLineEdit*>(u"variant"_s)->text();
            // Closed with a move typed: asked first, and closed (Escape keeps a reply typed, helper-68).
            testing::onNextDialog<QMessageBox>(
                [](QMessageBox& box) { box.findChild<QPushButton*>(u"proceed"_s)->click(); });
            dialog.reject();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"replyButton"_s), Qt::LeftButton);
        const ledger::GameFile game = m_archive->game(mine).value();
        QCOMPARE(move, chess::writeMove(end, line[0], game.notation, false));
        const chess::Position afterMine = end.after(line[0]);
        QCOMPARE(variant,
            chess::writeMove(afterMine, line[1], game.notation, false) + u' '
                + chess::writeMove(afterMine.after(line[1]), line[2], game.notation, false));
        QVERIFY(!m_archive->setAnalysis(mine, {})); // the other tests start from none
    }

    void noMoveIsBrokenAtALinesEnd()
    {
        // helper-23: "e2-" at a line's end, "e4" on the next, in a narrow panel.
        ui::MainWindow window;
        QVERIFY(showDesk(window));
        openAnalysisTab(window);
        QTextDocument* notation = window.findChild<QTextBrowser*>(u"analysisNotation"_s)->document();
        QVERIFY(asRead(notation->toPlainText()).count(u'-') >= 8); // a game of some moves
        int broken = 0;
        // From a width a move and its number fit in (narrower, any text is broken anywhere).
        for (int width = 100; width <= 400; width += 3) {
            notation->setTextWidth(width);
            for (QTextBlock block = notation->begin(); block.isValid(); block = block.next()) {
                QTextLayout* layout = block.layout();
                for (int line = 0; line + 1 < layout->lineCount(); ++line) {
                    const QTextLine shown = layout->lineAt(line);
                    const QString text = block.text().mid(shown.textStart(), shown.textLength()).trimmed();
                    if (text.endsWith(u'-') || text.endsWith(QChar(0x2011)) || text.endsWith(u'.'))
                        ++broken; // within a move, or between a move's number and the move
                }
            }
        }
        QCOMPARE(broken, 0);
    }

    void aMoveClickedInTheNotationGivesTheKeysToTheBoard()
    {
        ui::MainWindow window;
        QVERIFY(showDesk(window));
        window.activateWindow();
        openAnalysisTab(window);
        auto* notation = window.findChild<QTextBrowser*>(u"analysisNotation"_s);
        auto* controller = window.findChild<ui::AnalysisController*>();
        window.findChild<QLineEdit*>(u"analysisComment"_s)->setFocus();
        Q_EMIT notation->anchorClicked(QUrl(u"place:-1/3"_s));
        QCOMPARE(controller->place(), (analysis::Place{analysis::MainLine, 3}));
        QTRY_VERIFY(window.findChild<ui::BoardWidget*>(u"board"_s)->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
        QCOMPARE(controller->place(), (analysis::Place{analysis::MainLine, 2}));
    }

    void theGamesThatReachedThePositionAreFoundAndOpened()
    {
        ui::MainWindow window;
        QVERIFY(showDesk(window));
        openAnalysisTab(window);
        auto* controller = window.findChild<ui::AnalysisController*>();
        auto* board = window.findChild<ui::BoardWidget*>(u"board"_s);
        const qint64 shown = controller->gameId();
        // After White's first move of the game shown: the games of the archive that began so.
        controller->goTo({analysis::MainLine, 1});
        const chess::Position position = board->position();
        // Every other game of the archive that began so is listed; the player's own open from the list
        // (the judge's event games open in the event's window).
        QList<archive::PositionMatch> expected;
        QList<archive::PositionMatch> ownGames;
        const QList<archive::GameSummary> summaries = m_archive->games().value();
        for (const archive::PositionMatch& match : m_archive->gamesReaching(position.key()).value()) {
            if (match.id == shown)
                continue;
            expected.append(match);
            for (const archive::GameSummary& summary : summaries) {
                if (summary.id == match.id && (summary.white == Owner || summary.black == Owner))
                    ownGames.append(match);
            }
        }
        QVERIFY2(!expected.isEmpty(), "the demo has other games with the same first move");
        int listed = -1;
        QVERIFY2(!ownGames.isEmpty(), "the demo player has another game with the same first move");
        testing::onNextDialog<ui::PositionSearchDialog>([&](ui::PositionSearchDialog& dialog) {
            listed = dialog.found();
            auto* table = dialog.findChild<QTableWidget*>(u"positionGames"_s);
            QVERIFY(table->item(0, 3)->text().contains(u"після ходу білих 1"_s));
            QVERIFY(!table->item(0, 4)->text().isEmpty()); // what was played next
            QVERIFY(!dialog.findChild<QTextBrowser*>(u"positionGameMoves"_s)->toPlainText().isEmpty());
            // A game of an event the owner judges is listed too, and says where it opens.
            auto* why = dialog.findChild<QLabel*>(u"positionGameWhy"_s);
            bool judgesGameSaid = false;
            for (int row = 0; row < table->rowCount(); ++row) {
                table->selectRow(row);
                if (!dialog.findChild<QPushButton*>(u"openFound"_s)->isEnabled())
                    judgesGameSaid |=
                        why->isVisibleTo(&dialog) && why->text().contains(u"Турніри в архіві"_s);
            }
            QVERIFY(judgesGameSaid);
            for (int row = 0; row < table->rowCount(); ++row) {
                table->selectRow(row);
                if (dialog.findChild<QPushButton*>(u"openFound"_s)->isEnabled())
                    break; // the first of the player's own games
            }
            QVERIFY(!why->isVisibleTo(&dialog));
            QTest::keyClick(table, Qt::Key_Return);
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"searchPosition"_s), Qt::LeftButton);
        QCOMPARE(listed, int(expected.size()));
        // A game of the player's own is open at the move where the position stood.
        QVERIFY(controller->gameId() != shown);
        QVERIFY(std::any_of(ownGames.begin(), ownGames.end(), [&](const archive::PositionMatch& match) {
            return match.id == controller->gameId() && match.ply == window.currentPly();
        }));
        QCOMPARE(board->position(), position);
    }

    void theAdjudicationPacketPrintsTheEnginesAssessmentFromTheWindow()
    {
        // Game ▸ Prepare the adjudication packet, the engine's assessment asked for, printed from the
        // preview to a PDF as the player would: its page carries the engine's section, named as the engine's.
        ui::MainWindow window;
        QVERIFY(showDesk(window));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(u"packet.pdf"_s);
        bool asked = false;
        bool previewed = false;
        // The event has not ended: prepared all the same (II.9.5), then the engine's assessment asked for.
        testing::onNextDialog<QMessageBox>([&](QMessageBox& before) {
            testing::onNextDialog<QMessageBox>([&](QMessageBox& question) {
                asked = true;
                QCOMPARE(question.defaultButton()->objectName(), u"without"_s); // Enter prints it without
                question.findChild<QPushButton*>(u"with"_s)->click();
                testing::onNextDialog<QPrintPreviewDialog>([&](QPrintPreviewDialog& preview) {
                    previewed = true;
                    preview.printer()->setOutputFormat(QPrinter::PdfFormat);
                    preview.printer()->setOutputFileName(pdf);
                    preview.findChild<QPrintPreviewWidget*>()->print();
                    preview.reject();
                });
            });
            before.findChild<QPushButton*>(u"proceed"_s)->click();
        });
        window.findChild<QAction*>(u"adjudicationPacket"_s)->trigger();
        QVERIFY(asked);
        QVERIFY(previewed);
        QProcess text;
        text.start(u"pdftotext"_s, {pdf, u"-"_s});
        QVERIFY(text.waitForFinished());
        const QString content = QString::fromUtf8(text.readAllStandardOutput()).replace(u"ﬁ"_s, u"fi"_s);
        QVERIFY2(content.contains(u"Оцінка шахового рушія (рушія, а не гравця)"_s), qPrintable(content));
        QVERIFY(content.contains(u"Stockfish 15"_s));
        QVERIFY(content.contains(u"Моя оцінка"_s));
    }

    void theAdjudicatorAsksTheEngineAboutTheFinalPosition()
    {
        // II.9.7: the adjudicator decides; the engine's view of the final position is there to consult,
        // said to be the engine's.
        const tournament::Tournament event = testing::claimTestTournament();
        tournament::Adjudication adjudication;
        adjudication.game = 0;
        const chess::Position mateInTwo =
            *chess::Position::fromFen(u"r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1"_s);
        ui::AdjudicationDialog dialog(event, adjudication, QDate(2020, 1, 20), nullptr, mateInTwo);
        auto* ask = dialog.findChild<QPushButton*>(u"askEngine"_s);
        auto* view = dialog.findChild<QLabel*>(u"engineAssessment"_s);
        QVERIFY(ask->isEnabled());
        QTest::mouseClick(ask, Qt::LeftButton); // thinks to depth 20 with its progress shown, then says
        QVERIFY2(view->text().startsWith(u"Stockfish"_s), qPrintable(view->text()));
        QVERIFY2(
            view->text().contains(u"#2"_s) && view->text().contains(u"Кd5-f6+"_s), qPrintable(view->text()));
        QVERIFY(view->text().contains(u"Це оцінка рушія, а не заява гравця"_s));
        QCOMPARE(dialog.adjudication().decision, std::nullopt); // nothing is decided for the adjudicator
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        testing::saveScreenshot(dialog, u"adjudication-engine"_s);

        ui::AdjudicationDialog noCards(event, adjudication, QDate(2020, 1, 20));
        QVERIFY(!noCards.findChild<QPushButton*>(u"askEngine"_s)->isEnabled());
    }

    void settingsKeepTheEngine()
    {
        testing::onNextDialog<ui::SettingsDialog>([](ui::SettingsDialog& dialog) {
            dialog.findChild<QLineEdit*>(u"enginePath"_s)->setText(u"/usr/games/stockfish"_s);
            dialog.findChild<QSpinBox*>(u"engineLines"_s)->setValue(3);
            dialog.findChild<QSpinBox*>(u"engineThreads"_s)->setValue(1);
            dialog.accept();
        });
        ui::SettingsDialog dialog;
        dialog.exec();
        const engine::EngineSettings settings = ui::SettingsDialog::engineSettings();
        QCOMPARE(settings.path, u"/usr/games/stockfish"_s);
        QCOMPARE(settings.multiPv, 3);

        // Three lines in the pane.
        ui::MainWindow window;
        QVERIFY(showDesk(window));
        openAnalysisTab(window);
        QTest::mouseClick(window.findChild<QPushButton*>(u"analysisStartStop"_s), Qt::LeftButton);
        auto* lines = window.findChild<QTextBrowser*>(u"analysisLines"_s);
        QTRY_VERIFY_WITH_TIMEOUT(lines->toPlainText().split(u'\n', Qt::SkipEmptyParts).size() == 3, 15000);
    }

private:
    /// The desk on the demo as a player has it: a laptop's screen, the window shown and painted.
    [[nodiscard]] bool showDesk(ui::MainWindow& window)
    {
        window.resize(1366, 768);
        window.show();
        return window.openArchive(*m_archive, m_today) && QTest::qWaitForWindowExposed(&window);
    }

    /// The game the desk opens on (the top of the list), as the archive has it.
    ledger::GameFile gameShownFirst()
    {
        ui::MainWindow window;
        window.resize(1366, 768);
        window.show();
        if (!window.openArchive(*m_archive, m_today))
            qFatal("the demo did not open");
        const qint64 id = window.findChild<ui::GameView*>()
                              ->gameChooser()
                              ->currentData(ui::GameChooserModel::IdRole)
                              .toLongLong();
        return m_archive->game(id).value();
    }

    QTranslator m_translator;
    QTemporaryDir m_dir;
    std::unique_ptr<storage::SqliteArchive> m_archive;
    QDate m_today{2026, 11, 30};
};

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
