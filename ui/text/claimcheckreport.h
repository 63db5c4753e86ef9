// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include "core/ledger/claimcheck.h"
#include "core/support/language.h"

namespace postmark::text {

/// The claim check for programs (`postmark-cli check-claim --format json`): figures, stable codes and the
/// words in `language` (postmark-cli's --lang).
QJsonObject claimCheckJson(const ledger::ClaimCheck& check, Language language = Language::English);

/// The claim check as a judge reads it, in `language`: the overstep, the claim window and the offender's
/// time calculation move by move (II.6.2).
QString claimCheckText(const ledger::ClaimCheck& check, Language language);
/// The offender's time calculation alone, move by move (II.6.2), for a judge's window whose finding says the
/// overstep and the claim window already; empty without an overstep.
QString claimCalculationText(const ledger::ClaimCheck& check, Language language);

/// Where a move's days come from (ledger::explainMoveRow()), for a line that says the move and its days
/// already: a plain booking's dates alone («хід 1: 45 днів … — Чорні, хід 1: отримано …: 45 днів» said both
/// twice); a variant's, a replacement's or a query's booking whole, its kind being the point. The claim's
/// time calculation and the desk's Time tab.
QString moveRowSources(const Message& why, Language language);
/// The same with the dates and cards alone, the evidence behind each date left to the full text (the Time
/// tab's cell on a laptop, its tooltip the full text): «отримано 08.09.2026 (Ч1) → відправлено 13.09.2026
/// (Б2)».
QString moveRowDates(const Message& why, Language language);

} // namespace postmark::text
