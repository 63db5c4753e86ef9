// SPDX-License-Identifier: GPL-3.0-or-later
// postmark-cli analyse, run as a judge runs it for a letter: the real program with Debian's Stockfish.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/analysis/analysisjson.h"
#include "core/analysis/analysispgn.h"
#include "core/chess/ucimove.h"
#include "core/ledger/ledgerof.h"
#include "core/ledger/pgnconversion.h"
#include "core/storage/sqlitearchive.h"
#include "tests/cli/clirun.h"

using namespace Qt::StringLiterals;
using postmark::testing::runCli;

namespace {

/// A mate in two with one first move: 1. Nf6+ gxf6 2. Bxf7#.
const QString MateInTwo = u"r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1"_s;

QString testData(const char* path)
{
    return QStringLiteral(POSTMARK_TEST_DATA_DIR "/") + QString::fromLatin1(path);
}

QJsonObject jsonOf(const QString& out)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(out));
    return document.object();
}

} // namespace

class TestCliAnalyse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsMateInTwoInTheChosenNotation()
    {
        const auto run =
            runCli({u"analyse"_s, u"--fen"_s, MateInTwo, u"--depth"_s, u"8"_s, u"--notation"_s, u"san"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(u"Stockfish"_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(u" 1.     #2  1. Nf6+ gxf6 2. Bxf7#\n"_s), qPrintable(run.out));
        QVERIFY(run.out.contains(u"not a player's claim"_s));
    }

    void speaksUkrainianNotationByDefaultInUkrainian()
    {
        const auto run =
            runCli({u"analyse"_s, u"--lang"_s, u"uk"_s, u"--fen"_s, MateInTwo, u"--depth"_s, u"8"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"1. Кd5-f6+ g7:f6 2. Сc4:f7#"_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"глибина 8"_s), qPrintable(run.out));
    }

    void jsonHasEveryLineWithItsScore()
    {
        const auto run = runCli({u"analyse"_s,
            u"--fen"_s,
            MateInTwo,
            u"--depth"_s,
            u"8"_s,
            u"--multipv"_s,
            u"3"_s,
            u"--format"_s,
            u"json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = jsonOf(run.out);
        QVERIFY(report[u"engine"_s].toString().startsWith(u"Stockfish"_s));
        QCOMPARE(report[u"fen"_s].toString(), MateInTwo);
        const QJsonArray lines = report[u"lines"_s].toArray();
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0][u"rank"_s].toInt(), 1);
        QCOMPARE(lines[0][u"score"_s][u"mate"_s].toInt(), 2);
        QCOMPARE(lines[0][u"uci"_s][0].toString(), u"d5f6"_s);
        QCOMPARE(lines[0][u"depth"_s].toInt(), 8);
        // The other first moves are no mate: White is lost after them (a piece down, the queen lost).
        QVERIFY(lines[1][u"score"_s][u"cp"_s].toInt() < 0);
        QCOMPARE(lines[2][u"rank"_s].toInt(), 3);
    }

    void analysesAGameFileAfterAPly()
    {
        // The game file's moves are replayed to --ply: the engine is given the position after them.
        const QString game = testData("games/overstep-black.game.json");
        const auto run =
            runCli({u"analyse"_s, game, u"--ply"_s, u"1"_s, u"--depth"_s, u"6"_s, u"--format"_s, u"json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = jsonOf(run.out);
        QCOMPARE(report[u"ply"_s].toInt(), 1);
        QVERIFY2(report[u"fen"_s].toString().contains(u" b KQkq "_s), qPrintable(run.out));
        const QString text = runCli({u"analyse"_s, game, u"--depth"_s, u"6"_s}).out;
        QVERIFY2(text.contains(u"the position after 1... "_s), qPrintable(text)); // the last move, numbered
        QVERIFY2(text.contains(u" 1.  "_s) && text.contains(u"2. "_s), qPrintable(text));
    }

    void aFinishedPositionNeedsNoEngine()
    {
        const auto run = runCli({u"analyse"_s,
            u"--fen"_s,
            u"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"_s,
            u"--engine"_s,
            u"/nonexistent/engine"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"is stalemate: there is no move to analyse"_s), qPrintable(run.out));
    }

    void refusesWhatItCannotDo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString game = testData("games/overstep-black.game.json");
        QTest::newRow("neither") << QStringList{u"analyse"_s} << u"give one GAMEFILE or --fen FEN"_s;
        QTest::newRow("both") << QStringList{u"analyse"_s, game, u"--fen"_s, MateInTwo}
                              << u"give one GAMEFILE or --fen FEN"_s;
        QTest::newRow("ply with FEN") << QStringList{u"analyse"_s, u"--fen"_s, MateInTwo, u"--ply"_s, u"2"_s}
                                      << u"--ply is for a game file"_s;
        QTest::newRow("depth and time") << QStringList{u"analyse"_s,
            u"--fen"_s,
            MateInTwo,
            u"--depth"_s,
            u"4"_s,
            u"--movetime"_s,
            u"100"_s} << u"not both"_s;
        QTest::newRow("depth 0") << QStringList{u"analyse"_s, u"--fen"_s, MateInTwo, u"--depth"_s, u"0"_s}
                                 << u"--depth '0' is not a number from 1 to 99"_s;
        QTest::newRow("too many lines")
            << QStringList{u"analyse"_s, u"--fen"_s, MateInTwo, u"--multipv"_s, u"50"_s}
            << u"--multipv '50'"_s;
        QTest::newRow("ply beyond the game") << QStringList{u"analyse"_s, game, u"--ply"_s, u"9"_s}
                                             << u"--ply '9' is not a number from 0 to 2"_s;
        QTest::newRow("notation")
            << QStringList{u"analyse"_s, u"--fen"_s, MateInTwo, u"--notation"_s, u"fr"_s} << u"not 'fr'"_s;
        QTest::newRow("bad FEN") << QStringList{u"analyse"_s, u"--fen"_s, u"8/8 w"_s} << u"FEN:"_s;
        QTest::newRow("missing engine")
            << QStringList{u"analyse"_s, u"--fen"_s, MateInTwo, u"--engine"_s, u"/nonexistent/engine"_s}
            << u"There is no engine at /nonexistent/engine. Name an engine with --engine PATH."_s;
        QTest::newRow("no engine at all")
            << QStringList{u"analyse"_s, u"--fen"_s, MateInTwo, u"--engine"_s, testData("engines/garbage.sh")}
            << u"did not answer as a UCI chess engine"_s;
    }

    void refusesWhatItCannotDo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const auto run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    void exportWritesTheAnalysisOnlyWhenAsked()
    {
        // A demo game with a variation and a comment tried by its player.
        QTemporaryDir dir;
        const QString db = dir.filePath(u"demo.postmark"_s);
        QCOMPARE(runCli({u"demo"_s, u"--db"_s, db}).exitCode, 0);
        qint64 id = 0;
        {
            auto archive = postmark::storage::SqliteArchive::open(db).value();
            id = archive->games().value().first().id;
            const postmark::ledger::GameFile game = archive->game(id).value();
            // As of the demo's day: postmark-cli demo makes it as of today (a fixed day failed once the
            // demo's cards were later than it).
            const auto ledger = postmark::ledger::ledgerOf(game, QDate::currentDate()).ledger;
            QVERIFY(ledger);
            const postmark::analysis::MainLineMoves line =
                postmark::analysis::mainLineOf(postmark::ledger::pgnFromGameFile(game, *ledger));
            QVERIFY(!line.moves.empty());
            postmark::analysis::GameAnalysis analysis;
            const postmark::chess::Position last = postmark::analysis::positionAt(
                analysis, line, {postmark::analysis::MainLine, int(line.moves.size())});
            const postmark::chess::Move tried = *last.legalMoves().begin();
            analysis = postmark::analysis::play(analysis, line, {-1, int(line.moves.size())}, tried).analysis;
            analysis = postmark::analysis::withComment(analysis, {0, 1}, u"мій план"_s);
            QVERIFY(!archive->setAnalysis(id, postmark::analysis::analysisJson(analysis)));
        }
        const QStringList export_{
            u"export"_s, u"--db"_s, db, u"--game"_s, QString::number(id), u"--format"_s, u"pgn"_s};
        const auto plain = runCli(export_);
        QCOMPARE(plain.exitCode, 0);
        QVERIFY2(!plain.out.contains(u"мій план"_s), qPrintable(plain.out));
        const auto analysed = runCli(export_ + QStringList{u"--with-analysis"_s});
        QCOMPARE(analysed.exitCode, 0);
        QVERIFY2(analysed.out.contains(u"{мій план})"_s), qPrintable(analysed.out));
        QVERIFY(analysed.err.isEmpty());
    }

    void theAdjudicationPacketCarriesTheEnginesAssessmentWhenAsked()
    {
        QTemporaryDir dir;
        const QString game =
            QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example2_variant_penalty.game.json");
        const QString pdf = dir.filePath(u"packet.pdf"_s);
        const auto printed = runCli(
            {u"print"_s, u"adjudication"_s, game, u"--with-engine"_s, u"--depth"_s, u"10"_s, u"-o"_s, pdf});
        QCOMPARE(printed.exitCode, 0);
        QProcess text;
        text.start(u"pdftotext"_s, {pdf, u"-"_s});
        QVERIFY(text.waitForFinished());
        const QString content = QString::fromUtf8(text.readAllStandardOutput()).replace(u"ﬁ"_s, u"fi"_s);
        QVERIFY2(content.contains(u"Оцінка шахового рушія (рушія, а не гравця)"_s), qPrintable(content));
        QVERIFY(content.contains(u"Stockfish"_s));
        QVERIFY(content.contains(u"Головний варіант"_s));
        const auto missing = runCli({u"print"_s,
            u"adjudication"_s,
            game,
            u"--with-engine"_s,
            u"--engine"_s,
            u"/nonexistent/engine"_s,
            u"-o"_s,
            pdf});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains(u"There is no engine at /nonexistent/engine"_s));
    }

    void helpNamesEveryOption()
    {
        const auto run = runCli({u"analyse"_s, u"--help"_s});
        QCOMPARE(run.exitCode, 0);
        for (const QString& option : {u"--fen"_s,
                 u"--ply"_s,
                 u"--depth"_s,
                 u"--movetime"_s,
                 u"--multipv"_s,
                 u"--engine"_s,
                 u"--notation"_s})
            QVERIFY2(run.out.contains(option), qPrintable(option));
    }
};

QTEST_GUILESS_MAIN(TestCliAnalyse)
#include "tst_clianalyse.moc"
