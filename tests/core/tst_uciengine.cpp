// SPDX-License-Identifier: GPL-3.0-or-later
// The engine as a player meets it: Debian's Stockfish, started as the window and postmark-cli start it, and
// programs that are no engine or a broken one, each refused with what went wrong.
#include <csignal>

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include "core/engine/uciengine.h"
#include "ui/text/analysistext.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::engine;

namespace {

QString fakeEngine(const char* name)
{
    return QStringLiteral(POSTMARK_TEST_DATA_DIR "/engines/") + QString::fromLatin1(name);
}

/// A mate in two with one first move: 1. Nf6+ gxf6 2. Bxf7#.
chess::Position mateInTwo()
{
    return *chess::Position::fromFen(u"r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1"_s);
}

EngineSettings engineAt(const QString& path)
{
    EngineSettings settings;
    settings.path = path;
    return settings;
}

EngineProblem problemOf(const QSignalSpy& spy)
{
    return spy.first().first().value<EngineProblem>();
}

} // namespace

class TestUciEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // The README's set-up installs Debian's stockfish: without it, this is a failure, not a skip.
        QVERIFY2(!defaultEnginePath().isEmpty(), "stockfish is not installed (scripts/setup.sh installs it)");
    }

    void stockfishFindsMateInTwo()
    {
        UciEngine engine;
        QSignalSpy ready(&engine, &UciEngine::ready);
        QSignalSpy finished(&engine, &UciEngine::searchFinished);
        std::optional<AnalysisLine> last;
        connect(&engine, &UciEngine::lineChanged, this, [&](const AnalysisLine& line) { last = line; });
        engine.start({});
        engine.analyse(mateInTwo(), {}, SearchLimit::depth(8)); // waits for the start
        QVERIFY(finished.wait(20000));
        QCOMPARE(ready.size(), 1);
        QVERIFY(engine.name().startsWith(u"Stockfish"_s));
        QVERIFY(last);
        QCOMPARE(last->score, (WhiteScore{true, 2, false}));
        QCOMPARE(
            chess::writeLine(mateInTwo(), last->moves, chess::Notation::San), u"1. Nf6+ gxf6 2. Bxf7#"_s);
        const auto best = finished.first().first().value<std::optional<chess::Move>>();
        QVERIFY(best);
        QCOMPARE(uciMove(*best), u"d5f6"_s);
    }

    void blackToMoveScoresFromWhitesView()
    {
        // Black is mated in one after 1. Nf6+: the score says White mates, not "mate −1" of the side to move.
        UciEngine engine;
        QSignalSpy finished(&engine, &UciEngine::searchFinished);
        std::optional<AnalysisLine> last;
        connect(&engine, &UciEngine::lineChanged, this, [&](const AnalysisLine& line) { last = line; });
        engine.start({});
        engine.analyse(mateInTwo(), {*moveFromUci(mateInTwo(), u"d5f6")}, SearchLimit::depth(6));
        QVERIFY(finished.wait(20000));
        QVERIFY(last);
        QCOMPARE(last->score, (WhiteScore{true, 1, false}));
    }

    void multiPvGivesSeveralLines()
    {
        UciEngine engine;
        QSignalSpy finished(&engine, &UciEngine::searchFinished);
        QSet<int> ranks;
        connect(&engine, &UciEngine::lineChanged, this, [&](const AnalysisLine& line) {
            ranks.insert(line.multiPv);
        });
        EngineSettings settings;
        settings.multiPv = 3;
        engine.start(settings);
        engine.analyse(chess::Position::initial(), {}, SearchLimit::depth(6));
        QVERIFY(finished.wait(20000));
        QCOMPARE(ranks, (QSet<int>{1, 2, 3}));
    }

    void stopEndsAnInfiniteSearch()
    {
        UciEngine engine;
        engine.setPatience(5000, 1000); // a search must end within a second of `stop`
        QSignalSpy lines(&engine, &UciEngine::lineChanged);
        QSignalSpy finished(&engine, &UciEngine::searchFinished);
        QSignalSpy failed(&engine, &UciEngine::failed);
        engine.start({});
        engine.analyse(chess::Position::initial(), {}, SearchLimit::infinite());
        QVERIFY(lines.wait(10000));
        QCOMPARE(engine.state(), UciEngine::State::Searching);
        engine.stop();
        QVERIFY(finished.wait(5000));
        QCOMPARE(failed.size(), 0);
        QCOMPARE(engine.state(), UciEngine::State::Ready);
    }

    void aNewPositionReplacesTheSearch()
    {
        // The player steps to another move while the engine thinks: only the new position's lines come.
        UciEngine engine;
        engine.start({});
        engine.analyse(chess::Position::initial(), {}, SearchLimit::infinite());
        QSignalSpy anyLine(&engine, &UciEngine::lineChanged);
        QVERIFY(anyLine.wait(10000));
        QSignalSpy finished(&engine, &UciEngine::searchFinished);
        std::optional<AnalysisLine> last;
        connect(&engine, &UciEngine::lineChanged, this, [&](const AnalysisLine& line) { last = line; });
        engine.analyse(mateInTwo(), {}, SearchLimit::depth(6));
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.size(), 1); // the stopped search's best move is not told
        QVERIFY(last);
        QCOMPARE(last->score, (WhiteScore{true, 2, false}));
        QCOMPARE(engine.analysedPosition(), mateInTwo());
    }

    void aKilledEngineIsReportedAndRestarts()
    {
        UciEngine engine;
        QSignalSpy ready(&engine, &UciEngine::ready);
        QSignalSpy failed(&engine, &UciEngine::failed);
        engine.start({});
        engine.analyse(chess::Position::initial(), {}, SearchLimit::infinite());
        QVERIFY(ready.wait(10000));
        QVERIFY(engine.processId() > 0);
        ::kill(pid_t(engine.processId()), SIGKILL);
        QVERIFY(failed.wait(5000));
        QCOMPARE(problemOf(failed).failure, EngineFailure::Crashed);
        QCOMPARE(engine.state(), UciEngine::State::Failed);
        QVERIFY(text::engineProblemText(problemOf(failed), Language::English, text::EngineChoice::InSettings)
                    .contains(u"stopped working"_s));

        QSignalSpy finished(&engine, &UciEngine::searchFinished);
        engine.start(engine.settings());
        engine.analyse(mateInTwo(), {}, SearchLimit::depth(6));
        QVERIFY(finished.wait(20000));
        QCOMPARE(ready.size(), 2);
    }

    void programThatIsNoEngineIsRefused_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<EngineFailure>("failure");
        QTest::addColumn<QString>("told");
        QTest::newRow("garbage")
            << fakeEngine("garbage.sh") << EngineFailure::NotUci
            << u"did not answer as a UCI chess engine (no \"uciok\" within 0.5 s): it cannot "
               "be used. It said: hello? I do not know 'uci'"_s;
        QTest::newRow("silence") << fakeEngine("silent.sh") << EngineFailure::NotUci
                                 << u"did not answer as a UCI chess engine"_s;
        QTest::newRow("hangs on isready") << fakeEngine("hangs-on-isready.sh") << EngineFailure::NotReady
                                          << u"did not answer \"isready\" within 0.5 s and was ended"_s;
        QTest::newRow("a program that ends") << u"/bin/true"_s << EngineFailure::NotUci
                                             << u"/bin/true ended without answering as a UCI chess engine"_s;
        QTest::newRow("missing")
            << u"/nonexistent/stockfish"_s << EngineFailure::Missing
            << u"There is no engine at /nonexistent/stockfish. Choose an engine in Settings."_s;
        QTest::newRow("not a program")
            << fakeEngine("../pgn") << EngineFailure::DidNotStart << u"could not be started"_s;
    }

    void programThatIsNoEngineIsRefused()
    {
        QFETCH(QString, program);
        QFETCH(EngineFailure, failure);
        QFETCH(QString, told);
        UciEngine engine;
        engine.setPatience(500, 500);
        QSignalSpy failed(&engine, &UciEngine::failed);
        QSignalSpy ready(&engine, &UciEngine::ready);
        QElapsedTimer clock;
        clock.start();
        engine.start(engineAt(program));
        engine.analyse(chess::Position::initial(), {}, SearchLimit::depth(4));
        QVERIFY(failed.size() == 1 || failed.wait(5000));
        QCOMPARE(problemOf(failed).failure, failure);
        QCOMPARE(ready.size(), 0);
        QCOMPARE(engine.state(), UciEngine::State::Failed);
        const QString text =
            text::engineProblemText(problemOf(failed), Language::English, text::EngineChoice::InSettings);
        QVERIFY2(text.contains(told), qPrintable(text));
        QVERIFY2(clock.elapsed() < 4000, "the refusal waited far beyond the engine's patience");
        QVERIFY(engine.processId() == 0); // nothing left running
    }

    void engineThatIgnoresStopIsEnded()
    {
        UciEngine engine;
        engine.setPatience(2000, 300);
        QSignalSpy lines(&engine, &UciEngine::lineChanged);
        QSignalSpy failed(&engine, &UciEngine::failed);
        engine.start(engineAt(fakeEngine("ignores-stop.sh")));
        engine.analyse(chess::Position::initial(), {}, SearchLimit::infinite());
        QVERIFY(lines.wait(5000));
        engine.stop();
        QVERIFY(failed.wait(3000));
        QCOMPARE(problemOf(failed).failure, EngineFailure::StopIgnored);
        QCOMPARE(engine.processId(), 0);
    }

    void garbledLinesShowOnlyChess()
    {
        // Lines with no score, a square that is none or an illegal move: only the legal part is shown.
        UciEngine engine;
        QSignalSpy finished(&engine, &UciEngine::searchFinished);
        std::vector<AnalysisLine> shown;
        connect(
            &engine, &UciEngine::lineChanged, this, [&](const AnalysisLine& line) { shown.push_back(line); });
        engine.start(engineAt(fakeEngine("bad-lines.sh")));
        engine.analyse(chess::Position::initial(), {}, SearchLimit::depth(5));
        QVERIFY(finished.wait(5000));
        QCOMPARE(shown.size(), std::size_t(1));
        QCOMPARE(shown[0].depth, 5);
        QCOMPARE(chess::writeLine(chess::Position::initial(), shown[0].moves, chess::Notation::San),
            u"1. e4 e5"_s);
        // "bestmove e2e5" is no legal move: the search ended without one.
        QVERIFY(!finished.first().first().value<std::optional<chess::Move>>());
    }
};

QTEST_GUILESS_MAIN(TestUciEngine)
#include "tst_uciengine.moc"
