// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 16, item 17: inputs of sizes no real file has — a file of hundreds of megabytes, a word of tens of
// megabytes, a move of ten — are refused by the program the user runs, quickly, with a short message
// naming the file, the game or the card and the limit, never read whole or echoed whole.
#include <QtTest>

#include "tests/storage/cliprocess.h"

using namespace Qt::StringLiterals;
using postmark::testing::Run;

class TestInputLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aGameFileLargerThanAnyIsRefusedUnread();
    void aTournamentFileLargerThanAnyIsRefusedUnread();
    void aHugePgnWordIsNamedShortly();
    void aHugeMoveOnACardIsNamedOnce();
    void aPgnTagTooLongForAFieldIsNotImported();
    void aPgnGameRepairedOnImportIsSaid();

private:
    Run cli(const QStringList& arguments)
    {
        return postmark::testing::runProgram(u"" POSTMARK_CLI ""_s, arguments);
    }
    QString write(const QString& name, const QByteArray& bytes);
    QString sparse(const QString& name, qint64 size);

    QTemporaryDir m_dir;
};

QString TestInputLimits::write(const QString& name, const QByteArray& bytes)
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(name));
    return file.fileName();
}

QString TestInputLimits::sparse(const QString& name, qint64 size)
{
    // A file of `size` bytes that costs the disk nothing: what the reader does with its size is the test.
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || !file.write("{\"format\": \"x\", ") || !file.resize(size))
        qFatal("cannot make %s", qPrintable(name));
    return file.fileName();
}

void TestInputLimits::aGameFileLargerThanAnyIsRefusedUnread()
{
    const QString path = sparse(u"huge.game.json"_s, qint64(2) << 30);
    for (const QString& command : {u"ledger"_s, u"check-claim"_s}) {
        const Run run = cli({command, path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"larger than 64 MB"_s), qPrintable(run.err));
        QVERIFY(run.err.size() < 300);
    }
    const Run import = cli({u"import"_s, u"--create"_s, u"--db"_s, m_dir.filePath(u"a.postmark"_s), path});
    QCOMPARE(import.exitCode, 2);
    QVERIFY2(import.err.contains(u"huge.game.json: the file: larger than 64 MB"_s), qPrintable(import.err));
}

void TestInputLimits::aTournamentFileLargerThanAnyIsRefusedUnread()
{
    const Run run = cli({u"crosstable"_s, sparse(u"huge.tournament.json"_s, qint64(2) << 30)});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(u"larger than 64 MB"_s), qPrintable(run.err));
}

void TestInputLimits::aHugePgnWordIsNamedShortly()
{
    const QString path = write(u"word.pgn"_s,
        "[Event \"A\"]\n\n1. " + QByteArray(50 * 1024 * 1024, 'x') + " *\n\n[Event \"B\"]\n\n1. e4 *\n");
    const Run validate = cli({u"validate-pgn"_s, path});
    QCOMPARE(validate.exitCode, 1);
    QVERIFY2(
        validate.out.contains(u"a word of 52428800 bytes is no move"_s), qPrintable(validate.out.left(500)));
    QVERIFY(validate.out.contains(u"2 games, 1 ply, 1 illegal"_s));
    QVERIFY(validate.out.size() < 400);
    const Run import = cli({u"import"_s, u"--create"_s, u"--db"_s, m_dir.filePath(u"b.postmark"_s), path});
    QCOMPARE(import.exitCode, 2);
    QVERIFY2(import.err.contains(u"game 1: half-move 1"_s), qPrintable(import.err.left(500)));
    QVERIFY(import.err.size() < 600); // the refusal and "nothing was imported", not the 50 MB word
}

void TestInputLimits::aHugeMoveOnACardIsNamedOnce()
{
    QFile example(u"" POSTMARK_TEST_DATA_DIR "/games/overstep-black.game.json"_s);
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject game = QJsonDocument::fromJson(example.readAll()).object();
    QJsonArray cards = game.value(u"cards"_s).toArray();
    QJsonObject first = cards[0].toObject();
    first.insert(u"move"_s, QString(10 * 1024 * 1024, u'e'));
    cards[0] = first;
    game.insert(u"cards"_s, cards);
    const Run run = cli({u"ledger"_s, write(u"move.game.json"_s, QJsonDocument(game).toJson())});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(u"move: is 10485760 characters long; at most 2000 are read"_s),
        qPrintable(run.err.left(500)));
    QVERIFY(run.err.size() < 300);

    // Within the limit, a wrong move is still repeated cut to 60 characters, and a control character in it
    // (an escape sequence that would clear the terminal) is shown as a mark.
    first.insert(u"move"_s, QString(u"\u001b[2J"_s + QString(1500, u'e')));
    cards[0] = first;
    game.insert(u"cards"_s, cards);
    const Run penalised = cli({u"ledger"_s, write(u"long-move.game.json"_s, QJsonDocument(game).toJson())});
    QCOMPARE(penalised.exitCode, 2);
    QVERIFY2(penalised.err.contains(u"“\uFFFD[2Jeeee"_s), qPrintable(penalised.err.left(2000)));
    QVERIFY(!penalised.err.contains(u"\u001b"_s));
    for (const QString& line : penalised.err.split(u'\n'))
        QVERIFY2(line.size() < 400, qPrintable(line.left(400)));
}

void TestInputLimits::aPgnTagTooLongForAFieldIsNotImported()
{
    // An Event tag of 3,000 characters read as a PGN tag (up to 1 MiB), but as the game's event name it
    // would make a game that its own export could not read back: the import refuses it by name.
    const QString path = write(
        u"event.pgn"_s, "[Event \"" + QByteArray(3000, 'E') + "\"]\n[Date \"2020.01.01\"]\n\n1. e4 e5 *\n");
    const Run import = cli({u"import"_s, u"--create"_s, u"--db"_s, m_dir.filePath(u"c.postmark"_s), path});
    QCOMPARE(import.exitCode, 2);
    QVERIFY2(import.err.contains(u"game 1: the Event tag is 3000 characters long; at most 2000 are read"_s),
        qPrintable(import.err));
}

void TestInputLimits::aPgnGameRepairedOnImportIsSaid()
{
    // A comment left open ends at the next game's tags (issue 16, item 5); import stored the game cut
    // short without a word, where validate-pgn warned.
    const QString path = write(u"open-comment.pgn"_s,
        "[Event \"A\"]\n[Date \"2020.01.01\"]\n\n1. e4 {an open comment e5 2. Nf3\n\n"
        "[Event \"B\"]\n[Date \"2020.01.01\"]\n\n1. d4 d5 *\n");
    const Run import = cli({u"import"_s, u"--create"_s, u"--db"_s, m_dir.filePath(u"d.postmark"_s), path});
    QCOMPARE(import.exitCode, 0);
    QVERIFY2(import.err.contains(u"open-comment.pgn: game 1: warning: a comment { was not closed"_s),
        qPrintable(import.err));
    QVERIFY(import.out.contains(u"#2 → game 2"_s));
}

QTEST_GUILESS_MAIN(TestInputLimits)
#include "tst_inputlimits.moc"
