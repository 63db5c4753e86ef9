// SPDX-License-Identifier: GPL-3.0-or-later
#include <vector>

#include <QtTest>

#include "core/chess/drawclaims.h"
#include "core/chess/notation.h"
#include "core/chess/perft.h"
#include "tests/support/messagewords.h"

using postmark::testing::english;

using namespace postmark;
using namespace postmark::chess;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(std::optional<postmark::chess::DrawReason>)

class TestPosition : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void status_data();
    void status();
    void insufficientMaterial_data();
    void insufficientMaterial();
    void threefoldRepetitionByKnightShuffle();
    void repetitionNeedsSameCastlingRights();
    void fiftyMoveRule();
    void afterLeavesOriginalUnchanged();
    void checkmateAgreesWithNoMovesAndCheck();
};

namespace {

Position at(const QString& fen)
{
    const auto position = Position::fromFen(fen);
    if (!position)
        qFatal("test FEN %s: %s", qPrintable(fen), qPrintable(english(position.error().detail)));
    return *position;
}

std::vector<Position> play(const QString& fen, const QStringList& moves)
{
    std::vector<Position> history{at(fen)};
    for (const QString& text : moves) {
        const auto parsed = parseMove(history.back(), text, Notation::San);
        if (!parsed)
            qFatal("%s", qPrintable(english(parsed.error().detail)));
        history.push_back(history.back().after(parsed->move));
    }
    return history;
}

const QString Initial = u"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"_s;

} // namespace

void TestPosition::status_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("check");
    QTest::addColumn<bool>("mate");
    QTest::addColumn<bool>("stalemate");
    QTest::newRow("initial") << Initial << false << false << false;
    QTest::newRow("fool's mate") << u"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"_s << true
                                 << true << false;
    QTest::newRow("rook check the king can leave")
        << u"4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"_s << true << false << false;
    QTest::newRow("back-rank mate") << u"3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"_s << true << true << false;
    QTest::newRow("stalemate") << u"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"_s << false << false << true;
}

void TestPosition::status()
{
    QFETCH(QString, fen);
    const Position position = at(fen);
    QTEST(position.isCheck(), "check");
    QTEST(position.isCheckmate(), "mate");
    QTEST(position.isStalemate(), "stalemate");
}

void TestPosition::insufficientMaterial_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("insufficient");
    QTest::newRow("king against king") << u"8/8/4k3/8/8/3K4/8/8 w - - 0 1"_s << true;
    QTest::newRow("king and bishop against king") << u"8/8/4k3/8/8/3KB3/8/8 w - - 0 1"_s << true;
    QTest::newRow("king and knight against king") << u"8/8/4k3/8/8/3KN3/8/8 w - - 0 1"_s << true;
    QTest::newRow("bishops on one colour") << u"8/8/4kb2/8/8/3KB3/8/8 w - - 0 1"_s << true;
    QTest::newRow("bishops on both colours") << u"8/8/4k1b1/8/8/3KB3/8/8 w - - 0 1"_s << false;
    QTest::newRow("two knights can mate with help") << u"8/8/4k3/8/8/3KNN2/8/8 w - - 0 1"_s << false;
    QTest::newRow("knight against bishop can mate") << u"8/8/4kb2/8/8/3KN3/8/8 w - - 0 1"_s << false;
    QTest::newRow("a pawn is enough") << u"8/8/4k3/8/8/3KP3/8/8 w - - 0 1"_s << false;
    QTest::newRow("a rook is enough") << u"8/8/4k3/8/8/3K1R2/8/8 w - - 0 1"_s << false;
}

void TestPosition::insufficientMaterial()
{
    QFETCH(QString, fen);
    QTEST(at(fen).hasInsufficientMaterial(), "insufficient");
    const std::vector<Position> history{at(fen)};
    QFETCH(bool, insufficient);
    QCOMPARE(claimableDraw(history) == DrawReason::InsufficientMaterial, insufficient);
}

void TestPosition::threefoldRepetitionByKnightShuffle()
{
    const QStringList shuffle = {u"Nf3"_s, u"Nf6"_s, u"Ng1"_s, u"Ng8"_s};
    std::vector<Position> history = play(Initial, shuffle);
    QCOMPARE(repetitionCount(history), 2);
    QCOMPARE(claimableDraw(history), std::nullopt);
    history = play(Initial, shuffle + shuffle);
    QCOMPARE(repetitionCount(history), 3);
    QCOMPARE(claimableDraw(history), std::optional(DrawReason::ThreefoldRepetition));
}

void TestPosition::repetitionNeedsSameCastlingRights()
{
    // The king walks out and back: the board repeats but castling rights are gone, so it is a new position.
    const QStringList moves = {
        u"e4"_s, u"e5"_s, u"Ke2"_s, u"Ke7"_s, u"Ke1"_s, u"Ke8"_s, u"Ke2"_s, u"Ke7"_s, u"Ke1"_s, u"Ke8"_s};
    const std::vector<Position> history = play(Initial, moves);
    // After 2...e5 (castling allowed) and after 3.Ke1 Ke8 twice (no castling): only two occurrences.
    QCOMPARE(repetitionCount(history), 2);
}

void TestPosition::fiftyMoveRule()
{
    const std::vector<Position> ninetyNine{at(u"8/8/4k3/8/8/3K1R2/8/8 w - - 99 80"_s)};
    QCOMPARE(claimableDraw(ninetyNine), std::nullopt);
    const std::vector<Position> hundred{at(u"8/8/4k3/8/8/3K1R2/8/8 w - - 100 80"_s)};
    QCOMPARE(claimableDraw(hundred), std::optional(DrawReason::FiftyMoves));
}

void TestPosition::afterLeavesOriginalUnchanged()
{
    const Position start = at(Initial);
    const QString before = start.toFen();
    const Position next = start.after(makeMove(12, 28));
    QCOMPARE(start.toFen(), before);
    QCOMPARE(next.toFen(), u"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"_s);
}

void TestPosition::checkmateAgreesWithNoMovesAndCheck()
{
    // Cross-check at every node of a small tree (the chess-library habit): mate is check with no moves.
    const std::function<void(const Position&, int)> walk = [&](const Position& position, int depth) {
        const MoveList moves = position.legalMoves();
        QCOMPARE(position.isCheckmate(), moves.empty() && position.isCheck());
        QCOMPARE(position.isStalemate(), moves.empty() && !position.isCheck());
        if (depth == 0)
            return;
        for (const Move& move : moves)
            walk(position.after(move), depth - 1);
    };
    walk(at(u"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"_s), 2);
}

QTEST_GUILESS_MAIN(TestPosition)
#include "tst_position.moc"
