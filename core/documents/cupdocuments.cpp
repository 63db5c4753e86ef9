// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documents/cupdocuments.h"

#include <algorithm>

#include "core/documents/tournamentdocuments.h"
#include "core/rules/clauses.h"
#include "core/tournament/crosstablemarks.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

namespace {

using Kind = Block::Kind;
using tournament::CupStage;
using tournament::FinalEntrant;

QString placeWords(int place, Language language)
{
    return language == Language::Ukrainian ? u"%1-е місце"_s.arg(place) : u"place %1"_s.arg(place);
}

QString groupState(const tournament::CupGroupState& group, Language language)
{
    if (group.games > 0 && group.gamesFinished + group.gamesCancelled == group.games)
        return say(language, u"закінчено", u"finished");
    QString state = language == Language::Ukrainian
        ? u"триває: закінчено %1 з %2 партій"_s.arg(group.gamesFinished).arg(group.games)
        : u"in play: %1 of %2 games finished"_s.arg(group.gamesFinished).arg(group.games);
    // Each kind of game left, when there is one, so that the counts add up to the group's games.
    const auto count = [&](int games, const char16_t* ukrainian, const char16_t* english) {
        if (games > 0)
            state += say(language, ukrainian, english).arg(games);
    };
    count(group.gamesNotCounted,
        u" (з них не враховуються — %1: вибуття, II.8.1)",
        u" (%1 of them not counted: withdrawal, II.8.1)");
    count(group.gamesInPlay, u", грають — %1", u", %1 in play");
    count(group.gamesAwaitingRecord,
        u", чекають запису чи тексту партії — %1 (II.9.1, II.8.2)",
        u", %1 awaiting the game's record or text (II.9.1, II.8.2)");
    count(group.gamesAwaitingAdjudication,
        u", чекають присудження — %1 (вибуття, II.8.1)",
        u", %1 awaiting adjudication (withdrawal, II.8.1)");
    count(group.gamesCancelled, u", анульовано — %1 (V.8.1)", u", %1 annulled (V.8.1)");
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(group.event);
    for (const tournament::Withdrawal& withdrawal : group.event.withdrawals)
        state += (language == Language::Ukrainian ? u"; вибуття: %1, %2 — %3"_s : u"; %1 withdrew %2: %3"_s)
                     .arg(group.event.players.value(group.event.playerIndex(withdrawal.player)).name,
                         documentDate(withdrawal.date, language),
                         withdrawalDecisionName(withdrawal.decision, language)
                             + rules::citation(rules, rules::Rule::Withdrawal));
    if (group.openClaims > 0)
        state += language == Language::Ukrainian ? u"; заяв на розгляді — %1"_s.arg(group.openClaims)
                                                 : u"; claims to decide: %1"_s.arg(group.openClaims);
    return state;
}

QString leaders(const tournament::CupGroupState& group, Language language)
{
    QStringList names;
    for (const tournament::Standing& standing : group.table.standings) {
        if (standing.rank != 1)
            break;
        names.append(u"%1 (%2)"_s.arg(
            group.event.players[standing.player].name, tournament::scoreText(standing.points, language)));
    }
    return names.isEmpty() ? say(language, u"—", u"—") : names.join(u", "_s);
}

} // namespace

QString cupGroupName(const tournament::CupGroup& group, Language language)
{
    switch (group.stage) {
    case CupStage::Semifinal:
        return language == Language::Ukrainian ? u"півфінал %1"_s.arg(group.number)
                                               : u"semifinal %1"_s.arg(group.number);
    case CupStage::Final:
        return say(language, u"фінал", u"final");
    case CupStage::PreviousFinal:
        return say(language, u"фінал попереднього Кубка", u"the previous Cup's final");
    }
    return {};
}

QString entrantReason(const FinalEntrant& entrant, Language language)
{
    QString reason;
    const QString where = entrant.stage ? placeWords(entrant.place, language) + u", "_s
            + cupGroupName(tournament::CupGroup{0, *entrant.stage, entrant.group}, language)
                                        : QString();
    switch (entrant.reason) {
    case FinalEntrant::Reason::Place:
        reason = where;
        break;
    case FinalEntrant::Reason::StepsInForDecliner:
        reason = language == Language::Ukrainian
            ? u"%1 — замість того, хто відмовився: %2"_s.arg(where, entrant.replaces)
            : u"%1 — for %2, who declined"_s.arg(where, entrant.replaces);
        break;
    case FinalEntrant::Reason::StepsInForQualified:
        reason = language == Language::Ukrainian
            ? u"%1 — замість того, хто вже пройшов з іншої групи: %2"_s.arg(where, entrant.replaces)
            : u"%1 — for %2, qualified from another group already"_s.arg(where, entrant.replaces);
        break;
    case FinalEntrant::Reason::StepsInForWithdrawn:
        reason = language == Language::Ukrainian
            ? u"%1 — замість того, хто вибув (II.8.1): %2"_s.arg(where, entrant.replaces)
            : u"%1 — for %2, who withdrew (II.8.1)"_s.arg(where, entrant.replaces);
        break;
    case FinalEntrant::Reason::Nominated:
        reason = say(language, u"номінація", u"nominated")
            + (entrant.note.isEmpty() ? QString() : u": "_s + entrant.note);
        break;
    }
    if (!entrant.alsoPassedOn.isEmpty())
        reason += language == Language::Ukrainian
            ? u", а потім тих, кому це місце пропонували далі: %1"_s.arg(entrant.alsoPassedOn.join(u", "_s))
            : u", then for %1, offered the place next"_s.arg(entrant.alsoPassedOn.join(u", "_s));
    if (entrant.provisional)
        reason += say(
            language, u" (за поточним становищем: група ще грає)", u" (today's place: the group plays on)");
    if (entrant.sharedPlace)
        reason += (entrant.sharedWith.isEmpty()
                ? say(language, u" — місце поділене: вирішує суддя", u" — a shared place: the judge decides")
                : say(language,
                    u" — місце поділене (ділять також: %1): вирішує суддя",
                    u" — a shared place (shared with %1): the judge decides")
                      .arg(entrant.sharedWith.join(u", "_s)));
    // A place the judge gave among players still equal after every tie-break, and on what ground.
    if (entrant.stage && !entrant.note.isEmpty())
        reason += language == Language::Ukrainian
            ? u" — поділене місце віддано рішенням судді: %1"_s.arg(entrant.note)
            : u" — a shared place, given by the judge's decision: %1"_s.arg(entrant.note);
    return reason;
}

QString cupDecisionWords(const tournament::CupDecision& decision,
    const QList<tournament::CupDecision>& decisions,
    const tournament::CupOverview& overview,
    Language language)
{
    switch (decision.kind) {
    case tournament::CupDecision::Kind::Declined:
        return say(language, u"відмова", u"declined");
    case tournament::CupDecision::Kind::Nominated:
        return say(language, u"номінація", u"nominated");
    case tournament::CupDecision::Kind::PlaceDecided:
        break;
    }
    // Which group's place: two groups each have a second place (helper-63 read «віддано поділене 2-е місце»
    // twice and could not tell them apart).
    QString words =
        say(language, u"віддано поділене %1-е місце", u"given shared place %1").arg(decision.place);
    // And with whom: a judge checking the decision reads the tie it settled (helper-64 found the report
    // naming only the one who took the place). The group where the place was shared, should the player
    // have played in two.
    const tournament::CupGroupState* group = nullptr;
    QStringList others;
    for (const tournament::CupGroupState& state : overview.groups) {
        const auto& places = state.places.places;
        if (std::none_of(
                places.begin(), places.end(), [&decision](const tournament::GroupPlaces::Place& place) {
                    return place.player == decision.player;
                }))
            continue;
        group = &state;
        others = tournament::sharedPlaceWith(state.places, decisions, decision);
        if (!others.isEmpty())
            break;
    }
    if (group)
        words += u", "_s + cupGroupName(group->group, language);
    if (!others.isEmpty())
        words += say(language, u"; його ділили також: %1", u"; shared with %1").arg(others.join(u", "_s));
    return words;
}

Document cupReport(const tournament::Cup& cup,
    const tournament::CupOverview& overview,
    const QDate& asOf,
    const QString& judge,
    Language language)
{
    Document document;
    document.title = say(language, u"Звіт про Кубок", u"Cup report");
    document.runningHead = runningHeadOf(document.title, cup.name, asOf, language);
    document.format = PageFormat::A4;
    document.language = language;
    Page page;
    page.blocks.append({Kind::Title, {}, say(language, u"Звіт про Кубок", u"Cup report"), {}});
    page.blocks.append({Kind::Field, say(language, u"Змагання", u"Competition"), cup.name, {}});
    page.blocks.append(
        {Kind::Field, say(language, u"Станом на", u"As of"), documentDate(asOf, language), {}});

    page.blocks.append({Kind::Heading, {}, say(language, u"Групи", u"Groups"), {}});
    QList<QStringList> groups{{say(language, u"Група", u"Group"),
        say(language, u"Турнір", u"Tournament"),
        say(language, u"Учасників", u"Players"),
        say(language, u"Стан", u"State"),
        say(language, u"Лідер", u"Leading")}};
    for (const tournament::CupGroupState& group : overview.groups)
        groups.append({cupGroupName(group.group, language),
            group.event.index.isEmpty() ? group.event.name
                                        : u"%1 (%2)"_s.arg(group.event.name, group.event.index),
            QString::number(group.event.players.size()),
            groupState(group, language),
            leaders(group, language)});
    // The final, while it is not a tournament yet: its entry list so far (below in full).
    if (std::none_of(overview.groups.begin(),
            overview.groups.end(),
            [](const tournament::CupGroupState& group) { return group.group.stage == CupStage::Final; }))
        groups.append({cupGroupName(tournament::CupGroup{0, CupStage::Final, 0}, language),
            say(language, u"формується", u"being formed"),
            QString::number(overview.final.entrants.size()),
            (language == Language::Ukrainian ? u"у списку %1; у фіналі від %2 до %3 учасників"_s
                                             : u"%1 on the entry list; the final has %2 to %3 players"_s)
                .arg(overview.final.entrants.size())
                .arg(cup.regulation.finalMinimum)
                .arg(cup.regulation.finalMaximum),
            say(language, u"—", u"—")});
    page.blocks.append({Kind::Table, {}, {}, groups});

    const tournament::CupRegulation& regulation = cup.regulation;
    page.blocks.append({Kind::Heading, {}, say(language, u"Склад фіналу", u"The final's entry list"), {}});
    page.blocks.append({Kind::Paragraph,
        {},
        language == Language::Ukrainian
            ? u"За положенням: %1 учасників — місця 1–%2 фіналу попереднього Кубка та 1–%3 кожного "
              u"півфіналу; "
              u"замість того, хто відмовився, — наступне місце тієї ж групи; вакансії заповнюються за "
              u"номінацією."_s.arg(u"%1–%2"_s.arg(regulation.finalMinimum).arg(regulation.finalMaximum))
                  .arg(regulation.placesFromPreviousFinal)
                  .arg(regulation.placesFromEachSemifinal)
            : u"By the regulation: %1 players — places 1–%2 of the previous Cup's final and 1–%3 of each "
              u"semifinal; a player who declines is replaced by the next place of the same group; vacancies "
              u"are "
              u"filled by nomination."_s
                  .arg(u"%1–%2"_s.arg(regulation.finalMinimum).arg(regulation.finalMaximum))
                  .arg(regulation.placesFromPreviousFinal)
                  .arg(regulation.placesFromEachSemifinal),
        {}});
    QList<QStringList> entrants{{say(language, u"№", u"No."),
        say(language, u"Учасник", u"Player"),
        say(language, u"Підстава", u"Why")}};
    for (qsizetype i = 0; i < overview.final.entrants.size(); ++i)
        entrants.append({QString::number(i + 1),
            overview.final.entrants[i].player,
            entrantReason(overview.final.entrants[i], language)});
    page.blocks.append({Kind::Table, {}, {}, entrants});
    const int roomToLargest = regulation.finalMaximum - int(overview.final.entrants.size());
    if (overview.final.vacancies > 0)
        page.blocks.append({Kind::Paragraph,
            {},
            (language == Language::Ukrainian
                    ? u"До найменшого складу фіналу (%2) ще бракує учасників: %1 — їх має дати номінація; "
                      u"до найбільшого складу (%4) можна номінувати ще: %3."_s
                    : u"Places still to fill by nomination to the final's smallest size (%2): %1; up to %3 "
                      u"more may be nominated, to the largest (%4)."_s)
                .arg(overview.final.vacancies)
                .arg(regulation.finalMinimum)
                .arg(roomToLargest)
                .arg(regulation.finalMaximum),
            {}});
    else if (roomToLargest > 0)
        page.blocks.append({Kind::Paragraph,
            {},
            (language == Language::Ukrainian
                    ? u"До найбільшого складу фіналу (%2) можна номінувати ще: %1."_s
                    : u"Up to the final's largest size (%2), still to nominate if wished: %1."_s)
                .arg(roomToLargest)
                .arg(regulation.finalMaximum),
            {}});
    if (!overview.final.leftOff.isEmpty())
        page.blocks.append({Kind::Paragraph,
            {},
            say(language,
                u"Понад найбільший склад фіналу не включено: ",
                u"Past the final's largest size, left off: ")
                + overview.final.leftOff.join(u", "_s),
            {}});
    if (!cup.decisions.isEmpty()) {
        page.blocks.append(
            {Kind::Heading, {}, say(language, u"Рішення судді", u"The judge's decisions"), {}});
        // When each was recorded, then on what (a decision stored before the archive kept its day: none).
        QList<QStringList> decisions{{say(language, u"Записано", u"Recorded"),
            say(language, u"Учасник", u"Player"),
            say(language, u"Рішення", u"Decision"),
            say(language, u"Підстава", u"On what")}};
        for (const tournament::CupDecision& decision : cup.decisions)
            decisions.append(
                {decision.recordedOn.isValid() ? documentDate(decision.recordedOn, language) : u"—"_s,
                    decision.player,
                    cupDecisionWords(decision, cup.decisions, overview, language),
                    decision.note});
        page.blocks.append({Kind::Table, {}, {}, decisions});
    }
    page.blocks.append({Kind::Signature, say(language, u"Головний суддя", u"Chief judge"), judge, {}});
    document.pages.append(page);
    return document;
}

} // namespace postmark::documents
