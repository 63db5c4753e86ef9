// SPDX-License-Identifier: GPL-3.0-or-later
// postmark-cli import, backup and check on a terminal show how far they have come, on one line rewritten in
// place; piped or redirected, their output is what it always was, line for line. The terminal is a real
// pseudo-terminal (util-linux's script), the PGN real games.
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestCliProgress : public QObject
{
    Q_OBJECT

    const QString m_pgn = QStringLiteral(POSTMARK_SHARED_DIR "/data/pgn/debian-networkx-wcc.pgn");

private Q_SLOTS:
    void onATerminalTheImportShowsItsProgress()
    {
        const QString script = QStandardPaths::findExecutable(u"script"_s);
        QVERIFY2(!script.isEmpty(), "script (bsdutils) is part of every Debian system");
        QTemporaryDir dir;
        const QString command = u"%1 import --lang en --create --db %2 %3"_s.arg(
            QStringLiteral(POSTMARK_CLI), dir.filePath(u"a.postmark"_s), m_pgn);
        QProcess terminal;
        terminal.start(script, {u"-qec"_s, command, u"/dev/null"_s});
        QVERIFY(terminal.waitForFinished(120000));
        QCOMPARE(terminal.exitCode(), 0);
        const QByteArray seen = terminal.readAllStandardOutput();
        QVERIFY2(seen.contains("\rstoring the games: "), seen.left(300).constData());
        QVERIFY(seen.contains("\rreading debian-networkx-wcc.pgn: "));
        QVERIFY(seen.contains("→ game 685"));
    }

    void onATerminalBackupAndCheckShowTheirProgress()
    {
        QTemporaryDir dir;
        const QString archive = dir.filePath(u"a.postmark"_s);
        QProcess import;
        import.start(QStringLiteral(POSTMARK_CLI), {u"import"_s, u"--create"_s, u"--db"_s, archive, m_pgn});
        QVERIFY(import.waitForFinished(120000));
        QCOMPARE(import.exitCode(), 0);
        const auto onATerminal = [](const QString& command) -> QByteArray {
            QProcess terminal;
            terminal.start(QStandardPaths::findExecutable(u"script"_s), {u"-qec"_s, command, u"/dev/null"_s});
            if (!terminal.waitForFinished(120000) || terminal.exitCode() != 0)
                return QByteArray("failed: ") + terminal.readAllStandardOutput();
            return terminal.readAllStandardOutput();
        };
        const QByteArray backup = onATerminal(u"%1 backup --lang en --db %2 -o %3"_s.arg(
            QStringLiteral(POSTMARK_CLI), archive, dir.filePath(u"copy.postmark"_s)));
        QVERIFY2(backup.contains("\rwriting the copy: "), backup.left(300).constData());
        QVERIFY2(backup.contains("100 %"), backup.constData());
        QVERIFY(backup.contains("backup written to "));
        const QByteArray check = onATerminal(u"%1 check --lang en --db %2"_s.arg(
            QStringLiteral(POSTMARK_CLI), dir.filePath(u"copy.postmark"_s)));
        QVERIFY2(check.contains("\rchecking: "), check.left(300).constData());
        QVERIFY2(check.contains("schema 22, 685 games, 0 problems"), check.constData());
    }

    void pipedTheOutputIsLineForLine()
    {
        QTemporaryDir dir;
        QProcess piped;
        piped.start(QStringLiteral(POSTMARK_CLI),
            {u"import"_s, u"--create"_s, u"--db"_s, dir.filePath(u"a.postmark"_s), m_pgn});
        QVERIFY(piped.waitForFinished(120000));
        QCOMPARE(piped.exitCode(), 0);
        QVERIFY(!piped.readAllStandardError().contains('\r'));
        const QByteArray out = piped.readAllStandardOutput();
        QVERIFY(!out.contains('\r'));
        QCOMPARE(out.count('\n'), 685);
    }
};

QTEST_MAIN(TestCliProgress)
#include "tst_cliprogress.moc"
