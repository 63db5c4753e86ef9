// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include "core/ledger/gamefilereader.h"
#include "core/ledger/gamefilewriter.h"
#include "core/rules/ruleset.h"
#include "tests/support/messagewords.h"

using postmark::testing::english;

using namespace postmark;
using namespace postmark::ledger;
using namespace Qt::StringLiterals;

/// The game file is read exactly as specified: every defect refused with a line naming the card and
/// the key, and what is written reads back equal.
class TestGameFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusesWithCardAndKey_data();
    void refusesWithCardAndKey();
    void reportsEveryProblemAtOnce();
    void examplesRoundTrip_data();
    void examplesRoundTrip();
    void ruleSets_data();
    void ruleSets();
    void overrides_data();
    void overrides();
};

namespace {

QJsonObject validGame()
{
    return QJsonDocument::fromJson(R"({
        "format": "postmark-game", "version": 1,
        "event": {"name": "Cup", "index": "C/1", "start": "2018-01-01", "end": "2020-01-01", "rules": "fzshu-postal"},
        "white": {"name": "W"}, "black": {"name": "B"},
        "cards": [
            {"id": "w1", "from": "white", "move": "e2-e4", "sender_date": "2018-01-02", "received": "2018-01-05"},
            {"id": "b1", "from": "black", "move": "e7-e5", "repetition": ["e2-e4"], "sender_date": "2018-01-07"}]
    })")
        .object();
}

QByteArray withCard(int index, const QString& key, const QJsonValue& value)
{
    QJsonObject game = validGame();
    QJsonArray cards = game.value(u"cards"_s).toArray();
    QJsonObject card = cards[index].toObject();
    card.insert(key, value);
    cards[index] = card;
    game.insert(u"cards"_s, cards);
    return QJsonDocument(game).toJson();
}

QByteArray withTop(const QString& key, const QJsonValue& value)
{
    QJsonObject game = validGame();
    if (value.isUndefined())
        game.remove(key);
    else
        game.insert(key, value);
    return QJsonDocument(game).toJson();
}

} // namespace

void TestGameFile::refusesWithCardAndKey_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("line");

    QTest::newRow("not JSON") << QByteArray("{ nope")
                              << u"The file: not valid JSON at line 1, column 3: an object, list or text is "
                                 u"not closed, or a comma between "
                                 u"two values is missing"_s;
    // A number JSON cannot hold is named by its line and column, with no key (there is none to name).
    QTest::newRow("number out of range")
        << QByteArray("{\n  \"format\": \"postmark-game\",\n  \"version\": 1e999\n}")
        << u"The file: not valid JSON at line 3, column 18: a number is malformed or too large"_s;
    // Issue 16, item 17: a field past limits::MaxFieldChars is refused naming it, and no message repeats it.
    QTest::newRow("a 10 MB event name")
        << withTop(u"event"_s,
               QJsonObject{{u"name"_s, QString(10 * 1024 * 1024, u'x')},
                   {u"start"_s, u"2018-01-01"_s},
                   {u"end"_s, u"2020-01-01"_s}})
        << u"The event, name: is 10485760 characters long; at most 2000 are read"_s;
    QTest::newRow("a 10 MB move") << withCard(0, u"move"_s, QString(10 * 1024 * 1024, u'e'))
                                  << u"Card w1, move: is 10485760 characters long; at most 2000 are read"_s;
    QJsonArray tooManyCards;
    for (int card = 0; card <= 5000; ++card)
        tooManyCards.append(QJsonObject{});
    QTest::newRow("more cards than a game file holds") << withTop(
        u"cards"_s, tooManyCards) << u"The file, cards: has 5001 cards; a game file holds at most 5000"_s;
    QTest::newRow("a date echoed no longer than 60 characters")
        << withCard(0, u"received"_s, QString(1000, u'7'))
        << u"Card w1, received: “%1…” is not a date"_s.arg(QString(60, u'7'));
    QTest::newRow("unknown key in a card")
        << withCard(0, u"mvoe"_s, u"e4"_s) << u"Card w1, mvoe: is not a field Postmark knows"_s;
    QTest::newRow("unknown top-level key")
        << withTop(u"colour"_s, u"red"_s) << u"The file, colour: is not a field Postmark knows"_s;
    QTest::newRow("impossible date") << withCard(1, u"sender_date"_s, u"2018-02-30"_s)
                                     << u"Card b1, sender_date: “2018-02-30” is not a date (YYYY-MM-DD)"_s;
    QTest::newRow("date in another format") << withCard(
        0, u"received"_s, u"05.01.2018"_s) << u"Card w1, received: “05.01.2018” is not a date (YYYY-MM-DD)"_s;
    QTest::newRow("II.3.8 odd accepts")
        << withCard(1, u"accepts"_s, 3)
        << u"Card b1, accepts: 3 is not an even number of half-moves (II.3.8: whole pairs)"_s;
    QTest::newRow("unknown card in repeats")
        << withCard(1, u"repeats"_s, u"b9"_s) << u"Card b1, repeats: no card has the id “b9”"_s;
    QTest::newRow("a repeat of the partner's card")
        << withCard(1, u"repeats"_s, u"w1"_s) << u"Card b1, repeats: “w1” is the partner's card"_s;
    QTest::newRow("unknown card in replies_to")
        << withCard(1, u"replies_to"_s, u"w7"_s) << u"Card b1, replies_to: no card has the id “w7”"_s;
    QTest::newRow("a query about one's own card")
        << withCard(1, u"about"_s, u"b1"_s) << u"Card b1, about: “b1” is a card of the same player"_s;
    QTest::newRow("a query without its card")
        << withCard(1, u"kind"_s, u"query"_s) << u"Card b1, about: not filled in"_s;
    QTest::newRow("an unknown kind") << withCard(1, u"kind"_s, u"letter"_s)
                                     << u"Card b1, kind: “letter” is not move, repeat or query"_s;
    QTest::newRow("an unknown player")
        << withCard(0, u"from"_s, u"green"_s) << u"Card w1, from: “green” is neither white nor black"_s;
    QTest::newRow("a duplicate id") << withCard(1, u"id"_s, u"w1"_s)
                                    << u"Card w1, id: the id is used by an earlier card"_s;
    QTest::newRow("a receipt without registered mail")
        << withCard(1, u"receipt"_s, QJsonObject{{u"number"_s, u"1"_s}, {u"date"_s, u"2018-01-07"_s}})
        << u"Card b1, receipt: a registered-mail receipt on a card not marked registered"_s;
    QTest::newRow("an unknown notation")
        << withTop(u"notation"_s, u"fr"_s) << u"The file, notation: “fr” is not uk, san, lan or iccf"_s;
    QTest::newRow("a newer version") << withTop(u"version"_s,
        2) << u"The file, version: version 2 is not supported (this Postmark reads version 1)"_s;
    // Numbers past any int are refused before the cast (undefined), numbers no file can mean by their range.
    QTest::newRow("a version past any int")
        << withTop(u"version"_s, 1e10) << u"The file, version: must be a whole number from"_s;
    QTest::newRow("II.6.8 a judge's adjustment of INT_MAX days")
        << withTop(u"adjustments"_s,
               QJsonArray{
                   QJsonObject{{u"player"_s, u"white"_s}, {u"days"_s, 2147483647}, {u"reason"_s, u"x"_s}}})
        << u"days: must be a whole number from -1000 to 1000"_s;
    QTest::newRow("II.3.8 accepts past any variant")
        << withCard(1, u"accepts"_s, 1e12) << u"Card b1, accepts: must be a whole number from 0 to 500"_s;
    QTest::newRow("no cards") << withTop(u"cards"_s, QJsonValue::Undefined)
                              << u"The file, cards: not filled in"_s;
    QTest::newRow("a leave that ends before it starts")
        << withTop(u"leaves"_s,
               QJsonArray{QJsonObject{
                   {u"player"_s, u"white"_s}, {u"from"_s, u"2018-03-10"_s}, {u"to"_s, u"2018-03-01"_s}}})
        << u"Leave 1, to: the leave ends on 1 March 2018, before it begins on 10 March 2018"_s;
    QTest::newRow("a result that is no score")
        << withTop(u"result"_s, QJsonObject{{u"score"_s, u"2-0"_s}, {u"how"_s, u"mate"_s}})
        << u"The result, score: “2-0” is not 1-0, 0-1, 1/2-1/2 or 0-0"_s;
    QTest::newRow("a result that ended in no known way")
        << withTop(u"result"_s, QJsonObject{{u"score"_s, u"1-0"_s}, {u"how"_s, u"played"_s}})
        << u"The result, how: “played” is not one of mate, resignation, draw_agreed, draw_claimed, time_forfeit, adjudicated, withdrawal, inactivity"_s;
}

void TestGameFile::refusesWithCardAndKey()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, line);
    const GameFileReading reading = readGameFile(json);
    QVERIFY(!reading.game);
    QStringList lines;
    for (const InputProblem& problem : reading.problems)
        lines.append(postmark::text::problemText(
            problem, Language::English, postmark::text::FieldNaming::AsInTheFile));
    QVERIFY2(lines.join(u'\n').contains(line), qPrintable(lines.join(u'\n').left(2000)));
    for (const QString& said : std::as_const(lines))
        QVERIFY2(said.size() < 300, "a problem names the value, it does not repeat it whole");
}

void TestGameFile::reportsEveryProblemAtOnce()
{
    QJsonObject game = validGame();
    QJsonArray cards = game.value(u"cards"_s).toArray();
    QJsonObject first = cards[0].toObject();
    first.insert(u"mvoe"_s, u"x"_s);
    first.insert(u"received"_s, u"2018-13-01"_s);
    cards[0] = first;
    QJsonObject second = cards[1].toObject();
    second.insert(u"accepts"_s, 1);
    cards[1] = second;
    game.insert(u"cards"_s, cards);
    const GameFileReading reading = readGameFile(QJsonDocument(game).toJson());
    QCOMPARE(reading.problems.size(), 3);
}

void TestGameFile::examplesRoundTrip_data()
{
    QTest::addColumn<QString>("path");
    const QDir examples(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples"));
    for (const QString& name : examples.entryList({u"*.game.json"_s}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << examples.filePath(name);
}

void TestGameFile::examplesRoundTrip()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const GameFileReading first = readGameFile(file.readAll());
    QVERIFY(first.game);
    const GameFileReading second = readGameFile(writeGameFile(*first.game));
    QVERIFY(second.game);
    QVERIFY(*second.game == *first.game);
}

void TestGameFile::ruleSets_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("daysPerControl");
    QTest::addColumn<int>("repeatAfterDays");
    QTest::addColumn<int>("penaltyFirstDays");
    QTest::addColumn<int>("doubleAfterDays"); // 0: off
    // The table of rules model §9.
    QTest::newRow("II postal") << u"fzshu-postal"_s << 40 << 16 << 5 << 0;
    QTest::newRow("III e-mail") << u"fzshu-email"_s << 50 << 14 << 2 << 0;
    QTest::newRow("IV team by post") << u"fzshu-team-postal"_s << 40 << 20 << 5 << 0;
    QTest::newRow("V server") << u"fzshu-server"_s << 50 << 14 << 0 << 20;
}

void TestGameFile::ruleSets()
{
    QFETCH(QString, id);
    const auto rules = rules::ruleSet(id);
    QVERIFY(rules.hasValue());
    QTEST(rules->daysPerControl, "daysPerControl");
    QTEST(rules->repeatAfterDays, "repeatAfterDays");
    QTEST(rules->penaltyFirstDays, "penaltyFirstDays");
    QTEST(rules->doubleAfterDays.value_or(0), "doubleAfterDays");
    QCOMPARE(rules->leaveDaysPerYear, 45);
    QCOMPARE(rules->movesPerControl, 10);
}

void TestGameFile::overrides_data()
{
    QTest::addColumn<QJsonObject>("overrides");
    QTest::addColumn<QString>("error"); // empty: accepted
    QTest::newRow("days per control") << QJsonObject{{u"days_per_control"_s, 30}} << QString();
    QTest::newRow("null switches doubling off")
        << QJsonObject{{u"double_after_days"_s, QJsonValue::Null}} << QString();
    QTest::newRow("unknown parameter")
        << QJsonObject{{u"days_per_move"_s, 4}} << u"the rule parameter “days_per_move” is unknown"_s;
    QTest::newRow("negative days") << QJsonObject{{u"days_per_control"_s, -1}}
                                   << u"days_per_control must be from 1 to 1000"_s;
    // No days per control would make every limit 0 and divide the overstep's periods by nothing.
    QTest::newRow("II.4.3 no days per control")
        << QJsonObject{{u"days_per_control"_s, 0}} << u"days_per_control must be from 1 to 1000"_s;
    // Past any int: refused before the cast, which would be undefined.
    QTest::newRow("a number past any int")
        << QJsonObject{{u"days_per_control"_s, 1e84}} << u"days_per_control must be from 1 to 1000"_s;
    QTest::newRow("a billion moves per control")
        << QJsonObject{{u"moves_per_control"_s, 2147483647}} << u"moves_per_control must be from 1 to 100"_s;
    QTest::newRow("fractional days") << QJsonObject{{u"excused_days"_s, 2.5}}
                                     << u"excused_days must be a whole number"_s;
    QTest::newRow("no moves per control")
        << QJsonObject{{u"moves_per_control"_s, 0}} << u"moves_per_control must be from 1 to 100"_s;
}

void TestGameFile::overrides()
{
    QFETCH(QJsonObject, overrides);
    QFETCH(QString, error);
    const auto applied = rules::applyOverrides(rules::ruleSet(u"fzshu-server"_s).value(), overrides);
    if (error.isEmpty()) {
        QVERIFY(applied.hasValue());
        if (overrides.contains(u"days_per_control"_s))
            QCOMPARE(applied->daysPerControl, 30);
        if (overrides.contains(u"double_after_days"_s))
            QVERIFY(!applied->doubleAfterDays);
    } else {
        QVERIFY(!applied.hasValue());
        QVERIFY2(
            english(applied.error().detail).contains(error), qPrintable(english(applied.error().detail)));
    }
}

QTEST_GUILESS_MAIN(TestGameFile)
#include "tst_gamefile.moc"
