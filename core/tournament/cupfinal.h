// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QList>

#include "core/support/message.h"
#include "core/tournament/cupoverview.h"

namespace postmark::tournament {

/// The group a qualified entrant comes from, or none (a nominee).
const CupGroupState* groupOf(const CupOverview& overview, const FinalEntrant& entrant);

/// Why the final cannot be made from the entry list yet, or nothing: the Cup has its final already; a group
/// it qualifies from is still playing (its places are today's; the regulation forms the final from the
/// places the groups finish in, §4); a decision in a group may still be appealed, or an appeal is not decided
/// (II.1.6, II.9.10: it may change the places); a qualifying place is shared after every tie-break (the judge
/// decides between the tied players first); the list is shorter than the regulation's smallest final (the
/// vacancies are filled by the federation's nomination first).
std::optional<Message> finalCreationRefusal(const Cup& cup, const CupOverview& overview);

/// The final's players in the entry list's order, each with the address and rating the group they
/// qualified from has for them; a nominee is looked for in every group of the Cup, and has a name alone
/// when none has him (the judge completes it). Ids are left to the new event (p1, p2… by starting number).
QList<Player> finalPlayers(const CupOverview& overview);

} // namespace postmark::tournament
