// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/ruleset.h"

#include <cmath>

#include <QJsonValue>

#include "core/rules/clauses.h"
#include "core/support/echo.h"

using namespace Qt::StringLiterals;

namespace postmark::rules {

namespace {

RuleSet postal()
{
    RuleSet rules;
    rules.id = u"fzshu-postal"_s;
    rules.section = u"II"_s;
    return rules;
}

// Section III: 50 days per 10 moves, repeat after 14 days, 2 penalty days for every wrong move (no
// escalation), loss for inactivity after 40 days, one day of standard transit.
RuleSet email()
{
    RuleSet rules = postal();
    rules.id = u"fzshu-email"_s;
    rules.section = u"III"_s;
    rules.daysPerControl = 50;
    rules.repeatAfterDays = 14;
    rules.judgeAfterRepeatDays = 14;
    rules.firstMoveInquiryDays = 14;
    rules.penaltyFirstDays = 2;
    rules.penaltyRepeatDays = 2;
    rules.inactivityMonths = std::nullopt;
    rules.inactivityDays = 40;
    rules.standardTransitDays = 1;
    // By e-mail, time trouble means copies to the judge (III.4.10), not registered mail.
    rules.timeTroubleRegistered = 0;
    // A repeat delayed by more than three days, when the message turns out to have been lost, costs the
    // whole delay (III.4.9); up to three days it costs nothing.
    rules.lateRepeatGraceDays = 3;
    rules.objectionDays = 14; // III.6.4: a protest within 14 days of the notice
    return rules;
}

// Section IV: team play by post, as section II but repeats after 20 days.
RuleSet teamPostal()
{
    RuleSet rules = postal();
    rules.id = u"fzshu-team-postal"_s;
    rules.section = u"IV"_s;
    rules.repeatAfterDays = 20;
    rules.judgeAfterRepeatDays = 20;
    rules.firstMoveInquiryDays = 20;
    return rules;
}

// Section V: server play, 50 days per 10 moves, each day past 20 on one move counts double, no penalty
// days (the server refuses wrong moves), reminders at 14 days, loss for inactivity after 40 days.
RuleSet server()
{
    RuleSet rules = postal();
    rules.id = u"fzshu-server"_s;
    rules.section = u"V"_s;
    rules.daysPerControl = 50;
    rules.doubleAfterDays = 20;
    rules.repeatAfterDays = 14;
    rules.judgeAfterRepeatDays = 14;
    rules.firstMoveInquiryDays = 14;
    rules.penaltyFirstDays = 0;
    rules.penaltyRepeatDays = 0;
    rules.inactivityMonths = std::nullopt;
    rules.inactivityDays = 40;
    rules.timeTroubleRegistered = 0;
    rules.leavePerTournament = 1; // V.6.1: "в турнірі", not in all games at once
    return rules;
}

} // namespace

const QList<RuleParameter>& ruleParameters()
{
    static const QList<RuleParameter> Parameters = {
        {"moves_per_control", &RuleSet::movesPerControl, nullptr, 1, 100, Rule::Control},
        {"days_per_control", &RuleSet::daysPerControl, nullptr, 1, 1000, Rule::Control},
        {"double_after_days", nullptr, &RuleSet::doubleAfterDays, 1, 365, Rule::DoubledDays},
        {"time_trouble_days", &RuleSet::timeTroubleDays, nullptr, 0, 100, Rule::TimeTrouble},
        {"time_trouble_registered", &RuleSet::timeTroubleRegistered, nullptr, 0, 1, Rule::TimeTrouble},
        {"repeat_after_days", &RuleSet::repeatAfterDays, nullptr, 1, 365, Rule::RepeatMove},
        {"judge_after_repeat_days", &RuleSet::judgeAfterRepeatDays, nullptr, 1, 365, Rule::NotifyJudge},
        {"first_move_inquiry_days", &RuleSet::firstMoveInquiryDays, nullptr, 1, 365, Rule::FirstMoveInquiry},
        {"inactivity_months", nullptr, &RuleSet::inactivityMonths, 1, 24, Rule::Inactivity},
        {"inactivity_days", nullptr, &RuleSet::inactivityDays, 1, 730, Rule::Inactivity},
        {"excused_days", &RuleSet::excusedDays, nullptr, 0, 30, Rule::QueryExcused},
        // The first offence of a kind is II.4.9 (five days); the repeated one II.4.10 (ten): helper-74 read
        // II.4.10 beside the five.
        {"penalty_first_days", &RuleSet::penaltyFirstDays, nullptr, 0, 100, Rule::ImpossibleMovePenalty},
        {"penalty_repeat_days", &RuleSet::penaltyRepeatDays, nullptr, 0, 100, Rule::PenaltyEscalation},
        {"leave_days_per_year", &RuleSet::leaveDaysPerYear, nullptr, 0, 366, Rule::LeaveCap},
        {"start_notice_grace_days", &RuleSet::startNoticeGraceDays, nullptr, 0, 30, Rule::LateStartNotice},
        {"late_repeat_grace_days", &RuleSet::lateRepeatGraceDays, nullptr, 0, 30, Rule::LateRepeat},
        {"leave_per_tournament", &RuleSet::leavePerTournament, nullptr, 0, 1, Rule::LeaveCap},
        {"objection_days", &RuleSet::objectionDays, nullptr, 1, 365, Rule::Objection},
        {"appeal_days", &RuleSet::appealDays, nullptr, 1, 365, Rule::AppealToCommittee},
        {"adjudication_submit_days", &RuleSet::adjudicationSubmitDays, nullptr, 1, 365, Rule::Adjudication},
        {"standard_transit_days", nullptr, &RuleSet::standardTransitDays, 0, 30, Rule::StandardTransit},
    };
    return Parameters;
}

const RuleParameter* ruleParameter(QStringView name)
{
    for (const RuleParameter& parameter : ruleParameters()) {
        if (name == QLatin1StringView(parameter.name))
            return &parameter;
    }
    return nullptr;
}

QStringList ruleSetIds()
{
    return {u"fzshu-postal"_s, u"fzshu-email"_s, u"fzshu-team-postal"_s, u"fzshu-server"_s};
}

Result<RuleSet> ruleSet(const QString& id)
{
    if (id == u"fzshu-postal")
        return postal();
    if (id == u"fzshu-email")
        return email();
    if (id == u"fzshu-team-postal")
        return teamPostal();
    if (id == u"fzshu-server")
        return server();
    return Error{
        ErrorCode::UnknownRuleSet, say(MessageCode::UnknownRuleSet, echoed(id), ruleSetIds().join(u", "_s))};
}

Result<RuleSet> applyOverrides(RuleSet rules, const QJsonObject& overrides)
{
    for (auto it = overrides.begin(); it != overrides.end(); ++it) {
        const RuleParameter* parameter = ruleParameter(it.key());
        if (!parameter)
            return Error{
                ErrorCode::UnknownRuleParameter, say(MessageCode::UnknownRuleParameter, echoed(it.key()))};
        const QJsonValue value = it.value();
        if (value.isNull() && parameter->optionalValue) {
            rules.*(parameter->optionalValue) = std::nullopt;
            continue;
        }
        // The range is checked before the cast: 1e84 is no int, and converting it would be undefined.
        const double number = value.toDouble(-1);
        if (!value.isDouble() || !std::isfinite(number) || std::floor(number) != number)
            return Error{
                ErrorCode::BadRuleParameter, say(MessageCode::RuleParameterNotWholeNumber, echoed(it.key()))};
        if (number < parameter->minimum || number > parameter->maximum)
            return Error{ErrorCode::BadRuleParameter,
                say(MessageCode::RuleParameterOutOfRange, it.key(), parameter->minimum, parameter->maximum)};
        if (parameter->value)
            rules.*(parameter->value) = static_cast<int>(number);
        else
            rules.*(parameter->optionalValue) = static_cast<int>(number);
    }
    return rules;
}

} // namespace postmark::rules
