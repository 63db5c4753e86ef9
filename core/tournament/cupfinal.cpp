// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/cupfinal.h"

#include <variant>

namespace postmark::tournament {

namespace {

std::optional<Player> playerIn(const Tournament& event, const QString& name)
{
    for (const Player& player : event.players) {
        if (player.name == name)
            return player;
    }
    return std::nullopt;
}

} // namespace

const CupGroupState* groupOf(const CupOverview& overview, const FinalEntrant& entrant)
{
    for (const CupGroupState& state : overview.groups) {
        if (entrant.stage && state.group.stage == *entrant.stage && state.group.number == entrant.group)
            return &state;
    }
    return nullptr;
}

std::optional<Message> finalCreationRefusal(const Cup& cup, const CupOverview& overview)
{
    for (const CupGroupState& state : overview.groups) {
        if (state.group.stage == CupStage::Final)
            return say(MessageCode::CupFinalExists, state.event.name);
    }
    // Every group a Cup keeps before its final is one the regulation qualifies from: one still playing holds
    // the final up.
    for (const CupGroupState& state : overview.groups) {
        if (!state.places.finished)
            return say(MessageCode::CupFinalGroupPlaying, state.event.name);
    }
    // A decision an appeal may still overturn, or an appeal not decided, may change a group's places
    // (II.1.6, II.9.10–II.9.11): the final waits for it as for a game still played.
    for (const CupAgendaItem& each : overview.agenda) {
        const auto* step = std::get_if<JudgeStep>(&each.item.what);
        if (!step || each.group < 0 || each.group >= overview.groups.size()
            || overview.groups[each.group].group.stage == CupStage::Final)
            continue;
        const QString& group = overview.groups[each.group].event.name;
        const AgendaItem& item = each.item;
        if (*step == JudgeStep::ClaimAppeal || *step == JudgeStep::SecondAdjudication)
            return say(MessageCode::CupFinalAppealPending, group, item.game, item.why.clause);
        if (*step == JudgeStep::Appeal || *step == JudgeStep::AdjudicationAppeal) {
            return item.due
                ? say(MessageCode::CupFinalAppealOpen, group, item.game, *item.due, item.why.clause)
                : say(MessageCode::CupFinalAppealReceiptsMissing, group, item.game, item.why.clause);
        }
    }
    for (const FinalEntrant& entrant : overview.final.entrants) {
        if (entrant.sharedPlace) {
            const CupGroupState* group = groupOf(overview, entrant);
            return say(MessageCode::CupFinalPlaceShared,
                entrant.player,
                entrant.place,
                group ? group->event.name : QString());
        }
    }
    const int minimum = cup.regulation.finalMinimum;
    if (overview.final.entrants.size() < minimum)
        return say(MessageCode::CupFinalTooFew, minimum, int(overview.final.entrants.size()));
    return std::nullopt;
}

QList<Player> finalPlayers(const CupOverview& overview)
{
    QList<Player> players;
    for (const FinalEntrant& entrant : overview.final.entrants) {
        std::optional<Player> found;
        if (const CupGroupState* group = groupOf(overview, entrant))
            found = playerIn(group->event, entrant.player);
        // A nominee, or a name the group writes otherwise: the newest group that has him (the latest
        // address).
        for (qsizetype i = overview.groups.size() - 1; i >= 0 && !found; --i)
            found = playerIn(overview.groups[i].event, entrant.player);
        Player player = found.value_or(Player{QString(), entrant.player, QString(), std::nullopt});
        player.id.clear();
        players.append(player);
    }
    return players;
}

} // namespace postmark::tournament
