// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"

namespace postmark::ledger {

/// The ledger report of ../shared/spec/game-file.md, with every required key, and a `why` beside each
/// figure (its clause and evidence).
QJsonObject ledgerReportJson(const GameFile& game, const Ledger& ledger);

/// The ledger as a person reads it, laid out like the paper game form: per move White's received, sent,
/// days and total, then Black's; then penalties, the running time, the overstep and the deadlines.
QString ledgerReportText(const GameFile& game, const Ledger& ledger);

} // namespace postmark::ledger
