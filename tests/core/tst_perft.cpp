// SPDX-License-Identifier: GPL-3.0-or-later
#include <QtTest>

#include "core/chess/perft.h"

using namespace postmark::chess;
using namespace Qt::StringLiterals;

// Leaf counts from ../shared/docs/chess-references.md (confirmed there against Stockfish).
class TestPerft : public QObject
{
    Q_OBJECT

public:
    explicit TestPerft(bool deep)
        : m_deep(deep)
    {}

private Q_SLOTS:
    void counts_data();
    void counts();

private:
    bool m_deep;
};

namespace {
const QString Initial = u"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"_s;
const QString Kiwipete = u"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"_s;
const QString Endgame = u"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"_s;
const QString Promotions = u"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"_s;
const QString PromotionsMirrored = u"r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"_s;
const QString Position5 = u"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"_s;
const QString Position6 = u"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"_s;
} // namespace

void TestPerft::counts_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");

    const auto row = [](const char* name, const QString& fen, int depth, qulonglong nodes) {
        QTest::newRow(name) << fen << depth << nodes;
    };
    if (!m_deep) {
        row("initial d1", Initial, 1, 20);
        row("initial d2", Initial, 2, 400);
        row("initial d3", Initial, 3, 8902);
        row("initial d4", Initial, 4, 197281);
        row("initial d5", Initial, 5, 4865609);
        row("kiwipete d1", Kiwipete, 1, 48);
        row("kiwipete d2", Kiwipete, 2, 2039);
        row("kiwipete d3", Kiwipete, 3, 97862);
        row("kiwipete d4", Kiwipete, 4, 4085603);
        row("endgame en passant pins d1", Endgame, 1, 14);
        row("endgame en passant pins d2", Endgame, 2, 191);
        row("endgame en passant pins d3", Endgame, 3, 2812);
        row("endgame en passant pins d4", Endgame, 4, 43238);
        row("endgame en passant pins d5", Endgame, 5, 674624);
        row("promotions castling d1", Promotions, 1, 6);
        row("promotions castling d2", Promotions, 2, 264);
        row("promotions castling d3", Promotions, 3, 9467);
        row("promotions castling d4", Promotions, 4, 422333);
        row("promotions mirrored d4", PromotionsMirrored, 4, 422333);
        row("position 5 d1", Position5, 1, 44);
        row("position 5 d2", Position5, 2, 1486);
        row("position 5 d3", Position5, 3, 62379);
        row("position 5 d4", Position5, 4, 2103487);
        row("position 6 d1", Position6, 1, 46);
        row("position 6 d2", Position6, 2, 2079);
        row("position 6 d3", Position6, 3, 89890);
        row("position 6 d4", Position6, 4, 3894594);
        // Edge positions, at the depths the reference publishes (each about a million nodes).
        row("edge: discovered check by en passant d6", u"3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1"_s, 6, 1134888);
        row("edge: self stalemate bishop d6", u"8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1"_s, 6, 1015133);
        row("edge: en passant pinned d6", u"8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1"_s, 6, 1440467);
        row("edge: short castling gives check d6", u"5k2/8/8/8/8/8/8/4K2R w K - 0 1"_s, 6, 661072);
        row("edge: long castling gives check d6", u"3k4/8/8/8/8/8/8/R3K3 w Q - 0 1"_s, 6, 803711);
        row("edge: castling rights lost by capture d5", u"1k6/1b6/8/8/7R/8/8/4K2R b K - 0 1"_s, 5, 1063513);
    } else {
        row("initial d6", Initial, 6, 119060324ULL);
        row("kiwipete d5", Kiwipete, 5, 193690690ULL);
        row("endgame en passant pins d6", Endgame, 6, 11030083ULL);
        row("promotions castling d5", Promotions, 5, 15833292ULL);
        row("promotions mirrored d5", PromotionsMirrored, 5, 15833292ULL);
        row("position 5 d5", Position5, 5, 89941194ULL);
        row("position 6 d5", Position6, 5, 164075551ULL);
    }
}

void TestPerft::counts()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    const auto position = Position::fromFen(fen);
    QVERIFY2(position.hasValue(), qPrintable(fen));
    QCOMPARE(qulonglong(perft(*position, depth)), nodes);
}

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments();
    const bool deep = arguments.removeAll(u"--deep"_s) > 0;
    TestPerft test(deep);
    return QTest::qExec(&test, arguments);
}

#include "tst_perft.moc"
