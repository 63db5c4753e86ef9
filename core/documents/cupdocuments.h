// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>

#include "core/documents/document.h"
#include "core/tournament/cupoverview.h"

namespace postmark::documents {

/// A group's name as the Cup's documents write it: "півфінал 2", "фінал", "фінал попереднього Кубка".
QString cupGroupName(const tournament::CupGroup& group, Language language);

/// Why an entrant is on the final's list, in words: the place and group, whom they replace and why, the
/// nomination's note; "today's place" while the group plays, and a shared place the judge must decide.
QString entrantReason(const tournament::FinalEntrant& entrant, Language language);

/// What the judge decided about a player of the Cup, as the decisions' table says it: declined, nominated,
/// or the shared place given, in which group and who else shared it (`decisions`: the Cup's, this one's
/// among them).
QString cupDecisionWords(const tournament::CupDecision& decision,
    const QList<tournament::CupDecision>& decisions,
    const tournament::CupOverview& overview,
    Language language);

/// The chief judge's Cup report as of a date (A4): the groups and how far each has come, then the
/// final's entry list as the regulation forms it, each entrant with the reason, the vacancies left for
/// the federation's nomination, and the judge's signature.
Document cupReport(const tournament::Cup& cup,
    const tournament::CupOverview& overview,
    const QDate& asOf,
    const QString& judge,
    Language language);

} // namespace postmark::documents
