// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/newgame.h"

#include "core/desk/gameevent.h"
#include "core/rules/ruleset.h"

using namespace Qt::StringLiterals;

namespace postmark::desk {

NewGame newGame(const NewGameForm& form)
{
    NewGame result;
    ledger::InputProblems& problems = result.problems;
    problems = eventHeadingProblems(form.event, form.start, form.end, form.rules);
    if (form.me.trimmed().isEmpty())
        problems.append({say(MessageCode::WhereMe), u"name"_s, say(MessageCode::MyNameMissing)});
    if (form.partner.trimmed().isEmpty())
        problems.append({say(MessageCode::WherePartner), u"name"_s, say(MessageCode::KeyMissing)});
    else if (form.partner.trimmed() == form.me.trimmed())
        problems.append({say(MessageCode::WherePartner), u"name"_s, say(MessageCode::PartnerIsSomeoneElse)});
    if (!problems.isEmpty())
        return result;
    ledger::GameFile& game = result.game;
    game.event.name = form.event.trimmed();
    game.event.index = form.index.trimmed();
    game.event.start = form.start;
    game.event.end = form.end;
    game.event.rules = form.rules;
    const rules::RuleSet ruleSet = rules::ruleSet(form.rules).value();
    problems = stateControlPeriod(game.event,
        form.movesPerControl.value_or(ruleSet.movesPerControl),
        form.daysPerControl.value_or(ruleSet.daysPerControl));
    game.notation = form.notation;
    const ledger::Player mine{form.me.trimmed(), form.myAddress.trimmed(), std::nullopt};
    const ledger::Player theirs{form.partner.trimmed(), form.partnerAddress.trimmed(), std::nullopt};
    game.white = form.myColour == ledger::Color::White ? mine : theirs;
    game.black = form.myColour == ledger::Color::White ? theirs : mine;
    return result;
}

} // namespace postmark::desk
