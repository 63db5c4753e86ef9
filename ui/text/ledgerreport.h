// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"
#include "core/support/language.h"

namespace postmark::text {

/// The ledger report of ../shared/spec/game-file.md, with every required key, and a `why` beside each
/// figure (its clause, the stable code of its explanation, and the explanation in `language`, postmark-cli's
/// --lang: the codes are what programs read).
QJsonObject ledgerReportJson(
    const ledger::GameFile& game, const ledger::Ledger& ledger, Language language = Language::English);

/// The ledger as a person reads it, in `language`, laid out like the paper game form: per move White's
/// received, sent, days and total, then Black's; then penalties, the running time, the overstep and the
/// deadlines.
QString ledgerReportText(const ledger::GameFile& game, const ledger::Ledger& ledger, Language language);

} // namespace postmark::text
