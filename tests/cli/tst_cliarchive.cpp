// SPDX-License-Identifier: GPL-3.0-or-later
// postmark-cli on an archive through the real program: import (all or nothing), export as a game file
// and as PGN, backup and check, the demo, and printing each document.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "core/ledger/ledgerof.h"
#include "core/storage/sqlitearchive.h"
#include "tests/cli/clitests.h"

using namespace Qt::StringLiterals;
using namespace postmark::testing::cli;

namespace {

/// `text` written as the file `name` in `dir`: its path, or empty when it cannot be written.
QString writtenFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return QString();
    return file.fileName();
}

} // namespace

class TestCliArchive : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importPrintsTheNewIdsLastIdLast();
    void importRefusesEverythingWhenOneFileIsBad();
    void exportedGameHasTheImportedLedger();
    void exportAsPgnCarriesSendDates();
    void backupAndCheck();
    void demoBuildsAPlayersGamesAndATournament();
    void demoTellsItsStoryUpToTheDateAsked();
    void importSaysTheGamesTheDeskWillNotList();
    void importWritesAPgnGameInTheNotationAsked();
    void importGivesAPgnGameTheRuleSetAsked();
    void printWritesEachDocument_data();
    void printWritesEachDocument();
    void printSaysWhyADocumentDoesNotApply();
};

void TestCliArchive::importPrintsTheNewIdsLastIdLast()
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

void TestCliArchive::importRefusesEverythingWhenOneFileIsBad()
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

void TestCliArchive::exportedGameHasTheImportedLedger()
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

void TestCliArchive::exportAsPgnCarriesSendDates()
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

void TestCliArchive::backupAndCheck()
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

void TestCliArchive::demoBuildsAPlayersGamesAndATournament()
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

void TestCliArchive::demoTellsItsStoryUpToTheDateAsked()
{
    // A demo made for a date (a guide's pictures, a test opening it as of that date) has no card after it:
    // every game's ledger as of that date holds (a demo made today and opened as of an earlier date was
    // refused by a federation's server, its newest cards "after the ledger's date").
    QTemporaryDir dir;
    const QString db = dir.filePath(u"demo.postmark"_s);
    const QDate asOf(2025, 3, 10);
    const Run demo = run({u"demo"_s, u"--db"_s, db, u"--as-of"_s, asOf.toString(Qt::ISODate)});
    QCOMPARE(demo.exitCode, 0);
    QVERIFY(demo.out.contains("15 players, 105 games, one withdrawal, one claim"));
    {
        auto archive = postmark::storage::SqliteArchive::open(db).value();
        const auto games = archive->games().value();
        QCOMPARE(games.size(), 120);
        // Every game of one event starts on its official start and ends with it (helper-63 read two
        // adjudication deadlines for the player's semifinal, each game given a start of its own), and no
        // card is sent before that start.
        QHash<QString, postmark::ledger::Event> events;
        for (const auto& summary : games) {
            const auto game = archive->game(summary.id).value();
            const auto computed = postmark::ledger::ledgerOf(game, asOf);
            QVERIFY2(computed.problems.isEmpty(), qPrintable(summary.white + u" – "_s + summary.black));
            const auto first = events.constFind(game.event.name);
            if (first == events.constEnd())
                events.insert(game.event.name, game.event);
            QVERIFY2(first == events.constEnd()
                    || (first->start == game.event.start && first->end == game.event.end),
                qPrintable(game.event.name + u": "_s + game.event.index));
            for (const auto& card : game.cards)
                QVERIFY2(!card.senderDate || *card.senderDate >= game.event.start,
                    qPrintable(game.event.index + u", "_s + card.id));
        }
        QVERIFY(events.size() >= 4); // the player's games are in several events, as a player's are
        // Every player of the Cup's groups by full name, as the semifinal the owner judges has them: a Cup
        // report listed «Дорошенко А. В.» beside «Савченко Леонід Костянтинович».
        for (const auto& summary : archive->tournaments().value()) {
            for (const auto& player : archive->tournament(summary.id).value().players)
                QVERIFY2(player.name.split(u' ').size() == 3 && !player.name.contains(u'.'),
                    qPrintable(summary.name + u": "_s + player.name));
        }
    }
    // A date that is none is refused, naming it, and writes no archive.
    const QString other = dir.filePath(u"other.postmark"_s);
    const Run refused = run({u"demo"_s, u"--db"_s, other, u"--as-of"_s, u"2025-02-30"_s});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("2025-02-30"), refused.err.constData());
    QVERIFY(!QFile::exists(other));
}

void TestCliArchive::importSaysTheGamesTheDeskWillNotList()
{
    // The window's desk lists its owner's games: a game imported with the command under another spelling of
    // his name is in the archive but not on the desk, said with the names in it as the window's import says
    // it (helper-38 imported with the command and looked for the game on the desk).
    QTemporaryDir dir;
    const QString db = dir.filePath(u"demo.postmark"_s);
    QCOMPARE(run({u"demo"_s, u"--db"_s, db}).exitCode, 0);
    const auto pgnOf = [&](const QString& name, const QByteArray& white) {
        return writtenFile(dir,
            name,
            "[Event \"Cup\"]\n[Date \"2026.09.01\"]\n[White \"" + white
                + "\"]\n[Black \"Мельник Т.С.\"]\n[Result \"*\"]\n\n1. e4 {[%ccsnt 2026.09.02]} *\n");
    };
    const Run theirs = run({u"import"_s, u"--db"_s, db, pgnOf(u"short.pgn"_s, "Ковальчук О.П.")});
    QCOMPARE(theirs.exitCode, 0);
    QVERIFY2(theirs.err.contains(
                 "1 game not on the desk (it lists the games of Ковальчук Олег Петрович), kept "
                 "in the archive all the same; the names in it: «Ковальчук О.П.», «Мельник Т.С.»."),
        theirs.err.constData());
    const Run mine = run({u"import"_s, u"--db"_s, db, pgnOf(u"mine.pgn"_s, "Ковальчук Олег Петрович")});
    QCOMPARE(mine.exitCode, 0);
    QVERIFY2(!mine.err.contains("not on the desk"), mine.err.constData());
}

void TestCliArchive::importWritesAPgnGameInTheNotationAsked()
{
    // --notation uk: a Ukrainian player's PGN written as his cards were; a name it does not know is a usage
    // error that imports nothing.
    QTemporaryDir dir;
    const QString db = dir.filePath(u"mine.postmark"_s);
    const QString pgn = writtenFile(dir,
        u"notebook.pgn"_s,
        "[Event \"Cup\"]\n[Date \"2026.09.01\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
        "1. e4 e5 2. Nf3 *\n");
    QVERIFY(!pgn.isEmpty());
    const Run refused = run({u"import"_s, u"--db"_s, db, u"--create"_s, u"--notation"_s, u"fr"_s, pgn});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(
        refused.err.contains("--notation must be uk, san, lan or iccf, not 'fr'"), refused.err.constData());
    QVERIFY(!QFile::exists(db));
    const Run imported = run({u"import"_s, u"--db"_s, db, u"--create"_s, u"--notation"_s, u"uk"_s, pgn});
    QCOMPARE(imported.exitCode, 0);
    const Run exported = run({u"export"_s, u"--db"_s, db, u"--game"_s, u"1"_s});
    QCOMPARE(exported.exitCode, 0);
    QVERIFY2(exported.out.contains("\"notation\": \"uk\"") && exported.out.contains("Кg1-f3"),
        exported.out.constData());
}

void TestCliArchive::importGivesAPgnGameTheRuleSetAsked()
{
    // A PGN names no rule set: --rules gives one (a game by e-mail, section III), as the window's import
    // follows Settings; a game file keeps its own, and an unknown id imports nothing.
    QTemporaryDir dir;
    const QString db = dir.filePath(u"mine.postmark"_s);
    const QString pgn = writtenFile(dir,
        u"email.pgn"_s,
        "[Event \"Friendly\"]\n[Date \"2026.09.01\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
        "1. e4 e5 *\n");
    QVERIFY(!pgn.isEmpty());
    const Run refused = run({u"import"_s, u"--db"_s, db, u"--create"_s, u"--rules"_s, u"fide"_s, pgn});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("--rules must be one of fzshu-postal, fzshu-email, fzshu-team-postal, "
                                  "fzshu-server, not 'fide'"),
        refused.err.constData());
    QVERIFY(!QFile::exists(db));
    const Run imported = run({u"import"_s,
        u"--db"_s,
        db,
        u"--create"_s,
        u"--rules"_s,
        u"fzshu-email"_s,
        pgn,
        example("example1_dates.game.json")});
    QCOMPARE(imported.exitCode, 0);
    const Run pgnGame = run({u"export"_s, u"--db"_s, db, u"--game"_s, u"1"_s});
    QVERIFY2(pgnGame.out.contains("\"rules\": \"fzshu-email\""), pgnGame.out.constData());
    const Run gameFile = run({u"export"_s, u"--db"_s, db, u"--game"_s, u"2"_s});
    QVERIFY2(!gameFile.out.contains("fzshu-email"), gameFile.out.constData());
    // Without --rules, the postal rules (section II), as before.
    const QString other = dir.filePath(u"other.postmark"_s);
    QCOMPARE(run({u"import"_s, u"--db"_s, other, u"--create"_s, pgn}).exitCode, 0);
    const Run postal = run({u"export"_s, u"--db"_s, other, u"--game"_s, u"1"_s});
    QVERIFY2(!postal.out.contains("fzshu-email"), postal.out.constData());
}

void TestCliArchive::printWritesEachDocument_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("text");
    const QString example2 = example("example2_variant_penalty.game.json");
    QTest::newRow("postcard") << QStringList{u"postcard"_s, example2, u"--card"_s, u"b2"_s} << u"Мій хід"_s;
    // As the Ukrainian report names it (Ч2 for b2): the card chosen, not the game's last (w3, e2-e3).
    QTest::newRow("postcard by its Ukrainian name")
        << QStringList{u"postcard"_s, example2, u"--card"_s, u"Ч2"_s} << u"3... Сf8-b4"_s;
    QTest::newRow("postcard in English")
        << QStringList{u"postcard"_s, example2, u"--lang"_s, u"en"_s} << u"My move"_s;
    QTest::newRow("repeat") << QStringList{u"repeat"_s, example("example1_dates.game.json")} << u"ПОВТОР"_s;
    QTest::newRow("query") << QStringList{u"query"_s, game("impossible-move.game.json")}
                           << u"Запит про хід"_s;
    QTest::newRow("leave") << QStringList{u"leave"_s, example("example3_leave.game.json")}
                           << u"КОПІЯ ДЛЯ СУДДІ"_s;
    QTest::newRow("claim") << QStringList{u"claim"_s, game("overstep-black.game.json")}
                           << u"ЛИШЕ ДЛЯ СУДДІ"_s;
    QTest::newRow("record") << QStringList{u"record"_s, example2} << u"Запис партії"_s;
    QTest::newRow("adjudication") << QStringList{u"adjudication"_s, example2}
                                  << u"Матеріали для присудження"_s;
    QTest::newRow("envelope") << QStringList{u"envelope"_s, example2} << u"Кому"_s;
}

void TestCliArchive::printWritesEachDocument()
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

void TestCliArchive::printSaysWhyADocumentDoesNotApply()
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

QTEST_GUILESS_MAIN(TestCliArchive)
#include "tst_cliarchive.moc"
