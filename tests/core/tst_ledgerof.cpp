// SPDX-License-Identifier: GPL-3.0-or-later
#include <QJsonObject>
#include <QTest>

#include "core/desk/gamerow.h"
#include "core/desk/playeragenda.h"
#include "core/ledger/ledgerof.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/messagewords.h"

using postmark::testing::english;

using namespace Qt::StringLiterals;
using namespace postmark;

class TestLedgerOf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theLedgerUnderTheGamesOwnRules()
    {
        // Worked example 2 under its rule set: ledgerOf is rulesOf, then computeLedger.
        const ledger::GameFile game = testing::exampleGameFile(u"example2_variant_penalty.game.json"_s);
        const ledger::LedgerResult viaRules = ledger::computeLedger(game, *ledger::rulesOf(game), *game.asOf);
        const ledger::LedgerResult computed = ledger::ledgerOf(game, *game.asOf);
        QVERIFY(computed.ledger && computed.problems.isEmpty());
        QCOMPARE(computed.ledger->total(ledger::Color::White), viaRules.ledger->total(ledger::Color::White));
        QCOMPARE(computed.ledger->total(ledger::Color::Black), viaRules.ledger->total(ledger::Color::Black));
        QCOMPARE(computed.ledger->rules.id, u"fzshu-postal"_s);
        QCOMPARE(computed.ledger->deadlines.size(), viaRules.ledger->deadlines.size());
    }

    void theLastMoveMadeAsAnAdjudicationLetterNamesIt_II_9_9()
    {
        // Worked example 1: d2-d4, Кg8-f6, c2-c4.
        ledger::GameFile game = testing::exampleGameFile(u"example1_dates.game.json"_s);
        QCOMPARE(ledger::lastMoveMade(*ledger::ledgerOf(game, *game.asOf).ledger, chess::Notation::Ukrainian),
            u"2. c2-c4"_s);
        game.cards.removeLast();
        QCOMPARE(ledger::lastMoveMade(*ledger::ledgerOf(game, *game.asOf).ledger, chess::Notation::Ukrainian),
            u"1... Кg8-f6"_s);
        game.cards.clear();
        QCOMPARE(ledger::lastMoveMade(*ledger::ledgerOf(game, *game.asOf).ledger, chess::Notation::Ukrainian),
            QString());
    }

    void aRuleSetProblemNamesTheEventsKey_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QJsonObject>("overrides");
        QTest::addColumn<QString>("said");
        QTest::addColumn<QString>("key");
        QTest::newRow("an unknown rule set")
            << u"blitz"_s << QJsonObject{}
            << u"the rule set “blitz” is not one of fzshu-postal, fzshu-email, fzshu-team-postal, fzshu-server"_s
            << u"rules"_s;
        // A parameter's problem names the key it is written under (a fresh user was sent to "rules").
        QTest::newRow("an unknown override")
            << u"fzshu-postal"_s << QJsonObject{{u"days_per_move"_s, 3}}
            << u"the rule parameter “days_per_move” is unknown"_s << u"overrides"_s;
        QTest::newRow("an override out of its range")
            << u"fzshu-postal"_s << QJsonObject{{u"days_per_control"_s, -1}}
            << u"the rule parameter days_per_control must be from 1 to 1000"_s << u"overrides"_s;
        QTest::newRow("an override that is no whole number")
            << u"fzshu-postal"_s << QJsonObject{{u"days_per_control"_s, 2.5}}
            << u"the rule parameter days_per_control must be a whole number"_s << u"overrides"_s;
    }

    void aRuleSetProblemNamesTheEventsKey()
    {
        QFETCH(QString, rules);
        QFETCH(QJsonObject, overrides);
        QFETCH(QString, said);
        QFETCH(QString, key);
        ledger::GameFile game = testing::exampleGameFile(u"example1_dates.game.json"_s);
        game.event.rules = rules;
        game.event.overrides = overrides;
        const ledger::LedgerResult computed = ledger::ledgerOf(game, *game.asOf);
        QVERIFY(!computed.ledger);
        QCOMPARE(computed.problems.size(), 1);
        const ledger::InputProblem& problem = computed.problems.first();
        QCOMPARE(problem.key, key);
        QCOMPARE(problem.where, say(MessageCode::WhereEvent));
        QVERIFY(ledger::isRuleSetProblem(problem));
        QCOMPARE(english(problem.what), said);
        // The games list and the agenda say what is wrong alone, as they did before ledgerOf.
        QCOMPARE(ledger::refusalMessage(problem), problem.what);
        const desk::GameRow row = desk::gameRow({1, game}, game.black.name, *game.asOf);
        QCOMPARE(row.status, ledger::GameStatus::Refused);
        QCOMPARE(english(row.problem), said);
    }

    void anotherProblemIsSaidWithWhereAndKey()
    {
        ledger::GameFile game = testing::exampleGameFile(u"example1_dates.game.json"_s);
        game.cards.first().move = u"xyzzy"_s; // no chess notation
        const ledger::LedgerResult computed = ledger::ledgerOf(game, *game.asOf);
        QVERIFY(!computed.ledger);
        QVERIFY(!ledger::isRuleSetProblem(computed.problems.first()));
        QCOMPARE(ledger::refusalMessage(computed.problems.first()),
            ledger::problemMessage(computed.problems.first()));
    }
};

QTEST_GUILESS_MAIN(TestLedgerOf)
#include "tst_ledgerof.moc"
