// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QString>

#include "core/ledger/gamefile.h"
#include "core/ledger/inputproblem.h"
#include "core/ledger/ledger.h"

namespace postmark::desk {

/// The event a game is played in, as the player states it: its heading, the rule set, and the two numbers
/// of the control period (II.4.3) a friendly game's agreement or an event's regulation most often changes.
struct EventForm
{
    QString name;
    QString index;
    QDate start;
    std::optional<QDate> end;
    QString rules = QStringLiteral("fzshu-postal");
    std::optional<int> movesPerControl; ///< unset: the rule set's
    std::optional<int> daysPerControl; ///< unset: the rule set's
};

/// The form as `event` fills it: the control period as its rule set with its regulation gives it (unset when
/// the event's rule set is unknown: the form's choice of a rule set gives them).
EventForm eventFormOf(const ledger::Event& event);

/// What is wrong with an event's heading, each naming its field (the event, key name/start/end/rules): no
/// name, no start, an end not after the start, a rule set this version does not know.
ledger::InputProblems eventHeadingProblems(
    const QString& name, const QDate& start, const std::optional<QDate>& end, const QString& rules);

/// `form`'s event in `event` (its heading trimmed, its rule set, its control period): the control period's
/// numbers are overrides only where they differ from the rule set's (a game moved to another rule set then
/// follows that set's number; one left unset is the rule set's). Each out of the range a regulation may give
/// it is a problem of its own field (key moves_per_control, days_per_control). `form`'s heading has no
/// problem (eventHeadingProblems()).
ledger::InputProblems stateEvent(ledger::Event& event, const EventForm& form);

struct EventChange
{
    ledger::InputProblems problems; ///< each names the field, or the card the event's change breaks
    ledger::GameFile game; ///< the game in the event stated, when there is no problem
    std::optional<ledger::Ledger> ledger; ///< its ledger as of the day asked
};

/// `game` played in the event `form` states, computed as of `asOf`. The regulation keeps what the form does
/// not show; the control period's numbers are in it only where they differ from the rule set's (a game moved
/// to another rule set takes that set's numbers unless the form says others). Refused with the heading's
/// problems, a control period out of its range (key moves_per_control, days_per_control), or what the
/// ledger cannot compute under the event stated (a card dated before a start moved later).
EventChange withEvent(const ledger::GameFile& game, const EventForm& form, const QDate& asOf);

} // namespace postmark::desk
