// SPDX-License-Identifier: GPL-3.0-or-later
// The Cup cycle (the 2017 Cup regulation, §4): the final's entry list formed from the previous final's
// and the semifinals' places, decliners replaced by the next place, the vacancies nominated; new groups
// made from the applications in snake order by rating.
#include <QtTest>

#include "core/documents/cupdocuments.h"
#include "core/tournament/applications.h"
#include "core/tournament/crosstable.h"
#include "core/tournament/cup.h"
#include "core/tournament/cupfinal.h"
#include "core/tournament/cupoverview.h"
#include "tests/support/tournamentfixture.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::tournament;

namespace {

/// A group whose players are named "<prefix>1" (first place) to "<prefix>count".
GroupPlaces group(CupStage stage, int number, const QString& prefix, int count, bool finished = true)
{
    GroupPlaces places;
    places.stage = stage;
    places.number = number;
    places.name = prefix;
    places.finished = finished;
    for (int place = 1; place <= count; ++place)
        places.places.append({prefix + QString::number(place), place, false, false});
    return places;
}

QStringList names(const FinalEntryList& list)
{
    QStringList players;
    for (const FinalEntrant& entrant : list.entrants)
        players.append(entrant.player);
    return players;
}

/// The Cup's state with `groups` as its groups' places, each group an event of those players with an
/// address and a rating of their own, and the entry list the regulation forms from them.
CupOverview overviewOf(const Cup& cup, const QList<GroupPlaces>& groups)
{
    CupOverview overview;
    for (const GroupPlaces& places : groups) {
        CupGroupState state;
        state.group = CupGroup{0, places.stage, places.number};
        state.event.name = places.name;
        for (const GroupPlaces::Place& place : places.places)
            state.event.players.append(Player{
                u"p%1"_s.arg(place.place), place.player, u"адреса "_s + place.player, 2000 + place.place});
        state.places = places;
        overview.groups.append(state);
    }
    overview.final = finalEntryList(cup.regulation, groups, cup.decisions);
    return overview;
}

CupDecision declines(const QString& player)
{
    return CupDecision{player, CupDecision::Kind::Declined, u"letter of 12.05"_s};
}

} // namespace

class TestCup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cup4_finalFromFourPlacesOfThePreviousFinalAndTwoOfEachSemifinal()
    {
        const FinalEntryList list = finalEntryList(CupRegulation{},
            {group(CupStage::Semifinal, 2, u"S2-"_s, 13),
                group(CupStage::PreviousFinal, 1, u"F-"_s, 12),
                group(CupStage::Semifinal, 1, u"S1-"_s, 15)},
            {});
        // The previous final first, then the semifinals by number, each in place order.
        QCOMPARE(names(list),
            (QStringList{
                u"F-1"_s, u"F-2"_s, u"F-3"_s, u"F-4"_s, u"S1-1"_s, u"S1-2"_s, u"S2-1"_s, u"S2-2"_s}));
        QCOMPARE(list.entrants[5].reason, FinalEntrant::Reason::Place);
        QCOMPARE(list.entrants[5].place, 2);
        QCOMPARE(list.entrants[5].group, 1);
        // Eight of at least ten: two places for the federation's nomination.
        QCOMPARE(list.vacancies, 2);
    }

    void cup4_aDeclinerIsReplacedByTheNextPlaceOfTheSameGroup()
    {
        const FinalEntryList list = finalEntryList(CupRegulation{},
            {group(CupStage::PreviousFinal, 1, u"F-"_s, 12), group(CupStage::Semifinal, 1, u"S1-"_s, 15)},
            {declines(u"S1-1"_s), declines(u"F-2"_s)});
        QCOMPARE(names(list), (QStringList{u"F-1"_s, u"F-3"_s, u"F-4"_s, u"F-5"_s, u"S1-2"_s, u"S1-3"_s}));
        const FinalEntrant& fifth = list.entrants[3];
        QCOMPARE(fifth.reason, FinalEntrant::Reason::StepsInForDecliner);
        QCOMPARE(fifth.replaces, u"F-2"_s);
        QCOMPARE(list.entrants[5].replaces, u"S1-1"_s);
        // F-3 and S1-2 hold qualifying places of their own: they replace nobody.
        QCOMPARE(list.entrants[1].reason, FinalEntrant::Reason::Place);
        QCOMPARE(list.entrants[4].reason, FinalEntrant::Reason::Place);
    }

    void cup4_aPlaceDeclinedTwiceNamesItsWholeChain()
    {
        // S1-2 declines, S1-3 (offered the place next) declines too: S1-4 plays, for S1-2 and then S1-3
        // (helper-59 read S1-4 as replacing S1-2 alone, the chain's second link lost).
        const FinalEntryList list = finalEntryList(CupRegulation{},
            {group(CupStage::Semifinal, 1, u"S1-"_s, 11)},
            {declines(u"S1-2"_s), declines(u"S1-3"_s)});
        QCOMPARE(names(list), (QStringList{u"S1-1"_s, u"S1-4"_s}));
        QCOMPARE(list.entrants[1].reason, FinalEntrant::Reason::StepsInForDecliner);
        QCOMPARE(list.entrants[1].replaces, u"S1-2"_s);
        QCOMPARE(list.entrants[1].alsoPassedOn, QStringList{u"S1-3"_s});
        // Two declined of two places: each next place takes one, no chain.
        const FinalEntryList both = finalEntryList(CupRegulation{},
            {group(CupStage::Semifinal, 1, u"S1-"_s, 11)},
            {declines(u"S1-1"_s), declines(u"S1-2"_s)});
        QCOMPARE(names(both), (QStringList{u"S1-3"_s, u"S1-4"_s}));
        QCOMPARE(both.entrants[0].replaces, u"S1-1"_s);
        QCOMPARE(both.entrants[1].replaces, u"S1-2"_s);
        QVERIFY(both.entrants[0].alsoPassedOn.isEmpty() && both.entrants[1].alsoPassedOn.isEmpty());
    }

    void cup4_aPlayerQualifiedTwiceLeavesTheLaterPlaceToTheNext()
    {
        GroupPlaces semifinal = group(CupStage::Semifinal, 1, u"S1-"_s, 11);
        semifinal.places[0].player = u"F-3"_s; // the previous final's third won this semifinal too
        const FinalEntryList list =
            finalEntryList(CupRegulation{}, {group(CupStage::PreviousFinal, 1, u"F-"_s, 12), semifinal}, {});
        QCOMPARE(names(list).mid(4), (QStringList{u"S1-2"_s, u"S1-3"_s}));
        QCOMPARE(list.entrants[5].reason, FinalEntrant::Reason::StepsInForQualified);
        QCOMPARE(list.entrants[5].replaces, u"F-3"_s);
    }

    void cup4_noLowerThanTheRegulationAllows()
    {
        CupRegulation regulation;
        regulation.lowestSemifinalPlace = 3;
        const FinalEntryList list = finalEntryList(regulation,
            {group(CupStage::Semifinal, 1, u"S1-"_s, 11)},
            {declines(u"S1-1"_s), declines(u"S1-2"_s), declines(u"S1-3"_s)});
        // Places 1–3 declined, and the fourth may not step in: nobody from this group.
        QVERIFY(list.entrants.isEmpty());
    }

    void II_8_1_aWithdrawnPlayerDoesNotQualify()
    {
        GroupPlaces semifinal = group(CupStage::Semifinal, 1, u"S1-"_s, 11);
        semifinal.places[1].withdrawn = true;
        const FinalEntryList list = finalEntryList(CupRegulation{}, {semifinal}, {});
        QCOMPARE(names(list), (QStringList{u"S1-1"_s, u"S1-3"_s}));
        QCOMPARE(list.entrants[1].reason, FinalEntrant::Reason::StepsInForWithdrawn);
    }

    void cup4_nominationsFillTheVacanciesUpToTheMaximum()
    {
        CupRegulation regulation;
        regulation.finalMaximum = 10;
        QList<CupDecision> decisions;
        for (const QString& name : {u"N1"_s, u"N2"_s, u"N3"_s})
            decisions.append(CupDecision{name, CupDecision::Kind::Nominated, u"Виконком ФЗШУ"_s});
        const FinalEntryList list = finalEntryList(regulation,
            {group(CupStage::PreviousFinal, 1, u"F-"_s, 12),
                group(CupStage::Semifinal, 1, u"S1-"_s, 15),
                group(CupStage::Semifinal, 2, u"S2-"_s, 13)},
            decisions);
        QCOMPARE(list.entrants.size(), 10);
        QCOMPARE(list.entrants[8].reason, FinalEntrant::Reason::Nominated);
        QCOMPARE(list.entrants[8].note, u"Виконком ФЗШУ"_s);
        QCOMPARE(list.leftOff, QStringList{u"N3"_s});
        QCOMPARE(list.vacancies, 0);
    }

    void cup4_theFinalIsMadeFromTheListWithEachPlayersAddressAndRating()
    {
        // The final from the list as it stands once every group has finished: its players in the list's
        // order, each with the address and rating of the group he qualified from (helper-59 retyped all ten
        // with their addresses); a nominee found in a group keeps that group's.
        Cup cup;
        cup.name = u"Cup"_s;
        cup.decisions = {declines(u"F-2"_s),
            CupDecision{u"S1-7"_s, CupDecision::Kind::Nominated, u"decision 3"_s},
            CupDecision{u"Новак Н. Н."_s, CupDecision::Kind::Nominated, u"decision 4"_s}};
        const QList<GroupPlaces> groups = {group(CupStage::PreviousFinal, 1, u"F-"_s, 10),
            group(CupStage::Semifinal, 1, u"S1-"_s, 11),
            group(CupStage::Semifinal, 2, u"S2-"_s, 11)};
        const CupOverview overview = overviewOf(cup, groups);
        QCOMPARE(finalCreationRefusal(cup, overview), std::nullopt);
        const QList<Player> players = finalPlayers(overview);
        QStringList order;
        for (const Player& player : players)
            order.append(player.name);
        QCOMPARE(order, names(overview.final));
        QCOMPARE(players.size(), 10); // 4 + 2 + 2 places and 2 nominations
        QCOMPARE(players[1].name, u"F-3"_s); // F-2 declined: the next place of the previous final
        QCOMPARE(players[1].address, u"адреса F-3"_s);
        QCOMPARE(players[1].rating, std::optional(2003));
        QVERIFY(players[1].id.isEmpty()); // the new event numbers them
        QCOMPARE(players[8].name, u"S1-7"_s); // nominated, and found in semifinal 1
        QCOMPARE(players[8].address, u"адреса S1-7"_s);
        QCOMPARE(players[9].name, u"Новак Н. Н."_s); // nominated from outside: the judge completes him
        QVERIFY(players[9].address.isEmpty());
    }

    void cup4_theFinalWaitsForEveryGroupAndTheJudgesDecisions()
    {
        Cup cup;
        cup.name = u"Cup"_s;
        const GroupPlaces finalBefore = group(CupStage::PreviousFinal, 1, u"F-"_s, 10);
        const GroupPlaces first = group(CupStage::Semifinal, 1, u"S1-"_s, 11);
        // A semifinal still playing: its places are today's.
        const auto playing = finalCreationRefusal(
            cup, overviewOf(cup, {finalBefore, first, group(CupStage::Semifinal, 2, u"S2-"_s, 11, false)}));
        QVERIFY(playing);
        QCOMPARE(playing->code, MessageCode::CupFinalGroupPlaying);
        QCOMPARE(playing->args.value(0), MessageArg(u"S2-"_s));
        // Every group finished, but a decision in one may still be appealed (II.1.6) or an appeal is with the
        // committee: the places may change, and the final waits (a Cup's final was made with a semifinal's
        // appeal window open, nothing said).
        const CupOverview finished =
            overviewOf(cup, {finalBefore, first, group(CupStage::Semifinal, 2, u"S2-"_s, 11)});
        const auto refusedWith = [&](JudgeStep step, std::optional<QDate> due, int inGroup) {
            CupOverview overview = finished;
            AgendaItem item;
            item.what = step;
            item.due = due;
            item.game = u"S2-1 – S2-5"_s;
            item.why.clause = u"II.1.6"_s;
            overview.agenda.append(CupAgendaItem{inGroup, item, true});
            return finalCreationRefusal(cup, overview);
        };
        const auto appealable = refusedWith(JudgeStep::Appeal, QDate(2027, 3, 14), 2);
        QVERIFY(appealable);
        QCOMPARE(appealable->code, MessageCode::CupFinalAppealOpen);
        QCOMPARE(appealable->args,
            (QList<MessageArg>{u"S2-"_s, u"S2-1 – S2-5"_s, QDate(2027, 3, 14), u"II.1.6"_s}));
        QCOMPARE(refusedWith(JudgeStep::AdjudicationAppeal, std::nullopt, 2)->code,
            MessageCode::CupFinalAppealReceiptsMissing);
        QCOMPARE(
            refusedWith(JudgeStep::ClaimAppeal, std::nullopt, 1)->code, MessageCode::CupFinalAppealPending);
        QCOMPARE(refusedWith(JudgeStep::SecondAdjudication, std::nullopt, 0)->code,
            MessageCode::CupFinalAppealPending);
        // A player's routine step, or a claim decision with no appeal, holds nothing up.
        QCOMPARE(refusedWith(JudgeStep::GameRecord, std::nullopt, 2)->code, MessageCode::CupFinalTooFew);
        // A qualifying place shared after every tie-break: the judge decides first.
        GroupPlaces tied = group(CupStage::Semifinal, 2, u"S2-"_s, 11);
        tied.places[1].shared = tied.places[2].shared = true;
        tied.places[2].place = 2;
        const auto shared = finalCreationRefusal(cup, overviewOf(cup, {finalBefore, first, tied}));
        QVERIFY(shared);
        QCOMPARE(shared->code, MessageCode::CupFinalPlaceShared);
        // Fewer than the regulation's smallest final: nominate first.
        const auto few = finalCreationRefusal(
            cup, overviewOf(cup, {finalBefore, first, group(CupStage::Semifinal, 2, u"S2-"_s, 11)}));
        QVERIFY(few);
        QCOMPARE(few->code, MessageCode::CupFinalTooFew);
        QCOMPARE(few->args, (QList<MessageArg>{qint64(10), qint64(8)}));
        // A Cup with its final already has none to make.
        CupOverview withFinal = overviewOf(cup, {finalBefore, first});
        CupGroupState made;
        made.group = CupGroup{7, CupStage::Final, 1};
        made.event.name = u"Final"_s;
        withFinal.groups.append(made);
        QCOMPARE(finalCreationRefusal(cup, withFinal)->code, MessageCode::CupFinalExists);
    }

    void cup4_theJudgeGivesAPlaceSharedAfterEveryTieBreak()
    {
        // Semifinal 2's second and third are equal after every tie-break, and two places qualify: the
        // judge gives place 2 to S2-3 (lots drawn); S2-2 takes place 3, outside the final.
        Cup cup;
        cup.name = u"Cup"_s;
        GroupPlaces tied = group(CupStage::Semifinal, 2, u"S2-"_s, 11);
        tied.places[1].shared = tied.places[2].shared = true;
        tied.places[2].place = 2;
        const QList<GroupPlaces> groups{group(CupStage::PreviousFinal, 1, u"F-"_s, 10),
            group(CupStage::Semifinal, 1, u"S1-"_s, 11),
            tied};
        QCOMPARE(tiedForPlace(tied, {}, 2), (QStringList{u"S2-2"_s, u"S2-3"_s}));
        cup.decisions = {
            CupDecision{u"S2-3"_s, CupDecision::Kind::PlaceDecided, u"lots drawn on 20.05"_s, 2}};
        const GroupPlaces decided = placesAsDecided(tied, cup.decisions);
        QCOMPARE(decided.places[1].player, u"S2-3"_s);
        QCOMPARE(decided.places[1].place, 2);
        QVERIFY(!decided.places[1].shared);
        QCOMPARE(decided.places[2].player, u"S2-2"_s);
        QCOMPARE(decided.places[2].place, 3);
        QVERIFY(!decided.places[2].shared);
        QCOMPARE(decided.places[3].place, 4); // the places below stay as they were
        QVERIFY(tiedForPlace(tied, cup.decisions, 2).isEmpty());
        const CupOverview overview = overviewOf(cup, groups);
        QCOMPARE(names(overview.final).mid(4), (QStringList{u"S1-1"_s, u"S1-2"_s, u"S2-1"_s, u"S2-3"_s}));
        const FinalEntrant& given = overview.final.entrants.last();
        QVERIFY(!given.sharedPlace);
        QCOMPARE(given.place, 2);
        QCOMPARE(given.note, u"lots drawn on 20.05"_s); // the ground, with the list's reason
        // Not shared any more: the final waits for nothing but the vacancies.
        QCOMPARE(finalCreationRefusal(cup, overview)->code, MessageCode::CupFinalTooFew);

        // Three equal at place 2: the one given it takes it; the other two share place 3 until the judge
        // decides between them too.
        GroupPlaces three = group(CupStage::Semifinal, 2, u"S2-"_s, 11);
        for (int i = 1; i <= 3; ++i) {
            three.places[i].shared = true;
            three.places[i].place = 2;
        }
        const QList<CupDecision> one{
            CupDecision{u"S2-4"_s, CupDecision::Kind::PlaceDecided, u"decision 3 of the board"_s, 2}};
        QCOMPARE(tiedForPlace(three, one, 3), (QStringList{u"S2-2"_s, u"S2-3"_s}));
        const GroupPlaces oneDecided = placesAsDecided(three, one);
        QCOMPARE(oneDecided.places[1].player, u"S2-4"_s);
        QVERIFY(oneDecided.places[2].shared && oneDecided.places[3].shared);
        QCOMPARE(oneDecided.places[3].place, 3);
        QList<CupDecision> both = one;
        both.append(CupDecision{u"S2-3"_s, CupDecision::Kind::PlaceDecided, u"lots drawn on 20.05"_s, 3});
        const GroupPlaces bothDecided = placesAsDecided(three, both);
        QCOMPARE(bothDecided.places[2].player, u"S2-3"_s);
        QCOMPARE(bothDecided.places[3].player, u"S2-2"_s);
        QCOMPARE(bothDecided.places[3].place, 4);
        QVERIFY(!bothDecided.places[3].shared);
        // Equal players who all qualify share nothing to decide: the previous final's four places go to its
        // first four, two of them equal.
        GroupPlaces equalFirst = group(CupStage::PreviousFinal, 1, u"F-"_s, 10);
        equalFirst.places[2].shared = equalFirst.places[3].shared = true;
        equalFirst.places[3].place = 3;
        const FinalEntryList bothIn = finalEntryList(CupRegulation{}, {equalFirst}, {});
        QCOMPARE(names(bothIn).mid(0, 4), (QStringList{u"F-1"_s, u"F-2"_s, u"F-3"_s, u"F-4"_s}));
        QVERIFY(!bothIn.entrants[2].sharedPlace && !bothIn.entrants[3].sharedPlace);
        // … nor when the one left off has declined.
        GroupPlaces equalLast = group(CupStage::PreviousFinal, 1, u"F-"_s, 10);
        equalLast.places[3].shared = equalLast.places[4].shared = true;
        equalLast.places[4].place = 4;
        QVERIFY(finalEntryList(CupRegulation{}, {equalLast}, {}).entrants[3].sharedPlace);
        QVERIFY(!finalEntryList(
            CupRegulation{}, {equalLast}, {CupDecision{u"F-5"_s, CupDecision::Kind::Declined, u"letter"_s}})
                     .entrants[3]
                     .sharedPlace);
        // A decision naming a player whose place is not shared changes nothing.
        const QList<CupDecision> unshared{
            CupDecision{u"S2-6"_s, CupDecision::Kind::PlaceDecided, u"by mistake"_s, 2}};
        QCOMPARE(placesAsDecided(three, unshared).places, three.places);
        // The decision of place 3 waits while place 2 is undecided (the first decision taken back): it does
        // not move up to place 2, and the list, which takes all three when three places qualify, gives no
        // ground for a place not given.
        const QList<CupDecision> secondOnly{both.last()};
        QCOMPARE(placesAsDecided(three, secondOnly).places, three.places);
        CupRegulation four;
        four.placesFromEachSemifinal = 4;
        const FinalEntryList waiting = finalEntryList(four, {three}, secondOnly);
        QCOMPARE(names(waiting), (QStringList{u"S2-1"_s, u"S2-2"_s, u"S2-3"_s, u"S2-4"_s}));
        for (const FinalEntrant& entrant : waiting.entrants)
            QVERIFY2(entrant.note.isEmpty(), qPrintable(entrant.player));
        QCOMPARE(finalEntryList(four, {three}, both).entrants[2].note, u"lots drawn on 20.05"_s);
    }

    void II_8_1_aGroupsStateCountsEachWithdrawalsGamesAsItsDecisionLeavesThem()
    {
        // Ten games: one won; one annulled (V.8.1); p4's four excluded, counted for neither (II.8.1), and
        // finished; p5's three others sent to adjudication (II.8.1), the judge's to end; one in play.
        CupGroupInput group{
            CupGroup{0, CupStage::Semifinal, 1}, testing::eventWithEveryWithdrawalDecision(), {}, {}};
        const CupOverview overview = cupOverview(Cup{}, {group}, QDate(2026, 12, 1));
        const CupGroupState& state = overview.groups.first();
        QCOMPARE(state.games, 10);
        QCOMPARE(state.gamesFinished, 5);
        QCOMPARE(state.gamesNotCounted, 4);
        QCOMPARE(state.gamesCancelled, 1);
        QCOMPARE(state.gamesAwaitingAdjudication, 3);
        QCOMPARE(state.gamesInPlay, 1);
        QCOMPARE(state.gamesAwaitingRecord, 0);
        // p2–p3 drawn and reported, its record not yet with the judge (II.9.1): neither finished nor in play.
        group.event.games[4].result = GameResult::Draw;
        group.event.games[4].reportedOn = QDate(2026, 11, 20);
        const CupGroupState reported = cupOverview(Cup{}, {group}, QDate(2026, 12, 1)).groups.first();
        QCOMPARE(reported.gamesFinished, 5);
        QCOMPARE(reported.gamesInPlay, 0);
        QCOMPARE(reported.gamesAwaitingRecord, 1);
        // The printed Cup report says the same, in Ukrainian.
        const documents::Document report = documents::cupReport(
            Cup{}, overview, QDate(2026, 12, 1), u"Петренко П. П."_s, Language::Ukrainian);
        QString said;
        for (const documents::Block& block : report.pages.first().blocks) {
            for (const QStringList& row : block.rows) {
                for (const QString& cell : row) {
                    if (cell.startsWith(u"триває:"_s))
                        said = cell;
                }
            }
        }
        QVERIFY2(
            said.startsWith(u"триває: закінчено 5 з 10 партій (з них не враховуються — 4: вибуття, II.8.1), "
                            u"грають — 1, чекають присудження — 3 (вибуття, II.8.1), анульовано — 1 (V.8.1); "
                            u"вибуття: Player 4, 01.09.2026 — "_s),
            qPrintable(said));
    }

    void aGroupStillPlayingGivesProvisionalPlaces()
    {
        const FinalEntryList list =
            finalEntryList(CupRegulation{}, {group(CupStage::Semifinal, 1, u"S1-"_s, 15, false)}, {});
        QVERIFY(list.entrants[0].provisional);
    }

    void groupPlacesComeFromTheCrosstable()
    {
        Tournament event;
        event.name = u"SF"_s;
        event.tiebreaks = {TieBreak::Wins};
        for (int i = 1; i <= 3; ++i)
            event.players.append(Player{u"p%1"_s.arg(i), u"Player %1"_s.arg(i), {}, {}});
        event.games = {TournamentGame{u"p1"_s, u"p2"_s, GameResult::BlackWon, ResultHow::Played, {}, {}},
            TournamentGame{u"p1"_s, u"p3"_s, GameResult::Draw, ResultHow::Played, {}, {}},
            TournamentGame{u"p2"_s, u"p3"_s, std::nullopt, ResultHow::Played, {}, {}}};
        event.withdrawals = {Withdrawal{u"p3"_s, QDate(2027, 5, 1), WithdrawalDecision::Exclude}};
        const GroupPlaces places = groupPlaces(event, computeCrosstable(event), CupStage::Semifinal, 2);
        QCOMPARE(places.number, 2);
        QVERIFY(places.finished); // the last game is not counted (exclusion): nothing is left to play
        QCOMPARE(places.places[0].player, u"Player 2"_s);
        QCOMPARE(places.places[0].place, 1);
        QVERIFY(places.places[2].withdrawn);
        event.withdrawals.clear();
        QVERIFY(!groupPlaces(event, computeCrosstable(event), CupStage::Semifinal, 2).finished);
    }

    void applicationsReadAsTheRegulationsFormListsThem()
    {
        const ApplicationList list =
            applicationsFromText(u"Петренко Петро Петрович\t12.03.1954\tКМС\t«Полтава»\tвул. Садова 3, "
                                 u"Полтава, 36000\tp@example.org\t+380501112233\t2240\n"
                                 "\n"
                                 "Іваненко І.І.; 1960-07-01; I розряд; ; вул. Нова 5, Суми; ; ; 2105\n"
                                 "Сидоренко С.С.; 31.02.1970; ; ; ; ; ; 2000\n"
                                 "Коваль К.К.; ; ; ; ; ; ; about 2000\n"
                                 "Мельник М.М.; 1.5.1948; ; ; ; ; ; -5\n"_s);
        QCOMPARE(list.applications.size(), 5);
        const Application& first = list.applications[0];
        QCOMPARE(first.birthDate, QDate(1954, 3, 12));
        QCOMPARE(first.title, u"КМС"_s);
        QCOMPARE(first.club, u"«Полтава»"_s);
        QCOMPARE(first.email, u"p@example.org"_s);
        QCOMPARE(first.phone, u"+380501112233"_s);
        QCOMPARE(first.rating, std::optional(2240));
        QCOMPARE(list.applications[1].birthDate, QDate(1960, 7, 1));
        QCOMPARE(list.applications[1].address, u"вул. Нова 5, Суми"_s);
        QCOMPARE(list.applications[4].birthDate, QDate(1948, 5, 1));
        // An impossible birth date, a rating that is no number and a negative one: each named by its line
        // and field, and saying how the form writes it (a date as the regulation's form: day, month, year).
        QCOMPARE(list.problems.size(), 3);
        QCOMPARE(list.problems[0].where, postmark::say(postmark::MessageCode::WhereLine, 4));
        QCOMPARE(list.problems[0].key, u"birth_date"_s);
        QCOMPARE(list.problems[0].what, postmark::say(postmark::MessageCode::NotABirthDate, u"31.02.1970"_s));
        QCOMPARE(list.problems[1].where, postmark::say(postmark::MessageCode::WhereLine, 5));
        QCOMPARE(list.problems[1].key, u"rating"_s);
        QCOMPARE(list.problems[1].what, postmark::say(postmark::MessageCode::NotARating, u"about 2000"_s));
        QCOMPARE(list.problems[2].where, postmark::say(postmark::MessageCode::WhereLine, 6));
        QCOMPARE(list.problems[2].what, postmark::say(postmark::MessageCode::NotARating, u"-5"_s));
    }

    void newGroupsArePairedRoundRobinsInSnakeOrder()
    {
        QList<Application> applications;
        for (int k = 0; k < 22; ++k)
            applications.append(Application{
                u"Гравець %1"_s.arg(k + 1), {}, {}, {}, u"Адреса %1"_s.arg(k + 1), {}, {}, 2400 - k * 10});
        NewEventForm form;
        form.name = u"XII Кубок, півфінал %1"_s;
        form.index = u"UKR/C12/SF%1"_s;
        form.start = QDate(2027, 3, 1);
        form.end = QDate(2029, 3, 1);
        const QList<NewEvent> groups = newGroups(applications, 2, form, 1);
        QCOMPARE(groups.size(), 2);
        for (const NewEvent& group : groups) {
            QVERIFY(group.problems.isEmpty());
            QCOMPARE(group.event.players.size(), 11);
            QCOMPARE(group.event.games.size(), 55); // a round robin of 11: every pair once
        }
        QCOMPARE(groups[1].event.name, u"XII Кубок, півфінал 2"_s);
        QCOMPARE(groups[1].event.index, u"UKR/C12/SF2"_s);
        // Snake order: the highest rated opens group 1, the second group 2, the fourth group 1 again.
        QCOMPARE(groups[0].event.players[0].name, u"Гравець 1"_s);
        QCOMPARE(groups[1].event.players[0].name, u"Гравець 2"_s);
        QCOMPARE(groups[1].event.players[1].name, u"Гравець 3"_s);
        QCOMPARE(groups[0].event.players[1].name, u"Гравець 4"_s);
        QCOMPARE(groups[0].event.players[0].address, u"Адреса 1"_s);
    }

    void snakeOrderByRating()
    {
        QList<Application> applications;
        for (int rating : {2200, 2450, 2100, 2300, 2350, 2250})
            applications.append(Application{u"R%1"_s.arg(rating), {}, {}, {}, {}, {}, {}, rating});
        applications.append(Application{u"unrated"_s, {}, {}, {}, {}, {}, {}, std::nullopt});
        const QList<QList<Application>> groups = snakeSplit(applications, 3);
        QCOMPARE(groups.size(), 3);
        const auto namesOf = [](const QList<Application>& group) {
            QStringList list;
            for (const Application& application : group)
                list.append(application.name);
            return list;
        };
        // 2450 → 1, 2350 → 2, 2300 → 3, then back: 2250 → 3, 2200 → 2, 2100 → 1, and on: unrated → 1.
        QCOMPARE(namesOf(groups[0]), (QStringList{u"R2450"_s, u"R2100"_s, u"unrated"_s}));
        QCOMPARE(namesOf(groups[1]), (QStringList{u"R2350"_s, u"R2200"_s}));
        QCOMPARE(namesOf(groups[2]), (QStringList{u"R2300"_s, u"R2250"_s}));
    }
};

QTEST_GUILESS_MAIN(TestCup)
#include "tst_cup.moc"
