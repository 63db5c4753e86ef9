// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/cup.h"

#include <algorithm>

#include "core/tournament/crosstable.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

namespace {

bool declined(const QList<CupDecision>& decisions, const QString& player)
{
    return std::any_of(decisions.begin(), decisions.end(), [&](const CupDecision& decision) {
        return decision.kind == CupDecision::Kind::Declined && decision.player == player;
    });
}

const CupDecision* decisionOf(
    const QList<CupDecision>& decisions, const QString& player, CupDecision::Kind kind)
{
    const auto found = std::find_if(decisions.begin(), decisions.end(), [&](const CupDecision& decision) {
        return decision.kind == kind && decision.player == player;
    });
    return found == decisions.end() ? nullptr : &*found;
}

bool listed(const QList<FinalEntrant>& entrants, const QString& player)
{
    return std::any_of(entrants.begin(), entrants.end(), [&](const FinalEntrant& entrant) {
        return entrant.player == player;
    });
}

/// The group's qualifying places, walking down past decliners and players qualified already.
void takeFrom(const GroupPlaces& group,
    int quota,
    std::optional<int> lowestStepIn,
    const QList<CupDecision>& decisions,
    FinalEntryList& list)
{
    int taken = 0;
    QStringList passedOver; // decliners and players qualified already, each replaced by the next place
    QList<FinalEntrant::Reason> why;
    for (const GroupPlaces::Place& place : group.places) {
        if (taken == quota)
            break;
        const bool stepsIn = place.place > quota;
        if (stepsIn && lowestStepIn && place.place > *lowestStepIn)
            break;
        if (place.withdrawn) {
            passedOver.append(place.player);
            why.append(FinalEntrant::Reason::StepsInForWithdrawn);
            continue;
        }
        if (declined(decisions, place.player)) {
            passedOver.append(place.player);
            why.append(FinalEntrant::Reason::StepsInForDecliner);
            continue;
        }
        if (listed(list.entrants, place.player)) {
            passedOver.append(place.player);
            why.append(FinalEntrant::Reason::StepsInForQualified);
            continue;
        }
        FinalEntrant entrant;
        entrant.player = place.player;
        entrant.stage = group.stage;
        entrant.group = group.number;
        entrant.place = place.place;
        entrant.provisional = !group.finished;
        entrant.sharedPlace = place.shared;
        // The ground of a place the judge gave; a decision of a place still shared (it waits for the one
        // before it, taken back) gives nothing yet.
        const CupDecision* decided = decisionOf(decisions, place.player, CupDecision::Kind::PlaceDecided);
        if (decided && !place.shared && decided->place == place.place)
            entrant.note = decided->note;
        if (stepsIn && !passedOver.isEmpty()) {
            // More passed over than places left: the extra ones were next places offered the first vacant
            // place, who passed it on in turn (helper-59 read Павленко as replacing Шевченко when the place
            // had gone to Руденко first, who declined too).
            const qsizetype extra = passedOver.size() - (quota - taken);
            for (qsizetype i = 0; i < extra; ++i) {
                entrant.alsoPassedOn.prepend(passedOver.takeLast());
                why.removeLast();
            }
            entrant.reason = why.takeFirst();
            entrant.replaces = passedOver.takeFirst();
        }
        list.entrants.append(entrant);
        ++taken;
    }
    // A shared place is the judge's to decide only where it is contested: a player sharing it is left off
    // the list while still in the running (not withdrawn, declined or qualified elsewhere). Two equal
    // players who both qualify share nothing that matters.
    for (FinalEntrant& entrant : list.entrants) {
        if (!entrant.sharedPlace || entrant.stage != group.stage || entrant.group != group.number)
            continue;
        entrant.sharedPlace =
            std::any_of(group.places.begin(), group.places.end(), [&](const GroupPlaces::Place& other) {
                return other.shared && other.place == entrant.place && !other.withdrawn
                    && !declined(decisions, other.player) && !listed(list.entrants, other.player);
            });
        // With whom, so that the list says whom the judge decides between (helper-64 found the rival named
        // only in the dialog).
        for (const GroupPlaces::Place& other : group.places) {
            if (entrant.sharedPlace && other.shared && other.place == entrant.place
                && other.player != entrant.player && !other.withdrawn && !declined(decisions, other.player))
                entrant.sharedWith.append(other.player);
        }
    }
}

} // namespace

GroupPlaces placesAsDecided(const GroupPlaces& group, const QList<CupDecision>& decisions)
{
    GroupPlaces decided = group;
    QList<GroupPlaces::Place>& places = decided.places;
    for (qsizetype first = 0; first < places.size(); ++first) {
        if (!places[first].shared)
            continue;
        qsizetype last = first;
        while (last + 1 < places.size() && places[last + 1].shared
            && places[last + 1].place == places[first].place)
            ++last;
        // The decision that gives this block's place to one of its players: a decision about another place
        // (the one after it, given once this one was; one taken back since) waits for its own.
        qsizetype chosen = last + 1;
        for (const CupDecision& decision : decisions) {
            for (qsizetype each = first; each <= last && chosen > last; ++each) {
                if (decision.kind == CupDecision::Kind::PlaceDecided && decision.place == places[first].place
                    && decision.player == places[each].player)
                    chosen = each;
            }
        }
        if (chosen > last) {
            first = last; // undecided: shared as the crosstable has it
            continue;
        }
        // The chosen one first, in the place; the rest keep their order, one place down.
        std::rotate(places.begin() + first, places.begin() + chosen, places.begin() + chosen + 1);
        places[first].shared = false;
        for (qsizetype other = first + 1; other <= last; ++other) {
            places[other].place = places[first].place + 1;
            places[other].shared = last - first > 1;
        }
    }
    return decided;
}

QStringList tiedForPlace(const GroupPlaces& group, const QList<CupDecision>& decisions, int place)
{
    QStringList tied;
    for (const GroupPlaces::Place& each : placesAsDecided(group, decisions).places) {
        if (each.shared && each.place == place)
            tied.append(each.player);
    }
    return tied;
}

QStringList sharedPlaceWith(
    const GroupPlaces& group, const QList<CupDecision>& decisions, const CupDecision& decision)
{
    QList<CupDecision> others = decisions;
    others.removeOne(decision);
    QStringList tied = tiedForPlace(group, others, decision.place);
    tied.removeAll(decision.player);
    return tied;
}

FinalEntryList finalEntryList(
    const CupRegulation& regulation, const QList<GroupPlaces>& groups, const QList<CupDecision>& decisions)
{
    FinalEntryList list;
    QList<GroupPlaces> ordered;
    for (const GroupPlaces& group : groups)
        ordered.append(placesAsDecided(group, decisions));
    // The previous final's places first (the regulation lists them first), then the semifinals by number.
    std::stable_sort(ordered.begin(), ordered.end(), [](const GroupPlaces& a, const GroupPlaces& b) {
        const auto rank = [](const GroupPlaces& group) {
            return group.stage == CupStage::PreviousFinal ? 0 : 1;
        };
        return rank(a) != rank(b) ? rank(a) < rank(b) : a.number < b.number;
    });
    for (const GroupPlaces& group : std::as_const(ordered)) {
        if (group.stage == CupStage::PreviousFinal)
            takeFrom(group,
                regulation.placesFromPreviousFinal,
                regulation.lowestPreviousFinalPlace,
                decisions,
                list);
        else if (group.stage == CupStage::Semifinal)
            takeFrom(
                group, regulation.placesFromEachSemifinal, regulation.lowestSemifinalPlace, decisions, list);
    }
    for (const CupDecision& decision : decisions) {
        if (decision.kind != CupDecision::Kind::Nominated || listed(list.entrants, decision.player))
            continue;
        if (list.entrants.size() >= regulation.finalMaximum) {
            list.leftOff.append(decision.player);
            continue;
        }
        FinalEntrant entrant;
        entrant.player = decision.player;
        entrant.reason = FinalEntrant::Reason::Nominated;
        entrant.note = decision.note;
        list.entrants.append(entrant);
    }
    list.vacancies = std::max(0, regulation.finalMinimum - int(list.entrants.size()));
    return list;
}

std::optional<Message> cupProblem(const Cup& cup)
{
    if (cup.name.trimmed().isEmpty())
        return say(MessageCode::CupNameMissing);
    const CupRegulation& regulation = cup.regulation;
    if (regulation.finalMinimum < 2 || regulation.finalMaximum < regulation.finalMinimum
        || regulation.placesFromPreviousFinal < 0 || regulation.placesFromEachSemifinal < 0)
        return say(MessageCode::CupFinalSizes, regulation.finalMinimum, regulation.finalMaximum);
    QList<qint64> tournaments;
    int finals = 0;
    for (const CupGroup& group : cup.groups) {
        if (tournaments.contains(group.tournament))
            return say(MessageCode::CupGroupTwice, group.number);
        tournaments.append(group.tournament);
        finals += group.stage == CupStage::Final ? 1 : 0;
    }
    if (finals > 1)
        return say(MessageCode::CupOneFinal);
    QList<QPair<QString, CupDecision::Kind>> decided;
    for (const CupDecision& decision : cup.decisions) {
        if (decision.player.trimmed().isEmpty())
            return say(MessageCode::NoPlayerGiven);
        if (decided.contains(qMakePair(decision.player, decision.kind)))
            return say(MessageCode::ListedTwice, decision.player);
        decided.append(qMakePair(decision.player, decision.kind));
    }
    return std::nullopt;
}

GroupPlaces groupPlaces(const Tournament& event, const Crosstable& table, CupStage stage, int number)
{
    GroupPlaces group;
    group.stage = stage;
    group.number = number;
    group.name = event.name;
    group.finished = true;
    for (const auto& [white, black] : table.games) {
        using State = CrosstableCell::State;
        if (white.state != State::Scored && white.state != State::NotCounted
            && white.state != State::Cancelled)
            group.finished = false;
    }
    for (const Standing& standing : table.standings) {
        if (!standing.rank)
            continue;
        const QString id = event.players[standing.player].id;
        const bool withdrawn = std::any_of(event.withdrawals.begin(),
            event.withdrawals.end(),
            [&](const Withdrawal& withdrawal) { return withdrawal.player == id; });
        group.places.append(
            {event.players[standing.player].name, *standing.rank, standing.sharedRank, withdrawn});
    }
    return group;
}

QList<QList<Application>> snakeSplit(QList<Application> applications, int groups)
{
    QList<QList<Application>> split(std::max(groups, 1));
    std::stable_sort(
        applications.begin(), applications.end(), [](const Application& a, const Application& b) {
            if (a.rating.has_value() != b.rating.has_value())
                return a.rating.has_value();
            return a.rating.value_or(0) > b.rating.value_or(0);
        });
    const int count = int(split.size());
    for (int i = 0; i < applications.size(); ++i) {
        const int round = i / count;
        const int position = i % count;
        split[round % 2 == 0 ? position : count - 1 - position].append(applications[i]);
    }
    return split;
}

QString cupStageId(CupStage stage)
{
    switch (stage) {
    case CupStage::Semifinal:
        return u"semifinal"_s;
    case CupStage::Final:
        return u"final"_s;
    case CupStage::PreviousFinal:
        return u"previous_final"_s;
    }
    return {};
}

std::optional<CupStage> cupStageFromId(const QString& id)
{
    for (const CupStage stage : {CupStage::Semifinal, CupStage::Final, CupStage::PreviousFinal}) {
        if (cupStageId(stage) == id)
            return stage;
    }
    return std::nullopt;
}

} // namespace postmark::tournament
