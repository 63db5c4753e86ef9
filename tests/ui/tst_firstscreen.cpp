// SPDX-License-Identifier: GPL-3.0-or-later
// The window opened on a large archive (MainWindow::openArchive() before its first paint): the first
// screen of the owner's games is listed at once and the rest straight after, and the user sees no jump —
// the rows listed first stay the list's first rows, in the same order, the same game shown, and the
// status bar counts every game once they are all listed.
#include <QComboBox>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "core/storage/sqlitearchive.h"
#include "tests/support/randomgame.h"
#include "ui/board/boardwidget.h"
#include "ui/desk/gamelistmodel.h"
#include "ui/mainwindow.h"

using namespace postmark;
using namespace Qt::StringLiterals;

namespace {

const QString Owner = u"Owner O."_s;
constexpr int OwnersGames = 100;

QList<qint64> listedIds(const QTableView& list)
{
    QList<qint64> ids;
    const QAbstractItemModel& model = *list.model();
    for (int row = 0; row < model.rowCount(); ++row)
        ids.append(model.index(row, 0).data(ui::GameListModel::GameIdRole).toLongLong());
    return ids;
}

QComboBox* chooser(const ui::MainWindow& window)
{
    return window.findChild<QComboBox*>(u"gameChooser"_s);
}

} // namespace

class TestFirstScreen : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<storage::SqliteArchive> m_archive;
    const QDate m_today{2021, 9, 1};

private Q_SLOTS:
    void initTestCase()
    {
        m_archive = storage::SqliteArchive::open(m_dir.filePath(u"desk.postmark"_s)).value();
        QVERIFY(!m_archive->setOwner({Owner, true, false}));
        QList<ledger::GameFile> games;
        for (quint32 seed = 1; seed <= OwnersGames + 20; ++seed) {
            ledger::GameFile game = testing::randomGame(seed, {.cards = 1 + int(seed % 30)});
            if (seed <= OwnersGames)
                (seed % 2 ? game.white : game.black).name = Owner;
            games.append(game);
        }
        QVERIFY(m_archive->importGames(games, QDate(2021, 6, 1)));
    }

    void theFirstScreenIsListedFirstAndStaysTheListsBeginning()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        auto* list = window.findChild<QTableView*>(u"gameList"_s);
        QVERIFY(list);
        const QList<qint64> firstScreen = listedIds(*list);
        QCOMPARE(firstScreen.size(), qsizetype(window.firstScreenGames()));
        // Enough rows to fill the screen's height, and not many more: the window is no taller.
        QVERIFY(firstScreen.size() * list->verticalHeader()->defaultSectionSize()
            >= window.screen()->availableGeometry().height());
        QVERIFY(firstScreen.size() < OwnersGames);
        const QString shownFirst = chooser(window)->currentText();
        QVERIFY(!shownFirst.isEmpty());

        // The rest follows from the event loop (in a window shown, after its first paint).
        QTRY_COMPARE(list->model()->rowCount(), OwnersGames);
        const QList<qint64> whole = listedIds(*list);
        QCOMPARE(whole.mid(0, firstScreen.size()), firstScreen);
        QCOMPARE(chooser(window)->count(), OwnersGames);
        QCOMPARE(chooser(window)->currentText(), shownFirst);
        QCOMPARE(list->currentIndex().row(), 0);
        QVERIFY2(window.statusBar()->currentMessage().startsWith(u"%1 game"_s.arg(OwnersGames)),
            qPrintable(window.statusBar()->currentMessage()));
    }

    void aShownWindowListsTheRestAfterItsFirstPaint()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        auto* list = window.findChild<QTableView*>(u"gameList"_s);
        window.show();
        QCOMPARE(list->model()->rowCount(), window.firstScreenGames());
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE(list->model()->rowCount(), OwnersGames);
        // Then every game is read and computed, as before.
        QSignalSpy computed(&window, &ui::MainWindow::gamesComputed);
        QTRY_COMPARE_WITH_TIMEOUT(computed.count(), 1, 20000);
    }

    void anArchiveOfFewGamesIsListedWholeAtOnce()
    {
        QTemporaryDir dir;
        auto small = storage::SqliteArchive::open(dir.filePath(u"small.postmark"_s)).value();
        QVERIFY(!small->setOwner({Owner, true, false}));
        ledger::GameFile game = testing::randomGame(7, {.cards = 10});
        game.white.name = Owner;
        QVERIFY(small->importGames({game}, QDate(2021, 6, 1)));
        ui::MainWindow window;
        QVERIFY(window.openArchive(*small, m_today));
        QCOMPARE(window.findChild<QTableView*>(u"gameList"_s)->model()->rowCount(), 1);
        QVERIFY(window.statusBar()->currentMessage().startsWith(u"1 game"_s));
    }
};

QTEST_MAIN(TestFirstScreen)
#include "tst_firstscreen.moc"
