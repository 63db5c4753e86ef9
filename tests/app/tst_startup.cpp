// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTemporaryDir>
#include <QTest>

#include "app/startup.h"

using namespace Qt::StringLiterals;
using namespace postmark;

class TestStartup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void withNoArchiveTheDemoIsOffered_data()
    {
        QTest::addColumn<bool>("acceptDemo");
        QTest::addColumn<bool>("hasGames");
        QTest::newRow("the demo accepted: a player's games and a judge's semifinal") << true << true;
        QTest::newRow("the demo declined: an empty archive") << false << false;
    }

    void withNoArchiveTheDemoIsOffered()
    {
        QFETCH(bool, acceptDemo);
        QFETCH(bool, hasGames);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"new/folder/archive.postmark"_s);
        int asked = 0;
        auto archive = app::openStartupArchive(path, QDate(2026, 11, 29), [&] {
            ++asked;
            return acceptDemo;
        });
        QVERIFY2(archive, qPrintable(archive ? QString() : archive.error().detail));
        QCOMPARE(asked, 1);
        QCOMPARE(!(*archive)->games()->isEmpty(), hasGames);
        QCOMPARE(!(*archive)->tournaments()->isEmpty(), hasGames);
    }

    void anExistingArchiveOpensAsItIs()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"archive.postmark"_s);
        QVERIFY(app::openStartupArchive(path, QDate(2026, 11, 29), [] { return false; }));
        bool asked = false;
        auto again = app::openStartupArchive(path, QDate(2026, 11, 29), [&] {
            asked = true;
            return true;
        });
        QVERIFY(again);
        QVERIFY(!asked);
        QVERIFY((*again)->games()->isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestStartup)
#include "tst_startup.moc"
