// SPDX-License-Identifier: GPL-3.0-or-later
// What the desk window's tests share (tests/ui/tst_desk*.cpp): an archive of three of Melnyk's games —
// example 1 before White's card w2 arrives, example 3, and example 2 against a third player — as of 10 March
// 2018, and the window on it shown as on a laptop's screen. Each test starts from the default settings.
#pragma once

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QPrintPreviewDialog>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextLayout>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtTest>

#include "app/demo/demoarchive.h"
#include "app/openarchives.h"
#include "core/documents/documents.h"
#include "core/ledger/gamefilereader.h"
#include "core/ledger/ledgerof.h"
#include "core/storage/sqlitearchive.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/gametabs.h"
#include "tests/support/randomgame.h"
#include "tests/support/tournamentfixture.h"
#include "tests/support/watchedarchive.h"
#include "ui/board/boardwidget.h"
#include "ui/desk/agendatable.h"
#include "ui/desk/cardledgertable.h"
#include "ui/desk/gamelistmodel.h"
#include "ui/desk/lifeeventdialog.h"
#include "ui/desk/logcarddialog.h"
#include "ui/desk/newgamedialog.h"
#include "ui/desk/partnersdialog.h"
#include "ui/desk/postingdialog.h"
#include "ui/desk/replydialog.h"
#include "ui/desk/settingsdialog.h"
#include "ui/desk/timechart.h"
#include "ui/game/gameview.h"
#include "ui/mainwindow.h"
#include "ui/text/ledgerreport.h"
#include "ui/tournament/crosstablemodel.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/optionaldateedit.h"
#include "ui/widgets/postmarkdatesedit.h"
#include "ui/widgets/registeredmailedit.h"

namespace postmark::testing {

class DeskFixture
{
protected:
    QTemporaryDir m_dir;
    std::unique_ptr<storage::SqliteArchive> m_archive;
    qint64 m_example1 = 0;
    const QDate m_today{2018, 3, 10}; // every example's cards are in the past

    /// The window on the archive, shown as on a laptop's screen.
    bool showOnALaptop(ui::MainWindow& window)
    {
        if (!window.openArchive(*m_archive, m_today))
            return false;
        window.resize(1366, 768);
        window.show();
        return QTest::qWaitForWindowExposed(&window);
    }

    /// The window on a laptop's screen showing game `id` with its tab `page` brought forward.
    bool showGameTab(ui::MainWindow& window, qint64 id, const QString& page)
    {
        return showOnALaptop(window) && window.showArchiveGame(id) && testing::openGameTab(window, page);
    }

    /// Worked example 1 added as a game imported from a PGN of moves alone (no card dated): its id.
    qint64 addExample1WithoutDates()
    {
        return m_archive
            ->addGame(
                testing::withoutDates(testing::exampleGameFile(QStringLiteral("example1_dates.game.json"))),
                m_today)
            .value();
    }

    /// The archive anew and the settings at their defaults: a test's init().
    void setUpDesk()
    {
        using namespace Qt::StringLiterals;
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear(); // each test starts from the defaults
        QFile::remove(m_dir.filePath(u"desk.postmark"_s));
        m_archive = storage::SqliteArchive::open(m_dir.filePath(u"desk.postmark"_s)).value();
        // Melnyk's desk: example 1 before White's card w2 arrives, example 3, and a game against a third
        // player.
        ledger::GameFile first = testing::exampleGameFile(u"example1_dates.game.json"_s);
        first.cards.removeLast();
        first.asOf = m_today;
        m_example1 = m_archive->addGame(first, m_today).value();
        QVERIFY(m_archive->addGame(testing::exampleGameFile(u"example3_leave.game.json"_s), m_today));
        ledger::GameFile third = testing::exampleGameFile(u"example2_variant_penalty.game.json"_s);
        third.white.name = u"Третій П."_s;
        QVERIFY(m_archive->addGame(third, m_today));
    }
};

} // namespace postmark::testing
