// SPDX-License-Identifier: GPL-3.0-or-later
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "core/storage/sqlitearchive.h"
#include "tests/core/realpgn.h"
#include "tests/support/tournamentfixture.h"

using namespace Qt::StringLiterals;

/// postmark-cli run as a user runs it: a real process, its output and exit status.
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
    void ledgerJsonHasEveryRequiredKey();
    void ledgerTextReadsLikeTheGameForm();
    void ledgerAsOfOverridesTheFile();
    void ledgerRefusesABadFileNamingCardAndKey();
    void aRuleParameterOutOfItsRangeIsRefusedByEveryCommand();
    void aFullOutputIsAnError();
    void noLibraryIsLookedForInTheCurrentFolder();
    void checkClaimFindsTheOverstep();
    void checkClaimSaysWhenThereIsNone();
    void importPrintsTheNewIdsLastIdLast();
    void importRefusesEverythingWhenOneFileIsBad();
    void exportedGameHasTheImportedLedger();
    void exportAsPgnCarriesSendDates();
    void backupAndCheck();
    void demoBuildsAPlayersGamesAndATournament();
    void printWritesEachDocument_data();
    void printWritesEachDocument();
    void printSaysWhyADocumentDoesNotApply();
    void crosstableJsonRanksByPointsThenTieBreaks();
    void crosstableTextAndHtml();
    void crosstableRefusesABadFileNamingWhereAndKey();
    void printTournamentWritesTheReportAndTheStartNotices();
    void tournamentGoesIntoTheArchiveAndComesBackTheSame();
    void agendaListsTheEventsDeadlines();
    void agendaOfAnArchivedTournamentFollowsItsRegisters();
    void leaveRegisterChecksTheCapAcrossGames();

private:
    struct Run
    {
        int exitCode;
        QByteArray out;
        QByteArray err;
    };
    /// A game file read as JSON, to change one thing in it; and that change written to `path`.
    static QJsonObject readJson(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(path));
        return QJsonDocument::fromJson(file.readAll()).object();
    }
    static void writeJson(const QString& path, const QJsonObject& object)
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(object).toJson()) < 0
            || !file.flush())
            qFatal("cannot write %s", qPrintable(path));
    }
    static Run run(const QStringList& arguments)
    {
        QProcess process;
        // The words are English unless a test asks for Ukrainian: --lang, else the system's language.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"LANG"_s, u"C.UTF-8"_s);
        environment.remove(u"LC_ALL"_s);
        environment.remove(u"LANGUAGE"_s);
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(POSTMARK_CLI), arguments);
        if (!process.waitForFinished(120000))
            qFatal("postmark-cli did not finish");
        return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
    }
    static QString fixture(const char* name)
    {
        return QStringLiteral(POSTMARK_TEST_DATA_DIR "/pgn/") + QString::fromLatin1(name);
    }
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

namespace {
QString example(const char* name)
{
    return QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/") + QString::fromLatin1(name);
}
QString game(const char* name)
{
    return QStringLiteral(POSTMARK_TEST_DATA_DIR "/games/") + QString::fromLatin1(name);
}
} // namespace

void TestCli::ledgerJsonHasEveryRequiredKey()
{
    const Run result = run({u"ledger"_s, example("example1_dates.game.json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(result.out).object();
    for (const QString& key : {u"cards"_s,
             u"moves"_s,
             u"penalties"_s,
             u"totals"_s,
             u"overstep"_s,
             u"to_move"_s,
             u"running"_s,
             u"deadlines"_s})
        QVERIFY2(report.contains(key), qPrintable(key));
    QCOMPARE(report.value(u"totals"_s).toObject(), QJsonObject({{u"white"_s, 6}, {u"black"_s, 5}}));
    const QJsonObject card = report.value(u"cards"_s).toArray().first().toObject();
    for (const QString& key :
        {u"id"_s, u"sent"_s, u"sent_rule"_s, u"received"_s, u"received_rule"_s, u"warnings"_s})
        QVERIFY2(card.contains(key), qPrintable(key));
    const QJsonObject move = report.value(u"moves"_s).toArray().first().toObject();
    for (const QString& key :
        {u"player"_s, u"number"_s, u"move"_s, u"card"_s, u"days"_s, u"penalty"_s, u"total"_s})
        QVERIFY2(move.contains(key), qPrintable(key));
    const QJsonObject running = report.value(u"running"_s).toObject();
    for (const QString& key : {u"player"_s, u"days"_s, u"days_left_in_control"_s})
        QVERIFY2(running.contains(key), qPrintable(key));
    const QJsonObject deadline = report.value(u"deadlines"_s).toArray().first().toObject();
    for (const QString& key : {u"kind"_s, u"player"_s, u"due"_s, u"clause"_s})
        QVERIFY2(deadline.contains(key), qPrintable(key));
}

void TestCli::ledgerTextReadsLikeTheGameForm()
{
    const Run result =
        run({u"ledger"_s, u"--format"_s, u"text"_s, example("example2_variant_penalty.game.json")});
    QCOMPARE(result.exitCode, 0);
    const QString text = QString::fromUtf8(result.out);
    QVERIFY2(text.contains(u"Totals: White 8, Black 10"_s), qPrintable(text));
    QVERIFY(text.contains(u"| White        received          sent"_s));
    QVERIFY(text.contains(u"wrong repetition [II.4.9, II.3.8]"_s));
    QVERIFY(text.contains(u"[II.4.8]"_s));
}

void TestCli::ledgerAsOfOverridesTheFile()
{
    const Run result =
        run({u"ledger"_s, u"--as-of"_s, u"2018-02-20"_s, example("example2_variant_penalty.game.json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject running = QJsonDocument::fromJson(result.out).object().value(u"running"_s).toObject();
    // Black received White's 4.e3 on 02-12: 8 days by 02-20.
    QCOMPARE(running.value(u"days"_s).toInt(), 8);
    QCOMPARE(running.value(u"days_left_in_control"_s).toInt(), 40 - 10 - 8);
    // The date as a Ukrainian writes it reads the same.
    const Run dotted =
        run({u"ledger"_s, u"--as-of"_s, u"20.02.2018"_s, example("example2_variant_penalty.game.json")});
    QCOMPARE(dotted.exitCode, 0);
    QCOMPARE(
        QJsonDocument::fromJson(dotted.out).object().value(u"running"_s).toObject().value(u"days"_s).toInt(),
        8);
    const Run bad =
        run({u"ledger"_s, u"--as-of"_s, u"31.02.2018"_s, example("example2_variant_penalty.game.json")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains("--as-of"));
}

void TestCli::ledgerRefusesABadFileNamingCardAndKey()
{
    const Run result = run({u"ledger"_s, game("bad-dates-and-keys.game.json")});
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.out.isEmpty());
    const QString err = QString::fromUtf8(result.err);
    QVERIFY2(err.contains(u"Card b1, sendr_date: is not a field Postmark knows"_s), qPrintable(err));
    const Run dates = run(
        {u"ledger"_s, game("bad-dates-and-keys.game.json").replace(u"bad-dates-and-keys"_s, u"missing"_s)});
    QCOMPARE(dates.exitCode, 2);

    // An empty date is an error on its card and key, in the user's language, not an absent date.
    QTemporaryDir dir;
    QJsonObject file = readJson(game("overstep-black.game.json"));
    QJsonArray cards = file.value(u"cards"_s).toArray();
    QJsonObject first = cards.first().toObject();
    first.insert(u"received"_s, u""_s);
    cards.replace(0, first);
    file.insert(u"cards"_s, cards);
    const QString emptyDate = dir.filePath(u"empty-date.game.json"_s);
    writeJson(emptyDate, file);
    const QString firstId = first.value(u"id"_s).toString();
    const Run english = run({u"ledger"_s, emptyDate, u"--lang"_s, u"en"_s});
    QCOMPARE(english.exitCode, 2);
    QVERIFY2(QString::fromUtf8(english.err).contains(u"Card %1, received: the date is empty"_s.arg(firstId)),
        english.err.constData());
    const Run ukrainian = run({u"ledger"_s, emptyDate, u"--lang"_s, u"uk"_s});
    QCOMPARE(ukrainian.exitCode, 2);
    QVERIFY2(
        QString::fromUtf8(ukrainian.err).contains(u"Листівка %1, «received»: дата порожня"_s.arg(firstId)),
        ukrainian.err.constData());
}

void TestCli::aRuleParameterOutOfItsRangeIsRefusedByEveryCommand()
{
    // No days per control made every limit 0 and the overstep's periods a division by zero (SIGFPE in
    // ledger, check-claim and print claim). The regulation's override is refused when read, naming it.
    QTemporaryDir dir;
    QJsonObject file = readJson(game("overstep-black.game.json"));
    QJsonObject event = file.value(u"event"_s).toObject();
    event.insert(u"overrides"_s, QJsonObject{{u"days_per_control"_s, 0}});
    file.insert(u"event"_s, event);
    const QString path = dir.filePath(u"zero-days.game.json"_s);
    writeJson(path, file);
    const QString archive = dir.filePath(u"archive.sqlite"_s);
    const QList<QStringList> commands{{u"ledger"_s, path},
        {u"check-claim"_s, path},
        {u"print"_s, u"claim"_s, path, u"-o"_s, dir.filePath(u"claim.pdf"_s)},
        {u"import"_s, u"--create"_s, u"--db"_s, archive, path}};
    for (const QStringList& command : commands) {
        const Run result = run(command);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("days_per_control must be from 1 to 1000"), result.err.constData());
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

void TestCli::checkClaimFindsTheOverstep()
{
    const Run result = run({u"check-claim"_s, u"--format"_s, u"json"_s, game("overstep-black.game.json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject check = QJsonDocument::fromJson(result.out).object();
    // Black received 1.e4 on 01-04 and sent 1...e5 on 02-18: 45 days > 40 (II.6.1).
    QCOMPARE(check.value(u"overstep"_s).toObject().value(u"player"_s).toString(), u"black"_s);
    QCOMPARE(check.value(u"overstep"_s).toObject().value(u"move"_s).toInt(), 1);
    QCOMPARE(check.value(u"overstep"_s).toObject().value(u"total"_s).toInt(), 45);
    QCOMPARE(check.value(u"overstep"_s).toObject().value(u"limit"_s).toInt(), 40);
    QCOMPARE(check.value(u"window_open"_s).toBool(), true);
    QCOMPARE(check.value(u"control_move"_s).toInt(), 10);
    QCOMPARE(check.value(u"time_calculation"_s).toArray().size(), 1);
    const Run text = run({u"check-claim"_s, game("overstep-black.game.json")});
    QVERIFY(text.out.contains("Overstep [II.6.1]"));
}

void TestCli::checkClaimSaysWhenThereIsNone()
{
    const Run result = run({u"check-claim"_s, example("example1_dates.game.json")});
    QCOMPARE(result.exitCode, 1);
    QVERIFY(result.out.startsWith("No overstep"));
}

void TestCli::importPrintsTheNewIdsLastIdLast()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(u"a.postmark"_s);
    const Run result = run({u"import"_s,
        u"--create"_s,
        u"--db"_s,
        db,
        example("example1_dates.game.json"),
        example("example2_variant_penalty.game.json"),
        fixture("three-games-middle-illegal.pgn")
            .replace(u"three-games-middle-illegal"_s, u"postal-send-dates"_s)});
    QCOMPARE(result.exitCode, 0);
    const QList<QByteArray> tokens = result.out.simplified().split(' ');
    QCOMPARE(tokens.last(), QByteArray("3"));
    QVERIFY(result.out.contains("example1_dates.game.json → game 1"));
}

void TestCli::importRefusesEverythingWhenOneFileIsBad()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(u"a.postmark"_s);
    const Run result = run({u"import"_s,
        u"--create"_s,
        u"--db"_s,
        db,
        example("example1_dates.game.json"),
        game("bad-dates-and-keys.game.json")});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(
        result.err.contains("card b1, sendr_date: is not a field Postmark knows"), result.err.constData());
    QVERIFY(!QFile::exists(db)); // nothing was imported, not even the good file

    // A file the reader takes but whose ledger refuses it (w1 received before it went): the same.
    QJsonObject file = readJson(example("example1_dates.game.json"));
    QJsonArray cards = file.value(u"cards"_s).toArray();
    QJsonObject first = cards.first().toObject();
    first.remove(u"arrival_postmarks"_s);
    first.insert(u"received"_s, u"2018-01-15"_s);
    cards.replace(0, first);
    file.insert(u"cards"_s, cards);
    const QString refused = dir.filePath(u"refused.game.json"_s);
    writeJson(refused, file);
    const Run ledgerRefuses = run({u"import"_s,
        u"--create"_s,
        u"--db"_s,
        db,
        example("example1_dates.game.json"),
        example("example2_variant_penalty.game.json"),
        refused});
    QCOMPARE(ledgerRefuses.exitCode, 2);
    QVERIFY2(
        ledgerRefuses.err.contains("refused.game.json: card w1, received"), ledgerRefuses.err.constData());
    QVERIFY(ledgerRefuses.out.isEmpty());
    QVERIFY(!QFile::exists(db));
    // The last line says that nothing was imported (a new user's walk read only the refusal and wondered).
    QVERIFY2(ledgerRefuses.err.trimmed().endsWith(
                 "nothing was imported, the archive is as it was: mend or leave out what is refused above"),
        ledgerRefuses.err.constData());

    // Files without a game: said so, nothing made.
    const QString empty = dir.filePath(u"empty.pgn"_s);
    QFile emptyFile(empty);
    QVERIFY(emptyFile.open(QIODevice::WriteOnly));
    emptyFile.close();
    const Run none = run({u"import"_s, u"--create"_s, u"--db"_s, db, empty});
    QCOMPARE(none.exitCode, 0);
    QVERIFY2(none.err.contains("the files given hold no game; nothing was imported"), none.err.constData());
    QVERIFY(none.out.isEmpty());
}

void TestCli::exportedGameHasTheImportedLedger()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(u"a.postmark"_s);
    QCOMPARE(run({u"import"_s, u"--create"_s, u"--db"_s, db, example("example2_variant_penalty.game.json")})
                 .exitCode,
        0);
    const QString exported = dir.filePath(u"out.json"_s);
    QCOMPARE(run({u"export"_s, u"--db"_s, db, u"--game"_s, u"1"_s, u"-o"_s, exported}).exitCode, 0);
    const Run original = run({u"ledger"_s, example("example2_variant_penalty.game.json")});
    const Run roundTrip = run({u"ledger"_s, exported});
    QCOMPARE(roundTrip.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(roundTrip.out), QJsonDocument::fromJson(original.out));
    const Run missing = run({u"export"_s, u"--db"_s, db, u"--game"_s, u"9"_s});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("no game 9"));
}

void TestCli::exportAsPgnCarriesSendDates()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(u"a.postmark"_s);
    QCOMPARE(
        run({u"import"_s, u"--create"_s, u"--db"_s, db, example("example1_dates.game.json")}).exitCode, 0);
    const Run result = run({u"export"_s, u"--db"_s, db, u"--game"_s, u"1"_s, u"--format"_s, u"pgn"_s});
    QCOMPARE(result.exitCode, 0);
    const QString pgn =
        QString::fromUtf8(result.out).simplified(); // movetext may wrap anywhere between tokens
    QVERIFY2(pgn.contains(u"[Mode \"PM\"]"_s), qPrintable(pgn));
    // 1.d4 went on 2018-01-17 by its postmark; 1...Nf6 on 2018-01-25 by its receipt (II.2.2).
    QVERIFY2(pgn.contains(
                 u"1. d4 {[%ccsnt 2018.01.17]} 1... Nf6 {[%ccsnt 2018.01.25]} 2. c4 {[%ccsnt 2018.02.02]}"_s),
        qPrintable(pgn));
}

void TestCli::backupAndCheck()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(u"a.postmark"_s);
    QCOMPARE(
        run({u"import"_s, u"--create"_s, u"--db"_s, db, example("example3_leave.game.json")}).exitCode, 0);
    const QString copy = dir.filePath(u"copy.postmark"_s);
    QCOMPARE(run({u"backup"_s, u"--db"_s, db, u"-o"_s, copy}).exitCode, 0);
    const Run again = run({u"backup"_s, u"--db"_s, db, u"-o"_s, copy});
    QCOMPARE(again.exitCode, 2);
    QVERIFY(again.err.contains("exists already"));
    const Run check = run({u"check"_s, u"--db"_s, copy});
    QCOMPARE(check.exitCode, 0);
    QVERIFY2(check.out.contains("1 game, 0 problems"), check.out.constData());
}

void TestCli::demoBuildsAPlayersGamesAndATournament()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(u"demo.postmark"_s);
    const Run demo = run({u"demo"_s, u"--db"_s, db});
    QCOMPARE(demo.exitCode, 0);
    QCOMPARE(demo.out.count('\n'), 19);
    QVERIFY(demo.out.contains("2 teams of 4 boards, two games a board, 6 of 8 finished"));
    QVERIFY(demo.out.contains("15 players, 105 games, one withdrawal, one claim"));
    QVERIFY(demo.out.contains(
        "semifinal 2 (11 players, finished); one qualified player declined, one nominated"));
    QVERIFY(demo.out.contains("owner: Ковальчук Олег Петрович, a player and the chief judge of"));
    const Run check = run({u"check"_s, u"--db"_s, db});
    QCOMPARE(check.exitCode, 0);
    QVERIFY2(check.out.contains("120 games, 0 problems"), check.out.constData());
    QCOMPARE(run({u"demo"_s, u"--db"_s, db}).exitCode, 2); // never into an existing archive
}

void TestCli::printWritesEachDocument_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("text");
    const QString example2 = example("example2_variant_penalty.game.json");
    QTest::newRow("postcard") << QStringList{u"postcard"_s, example2, u"--card"_s, u"b2"_s} << u"Мій хід"_s;
    QTest::newRow("postcard in English")
        << QStringList{u"postcard"_s, example2, u"--lang"_s, u"en"_s} << u"My move"_s;
    QTest::newRow("repeat") << QStringList{u"repeat"_s, example("example1_dates.game.json")} << u"ПОВТОР"_s;
    QTest::newRow("query") << QStringList{u"query"_s, game("impossible-move.game.json")}
                           << u"Запит про хід"_s;
    QTest::newRow("leave") << QStringList{u"leave"_s, example("example3_leave.game.json")}
                           << u"КОПІЯ ДЛЯ СУДДІ"_s;
    QTest::newRow("claim") << QStringList{u"claim"_s, game("overstep-black.game.json")}
                           << u"ЛИШЕ ДЛЯ СУДДІ"_s;
    QTest::newRow("record") << QStringList{u"record"_s, example2} << u"Бланк партії"_s;
    QTest::newRow("adjudication") << QStringList{u"adjudication"_s, example2}
                                  << u"Матеріали для присудження"_s;
    QTest::newRow("envelope") << QStringList{u"envelope"_s, example2} << u"Кому"_s;
}

void TestCli::printWritesEachDocument()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, text);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(u"out.pdf"_s);
    const Run result = run(QStringList{u"print"_s} + arguments + QStringList{u"-o"_s, pdf});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QProcess text2;
    text2.start(u"pdftotext"_s, {pdf, u"-"_s});
    QVERIFY(text2.waitForFinished());
    QVERIFY(QString::fromUtf8(text2.readAllStandardOutput()).contains(text));
}

void TestCli::printSaysWhyADocumentDoesNotApply()
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(u"out.pdf"_s);
    const Run claim = run({u"print"_s, u"claim"_s, example("example1_dates.game.json"), u"-o"_s, pdf});
    QCOMPARE(claim.exitCode, 2);
    QVERIFY(claim.err.contains("no overstep"));
    QVERIFY(!QFile::exists(pdf));
    const Run kind = run({u"print"_s, u"poster"_s, example("example1_dates.game.json"), u"-o"_s, pdf});
    QCOMPARE(kind.exitCode, 2);
    const Run card = run(
        {u"print"_s, u"postcard"_s, example("example1_dates.game.json"), u"--card"_s, u"z9"_s, u"-o"_s, pdf});
    QCOMPARE(card.exitCode, 2);
    QVERIFY(card.err.contains("no card 'z9'"));
}

static QString tournamentFixture(const char* name)
{
    return QStringLiteral(POSTMARK_TEST_DATA_DIR "/tournaments/") + QString::fromLatin1(name);
}

void TestCli::crosstableJsonRanksByPointsThenTieBreaks()
{
    const Run result =
        run({u"crosstable"_s, u"--format"_s, u"json"_s, tournamentFixture("five-players.tournament.json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonArray standings = QJsonDocument::fromJson(result.out).object().value(u"standings"_s).toArray();
    // Figures by hand: e withdrew with "loss" (II.8.1), so a scores the unfinished e-a game.
    // SB a = 1·b(2) + ½·c(0.5) + 0·d + 1·e(0) = 2.25; d = 1·a(2.5) = 2.5; c = ½·a(2.5) = 1.25.
    const QStringList expected{
        u"1 a 2.5 2 2.25"_s, u"2 b 2 2 0.5"_s, u"3 d 1 1 2.5"_s, u"4 c 0.5 0 1.25"_s, u"5 e 0 0 0"_s};
    QStringList actual;
    for (const QJsonValue& value : standings) {
        const QJsonObject row = value.toObject();
        const QJsonObject tiebreaks = row.value(u"tiebreaks"_s).toObject();
        actual.append(u"%1 %2 %3 %4 %5"_s.arg(row.value(u"rank"_s).toInt())
                          .arg(row.value(u"player"_s).toString())
                          .arg(row.value(u"points"_s).toDouble())
                          .arg(tiebreaks.value(u"wins"_s).toDouble())
                          .arg(tiebreaks.value(u"sonneborn_berger"_s).toDouble()));
    }
    QCOMPARE(actual, expected);
    const QJsonObject first = standings.first().toObject().value(u"results"_s).toObject();
    QCOMPARE(first.value(u"e"_s).toString(), u"+"_s);
    QCOMPARE(first.value(u"c"_s).toString(), u"½"_s);
}

void TestCli::crosstableTextAndHtml()
{
    const QString file = tournamentFixture("five-players.tournament.json");
    const Run text = run({u"crosstable"_s, file});
    QCOMPARE(text.exitCode, 0);
    const QStringList lines = QString::fromUtf8(text.out).split(u'\n');
    QVERIFY(lines.first().startsWith(u"Кубок <тест> (пошта) (TEST/5)"_s));
    const auto rowOf = [&](const QString& name) {
        for (const QString& line : lines) {
            if (line.contains(name))
                return line.simplified();
        }
        return QString();
    };
    QCOMPARE(rowOf(u"Антоненко"_s), u"1 1 Антоненко А.А. * 1 ½ 0 + 2.5 2 2.25 — 1"_s);
    QCOMPARE(rowOf(u"Дорошенко"_s), u"5 5 Дорошенко Д.Д. − 0 * 0 0 0 — 0"_s);
    const Run html = run({u"crosstable"_s, u"--format"_s, u"html"_s, file});
    QCOMPARE(html.exitCode, 0);
    QVERIFY(html.out.contains("<title>Кубок &lt;тест&gt; (пошта)</title>"));
    QVERIFY(!html.out.contains("<тест>"));
}

void TestCli::crosstableRefusesABadFileNamingWhereAndKey()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(u"bad.json"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "postmark-tournament", "version": 1, "name": "X", "start": "2017-03-01",
        "end": "2019-03-01", "players": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
        "games": [{"white": "a", "black": "z", "result": "1-0"}]})");
    file.close();
    const Run result = run({u"crosstable"_s, file.fileName()});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains("Game no. 1, black: \xe2\x80\x9cz\xe2\x80\x9d is not a player of the event"),
        result.err.constData());
    QVERIFY(result.out.isEmpty());
}

void TestCli::printTournamentWritesTheReportAndTheStartNotices()
{
    QTemporaryDir dir;
    const QString file = tournamentFixture("five-players.tournament.json");
    const QString report = dir.filePath(u"report.pdf"_s);
    const Run printed = run({u"print-tournament"_s,
        u"report"_s,
        file,
        u"--as-of"_s,
        u"2018-06-01"_s,
        u"--lang"_s,
        u"en"_s,
        u"-o"_s,
        report});
    QCOMPARE(printed.exitCode, 0);
    QVERIFY2(printed.out.contains("Tournament report written to"), printed.out.constData());
    QProcess text;
    text.start(u"pdftotext"_s, {report, u"-"_s});
    QVERIFY(text.waitForFinished());
    const QString content = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY(content.contains(u"1 June 2018"_s));
    QVERIFY(content.contains(u"Антоненко А.А."_s));
    const Run notices =
        run({u"print-tournament"_s, u"start-notices"_s, file, u"-o"_s, dir.filePath(u"notices.pdf"_s)});
    QCOMPARE(notices.exitCode, 0);
    QVERIFY(notices.out.contains("(5 pages)"));
    const Run badDate =
        run({u"print-tournament"_s, u"report"_s, file, u"--as-of"_s, u"2018-02-30"_s, u"-o"_s, report});
    QCOMPARE(badDate.exitCode, 2);
    QVERIFY(badDate.err.contains("--as-of: '2018-02-30' is not a date"));
    const Run unwritable =
        run({u"print-tournament"_s, u"report"_s, file, u"-o"_s, u"/nonexistent/report.pdf"_s});
    QCOMPARE(unwritable.exitCode, 2);
    QVERIFY(unwritable.err.contains("/nonexistent/report.pdf could not be written"));
}

void TestCli::tournamentGoesIntoTheArchiveAndComesBackTheSame()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(u"judge.postmark"_s);
    const QString file = tournamentFixture("five-players.tournament.json");
    const Run imported = run({u"import-tournament"_s, u"--create"_s, u"--db"_s, db, file});
    QCOMPARE(imported.exitCode, 0);
    QVERIFY2(imported.out.endsWith("→ tournament 1\n"), imported.out.constData());
    const QString exported = dir.filePath(u"exported.json"_s);
    QCOMPARE(
        run({u"export-tournament"_s, u"--db"_s, db, u"--tournament"_s, u"1"_s, u"-o"_s, exported}).exitCode,
        0);
    // The same crosstable from the exported file as from the original.
    const Run original = run({u"crosstable"_s, u"--format"_s, u"json"_s, file});
    const Run roundTrip = run({u"crosstable"_s, u"--format"_s, u"json"_s, exported});
    QCOMPARE(roundTrip.exitCode, 0);
    QCOMPARE(roundTrip.out, original.out);
    const Run missing = run({u"export-tournament"_s, u"--db"_s, db, u"--tournament"_s, u"9"_s});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("the archive has no tournament 9"));
}

void TestCli::agendaListsTheEventsDeadlines()
{
    const QString file = tournamentFixture("five-players.tournament.json");
    const Run result = run({u"agenda"_s, u"--as-of"_s, u"2018-06-01"_s, u"--format"_s, u"json"_s, file});
    QCOMPARE(result.exitCode, 0);
    const QJsonArray agenda = QJsonDocument::fromJson(result.out).object().value(u"agenda"_s).toArray();
    // Only c–d is unfinished (e–a is scored by e's withdrawal): no first move since the start 2017-03-01.
    QVERIFY(!agenda.isEmpty());
    const QJsonObject first = agenda.first().toObject();
    QCOMPARE(first.value(u"due"_s).toString(), u"2017-03-17"_s);
    QCOMPARE(first.value(u"what"_s).toString(), u"first_move_inquiry"_s);
    QCOMPARE(first.value(u"clause"_s).toString(), u"II.5.1"_s);
    QCOMPARE(first.value(u"game"_s).toString(), u"Ващенко В.В. – Гончар Г.Г."_s);
    QVERIFY(first.value(u"overdue"_s).toBool());
    for (const QJsonValue& item : agenda)
        QCOMPARE(item.toObject().value(u"game"_s).toString(), u"Ващенко В.В. – Гончар Г.Г."_s);
    // --judges-steps keeps the judge's own: the players' inquiry and claim are theirs.
    const Run judges = run(
        {u"agenda"_s, u"--as-of"_s, u"2018-06-01"_s, u"--format"_s, u"json"_s, u"--judges-steps"_s, file});
    QCOMPARE(judges.exitCode, 0);
    const QJsonArray judgesAgenda = QJsonDocument::fromJson(judges.out).object().value(u"agenda"_s).toArray();
    QVERIFY(judgesAgenda.size() < agenda.size());
    for (const QJsonValue& item : judgesAgenda) {
        const QString what = item.toObject().value(u"what"_s).toString();
        QVERIFY2(
            what != u"first_move_inquiry" && what != u"claim" && what != u"repeat_move", qPrintable(what));
    }
    // The text names each step in words, never by the JSON's key (a Ukrainian judge read "repeat_move").
    const Run words = run({u"agenda"_s, u"--as-of"_s, u"2018-06-01"_s, file});
    QCOMPARE(words.exitCode, 0);
    QVERIFY2(
        words.out.contains("(II.5.1)") && !words.out.contains("first_move_inquiry"), words.out.constData());
    const Run ukrainian = run({u"agenda"_s, u"--as-of"_s, u"2018-06-01"_s, u"--lang"_s, u"uk"_s, file});
    QCOMPARE(ukrainian.exitCode, 0);
    QVERIFY2(ukrainian.out.contains("(II.5.1)") && !ukrainian.out.contains("first_move_inquiry"),
        ukrainian.out.constData());
    const Run text = run({u"agenda"_s, u"--as-of"_s, u"2018-06-01"_s, file, u"/nonexistent.json"_s});
    QCOMPARE(text.exitCode, 2);
    QVERIFY(text.err.contains("/nonexistent.json"));
}

void TestCli::agendaOfAnArchivedTournamentFollowsItsRegisters()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(u"judge.postmark"_s);
    {
        // Adjudicated after the end; only White's packet came, so only White may appeal (II.9.8, II.9.10).
        auto archive = postmark::storage::SqliteArchive::open(db);
        QVERIFY(archive);
        const qint64 id = (*archive)->importTournament(postmark::testing::claimTestTournament()).value();
        postmark::tournament::Adjudication adjudication;
        adjudication.game = 0;
        adjudication.whitePacket = QDate(2020, 1, 3);
        adjudication.adjudicator = u"Judge A."_s;
        adjudication.decision = postmark::tournament::GameResult::WhiteWon;
        adjudication.decidedOn = QDate(2020, 2, 1);
        QVERIFY(!(*archive)->updateTournament(id,
            [&](postmark::tournament::Tournament& event, postmark::tournament::JudgeRegisters& registers) {
                return postmark::tournament::recordAdjudication(event, registers, adjudication)
                    ? std::optional(postmark::Error{postmark::ErrorCode::TournamentEditRefused, {}})
                    : std::nullopt;
            }));
    }
    const Run result = run({u"agenda"_s,
        u"--db"_s,
        db,
        u"--tournament"_s,
        u"1"_s,
        u"--as-of"_s,
        u"2020-02-10"_s,
        u"--format"_s,
        u"json"_s});
    QCOMPARE(result.exitCode, 0);
    const QJsonArray agenda = QJsonDocument::fromJson(result.out).object().value(u"agenda"_s).toArray();
    QJsonObject appeal;
    for (const QJsonValue& item : agenda) {
        if (item.toObject().value(u"what"_s).toString() == u"adjudication_appeal"_s)
            appeal = item.toObject();
    }
    QCOMPARE(appeal.value(u"clause"_s).toString(), u"II.9.10"_s);
    QVERIFY(appeal.value(u"due"_s).isNull()); // the receipt of the result is not recorded yet
    QVERIFY2(appeal.value(u"why"_s).toString().contains(u"the receipt of Claimant C. is not recorded"_s),
        qPrintable(appeal.value(u"why"_s).toString()));

    const Run both = run({u"agenda"_s,
        u"--db"_s,
        db,
        u"--tournament"_s,
        u"1"_s,
        tournamentFixture("five-players.tournament.json")});
    QCOMPARE(both.exitCode, 2);
    QVERIFY(both.err.contains("not both"));
    const Run missing = run({u"agenda"_s, u"--db"_s, db, u"--tournament"_s, u"7"_s});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("the archive has no tournament 7"));
}

void TestCli::leaveRegisterChecksTheCapAcrossGames()
{
    // Melnyk's 28-day February leave of worked example 3, and a second game where he takes 25 days in
    // March: 53 days in 2018, past the 45 of II.7.1.
    QFile file(example("example3_leave.game.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject game = QJsonDocument::fromJson(file.readAll()).object();
    QTemporaryDir dir;
    const QString february = dir.filePath(u"february.json"_s);
    const QString march = dir.filePath(u"march.json"_s);
    QFile first(february);
    QVERIFY(first.open(QIODevice::WriteOnly));
    first.write(QJsonDocument(game).toJson());
    first.close();
    game.insert(u"leaves"_s,
        QJsonArray{QJsonObject{{u"player"_s, u"black"_s},
            {u"from"_s, u"2018-03-01"_s},
            {u"to"_s, u"2018-03-25"_s},
            {u"notice_sent"_s, u"2018-02-26"_s}}});
    QFile second(march);
    QVERIFY(second.open(QIODevice::WriteOnly));
    second.write(QJsonDocument(game).toJson());
    second.close();

    const Run alone = run({u"leave-register"_s, february});
    QCOMPARE(alone.exitCode, 0);
    QVERIFY2(alone.out.contains("Melnyk T.  2018: 28 of 45 days (II.7.1)"), alone.out.constData());
    const Run both = run({u"leave-register"_s, february, march, february});
    QCOMPARE(both.exitCode, 1);
    QVERIFY2(
        both.out.contains("Melnyk T.  2018: 53 of 45 days (II.7.1) — OVER THE CAP"), both.out.constData());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
