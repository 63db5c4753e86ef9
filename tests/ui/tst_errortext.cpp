// SPDX-License-Identifier: GPL-3.0-or-later
// What the window says when the archive refuses an action: a walk found «Архів запис листівки b5 не
// можна записати…» — the action put where the archive's name belongs — and SQLite's words breaking the
// status bar's line.
#include <QtTest>

#include "core/storage/sqlitearchive.h"
#include "ui/errortext.h"

using namespace postmark;
using namespace Qt::StringLiterals;

class TestErrorText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anArchiveRefusalNamesTheActionNotSaved_data();
    void anArchiveRefusalNamesTheActionNotSaved();
    void otherErrorsAreAsBefore();
    void aFileNotAnArchiveIsSaidSoOnce();
};

void TestErrorText::anArchiveRefusalNamesTheActionNotSaved_data()
{
    QTest::addColumn<ErrorCode>("code");
    QTest::addColumn<QString>("why");
    QTest::newRow("read only") << ErrorCode::ArchiveReadOnly << u"reading only"_s;
    QTest::newRow("damaged") << ErrorCode::ArchiveDamaged << u"damaged"_s;
    QTest::newRow("in use") << ErrorCode::ArchiveLocked << u"another program"_s;
    QTest::newRow("disk full") << ErrorCode::ArchiveDiskFull << u"disk is full"_s;
    QTest::newRow("failure") << ErrorCode::ArchiveFailure << u"could not be used"_s;
}

void TestErrorText::anArchiveRefusalNamesTheActionNotSaved()
{
    QFETCH(ErrorCode, code);
    QFETCH(QString, why);
    const Error error{code, say(MessageCode::Verbatim, u"*** in database main ***\nOn tree page 108"_s)};
    const QString text = ui::actionErrorText(error, u"the record of card b5"_s);
    QVERIFY2(text.startsWith(u"Not saved — the record of card b5: "_s), qPrintable(text));
    QVERIFY2(text.contains(why), qPrintable(text));
    QVERIFY2(!text.contains(u'\n'), qPrintable(text)); // one line in the status bar
    QVERIFY2(text.contains(u"On tree page 108"_s), qPrintable(text)); // the precise reason kept
}

void TestErrorText::otherErrorsAreAsBefore()
{
    const Error refused{ErrorCode::GameRefused, say(MessageCode::Verbatim, u"card b1, received"_s)};
    QCOMPARE(ui::actionErrorText(refused, u"12"_s), ui::errorText(refused, u"12"_s));
}

void TestErrorText::aFileNotAnArchiveIsSaidSoOnce()
{
    // A walk opened a text file and read «… не є архівом Postmark. (…: база даних повідомляє: file is not
    // a database)»: the path twice and SQLite's English, which said nothing more.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"notes.txt"_s);
    QFile notes(path);
    QVERIFY(notes.open(QIODevice::WriteOnly) && notes.write("a shopping list, not an archive\n") > 0);
    notes.close();
    const auto opened = storage::SqliteArchive::open(path);
    QVERIFY(!opened);
    QCOMPARE(opened.error().code, ErrorCode::ArchiveNotAnArchive);
    QCOMPARE(ui::errorText(opened.error(), path), path + u" is not a Postmark archive."_s);
}

QTEST_GUILESS_MAIN(TestErrorText)
#include "tst_errortext.moc"
