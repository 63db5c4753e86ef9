// SPDX-License-Identifier: GPL-3.0-or-later
// A player's variations and comments beside a game: moves tried on the board never change the game's own
// moves, variations nest, and what the archive keeps reads back — or is left out, counted, when the game's
// moves changed under it or the stored text is damaged.
#include <QBuffer>
#include <QTest>

#include "core/analysis/analysisjson.h"
#include "core/analysis/analysispgn.h"
#include "core/analysis/gameanalysis.h"
#include "core/chess/notation.h"
#include "core/chess/ucimove.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::analysis;

namespace {

/// 1. e4 e5 2. Nf3 Nc6 3. Bb5
MainLineMoves ruyLopez()
{
    MainLineMoves game;
    chess::Position position = game.start;
    for (const char16_t* text : {u"e2e4", u"e7e5", u"g1f3", u"b8c6", u"f1b5"}) {
        const chess::Move move = *chess::moveFromUci(position, QStringView(text));
        game.moves.push_back(move);
        position.play(move);
    }
    return game;
}

chess::Move move(const GameAnalysis& analysis, const MainLineMoves& game, Place place, const char16_t* text)
{
    const auto found = chess::moveFromUci(positionAt(analysis, game, place), QStringView(text));
    if (!found)
        qFatal("not legal here");
    return *found;
}

/// Plays the moves from `place`, as clicks on the board would.
Played playAll(GameAnalysis analysis,
    const MainLineMoves& game,
    Place place,
    std::initializer_list<const char16_t*> moves)
{
    Played played{std::move(analysis), place, false};
    for (const char16_t* text : moves) {
        const bool changedBefore = played.changed;
        played = play(played.analysis, game, played.place, move(played.analysis, game, played.place, text));
        played.changed = played.changed || changedBefore;
    }
    return played;
}

} // namespace

class TestGameAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theGamesOwnMoveIsFollowed()
    {
        const MainLineMoves game = ruyLopez();
        const Played played = playAll({}, game, {MainLine, 2}, {u"g1f3"});
        QVERIFY(!played.changed);
        QCOMPARE(played.place, (Place{MainLine, 3}));
        QVERIFY(played.analysis.isEmpty());
    }

    void anotherMoveStartsAVariationAndTheGameIsUntouched()
    {
        const MainLineMoves game = ruyLopez();
        const Played played = playAll({}, game, {MainLine, 2}, {u"f1c4", u"g8f6", u"d2d3"});
        QVERIFY(played.changed);
        QCOMPARE(played.analysis.variations.size(), std::size_t(1));
        const Variation& tried = played.analysis.variations.front();
        QCOMPARE(tried.parent, MainLine);
        QCOMPARE(tried.branchPly, 2);
        QCOMPARE(tried.moves.size(), std::size_t(3)); // grown move by move at its end
        QCOMPARE(played.place, (Place{0, 3}));
        QCOMPARE(plyFromStart(played.analysis, played.place), 5);
        QCOMPARE(positionAt(played.analysis, game, played.place).fullmoveNumber(), 3);
        // The same first move again enters the variation rather than making a second one.
        const Played again = playAll(played.analysis, game, {MainLine, 2}, {u"f1c4"});
        QVERIFY(!again.changed);
        QCOMPARE(again.place, (Place{0, 1}));
    }

    void afterTheLastMoveTheAnalysisContinuesTheGame()
    {
        const MainLineMoves game = ruyLopez();
        const Played played = playAll({}, game, {MainLine, 5}, {u"a7a6", u"b5a4"});
        QCOMPARE(played.analysis.variations.front().branchPly, 5);
        QCOMPARE(played.place, (Place{0, 2}));
        QCOMPARE(game.moves.size(), std::size_t(5));
    }

    void variationsNestAndStepBackToWhereTheyBranch()
    {
        const MainLineMoves game = ruyLopez();
        Played played = playAll({}, game, {MainLine, 2}, {u"f1c4", u"g8f6", u"d2d3"});
        // Instead of the variation's 2... Nf6: 2... Bc5, and on from there.
        played = playAll(played.analysis, game, {0, 1}, {u"f8c5", u"c2c3"});
        QCOMPARE(played.analysis.variations.size(), std::size_t(2));
        QCOMPARE(played.analysis.variations[1].parent, 0);
        QCOMPARE(played.analysis.variations[1].branchPly, 1);
        QCOMPARE(variationsAt(played.analysis, 0, 1), std::vector<int>{1});
        const std::vector<chess::Move> moves = movesTo(played.analysis, game, played.place);
        QCOMPARE(moves.size(), std::size_t(5)); // e4 e5 Bc4 Bc5 c3
        QCOMPARE(chess::uciMove(moves[3]), u"f8c5"_s);

        // Back from the sub-variation's first move: the variation's position it branched from.
        QCOMPARE(back(played.analysis, {1, 1}), (Place{0, 1}));
        QCOMPARE(back(played.analysis, {0, 1}), (Place{MainLine, 2}));
        QCOMPARE(back(played.analysis, {MainLine, 0}), std::nullopt);
        QCOMPARE(forward(played.analysis, game, {1, 2}), std::nullopt);
        QCOMPARE(forward(played.analysis, game, {0, 1}), (Place{0, 2}));
    }

    void removingAVariationRemovesWhatBranchesFromIt()
    {
        const MainLineMoves game = ruyLopez();
        Played played = playAll({}, game, {MainLine, 2}, {u"f1c4", u"g8f6"});
        played = playAll(played.analysis, game, {0, 1}, {u"f8c5"}); // 1: below 0
        played = playAll(played.analysis, game, {MainLine, 4}, {u"f1c4", u"f8c5"}); // 2: its own
        played = playAll(played.analysis, game, {2, 1}, {u"g8f6"}); // 3: below 2
        const GameAnalysis kept = withoutVariation(played.analysis, 0);
        QCOMPARE(kept.variations.size(), std::size_t(2));
        QCOMPARE(kept.variations[0].branchPly, 4);
        QCOMPARE(kept.variations[1].parent, 0); // was 3 below 2: both moved up
        QCOMPARE(placeAfterRemoving(played.analysis, 0, {1, 1}), (Place{MainLine, 2}));
        QCOMPARE(placeAfterRemoving(played.analysis, 0, {3, 1}), (Place{1, 1}));
    }

    void commentsOnEveryKindOfMove()
    {
        const MainLineMoves game = ruyLopez();
        Played played = playAll({}, game, {MainLine, 2}, {u"f1c4", u"g8f6"});
        GameAnalysis commented = withComment(played.analysis, {0, 2}, u"  Два коні  "_s);
        commented = withComment(commented, {MainLine, 5}, u"Іспанська партія"_s);
        QCOMPARE(commentAt(commented, {0, 2}), u"Два коні"_s);
        QCOMPARE(commentAt(commented, {MainLine, 5}), u"Іспанська партія"_s);
        QCOMPARE(commentAt(commented, {MainLine, 0}), QString());
        QVERIFY(withComment(commented, {MainLine, 5}, u" "_s).mainLineComments.empty());
    }

    void keptAndReadBack()
    {
        const MainLineMoves game = ruyLopez();
        Played played = playAll({}, game, {MainLine, 2}, {u"f1c4", u"g8f6"});
        played = playAll(played.analysis, game, {0, 1}, {u"f8c5"});
        played = playAll(played.analysis, game, {MainLine, 5}, {u"a7a6"});
        GameAnalysis analysis = withComment(played.analysis, {0, 2}, u"Два коні"_s);
        analysis = withComment(analysis, {MainLine, 3}, u"{не дужки}"_s);
        const ReadAnalysis read = readAnalysisJson(analysisJson(analysis), game);
        QCOMPARE(read.analysis, analysis);
        QCOMPARE(read.variationsLeftOut, 0);
        QCOMPARE(read.movesLeftOut, 0);
    }

    void aCorrectedCardLeavesOutWhatNoLongerFits()
    {
        const MainLineMoves game = ruyLopez();
        Played played = playAll({}, game, {MainLine, 4}, {u"f1c4", u"f8c5", u"c2c3"}); // 0: after 2... Nc6
        played = playAll(played.analysis, game, {0, 2}, {u"d2d3"}); // 1: below 0, after 3... Bc5
        played = playAll(played.analysis, game, {MainLine, 5}, {u"a7a6", u"b5a4"}); // 2: after 3. Bb5
        played = playAll(played.analysis, game, {2, 1}, {u"b5c6"}); // 3: below 2
        played = playAll(played.analysis, game, {MainLine, 1}, {u"c7c5"}); // 4: a Sicilian
        QCOMPARE(played.analysis.variations.size(), std::size_t(5));
        // The card of 2... Nc6 was misread: it was 2... d6, and the game has no third move yet.
        MainLineMoves corrected;
        chess::Position position = corrected.start;
        for (const char16_t* text : {u"e2e4", u"e7e5", u"g1f3", u"d7d6"}) {
            corrected.moves.push_back(*chess::moveFromUci(position, QStringView(text)));
            position.play(corrected.moves.back());
        }
        const ReadAnalysis read = readAnalysisJson(analysisJson(played.analysis), corrected);
        // 3. Bc4 still fits, 3... Bc5 no longer (d6 blocks it); what branched after it, after 3. Bb5 and
        // below that is left out; the Sicilian stays.
        QCOMPARE(read.analysis.variations.size(), std::size_t(2));
        QCOMPARE(read.analysis.variations[0].moves.size(), std::size_t(1));
        QCOMPARE(chess::uciMove(read.analysis.variations[1].moves.front()), u"c7c5"_s);
        QCOMPARE(read.variationsLeftOut, 3);
        QCOMPARE(read.movesLeftOut, 2);
    }

    void exportedAsPgnVariationsAndComments()
    {
        const MainLineMoves game = ruyLopez();
        Played played = playAll({}, game, {MainLine, 2}, {u"f1c4", u"g8f6"});
        played = playAll(played.analysis, game, {0, 1}, {u"f8c5"});
        played = playAll(played.analysis, game, {MainLine, 5}, {u"a7a6", u"b5a4"});
        GameAnalysis analysis = withComment(played.analysis, {0, 2}, u"Два коні"_s);
        analysis = withComment(analysis, {MainLine, 5}, u"Іспанська партія"_s);
        pgn::PgnGame pgnGame;
        for (const chess::Move& each : game.moves) {
            pgn::PgnMove written;
            written.move = each;
            pgnGame.mainLine.moves.push_back(written);
        }
        const QString movetext = pgn::writeMovetext(withAnalysis(pgnGame, analysis));
        QCOMPARE(movetext.simplified(),
            u"1. e4 e5 2. Nf3 (2. Bc4 Nf6 {Два коні} (2... Bc5)) 2... Nc6 3. Bb5 {Іспанська партія} (3. Bb5 "
            u"a6 "
            "4. Ba4) *"_s);
        // Every chess program reads it back: the same variations, nested as played.
        QByteArray bytes = pgn::writePgn(withAnalysis(pgnGame, analysis)).toUtf8();
        QBuffer buffer(&bytes);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        pgn::PgnReader reader(buffer);
        pgn::PgnGame read;
        QVERIFY(reader.readNext(read));
        QVERIFY(!read.illegal);
        QCOMPARE(read.mainLine.moves[2].variations.size(), std::size_t(1));
        QCOMPARE(read.mainLine.moves[2].variations[0].moves[1].variations.size(), std::size_t(1));
        QCOMPARE(read.mainLine.moves[4].variations[0].moves.size(), std::size_t(3));
    }

    void damagedTextIsLeftOutNeverACrash_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("variations");
        QTest::newRow("not JSON") << QByteArray("{{{") << 0;
        QTest::newRow("an array") << QByteArray("[1,2]") << 0;
        QTest::newRow("wrong kinds") << QByteArray(
            R"({"variations":[{"parent":"x","from_ply":"y","moves":7}],"comments":[1]})")
                                     << 0;
        QTest::newRow("parent after itself") << QByteArray(
            R"({"variations":[{"parent":1,"from_ply":0,"moves":["e2e4"]},{"parent":-1,"from_ply":0,"moves":["d2d4"]}]})")
                                             << 1;
        QTest::newRow("beyond the game")
            << QByteArray(R"({"variations":[{"parent":-1,"from_ply":99,"moves":["e2e4"]}]})") << 0;
        QTest::newRow("no move is legal")
            << QByteArray(R"({"variations":[{"parent":-1,"from_ply":0,"moves":["e2e5","zz"]}]})") << 0;
        QTest::newRow("comment beyond the game")
            << QByteArray(R"({"comments":{"77":"x","-1":"y","a":"z"}})") << 0;
    }

    void damagedTextIsLeftOutNeverACrash()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, variations);
        const ReadAnalysis read = readAnalysisJson(json, ruyLopez());
        QCOMPARE(int(read.analysis.variations.size()), variations);
        QVERIFY(read.analysis.mainLineComments.empty());
    }
};

QTEST_GUILESS_MAIN(TestGameAnalysis)
#include "tst_gameanalysis.moc"
