// SPDX-License-Identifier: GPL-3.0-or-later
// postmark-cli ledger and check-claim through the real program: the ledger report's keys and text, its
// date, a bad game file named by card and key, a rule parameter out of range, an overstep found or not.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/cli/clitests.h"

using namespace Qt::StringLiterals;
using namespace postmark::testing::cli;

class TestCliLedger : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ledgerJsonHasEveryRequiredKey();
    void ledgerTextReadsLikeTheGameForm();
    void ledgerAsOfOverridesTheFile();
    void ledgerRefusesABadFileNamingCardAndKey();
    void aRuleParameterOutOfItsRangeIsRefusedByEveryCommand();
    void checkClaimFindsTheOverstep();
    void checkClaimSaysWhenThereIsNone();
};

void TestCliLedger::ledgerJsonHasEveryRequiredKey()
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

void TestCliLedger::ledgerTextReadsLikeTheGameForm()
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

void TestCliLedger::ledgerAsOfOverridesTheFile()
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

void TestCliLedger::ledgerRefusesABadFileNamingCardAndKey()
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

void TestCliLedger::aRuleParameterOutOfItsRangeIsRefusedByEveryCommand()
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

void TestCliLedger::checkClaimFindsTheOverstep()
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

void TestCliLedger::checkClaimSaysWhenThereIsNone()
{
    const Run result = run({u"check-claim"_s, example("example1_dates.game.json")});
    QCOMPARE(result.exitCode, 1);
    QVERIFY(result.out.startsWith("No overstep"));
}

QTEST_GUILESS_MAIN(TestCliLedger)
#include "tst_cliledger.moc"
