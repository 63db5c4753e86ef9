// SPDX-License-Identifier: GPL-3.0-or-later
// A PGN game imported into the archive keeps its result: a walk found 1/2-1/2 and 0-1 exported back as
// "*", every imported game "in progress".
#include <QBuffer>
#include <QtTest>

#include "core/ledger/ledgerof.h"
#include "core/ledger/pgnconversion.h"
#include "core/pgn/pgnreader.h"

using namespace postmark;
using namespace Qt::StringLiterals;

class TestPgnConversion : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theResultTheFileGivesIsKept_data();
    void theResultTheFileGivesIsKept();
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

QTEST_GUILESS_MAIN(TestPgnConversion)
#include "tst_pgnconversion.moc"
