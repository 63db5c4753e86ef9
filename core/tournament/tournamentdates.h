// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>

#include "core/ledger/inputproblem.h"
#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// The dates of a tournament that have not come yet on `today`: a result reported, a game's record
/// received, a withdrawal — each impossible evidence, as a card's date after the ledger's date is
/// (postal rules §1), named by its game's number or its withdrawal's and its key as the file writes it.
/// The result form refuses such a date; a file must too, or its crosstable counts a result not yet known.
ledger::InputProblems datesNotYetCome(const Tournament& event, const QDate& today);

} // namespace postmark::tournament
