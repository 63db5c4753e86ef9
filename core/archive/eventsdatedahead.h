// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>
#include <QString>

#include "core/archive/gamerepository.h"
#include "core/ledger/inputproblem.h"

namespace postmark::archive {

/// An event of the archive with dates that have not come yet (tournament::datesNotYetCome()).
struct EventDatedAhead
{
    QString index;
    QString name;
    ledger::InputProblems problems;
};

/// The archive's events with a result reported, a game record received or a withdrawal dated after
/// `today`: stored before such dates were refused from every way in, each counts in its crosstable a
/// result not known yet. What the archive check reports beside the storage's own findings (the storage
/// keeps no clock).
Result<QList<EventDatedAhead>> eventsDatedAhead(const GameRepository& archive, const QDate& today);

} // namespace postmark::archive
