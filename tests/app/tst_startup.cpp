// SPDX-License-Identifier: GPL-3.0-or-later
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include "app/startup.h"
#include "tests/storage/archivesupport.h"
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
            << QStringList{u"Postmark: шахи поштою."_s, u"Показує цю довідку."_s, u"--db <ШЛЯХ|URI>"_s};
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

    void onlyAnOwnedCurrentArchiveIsListedBeforeTheWindowShows()
    {
        // The window lists such an archive before it is first shown; anything else is opened over the
        // window once shown: a question to ask, an error to tell, or a migration that may take seconds.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"desk.postmark"_s);
        QVERIFY(!app::openOwnedArchive(path)); // none there: the demo is offered over the window
        QVERIFY(!QFileInfo::exists(path));
        {
            auto made = storage::SqliteArchive::open(path).value();
            QVERIFY(!app::openOwnedArchive(path)); // nobody's yet: "whose archive is this?" comes first
            QVERIFY(!made->setOwner({u"Ковальчук О. П."_s, true, false}));
        }
        const auto owned = app::openOwnedArchive(path);
        QVERIFY(owned);
        QCOMPARE(owned->owner().value()->name, u"Ковальчук О. П."_s);

        const QString old = dir.filePath(u"old.postmark"_s);
        QFile fixture(QStringLiteral(POSTMARK_TEST_DATA_DIR "/schema/v11.sql"));
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        execSqlFile(old, QString::fromUtf8(fixture.readAll()));
        const QByteArray before = [&] {
            QFile file(old);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        }();
        QVERIFY(!app::openOwnedArchive(old)); // to be migrated: not before the window shows
        QFile file(old);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);

        const QString other = dir.filePath(u"notes.txt"_s);
        QFile notes(other);
        QVERIFY(notes.open(QIODevice::WriteOnly) && notes.write("not an archive\n") > 0);
        notes.close();
        QVERIFY(!app::openOwnedArchive(other));
        QCOMPARE(QFileInfo(other).size(), 15);
    }

    void theRealProgramListsTheDemoDeskThenComputesEveryGame()
    {
        // The real program on the demo archive, as the start-up benchmark times it: painted, the games
        // listed and painted, then every game read and computed; nothing else on its output.
        QTemporaryDir home;
        const QString path = home.filePath(u"demo.postmark"_s);
        QVERIFY(app::openStartupArchive(path, QDate::currentDate(), [] { return true; }));
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        environment.insert(u"HOME"_s, home.path());
        environment.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
        environment.insert(u"POSTMARK_STARTUP_PROBE"_s, u"1"_s);
        QProcess postmark;
        postmark.setProcessEnvironment(environment);
        postmark.start(QStringLiteral(POSTMARK_GUI), {u"--db"_s, path});
        QVERIFY(postmark.waitForFinished(60000));
        QCOMPARE(postmark.exitCode(), 0);
        QCOMPARE(postmark.readAllStandardOutput(), QByteArray("painted\nlisted\ncomputed\n"));
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
