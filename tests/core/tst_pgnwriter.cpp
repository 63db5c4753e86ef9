// SPDX-License-Identifier: GPL-3.0-or-later
#include <QBuffer>
#include <QRegularExpression>
#include <QtTest>

#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "tests/core/pgnsupport.h"
#include "tests/core/realpgn.h"

using namespace postmark;
using namespace postmark::chess;
using namespace postmark::pgn;
using namespace Qt::StringLiterals;

class TestPgnWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sevenTagRosterFirstThenAsciiOrder();
    void postalModeAndSendDates();
    void blackMoveNumberAfterCommentAndVariation();
    void setUpPositionWritesFen();
    void tagValuesAreEscaped();
    void linesStayUnder80Characters();
    void rewriteReadsBackIdentically();
};

namespace {

PgnGame readOne(const char* text)
{
    const QList<PgnGame> games = readAllGames(QByteArray(text));
    if (games.size() != 1)
        qFatal("expected one game");
    return games.first();
}

bool sameLine(const PgnLine& a, const PgnLine& b)
{
    if (a.leadingComment != b.leadingComment || a.moves.size() != b.moves.size())
        return false;
    for (std::size_t index = 0; index < a.moves.size(); ++index) {
        const PgnMove& x = a.moves[index];
        const PgnMove& y = b.moves[index];
        if (x.move != y.move || x.nags != y.nags || x.comment != y.comment || x.sendDate != y.sendDate
            || x.variations.size() != y.variations.size())
            return false;
        for (std::size_t v = 0; v < x.variations.size(); ++v) {
            if (!sameLine(x.variations[v], y.variations[v]))
                return false;
        }
    }
    return true;
}

} // namespace

void TestPgnWriter::sevenTagRosterFirstThenAsciiOrder()
{
    const PgnGame game =
        readOne("[White \"W\"]\n[Opening \"Sicilian\"]\n[ECO \"B20\"]\n[Event \"E\"]\n\n1. e4 c5 *\n");
    const QStringList lines = writePgn(game).split(u'\n');
    const QStringList expected = {
        u"[Event \"E\"]"_s,
        u"[Site \"?\"]"_s,
        u"[Date \"????.??.??\"]"_s,
        u"[Round \"?\"]"_s,
        u"[White \"W\"]"_s,
        u"[Black \"?\"]"_s,
        u"[Result \"*\"]"_s,
        u"[ECO \"B20\"]"_s,
        u"[Opening \"Sicilian\"]"_s,
        u""_s,
        u"1. e4 c5 *"_s,
    };
    QCOMPARE(lines.mid(0, expected.size()), expected);
}

void TestPgnWriter::postalModeAndSendDates()
{
    PgnGame game = readOne("[Event \"Cup\"]\n\n1. e4 c5 *\n");
    game.mainLine.moves[0].sendDate = QDate(2017, 3, 2);
    game.mainLine.moves[1].sendDate = QDate(2017, 3, 11);
    const QString text = writePgn(game, PgnWriteOptions{Notation::San, true});
    QVERIFY(text.contains(u"[Mode \"PM\"]\n"_s));
    QVERIFY2(
        text.contains(u"1. e4 {[%ccsnt 2017.03.02]} 1... c5 {[%ccsnt 2017.03.11]} *"_s), qPrintable(text));
}

void TestPgnWriter::blackMoveNumberAfterCommentAndVariation()
{
    const PgnGame game = readOne("1. e4 {best} e5 2. Nf3 (2. f4) Nc6 3. Bb5 a6 *\n");
    QCOMPARE(writeMovetext(game), u"1. e4 {best} 1... e5 2. Nf3 (2. f4) 2... Nc6 3. Bb5 a6 *"_s);
}

void TestPgnWriter::setUpPositionWritesFen()
{
    const PgnGame game = readOne("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n\n30... Kd7 31. e4 *\n");
    const QString text = writePgn(game);
    QVERIFY(text.contains(u"[SetUp \"1\"]\n"_s));
    QVERIFY(text.contains(u"[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n"_s));
    QVERIFY(text.contains(u"30... Kd7 31. e4 *"_s));
}

void TestPgnWriter::tagValuesAreEscaped()
{
    PgnGame game;
    game.setTag(u"Event"_s, u"The \"Immortal\" game \\ London"_s);
    const QString text = writePgn(game);
    QVERIFY2(text.contains(u"[Event \"The \\\"Immortal\\\" game \\\\ London\"]"_s), qPrintable(text));
    const QList<PgnGame> back = readAllGames(text.toUtf8());
    QCOMPARE(back.first().tag(u"Event"_s), u"The \"Immortal\" game \\ London"_s);
    QVERIFY(back.first().warnings.isEmpty());
}

void TestPgnWriter::linesStayUnder80Characters()
{
    QFile file(sharedPgn("debian-pychess-learn-all.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    PgnReader reader(file);
    PgnGame game;
    int games = 0;
    while (reader.readNext(game) && games < 300) {
        ++games;
        const QStringList lines = writeMovetext(game).split(u'\n');
        for (const QString& line : lines) {
            // A single word longer than a line (a URL in a comment) cannot be wrapped, nor can a comment
            // command ([%cal …]), which stays whole; nothing else may be long.
            if (line.size() >= 80) {
                static const QRegularExpression Command(u"\\[%[^\\]]*\\]"_s);
                QString unbreakable = line;
                unbreakable.replace(Command, u"[command]"_s);
                QVERIFY2(
                    !unbreakable.contains(u' '), qPrintable(u"game %1: %2"_s.arg(game.number).arg(line)));
            }
        }
    }
    QCOMPARE(games, 300);
}

void TestPgnWriter::rewriteReadsBackIdentically()
{
    // Every legal game of the lesson collection (comments, variations, NAGs, set-up positions) written and
    // read again gives the same tags, moves, comments, NAGs, variations and result.
    QFile file(sharedPgn("debian-pychess-learn-all.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    PgnReader reader(file);
    PgnGame game;
    int compared = 0;
    while (reader.readNext(game)) {
        if (game.illegal)
            continue;
        const QList<PgnGame> back = readAllGames(writePgn(game).toUtf8());
        QCOMPARE(back.size(), 1);
        const PgnGame& again = back.first();
        QVERIFY2(!again.illegal, qPrintable(u"game %1"_s.arg(game.number)));
        QVERIFY2(sameLine(game.mainLine, again.mainLine), qPrintable(u"game %1"_s.arg(game.number)));
        QCOMPARE(again.result, game.result);
        QVERIFY(again.start == game.start);
        for (const PgnTag& tag : game.tags) {
            if (tag.name != u"SetUp" && tag.name != u"FEN")
                QCOMPARE(again.tag(tag.name), tag.value);
        }
        ++compared;
    }
    QCOMPARE(compared, 1319 - 4);
}

QTEST_GUILESS_MAIN(TestPgnWriter)
#include "tst_pgnwriter.moc"
