// SPDX-License-Identifier: GPL-3.0-or-later
// What an engine says, read without an engine: the lines Stockfish writes, and the garbage a wrong program
// may write, each read as the analysis pane and postmark-cli rely on.
#include <QTest>

#include "core/chess/notation.h"
#include "core/engine/analysisline.h"
#include "core/engine/uciprotocol.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::engine;

class TestUciProtocol : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsStockfishInfoLine()
    {
        const UciReply reply = readUciLine(
            u"info depth 12 seldepth 14 multipv 2 score cp -38 nodes 41207 nps 749218 hashfull 18 tbhits 0 "
            "time 55 pv e2e4 e7e6 d2d4"_s);
        QCOMPARE(reply.kind, UciReply::Kind::Info);
        QCOMPARE(reply.info.depth, 12);
        QCOMPARE(reply.info.selectiveDepth, 14);
        QCOMPARE(reply.info.multiPv, 2);
        QCOMPARE(reply.info.score, (UciScore{false, -38, false}));
        QCOMPARE(reply.info.nodes, 41207);
        QCOMPARE(reply.info.timeMs, 55);
        QCOMPARE(reply.info.pv, (QStringList{u"e2e4"_s, u"e7e6"_s, u"d2d4"_s}));
    }

    void readsMateAndBounds()
    {
        const UciInfo mate = readUciLine(u"info depth 5 score mate -3 pv e7e5"_s).info;
        QCOMPARE(mate.score, (UciScore{true, -3, false}));
        const UciInfo bound = readUciLine(u"info depth 20 score cp 31 lowerbound nodes 5 pv g1f3"_s).info;
        QVERIFY(bound.score->bound);
        QCOMPARE(bound.pv, QStringList{u"g1f3"_s});
    }

    void stopsThePvAtWhatIsNoMove()
    {
        // A keyword after the variation, or free text, is not read as a move.
        QCOMPARE(readUciLine(u"info pv e7e8q a7a8n string hello e2e4"_s).info.pv,
            (QStringList{u"e7e8q"_s, u"a7a8n"_s}));
        QCOMPARE(readUciLine(u"info string pv e2e4"_s).info.pv, QStringList{});
        QCOMPARE(readUciLine(u"info pv e2e4 currmove e7e5"_s).info.pv, QStringList{u"e2e4"_s});
    }

    void garbageIsNoAnswer()
    {
        QCOMPARE(readUciLine(u"hello? I do not know 'uci'"_s).kind, UciReply::Kind::Other);
        QCOMPARE(readUciLine(u""_s).kind, UciReply::Kind::Other);
        QCOMPARE(readUciLine(u"bestmove"_s).kind, UciReply::Kind::Other);
        // A score that is no number is left out, the rest of the line is read.
        const UciInfo info = readUciLine(u"info depth 3 score cp abc pv e2e4"_s).info;
        QVERIFY(!info.score);
        QCOMPARE(info.depth, 3);
    }

    void readsIdentityOptionsAndBestMove()
    {
        const UciReply name = readUciLine(u"id name Stockfish 15.1"_s);
        QCOMPARE(name.kind, UciReply::Kind::IdName);
        QCOMPARE(name.text, u"Stockfish 15.1"_s);
        const UciReply option = readUciLine(u"option name Skill Level type spin default 20 min 0 max 20"_s);
        QCOMPARE(option.option.name, u"Skill Level"_s);
        QCOMPARE(option.option.type, u"spin"_s);
        QCOMPARE(option.option.defaultValue, u"20"_s);
        QCOMPARE(option.option.min, 0);
        QCOMPARE(option.option.max, 20);
        const UciReply best = readUciLine(u"bestmove e2e4 ponder e7e5\r"_s);
        QCOMPARE(best.kind, UciReply::Kind::BestMove);
        QCOMPARE(best.text, u"e2e4"_s);
        QCOMPARE(best.ponder, u"e7e5"_s);
        QCOMPARE(readUciLine(u"uciok"_s).kind, UciReply::Kind::UciOk);
        QCOMPARE(readUciLine(u"  readyok  "_s).kind, UciReply::Kind::ReadyOk);
    }

    void writesMovesAsTheEngineReadsThem()
    {
        const auto position = chess::Position::fromFen(u"4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1"_s);
        QVERIFY(position.hasValue());
        // Castling is the king's two-square move, a promotion names its piece.
        const auto castling = moveFromUci(*position, u"e1g1");
        QVERIFY(castling);
        QCOMPARE(uciMove(*castling), u"e1g1"_s);
        const auto promotion = moveFromUci(*position, u"a7a8n");
        QVERIFY(promotion);
        QCOMPARE(promotion->promotion, chess::PieceType::Knight);
        QVERIFY(!moveFromUci(*position, u"a7a8")); // a promotion without its piece is no move
        QVERIFY(!moveFromUci(*position, u"e1e3")); // not legal
        QVERIFY(!moveFromUci(*position, u"zz99"));
        QCOMPARE(
            positionCommand(chess::Position::initial(), {*moveFromUci(chess::Position::initial(), u"e2e4")}),
            u"position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4"_s);
        QCOMPARE(setOptionCommand(u"MultiPV"_s, u"3"_s), u"setoption name MultiPV value 3"_s);
    }

    void scoreIsFromWhitesViewWhoeverMoves()
    {
        // UCI's scores are the side to move's: Black to move at −0.38 means White is better.
        QCOMPARE(whiteScore({false, -38, false}, chess::Color::Black), (WhiteScore{false, 38, false}));
        QCOMPARE(whiteScore({false, -38, false}, chess::Color::White), (WhiteScore{false, -38, false}));
        QCOMPARE(whiteScore({true, 3, false}, chess::Color::Black), (WhiteScore{true, -3, false}));
    }

    void lineKeepsOnlyLegalMovesAndNumbersThem()
    {
        chess::Position afterE4 = chess::Position::initial();
        afterE4.play(*moveFromUci(afterE4, u"e2e4"));
        UciInfo info;
        info.score = UciScore{false, 25, false};
        info.depth = 5;
        info.pv = {u"e7e5"_s, u"g1f3"_s, u"e1e3"_s, u"b8c6"_s}; // the third is not legal: the rest is dropped
        const auto line = analysisLine(afterE4, info);
        QVERIFY(line);
        QCOMPARE(line->moves.size(), std::size_t(2));
        QCOMPARE(line->score.value, -25); // Black to move and better by a quarter
        QCOMPARE(
            chess::writeLine(afterE4, line->moves, chess::Notation::Ukrainian), u"1... e7-e5 2. Кg1-f3"_s);
        QCOMPARE(chess::writeLine(afterE4, line->moves, chess::Notation::San), u"1... e5 2. Nf3"_s);

        info.pv = {u"e2e4"_s}; // White's move with Black to move: nothing to show
        QVERIFY(!analysisLine(afterE4, info));
        info.pv = {u"e7e5"_s};
        info.score.reset();
        QVERIFY(!analysisLine(afterE4, info));
    }
};

QTEST_GUILESS_MAIN(TestUciProtocol)
#include "tst_uciprotocol.moc"
