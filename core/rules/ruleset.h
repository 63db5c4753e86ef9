// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QString>

#include "core/support/result.h"

namespace postmark::rules {

enum class Rule; // core/rules/clauses.h

/// Every number of a rule set, named as in ../shared/rules/postal-rules.md §10 so that a tournament's
/// regulation can override any of them. Optional parameters are off (null) where a section does not
/// have them.
struct RuleSet
{
    QString id;
    int movesPerControl = 10; ///< moves in one control period (II.4.3)
    int daysPerControl = 40; ///< days allowed per period, cumulative (II.4.3)
    std::optional<int> doubleAfterDays; ///< past this many days on one move, each day counts double (V.5.2)
    int timeTroubleDays = 5; ///< at or below this many days left, replies go registered (II.4.12)
    int timeTroubleRegistered =
        1; ///< 1: in time trouble replies must go registered (II, IV); 0: not (III, V)
    int repeatAfterDays = 16; ///< no reply: repeat the move (II.5.1)
    int judgeAfterRepeatDays = 16; ///< no reply to the repeat: tell the judge (II.5.1)
    int firstMoveInquiryDays = 16; ///< no first move from White: inquiry (II.5.1)
    std::optional<int> inactivityMonths = 2; ///< no move at all: loss possible (II.5.2)
    std::optional<int> inactivityDays; ///< the same in days (III, V: 40)
    int excusedDays = 3; ///< not counted for a query or a repeat answer (II.4.7)
    int penaltyFirstDays = 5; ///< first offence of a category in a game (II.4.10)
    int penaltyRepeatDays = 10; ///< each later offence of the same category (II.4.10)
    int leaveDaysPerYear = 45; ///< leave per calendar year, all games together (II.7.1)
    int startNoticeGraceDays = 3; ///< late start notice: start on the third day after (II.4.6)
    int lateRepeatGraceDays = 0; ///< a repeat up to this many days late costs nothing (III.4.9: 3)
    int leavePerTournament = 0; ///< 1: the leave cap counts one tournament's games (V.6.1), 0: all (II.7.1)
    int objectionDays = 7; ///< objection to a forfeit claim (II.6.4)
    int appealDays = 14; ///< appeal against a decision or adjudication (II.1.6, II.9.10)
    int adjudicationSubmitDays = 14; ///< adjudication packet after the tournament end (II.9.5)
    std::optional<int>
        standardTransitDays; ///< e-mail: the standard transit time (III.2.5); longer goes to the judge

    /// The clause prefix of the section ("II" postal, "III" e-mail, "IV" team, "V" server).
    QString section;
    /// Whether the section's players write to each other and the judge by e-mail (section III): nothing
    /// of theirs goes registered.
    bool byEmail() const { return section == QStringLiteral("III"); }

    bool operator==(const RuleSet&) const = default;
};

/// One parameter of a rule set: its documented name and where it lives.
struct RuleParameter
{
    const char* name;
    int RuleSet::*value = nullptr;
    std::optional<int> RuleSet::*optionalValue = nullptr;
    /// The values that make sense (a day count of 0 per control would divide by nothing; a billion
    /// moves per control is no regulation): anything outside is refused when read, naming the key.
    int minimum = 0;
    int maximum = 1000;
    /// The rule the parameter sets, for its clause in the rule set's section (rules::clause).
    Rule rule{};
    /// A switch rather than a count: 1 on, 0 off.
    bool isSwitch() const { return minimum == 0 && maximum == 1 && value; }
};

/// Every overridable parameter, in the order of the rules model's table.
const QList<RuleParameter>& ruleParameters();

/// The parameter named `name` (days_per_control), or null for a name the rules model does not have.
const RuleParameter* ruleParameter(QStringView name);

/// The rule set with this id: fzshu-postal (section II, the default), fzshu-email (III),
/// fzshu-team-postal (IV), fzshu-server (V). Error: an unknown id.
Result<RuleSet> ruleSet(const QString& id);

/// Every rule set id, in section order.
QStringList ruleSetIds();

/// Applies a regulation's overrides ({"days_per_control": 40, ...}; null switches an optional parameter
/// off). Error: an unknown parameter name or a value that is not a whole number >= 0.
Result<RuleSet> applyOverrides(RuleSet rules, const QJsonObject& overrides);

} // namespace postmark::rules
