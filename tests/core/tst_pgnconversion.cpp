// SPDX-License-Identifier: GPL-3.0-or-later
// A PGN game imported into the archive keeps its result: a walk found 1/2-1/2 and 0-1 exported back as
// "*", every imported game "in progress".
#include <QBuffer>
#include <QtTest>

#include "core/ledger/ledgerof.h"
#include "core/ledger/pgnconversion.h"
#include "core/pgn/pgnreader.h"
#include "ui/text/messagetext.h"

using namespace postmark;
using namespace Qt::StringLiterals;

class TestPgnConversion : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theResultTheFileGivesIsKept_data();
    void theResultTheFileGivesIsKept();
    void aStartDateAssumedIsSaid_data();
    void aStartDateAssumedIsSaid();
    void commentsNotKeptAreSaid();
    void aGameInPlayWithoutDatesIsSaid();
    void aRoundNotKnownOrNotApplicableIsNoIndex();
    void theCardsAreWrittenInTheNotationAsked();
};

namespace {

pgn::PgnGame readOne(const QByteArray& text)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    pgn::PgnReader reader(buffer);
    pgn::PgnGame game;
    if (!reader.readNext(game))
        qFatal("no game in the text");
    return game;
}

} // namespace

void TestPgnConversion::theResultTheFileGivesIsKept_data()
{
    QTest::addColumn<QByteArray>("movetext");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("stored"); // the game file's score; empty: no result
    QTest::addColumn<bool>("byMate");
    QTest::newRow("white won") << QByteArray("1. e4 e5 2. Nf3 1-0") << u"1-0"_s << u"1-0"_s << false;
    QTest::newRow("black won") << QByteArray("1. e4 e5 0-1") << u"0-1"_s << u"0-1"_s << false;
    QTest::newRow("drawn") << QByteArray("1. d4 d5 1/2-1/2") << u"1/2-1/2"_s << u"1/2-1/2"_s << false;
    QTest::newRow("in progress") << QByteArray("1. c4 *") << u"*"_s << QString() << false;
    QTest::newRow("mate") << QByteArray("1. f3 e5 2. g4 Qh4# 0-1") << u"0-1"_s << u"0-1"_s << true;
}

void TestPgnConversion::theResultTheFileGivesIsKept()
{
    QFETCH(QByteArray, movetext);
    QFETCH(QString, result);
    QFETCH(QString, stored);
    QFETCH(bool, byMate);
    const QByteArray text = "[Event \"Cup\"]\n[Date \"2019.03.01\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \""
        + result.toLatin1() + "\"]\n\n" + movetext + "\n";
    const Result<ledger::GameFile> game = ledger::gameFileFromPgn(readOne(text));
    QVERIFY(game);
    if (stored.isEmpty()) {
        QVERIFY(!game->result);
    } else {
        QVERIFY(game->result);
        QCOMPARE(game->result->score, stored);
        QCOMPARE(game->result->how == ledger::ResultHow::Mate, byMate);
    }
    // The archive computes it, and its PGN says the same result.
    const ledger::LedgerResult computed = ledger::ledgerOf(*game, QDate(2019, 6, 1));
    QVERIFY(computed.ledger);
    QCOMPARE(ledger::pgnFromGameFile(*game, *computed.ledger).result, result);
}

void TestPgnConversion::aStartDateAssumedIsSaid_data()
{
    QTest::addColumn<QByteArray>("tags");
    QTest::addColumn<QDate>("start");
    QTest::addColumn<QString>("said"); // empty: nothing assumed
    QTest::newRow("a whole date") << QByteArray("[Date \"2020.05.17\"]") << QDate(2020, 5, 17) << QString();
    QTest::newRow("the year only")
        << QByteArray("[Date \"2020.??.??\"]") << QDate(2020, 1, 1)
        << u"the date 2020.??.?? gives no month or day: the game's start was taken "
           "as 1 January 2020"_s;
    QTest::newRow("no year, a server's UTCDate")
        << QByteArray("[Date \"????.??.??\"]\n[UTCDate \"2013.01.01\"]") << QDate(2013, 1, 1)
        << u"the Date tag gives no year: the game's start was taken from its UTCDate tag, 1 January 2013"_s;
    QTest::newRow("an earlier send date wins, nothing assumed")
        << QByteArray("[Date \"2020.??.??\"]") << QDate(2019, 12, 30) << QString();
}

void TestPgnConversion::aStartDateAssumedIsSaid()
{
    // A new user's walk found 21 of 685 games stored as starting on 1 January without a word, and a
    // server's games (Date unknown, UTCDate given) refused for want of a start.
    QFETCH(QByteArray, tags);
    QFETCH(QDate, start);
    QFETCH(QString, said);
    const QByteArray moves =
        QTest::currentDataTag() == QByteArrayLiteral("an earlier send date wins, nothing assumed")
        ? QByteArray("1. e4 {[%ccsnt 2019.12.30]} e5 1-0")
        : QByteArray("1. e4 e5 1-0");
    QList<Message> notes;
    const Result<ledger::GameFile> game = ledger::gameFileFromPgn(
        readOne("[Event \"E\"]\n" + tags + "\n[Result \"1-0\"]\n\n" + moves + "\n"), &notes);
    QVERIFY(game);
    QCOMPARE(game->event.start, start);
    QCOMPARE(notes.size(), said.isEmpty() ? 0 : 1);
    if (!said.isEmpty())
        QCOMPARE(text::messageText(notes.first(), Language::English), said);
}

void TestPgnConversion::commentsNotKeptAreSaid()
{
    // A walk found a game's comments gone after an import, without a word.
    QList<Message> notes;
    QVERIFY(ledger::gameFileFromPgn(
        readOne("[Event \"E\"]\n[Date \"2020.05.17\"]\n[Result \"1-0\"]\n\n1. e4 {Брейєр} e5 1-0\n"),
        &notes));
    QCOMPARE(notes.size(), 1);
    QCOMPARE(notes.first().code, MessageCode::PgnAnnotationsNotKept);
    notes.clear();
    QVERIFY(ledger::gameFileFromPgn(
        readOne("[Event \"E\"]\n[Date \"2020.05.17\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n"), &notes));
    QVERIFY(notes.isEmpty());
}

void TestPgnConversion::aGameInPlayWithoutDatesIsSaid()
{
    // A player's PGN of the games on his boards carries no card dates: the desk shows no time and no
    // deadline for them until the dates are entered, and the import says why (helper-38's game showed an
    // inquiry for a first move that was on the board).
    const auto notesOf = [](const QByteArray& text) {
        QList<Message> notes;
        const Result<ledger::GameFile> game = ledger::gameFileFromPgn(readOne(text), &notes);
        return game ? notes : QList<Message>{Message{}};
    };
    const QList<Message> inPlay =
        notesOf("[Event \"E\"]\n[Date \"2026.09.01\"]\n[Result \"*\"]\n\n1. d4 Nf6 2. c4 *\n");
    QCOMPARE(inPlay.size(), 1);
    QCOMPARE(inPlay.first().code, MessageCode::PgnMovesWithoutDates);
    QVERIFY(text::messageText(inPlay.first(), Language::English).contains(u"(II.2.2 ¶6)"_s));
    // Its last move dated: its time is counted.
    QVERIFY(
        notesOf("[Event \"E\"]\n[Date \"2026.09.01\"]\n[Result \"*\"]\n\n1. d4 Nf6 {[%ccsnt 2026.09.20]} *\n")
            .isEmpty());
    // A finished game has nothing due.
    QVERIFY(
        notesOf("[Event \"E\"]\n[Date \"2026.09.01\"]\n[Result \"1-0\"]\n\n1. d4 Nf6 2. c4 1-0\n").isEmpty());
}

void TestPgnConversion::aRoundNotKnownOrNotApplicableIsNoIndex()
{
    // PGN 8.1.1.5: "?" a round not known, "-" one that does not apply; a walk read «…, -» as the index.
    for (const QByteArray& round : {QByteArray("?"), QByteArray("-")}) {
        const Result<ledger::GameFile> game =
            ledger::gameFileFromPgn(readOne("[Event \"E\"]\n[Date \"2026.09.01\"]\n[Round \"" + round
                + "\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n"));
        QVERIFY(game);
        QCOMPARE(game->event.index, QString());
    }
    const Result<ledger::GameFile> numbered = ledger::gameFileFromPgn(
        readOne("[Event \"E\"]\n[Date \"2026.09.01\"]\n[Round \"3\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n"));
    QVERIFY(numbered);
    QCOMPARE(numbered->event.index, u"3"_s);
}

void TestPgnConversion::theCardsAreWrittenInTheNotationAsked()
{
    // A Ukrainian player's cards were written in Ukrainian: his PGN, imported, is written so (helper-41's
    // reply printed «3... Bb4»); the repetitions with them, and the ledger reads every card.
    const Result<ledger::GameFile> game = ledger::gameFileFromPgn(
        readOne("[Event \"E\"]\n[Date \"2026.09.01\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n"),
        nullptr,
        chess::Notation::Ukrainian);
    QVERIFY(game);
    QCOMPARE(game->notation, chess::Notation::Ukrainian);
    QStringList moves;
    for (const ledger::Card& card : game->cards)
        moves.append(*card.move);
    QCOMPARE(moves, (QStringList{u"e2-e4"_s, u"e7-e5"_s, u"Кg1-f3"_s, u"Кb8-c6"_s, u"Сf1-b5"_s}));
    QCOMPARE(game->cards[4].repetition, QStringList{u"Кb8-c6"_s});
    QVERIFY(ledger::ledgerOf(*game, QDate(2026, 12, 1)).ledger);
    // PGN's own notation unless asked.
    QCOMPARE(*ledger::gameFileFromPgn(
                 readOne("[Event \"E\"]\n[Date \"2026.09.01\"]\n[Result \"*\"]\n\n1. Nf3 *\n"))
                  ->cards[0]
                  .move,
        u"Nf3"_s);
}

QTEST_GUILESS_MAIN(TestPgnConversion)
#include "tst_pgnconversion.moc"
