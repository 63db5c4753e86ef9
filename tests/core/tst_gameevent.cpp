// SPDX-License-Identifier: GPL-3.0-or-later
// The event a game is played in, stated again by the player (Game ▸ Event and rules…): a game imported
// from a PGN file takes the default rule set, and a friendly game's agreement or an event's regulation may
// give its control period other numbers (II.4.3). The game's days are counted under what is stated; a
// change that leaves a card unaccountable is refused naming the card, and one with a field wrong naming
// the field.
#include <QTest>

#include "core/desk/gameevent.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/messagewords.h"

using namespace Qt::StringLiterals;
using namespace postmark;

namespace {

/// Worked example 1 on Black's desk as of 25 February 2018: w2 came on 6 February, Black thinks on move 2.
ledger::GameFile blackThinking()
{
    ledger::GameFile game = testing::exampleGameFile(u"example1_dates.game.json"_s);
    game.cards.last().received = QDate(2018, 2, 6);
    return game;
}

const QDate AsOf(2018, 2, 25);

} // namespace

class TestGameEvent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theFormShowsTheRuleSetsControlPeriod_II_4_3()
    {
        const desk::EventForm form = desk::eventFormOf(blackThinking().event);
        QCOMPARE(form.name, u"Worked example"_s);
        QCOMPARE(form.index, u"EX/1"_s);
        QCOMPARE(form.start, QDate(2018, 1, 15));
        QCOMPARE(form.end, QDate(2020, 1, 15));
        QCOMPARE(form.rules, u"fzshu-postal"_s);
        QCOMPARE(form.movesPerControl, std::optional(10));
        QCOMPARE(form.daysPerControl, std::optional(40));
        ledger::Event regulated = blackThinking().event;
        regulated.overrides = {{u"days_per_control"_s, 30}};
        QCOMPARE(desk::eventFormOf(regulated).daysPerControl, std::optional(30));
    }

    void aFriendlyGamesDaysPerControlCountTheDaysLeft_II_4_3()
    {
        const ledger::GameFile before = blackThinking();
        desk::EventForm form = desk::eventFormOf(before.event);
        const desk::EventChange asWas = desk::withEvent(before, form, AsOf);
        QVERIFY2(asWas.problems.isEmpty(), qPrintable(testing::english(asWas.problems.value(0))));
        QVERIFY(asWas.game.event.overrides.isEmpty()); // the rule set's own numbers are no regulation
        QCOMPARE(asWas.game, before);
        form.daysPerControl = 30;
        const desk::EventChange agreed = desk::withEvent(before, form, AsOf);
        QVERIFY2(agreed.problems.isEmpty(), qPrintable(testing::english(agreed.problems.value(0))));
        QCOMPARE(agreed.game.event.overrides, QJsonObject({{u"days_per_control"_s, 30}}));
        QVERIFY(agreed.ledger && agreed.ledger->running && asWas.ledger->running);
        QCOMPARE(agreed.ledger->running->daysLeftInControl, asWas.ledger->running->daysLeftInControl - 10);
        QCOMPARE(agreed.game.cards, before.cards); // the cards are the player's evidence: untouched
    }

    void theRuleSetsOwnNumberAgainRemovesTheOverride()
    {
        ledger::GameFile regulated = blackThinking();
        regulated.event.overrides = {{u"days_per_control"_s, 30}, {u"repeat_after_days"_s, 20}};
        desk::EventForm form = desk::eventFormOf(regulated.event);
        form.daysPerControl = 40;
        const desk::EventChange change = desk::withEvent(regulated, form, AsOf);
        QVERIFY(change.problems.isEmpty());
        // What the form does not show stays as the regulation had it.
        QCOMPARE(change.game.event.overrides, QJsonObject({{u"repeat_after_days"_s, 20}}));
    }

    void anotherRuleSetIsStated()
    {
        desk::EventForm form = desk::eventFormOf(blackThinking().event);
        form.rules = u"fzshu-email"_s;
        form.name = u"  Friendly game  "_s;
        form.index.clear();
        form.end.reset();
        const desk::EventChange change = desk::withEvent(blackThinking(), form, AsOf);
        QVERIFY2(change.problems.isEmpty(), qPrintable(testing::english(change.problems.value(0))));
        QCOMPARE(change.game.event.rules, u"fzshu-email"_s);
        QCOMPARE(change.game.event.name, u"Friendly game"_s);
        QVERIFY(change.game.event.index.isEmpty());
        QVERIFY(!change.game.event.end);
        QCOMPARE(change.ledger->rules.section, u"III"_s);
    }

    void aHeadingWithAFieldWrongIsRefusedNamingTheField()
    {
        desk::EventForm form = desk::eventFormOf(blackThinking().event);
        form.name = u"  "_s;
        form.end = QDate(2018, 1, 10);
        const desk::EventChange change = desk::withEvent(blackThinking(), form, AsOf);
        QCOMPARE(change.problems.size(), 2);
        QCOMPARE(change.problems[0].key, u"name"_s);
        QCOMPARE(change.problems[0].where, say(MessageCode::WhereEvent));
        QCOMPARE(change.problems[1].key, u"end"_s);
        QVERIFY(!change.ledger);
    }

    void aControlPeriodOutOfItsRangeIsRefusedNamingItsField()
    {
        desk::EventForm form = desk::eventFormOf(blackThinking().event);
        form.daysPerControl = 0;
        form.movesPerControl = 101;
        const desk::EventChange change = desk::withEvent(blackThinking(), form, AsOf);
        QCOMPARE(change.problems.size(), 2);
        QCOMPARE(change.problems[0].key, u"moves_per_control"_s);
        QCOMPARE(change.problems[1].key, u"days_per_control"_s);
        // Said in words, not by the file's key (helper-45 read «days_per_control» in Ukrainian).
        QCOMPARE(change.problems[1].what, say(MessageCode::MustBeFromTo, 1, 1000));
        QVERIFY2(!testing::english(change.problems[1]).contains(u"days_per_control"_s),
            qPrintable(testing::english(change.problems[1])));
    }

    void aStartAfterACardWasSentIsNoTimeOfWhites_II_4_5()
    {
        desk::EventForm form = desk::eventFormOf(blackThinking().event);
        form.start = QDate(2018, 1, 20);
        const desk::EventChange change = desk::withEvent(blackThinking(), form, AsOf);
        QVERIFY2(change.problems.isEmpty(), qPrintable(testing::english(change.problems.value(0))));
        // White's first card went (its postmark, 17 January) before the start stated: none of his days, and
        // none below nothing; from the event's own start, the worked example's 2 days.
        QCOMPARE(change.ledger->rows.front().days, 0);
        QCOMPARE(desk::withEvent(blackThinking(), desk::eventFormOf(blackThinking().event), AsOf)
                     .ledger->rows.front()
                     .days,
            2);
    }
};

QTEST_GUILESS_MAIN(TestGameEvent)
#include "tst_gameevent.moc"
