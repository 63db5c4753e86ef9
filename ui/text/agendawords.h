// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/desk/playeragenda.h"
#include "core/support/language.h"
#include "core/tournament/judgeagenda.h"

namespace postmark::text {

/// What an item of the player's agenda asks for, with its clause: a deadline as deadlineText() says it,
/// "objection to a claim", "leave", "the game cannot be computed" (the clause stands beside it).
QString agendaText(const desk::AgendaKind& kind, Language language);

/// What an item of the judge's agenda asks for, with its clause: a deadline as deadlineText() says it,
/// "decide the claim (II.6.6)", "game record (II.9.1)", …
QString agendaText(const tournament::JudgeAgendaKind& kind, Language language);

/// Whose step an item of the judge's agenda is, in the reader's words: a player's name as it is, the
/// judge's and the appeals committee's own steps (AgendaItem::player "judge", "appeals committee") named.
QString agendaWhose(const QString& player, Language language);

} // namespace postmark::text
