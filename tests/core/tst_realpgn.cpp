// SPDX-License-Identifier: GPL-3.0-or-later
#include <QtTest>

#include "core/chess/notation.h"
#include "core/pgn/pgnreader.h"
#include "tests/core/realpgn.h"
#include "tests/support/messagewords.h"

using postmark::testing::english;

using namespace postmark;
using namespace postmark::chess;
using namespace postmark::pgn;
using namespace Qt::StringLiterals;

class TestRealPgn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void collectionsReplay_data();
    void collectionsReplay();
    void pychessRefusesExactlyTheFourIllegalGames();
    void pychessRepairsDefectsWithWarnings();
    void everyMoveRoundTripsInEveryNotation_data();
    void everyMoveRoundTripsInEveryNotation();
};

namespace {

struct Tally
{
    int games = 0;
    qint64 plies = 0;
    QList<PgnGame> illegal;
    QList<PgnGame> warned;
};

Tally readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s: the shared PGN collections must stand beside the project", qPrintable(path));
    PgnReader reader(file);
    Tally tally;
    PgnGame game;
    while (reader.readNext(game)) {
        ++tally.games;
        tally.plies += game.plyCount();
        if (game.illegal)
            tally.illegal.append(game);
        if (!game.warnings.isEmpty())
            tally.warned.append(game);
    }
    return tally;
}

int roundTripLine(const PgnLine& line, Position position)
{
    int checked = 0;
    for (const PgnMove& move : line.moves) {
        for (Notation notation : {Notation::Ukrainian, Notation::San, Notation::Lan, Notation::Iccf}) {
            const QString text = writeMove(position, move.move, notation);
            const auto parsed = parseMove(position, text, notation);
            if (!parsed || parsed->move != move.move) {
                qWarning("%s: %s does not read back", qPrintable(position.toFen()), qPrintable(text));
                return -1;
            }
        }
        for (const PgnLine& variation : move.variations) {
            const int inVariation = roundTripLine(variation, position);
            if (inVariation < 0)
                return -1;
            checked += inVariation;
        }
        position.play(move.move);
        ++checked;
    }
    return checked;
}

} // namespace

void TestRealPgn::collectionsReplay_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("games");
    QTest::addColumn<qint64>("plies");
    // Figures from ../shared/data/pgn/README.md and the issue.
    QTest::newRow("pgnmentor players: all legal")
        << sharedPgn("pgnmentor-players.pgn") << 13163 << qint64(1068237);
    QTest::newRow("networkx world championships: all legal")
        << sharedPgn("debian-networkx-wcc.pgn") << 685 << qint64(60181);
    QTest::newRow("chess.js lichess 100: all legal")
        << sharedPgn("chessjs-benchmark-lichess100.pgn") << 100 << qint64(6193);
}

void TestRealPgn::collectionsReplay()
{
    QFETCH(QString, path);
    const Tally tally = readAll(path);
    for (const PgnGame& game : tally.illegal)
        qWarning("game %d ply %d %s: %s",
            game.number,
            game.illegal->ply,
            qPrintable(game.illegal->move),
            qPrintable(english(game.illegal->error.detail)));
    QCOMPARE(tally.illegal.size(), 0);
    QTEST(tally.games, "games");
    QTEST(tally.plies, "plies");
}

void TestRealPgn::pychessRefusesExactlyTheFourIllegalGames()
{
    const Tally tally = readAll(sharedPgn("debian-pychess-learn-all.pgn"));
    QCOMPARE(tally.games, 1319);
    // The four games pgn-extract and Scid reject too; two of the illegal moves stand in variations.
    QStringList refused;
    for (const PgnGame& game : tally.illegal)
        refused.append(game.tag(u"Event"_s) + u" | "_s + game.illegal->move);
    const QStringList expected = {
        u"Lichess Practice: Greek Gift: Greek Gift Introduction | Kf8"_s,
        u"Lichess Practice: The Fork: Knight Fork #1 | Nxg5"_s,
        u"Lichess Practice: The Fork: // Fork Challenge #8 P | Bxc6+"_s,
        u"Lichess Practice: The Fork: // Fork Challenge #9 BN | Nxg5"_s,
    };
    QCOMPARE(refused, expected);
    // Kf8 is offered instead of Black's first reply (ply 2); the others stand at or instead of ply 1.
    const QList<int> plies = {2, 1, 1, 1};
    for (int index = 0; index < tally.illegal.size(); ++index) {
        QCOMPARE(tally.illegal[index].illegal->error.code, ErrorCode::IllegalMove);
        QCOMPARE(tally.illegal[index].illegal->ply, plies[index]);
    }
    QCOMPARE(tally.illegal[0].illegal->inVariation, true);
    QCOMPARE(tally.illegal[1].illegal->inVariation, false);
}

void TestRealPgn::pychessRepairsDefectsWithWarnings()
{
    const Tally tally = readAll(sharedPgn("debian-pychess-learn-all.pgn"));
    QSet<WarningCode> seen;
    for (const PgnGame& game : tally.warned) {
        for (const Warning& warning : game.warnings)
            seen.insert(warning.code);
    }
    QVERIFY(seen.contains(WarningCode::PgnResultAfterMate));
    QVERIFY(seen.contains(WarningCode::FenMoveNumberZero));
    QVERIFY(seen.contains(WarningCode::PgnBrokenTagQuoting));
    QVERIFY(seen.contains(WarningCode::FenCastlingRightDropped));
}

void TestRealPgn::everyMoveRoundTripsInEveryNotation_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("pgnmentor players") << sharedPgn("pgnmentor-players.pgn");
    QTest::newRow("networkx world championships") << sharedPgn("debian-networkx-wcc.pgn");
    QTest::newRow("pychess lessons with variations") << sharedPgn("debian-pychess-learn-all.pgn");
    QTest::newRow("chess.js lichess 100") << sharedPgn("chessjs-benchmark-lichess100.pgn");
}

void TestRealPgn::everyMoveRoundTripsInEveryNotation()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    PgnReader reader(file);
    PgnGame game;
    qint64 checked = 0;
    while (reader.readNext(game)) {
        const int moves = roundTripLine(game.mainLine, game.start);
        QVERIFY2(moves >= 0, qPrintable(u"game %1"_s.arg(game.number)));
        checked += moves;
    }
    QVERIFY(checked > 0);
    qInfo("%lld moves read back in all four notations", checked);
}

QTEST_GUILESS_MAIN(TestRealPgn)
#include "tst_realpgn.moc"
