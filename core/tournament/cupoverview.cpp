// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/cupoverview.h"

#include <algorithm>

#include "core/tournament/cupfinal.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

namespace {

int stageOrder(CupStage stage)
{
    switch (stage) {
    case CupStage::PreviousFinal:
        return 0;
    case CupStage::Semifinal:
        return 1;
    case CupStage::Final:
        return 2;
    }
    return 3;
}

} // namespace

CupOverview cupOverview(const Cup& cup, const QList<CupGroupInput>& groups, const QDate& asOf)
{
    CupOverview overview;
    QList<CupGroupInput> ordered = groups;
    std::stable_sort(ordered.begin(), ordered.end(), [](const CupGroupInput& a, const CupGroupInput& b) {
        return stageOrder(a.group.stage) != stageOrder(b.group.stage)
            ? stageOrder(a.group.stage) < stageOrder(b.group.stage)
            : a.group.number < b.group.number;
    });
    QList<GroupPlaces> qualifying;
    for (const CupGroupInput& input : std::as_const(ordered)) {
        CupGroupState state;
        state.group = input.group;
        state.event = input.event;
        state.table = computeCrosstable(input.event);
        state.places = groupPlaces(input.event, state.table, input.group.stage, input.group.number);
        state.games = int(state.table.games.size());
        for (const auto& [white, black] : state.table.games) {
            using State = CrosstableCell::State;
            if (white.state == State::Scored || white.state == State::NotCounted)
                ++state.gamesFinished;
            if (white.state == State::NotCounted)
                ++state.gamesNotCounted;
            else if (white.state == State::Cancelled)
                ++state.gamesCancelled;
            else if (white.state == State::AwaitingAdjudication)
                ++state.gamesAwaitingAdjudication;
            else if (white.state == State::AwaitingRecord)
                ++state.gamesAwaitingRecord;
            else if (white.state == State::InProgress)
                ++state.gamesInPlay;
        }
        state.openClaims = int(std::count_if(input.registers.claims.begin(),
            input.registers.claims.end(),
            [](const JudgeClaim& claim) { return claim.decision == ClaimDecision::Pending; }));
        const int index = int(overview.groups.size());
        for (const AgendaItem& item : judgeAgenda(input.event, input.gameFiles, asOf, input.registers))
            overview.agenda.append(CupAgendaItem{index, item, isJudgesStep(item, asOf)});
        if (input.group.stage != CupStage::Final)
            qualifying.append(state.places);
        overview.groups.append(state);
    }
    std::stable_sort(
        overview.agenda.begin(), overview.agenda.end(), [](const CupAgendaItem& a, const CupAgendaItem& b) {
            if (a.item.due.has_value() != b.item.due.has_value())
                return a.item.due.has_value();
            return a.item.due && *a.item.due < *b.item.due;
        });
    overview.final = finalEntryList(cup.regulation, qualifying, cup.decisions);
    // A place for the final shared after every tie-break in a group that has finished is the judge's to
    // give: on the agenda with the players sharing it (helper-63 found the agenda empty while two waited).
    QList<std::pair<int, int>> asked; // (group, place): two of the players sharing it may be on the list
    for (const FinalEntrant& entrant : std::as_const(overview.final.entrants)) {
        const CupGroupState* state = groupOf(overview, entrant);
        if (!entrant.sharedPlace || entrant.provisional || !state)
            continue;
        const int index = int(state - overview.groups.constData());
        if (asked.contains(std::pair(index, entrant.place)))
            continue;
        asked.append({index, entrant.place});
        const QStringList tied = tiedForPlace(state->places, cup.decisions, entrant.place);
        AgendaItem item;
        item.what = JudgeStep::SharedPlace;
        item.game = tied.join(u" = "_s);
        item.player = u"judge"_s;
        item.why = {CupRegulationClause.toString().arg(4),
            say(MessageCode::CupPlaceToDecide, entrant.place, state->event.name, tied.join(u", "_s))};
        overview.agenda.append(CupAgendaItem{index, item, true});
    }
    return overview;
}

} // namespace postmark::tournament
