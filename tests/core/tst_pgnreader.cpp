// SPDX-License-Identifier: GPL-3.0-or-later
#include <QBuffer>
#include <QtTest>

#include "core/chess/notation.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "core/support/inputlimits.h"
#include "tests/core/pgnsupport.h"

using namespace postmark;
using namespace postmark::chess;
using namespace postmark::pgn;
using namespace Qt::StringLiterals;

class TestPgnReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void commentsVariationsNags();
    void aNagPastTheStandardsRangeIsDroppedWithAWarning();
    void tagsThatEndTheFileHaveTheirFenChecked();
    void aCommentLeftOpenEndsAtTheNextGamesTags();
    void aCommentLeftOpenToTheFilesEndIsSaid_data();
    void aCommentLeftOpenToTheFilesEndIsSaid();
    void latin1Fallback();
    void fenStartWithBlackToMove();
    void brokenTagQuotingWarns();
    void cyrillicInWindows1251IsReadAsCyrillic();
    void aTagLineWithoutItsValueIsReadWithAWarning();
    void illegalMoveRefusesOnlyItsGame();
    void missingResultEndsGameAtNextTags();
    void starAfterMateBecomesTheMateResult();
    void sendDatesAreRead();
    void byteOrderMarkAndCrlf();
    void readsAcrossBufferRefills();
    void variationsNestedPastTheLimitRefuseOnlyTheirGame();
    void emptyInputHasNoGames();
    void aHugeWordIsRefusedNamedShortly();
    void aHugeCommentOrTagIsCutWithAWarning();
    void aRefusedSetUpIsCalledTheFen();
};

namespace {

QStringList sanOf(const PgnLine& line, Position position)
{
    QStringList moves;
    for (const PgnMove& move : line.moves) {
        moves.append(writeMove(position, move.move, Notation::San));
        position.play(move.move);
    }
    return moves;
}

bool hasWarning(const PgnGame& game, WarningCode code)
{
    for (const Warning& warning : game.warnings) {
        if (warning.code == code)
            return true;
    }
    return false;
}

} // namespace

void TestPgnReader::commentsVariationsNags()
{
    const QList<PgnGame> games = readFixture("comments-variations-nags.pgn");
    QCOMPARE(games.size(), 1);
    const PgnGame& game = games.first();
    QVERIFY(!game.illegal);
    QCOMPARE(game.tag(u"White"_s), u"Petrenko"_s);
    QCOMPARE(game.result, u"1-0"_s);
    QCOMPARE(sanOf(game.mainLine, game.start),
        QStringList({u"e4"_s, u"e5"_s, u"Nf3"_s, u"Nc6"_s, u"Bb5"_s, u"a6"_s, u"Ba4"_s}));
    QCOMPARE(game.mainLine.leadingComment, u"Opening comment"_s);
    QCOMPARE(game.mainLine.moves[0].nags, QList<int>{1});
    QCOMPARE(game.mainLine.moves[1].comment, u"main line comment"_s);
    QCOMPARE(game.mainLine.moves[3].comment, u"to end of line"_s);
    QCOMPARE(game.mainLine.moves[4].nags, QList<int>{5}); // 3. Bb5!?
    QCOMPARE(game.mainLine.moves[5].nags, QList<int>{6});

    // 2. Nf3 (2. f4 exf4 (2... d5 3. exd5) 3. Nf3): a variation with a nested one.
    const PgnMove& nf3 = game.mainLine.moves[2];
    QCOMPARE(nf3.variations.size(), std::size_t(1));
    const Position beforeNf3 =
        game.start.after(game.mainLine.moves[0].move).after(game.mainLine.moves[1].move);
    const PgnLine& kingsGambit = nf3.variations[0];
    QCOMPARE(sanOf(kingsGambit, beforeNf3), QStringList({u"f4"_s, u"exf4"_s, u"Nf3"_s}));
    QCOMPARE(kingsGambit.moves[1].variations.size(), std::size_t(1));
    QCOMPARE(sanOf(kingsGambit.moves[1].variations[0], beforeNf3.after(kingsGambit.moves[0].move)),
        QStringList({u"d5"_s, u"exd5"_s}));
}

void TestPgnReader::latin1Fallback()
{
    const QList<PgnGame> games = readFixture("latin1.pgn");
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0].tag(u"White"_s), u"Müller"_s);
    QCOMPARE(games[0].tag(u"Black"_s), u"Schäfer"_s);
    QCOMPARE(games[0].mainLine.moves[1].comment, u"glück"_s);
    QVERIFY(hasWarning(games[0], WarningCode::PgnNotUtf8));
}

void TestPgnReader::fenStartWithBlackToMove()
{
    const QList<PgnGame> games = readFixture("fen-black-to-move.pgn");
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0].start.sideToMove(), Color::Black);
    QCOMPARE(games[0].start.fullmoveNumber(), 30);
    QCOMPARE(sanOf(games[0].mainLine, games[0].start), QStringList({u"Kd7"_s, u"e4"_s, u"Ke6"_s}));
}

void TestPgnReader::brokenTagQuotingWarns()
{
    const QList<PgnGame> games = readFixture("broken-tag-quoting.pgn");
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0].tag(u"Event"_s), u"The \"Immortal\" game"_s);
    QCOMPARE(games[0].tag(u"Site"_s), u"London"_s);
    QVERIFY(hasWarning(games[0], WarningCode::PgnBrokenTagQuoting));
    QCOMPARE(games[0].plyCount(), 2);
}

void TestPgnReader::cyrillicInWindows1251IsReadAsCyrillic()
{
    // An older Ukrainian file in Windows-1251 (a new user's walk found «Êîâàëü÷óê» stored as the name);
    // beside it, a UTF-8 file with one stray byte keeps its Cyrillic; a Western Latin-1 name stays Latin-1.
    const QByteArray text = "[Event \"\xd7\xe5\xec\xef\xb3\xee\xed\xe0\xf2 \xee\xe1\xeb\xe0\xf1\xf2\xb3\"]\n"
                            "[White \"\xca\xee\xe2\xe0\xeb\xfc\xf7\xf3\xea, \xce\xeb\xe5\xe3\"]\n"
                            "[Black \"\xcb\xb3\xf1\xee\xe2\xe8\xe9, \xb2\xe2\xe0\xed\"]\n[Result \"*\"]\n\n"
                            "1. e4 {\xb2\xf1\xef\xe0\xed\xf1\xfc\xea\xe0 \xef\xe0\xf0\xf2\xb3\xff} *\n\n"
                            "[Event \"UTF-8\"]\n[White \"\xd0\x91\xd0\xbe\xd0\xb9\xd0\xba\xd0\xbe\xff\"]\n"
                            "[Black \"M\xfcller\"]\n[Result \"*\"]\n\n1. d4 *\n";
    const QList<PgnGame> games = readAllGames(text);
    QCOMPARE(games.size(), 2);
    PgnGame game = games[0];
    QCOMPARE(game.tag(u"Event"_s), u"Чемпіонат області"_s);
    QCOMPARE(game.tag(u"White"_s), u"Ковальчук, Олег"_s);
    QCOMPARE(game.tag(u"Black"_s), u"Лісовий, Іван"_s); // Лі is a valid UTF-8 pair: still Windows-1251
    QCOMPARE(game.mainLine.moves[0].comment, u"Іспанська партія"_s);
    QVERIFY(hasWarning(game, WarningCode::PgnReadAsWindows1251));
    QVERIFY(!hasWarning(game, WarningCode::PgnNotUtf8));
    game = games[1];
    QCOMPARE(game.tag(u"White"_s), u"Бойко\uFFFD"_s);
    QCOMPARE(game.tag(u"Black"_s), u"Müller"_s);
    QVERIFY(hasWarning(game, WarningCode::PgnUtf8Repaired));
    QVERIFY(hasWarning(game, WarningCode::PgnNotUtf8));
    QVERIFY(!hasWarning(game, WarningCode::PgnReadAsWindows1251));
}

void TestPgnReader::aTagLineWithoutItsValueIsReadWithAWarning()
{
    // Lines real files have: a tag without a value, a bracket before the quote. Each is read as well as it
    // can be, with a warning, and the game after them is read.
    const QList<PgnGame> games = readAllGames("[Event]\n[Site] \"x\n[White \"A\"]\n\n1. e4 *\n");
    QCOMPARE(games.size(), 1);
    const PgnGame& game = games[0];
    QVERIFY(!game.illegal);
    QCOMPARE(game.plyCount(), 1);
    QCOMPARE(game.tag(u"Event"_s), QString());
    QCOMPARE(game.tag(u"Site"_s), u"x"_s); // the name ends at the bracket, as [Event]'s does
    QCOMPARE(game.tag(u"White"_s), u"A"_s);
    QVERIFY(hasWarning(game, WarningCode::PgnBrokenTagQuoting));
    // Written back, each is a tag line again (a walk found "[Event] \"\"]" in a converted file).
    const QString written = writePgn(game);
    QVERIFY2(
        written.contains(u"[Event \"\"]\n"_s) && written.contains(u"[Site \"x\"]\n"_s), qPrintable(written));
}

void TestPgnReader::illegalMoveRefusesOnlyItsGame()
{
    const QList<PgnGame> games = readFixture("three-games-middle-illegal.pgn");
    QCOMPARE(games.size(), 3);
    QVERIFY(!games[0].illegal);
    QVERIFY(games[1].illegal);
    QCOMPARE(games[1].number, 2);
    QCOMPARE(games[1].illegal->ply, 3);
    QCOMPARE(games[1].illegal->move, u"Ke3"_s);
    QCOMPARE(games[1].illegal->error.code, ErrorCode::IllegalMove);
    QCOMPARE(games[1].plyCount(), 2); // the moves before the illegal one are kept
    QVERIFY(!games[2].illegal);
    QCOMPARE(games[2].tag(u"Event"_s), u"Third"_s);
    QCOMPARE(games[2].plyCount(), 4);
    QVERIFY(games[2].finalPosition().isCheckmate());
}

void TestPgnReader::missingResultEndsGameAtNextTags()
{
    const QList<PgnGame> games = readFixture("missing-result-then-next-game.pgn");
    QCOMPARE(games.size(), 2);
    QCOMPARE(games[0].plyCount(), 3);
    QVERIFY(hasWarning(games[0], WarningCode::PgnMissingResult));
    QCOMPARE(games[0].result, u"1-0"_s);
    QCOMPARE(games[1].tag(u"Event"_s), u"Next"_s);
    QCOMPARE(games[1].plyCount(), 1);
}

void TestPgnReader::starAfterMateBecomesTheMateResult()
{
    const QList<PgnGame> games = readFixture("mate-with-star.pgn");
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0].result, u"0-1"_s);
    QCOMPARE(games[0].tag(u"Result"_s), u"0-1"_s);
    QVERIFY(hasWarning(games[0], WarningCode::PgnResultAfterMate));
}

void TestPgnReader::sendDatesAreRead()
{
    const QList<PgnGame> games = readFixture("postal-send-dates.pgn");
    QCOMPARE(games.size(), 1);
    const PgnGame& game = games[0];
    QCOMPARE(game.mainLine.moves[0].sendDate, std::optional(QDate(2017, 3, 2)));
    QCOMPARE(game.mainLine.moves[0].comment, QString());
    QCOMPARE(game.mainLine.moves[1].sendDate, std::optional(QDate(2017, 3, 11)));
    // Commands Postmark does not know stay untouched.
    QCOMPARE(game.mainLine.moves[1].comment, u"good reply [%cal Gg1f3]"_s);
}

void TestPgnReader::byteOrderMarkAndCrlf()
{
    const QList<PgnGame> games = readFixture("bom-and-crlf.pgn");
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0].tag(u"Event"_s), u"BOM"_s);
    QCOMPARE(games[0].plyCount(), 7);
    QVERIFY(games[0].warnings.isEmpty());
}

void TestPgnReader::readsAcrossBufferRefills()
{
    // Many games, so that tokens straddle the reader's 1 MiB chunks; one tag line (with escaped quotes)
    // is placed across the first chunk's end, so that a tag read in place and one copied read alike.
    QByteArray text;
    const QByteArray game =
        "[Annotator \"A \\\"quoted\\\" name\"]\n[Event \"Repeat\"]\n[Opening \"Wayward\"]\n"
        "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n";
    constexpr qsizetype Chunk = 1 << 20;
    int expected = 0;
    for (; text.size() + game.size() < Chunk; ++expected)
        text += game;
    text += QByteArray(Chunk - 9 - text.size(), '\n'); // the next tag line starts 9 bytes before the end
    for (; text.size() < 3 * Chunk; ++expected)
        text += game;
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    PgnReader reader(buffer);
    PgnGame read;
    int count = 0;
    while (reader.readNext(read)) {
        QVERIFY2(!read.illegal, qPrintable(u"game %1"_s.arg(read.number)));
        QCOMPARE(read.plyCount(), 7);
        QCOMPARE(read.tag(u"Annotator"_s), u"A \"quoted\" name"_s);
        QCOMPARE(read.tag(u"Event"_s), u"Repeat"_s);
        QCOMPARE(read.tag(u"Opening"_s), u"Wayward"_s);
        QVERIFY(read.warnings.isEmpty());
        ++count;
    }
    QCOMPARE(count, expected);
}

void TestPgnReader::aNagPastTheStandardsRangeIsDroppedWithAWarning()
{
    // $99999999999 overflowed a signed int (undefined) and was written back as $1215752191.
    QByteArray text = "[Event \"NAG\"]\n[Result \"*\"]\n\n1. e4 $99999999999 e5 $3 $256 *\n";
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    PgnReader reader(buffer);
    PgnGame game;
    QVERIFY(reader.readNext(game));
    QVERIFY(!game.illegal);
    QCOMPARE(game.mainLine.moves[0].nags, QList<int>{});
    QCOMPARE(game.mainLine.moves[1].nags, QList<int>{3});
    int dropped = 0;
    for (const Warning& warning : game.warnings)
        dropped += warning.code == WarningCode::PgnNagOutOfRange;
    QCOMPARE(dropped, 2);
}

void TestPgnReader::tagsThatEndTheFileHaveTheirFenChecked()
{
    // A game whose tags end the file never had its FEN read: a broken one passed, a good one was dropped.
    QByteArray broken = "[Event \"Set-up\"]\n[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n";
    QBuffer brokenBuffer(&broken);
    brokenBuffer.open(QIODevice::ReadOnly);
    PgnReader brokenReader(brokenBuffer);
    PgnGame game;
    QVERIFY(brokenReader.readNext(game));
    QVERIFY2(game.illegal, "the broken FEN must refuse the game");
    QCOMPARE(game.illegal->ply, 0);

    QByteArray good = "[Event \"Set-up\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 1\"]\n";
    QBuffer goodBuffer(&good);
    goodBuffer.open(QIODevice::ReadOnly);
    PgnReader goodReader(goodBuffer);
    QVERIFY(goodReader.readNext(game));
    QVERIFY(!game.illegal);
    QCOMPARE(game.start.sideToMove(), chess::Color::Black);
    QVERIFY(game.start.pieceAt(chess::makeSquare(7, 0)).has_value()); // the rook on h1
}

void TestPgnReader::aCommentLeftOpenEndsAtTheNextGamesTags()
{
    // An unterminated { in game 1 swallowed the next five games: validate-pgn saw one, import stored one.
    QByteArray text = "[Event \"1\"]\n[Result \"*\"]\n\n1. e4 { never closed e5 *\n\n";
    for (int n = 2; n <= 6; ++n)
        text += "[Event \"" + QByteArray::number(n)
            + "\"]\n[Result \"1-0\"]\n\n1. e4 e5 {a [bracket] in a comment\n"
              "that goes on} 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n";
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    PgnReader reader(buffer);
    PgnGame game;
    QList<int> plies;
    int warned = 0;
    while (reader.readNext(game)) {
        QVERIFY2(!game.illegal, qPrintable(u"game %1"_s.arg(game.number)));
        plies.append(game.plyCount());
        for (const Warning& warning : game.warnings)
            warned += warning.code == WarningCode::PgnCommentNotClosed;
    }
    QCOMPARE(plies, (QList<int>{1, 7, 7, 7, 7, 7}));
    QCOMPARE(warned, 1);
}

void TestPgnReader::aCommentLeftOpenToTheFilesEndIsSaid_data()
{
    QTest::addColumn<QByteArray>("movetext");
    QTest::addColumn<int>("plies");
    QTest::addColumn<bool>("warned");
    QTest::newRow("left open") << QByteArray("1. e4 e5 2. Nf3 { the plan: 2... Nc6 3. Bb5 *\n") << 3 << true;
    QTest::newRow("left open, no line break") << QByteArray("1. e4 { a6") << 1 << true;
    // A comment longer than the reader's chunk of the file, still open at its end.
    QTest::newRow("left open, long") << QByteArray("1. d4 {" + QByteArray(300000, 'x') + "\n") << 1 << true;
    QTest::newRow("closed at the end") << QByteArray("1. e4 e5 {fine}") << 2 << false;
    QTest::newRow("closed, then the result") << QByteArray("1. e4 {fine} *\n") << 1 << false;
}

void TestPgnReader::aCommentLeftOpenToTheFilesEndIsSaid()
{
    // helper-23: a { left open in the file's last game took its moves silently (at the next game's tags
    // it was said).
    QFETCH(QByteArray, movetext);
    QFETCH(int, plies);
    QFETCH(bool, warned);
    QByteArray text =
        "[Event \"1\"]\n[Result \"*\"]\n\n1. c4 *\n\n[Event \"2\"]\n[Result \"*\"]\n\n" + movetext;
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    PgnReader reader(buffer);
    PgnGame game;
    QVERIFY(reader.readNext(game));
    QVERIFY(game.warnings.isEmpty());
    QVERIFY(reader.readNext(game));
    QCOMPARE(game.plyCount(), plies);
    const auto leftOpen =
        std::count_if(game.warnings.cbegin(), game.warnings.cend(), [](const Warning& warning) {
            return warning.code == WarningCode::PgnCommentNotClosed
                && warning.detail.code == MessageCode::PgnCommentNotClosedAtEnd;
        });
    QCOMPARE(leftOpen, warned ? 1 : 0);
    QVERIFY(!reader.readNext(game));
}

namespace {

/// 1. e4 e5, with `depth` variations on e5 each inside the one before: (1... c5 (1... c5 (…))).
QByteArray nestedVariations(int depth)
{
    QByteArray text = "[Event \"deep\"]\n[Result \"*\"]\n\n1. e4 e5 ";
    for (int level = 0; level < depth; ++level)
        text += "(1... c5 ";
    text += QByteArray(depth, ')') + " *\n\n[Event \"after\"]\n[Result \"*\"]\n\n1. d4 *\n";
    return text;
}

} // namespace

void TestPgnReader::variationsNestedPastTheLimitRefuseOnlyTheirGame()
{
    // 20,000 levels overflowed the stack in the writer, 300,000 in the game's destructor: past the stated
    // limit the game is refused by name and the file reads on; up to it, the game reads and writes whole.
    for (const int depth : {20000, 300000}) {
        const QList<PgnGame> games = readAllGames(nestedVariations(depth));
        QCOMPARE(games.size(), 2);
        QVERIFY(games[0].illegal);
        QCOMPARE(games[0].illegal->error.code, ErrorCode::PgnSyntax);
        QCOMPARE(games[0].illegal->error.detail.code, MessageCode::PgnVariationTooDeep);
        QVERIFY(!games[1].illegal);
        QCOMPARE(games[1].plyCount(), 1);
    }
    const QList<PgnGame> deepest = readAllGames(nestedVariations(limits::MaxVariationDepth));
    QVERIFY(!deepest[0].illegal);
    const QString written = writePgn(deepest[0]);
    QCOMPARE(written.count(u'('), limits::MaxVariationDepth);
    const QList<PgnGame> again = readAllGames(written.toUtf8());
    QVERIFY(!again[0].illegal);
}

void TestPgnReader::emptyInputHasNoGames()
{
    QByteArray text = "\n\n   \n";
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    PgnReader reader(buffer);
    PgnGame game;
    QVERIFY(!reader.readNext(game));
}

void TestPgnReader::aHugeWordIsRefusedNamedShortly()
{
    // Issue 16, item 17: a 500 MB token took 32 s and 6.2 GB and was echoed whole. The reader keeps at most
    // limits::MaxPgnSymbolBytes of a word; the game is refused with its length, and the next game reads.
    const QByteArray word(20 * 1024 * 1024, 'e');
    const QList<PgnGame> games =
        readAllGames("[Event \"A\"]\n\n1. " + word + " *\n\n[Event \"B\"]\n\n1. e4 *\n");
    QCOMPARE(games.size(), 2);
    QVERIFY(games[0].illegal);
    QCOMPARE(games[0].illegal->error.detail.code, MessageCode::PgnSymbolTooLong);
    QCOMPARE(std::get<qint64>(games[0].illegal->error.detail.args.value(0)), qint64(word.size()));
    QCOMPARE(games[0].illegal->move.size(), limits::MaxEchoedChars + 1); // and "…"
    QVERIFY(!games[1].illegal);
    QCOMPARE(games[1].plyCount(), 1);
}

void TestPgnReader::aHugeCommentOrTagIsCutWithAWarning()
{
    const QByteArray text(3 * 1024 * 1024, 'c');
    const QList<PgnGame> games =
        readAllGames("[Event \"" + text + "\"]\n\n1. e4 {" + text + "} e5 ; " + text + "\n2. Nf3 *\n");
    QCOMPARE(games.size(), 1);
    QVERIFY(!games[0].illegal);
    QCOMPARE(games[0].plyCount(), 3);
    QCOMPARE(std::count_if(games[0].warnings.cbegin(),
                 games[0].warnings.cend(),
                 [](const Warning& warning) { return warning.code == WarningCode::PgnTextCut; }),
        3);
    QVERIFY(games[0].tag(u"Event"_s).size() <= limits::MaxPgnTextBytes);
    // A badly quoted tag of megabytes is warned of in a line, not repeated whole (a fresh user's walk).
    const QList<PgnGame> quoted = readAllGames("[Event \"x \"y" + text + "\"]\n\n1. e4 *\n");
    QCOMPARE(quoted.size(), 1);
    for (const Warning& warning : quoted[0].warnings) {
        for (const MessageArg& arg : warning.detail.args) {
            if (const auto* said = std::get_if<QString>(&arg))
                QVERIFY(said->size() <= limits::MaxEchoedChars + 1);
        }
    }
    QVERIFY(games[0].mainLine.moves[0].comment.size() <= limits::MaxPgnTextBytes);
}

void TestPgnReader::aRefusedSetUpIsCalledTheFen()
{
    // Issue 16, item 18: a refused FEN named the game and "ply 0", never the FEN.
    const QList<PgnGame> games =
        readAllGames("[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8X w - - 0 1\"]\n\n*\n");
    QCOMPARE(games.size(), 1);
    QVERIFY(games[0].illegal);
    QVERIFY(games[0].illegal->inSetUp);
    QCOMPARE(refusalMessage(*games[0].illegal).code, MessageCode::PgnSetUpRefused);
    QCOMPARE(
        std::get<QString>(refusalMessage(*games[0].illegal).args.value(0)), u"8/8/8/8/8/8/8/8X w - - 0 1"_s);
}

QTEST_GUILESS_MAIN(TestPgnReader)
#include "tst_pgnreader.moc"
