// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/ledger/ledger.h"
#include "core/support/language.h"

namespace postmark::text {

/// White or Black.
QString colorText(ledger::Color color, Language language);

/// What a deadline asks for: "repeat the move". No clause: each section numbers it in its own way
/// (II.5.1, III.5.1, IV.7.1), so the clause comes with the deadline's explanation (deadlineClause()). The
/// agendas' own steps are put into words by agendawords.h.
QString deadlineText(ledger::DeadlineKind kind, Language language);

/// The same, for the places that show the clause beside it.
QString deadlineTextWithoutClause(ledger::DeadlineKind kind, Language language);

/// A clause in brackets at the end of a deadline's words taken away.
QString withoutClause(const QString& text);

/// What a penalty is for: "impossible or illegible move".
QString penaltyCategoryText(ledger::PenaltyCategory category, Language language);

/// A rule set by its name: "postal games (rules section II)" for fzshu-postal; an unknown id as it is.
QString ruleSetName(const QString& id, Language language);

/// How a game ended (the game file's `how`): "resignation", "time forfeit"; empty when the file does not say.
QString resultHowText(const std::optional<ledger::ResultHow>& how, Language language);

} // namespace postmark::text
