// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QJsonArray>
#include <QtTest>

#include "tests/core/ledgersupport.h"
#include "ui/text/ledgerreport.h"

using namespace postmark;
using namespace postmark::ledger;
using namespace Qt::StringLiterals;

/// Every worked example in ../shared/spec/examples: each figure of its .expected.json must be reproduced.
class TestLedgerExamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reproducesEveryFigure_data();
    void reproducesEveryFigure();
};

void TestLedgerExamples::reproducesEveryFigure_data()
{
    QTest::addColumn<QString>("gamePath");
    QTest::addColumn<QString>("expectedPath");
    const QDir examples(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples"));
    const QStringList games = examples.entryList({u"*.game.json"_s}, QDir::Files, QDir::Name);
    if (games.isEmpty())
        qFatal("no worked examples in %s", qPrintable(examples.path()));
    for (const QString& name : games) {
        const QString stem = name.chopped(QStringLiteral(".game.json").size());
        QTest::newRow(qPrintable(stem))
            << examples.filePath(name) << examples.filePath(stem + u".expected.json"_s);
    }
}

void TestLedgerExamples::reproducesEveryFigure()
{
    QFETCH(QString, gamePath);
    QFETCH(QString, expectedPath);
    QFile gameFile(gamePath);
    QFile expectedFile(expectedPath);
    QVERIFY(gameFile.open(QIODevice::ReadOnly));
    QVERIFY2(expectedFile.open(QIODevice::ReadOnly), qPrintable(expectedPath));
    const QJsonObject expected = QJsonDocument::fromJson(expectedFile.readAll()).object();

    const QByteArray json = gameFile.readAll();
    const LedgerResult result = ledgerOfJson(json);
    QVERIFY2(result.ledger, qPrintable(problemLines(result.problems)));
    const GameFile game = *readGameFile(json).game;
    const QJsonObject report = postmark::text::ledgerReportJson(game, *result.ledger);

    // cards: [sent, sent_rule, received, received_rule]
    const QJsonObject expectedCards = expected.value(u"cards"_s).toObject();
    for (auto it = expectedCards.begin(); it != expectedCards.end(); ++it) {
        QJsonObject actual;
        for (const QJsonValue& card : report.value(u"cards"_s).toArray()) {
            if (card.toObject().value(u"id"_s).toString() == it.key())
                actual = card.toObject();
        }
        QVERIFY2(!actual.isEmpty(), qPrintable(u"card "_s + it.key()));
        const QJsonArray want = it.value().toArray();
        QCOMPARE(actual.value(u"sent"_s), want[0]);
        QCOMPARE(actual.value(u"sent_rule"_s), want[1]);
        QCOMPARE(actual.value(u"received"_s), want[2]);
        QCOMPARE(actual.value(u"received_rule"_s), want[3]);
    }

    // moves: the days booked on each move of each player, in order
    const QJsonObject expectedMoves = expected.value(u"moves"_s).toObject();
    for (const QString& player : {u"white"_s, u"black"_s}) {
        if (!expectedMoves.contains(player))
            continue;
        QJsonArray days;
        for (const QJsonValue& move : report.value(u"moves"_s).toArray()) {
            const QJsonObject row = move.toObject();
            if (row.value(u"player"_s).toString() == player && !row.value(u"move"_s).isNull())
                days.append(row.value(u"days"_s));
        }
        QCOMPARE(days, expectedMoves.value(player).toArray());
    }

    if (expected.contains(u"totals"_s))
        QCOMPARE(report.value(u"totals"_s).toObject(), expected.value(u"totals"_s).toObject());

    // penalties: [player, card, category, days], all of them
    if (expected.contains(u"penalties"_s)) {
        QJsonArray actual;
        for (const QJsonValue& penalty : report.value(u"penalties"_s).toArray()) {
            const QJsonObject entry = penalty.toObject();
            actual.append(QJsonArray{entry.value(u"player"_s),
                entry.value(u"card"_s),
                entry.value(u"category"_s),
                entry.value(u"days"_s)});
        }
        QCOMPARE(actual, expected.value(u"penalties"_s).toArray());
    }

    // deadlines: [kind, player, due], each among those reported
    for (const QJsonValue& want : expected.value(u"deadlines"_s).toArray()) {
        bool found = false;
        for (const QJsonValue& deadline : report.value(u"deadlines"_s).toArray()) {
            const QJsonObject entry = deadline.toObject();
            found |= QJsonArray{entry.value(u"kind"_s), entry.value(u"player"_s), entry.value(u"due"_s)}
                == want.toArray();
        }
        QVERIFY2(found, QJsonDocument(want.toArray()).toJson(QJsonDocument::Compact).constData());
    }
}

QTEST_GUILESS_MAIN(TestLedgerExamples)
#include "tst_ledgerexamples.moc"
