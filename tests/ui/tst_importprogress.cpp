// SPDX-License-Identifier: GPL-3.0-or-later
// A long import through the real main window: a PGN of 13,163 real games shows its progress, and Cancel,
// pressed half-way through storing the games, leaves the archive exactly as it was.
#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "app/demo/demoarchive.h"
#include "core/storage/sqlitearchive.h"
#include "ui/mainwindow.h"

using namespace Qt::StringLiterals;
using namespace postmark;

class TestImportProgress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aLargeImportCancelledHalfWayAddsNothing()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto archive = storage::SqliteArchive::open(dir.filePath(u"archive.postmark"_s)).value();
        QVERIFY(demo::buildDemoArchive(*archive, QDate(2026, 12, 1)).hasValue());
        const auto before = archive->games().value();
        ui::MainWindow window;
        QVERIFY(window.openArchive(*archive, QDate(2026, 12, 1)));
        window.show();

        // The user watches the dialog and presses Cancel once half of the games are stored.
        int shownMaximum = 0;
        bool storing = false;
        QTimer watcher;
        watcher.setInterval(5);
        connect(&watcher, &QTimer::timeout, this, [&] {
            auto* progress = window.findChild<QProgressDialog*>(u"importProgress"_s);
            if (!progress || !progress->isVisible())
                return;
            storing = storing || progress->labelText().contains(u"Storing"_s);
            if (storing && progress->maximum() > 1000 && progress->value() >= progress->maximum() / 2) {
                shownMaximum = progress->maximum();
                // Enter, pressed by a user waiting at the keyboard, does not throw the import away; the
                // Cancel button does.
                QTest::keyClick(progress, Qt::Key_Return);
                QVERIFY(!progress->wasCanceled());
                QTest::mouseClick(progress->findChild<QPushButton*>(u"cancelWork"_s), Qt::LeftButton);
                watcher.stop();
            }
        });
        watcher.start();
        QVERIFY(!window.importGames({QStringLiteral(POSTMARK_SHARED_DIR "/data/pgn/pgnmentor-players.pgn")}));
        QCOMPARE(shownMaximum, 13163); // the dialog counted the games it stored
        QVERIFY2(window.statusBar()->currentMessage().contains(u"the archive is as it was"_s),
            qPrintable(window.statusBar()->currentMessage()));
        // Nothing of the import was kept: the same games, the same content.
        const auto after = archive->games().value();
        QCOMPARE(after.size(), before.size());
        for (qsizetype i = 0; i < before.size(); ++i)
            QCOMPARE(after[i].id, before[i].id);
    }
};

QTEST_MAIN(TestImportProgress)
#include "tst_importprogress.moc"
