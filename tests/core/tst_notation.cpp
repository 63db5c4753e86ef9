// SPDX-License-Identifier: GPL-3.0-or-later
#include <QtTest>

#include "core/chess/notation.h"
#include "tests/core/testsupport.h"
#include "tests/support/messagewords.h"

using postmark::testing::english;

Q_DECLARE_METATYPE(postmark::chess::Move)

using namespace postmark;
using namespace postmark::chess;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(postmark::ErrorCode)
Q_DECLARE_METATYPE(postmark::WarningCode)
Q_DECLARE_METATYPE(postmark::chess::Notation)

class TestNotation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesToMove_data();
    void parsesToMove();
    void refuses_data();
    void refuses();
    void warns_data();
    void warns();
    void writes_data();
    void writes();
    void ambiguousListsCandidates();
    void roundTripsEveryLegalMoveOfTrickyPositions_data();
    void roundTripsEveryLegalMoveOfTrickyPositions();
};

namespace {

const QString Initial = u"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"_s;
// After 1.e4 d5: exd5 is possible.
const QString Scandinavian = u"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"_s;
// White pawn e7 can promote, knights on b1 and f1 both reach d2, rooks on a1 and a5 both reach a3.
const QString Tricky = u"7k/4P3/8/R7/8/8/8/RN2KN2 w - - 0 1"_s;
// Both white rooks on the first rank reach d1.
const QString RooksOnRank = u"4k3/8/8/8/8/8/4K3/R6R w - - 0 1"_s;
// Castling both sides for White.
const QString Castles = u"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"_s;
// Black to move after 1.e4 … with an en passant chance: white pawn just moved d2-d4 next to black e4.
const QString EnPassant = u"4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1"_s;
// Queens on a1, a3 and c1 all reach b2: SAN needs the square, the rank and the file in turn.
const QString ThreeQueens = u"4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1"_s;

Move sq(const char* from, const char* to, std::optional<PieceType> promotion = std::nullopt)
{
    return makeMove(
        makeSquare(from[0] - 'a', from[1] - '1'), makeSquare(to[0] - 'a', to[1] - '1'), promotion);
}

Position at(const QString& fen)
{
    const auto position = Position::fromFen(fen);
    if (!position)
        qFatal("test FEN %s: %s", qPrintable(fen), qPrintable(english(position.error().detail)));
    return *position;
}

} // namespace

void TestNotation::parsesToMove_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Notation>("notation");
    QTest::addColumn<QString>("text");
    QTest::addColumn<Move>("expected");

    const auto uk = Notation::Ukrainian;
    QTest::newRow("uk pawn e2-e4") << Initial << uk << u"e2-e4"_s << sq("e2", "e4");
    QTest::newRow("uk knight Кg1-f3") << Initial << uk << u"Кg1-f3"_s << sq("g1", "f3");
    QTest::newRow("uk capture with colon e4:d5") << Scandinavian << uk << u"e4:d5"_s << sq("e4", "d5");
    QTest::newRow("uk capture with x e4xd5") << Scandinavian << uk << u"e4xd5"_s << sq("e4", "d5");
    QTest::newRow("uk castling short 0-0") << Castles << uk << u"0-0"_s << sq("e1", "g1");
    QTest::newRow("uk castling long 0-0-0") << Castles << uk << u"0-0-0"_s << sq("e1", "c1");
    QTest::newRow("uk promotion e7-e8Ф") << Tricky << uk << u"e7-e8Ф"_s << sq("e7", "e8", PieceType::Queen);
    QTest::newRow("uk underpromotion e7-e8К")
        << Tricky << uk << u"e7-e8К"_s << sq("e7", "e8", PieceType::Knight);
    QTest::newRow("uk king Крe1-e2") << Tricky << uk << u"Крe1-e2"_s << sq("e1", "e2");
    QTest::newRow("uk rook Тa5-a3") << Tricky << uk << u"Тa5-a3"_s << sq("a5", "a3");
    QTest::newRow("uk Russian rook Лa5-a3") << Tricky << uk << u"Лa5-a3"_s << sq("a5", "a3");
    QTest::newRow("uk short form Кf3") << Initial << uk << u"Кf3"_s << sq("g1", "f3");
    QTest::newRow("uk long form without letter g1-f3") << Initial << uk << u"g1-f3"_s << sq("g1", "f3");
    QTest::newRow("uk Latin look-alike K for knight") << Initial << uk << u"Kg1-f3"_s << sq("g1", "f3");
    QTest::newRow("uk Latin look-alike Kp for king") << Tricky << uk << u"Kpe1-e2"_s << sq("e1", "e2");
    QTest::newRow("uk Latin look-alike T for rook") << Tricky << uk << u"Ta5-a3"_s << sq("a5", "a3");
    QTest::newRow("uk Latin look-alike C for bishop")
        << u"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"_s << uk << u"Cc1-g5"_s << sq("c1", "g5");
    QTest::newRow("uk Cyrillic е typed for the file e") << Initial << uk << u"е2-е4"_s << sq("e2", "e4");
    QTest::newRow("II.3.5 check mark ignored") << Initial << uk << u"e2-e4+"_s << sq("e2", "e4");
    QTest::newRow("II.3.5 annotation ignored") << Initial << uk << u"Кg1-f3!?"_s << sq("g1", "f3");

    const auto san = Notation::San;
    QTest::newRow("san pawn e4") << Initial << san << u"e4"_s << sq("e2", "e4");
    QTest::newRow("san knight Nf3") << Initial << san << u"Nf3"_s << sq("g1", "f3");
    QTest::newRow("san pawn capture exd5") << Scandinavian << san << u"exd5"_s << sq("e4", "d5");
    QTest::newRow("san castling O-O") << Castles << san << u"O-O"_s << sq("e1", "g1");
    QTest::newRow("san castling 0-0-0 with zeros") << Castles << san << u"0-0-0"_s << sq("e1", "c1");
    QTest::newRow("san promotion e8=Q") << Tricky << san << u"e8=Q"_s << sq("e7", "e8", PieceType::Queen);
    QTest::newRow("san promotion without = e8N")
        << Tricky << san << u"e8N"_s << sq("e7", "e8", PieceType::Knight);
    QTest::newRow("san disambiguation by file Nbd2") << Tricky << san << u"Nbd2"_s << sq("b1", "d2");
    QTest::newRow("san disambiguation by rank R5a3") << Tricky << san << u"R5a3"_s << sq("a5", "a3");
    QTest::newRow("san disambiguation by square Qa1b2") << ThreeQueens << san << u"Qa1b2"_s << sq("a1", "b2");
    QTest::newRow("san en passant exd3") << EnPassant << san << u"exd3"_s << sq("e4", "d3");
    QTest::newRow("san en passant with e.p. suffix") << EnPassant << san << u"exd3 e.p."_s << sq("e4", "d3");
    QTest::newRow("san check and mate marks ignored") << Initial << san << u"Nf3#"_s << sq("g1", "f3");
    QTest::newRow("san rooks on one rank Rad1") << RooksOnRank << san << u"Rad1"_s << sq("a1", "d1");

    const auto lan = Notation::Lan;
    QTest::newRow("lan Ng1-f3") << Initial << lan << u"Ng1-f3"_s << sq("g1", "f3");
    QTest::newRow("lan pawn e2-e4") << Initial << lan << u"e2-e4"_s << sq("e2", "e4");
    QTest::newRow("lan capture e4xd5") << Scandinavian << lan << u"e4xd5"_s << sq("e4", "d5");
    QTest::newRow("lan promotion e7-e8=Q")
        << Tricky << lan << u"e7-e8=Q"_s << sq("e7", "e8", PieceType::Queen);
    QTest::newRow("lan castling as king move Ke1-g1") << Castles << lan << u"Ke1-g1"_s << sq("e1", "g1");

    const auto iccf = Notation::Iccf;
    QTest::newRow("iccf 5254") << Initial << iccf << u"5254"_s << sq("e2", "e4");
    QTest::newRow("iccf knight 7163") << Initial << iccf << u"7163"_s << sq("g1", "f3");
    QTest::newRow("iccf promotion 57581") << Tricky << iccf << u"57581"_s << sq("e7", "e8", PieceType::Queen);
    QTest::newRow("iccf promotion to knight 57584")
        << Tricky << iccf << u"57584"_s << sq("e7", "e8", PieceType::Knight);
    QTest::newRow("iccf castling is the king's move 5171") << Castles << iccf << u"5171"_s << sq("e1", "g1");
    QTest::newRow("iccf long castling 5131") << Castles << iccf << u"5131"_s << sq("e1", "c1");
    QTest::newRow("iccf en passant is the pawn's move 5443")
        << EnPassant << iccf << u"5443"_s << sq("e4", "d3");
    QTest::newRow("iccf digits in a Ukrainian game") << Initial << uk << u"5254"_s << sq("e2", "e4");
}

void TestNotation::parsesToMove()
{
    QFETCH(QString, fen);
    QFETCH(Notation, notation);
    QFETCH(QString, text);
    QFETCH(Move, expected);
    const auto parsed = parseMove(at(fen), text, notation);
    QVERIFY2(parsed.hasValue(), qPrintable(parsed.hasValue() ? QString() : english(parsed.error().detail)));
    QCOMPARE(parsed->move, expected);
}

void TestNotation::refuses_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Notation>("notation");
    QTest::addColumn<QString>("text");
    QTest::addColumn<ErrorCode>("code");
    QTest::addColumn<QString>("detailContains");

    const auto uk = Notation::Ukrainian;
    const auto san = Notation::San;
    QTest::newRow("malformed: no destination") << Initial << san << u"Nf"_s << ErrorCode::MalformedMove
                                               << u"the square the piece goes to is missing"_s;
    QTest::newRow("malformed: nonsense") << Initial << san << u"hello"_s << ErrorCode::MalformedMove
                                         << u"the character “l” is no part of a move"_s;
    QTest::newRow("malformed: empty")
        << Initial << san << u"  "_s << ErrorCode::MalformedMove << u"no move"_s;
    QTest::newRow("malformed: English letter in a Ukrainian game")
        << Initial << uk << u"Nf3"_s << ErrorCode::MalformedMove
        << u"the character “N” is no part of a move"_s;
    QTest::newRow("malformed: Cyrillic in English notation")
        << Initial << san << u"Кf3"_s << ErrorCode::MalformedMove << u"Cyrillic"_s;
    QTest::newRow("malformed: iccf digit 9")
        << Initial << Notation::Iccf << u"5294"_s << ErrorCode::MalformedMove
        << u"the digit “9” is not a file or rank (1–8)"_s;
    QTest::newRow("malformed: iccf three digits")
        << Initial << Notation::Iccf << u"525"_s << ErrorCode::MalformedMove << u"4 digits"_s;
    QTest::newRow("illegal: pawn three squares") << Initial << uk << u"e2-e5"_s << ErrorCode::IllegalMove
                                                 << u"no pawn of the side to move can go to e5"_s;
    QTest::newRow("illegal: wrong piece on origin")
        << Initial << uk << u"Сg1-f3"_s << ErrorCode::IllegalMove << u"no bishop"_s;
    QTest::newRow("illegal: empty origin")
        << Initial << uk << u"e3-e4"_s << ErrorCode::IllegalMove << u"e3"_s;
    QTest::newRow("illegal: knight cannot reach")
        << Initial << san << u"Nf4"_s << ErrorCode::IllegalMove << u"no knight"_s;
    QTest::newRow("illegal: castling through pieces")
        << Initial << san << u"O-O"_s << ErrorCode::IllegalMove
        << u"the squares between the king and the rook are not empty"_s;
    QTest::newRow("illegal: move ignores check")
        << u"3k4/8/8/8/8/8/4R3/4K2r w - - 0 1"_s << san << u"Rh2"_s << ErrorCode::IllegalMove << u"check"_s;
    QTest::newRow("illegal: pinned piece moves") << u"4r2k/8/8/8/8/8/4R3/4K3 w - - 0 1"_s << san << u"Rh2"_s
                                                 << ErrorCode::IllegalMove << u"king in check"_s;
    QTest::newRow("illegal: en passant that exposes the king")
        << u"8/8/8/K2Pp2r/8/8/8/7k w - e6 0 1"_s << san << u"dxe6"_s << ErrorCode::IllegalMove
        << u"no pawn of the side to move can go to e6"_s;
    QTest::newRow("illegal: capture own piece")
        << Initial << uk << u"Тa1:a2"_s << ErrorCode::IllegalMove << u"occupied"_s;
    QTest::newRow("illegal: promotion to king")
        << Tricky << san << u"e8=K"_s << ErrorCode::IllegalMove << u"king"_s;
    QTest::newRow("ambiguous: two knights reach d2")
        << Tricky << san << u"Nd2"_s << ErrorCode::AmbiguousMove << u"Nbd2"_s;
    QTest::newRow("ambiguous: in Ukrainian short form")
        << Tricky << uk << u"Кd2"_s << ErrorCode::AmbiguousMove << u"Кb1-d2"_s;
    QTest::newRow("missing promotion: four-digit iccf onto the last rank")
        << Tricky << Notation::Iccf << u"5758"_s << ErrorCode::MissingPromotion
        << u"the pawn reaches the last rank, but the promotion piece is missing"_s;
    QTest::newRow("missing promotion: san e8")
        << Tricky << san << u"e8"_s << ErrorCode::MissingPromotion
        << u"the pawn reaches the last rank, but the promotion piece is missing"_s;
    QTest::newRow("missing promotion: uk e7-e8")
        << Tricky << uk << u"e7-e8"_s << ErrorCode::MissingPromotion
        << u"the pawn reaches the last rank, but the promotion piece is missing"_s;
}

void TestNotation::refuses()
{
    QFETCH(QString, fen);
    QFETCH(Notation, notation);
    QFETCH(QString, text);
    QFETCH(ErrorCode, code);
    QFETCH(QString, detailContains);
    const auto parsed = parseMove(at(fen), text, notation);
    QVERIFY(!parsed.hasValue());
    QCOMPARE(parsed.error().code, code);
    QVERIFY2(
        english(parsed.error().detail).contains(detailContains), qPrintable(english(parsed.error().detail)));
}

void TestNotation::warns_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<WarningCode>("code");
    QTest::newRow("Latin K for the knight") << u"Kg1-f3"_s << WarningCode::LatinLookalikeLetter;
    QTest::newRow("Russian Л for the rook") << u"Лa1-a2"_s << WarningCode::RussianRookLetter;
    QTest::newRow("Cyrillic е for the file e") << u"е2-е4"_s << WarningCode::CyrillicFileLetter;
    QTest::newRow("lowercase к for the knight") << u"кg1-f3"_s << WarningCode::LowercasePieceLetter;
    QTest::newRow("Cyrillic с before a rank is the c-file, not a bishop")
        << u"с2-с4"_s << WarningCode::CyrillicFileLetter;
}

void TestNotation::warns()
{
    QFETCH(QString, text);
    QFETCH(WarningCode, code);
    // Rook on a1 with the a-pawn gone, so that Лa1-a2 is legal.
    const Position position = at(u"rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1"_s);
    const auto parsed = parseMove(position, text, Notation::Ukrainian);
    QVERIFY2(parsed.hasValue(), qPrintable(parsed.hasValue() ? QString() : english(parsed.error().detail)));
    QVERIFY(!parsed->warnings.isEmpty());
    QCOMPARE(parsed->warnings.first().code, code);
    QVERIFY(english(parsed->warnings.first().detail).contains(text));

    const auto clean = parseMove(position, u"Кg1-f3"_s, Notation::Ukrainian);
    QVERIFY(clean->warnings.isEmpty());
}

void TestNotation::writes_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Move>("move");
    QTest::addColumn<QString>("uk");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("lan");
    QTest::addColumn<QString>("iccf");

    QTest::newRow("pawn push") << Initial << sq("e2", "e4") << u"e2-e4"_s << u"e4"_s << u"e2-e4"_s
                               << u"5254"_s;
    QTest::newRow("knight") << Initial << sq("g1", "f3") << u"Кg1-f3"_s << u"Nf3"_s << u"Ng1-f3"_s
                            << u"7163"_s;
    QTest::newRow("pawn capture") << Scandinavian << sq("e4", "d5") << u"e4:d5"_s << u"exd5"_s << u"e4xd5"_s
                                  << u"5445"_s;
    QTest::newRow("castling short") << Castles << sq("e1", "g1") << u"0-0"_s << u"O-O"_s << u"O-O"_s
                                    << u"5171"_s;
    QTest::newRow("castling long") << Castles << sq("e1", "c1") << u"0-0-0"_s << u"O-O-O"_s << u"O-O-O"_s
                                   << u"5131"_s;
    QTest::newRow("promotion with check") << Tricky << sq("e7", "e8", PieceType::Queen) << u"e7-e8Ф+"_s
                                          << u"e8=Q+"_s << u"e7-e8=Q+"_s << u"57581"_s;
    QTest::newRow("king move") << Tricky << sq("e1", "e2") << u"Крe1-e2"_s << u"Ke2"_s << u"Ke1-e2"_s
                               << u"5152"_s;
    QTest::newRow("disambiguation by file")
        << Tricky << sq("b1", "d2") << u"Кb1-d2"_s << u"Nbd2"_s << u"Nb1-d2"_s << u"2142"_s;
    QTest::newRow("disambiguation by rank")
        << Tricky << sq("a5", "a3") << u"Тa5-a3"_s << u"R5a3"_s << u"Ra5-a3"_s << u"1513"_s;
    QTest::newRow("disambiguation by square")
        << ThreeQueens << sq("a1", "b2") << u"Фa1-b2"_s << u"Qa1b2"_s << u"Qa1-b2"_s << u"1122"_s;
    QTest::newRow("en passant") << EnPassant << sq("e4", "d3") << u"e4:d3"_s << u"exd3"_s << u"e4xd3"_s
                                << u"5443"_s;
    QTest::newRow("check") << u"4k3/8/8/8/8/8/8/R3K3 w - - 0 1"_s << sq("a1", "a8") << u"Тa1-a8+"_s
                           << u"Ra8+"_s << u"Ra1-a8+"_s << u"1118"_s;
    QTest::newRow("mate") << u"4k3/R7/8/8/8/8/8/1R2K3 w - - 0 1"_s << sq("b1", "b8") << u"Тb1-b8#"_s
                          << u"Rb8#"_s << u"Rb1-b8#"_s << u"2128"_s;
}

void TestNotation::writes()
{
    QFETCH(QString, fen);
    QFETCH(Move, move);
    const Position position = at(fen);
    QTEST(writeMove(position, move, Notation::Ukrainian), "uk");
    QTEST(writeMove(position, move, Notation::San), "san");
    QTEST(writeMove(position, move, Notation::Lan), "lan");
    QTEST(writeMove(position, move, Notation::Iccf), "iccf");
}

void TestNotation::ambiguousListsCandidates()
{
    const auto parsed = parseMove(at(ThreeQueens), u"Qb2"_s, Notation::San);
    QCOMPARE(parsed.error().code, ErrorCode::AmbiguousMove);
    const QString detail = english(parsed.error().detail);
    QVERIFY2(detail.contains(u"Qa1b2"_s) && detail.contains(u"Q3b2"_s) && detail.contains(u"Qcb2"_s),
        qPrintable(detail));
}

void TestNotation::roundTripsEveryLegalMoveOfTrickyPositions_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("kiwipete") << u"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"_s;
    QTest::newRow("promotions") << u"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"_s;
    QTest::newRow("promotions black")
        << u"r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"_s;
    QTest::newRow("three queens") << ThreeQueens;
    QTest::newRow("en passant") << EnPassant;
}

void TestNotation::roundTripsEveryLegalMoveOfTrickyPositions()
{
    QFETCH(QString, fen);
    const Position position = at(fen);
    for (const Move& move : position.legalMoves()) {
        for (Notation notation : {Notation::Ukrainian, Notation::San, Notation::Lan, Notation::Iccf}) {
            const QString text = writeMove(position, move, notation);
            const auto parsed = parseMove(position, text, notation);
            QVERIFY2(parsed.hasValue(),
                qPrintable(text + u" → "_s + (parsed ? QString() : english(parsed.error().detail))));
            QCOMPARE(parsed->move, move);
        }
    }
}

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
