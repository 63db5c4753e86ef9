// SPDX-License-Identifier: GPL-3.0-or-later
// postmark-cli run as a user runs it, a real process, its output and exit status: help on every command,
// usage errors, PGN validation and conversion, perft, a full disk for the output, and no library looked
// for in the current folder.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/cli/clitests.h"
#include "tests/core/realpgn.h"

using namespace Qt::StringLiterals;
using namespace postmark::testing::cli;

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void helpOnEveryCommand_data();
    void helpOnEveryCommand();
    void badUsageExitsTwo_data();
    void badUsageExitsTwo();
    void validatePgnJsonOnPgnmentor();
    void validatePgnJsonSpeaksTheLanguageAsked();
    void validatePgnJsonOnPychess();
    void validatePgnTextNamesGameAndPly();
    void convertWritesEachNotation_data();
    void convertWritesEachNotation();
    void perftCountsNodes();
    void aFullOutputIsAnError();
    void noLibraryIsLookedForInTheCurrentFolder();
};

void TestCli::helpOnEveryCommand_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("top level") << QStringList{u"--help"_s} << u"validate-pgn"_s;
    QTest::newRow("validate-pgn") << QStringList{u"validate-pgn"_s, u"--help"_s} << u"--format"_s;
    QTest::newRow("convert") << QStringList{u"convert"_s, u"--help"_s} << u"--to"_s;
    QTest::newRow("perft") << QStringList{u"perft"_s, u"--help"_s} << u"DEPTH"_s;
    QTest::newRow("ledger") << QStringList{u"ledger"_s, u"--help"_s} << u"--as-of"_s;
    QTest::newRow("check-claim") << QStringList{u"check-claim"_s, u"--help"_s} << u"II.6.3"_s;
    QTest::newRow("import") << QStringList{u"import"_s, u"--help"_s} << u"--db"_s;
    QTest::newRow("export") << QStringList{u"export"_s, u"--help"_s} << u"--game"_s;
    QTest::newRow("backup") << QStringList{u"backup"_s, u"--help"_s} << u"consistent"_s;
    QTest::newRow("check") << QStringList{u"check"_s, u"--help"_s} << u"integrity"_s;
    QTest::newRow("demo") << QStringList{u"demo"_s, u"--help"_s} << u"semifinal"_s;
    QTest::newRow("print") << QStringList{u"print"_s, u"--help"_s} << u"II.3.7"_s;
    QTest::newRow("crosstable") << QStringList{u"crosstable"_s, u"--help"_s} << u"II.8.1"_s;
    QTest::newRow("import-tournament") << QStringList{u"import-tournament"_s, u"--help"_s} << u"--db"_s;
    QTest::newRow("export-tournament")
        << QStringList{u"export-tournament"_s, u"--help"_s} << u"--tournament"_s;
    QTest::newRow("agenda") << QStringList{u"agenda"_s, u"--help"_s} << u"II.9.5"_s;
    QTest::newRow("tournaments") << QStringList{u"tournaments"_s, u"--help"_s} << u"--tournament"_s;
    QTest::newRow("leave-register") << QStringList{u"leave-register"_s, u"--help"_s} << u"II.7.1"_s;
    QTest::newRow("print-tournament")
        << QStringList{u"print-tournament"_s, u"--help"_s} << u"start-notices"_s;
}

void TestCli::helpOnEveryCommand()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const Run result = run(arguments);
    QCOMPARE(result.exitCode, 0);
    QVERIFY(QString::fromUtf8(result.out).contains(mentions));
    QVERIFY(result.out.startsWith("Usage: postmark-cli"));
}

void TestCli::badUsageExitsTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << QStringList{} << u"Usage"_s;
    QTest::newRow("unknown command") << QStringList{u"frobnicate"_s} << u"unknown command 'frobnicate'"_s;
    QTest::newRow("unknown option") << QStringList{u"validate-pgn"_s, u"--colour"_s, u"x.pgn"_s}
                                    << u"colour"_s;
    QTest::newRow("bad format") << QStringList{u"validate-pgn"_s, u"--format"_s, u"xml"_s, u"x.pgn"_s}
                                << u"xml"_s;
    QTest::newRow("no file") << QStringList{u"validate-pgn"_s} << u"no FILE"_s;
    QTest::newRow("missing file") << QStringList{u"validate-pgn"_s, u"/nonexistent.pgn"_s}
                                  << u"/nonexistent.pgn"_s;
    QTest::newRow("convert without --to") << QStringList{u"convert"_s, u"x.pgn"_s} << u"--to"_s;
    QTest::newRow("convert to unknown notation")
        << QStringList{u"convert"_s, u"--to"_s, u"fr"_s, u"x.pgn"_s} << u"'fr'"_s;
    QTest::newRow("perft bad FEN") << QStringList{u"perft"_s, u"8/8 w"_s, u"2"_s} << u"FEN"_s;
    QTest::newRow("perft bad depth") << QStringList{u"perft"_s, u"4k3/8/8/8/8/8/8/4K3 w - - 0 1"_s, u"x"_s}
                                     << u"DEPTH"_s;
}

void TestCli::badUsageExitsTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run result = run(arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(QString::fromUtf8(result.err).contains(message), result.err.constData());
    QVERIFY(result.out.isEmpty());
}

void TestCli::validatePgnJsonOnPgnmentor()
{
    const Run result = run({u"validate-pgn"_s, u"--format"_s, u"json"_s, sharedPgn("pgnmentor-players.pgn")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(result.out).object();
    QCOMPARE(report.value(u"games"_s).toInt(), 13163);
    QCOMPARE(report.value(u"plies"_s).toInt(), 1068237);
    QCOMPARE(report.value(u"illegal"_s).toArray().size(), 0);
    QVERIFY(report.value(u"warnings"_s).isArray());
}

void TestCli::validatePgnJsonSpeaksTheLanguageAsked()
{
    // English keys and stable codes for programs; the words in the language asked, warnings as the
    // refusals (a new user's walk found the warnings in English under --lang uk).
    const Run result = run({u"validate-pgn"_s,
        u"--format"_s,
        u"json"_s,
        u"--lang"_s,
        u"uk"_s,
        fixture("broken-tag-quoting.pgn")});
    const QJsonArray warnings = QJsonDocument::fromJson(result.out).object().value(u"warnings"_s).toArray();
    QVERIFY(!warnings.isEmpty());
    const QJsonObject first = warnings.first().toObject();
    QCOMPARE(first.value(u"code"_s).toString(), u"pgn-broken-tag-quoting"_s);
    QVERIFY2(first.value(u"message"_s).toString().contains(u"неправильно взято в лапки"_s),
        result.out.constData());
}

void TestCli::validatePgnJsonOnPychess()
{
    const Run result =
        run({u"validate-pgn"_s, u"--format"_s, u"json"_s, sharedPgn("debian-pychess-learn-all.pgn")});
    QCOMPARE(result.exitCode, 1);
    const QJsonObject report = QJsonDocument::fromJson(result.out).object();
    QCOMPARE(report.value(u"games"_s).toInt(), 1319);
    const QJsonArray illegal = report.value(u"illegal"_s).toArray();
    QCOMPARE(illegal.size(), 4);
    QList<int> games;
    for (const QJsonValue& entry : illegal) {
        const QJsonObject object = entry.toObject();
        games.append(object.value(u"game"_s).toInt());
        QVERIFY(object.contains(u"ply"_s) && object.contains(u"move"_s) && object.contains(u"reason"_s));
    }
    QCOMPARE(games, QList<int>({301, 362, 378, 379}));
    QCOMPARE(illegal[1].toObject().value(u"move"_s).toString(), u"Nxg5"_s);
    QVERIFY(!report.value(u"warnings"_s).toArray().isEmpty());
}

void TestCli::validatePgnTextNamesGameAndPly()
{
    const Run result = run({u"validate-pgn"_s, fixture("three-games-middle-illegal.pgn")});
    QCOMPARE(result.exitCode, 1);
    const QString text = QString::fromUtf8(result.out);
    QVERIFY2(text.contains(u"game 2: half-move 3, “Ke3”, is refused: no king"_s), qPrintable(text));
    QVERIFY(text.contains(u"3 games, 8 plies, 1 illegal"_s));
}

void TestCli::convertWritesEachNotation_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("movetext");
    QTest::newRow("uk") << u"uk"_s << u"1. f2-f3 e7-e5 2. g2-g4 Фd8-h4# 0-1"_s;
    QTest::newRow("san") << u"san"_s << u"1. f3 e5 2. g4 Qh4# 0-1"_s;
    QTest::newRow("lan") << u"lan"_s << u"1. f2-f3 e7-e5 2. g2-g4 Qd8-h4# 0-1"_s;
    QTest::newRow("iccf") << u"iccf"_s << u"1. 6263 5755 2. 7274 4884 0-1"_s;
}

void TestCli::convertWritesEachNotation()
{
    QFETCH(QString, notation);
    QFETCH(QString, movetext);
    const Run result = run({u"convert"_s, u"--to"_s, notation, fixture("three-games-middle-illegal.pgn")});
    QCOMPARE(result.exitCode, 1); // game 2 has an illegal move
    const QString out = QString::fromUtf8(result.out);
    QVERIFY2(out.contains(movetext), qPrintable(out));
    QVERIFY(out.contains(u"[Event \"First\"]"_s));
    QVERIFY(!out.contains(u"[Event \"Second\"]"_s));
    QVERIFY2(QString::fromUtf8(result.err).contains(u"game 2: half-move 3, “Ke3”, is refused"_s),
        result.err.constData());
}

void TestCli::perftCountsNodes()
{
    const Run result =
        run({u"perft"_s, u"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"_s, u"3"_s});
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.out.trimmed(), QByteArray("97862"));
}

void TestCli::aFullOutputIsAnError()
{
    // Writing to a full disk exited 0 having written nothing: /dev/full refuses every write.
    for (const QStringList& command : {QStringList{u"ledger"_s, example("example1_dates.game.json")},
             QStringList{u"crosstable"_s,
                 QStringLiteral(POSTMARK_TEST_DATA_DIR "/tournaments/five-players.tournament.json")}}) {
        QProcess process;
        process.setStandardOutputFile(u"/dev/full"_s);
        process.start(QStringLiteral(POSTMARK_CLI), command);
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 2);
        QVERIFY2(process.readAllStandardError().contains("the output could not be written: No space left"),
            qPrintable(command.join(u' ')));
    }
}

void TestCli::noLibraryIsLookedForInTheCurrentFolder()
{
    // A run path with an empty entry sends the loader to the current folder first for every library: a
    // file named libQt6Core.so.6 planted where a user starts the program would run inside it.
    QTemporaryDir folder;
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LD_DEBUG"), QStringLiteral("libs"));
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(folder.path());
    process.start(QStringLiteral(POSTMARK_CLI), {QStringLiteral("--version")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QString loader = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(loader.contains(QStringLiteral("libQt6Core")), "the loader's report was not read");
    static const QRegularExpression relative(QStringLiteral("trying file=[^/]"));
    const QRegularExpressionMatch tried = relative.match(loader);
    QVERIFY2(!tried.hasMatch(), qPrintable(tried.captured()));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
