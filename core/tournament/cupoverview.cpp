// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/cupoverview.h"

#include <algorithm>

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
            if (white.state == State::Scored || white.state == State::NotCounted
                || white.state == State::Cancelled)
                ++state.gamesCounted;
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
    return overview;
}

} // namespace postmark::tournament
