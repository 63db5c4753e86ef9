// SPDX-License-Identifier: GPL-3.0-or-later
#include <QtTest>

#include "core/chess/position.h"
#include "tests/support/messagewords.h"

using postmark::testing::english;

using namespace postmark;
using namespace postmark::chess;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(postmark::ErrorCode)
Q_DECLARE_METATYPE(postmark::WarningCode)

class TestFen : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrips_data();
    void roundTrips();
    void refusesEachDefect_data();
    void refusesEachDefect();
    void lenientRepairs_data();
    void lenientRepairs();
    void enPassantKeptOnlyWhenCapturePossible();
};

void TestFen::roundTrips_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("initial") << u"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"_s;
    QTest::newRow("kiwipete") << u"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"_s;
    QTest::newRow("black to move, clocks") << u"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"_s;
    QTest::newRow("en passant capturable")
        << u"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"_s;
    QTest::newRow("partial castling rights") << u"r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40"_s;
}

void TestFen::roundTrips()
{
    QFETCH(QString, fen);
    const auto position = Position::fromFen(fen);
    QVERIFY2(position.hasValue(), qPrintable(position ? QString() : english(position.error().detail)));
    QCOMPARE(position->toFen(), fen);
}

void TestFen::refusesEachDefect_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<ErrorCode>("code");
    QTest::addColumn<QString>("detailContains");

    QTest::newRow("too few fields") << u"8/8/8/8/8/8/8/8 w"_s << ErrorCode::FenFieldCount << u"2 fields"_s;
    QTest::newRow("seven ranks") << u"8/8/8/8/8/8/4K2k w - - 0 1"_s << ErrorCode::FenBoard << u"7 ranks"_s;
    QTest::newRow("rank too long") << u"9/8/8/8/8/8/8/4K2k w - - 0 1"_s << ErrorCode::FenBoard << u"rank 8"_s;
    QTest::newRow("rank too long by pieces")
        << u"pppppppppp/8/8/8/8/8/8/4K2k w - - 0 1"_s << ErrorCode::FenBoard << u"more than 8"_s;
    QTest::newRow("rank too short") << u"7/8/8/8/8/8/8/4K2k w - - 0 1"_s << ErrorCode::FenBoard
                                    << u"7 squares"_s;
    QTest::newRow("unknown piece letter") << u"8/8/8/8/8/8/8/4K2x w - - 0 1"_s << ErrorCode::FenBoard
                                          << u"rank 1 has the character “x”, which is no piece"_s;
    QTest::newRow("no black king") << u"8/8/8/8/8/8/8/4K3 w - - 0 1"_s << ErrorCode::FenKings
                                   << u"Black has 0"_s;
    QTest::newRow("two white kings") << u"k7/8/8/8/8/8/8/4K2K w - - 0 1"_s << ErrorCode::FenKings
                                     << u"White has 2"_s;
    QTest::newRow("pawn on first rank")
        << u"k7/8/8/8/8/8/8/P3K3 w - - 0 1"_s << ErrorCode::FenPawnOnBackRank << u"pawn"_s;
    QTest::newRow("side to move x") << u"k7/8/8/8/8/8/8/4K3 x - - 0 1"_s << ErrorCode::FenSideToMove
                                    << u"the side to move “x” is neither w nor b"_s;
    QTest::newRow("castling letter unknown")
        << u"k7/8/8/8/8/8/8/4K3 w A - 0 1"_s << ErrorCode::FenCastling << u"KQkq"_s;
    QTest::newRow("castling without rook")
        << u"k7/8/8/8/8/8/8/4K3 w K - 0 1"_s << ErrorCode::FenCastling << u"rook"_s;
    QTest::newRow("en passant not a square")
        << u"k7/8/8/8/8/8/8/4K3 w - e9 0 1"_s << ErrorCode::FenEnPassant << u"e9"_s;
    QTest::newRow("en passant without pawn")
        << u"k7/8/8/8/8/8/8/4K3 w - e6 0 1"_s << ErrorCode::FenEnPassant << u"two-square"_s;
    QTest::newRow("half-move clock negative")
        << u"k7/8/8/8/8/8/8/4K3 w - - -1 1"_s << ErrorCode::FenClock << u"-1"_s;
    QTest::newRow("move number zero") << u"k7/8/8/8/8/8/8/4K3 w - - 0 0"_s << ErrorCode::FenClock
                                      << u"the move number “0” is not a number of 1 or more"_s;
    QTest::newRow("move number word")
        << u"k7/8/8/8/8/8/8/4K3 w - - 0 one"_s << ErrorCode::FenClock << u"one"_s;
    QTest::newRow("side not to move in check")
        << u"k7/8/8/8/8/8/8/R3K3 w - - 0 1"_s << ErrorCode::FenOpponentInCheck << u"in check"_s;
}

void TestFen::refusesEachDefect()
{
    QFETCH(QString, fen);
    QFETCH(ErrorCode, code);
    QFETCH(QString, detailContains);
    const auto position = Position::fromFen(fen);
    QVERIFY(!position.hasValue());
    QCOMPARE(position.error().code, code);
    QVERIFY2(english(position.error().detail).contains(detailContains),
        qPrintable(english(position.error().detail)));
}

void TestFen::lenientRepairs_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<WarningCode>("warning");
    QTest::addColumn<QString>("repaired");

    QTest::newRow("move number 0") << u"k7/8/8/8/8/8/8/4K3 w - - 0 0"_s << WarningCode::FenMoveNumberZero
                                   << u"k7/8/8/8/8/8/8/4K3 w - - 0 1"_s;
    QTest::newRow("missing clocks") << u"k7/8/8/8/8/8/8/4K3 b - -"_s << WarningCode::FenMissingClocks
                                    << u"k7/8/8/8/8/8/8/4K3 b - - 0 1"_s;
    QTest::newRow("castling right without its rook")
        << u"rnbq1rk1/pppn1ppp/4p3/3pP3/1b1P4/2NB1N2/PPP2PPP/R1BQK2R w KQq - 0 1"_s
        << WarningCode::FenCastlingRightDropped
        << u"rnbq1rk1/pppn1ppp/4p3/3pP3/1b1P4/2NB1N2/PPP2PPP/R1BQK2R w KQ - 0 1"_s;
    QTest::newRow("impossible en passant square")
        << u"k7/8/8/8/8/8/8/4K3 w - e6 0 1"_s << WarningCode::FenEnPassantDropped
        << u"k7/8/8/8/8/8/8/4K3 w - - 0 1"_s;
}

void TestFen::lenientRepairs()
{
    QFETCH(QString, fen);
    QFETCH(WarningCode, warning);
    QFETCH(QString, repaired);
    QVERIFY(!Position::fromFen(fen).hasValue());
    Warnings warnings;
    const auto position = Position::fromFenLenient(fen, warnings);
    QVERIFY(position.hasValue());
    QCOMPARE(warnings.size(), 1);
    QCOMPARE(warnings.first().code, warning);
    QCOMPARE(position->toFen(), repaired);
}

void TestFen::enPassantKeptOnlyWhenCapturePossible()
{
    // After 1.e4 no black pawn can take en passant: the square is not part of the position (FIDE 9.2.3).
    const auto afterE4 = Position::fromFen(u"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"_s);
    QVERIFY(afterE4.hasValue());
    QCOMPARE(afterE4->enPassantSquare(), std::nullopt);
    QCOMPARE(afterE4->toFen(), u"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"_s);
}

QTEST_GUILESS_MAIN(TestFen)
#include "tst_fen.moc"
