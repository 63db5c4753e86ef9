// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/gameevent.h"

#include "core/ledger/ledgerof.h"
#include "core/rules/ruleset.h"

using namespace Qt::StringLiterals;

namespace postmark::desk {

namespace {

constexpr auto MovesKey = "moves_per_control";
constexpr auto DaysKey = "days_per_control";

/// The override of one control-period number: none where the rule set has the same (a game moved to another
/// rule set then follows that set's number), else the number stated.
void stateOverride(QJsonObject& overrides, const char* key, int stated, int ruleSets)
{
    if (stated == ruleSets)
        overrides.remove(QLatin1StringView(key));
    else
        overrides.insert(QLatin1StringView(key), stated);
}

} // namespace

EventForm eventFormOf(const ledger::Event& event)
{
    EventForm form;
    form.name = event.name;
    form.index = event.index;
    form.start = event.start;
    form.end = event.end;
    form.rules = event.rules;
    Result<rules::RuleSet> stated = rules::ruleSet(event.rules);
    if (stated) {
        if (Result<rules::RuleSet> regulated = rules::applyOverrides(*stated, event.overrides))
            stated = std::move(regulated);
        form.movesPerControl = stated->movesPerControl;
        form.daysPerControl = stated->daysPerControl;
    }
    return form;
}

ledger::InputProblems eventHeadingProblems(
    const QString& name, const QDate& start, const std::optional<QDate>& end, const QString& rules)
{
    ledger::InputProblems problems;
    if (name.trimmed().isEmpty())
        problems.append({say(MessageCode::WhereEvent), u"name"_s, say(MessageCode::KeyMissing)});
    if (!start.isValid())
        problems.append({say(MessageCode::WhereEvent), u"start"_s, say(MessageCode::KeyMissing)});
    if (end && start.isValid() && *end <= start)
        problems.append(
            {say(MessageCode::WhereEvent), u"end"_s, say(MessageCode::EndNotAfterStart, *end, start)});
    if (const Result<rules::RuleSet> known = rules::ruleSet(rules); !known)
        problems.append({say(MessageCode::WhereEvent), u"rules"_s, known.error().detail});
    return problems;
}

ledger::InputProblems stateEvent(ledger::Event& event, const EventForm& form)
{
    event.name = form.name.trimmed();
    event.index = form.index.trimmed();
    event.start = form.start;
    event.end = form.end;
    event.rules = form.rules;
    const rules::RuleSet ruleSet = rules::ruleSet(event.rules).value();
    const int movesPerControl = form.movesPerControl.value_or(ruleSet.movesPerControl);
    const int daysPerControl = form.daysPerControl.value_or(ruleSet.daysPerControl);
    stateOverride(event.overrides, MovesKey, movesPerControl, ruleSet.movesPerControl);
    stateOverride(event.overrides, DaysKey, daysPerControl, ruleSet.daysPerControl);
    // Each within the range a regulation may give it, said of its own field in the user's words (the rule
    // set's own message names the parameter by its key: helper-45 read «days_per_control» in Ukrainian).
    ledger::InputProblems problems;
    for (const rules::RuleParameter& parameter : rules::ruleParameters()) {
        const QLatin1StringView name(parameter.name);
        if (name != QLatin1StringView(MovesKey) && name != QLatin1StringView(DaysKey))
            continue;
        const int stated = name == QLatin1StringView(MovesKey) ? movesPerControl : daysPerControl;
        if (stated < parameter.minimum || stated > parameter.maximum)
            problems.append({say(MessageCode::WhereEvent),
                name,
                say(MessageCode::MustBeFromTo, parameter.minimum, parameter.maximum)});
    }
    return problems;
}

EventChange withEvent(const ledger::GameFile& game, const EventForm& form, const QDate& asOf)
{
    EventChange change;
    change.problems = eventHeadingProblems(form.name, form.start, form.end, form.rules);
    if (!change.problems.isEmpty())
        return change;
    change.game = game;
    change.problems = stateEvent(change.game.event, form);
    if (!change.problems.isEmpty())
        return change;
    ledger::LedgerResult computed = ledger::ledgerOf(change.game, asOf);
    change.problems = std::move(computed.problems);
    change.ledger = std::move(computed.ledger);
    return change;
}

} // namespace postmark::desk
