// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>

#include "core/ledger/inputproblem.h"
#include "core/tournament/cup.h"
#include "core/tournament/newevent.h"

namespace postmark::tournament {

/// Applications pasted from a spreadsheet or typed as a list, one a line, the cells separated by tabs (or by
/// semicolons when a line has no tab), in the regulation's order: name, birth date (DD.MM.YYYY or
/// YYYY-MM-DD), title or rank, club, full postal address, e-mail, phone, rating. Blank lines are skipped; a
/// birth date or rating that cannot be read is a problem naming the line and the field.
struct ApplicationList
{
    QList<Application> applications;
    ledger::InputProblems problems;
};
ApplicationList applicationsFromText(const QString& text);

/// The new groups of a Cup stage from its applications: split by rating in snake order, each group a round
/// robin of `form`'s particulars whose name and index take the group's number for "%1" (numbers from
/// `firstNumber`), its players in the order of the split. Each group's own problems (too few players, a
/// name twice) as newEvent() gives them; a group with problems still lists its players, to be shown, not
/// stored.
QList<NewEvent> newGroups(
    const QList<Application>& applications, int groups, const NewEventForm& form, int firstNumber);

} // namespace postmark::tournament
