// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/ledger/ledger.h"
#include "core/support/language.h"

namespace postmark::text {

/// White or Black.
QString colorText(ledger::Color color, Language language);

/// What a deadline asks for, with its clause: "repeat the move (II.5.1)". The agendas' own steps are put
/// into words by agendawords.h.
QString deadlineText(ledger::DeadlineKind kind, Language language);

/// The same without its clause, where the clause is shown beside it: "repeat the move".
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
