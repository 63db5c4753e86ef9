// SPDX-License-Identifier: GPL-3.0-or-later
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include "app/startup.h"
#include "tests/support/messagewords.h"

using postmark::testing::english;

using namespace Qt::StringLiterals;
using namespace postmark;

class TestStartup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void helpNeedsNoDisplayAndSpeaksTheUsersLanguage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("Ukrainian system")
            << QStringList{u"--help"_s} << u"uk_UA.UTF-8"_s
            << QStringList{u"Postmark: шахи поштою."_s, u"Показує цю довідку."_s, u"--db <ШЛЯХ>"_s};
        QTest::newRow("--lang en") << QStringList{u"--help"_s, u"--lang"_s, u"en"_s} << u"uk_UA.UTF-8"_s
                                   << QStringList{u"Postmark: chess by paper mail."_s, u"Shows this help."_s};
        QTest::newRow("version") << QStringList{u"-v"_s} << u"C.UTF-8"_s << QStringList{u"Postmark 0."_s};
    }
    void helpNeedsNoDisplayAndSpeaksTheUsersLanguage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, locale);
        QFETCH(QStringList, expected);
        // A terminal with no X server and no platform chosen: a GUI program would abort looking for one.
        QTemporaryDir home;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(u"DISPLAY"_s);
        environment.remove(u"WAYLAND_DISPLAY"_s);
        environment.remove(u"QT_QPA_PLATFORM"_s);
        environment.insert(u"HOME"_s, home.path());
        environment.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
        environment.insert(u"LANG"_s, locale);
        environment.insert(u"LC_ALL"_s, locale);
        QProcess postmark;
        postmark.setProcessEnvironment(environment);
        postmark.start(QStringLiteral(POSTMARK_GUI), arguments);
        QVERIFY(postmark.waitForFinished(30000));
        QCOMPARE(postmark.exitStatus(), QProcess::NormalExit);
        QCOMPARE(postmark.exitCode(), 0);
        const QString out = QString::fromUtf8(postmark.readAllStandardOutput());
        for (const QString& text : expected)
            QVERIFY2(out.contains(text), qPrintable(out));
    }

    void aMistypedOptionIsRefusedWithWhereToLook()
    {
        // As postmark-cli: status 2, the option named, and where to read about the others; no window.
        QTemporaryDir home;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        environment.insert(u"HOME"_s, home.path());
        environment.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
        environment.insert(u"LANG"_s, u"uk_UA.UTF-8"_s);
        environment.insert(u"LC_ALL"_s, u"uk_UA.UTF-8"_s);
        QProcess postmark;
        postmark.setProcessEnvironment(environment);
        postmark.start(
            QStringLiteral(POSTMARK_GUI), {u"--bogus"_s, u"--db"_s, home.filePath(u"a.postmark"_s)});
        QVERIFY(postmark.waitForFinished(30000));
        QCOMPARE(postmark.exitCode(), 2);
        const QString err = QString::fromUtf8(postmark.readAllStandardError());
        QVERIFY2(err.contains(u"bogus"_s) && err.contains(u"postmark --help"_s), qPrintable(err));
        QVERIFY(!QFile::exists(home.filePath(u"a.postmark"_s)));
    }

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
        QVERIFY2(archive, qPrintable(archive ? QString() : english(archive.error().detail)));
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

    void anEmptyFileIsRefusedUnchanged()
    {
        // The window turned an empty --db file into an archive without a word (issue 16, item 13).
        QTemporaryDir dir;
        const QString path = dir.filePath(u"empty.postmark"_s);
        QVERIFY(QFile(path).open(QIODevice::WriteOnly));
        bool asked = false;
        auto archive = app::openStartupArchive(path, QDate(2026, 11, 29), [&] {
            asked = true;
            return true;
        });
        QVERIFY(!archive);
        QCOMPARE(archive.error().code, ErrorCode::ArchiveNotAnArchive); // "an empty file, not an archive"
        QVERIFY(!asked);
        QCOMPARE(QFileInfo(path).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestStartup)
#include "tst_startup.moc"
