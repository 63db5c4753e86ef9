// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis pane as a player uses it in the real main window on the demo archive, in Ukrainian: the
// engine started from the game's Moves tab, its lines live in the score sheet's notation, following the
// board, stopped, and a broken engine told in the pane while the desk goes on working.
#include <QLabel>
#include <QLibraryInfo>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTranslator>
#include <QtTest>

#include "app/demo/demoarchive.h"
#include "core/storage/sqlitearchive.h"
#include "tests/support/dialogtesting.h"
#include "ui/board/boardwidget.h"
#include "ui/desk/settingsdialog.h"
#include "ui/game/analysispanel.h"
#include "ui/mainwindow.h"

using namespace postmark;
using namespace Qt::StringLiterals;

class TestAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_translator.load(u":/i18n/postmark_uk"_s));
        QCoreApplication::installTranslator(&m_translator);
        QLocale::setDefault(QLocale(QLocale::Ukrainian));
        QVERIFY(m_dir.isValid());
        m_archive = storage::SqliteArchive::open(m_dir.filePath(u"demo.postmark"_s)).value();
        QVERIFY(demo::buildDemoArchive(*m_archive, m_today));
    }

    void init() { QSettings().clear(); }

    void enginesLinesFollowTheBoardInUkrainian()
    {
        ui::MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* panel = window.findChild<ui::AnalysisPanel*>(u"analysisPanel"_s);
        auto* button = window.findChild<QPushButton*>(u"analysisStartStop"_s);
        auto* lines = window.findChild<QTextBrowser*>(u"analysisLines"_s);
        auto* status = window.findChild<QLabel*>(u"analysisStatus"_s);
        auto* board = window.findChild<ui::BoardWidget*>(u"board"_s);
        QVERIFY(panel && button && lines && status && board);
        QTRY_VERIFY(board->position() != chess::Position::initial()); // the top game, at its last move
        QVERIFY(button->isVisible());
        QCOMPARE(button->text(), u"Аналізувати р&ушієм"_s);

        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(panel->lines().size() == 1 && !lines->toPlainText().isEmpty(), 10000);
        QCOMPARE(panel->analysedPosition(), board->position());
        QCOMPARE(button->text(), u"З&упинити рушій"_s);
        // Ukrainian notation, as the score sheet: a piece's Ukrainian letter or a pawn's move e2-e4.
        static const QRegularExpression ukrainianMove(u"[КСТФКр]?[a-h][1-8][-:][a-h][1-8]|0-0"_s);
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(u"глибина"_s), 10000);
        // The score first, then the line with its move numbers.
        static const QRegularExpression scoreThenLine(
            u"^([+-]\\d+\\.\\d\\d|0\\.00|#-?\\d+)\\s+\\d+\\.(\\.\\.)? "_s);
        QVERIFY2(scoreThenLine.match(lines->toPlainText()).hasMatch(), qPrintable(lines->toPlainText()));
        QVERIFY2(ukrainianMove.match(lines->toPlainText()).hasMatch(), qPrintable(lines->toPlainText()));
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
        window.resize(1366, 768);
        window.show();
        QVERIFY(window.openArchive(*m_archive, m_today));
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
        window.resize(1366, 768);
        window.show();
        QVERIFY(window.openArchive(*m_archive, m_today));
        QTest::mouseClick(window.findChild<QPushButton*>(u"analysisStartStop"_s), Qt::LeftButton);
        auto* lines = window.findChild<QTextBrowser*>(u"analysisLines"_s);
        QTRY_VERIFY_WITH_TIMEOUT(lines->toPlainText().split(u'\n', Qt::SkipEmptyParts).size() == 3, 15000);
    }

private:
    QTranslator m_translator;
    QTemporaryDir m_dir;
    std::unique_ptr<storage::SqliteArchive> m_archive;
    QDate m_today{2026, 11, 30};
};

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
